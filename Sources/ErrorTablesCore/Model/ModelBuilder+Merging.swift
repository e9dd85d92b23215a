/// What merging the texts produces (`ModelBuilder.mergedTexts(diagnostics:)`): every source row's texts and
/// every source table's fallback row's, in the source language and each translation's, and how much of the
/// source each translation translates.
struct MergedTexts {
    /// `[table][code]`: the row's description and extra-column texts, each by language.
    var texts: [[String: ModelBuilder.RowTexts]]
    /// `[table]`: the table's fallback row's texts, by language; `nil` for a table without one.
    var fallbacks: [ModelBuilder.RowTexts?]
    /// By translation language.
    var coverage: [String: TranslationCoverage]
}

extension ModelBuilder {
    /// The merging step: the source document's texts, then each translation's merged into them (`merge`),
    /// translations in the order of their language.
    func mergedTexts(diagnostics: inout Diagnostics) -> MergedTexts {
        var result = sourceTexts()
        for (translation, matches) in zip(translations, alignments) {
            result.coverage[translation.language] = merge(
                translation, matches: matches, into: &result.texts, fallbacks: &result.fallbacks,
                diagnostics: &diagnostics)
        }
        return result
    }

    /// The source document's texts alone, in the source language (the first row of a code repeated in a
    /// table wins), with no coverage yet.
    func sourceTexts() -> MergedTexts {
        let language = config.sourceLanguage
        func rowTexts(_ row: ErrorRow) -> RowTexts {
            RowTexts(description: [language: row.description], extra: row.extra.mapValues { [language: $0] })
        }
        let texts = source.tables.map { table in
            Dictionary(table.rows.map { ($0.code, rowTexts($0)) }, uniquingKeysWith: { first, _ in first })
        }
        return MergedTexts(texts: texts, fallbacks: source.tables.map { $0.fallback.map(rowTexts) }, coverage: [:])
    }
    /// Adds one translation's texts to the source rows it matches (`matches`: for each of its tables, the
    /// source table it translates), reports how it differs, and returns how much of the source it translates.
    ///
    /// An empty cell means "not translated yet": the source text is kept, with one warning (the extractor's
    /// for an empty description). A non-empty text identical to the source text is kept but reported as
    /// untranslated, unless it needs no translation (see `needsTranslation(_:inlines:)`).
    func merge(
        _ translation: ExtractedDocument, matches: [Int?], into texts: inout [[String: RowTexts]],
        fallbacks: inout [RowTexts?], diagnostics: inout Diagnostics
    ) -> TranslationCoverage {
        let language = translation.language
        let sourceName = Self.fileName(source.path)
        var matchedSource = Set<Int>()
        for (translationIndex, sourceIndex) in matches.enumerated() {
            let table = translation.tables[translationIndex]
            guard let sourceIndex else {
                diagnostics.report(
                    .unmatchedTranslatedTable(codes: table.codes, source: sourceName, at: table.location))
                continue
            }
            matchedSource.insert(sourceIndex)
            let sourceTable = source.tables[sourceIndex]
            checkTranslatedColumns(table, against: sourceTable, diagnostics: &diagnostics)
            mergeRows(
                of: table, into: &texts[sourceIndex], sourceTable: sourceTable, language: language,
                diagnostics: &diagnostics)
            mergeFallback(
                of: table, into: &fallbacks[sourceIndex], sourceTable: sourceTable, language: language,
                diagnostics: &diagnostics)
        }
        reportUntranslatedTables(of: translation, matches: matches, matched: matchedSource, diagnostics: &diagnostics)
        return coverage(of: language, texts: texts, fallbacks: fallbacks)
    }

