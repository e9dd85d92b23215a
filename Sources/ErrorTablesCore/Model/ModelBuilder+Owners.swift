/// The owners of error lists while the model is built: the domain, the groups and the methods the source
/// document's headings name (`ModelBuilder.headingOwners(diagnostics:)`), with the errors and fallback texts
/// its tables give them (`ModelBuilder.distribute(_:annotating:fallbacks:into:diagnostics:)`).
struct Owners {
    var groups: [ErrorGroup] = []
    /// Where each group is in `groups`, by symbol.
    var groupIndex: [String: Int] = [:]
    var methods: [ErrorMethod] = []
    /// Where each method is in `methods`, by symbol.
    var methodIndex: [String: Int] = [:]
    /// Each method's headings after its first, by symbol.
    var repeatedHeadings: [String: [SourceLocation]] = [:]
    /// The domain's common errors.
    var commonErrors: [ErrorEntry] = []
    var domainFallback: LocalizedText?
    /// Each method's own fallback row's text, by symbol (`ErrorMethod.fallback` is set when methods are resolved).
    var methodFallbacks: [String: LocalizedText] = [:]
}

extension ModelBuilder {
    /// The groups and methods of the source document's symbol headings, each once, without errors yet.
    ///
    /// A group may have several headings (one per section of the document); it is one group. A method heading
    /// repeated (an API section and an appendix that lists it again, an "Offline mode" section that adds
    /// errors) is one method: the tables of all its sections are its errors, with a note
    /// (`resolveMethods(_:diagnostics:)`).
    func headingOwners(diagnostics: inout Diagnostics) -> Owners {
        var owners = Owners()
        for symbol in source.symbols where symbol.kind == .group && owners.groupIndex[symbol.symbol] == nil {
            owners.groupIndex[symbol.symbol] = owners.groups.count
            owners.groups.append(
                ErrorGroup(symbol: symbol.symbol, commonErrors: [], fallback: nil, location: symbol.location))
        }
        for symbol in source.symbols where symbol.kind == .method {
            if let index = owners.methodIndex[symbol.symbol] {
                owners.repeatedHeadings[symbol.symbol, default: []].append(symbol.location)
                // Under another group, it is more likely another type's method of the same name than a repeat.
                let method = owners.methods[index]
                if let first = method.group, let other = symbol.group, other != first {
                    diagnostics.report(
                        .methodUnderTwoGroups(
                            symbol.symbol, group: other, firstGroup: first, firstLine: method.location.line,
                            at: symbol.location))
                }
                continue
            }
            owners.methodIndex[symbol.symbol] = owners.methods.count
            owners.methods.append(
                ErrorMethod(
                    symbol: symbol.symbol, group: symbol.group, ownErrors: [], inclusions: [], errors: [],
                    fallback: nil, location: symbol.location))
        }
        return owners
    }

    /// Gives each source table's entries (`tableEntries`, by table) and fallback text to its owner: the domain,
    /// a group or a method (a table whose owner has no heading is dropped); an annotating table's entries
    /// belong to no one. A code listed twice for one owner is reported (`appendUnique`); the first fallback row
    /// of an owner wins.
    func distribute(
        _ tableEntries: [[ErrorEntry]], annotating: [Int: [[String]]], fallbacks: [RowTexts?],
        into owners: inout Owners, diagnostics: inout Diagnostics
    ) {
        func fallback(_ table: Int) -> LocalizedText? { fallbacks[table].map { LocalizedText($0.description) } }
        // Where each list first has each code, so a duplicate costs one lookup, not a scan of the list.
        var commonSeen: [String: Int] = [:]
        var groupSeen = Array(repeating: [String: Int](), count: owners.groups.count)
        var methodSeen = Array(repeating: [String: Int](), count: owners.methods.count)
        for (index, table) in source.tables.enumerated() where annotating[index] == nil {
            let entries = tableEntries[index]
            switch table.owner ?? .domain {
            case .domain:
                appendUnique(
                    entries, to: &owners.commonErrors, seen: &commonSeen, owner: "the domain's common errors",
                    diagnostics: &diagnostics)
                owners.domainFallback = owners.domainFallback ?? fallback(index)
            case .group(let symbol):
                if let group = owners.groupIndex[symbol] {
                    appendUnique(
                        entries, to: &owners.groups[group].commonErrors, seen: &groupSeen[group],
                        owner: "the common errors of \(Diagnostic.quote(symbol))", diagnostics: &diagnostics)
                    owners.groups[group].fallback = owners.groups[group].fallback ?? fallback(index)
                }
            case .method(let symbol):
                if let method = owners.methodIndex[symbol] {
                    appendUnique(
                        entries, to: &owners.methods[method].ownErrors, seen: &methodSeen[method],
                        owner: "\(Diagnostic.quote(symbol))", diagnostics: &diagnostics)
                    if let text = fallback(index), owners.methodFallbacks[symbol] == nil {
                        owners.methodFallbacks[symbol] = text
                    }
                }
            }
        }
    }

