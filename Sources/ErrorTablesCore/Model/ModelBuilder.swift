/// The build step (the steps: `Pipeline`): combines a domain's source document and its translations into an
/// `ErrorDomain`, checking everything that needs more than one table to check.
public struct ModelBuilder {
    let name: String
    let config: DomainConfig
    let source: ExtractedDocument
    let translations: [ExtractedDocument]
    /// For each translation, the source table each of its tables translates (`TableAligner`), computed once.
    let alignments: [[Int?]]
    /// Config codes that no source row has but a translation does, each with the source code close to it that
    /// the config does not know: a typo in the source document (`codeTypos(…)`).
    let sourceTypos: [String: String]

    /// Creates a builder for one domain.
    public init(name: String, config: DomainConfig, source: ExtractedDocument, translations: [ExtractedDocument]) {
        self.name = name
        self.config = config
        self.source = source
        self.translations = translations.sorted { $0.language < $1.language }
        self.alignments = self.translations.map {
            TableAligner.align(source: source.tables.map(\.codes), translation: $0.tables.map(\.codes))
        }
        self.sourceTypos = Self.codeTypos(config: config, source: source, translations: self.translations)
    }

    /// Builds the domain, reporting problems into `diagnostics`.
    public func build(diagnostics: inout Diagnostics) -> ErrorDomain {
        let sourceLanguage = config.sourceLanguage
        // Texts of every source table row, in every language: [table][code] → language → text.
        var texts = source.tables.map { table in
            Dictionary(
                table.rows.map {
                    (
                        $0.code,
                        RowTexts(
                            description: [sourceLanguage: $0.description],
                            extra: $0.extra.mapValues { [sourceLanguage: $0] })
                    )
                },
                uniquingKeysWith: { first, _ in first })
        }
        var fallbacks = source.tables.map { table in
            table.fallback.map {
                RowTexts(
                    description: [sourceLanguage: $0.description], extra: $0.extra.mapValues { [sourceLanguage: $0] })
            }
        }
        var coverage: [String: TranslationCoverage] = [:]
        for (translation, matches) in zip(translations, alignments) {
            coverage[translation.language] = merge(
                translation, matches: matches, into: &texts, fallbacks: &fallbacks, diagnostics: &diagnostics)
        }

        let annotating = annotatingTables()
        var extraColumns = extraColumnHeaders(skipping: Set(annotating.keys))
        // An annotating table's extra columns are named by its own headers.
        let ownHeaders = Dictionary(
            uniqueKeysWithValues: annotating.keys.map { index in
                (index, Dictionary(uniqueKeysWithValues: source.tables[index].headers.enumerated().map { ($0, $1) }))
            })
        func entry(_ row: ErrorRow, table: Int) -> ErrorEntry {
            let rowTexts = texts[table][row.code] ?? RowTexts(description: [:], extra: [:])
            return ErrorEntry(
                code: row.code, description: LocalizedText(rowTexts.description),
                documentation: row.descriptionInlines.markdown,
                properties: properties(rowTexts.extra, headers: ownHeaders[table] ?? extraColumns),
                location: row.location,
                rawValue: row.rawValue, range: row.range, aliases: row.aliases, label: row.label)
        }
        func fallback(_ table: Int) -> LocalizedText? { fallbacks[table].map { LocalizedText($0.description) } }

        var commonErrors: [ErrorEntry] = []
        var domainFallback: LocalizedText?
        // A group may have several headings (one per section of the document); it is one group.
        var groups: [ErrorGroup] = []
        var groupIndex: [String: Int] = [:]
        for symbol in source.symbols where symbol.kind == .group && groupIndex[symbol.symbol] == nil {
            groupIndex[symbol.symbol] = groups.count
            groups.append(ErrorGroup(symbol: symbol.symbol, commonErrors: [], fallback: nil, location: symbol.location))
        }
        var methods: [ErrorMethod] = []
        var methodIndex: [String: Int] = [:]
        // A method heading repeated (an API section and an appendix that lists it again, an "Offline mode" section
        // that adds errors) is one method: the tables of all its sections are its errors, with a note.
        var repeatedHeadings: [String: [SourceLocation]] = [:]
        for symbol in source.symbols where symbol.kind == .method {
            if let index = methodIndex[symbol.symbol] {
                repeatedHeadings[symbol.symbol, default: []].append(symbol.location)
                // Under another group, it is more likely another type's method of the same name than a repeat.
                if let first = methods[index].group, let other = symbol.group, other != first {
                    diagnostics.report(
                        .methodUnderTwoGroups(
                            symbol.symbol, group: other, firstGroup: first, firstLine: methods[index].location.line,
                            at: symbol.location))
                }
                continue
            }
            methodIndex[symbol.symbol] = methods.count
            methods.append(
                ErrorMethod(
                    symbol: symbol.symbol, group: symbol.group, ownErrors: [], inclusions: [], errors: [],
                    fallback: nil, location: symbol.location))
        }
        var methodFallbacks: [String: LocalizedText] = [:]
        // Where each list first has each code, so a duplicate costs one lookup, not a scan of the list.
        var commonSeen: [String: Int] = [:]
        var groupSeen = Array(repeating: [String: Int](), count: groups.count)
        var methodSeen = Array(repeating: [String: Int](), count: methods.count)
        var tableEntries = source.tables.enumerated().map { index, table in table.rows.map { entry($0, table: index) } }
        annotate(&tableEntries, with: annotating, extraColumns: &extraColumns, diagnostics: &diagnostics)
        for (index, table) in source.tables.enumerated() where annotating[index] == nil {
            let entries = tableEntries[index]
            switch table.owner ?? .domain {
            case .domain:
                appendUnique(
                    entries, to: &commonErrors, seen: &commonSeen, owner: "the domain's common errors",
                    diagnostics: &diagnostics)
                domainFallback = domainFallback ?? fallback(index)
            case .group(let symbol):
                if let groupIndex = groupIndex[symbol] {
                    appendUnique(
                        entries, to: &groups[groupIndex].commonErrors, seen: &groupSeen[groupIndex],
                        owner: "the common errors of \(Diagnostic.quote(symbol))", diagnostics: &diagnostics)
                    groups[groupIndex].fallback = groups[groupIndex].fallback ?? fallback(index)
                }
            case .method(let symbol):
                if let methodIndex = methodIndex[symbol] {
                    appendUnique(
                        entries, to: &methods[methodIndex].ownErrors, seen: &methodSeen[methodIndex],
                        owner: "\(Diagnostic.quote(symbol))", diagnostics: &diagnostics)
                    if let text = fallback(index), methodFallbacks[symbol] == nil { methodFallbacks[symbol] = text }
                }
            }
        }

        for method in methods {
            guard let repeats = repeatedHeadings[method.symbol] else { continue }
            let tableLines = source.tables.filter { $0.owner == .method(method.symbol) }.map(\.location.line)
            diagnostics.report(
                .methodHeadingRepeated(
                    method.symbol, lines: [method.location.line] + repeats.map(\.line), tableLines: tableLines,
                    at: repeats[0]))
        }
        resolveInclusions(methods: &methods, methodIndex: methodIndex, groups: groups, diagnostics: &diagnostics)
        checkTranslatedInclusions(methods: methods, methodIndex: methodIndex, diagnostics: &diagnostics)
        let closure = Self.inclusionClosure(methods: methods, methodIndex: methodIndex)
        for index in methods.indices {
            let method = methods[index]
            let group = method.group.flatMap { groupIndex[$0] }.map { groups[$0] }
            methods[index].errors = effectiveErrors(
                of: method, reached: closure.reached[index], methods: methods, group: group, common: commonErrors)
            // The method's own fallback row, else its group's or the domain's. An included method's row speaks of
            // that method's other failures, so it is not inherited.
            methods[index].fallback = methodFallbacks[method.symbol] ?? group?.fallback ?? domainFallback
            if method.ownErrors.isEmpty && method.inclusions.isEmpty {
                diagnostics.report(.methodWithoutTable(method.symbol, at: method.location))
            }
        }

        var codes = buildCodes(tableEntries: tableEntries, common: commonErrors, diagnostics: &diagnostics)
        applyTraits(to: &codes, diagnostics: &diagnostics)
        let lookups = buildLookups(codes: codes, diagnostics: &diagnostics)
        var paths = [sourceLanguage: source.path]
        for translation in translations { paths[translation.language] = translation.path }
        return ErrorDomain(
            name: name, config: config, languages: [sourceLanguage] + translations.map(\.language),
            documentPaths: paths, codes: codes, groups: groups, methods: methods, commonErrors: commonErrors,
            fallback: domainFallback, extraColumns: extraColumns, translationCoverage: coverage, lookups: lookups)
    }

