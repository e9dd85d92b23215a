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
        /// Whether the code column holds a code that starts with a digit and has a letter (`08S01`): then its
        /// numbers (`00000`, `22012`) are such codes too, with no raw value (see `numberCode(_:context:)`).
        var digitCodes = false
        /// Whether the code column holds numbers among its codes (`205` beside `E203`).
        var codeNumbers = false

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
        guard !skipRow(cells, context: context, into: &assembly, diagnostics: &diagnostics) else { return }
        let (numbers, label, textKey) = rowNumbers(
            cells.rawValue, roles: context.roles, headers: context.headers, path: context.path,
            diagnostics: &diagnostics)
        let base = baseRow(cells, roles: context.roles, path: context.path)
        let codes = rowCodes(
            cells.code, columnIsNames: context.columnIsNames, columnHasNumbers: context.codeNumbers)
        if codes.isEmpty, numbers.isEmpty, let textKey {
            // A value that cannot be a raw value keys its row by its text (`rowNumbers`).
            var entry = base
            entry.code = textKey
            admit(
                entry, cells: row.map(\.plainText), roles: context.roles, skippedBySource: context.skippedBySource,
                into: &assembly, diagnostics: &diagnostics)
            return
        }
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
                let entry = numberCode(entry, context: context, into: &assembly)
                admit(
                    entry, cells: texts, roles: context.roles, skippedBySource: context.skippedBySource,
                    into: &assembly, diagnostics: &diagnostics)
            }
        }
    }

    /// A code that is a number, in a code column (`205` beside `E203`): its raw value is the number, unless the
    /// table gives one or the column holds codes that start with a digit and have a letter (SQLSTATE's `08S01`),
    /// whose numbers are strings of the same kind (`00000`, `22012`) numbered with the other codes. Recorded as a
    /// decision either way.
    func numberCode(_ entry: ErrorRow, context: RowContext, into assembly: inout TableAssembly) -> ErrorRow {
        guard context.roles.code != nil, entry.rawValue == nil else { return entry }
        let line = entry.location.line
        let code = Diagnostic.quote(entry.code)
        if CellText.isDigitCode(entry.code) || (context.digitCodes && CellText.integer(entry.code) != nil) {
            assembly.decide(.numberCode, line: line, "\(code) starts with a digit: a code written as a string")
            return entry
        }
        guard let number = CellText.integer(entry.code) else { return entry }
        var numbered = entry
        numbered.rawValue = number
        assembly.decide(.numberCode, line: line, "\(code) is a number in the code column: the code and its raw value")
        return numbered
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
        case .sectionLabel(let text):
            assembly.decide(.sectionLabel, line: line, "'\(Self.quoted(text))' labels the rows below it: skipped")
            return true
        case nil:
            return false
        }
    }
}