    /// Appends the entries whose code `list` does not have yet (`seen`: where in `list` each code is). The same
    /// code with the same source-language description and raw value in a second table (a "Server errors" and a
    /// "Console errors" table both listing `BAD_ARGUMENTS`) is the same error: one case, no diagnostic. With another
    /// description it is another cause of that error, joined to it in every language with a note, as rows of one
    /// table are; with another raw value it is a contradiction, an error.
    func appendUnique(
        _ entries: [ErrorEntry], to list: inout [ErrorEntry], seen: inout [String: Int], owner: String,
        diagnostics: inout Diagnostics
    ) {
        let language = config.sourceLanguage
        for entry in entries {
            if let position = seen[entry.code] {
                let earlier = list[position]
                if earlier.description.texts[language] == entry.description.texts[language]
                    && earlier.rawValue == entry.rawValue
                {
                    continue
                }
                if earlier.rawValue == entry.rawValue || entry.rawValue == nil {
                    diagnostics.report(
                        .causesJoined(entry.code, firstLine: earlier.location.line, at: entry.location))
                    list[position].description = Self.joinedCauses(earlier.description, entry.description)
                    continue
                }
                diagnostics.report(
                    .duplicateCodeInList(
                        entry.code, owner: owner, firstLine: earlier.location.line, at: entry.location))
                continue
            }
            seen[entry.code] = list.count
            list.append(entry)
        }
    }
}

extension ModelBuilder {
    /// A description with another cause's text added on a line of its own, in each language, unless it is there.
    static func joinedCauses(_ first: LocalizedText, _ other: LocalizedText) -> LocalizedText {
        var joined = first
        for (language, text) in other.texts where !text.isEmpty {
            let current = joined.texts[language] ?? ""
            if current.isEmpty {
                joined.texts[language] = text
            } else if !current.components(separatedBy: "\n").contains(text) {
                joined.texts[language] = current + "\n" + text
            }
        }
        return joined
    }
}

extension Diagnostic {
    /// A method heading under `group` whose symbol already has a heading under `firstGroup`, at `firstLine`.
    static func methodUnderTwoGroups(
        _ symbol: String, group: String, firstGroup: String, firstLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "method \(quote(symbol)) of \(quote(group)) is also a method of \(quote(firstGroup)) (line \(firstLine)); "
                + "a symbol is one method, so both headings' tables are merged into the method of "
                + "\(quote(firstGroup)); rename one heading if they are different methods", at: location)
    }

    /// A code listed twice for one method, group or the domain with two raw values (`owner`: `the domain's common
    /// errors`, `the common errors of 'Group'`, `'method'`): a contradiction.
    static func duplicateCodeInList(
        _ code: String, owner: String, firstLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "\(quote(code)) is listed twice for \(owner) with two raw values; the first row is at line \(firstLine)",
            at: location, cause: .duplicateCodeInList, subject: code)
    }
}
