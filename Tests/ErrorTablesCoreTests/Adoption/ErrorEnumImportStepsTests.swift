import Testing

@testable import ErrorTablesCore

/// The steps of `ErrorEnumImport.read` on their own: the declaration order, the row of one case, and the cases
/// init cannot keep.
@Suite struct ErrorEnumImportStepsTests {
    static func symbol(_ name: String, line: Int?, doc: [String]? = nil) -> SymbolGraph.Symbol {
        SymbolGraph.Symbol(
            kind: "swift.enum.case", pathComponents: ["KitError", name],
            location: line.map { SourceLocation(path: "/src/Kit.swift", line: $0, column: 10) }, docComment: doc,
            entryLocation: SourceLocation(path: "Kit.symbols.json", line: 9, column: 5))
    }

    @Test func declarationOrderSortsByPositionOrKeepsTheGraphsOrderWithANote() {
        var diagnostics = Diagnostics()
        let located = [Self.symbol("b", line: 7), Self.symbol("a", line: 3), Self.symbol("c", line: 5)]
        let sorted = ErrorEnumImport.declarationOrder(
            located, typeName: "KitError", at: nil, diagnostics: &diagnostics)
        #expect(sorted.map(\.name) == ["a", "c", "b"])
        #expect(diagnostics.all.isEmpty)
        let partly = [Self.symbol("b", line: 7), Self.symbol("a", line: nil)]
        let kept = ErrorEnumImport.declarationOrder(
            partly, typeName: "KitError", at: SourceLocation(path: "g.json", line: 2, column: 4),
            diagnostics: &diagnostics)
        #expect(kept.map(\.name) == ["b", "a"])
        #expect(
            diagnostics.all.map(\.description) == [
                "g.json:2:4: note: the symbol graph gives no source location for some cases of KitError, so the rows "
                    + "follow the graph's order, which may not be the declaration order"
            ])
    }

    @Test func rowReadsADocumentedCaseAndRejectsASharedCode() {
        var diagnostics = Diagnostics()
        var owners: [String: String] = [:]
        let row = ErrorEnumImport.row(
            Self.symbol("timeOut", line: 4, doc: ["Took | long.", "", "Retry."]), rawValue: 7, typeName: "KitError",
            qualifiedName: "Outer.KitError", codeOwner: &owners, diagnostics: &diagnostics)
        #expect(
            row
                == ErrorEnumImport.Row(
                    caseName: "timeOut", code: "KitErrorTimeOut", rawValue: 7, description: "Took \\| long.<br>Retry.",
                    isPlaceholder: false, deprecation: nil,
                    location: SourceLocation(path: "/src/Kit.swift", line: 4, column: 10)))
        #expect(owners == ["KitErrorTimeOut": "timeOut"])
        #expect(diagnostics.all.isEmpty)
        let clash = ErrorEnumImport.row(
            Self.symbol("TimeOut", line: 5, doc: ["Again."]), rawValue: 8, typeName: "KitError",
            qualifiedName: "Outer.KitError", codeOwner: &owners, diagnostics: &diagnostics)
        #expect(clash == nil)
        #expect(
            diagnostics.all.map(\.description) == [
                "/src/Kit.swift:5:10: error: 'TimeOut' and 'timeOut' would both be documented as 'KitErrorTimeOut'; "
                    + "rename one of the cases"
            ])
    }

    @Test func rowWithoutDocCommentGetsThePlaceholderAndAWarning() throws {
        var diagnostics = Diagnostics()
        var owners: [String: String] = [:]
        let row = try #require(
            ErrorEnumImport.row(
                Self.symbol("bare", line: nil), rawValue: 0, typeName: "KitError", qualifiedName: "KitError",
                codeOwner: &owners, diagnostics: &diagnostics))
        #expect(row.isPlaceholder)
        #expect(row.description == ErrorEnumImport.placeholder(for: "bare", in: "KitError"))
        #expect(diagnostics.all.map(\.severity) == [.warning])
        #expect(diagnostics.all.map(\.location) == [SourceLocation(path: "Kit.symbols.json", line: 9, column: 5)])
    }

    @Test func rejectionNamesAssociatedValuesNonASCIIAndReservedNames() {
        func rejected(_ component: String) -> String? {
            let symbol = SymbolGraph.Symbol(
                kind: "swift.enum.case", pathComponents: ["E", component], location: nil)
            return ErrorEnumImport.rejection(of: symbol, at: nil)?.message
        }
        #expect(rejected("ok") == nil)
        #expect(rejected("failed(_:)")?.hasPrefix("E.failed(_:) has associated values") == true)
        #expect(rejected("café")?.hasPrefix("E.café is not an ASCII identifier") == true)
        #expect(rejected("code")?.hasPrefix("E.code cannot keep its name") == true)
    }
}
