extension ModelBuilder {
    /// Reads the source's inclusion paragraphs: code spans that name other methods of the domain.
    func resolveInclusions(
        methods: inout [ErrorMethod], methodIndex: [String: Int], groups: [ErrorGroup], diagnostics: inout Diagnostics
    ) {
        let known = Set(methods.map(\.symbol))
        let groupNames = Set(groups.map(\.symbol))
        // Sorted once for every suggestion, and each method's inclusions as a set, so a long paragraph or many
        // misspelled names cost one lookup each.
        let knownSorted = known.sorted()
        var included = methods.map { Set($0.inclusions) }
        var suggestionsLeft = Self.suggestionLimit
        for paragraph in source.inclusions {
            guard let owner = paragraph.method, let index = methodIndex[owner] else { continue }
            let spans = paragraph.codeSpans
            let isInclusion =
                spans.contains { known.contains($0) || Identifier.isSelector($0) }
                && spans.allSatisfy { known.contains($0) || groupNames.contains($0) || Identifier.isSelector($0) }
            guard isInclusion else { continue }
            for span in spans where !groupNames.contains(span) {
                if span == owner {
                    diagnostics.report(.selfInclusion(owner, at: paragraph.location))
                } else if !known.contains(span) {
                    let suggestion = suggestionsLeft > 0 ? Identifier.closest(to: span, among: knownSorted) : nil
                    suggestionsLeft -= 1
                    diagnostics.report(.unknownIncludedMethod(span, suggestion: suggestion, at: paragraph.location))
                } else if included[index].insert(span).inserted {
                    methods[index].inclusions.append(span)
                }
            }
        }
    }

    /// Own errors, then included methods' (transitively, cycles cut), then group-common, then domain-common;
    /// each code once, where it first occurs.
    func effectiveErrors(
        of method: ErrorMethod, methods: [ErrorMethod], methodIndex: [String: Int], group: ErrorGroup?,
        common: [ErrorEntry]
    ) -> [EffectiveError] {
        var result: [EffectiveError] = []
        var seen = Set<String>()
        func add(_ entries: [ErrorEntry], origin: EffectiveError.Origin) {
            for entry in entries where seen.insert(entry.code).inserted {
                result.append(EffectiveError(entry: entry, origin: origin))
            }
        }
        add(method.ownErrors, origin: .method)
        // Included methods depth first, in paragraph order, each once; an explicit stack, so a long chain of
        // inclusions cannot exhaust the call stack.
        var visited: Set<String> = [method.symbol]
        var pending = Array(method.inclusions.reversed())
        while let symbol = pending.popLast() {
            guard visited.insert(symbol).inserted, let position = methodIndex[symbol] else { continue }
            let included = methods[position]
            add(included.ownErrors, origin: .included(symbol))
            pending += included.inclusions.reversed()
        }
        add(group?.commonErrors ?? [], origin: .group)
        add(common, origin: .domain)
        return result
    }

    /// The domain's codes with their facts from the config, checked against each other.
    /// The derived case name of a code: from its identifier or name in any style; for a row keyed by a
    /// number alone, from the description's first words, else `code<N>`.
    static func caseName(for entry: ErrorEntry, id: String, rawValue: Int, config: DomainConfig) -> String {
        let numericKey =
            entry.rawValue != nil && (CellText.integer(id) != nil || entry.range != nil && id.first?.isNumber == true)
        if !numericKey, let name = Identifier.swiftCaseName(forCode: id, prefix: config.codePrefix) { return name }
        let description = entry.description.texts[config.sourceLanguage] ?? ""
        return Identifier.caseName(fromDescription: description) ?? Identifier.caseName(forNumber: rawValue)
    }