    /// Adds the texts of a translated table's rows to its source table's (`texts`: the source table's, by
    /// code); reports each row whose code the source table lacks (with the closest untranslated source code,
    /// for the first few) and the source codes the table lacks.
    func mergeRows(
        of table: ErrorTable, into texts: inout [String: RowTexts], sourceTable: ErrorTable, language: String,
        diagnostics: inout Diagnostics
    ) {
        let sourceName = Self.fileName(source.path)
        let sourceRows = Dictionary(sourceTable.rows.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        // A code the source misspells (`sourceTypos`) translates the misspelt source row: the typo is reported
        // once, at the source row (`buildCodes`), not as a code the translation adds.
        func sourceRow(for code: String) -> ErrorRow? {
            sourceRows[code] ?? sourceTypos[code].flatMap { sourceRows[$0] }
        }
        let translated = Set(table.codes.map { sourceRow(for: $0)?.code ?? $0 })
        var suggestions = CodeSuggestions(sourceCodes: sourceTable.codes, translated: translated)
        for row in table.rows {
            guard let sourceRow = sourceRow(for: row.code) else {
                diagnostics.report(
                    .codeNotInSourceTable(
                        row.code, source: sourceName, sourceLine: sourceTable.location.line,
                        suggestion: suggestions.suggestion(for: row.code), at: row.location))
                continue
            }
            mergeTexts(
                of: row, into: &texts[sourceRow.code], source: sourceRow, headers: sourceTable.headers,
                language: language, diagnostics: &diagnostics)
        }
        let missing = sourceTable.codes.filter { !translated.contains($0) && !suggestions.suggested.contains($0) }
        if !missing.isEmpty {
            diagnostics.report(
                .translationLacksCodes(
                    missing, source: sourceName, sourceLine: sourceTable.location.line, at: table.location))
        }
    }

    /// Adds a translated row's description and extra columns (in `language`) to its source row's texts, each
    /// checked against the source row's (`translatedDescription`, `translatedText`); nothing is added, and
    /// nothing checked, when the source row has no texts.
    func mergeTexts(
        of row: ErrorRow, into texts: inout RowTexts?, source sourceRow: ErrorRow, headers: [String],
        language: String, diagnostics: inout Diagnostics
    ) {
        texts?.description[language] = translatedDescription(
            row, source: sourceRow, what: "the description of \(Diagnostic.quote(row.code))", diagnostics: &diagnostics)
        for (column, text) in row.extra {
            texts?.extra[column, default: [:]][language] = translatedText(
                text, source: sourceRow, column: column, headers: headers, what: "of \(Diagnostic.quote(row.code))",
                at: row.location, diagnostics: &diagnostics)
        }
    }

    /// Adds the texts of a translated table's fallback row to its source table's (`fallback`); reports a
    /// fallback row only one of the two tables has.
    func mergeFallback(
        of table: ErrorTable, into fallback: inout RowTexts?, sourceTable: ErrorTable, language: String,
        diagnostics: inout Diagnostics
    ) {
        let sourceName = Self.fileName(source.path)
        switch (sourceTable.fallback, table.fallback) {
        case (.some(let sourceRow), .some(let row)):
            let what = "the fallback row \(Diagnostic.quote(row.code))"
            if row.description.isEmpty && !sourceRow.description.isEmpty {
                diagnostics.report(.emptyTranslation(what, code: row.code, at: row.descriptionLocation))
            } else {
                fallback?.description[language] = translatedDescription(
                    row, source: sourceRow, what: what, diagnostics: &diagnostics)
            }
            for (column, text) in row.extra {
                fallback?.extra[column, default: [:]][language] = translatedText(
                    text, source: sourceRow, column: column, headers: sourceTable.headers,
                    what: "of the fallback row \(Diagnostic.quote(row.code))", at: row.location,
                    diagnostics: &diagnostics)
            }
        case (.some(let sourceRow), nil):
            diagnostics.report(
                .translationLacksFallback(
                    sourceRow.code, source: sourceName, sourceLine: sourceRow.location.line, at: table.location))
        case (nil, .some(let row)):
            diagnostics.report(
                .fallbackNotInSource(
                    row.code, source: sourceName, sourceLine: sourceTable.location.line, at: row.location))
        case (nil, nil):
            break
        }
    }

    /// Reports each source table no table of `translation` translates (`matched`: the source tables some do),
    /// at the translated table matched to the next source table, else at the document's start.
    func reportUntranslatedTables(
        of translation: ExtractedDocument, matches: [Int?], matched: Set<Int>, diagnostics: inout Diagnostics
    ) {
        let sourceName = Self.fileName(source.path)
        // nextMatch[i]: the first translation table matched to a source table after i (matches are ordered).
        var nextMatch = [Int?](repeating: nil, count: source.tables.count + 1)
        for (translationIndex, match) in matches.enumerated().reversed() {
            if let match { nextMatch[match] = translationIndex }
        }
        for index in stride(from: source.tables.count - 1, through: 0, by: -1) where nextMatch[index] == nil {
            nextMatch[index] = nextMatch[index + 1]
        }
        for (index, table) in source.tables.enumerated() where !matched.contains(index) {
            let next = nextMatch[index + 1]
            let location =
                next.map { translation.tables[$0].location }
                ?? SourceLocation(path: translation.path, line: 1, column: 1)
            diagnostics.report(
                .untranslatedTable(
                    codes: table.codes, source: sourceName, sourceLine: table.location.line,
                    beforeThisTable: next != nil, at: location))
        }
    }

    /// A translated description, or `nil` when the cell is empty (the extractor has warned; the source text
    /// is used). Reports a description left identical to the source text.
    private func translatedDescription(
        _ row: ErrorRow, source sourceRow: ErrorRow, what: String, diagnostics: inout Diagnostics
    ) -> String? {
        guard !row.description.isEmpty else { return nil }
        if row.description == sourceRow.description,
            Self.needsTranslation(sourceRow.description, inlines: sourceRow.descriptionInlines)
        {
            diagnostics.report(
                .untranslated(what, code: row.code, sourceLocation: sourceRow.location, at: row.descriptionLocation))
        }
        return row.description
    }

    /// A translated extra-column text, or `nil` when the cell is empty (reported when the source has text).
    /// Reports a text left identical to the source text.
    private func translatedText(
        _ text: String, source sourceRow: ErrorRow, column: Int, headers: [String], what: String,
        at location: SourceLocation, diagnostics: inout Diagnostics
    ) -> String? {
        let sourceText = sourceRow.extra[column] ?? ""
        let header = column < headers.count && !headers[column].isEmpty ? headers[column] : "column \(column + 1)"
        let described = "\(Diagnostic.quote(header)) \(what)"
        guard !text.isEmpty else {
            if !sourceText.isEmpty {
                diagnostics.report(.emptyTranslation(described, code: sourceRow.code, at: location))
            }
            return nil
        }
        if text == sourceText, Self.needsTranslation(sourceText, inlines: nil) {
            diagnostics.report(
                .untranslated(described, code: sourceRow.code, sourceLocation: sourceRow.location, at: location))
        }
        return text
    }

    /// Counts the source texts `language` translates, after every merge into `texts` and `fallbacks`.
    private func coverage(of language: String, texts: [[String: RowTexts]], fallbacks: [RowTexts?])
        -> TranslationCoverage
    {
        var result = TranslationCoverage(translated: 0, total: 0)
        func count(_ sourceRow: ErrorRow, _ rowTexts: RowTexts?) {
            if !sourceRow.description.isEmpty {
                result.total += 1
                if let text = rowTexts?.description[language] {
                    if text != sourceRow.description
                        || !Self.needsTranslation(sourceRow.description, inlines: sourceRow.descriptionInlines)
                    {
                        result.translated += 1
                    } else {
                        result.identical += 1
                    }
                }
            }
            for (column, sourceText) in sourceRow.extra where !sourceText.isEmpty {
                result.total += 1
                if let text = rowTexts?.extra[column]?[language] {
                    if text != sourceText || !Self.needsTranslation(sourceText, inlines: nil) {
                        result.translated += 1
                    } else {
                        result.identical += 1
                    }
                }
            }
        }
        for (index, table) in source.tables.enumerated() {
            for row in table.rows { count(row, texts[index][row.code]) }
            if let fallback = table.fallback { count(fallback, fallbacks[index]) }
        }
        return result
    }

    /// Whether a source text needs translating, so that a translation left identical to it is reported:
    /// not when it is at most 3 characters, has no letters (numbers, punctuation), is one identifier or
    /// selector, or consists of code spans only.
    static func needsTranslation(_ text: String, inlines: [Inline]?) -> Bool {
        let trimmed = text.trimmingSpacesAndNewlines()
        guard trimmed.count > 3, trimmed.contains(where: \.isLetter) else { return false }
        // Numbers in any notation (`0x1F`), classes of statuses (`4XX, 5XX`), lists of symbols (`CONNACK, SUBACK`).
        let items = trimmed.components(separatedBy: ", ")
        if CellText.integer(String(trimmed)) != nil || CellText.isCodeClass(String(trimmed))
            || items.allSatisfy({ Identifier.isSymbol($0) && ColumnProfile.looksLikeCode($0) })
        {
            return false
        }
        if !trimmed.contains(where: \.isWhitespace),
            Identifier.isSymbol(trimmed) || Identifier.isSwiftTypeName(String(trimmed))
        {
            return false
        }
        // Media types, host names, versions; also a list of them (merged from rows of one code).
        if trimmed.components(separatedBy: ", ").allSatisfy({ !$0.contains(" ") && Self.isTechnicalToken($0) }) {
            return false
        }
        if let inlines {
            var prose = ""
            Self.appendProse(of: inlines, to: &prose)
            if !prose.contains(where: \.isLetter) { return false }
        }
        return true
    }

    /// One token with a separator inside it, such as a media type (`application/json`), a host name or a
    /// version: the same in every language.
    static func isTechnicalToken<S: StringProtocol>(_ text: S) -> Bool {
        let characters = Array(text)
        guard characters.count > 2 else { return false }
        return characters.indices.dropFirst().dropLast().contains { index in
            let before = characters[index - 1].isLetter || characters[index - 1].isNumber
            let after = characters[index + 1].isLetter || characters[index + 1].isNumber
            return "/._-@:".contains(characters[index]) && before && after
        }
    }

    /// The text of `inlines` without code spans.
    private static func appendProse(of inlines: [Inline], to result: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let text): result += text
            case .emphasis(let children), .strong(let children), .link(_, _, let children),
                .image(_, _, let children):
                appendProse(of: children, to: &result)
            case .code, .html, .softBreak, .lineBreak: continue
            }
        }
    }

    /// Checks that each translation's inclusion paragraphs name the same methods as the source's.
    func checkTranslatedInclusions(methods: [ErrorMethod], methodIndex: [String: Int], diagnostics: inout Diagnostics) {
        let known = Set(methods.map(\.symbol))
        for (translation, matches) in zip(translations, alignments) {
            for paragraph in translation.inclusions {
                let named = paragraph.codeSpans.filter { known.contains($0) }
                guard !named.isEmpty, let tableIndex = paragraph.tableIndex, let sourceIndex = matches[tableIndex],
                    case .method(let symbol)? = source.tables[sourceIndex].owner,
                    let method = methodIndex[symbol].map({ methods[$0] })
                else { continue }
                if Set(named) != Set(method.inclusions) {
                    diagnostics.report(
                        .translatedInclusionsDiffer(
                            named, source: Self.fileName(source.path), method: symbol, inclusions: method.inclusions,
                            at: paragraph.location))
                }
            }
        }
    }

    /// How many unknown names of one table, paragraph list or config section get a "did you mean" suggestion
    /// (each costs a comparison with every candidate).
    static let suggestionLimit = 20

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `'A', 'B'`: at most `listLimit` names, each quoted (`Diagnostic.quote`), then `and N more`, so a
    /// message about a table of thousands of codes stays one short line.
    static func list(_ codes: [String]) -> String {
        codes.prefix(listLimit).map { Diagnostic.quote($0) }.joined(separator: ", ")
            + (codes.count > listLimit ? " and \(codes.count - listLimit) more" : "")
    }

    /// How many names a list in a message shows.
    static let listLimit = 10
}

