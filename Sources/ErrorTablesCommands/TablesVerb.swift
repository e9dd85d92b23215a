import ErrorTablesCore

/// `error-tables tables`: every pipe table of one Markdown file, as the reader sees it.
enum TablesVerb {
    static let verb = Verb(
        name: "tables",
        summary: "Print every pipe table found in one Markdown file, as JSON.",
        discussion: """
            The debugging view for a table that is not picked up: {"tables":[{"line":N,"column":N,"alignments":[…],\
            "header":[…],"rows":[[…]]}]} with each cell's plain text (code-span contents kept, emphasis and link \
            markup dropped, <br> and hard breaks as "\\n", other inline HTML dropped, trimmed). Tables follow \
            GitHub-Flavored Markdown; lines that look like a table but whose header and delimiter rows disagree \
            are listed under "rejected".
            """,
        arguments: ArgumentSpec(positionals: [.init(name: "file.md", help: "The Markdown file to read.")]),
        run: { arguments, console in
            guard let path = arguments.positionals.first else { return ExitStatus.usage }
            let document: MarkdownDocument
            do throws(FatalDiagnostic) {
                document = try MarkdownDocument.read(path: path)
            } catch {
                console.report(error)
                return ExitStatus.usage
            }
            var warnings = Diagnostics()
            document.reportWarnings(into: &warnings)
            console.report(warnings)
            console.output += json(document).rendered()
            return ExitStatus.success
        })

    static func json(_ document: MarkdownDocument) -> JSONValue {
        var tables: [JSONValue] = []
        var rejected: [JSONValue] = []
        document.forEachBlock { block in
            switch block {
            case .table(let table):
                tables.append(
                    .object([
                        ("line", .int(table.range.start.line)), ("column", .int(table.range.start.column)),
                        ("alignments", .array(table.alignments.map { .string($0.rawValue) })),
                        ("header", .array(table.header.map { .string($0.plainText) })),
                        ("rows", .array(table.rows.map { .array($0.map { .string($0.plainText) }) })),
                    ]))
            case .paragraph(let paragraph):
                if let table = paragraph.rejectedTable {
                    rejected.append(
                        .object([
                            ("line", .int(table.headerStart.line)),
                            ("headerCells", .int(table.headerCells.count)),
                            ("delimiterCells", .int(table.delimiterCellCount)),
                        ]))
                }
            default: break
            }
        }
        var members: [(String, JSONValue)] = [("tables", .array(tables))]
        if !rejected.isEmpty { members.append(("rejected", .array(rejected))) }
        return .object(members)
    }
}
