// Stage 3 row by row: what `errorTable(_:roles:path:owner:diagnostics:)` does with each row once its grouping
// cells are filled, over the steps of `Extractor+Rows.swift`.
extension Extractor {
    /// What every row of one table is read with.
    struct RowContext {
        var roles: ColumnRoles
        var headers: [String]
        var path: String
        /// Whether the code column holds names rather than codes (`codeColumnIsNames(_:roles:)`).
        var columnIsNames: Bool
        /// The extra columns whose header names codes or statuses (see `rowSkip(_:statusColumns:)`).
        var statusColumns: [Int]
        /// The codes the source skipped as successes, skipped in a translation too.
        var skippedBySource: Set<String>

        func location(_ position: LineColumn) -> SourceLocation {
            SourceLocation(path: path, line: position.line, column: position.column)
        }
    }

    /// The extra columns whose header mentions error keys or statuses.
    static func statusColumns(_ headers: [String], roles: ColumnRoles) -> [Int] {
        headers.indices.filter {
            roles.isExtra($0) && CellText.header(headers[$0], mentions: TableSelection.errorKeyHeaderWords)
        }
    }

    /// Reads one row into the table being assembled: skipped as a placeholder or class row, dropped when its
    /// numbers cannot be read, else its entries admitted or it becomes the table's fallback row.
    func assembleRow(
        _ row: [TableCell], context: RowContext, into assembly: inout TableAssembly, diagnostics: inout Diagnostics
    ) {
        let cells = RowCells(row, roles: context.roles)
        guard !skipRow(cells, context: context, into: &assembly, diagnostics: &diagnostics),
            let (numbers, label) = rowNumbers(
                cells.rawValue, roles: context.roles, headers: context.headers, path: context.path,
                diagnostics: &diagnostics)
        else { return }
        let base = baseRow(cells, roles: context.roles, path: context.path)
        let codes = rowCodes(cells.code, columnIsNames: context.columnIsNames)
        switch readRow(
            base, cells: cells, codes: codes, numbers: numbers, label: label, roles: context.roles,
            headers: context.headers, diagnostics: &diagnostics)
        {
        case .dropped: return
        case .fallback(let fallback):
            setFallback(fallback, in: &assembly.table, diagnostics: &diagnostics)
            let named = fallback.code.isEmpty ? "a row without a code" : "'\(Self.quoted(fallback.code))' names no code"
            assembly.decide(.fallback, line: cells.key.start.line, named + ": the row for every other code")
        case .entries(let entries):
            let texts = row.map(\.plainText)
            for entry in entries {
                admit(
                    entry, cells: texts, roles: context.roles, skippedBySource: context.skippedBySource,
                    into: &assembly, diagnostics: &diagnostics)
            }
        }
    }

    /// Whether a row is skipped as a placeholder or as naming a class of codes, with its warning and decision.
    func skipRow(
        _ cells: RowCells, context: RowContext, into assembly: inout TableAssembly, diagnostics: inout Diagnostics
    ) -> Bool {
        let line = cells.key.start.line
        switch Self.rowSkip(cells, statusColumns: context.statusColumns) {
        case .placeholder:
            diagnostics.report(.placeholderRowSkipped(at: context.location(cells.key.start)))
            assembly.decide(.placeholder, line: line, "a placeholder row: skipped")
            return true
        case .codeClass(let text):
            diagnostics.report(.codeClassRowSkipped(text, at: context.location(cells.key.start)))
            assembly.decide(.classRow, line: line, "'\(Self.quoted(text))' names a class of codes: skipped")
            return true
        case nil:
            return false
        }
    }
}
