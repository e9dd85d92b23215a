/// Stage 3: combines a domain's source document and its translations into an `ErrorDomain`,
/// checking everything that needs more than one table to check.
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

        let extraColumns = extraColumnHeaders()
        func entry(_ row: ErrorRow, table: Int) -> ErrorEntry {
            let rowTexts = texts[table][row.code] ?? RowTexts(description: [:], extra: [:])
            return ErrorEntry(
                code: row.code, description: LocalizedText(rowTexts.description),
                documentation: row.descriptionInlines.markdown,
                properties: properties(rowTexts.extra, headers: extraColumns), location: row.location,
                rawValue: row.rawValue, range: row.range, aliases: row.aliases)
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
        for symbol in source.symbols where symbol.kind == .method {
            if let existing = methodIndex[symbol.symbol] {
                diagnostics.report(
                    .methodDocumentedTwice(
                        symbol.symbol, firstLine: methods[existing].location.line, at: symbol.location))
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
        var commonSeen: [String: SourceLocation] = [:]
        var groupSeen = Array(repeating: [String: SourceLocation](), count: groups.count)
        var methodSeen = Array(repeating: [String: SourceLocation](), count: methods.count)
        let tableEntries = source.tables.enumerated().map { index, table in table.rows.map { entry($0, table: index) } }
        for (index, table) in source.tables.enumerated() {
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

        resolveInclusions(methods: &methods, methodIndex: methodIndex, groups: groups, diagnostics: &diagnostics)
        checkTranslatedInclusions(methods: methods, methodIndex: methodIndex, diagnostics: &diagnostics)
        for index in methods.indices {
            let method = methods[index]
            let group = method.group.flatMap { groupIndex[$0] }.map { groups[$0] }
            methods[index].errors = effectiveErrors(
                of: method, methods: methods, methodIndex: methodIndex, group: group, common: commonErrors)
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

    private func extraColumnHeaders() -> [Int: String] {
        var result: [Int: String] = [:]
        for table in source.tables {
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

    /// Appends the entries whose code `list` does not have yet (`seen`: where `list` has each code).
    private func appendUnique(
        _ entries: [ErrorEntry], to list: inout [ErrorEntry], seen: inout [String: SourceLocation], owner: String,
        diagnostics: inout Diagnostics
    ) {
        for entry in entries {
            if let first = seen[entry.code] {
                diagnostics.report(
                    .duplicateCodeInList(entry.code, owner: owner, firstLine: first.line, at: entry.location))
                continue
            }
            seen[entry.code] = entry.location
            list.append(entry)
        }
    }
}

extension Diagnostic {
    /// A method with two headings.
    static func methodDocumentedTwice(_ symbol: String, firstLine: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "method \(quote(symbol)) is documented twice; the first heading is at line \(firstLine)",
            at: location)
    }

    /// A method with neither a table nor an inclusion.
    static func methodWithoutTable(_ symbol: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "method \(quote(symbol)) has no error table; it gets only common errors", at: location,
            cause: .methodWithoutTable, subject: symbol)
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
