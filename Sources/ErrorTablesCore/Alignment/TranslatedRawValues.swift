/// A translated table's numbers that differ from the source's: each translated row whose raw value (its table's
/// raw-value column) is not the one its source row gives for the same code. The source's number is the one
/// generated; the translation's is reported at its row, since a reader of that page would take it as the code's.
enum TranslatedRawValues {
    /// Reports, for every translated row whose code's number differs from the source row's in the aligned table.
    static func check(_ sources: DomainSources, diagnostics: inout Diagnostics) {
        let sourceName = ModelBuilder.fileName(sources.source.path)
        for (translation, alignment) in zip(sources.translations, sources.alignments) {
            for (table, match) in zip(translation.tables, alignment) {
                guard let match, sources.source.tables.indices.contains(match) else { continue }
                let numbers = Dictionary(
                    sources.source.tables[match].rows.compactMap { row in row.rawValue.map { (row.code, $0) } },
                    uniquingKeysWith: { first, _ in first })
                for row in table.rows {
                    guard let number = row.rawValue, let expected = numbers[row.code], number != expected else {
                        continue
                    }
                    diagnostics.report(
                        .translatedRawValueDiffers(
                            row.code, document: ModelBuilder.fileName(translation.path), says: number,
                            source: sourceName, sourceSays: expected, at: row.location))
                }
            }
        }
    }
}

extension Diagnostic {
    /// A translated row giving `says` where the source row gives `sourceSays` for `code`.
    static func translatedRawValueDiffers(
        _ code: String, document: String, says: Int, source: String, sourceSays: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "\(document) says \(says) where \(source) says \(sourceSays) for \(quote(code)); the source's number is "
                + "generated, so correct the translation", at: location)
    }
}
