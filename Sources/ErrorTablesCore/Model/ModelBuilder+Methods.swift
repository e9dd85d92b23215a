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
                    diagnostics.warning(
                        "\(Diagnostic.quote(owner)) names itself in its inclusion paragraph", at: paragraph.location)
                } else if !known.contains(span) {
                    var message =
                        "the inclusion paragraph names \(Diagnostic.quote(span)), which is not a documented method"
                    if suggestionsLeft > 0, let suggestion = Identifier.closest(to: span, among: knownSorted) {
                        message += "; did you mean \(Diagnostic.quote(suggestion))?"
                    }
                    suggestionsLeft -= 1
                    diagnostics.error(message, at: paragraph.location)
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

    func buildCodes(tableEntries: [[ErrorEntry]], common: [ErrorEntry], diagnostics: inout Diagnostics) -> [ErrorCode] {
        // Each code's preferred entry: the domain-common one where there is one, else the first documented.
        let commonByCode = Dictionary(common.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        var order: [String] = []
        var preferred: [String: ErrorEntry] = [:]
        for entry in tableEntries.joined() where preferred[entry.code] == nil {
            order.append(entry.code)
            preferred[entry.code] = commonByCode[entry.code] ?? entry
        }
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
            diagnostics.note(
                "no code has a raw value in the docs or in \(Self.fileName(config.path)), so the codes are numbered 1 "
                    + "to \(order.count) in document order; a code added before others renumbers them, so give "
                    + "'rawValue's where NSError codes must stay the same",
                at: first.location)
        }
        var rawValueOwner: [Int: String] = [:]
        var swiftNameOwner: [String: (id: String, location: SourceLocation)] = [:]
        for id in order {
            guard let entry = preferred[id] else { continue }
            let facts = config.codes[id]
            var rawValue = 0
            var hasRawValue = true
            if let configured = facts?.rawValue {
                rawValue = configured
                if let documented = entry.rawValue, documented != configured {
                    diagnostics.error(
                        "\(Self.fileName(config.path)) gives \(Diagnostic.quote(id)) the raw value \(configured), but the "
                            + "docs give \(documented); remove one of them",
                        at: facts?.location ?? entry.location)
                }
            } else if let documented = entry.rawValue {
                rawValue = documented
            } else if let next = nextRawValue {
                rawValue = next
                nextRawValue = next < Int.max ? next + 1 : nil
                if !numbersAll {
                    diagnostics.warning(
                        "no raw value for \(Diagnostic.quote(id)) in \(Self.fileName(config.path)); it gets \(rawValue), "
                            + "which changes whenever codes without raw values are added before it",
                        at: entry.location, cause: .noRawValue, subject: id)
                }
            } else {
                hasRawValue = false
                diagnostics.error(
                    "no raw value for \(Diagnostic.quote(id)) in \(Self.fileName(config.path)), and none is left to "
                        + "count up to: the raw values would pass \(Int.max); give \(Diagnostic.quote(id)) a 'rawValue'",
                    at: facts?.location ?? entry.location)
            }
            let swiftName = facts?.swiftName ?? Self.caseName(for: entry, id: id, rawValue: rawValue, config: config)
            if hasRawValue, let other = rawValueOwner[rawValue] {
                diagnostics.error(
                    "\(Diagnostic.quote(id)) has the raw value \(rawValue), which \(Diagnostic.quote(other)) "
                        + "already has",
                    at: facts?.location ?? entry.location)
            }
            if hasRawValue { rawValueOwner[rawValue] = id }
            if let other = swiftNameOwner[swiftName] {
                diagnostics.error(
                    "\(Diagnostic.quote(other.id)) (line \(other.location.line)) and \(Diagnostic.quote(id)) both "
                        + "become the Swift case \(Diagnostic.quote(swiftName)); give one a 'swiftName' in "
                        + Self.fileName(config.path),
                    at: entry.location)
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
        for (id, facts) in config.codes.sorted(by: { $0.key < $1.key }) where preferred[id] == nil {
            diagnostics.warning(
                "the config gives facts for \(Diagnostic.quote(id)), which no table of "
                    + "\(Self.fileName(source.path)) documents",
                at: facts.location, cause: .undocumentedConfiguredCode, subject: id)
        }
        return codes
    }
}