    /// Each code's entry, whose description becomes the code enum's own: the domain-common row where
    /// there is one, else the first row common to a group, else the methods' rows when they all give
    /// the same source-language description. A code that methods document with different meanings
    /// gets a neutral entry: no description (the runtime then names the code, domain and raw value),
    /// the extra columns every row agrees on, and a doc comment naming the methods, never one
    /// method's meaning. Returns the codes in first documented order.
    func preferredEntries(
        tableEntries: [[ErrorEntry]], common: [ErrorEntry]
    ) -> (order: [String], entries: [String: ErrorEntry]) {
        let commonByCode = Dictionary(common.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        var order: [String] = []
        var first: [String: ErrorEntry] = [:]
        var groupEntry: [String: ErrorEntry] = [:]
        var methodEntries: [String: [(method: String, entry: ErrorEntry)]] = [:]
        for (index, entries) in tableEntries.enumerated() {
            let owner = index < source.tables.count ? source.tables[index].owner : nil
            for entry in entries {
                if first[entry.code] == nil {
                    order.append(entry.code)
                    first[entry.code] = entry
                }
                switch owner {
                case .group:
                    if groupEntry[entry.code] == nil { groupEntry[entry.code] = entry }
                case .method(let symbol):
                    methodEntries[entry.code, default: []].append((symbol, entry))
                case .domain, nil:
                    break
                }
            }
        }
        var preferred: [String: ErrorEntry] = [:]
        preferred.reserveCapacity(order.count)
        for code in order {
            guard let entry = first[code] else { continue }
            if let chosen = commonByCode[code] ?? groupEntry[code] {
                preferred[code] = chosen
                continue
            }
            let rows = methodEntries[code] ?? []
            let meaning = entry.description.texts[config.sourceLanguage]
            if rows.allSatisfy({ $0.entry.description.texts[config.sourceLanguage] == meaning }) {
                preferred[code] = entry
                continue
            }
            var neutral = entry
            neutral.description = LocalizedText([:])
            // A column all the rows agree on (a "Recovery tactic" of "Do nothing.") is still the code's.
            neutral.properties = entry.properties.filter { name, value in
                rows.allSatisfy {
                    $0.entry.properties[name]?.texts[config.sourceLanguage] == value.texts[config.sourceLanguage]
                }
            }
            neutral.documentation = Self.neutralDocumentation(methods: rows.map(\.method))
            preferred[code] = neutral
        }
        return (order, preferred)
    }

    /// The doc comment of a code whose methods give it different meanings: the methods, by name.
    static func neutralDocumentation(methods: [String]) -> String {
        var names: [String] = []
        for method in methods where !names.contains(method) { names.append(method) }
        let shown = names.prefix(3).map { "`\($0)`" }
        let more = names.count > 3 ? ", and \(names.count - 3) more" : ""
        return "Its meaning depends on the method: see the method error types of " + shown.joined(separator: ", ")
            + more + "."
    }

    func buildCodes(tableEntries: [[ErrorEntry]], common: [ErrorEntry], diagnostics: inout Diagnostics) -> [ErrorCode] {
        let (order, preferred) = preferredEntries(tableEntries: tableEntries, common: common)
        var codes: [ErrorCode] = []
        // Codes without a raw value count up from the largest configured or documented one; none is left after
        // Int.max.
        let largest = max(
            config.codes.values.compactMap(\.rawValue).max() ?? 0,
            order.compactMap { preferred[$0]?.rawValue }.max() ?? 0)
        var nextRawValue: Int? = largest < Int.max ? largest + 1 : nil
        // Docs whose codes are all strings: numbering them is the plan, said once rather than per code.
        let numbersAll =
            !config.codes.values.contains { $0.rawValue != nil } && !order.contains { preferred[$0]?.rawValue != nil }
        if numbersAll, let first = order.first.flatMap({ preferred[$0] }) {
            diagnostics.report(
                .codesNumberedInOrder(order.count, config: Self.fileName(config.path), at: first.location))
        }
        // Source codes misspelling a configured code that the translations have: their one warning says so.
        let misspeltCodes = Dictionary(sourceTypos.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // A config code no document has; the code it is suggested for has no other warning for its raw value.
        let undocumented = undocumentedConfiguredCodes(order: order, documented: preferred)
        let suggested = Set(undocumented.compactMap(\.suggestion))
        var rawValueOwner: [Int: String] = [:]
        var swiftNameOwner: [String: (id: String, location: SourceLocation)] = [:]
        for id in order {
            guard let entry = preferred[id] else { continue }
            let facts = config.codes[id]
            let intended = misspeltCodes[id]
            var rawValue = 0
            var hasRawValue = true
            if let configured = facts?.rawValue {
                rawValue = configured
                if let documented = entry.rawValue, documented != configured {
                    diagnostics.report(
                        .rawValueConflict(
                            id, configured: configured, documented: documented, config: Self.fileName(config.path),
                            at: facts?.location ?? entry.location))
                }
            } else if let documented = entry.rawValue {
                rawValue = documented
            } else if let next = nextRawValue {
                rawValue = next
                nextRawValue = next < Int.max ? next + 1 : nil
                if !numbersAll && intended == nil && !suggested.contains(id) {
                    diagnostics.report(
                        .noRawValue(id, assigned: rawValue, config: Self.fileName(config.path), at: entry.location))
                }
            } else {
                hasRawValue = false
                diagnostics.report(
                    .noRawValueLeft(id, config: Self.fileName(config.path), at: facts?.location ?? entry.location))
            }
            if let intended {
                diagnostics.report(
                    .sourceCodeMisspelt(
                        id, intended: intended, config: Self.fileName(config.path), rawValue: rawValue,
                        hasRawValue: hasRawValue, at: entry.location))
            }
            let swiftName = facts?.swiftName ?? Self.caseName(for: entry, id: id, rawValue: rawValue, config: config)
            if hasRawValue, let other = rawValueOwner[rawValue] {
                diagnostics.report(
                    .duplicateRawValue(id, rawValue: rawValue, owner: other, at: facts?.location ?? entry.location))
            }
            if hasRawValue { rawValueOwner[rawValue] = id }
            if let other = swiftNameOwner[swiftName] {
                diagnostics.report(
                    .caseNameCollision(
                        id, other: other.id, otherLine: other.location.line, swiftName: swiftName,
                        config: Self.fileName(config.path), at: entry.location))
            }
            swiftNameOwner[swiftName] = (id, entry.location)
            codes.append(
                ErrorCode(
                    id: id, swiftName: swiftName, rawValue: rawValue,
                    hasConfiguredRawValue: facts?.rawValue != nil || entry.rawValue != nil,
                    name: facts?.name ?? entry.aliases.first, description: entry.description,
                    documentation: entry.documentation, properties: entry.properties, location: entry.location,
                    range: entry.range,
                    alternativeNames: entry.aliases.filter { $0 != (facts?.name ?? entry.aliases.first) }))
        }
        report(undocumented, diagnostics: &diagnostics)
        return codes
    }
}

extension Diagnostic {
    /// An inclusion paragraph that names its own method.
    static func selfInclusion(_ method: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, "\(quote(method)) names itself in its inclusion paragraph", at: location)
    }

    /// An inclusion paragraph naming no documented method, with the closest one when there is one.
    static func unknownIncludedMethod(
        _ method: String, suggestion: String?, at location: SourceLocation
    ) -> Diagnostic {
        var message = "the inclusion paragraph names \(quote(method)), which is not a documented method"
        if let suggestion { message += "; did you mean \(quote(suggestion))?" }
        return Diagnostic(.error, message, at: location)
    }

    /// A document none of whose `count` codes has a raw value; `config` is the config's file name.
    static func codesNumberedInOrder(_ count: Int, config: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note,
            "no code has a raw value in the docs or in \(config), so the codes are numbered 1 to \(count) in "
                + "document order; a code added before others renumbers them, so give 'rawValue's where NSError codes "
                + "must stay the same", at: location)
    }