extension Diagnostic {
    /// A translated table none of whose codes are in a source table (a table the source no longer has, or not
    /// yet): a warning, as translations drift behind their source; the table is left out.
    static func unmatchedTranslatedTable(codes: [String], source: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "this table cannot be matched to any table of \(source) by its codes (" + ModelBuilder.list(codes)
                + "), so it is left out; remove it, or check that it translates a table of the source document",
            at: location)
    }

    /// A translated code that the matching source table (at `sourceLine`) lacks, with the closest untranslated
    /// code when there is one: a warning (a code the source removed, or one not documented there yet); the row
    /// is left out.
    static func codeNotInSourceTable(
        _ code: String, source: String, sourceLine: Int, suggestion: String?, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "\(quote(code)) is not in the matching table of \(source) (line \(sourceLine)); a translation cannot add "
                + "codes, so the row is left out" + (suggestion.map { "; did you mean \(quote($0))?" } ?? ""),
            at: location,
            cause: .codeNotInSourceTable, subject: code)
    }

    /// A translated table without some codes of its source table.
    static func translationLacksCodes(
        _ missing: [String], source: String, sourceLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "this table lacks " + ModelBuilder.list(missing) + " of \(source):\(sourceLine); the source-language text "
                + "is used", at: location)
    }

    /// An empty translated text (`what`: `the fallback row 'X'`, `'Header' of 'X'`) of `code`.
    static func emptyTranslation(_ what: String, code: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "\(what) is empty; the source-language text is used", at: location, cause: .emptyTranslation,
            subject: code)
    }

    /// A translated text (`what`: `the description of 'X'`) identical to the source's at `sourceLocation`.
    static func untranslated(
        _ what: String, code: String, sourceLocation: SourceLocation, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "untranslated: \(what) is the same as \(ModelBuilder.fileName(sourceLocation.path)):\(sourceLocation.line)",
            at: location, cause: .untranslated, subject: code)
    }

    /// A translated table without its source table's fallback row.
    static func translationLacksFallback(
        _ code: String, source: String, sourceLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "this table lacks the fallback row \(quote(code)) of \(source):\(sourceLine); the source-language text is "
                + "used", at: location)
    }

    /// A translated fallback row where the source table has none: drift, as translations lag their source; the
    /// row is left out.
    static func fallbackNotInSource(
        _ code: String, source: String, sourceLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "the fallback row \(quote(code)) has no counterpart in \(source):\(sourceLine), so it is left out",
            at: location)
    }

    /// A source table that no table of a translation translates.
    static func untranslatedTable(
        codes: [String], source: String, sourceLine: Int, beforeThisTable: Bool, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "no table translates \(source):\(sourceLine) (" + ModelBuilder.list(codes)
                + ")\(beforeThisTable ? " before this table" : ""); the source-language texts are used", at: location)
    }

    /// A translated inclusion paragraph naming other methods than the source says `method` includes.
    static func translatedInclusionsDiffer(
        _ named: [String], source: String, method: String, inclusions: [String], at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "this paragraph names " + ModelBuilder.list(named) + " but \(source) says \(quote(method)) also returns "
                + "the errors of " + (inclusions.isEmpty ? "no other method" : ModelBuilder.list(inclusions)),
            at: location)
    }
}