    struct RowTexts {
        var description: [String: String]
        var extra: [Int: [String: String]]
    }

    private func extraColumnHeaders(skipping: Set<Int>) -> [Int: String] {
        var result: [Int: String] = [:]
        for (tableIndex, table) in source.tables.enumerated() where !skipping.contains(tableIndex) {
            for index in table.headers.indices where table.roles.isExtra(index) && result[index] == nil {
                result[index] = table.headers[index]
            }
        }
        return result
    }

    private func properties(_ extra: [Int: [String: String]], headers: [Int: String]) -> [String: LocalizedText] {
        var result: [String: LocalizedText] = [:]
        for (index, texts) in extra {
            guard let header = headers[index], !header.isEmpty else { continue }
            result[header] = LocalizedText(texts)
        }
        return result
    }

    /// Tables that list codes other tables define, by the codes' numbers: the class of troubleshooting and
    /// "what to do" tables (`4101, 4102 | Sign in again …`) below the tables that name the codes. Such a table
    /// is keyed by numbers alone (no code column), and every number on it is the raw value of a code named in
    /// another table of the document; its text joins those codes as properties named by its headers instead of
    /// making new codes. For each such table: the codes each of its rows names.
    func annotatingTables() -> [Int: [[String]]] {
        var codeByNumber: [Int: String] = [:]
        for table in source.tables where table.roles.code != nil {
            for row in table.rows where row.range == nil {
                if let rawValue = row.rawValue, codeByNumber[rawValue] == nil { codeByNumber[rawValue] = row.code }
            }
        }
        var result: [Int: [[String]]] = [:]
        for (index, table) in source.tables.enumerated() where table.roles.code == nil && table.roles.rawValue != nil {
            var targets: [[String]] = []
            for row in table.rows {
                guard row.range == nil, let rawValue = row.rawValue, let code = codeByNumber[rawValue] else { break }
                targets.append([code])
            }
            if !table.rows.isEmpty && targets.count == table.rows.count { result[index] = targets }
        }
        return result
    }

