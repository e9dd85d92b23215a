/// The message of reading HTML tables (`HTMLTableReader.swift`, a file already past 500 lines).
extension Diagnostic {
    /// An HTML table nested deeper than `HTMLTableReader.maximumNesting`, left unread.
    static func deepHTMLTable(depth: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "this HTML table nests elements \(depth) deep, more than the \(HTMLTableReader.maximumNesting) "
                + "ErrorTables reads; it is left as HTML", at: location, cause: .deepHTMLTable)
    }
}