    /// A code whose configured and documented raw values differ.
    static func rawValueConflict(
        _ code: String, configured: Int, documented: Int, config: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "\(config) gives \(quote(code)) the raw value \(configured), but the docs give \(documented); remove one "
                + "of them", at: location)
    }

    /// A code that got the next free raw value.
    static func noRawValue(_ code: String, assigned: Int, config: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "no raw value for \(quote(code)) in \(config); it gets \(assigned), which changes whenever codes without "
                + "raw values are added before it", at: location, cause: .noRawValue, subject: code)
    }

    /// A code without a raw value after `Int.max` was given.
    static func noRawValueLeft(_ code: String, config: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "no raw value for \(quote(code)) in \(config), and none is left to count up to: the raw values would "
                + "pass \(Int.max); give \(quote(code)) a 'rawValue'", at: location)
    }

    /// Two codes with one raw value; `owner` has it first.
    static func duplicateRawValue(
        _ code: String, rawValue: Int, owner: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, "\(quote(code)) has the raw value \(rawValue), which \(quote(owner)) already has", at: location)
    }

    /// Two codes with one Swift case name; `other` (at `otherLine`) has it first.
    static func caseNameCollision(
        _ code: String, other: String, otherLine: Int, swiftName: String, config: String,
        at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "\(quote(other)) (line \(otherLine)) and \(quote(code)) both become the Swift case \(quote(swiftName)); "
                + "give one a 'swiftName' in " + config, at: location)
    }

    /// Config facts for a code that `document` does not document.
    static func undocumentedConfiguredCode(
        _ code: String, document: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning, "the config gives facts for \(quote(code)), which no table of \(document) documents",
            at: location, cause: .undocumentedConfiguredCode, subject: code)
    }
}
