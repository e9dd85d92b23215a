extension ModelBuilder {
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
                diagnostics.error(
                    "this table cannot be matched to any table of \(sourceName) by its codes ("
                        + Self.list(table.codes) + "); check that it translates a table of the source document",
                    at: table.location)
                continue
            }
            matchedSource.insert(sourceIndex)
            let sourceTable = source.tables[sourceIndex]
            let sourceRows = Dictionary(
                sourceTable.rows.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
            let translated = Set(table.codes)
            var untranslated: [String]?
            var suggestionsLeft = Self.suggestionLimit
            for row in table.rows {
                guard let sourceRow = sourceRows[row.code] else {
                    // Suggestions cost a comparison with every untranslated code, so a table of many unknown
                    // codes gets them for its first few rows only.
                    var suggestion: String?
                    if suggestionsLeft > 0 {
                        suggestionsLeft -= 1
                        let candidates = untranslated ?? sourceTable.codes.filter { !translated.contains($0) }
                        untranslated = candidates
                        suggestion = Identifier.closest(to: row.code, among: candidates).map {
                            "; did you mean \(Diagnostic.quote($0))?"
                        }
                    }
                    diagnostics.error(
                        "\(Diagnostic.quote(row.code)) is not in the matching table of \(sourceName) (line "
                            + "\(sourceTable.location.line)); a translation cannot add codes" + (suggestion ?? ""),
                        at: row.location, cause: .codeNotInSourceTable, subject: row.code)
                    continue
                }
                texts[sourceIndex][row.code]?.description[language] = translatedDescription(
                    row, source: sourceRow, what: "the description of \(Diagnostic.quote(row.code))",
                    diagnostics: &diagnostics)
                for (column, text) in row.extra {
                    texts[sourceIndex][row.code]?.extra[column, default: [:]][language] = translatedText(
                        text, source: sourceRow, column: column, headers: sourceTable.headers,
                        what: "of \(Diagnostic.quote(row.code))", at: row.location, diagnostics: &diagnostics)
                }
            }
            let missing = sourceTable.codes.filter { !translated.contains($0) }
            if !missing.isEmpty {
                diagnostics.warning(
                    "this table lacks " + Self.list(missing) + " of \(sourceName):\(sourceTable.location.line); "
                        + "the source-language text is used",
                    at: table.location)
            }
            switch (sourceTable.fallback, table.fallback) {
            case (.some(let sourceRow), .some(let row)):
                let what = "the fallback row \(Diagnostic.quote(row.code))"
                if row.description.isEmpty && !sourceRow.description.isEmpty {
                    diagnostics.warning(
                        Self.emptyTranslation(what), at: row.descriptionLocation, cause: .emptyTranslation,
                        subject: row.code)
                } else {
                    fallbacks[sourceIndex]?.description[language] = translatedDescription(
                        row, source: sourceRow, what: what, diagnostics: &diagnostics)
                }
                for (column, text) in row.extra {
                    fallbacks[sourceIndex]?.extra[column, default: [:]][language] = translatedText(
                        text, source: sourceRow, column: column, headers: sourceTable.headers,
                        what: "of the fallback row \(Diagnostic.quote(row.code))", at: row.location,
                        diagnostics: &diagnostics)
                }
            case (.some(let sourceRow), nil):
                diagnostics.warning(
                    "this table lacks the fallback row \(Diagnostic.quote(sourceRow.code)) of \(sourceName):"
                        + "\(sourceRow.location.line); the source-language text is used",
                    at: table.location)
            case (nil, .some(let row)):
                diagnostics.error(
                    "the fallback row \(Diagnostic.quote(row.code)) has no counterpart in "
                        + "\(sourceName):\(sourceTable.location.line)",
                    at: row.location)
            case (nil, nil):
                break
            }
        }
        // nextMatch[i]: the first translation table matched to a source table after i (matches are ordered).
        var nextMatch = [Int?](repeating: nil, count: source.tables.count + 1)
        for (translationIndex, match) in matches.enumerated().reversed() {
            if let match { nextMatch[match] = translationIndex }
        }
        for index in stride(from: source.tables.count - 1, through: 0, by: -1) where nextMatch[index] == nil {
            nextMatch[index] = nextMatch[index + 1]
        }
        for (index, table) in source.tables.enumerated() where !matchedSource.contains(index) {
            let next = nextMatch[index + 1]
            let location =
                next.map { translation.tables[$0].location }
                ?? SourceLocation(path: translation.path, line: 1, column: 1)
            diagnostics.warning(
                "no table translates \(sourceName):\(table.location.line) (" + Self.list(table.codes)
                    + ")\(next == nil ? "" : " before this table"); the source-language texts are used",
                at: location)
        }
        return coverage(of: language, texts: texts, fallbacks: fallbacks)
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
            diagnostics.warning(
                Self.untranslated(what, source: sourceRow), at: row.descriptionLocation, cause: .untranslated,
                subject: row.code)
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
                diagnostics.warning(
                    Self.emptyTranslation(described), at: location, cause: .emptyTranslation, subject: sourceRow.code)
            }
            return nil
        }
        if text == sourceText, Self.needsTranslation(sourceText, inlines: nil) {
            diagnostics.warning(
                Self.untranslated(described, source: sourceRow), at: location, cause: .untranslated,
                subject: sourceRow.code)
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
                if let text = rowTexts?.description[language],
                    text != sourceRow.description
                        || !Self.needsTranslation(sourceRow.description, inlines: sourceRow.descriptionInlines)
                {
                    result.translated += 1
                }
            }
            for (column, sourceText) in sourceRow.extra where !sourceText.isEmpty {
                result.total += 1
                if let text = rowTexts?.extra[column]?[language],
                    text != sourceText || !Self.needsTranslation(sourceText, inlines: nil)
                {
                    result.translated += 1
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

    /// `untranslated: the description of 'X' is the same as en.md:12`.
    static func untranslated(_ what: String, source sourceRow: ErrorRow) -> String {
        "untranslated: \(what) is the same as \(fileName(sourceRow.location.path)):\(sourceRow.location.line)"
    }

    /// `the fallback row 'All others' is empty; the source-language text is used`.
    static func emptyTranslation(_ what: String) -> String {
        "\(what) is empty; the source-language text is used"
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
                    diagnostics.warning(
                        "this paragraph names " + Self.list(named)
                            + " but \(Self.fileName(source.path)) says \(Diagnostic.quote(symbol)) "
                            + "also returns the errors of "
                            + (method.inclusions.isEmpty ? "no other method" : Self.list(method.inclusions)),
                        at: paragraph.location)
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
