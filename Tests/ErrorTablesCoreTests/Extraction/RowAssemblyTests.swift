import Testing

@testable import ErrorTablesCore

/// Stage 3 row by row (`Extractor+RowAssembly.swift`): the status columns, the skipped rows with their notes
/// and decisions, and one row read into the table being assembled.
@Suite struct RowAssemblyTests {
    static let config = DomainConfig(
        path: "spec/Shop/error-tables.json", errorDomain: "ShopErrorDomain", typeName: "ShopError", codePrefix: "",
        sourceLanguage: "en")
    static let path = "spec/Shop/en.md"
    var extractor: Extractor { Extractor(config: Self.config, role: .source) }

    func row(_ row: String) throws -> [TableCell] {
        let document = MarkdownDocument(source: SourceText(path: Self.path, string: "| A | B |\n| --- | --- |\n" + row))
        return try #require(document.tables.first?.rows.first)
    }

    func context(_ roles: ColumnRoles, columnIsNames: Bool = false) -> Extractor.RowContext {
        Extractor.RowContext(
            roles: roles, headers: ["A", "B"], path: Self.path, columnIsNames: columnIsNames, statusColumns: [],
            skippedBySource: [])
    }

    var assembly: Extractor.TableAssembly {
        Extractor.TableAssembly(
            table: ErrorTable(
                owner: nil, headers: ["A", "B"], rows: [], fallback: nil,
                location: SourceLocation(path: Self.path, line: 1, column: 1)))
    }

    @Test func statusColumnsAreExtraColumnsWhoseHeaderNamesCodesOrStatuses() {
        let roles = ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: true)
        #expect(Extractor.statusColumns(["Code", "Description", "HTTP status", "Notes"], roles: roles) == [2])
        #expect(Extractor.statusColumns(["Code", "Description"], roles: roles) == [])
    }

    @Test func skipRowNotesAndRecordsAPlaceholderRow() throws {
        let roles = ColumnRoles(code: nil, rawValue: 0, description: 1, inferred: true)
        var assembly = assembly
        var diagnostics = Diagnostics()
        let placeholder = Extractor.RowCells(try row("| — | TBD |"), roles: roles)
        #expect(extractor.skipRow(placeholder, context: context(roles), into: &assembly, diagnostics: &diagnostics))
        let kept = Extractor.RowCells(try row("| 404 | Gone. |"), roles: roles)
        #expect(!extractor.skipRow(kept, context: context(roles), into: &assembly, diagnostics: &diagnostics))
        #expect(diagnostics.all.map(\.description) == ["spec/Shop/en.md:3:3: note: a placeholder row is skipped"])
        #expect(
            assembly.table.rowDecisions == [
                RowDecision(line: 3, kind: .placeholder, detail: "a placeholder row: skipped")
            ])
    }

    @Test func assembleRowAdmitsACodeAndKeysAnUnreadableNumberByItsText() throws {
        var assembly = assembly
        var diagnostics = Diagnostics()
        let named = ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: true)
        extractor.assembleRow(
            try row("| `OUT_OF_STOCK` | None left. |"), context: context(named), into: &assembly,
            diagnostics: &diagnostics)
        #expect(assembly.table.rows.map(\.code) == ["OUT_OF_STOCK"])
        #expect(assembly.table.rows.map(\.description) == ["None left."])
        let numbered = ColumnRoles(code: nil, rawValue: 0, description: 1, inferred: true)
        extractor.assembleRow(
            try row("| 12a | x |"), context: context(numbered), into: &assembly, diagnostics: &diagnostics)
        #expect(assembly.table.rows.map(\.code) == ["OUT_OF_STOCK", "12a"])
        #expect(assembly.table.rows.map(\.rawValue) == [nil, nil])
        #expect(
            diagnostics.all.map(\.description) == [
                "spec/Shop/en.md:3:3: warning: '12a' in column 1 ('A') is not a number or a range such as 200-299, so it is no raw value: a row "
                    + "without a code is keyed by this text and numbered after the other codes (set 'columns' if the "
                    + "column holds codes)"
            ])
    }
}
