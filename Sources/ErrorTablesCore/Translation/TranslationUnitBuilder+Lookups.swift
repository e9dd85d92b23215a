extension TranslationUnitBuilder {
    /// A lookup row in a translation, with its table's place.
    typealias LookupMatch = (row: LookupRow, table: SourceLocation)

    /// One translation's rows of one lookup: by key (the first row of each key across its tables), and its
    /// fallback row (the first table's that has one).
    struct TranslatedLookup {
        var language: String
        var rows: [LookupKey: LookupMatch]
        var fallback: LookupMatch?
    }

    /// Each translation's rows of the lookup `name`, in the translations' order.
    static func translatedLookups(named name: String, in translations: [ExtractedDocument]) -> [TranslatedLookup] {
        translations.map { translation in
            let tables = translation.lookups.filter { $0.name == name }
            var rows: [LookupKey: LookupMatch] = [:]
            for table in tables {
                for row in table.rows where rows[row.key] == nil { rows[row.key] = (row, table.location) }
            }
            let fallback = tables.first { $0.fallback != nil }.flatMap { table in
                table.fallback.map { (row: $0, table: table.location) }
            }
            return TranslatedLookup(language: translation.language, rows: rows, fallback: fallback)
        }
    }

    /// The unit of the source row `row` of `lookup` (its fallback row when `fallback`) in the table at
    /// `table`, with each translation's text and cell from the row `counterpart` picks (none when it is
    /// `nil`; no text when its message is empty).
    static func lookupUnit(
        _ row: LookupRow, table: SourceLocation, lookup: DomainConfig.Lookup, fallback: Bool,
        translated: [TranslatedLookup], counterpart: (TranslatedLookup) -> LookupMatch?
    ) -> TranslationUnit {
        let column = lookup.message - 1
        let code = fallback ? anyPart : row.key.description
        return TranslationUnit(
            id: lookup.name + "/" + code, kind: fallback ? .lookupFallback : .lookupMessage,
            owner: .lookup(lookup.name), code: code, lookupCode: row.caseCode, columnHeader: lookupMessageHeader,
            sourceText: row.message, needsTranslation: ModelBuilder.needsTranslation(row.message, inlines: nil),
            sourceCell: .init(location: row.messageLocation, table: table, column: column),
            translations: Dictionary(
                uniqueKeysWithValues: translated.map { translation in
                    let match = counterpart(translation)
                    return (
                        translation.language,
                        TranslationUnit.Translation(
                            text: match.flatMap { $0.row.message.isEmpty ? nil : $0.row.message },
                            cell: match.map { .init(location: $0.row.messageLocation, table: $0.table, column: column) }
                        )
                    )
                }))
    }
}
