import ErrorTablesCore

/// `error-tables tables`: every table of one Markdown file (pipe and HTML), as the reader sees it.
enum TablesVerb {
    static let verb = Verb(
        name: "tables",
        summary: "Print every table (pipe or HTML) found in one Markdown file, as JSON.",
        discussion: """
            The debugging view for a table that is not picked up: {"tables":[{"line":N,"column":N,"alignments":[…],\
            "header":[…],"rows":[[…]]}]} with each cell's plain text (code-span contents kept, emphasis and link \
            markup dropped, <br> and hard breaks as "\\n", other inline HTML dropped, trimmed). Tables follow \
            GitHub-Flavored Markdown; lines that look like a table but whose header and delimiter rows disagree \
            are listed under "rejected". With --roles, each table also gets "roles": the columns that ErrorTables \
            infers hold the code, the raw value and the description when the config does not say (1-based; \
            absent when none), and its grouping columns; "errorTable": whether a domain with no config reads it \
            as an error table, "reason": why (a parameter table, a key column that names codes, another family \
            of colliding codes, …), and "section": the texts of the headings it stands under, outermost first. A table \
            read as an error table also gets "columns": each column's role (code, rawValue, description, grouping, \
            property) and the reason for it, and "rowDecisions": every row decision that was a guess (a class row, a \
            placeholder, a success row skipped, a code merged or its causes joined, a range, a label, a fallback \
            row), each with its line.
            """,
        arguments: ArgumentSpec(
            options: [.init(name: "--roles", valueName: nil, help: "Also print each table's inferred column roles.")],
            positionals: [.init(name: "file.md", help: "The Markdown file to read.")]),
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
            var decisions: [TableDecision] = []
            if arguments.has("--roles"), let config = DomainConfig.defaults(path: "Tables/error-tables.json") {
                var ignored = Diagnostics()
                decisions =
                    Extractor(config: config, role: .source).extract(document, language: "en", diagnostics: &ignored)
                    .tableDecisions
            }
            console.output += json(document, roles: arguments.has("--roles"), decisions: decisions).rendered()
            return ExitStatus.success
        })

    static func json(_ document: MarkdownDocument, roles: Bool = false, decisions: [TableDecision] = []) -> JSONValue {
        var tables: [JSONValue] = []
        var rejected: [JSONValue] = []
        let byStart = Dictionary(
            decisions.map { ("\($0.line):\($0.column)", $0) }, uniquingKeysWith: { first, _ in first })
        document.forEachBlock { block in
            switch block {
            case .table(let table):
                var members: [(String, JSONValue)] = [
                    ("line", .int(table.range.start.line)), ("column", .int(table.range.start.column)),
                    ("alignments", .array(table.alignments.map { .string($0.rawValue) })),
                    ("header", .array(table.header.map { .string($0.plainText) })),
                    ("rows", .array(table.rows.map { .array($0.map { .string($0.plainText) }) })),
                ]
                if roles { members.append(("roles", rolesJSON(table))) }
                let start = table.range.start
                if let decision = byStart["\(start.line):\(start.column)"] {
                    members.append(("errorTable", .bool(decision.isErrorTable)))
                    members.append(("reason", .string(decision.reason)))
                    members.append(("section", .array(decision.section.map { .string($0) })))
                    if let roles = decision.roles {
                        members.append(("columns", columnsJSON(table, roles: roles)))
                        members.append(("rowDecisions", .array(decision.rows.map(rowJSON))))
                    }
                }
                tables.append(.object(members))
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

    /// Each column of a table read as an error table: its role and why (1-based).
    static func columnsJSON(_ table: Table, roles: ColumnRoles) -> JSONValue {
        .array(
            ColumnRoles.decisions(for: table, roles: roles, codePrefix: "", configured: [:]).map { decision in
                .object([
                    ("column", .int(decision.column + 1)), ("role", .string(decision.role.rawValue)),
                    ("reason", .string(decision.reason)),
                ])
            })
    }

    /// A guess made reading one row: its line, what was decided and why.
    static func rowJSON(_ decision: RowDecision) -> JSONValue {
        .object([
            ("line", .int(decision.line)), ("decision", .string(decision.kind.rawValue)),
            ("detail", .string(decision.detail)),
        ])
    }

    /// The roles inferred for a table, 1-based, as `lint` would infer them without `columns` or `codePrefix`.
    static func rolesJSON(_ table: Table) -> JSONValue {
        guard let roles = ColumnRoles.inferred(for: table, codePrefix: "") else { return .null }
        var members: [(String, JSONValue)] = []
        if let code = roles.code { members.append(("code", .int(code + 1))) }
        if let rawValue = roles.rawValue { members.append(("rawValue", .int(rawValue + 1))) }
        if let description = roles.description { members.append(("description", .int(description + 1))) }
        if !roles.grouping.isEmpty { members.append(("grouping", .array(roles.grouping.map { .int($0 + 1) }))) }
        return .object(members)
    }
}