    /// Joins each annotating table's texts (its description and extra columns, in every language) to the codes
    /// its rows name, as properties named by the table's source headers, and empties the table's own entries.
    private func annotate(
        _ tableEntries: inout [[ErrorEntry]], with annotating: [Int: [[String]]], extraColumns: inout [Int: String],
        diagnostics: inout Diagnostics
    ) {
        guard !annotating.isEmpty else { return }
        // Where each code's entries are, found once.
        var places: [String: [(list: Int, position: Int)]] = [:]
        for list in tableEntries.indices where annotating[list] == nil {
            for (position, entry) in tableEntries[list].enumerated() {
                places[entry.code, default: []].append((list, position))
            }
        }
        for (index, targets) in annotating.sorted(by: { $0.key < $1.key }) {
            let table = source.tables[index]
            var added: [String] = []
            for (entry, codes) in zip(tableEntries[index], targets) {
                var texts: [String: LocalizedText] = entry.properties
                if let column = table.roles.description, column < table.headers.count, !table.headers[column].isEmpty {
                    texts[table.headers[column]] = entry.description
                }
                for (header, text) in texts.sorted(by: { $0.key < $1.key }) {
                    if !added.contains(header) { added.append(header) }
                    for code in codes {
                        for place in places[code] ?? []
                        where tableEntries[place.list][place.position].properties[header] == nil {
                            tableEntries[place.list][place.position].properties[header] = text
                        }
                    }
                }
            }
            for header in added where !extraColumns.values.contains(header) {
                extraColumns[(extraColumns.keys.max() ?? -1) + 1] = header
            }
            tableEntries[index] = []
            diagnostics.report(
                .tableAnnotatesCodes(
                    Set(targets.joined()).count, columns: added, at: table.location))
        }
    }

    /// Appends the entries whose code `list` does not have yet (`seen`: where in `list` each code is). The same
    /// code with the same source-language description and raw value in a second table (a "Server errors" and a
    /// "Console errors" table both listing `BAD_ARGUMENTS`) is the same error: one case, no diagnostic.
    private func appendUnique(
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

extension Diagnostic {
    /// A method with several headings (`lines`), read as one method whose errors are the tables at `tableLines`.
    static func methodHeadingRepeated(
        _ symbol: String, lines: [Int], tableLines: [Int], at location: SourceLocation
    ) -> Diagnostic {
        let tables: String
        switch tableLines.count {
        case 0: tables = "none of them has an error table"
        case 1: tables = "its errors are the table at line \(tableLines[0])"
        default:
            tables =
                "its errors are the tables at lines " + tableLines.map(String.init).joined(separator: ", ") + ", merged"
        }
        return Diagnostic(
            .note,
            "method \(quote(symbol)) has headings at lines " + lines.map(String.init).joined(separator: ", ")
                + "; they are read as one method, and \(tables); rename a heading if it is another method",
            at: location)
    }

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

    /// A method with neither a table nor an inclusion.
    static func methodWithoutTable(_ symbol: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "method \(quote(symbol)) has no error table; it gets only common errors", at: location,
            cause: .methodWithoutTable, subject: symbol)
    }

    /// A table whose numbers all name codes of other tables: its columns join those codes as properties.
    static func tableAnnotatesCodes(_ count: Int, columns: [String], at location: SourceLocation) -> Diagnostic {
        let names = columns.map { quote($0) }.joined(separator: ", ")
        return Diagnostic(
            .note,
            "this table lists \(count) codes already named in other tables, by number; its \(names) "
                + "\(columns.count == 1 ? "column joins" : "columns join") those codes as a property, not as new codes",
            at: location)
    }

    /// A code listed twice for one method, group or the domain (`owner`: `the domain's common errors`,
    /// `the common errors of 'Group'`, `'method'`).
    static func duplicateCodeInList(
        _ code: String, owner: String, firstLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, "\(quote(code)) is listed twice for \(owner); the first row is at line \(firstLine)",
            at: location, cause: .duplicateCodeInList, subject: code)
    }
}
