/// The columns of a translated table against its source table's. Columns match by position, so a translated
/// table with a column more has cells that nothing reads, and one with a column fewer leaves a source column in
/// the source language; both used to pass without a word.
extension ModelBuilder {
    /// Reports the columns `translated` has beyond `sourceTable`'s, or lacks, at the translated table's header.
    func checkTranslatedColumns(
        _ translated: ErrorTable, against sourceTable: ErrorTable, diagnostics: inout Diagnostics
    ) {
        let sourceName = Self.fileName(source.path)
        let sourceCount = sourceTable.headers.count
        let count = translated.headers.count
        if count > sourceCount {
            diagnostics.report(
                .translatedColumnsExtra(
                    Array(translated.headers[sourceCount...]), firstColumn: sourceCount + 1, source: sourceName,
                    sourceLine: sourceTable.location.line, sourceColumns: sourceCount, at: translated.location))
        } else if count < sourceCount {
            diagnostics.report(
                .translatedColumnsMissing(
                    Array(sourceTable.headers[count...]), firstColumn: count + 1, source: sourceName,
                    sourceLine: sourceTable.location.line, at: translated.location))
        }
    }

    /// `column 3 ('Note'), column 4`: columns from `firstColumn` on, each with its header when it has one.
    static func columnList(_ headers: [String], firstColumn: Int) -> String {
        let named = headers.prefix(listLimit).enumerated().map { offset, header in
            "column \(firstColumn + offset)" + (header.isEmpty ? "" : " (\(Diagnostic.quote(header)))")
        }
        return named.joined(separator: ", ")
            + (headers.count > listLimit ? " and \(headers.count - listLimit) more" : "")
    }
}

extension Diagnostic {
    /// A translated table with columns (`headers`, from `firstColumn` on) that its source table lacks.
    static func translatedColumnsExtra(
        _ headers: [String], firstColumn: Int, source: String, sourceLine: Int, sourceColumns: Int,
        at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "this table has " + ModelBuilder.columnList(headers, firstColumn: firstColumn)
                + ", which the table of \(source):\(sourceLine) lacks (it has \(sourceColumns) columns); the cells of "
                + "\(headers.count == 1 ? "that column are" : "those columns are") ignored: add the column to "
                + "\(source) or remove it here", at: location)
    }

    /// A translated table without the source table's columns `headers` (from `firstColumn` on).
    static func translatedColumnsMissing(
        _ headers: [String], firstColumn: Int, source: String, sourceLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "this table lacks " + ModelBuilder.columnList(headers, firstColumn: firstColumn)
                + " of \(source):\(sourceLine); the source-language texts of "
                + "\(headers.count == 1 ? "that column are" : "those columns are") used: translate "
                + "\(headers.count == 1 ? "it" : "them") here", at: location)
    }
}
