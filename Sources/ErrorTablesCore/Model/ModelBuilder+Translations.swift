extension ModelBuilder {
    /// Adds one translation's texts to the source rows it matches and reports how it differs.
    func merge(
        _ translation: ExtractedDocument, into texts: inout [[String: RowTexts]], fallbacks: inout [RowTexts?],
        diagnostics: inout Diagnostics
    ) {
        let language = translation.language
        let sourceName = Self.fileName(source.path)
        let matches = TableAligner.align(source: source.tables.map(\.codes), translation: translation.tables.map(\.codes))
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
            let sourceCodes = Set(sourceTable.codes)
            for row in table.rows {
                guard sourceCodes.contains(row.code) else {
                    diagnostics.error(
                        "'\(row.code)' is not in the matching table of \(sourceName) (line "
                            + "\(sourceTable.location.line)); a translation cannot add codes",
                        at: row.location)
                    continue
                }
                texts[sourceIndex][row.code]?.description[language] = row.description
                for (column, text) in row.extra { texts[sourceIndex][row.code]?.extra[column, default: [:]][language] = text }
            }
            let translated = Set(table.codes)
            let missing = sourceTable.codes.filter { !translated.contains($0) }
            if !missing.isEmpty {
                diagnostics.warning(
                    "this table lacks " + Self.list(missing) + " of \(sourceName):\(sourceTable.location.line); "
                        + "the source-language text is used",
                    at: table.location)
            }
            switch (sourceTable.fallback, table.fallback) {
            case (.some, .some(let row)):
                fallbacks[sourceIndex]?.description[language] = row.description
                for (column, text) in row.extra { fallbacks[sourceIndex]?.extra[column, default: [:]][language] = text }
            case (.some(let sourceRow), nil):
                diagnostics.warning(
                    "this table lacks the fallback row '\(sourceRow.code)' of \(sourceName):"
                        + "\(sourceRow.location.line); the source-language text is used",
                    at: table.location)
            case (nil, .some(let row)):
                diagnostics.error(
                    "the fallback row '\(row.code)' has no counterpart in \(sourceName):\(sourceTable.location.line)",
                    at: row.location)
            case (nil, nil):
                break
            }
        }
        for (index, table) in source.tables.enumerated() where !matchedSource.contains(index) {
            let next = matches.enumerated().first { _, match in (match ?? -1) > index }
            let location =
                next.map { translation.tables[$0.offset].location }
                ?? SourceLocation(path: translation.path, line: 1, column: 1)
            diagnostics.warning(
                "no table translates \(sourceName):\(table.location.line) (" + Self.list(table.codes)
                    + ")\(next == nil ? "" : " before this table"); the source-language texts are used",
                at: location)
        }
    }

    /// Checks that each translation's inclusion paragraphs name the same methods as the source's.
    func checkTranslatedInclusions(methods: [ErrorMethod], diagnostics: inout Diagnostics) {
        let known = Set(methods.map(\.symbol))
        for translation in translations {
            let matches = TableAligner.align(
                source: source.tables.map(\.codes), translation: translation.tables.map(\.codes))
            for paragraph in translation.inclusions {
                let named = paragraph.codeSpans.filter { known.contains($0) }
                guard !named.isEmpty, let tableIndex = paragraph.tableIndex, let sourceIndex = matches[tableIndex],
                    case .method(let symbol)? = source.tables[sourceIndex].owner,
                    let method = methods.first(where: { $0.symbol == symbol })
                else { continue }
                if Set(named) != Set(method.inclusions) {
                    diagnostics.warning(
                        "this paragraph names " + Self.list(named) + " but \(Self.fileName(source.path)) says '\(symbol)' "
                            + "also returns the errors of " + (method.inclusions.isEmpty ? "no other method" : Self.list(method.inclusions)),
                        at: paragraph.location)
                }
            }
        }
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func list(_ codes: [String]) -> String {
        codes.map { "'\($0)'" }.joined(separator: ", ")
    }
}
