import Testing

@testable import ErrorTablesCore

/// The steps of the HTML table reader that do not touch libgumbo: spans, header row, created cells, padding,
/// and the inline stack.
@Suite struct HTMLTableStepsTests {
    static func cell(_ text: String, line: Int = 1) -> TableCell {
        TableCell(inlines: [.text(text)], source: text, start: LineColumn(line, 1))
    }

    static func row(_ cells: [(String, Int, Int)], header: Bool = false, th: Bool = false) -> HTMLTableRows.Row {
        HTMLTableRows.Row(
            isHeader: header, allHeaderCells: th,
            cells: cells.map { HTMLTableRows.Cell(cell: cell($0.0), columns: $0.1, rows: $0.2) })
    }

    @Test func spanRequestCutsRowspansAtTheLastRow() {
        // "a" spans 2 columns and 5 rows but only 2 rows follow from its own: 2 × 2 cells asked for.
        let rows = HTMLTableRows(rows: [
            Self.row([("a", 2, 5), ("b", 1, 1)]),
            Self.row([("c", 1, 1)]),
        ])
        let request = rows.spanRequest()
        #expect(request.written == 3)
        #expect(request.requested == 4 + 1 + 1)
    }

    @Test func spannedGridPlacesCellsSpanningDownFirst() {
        let rows = HTMLTableRows(rows: [
            Self.row([("a", 1, 2), ("b", 2, 1)]),
            Self.row([("c", 1, 1)]),
        ])
        let grid = rows.spannedGrid().map { $0.map(\.plainText) }
        #expect(grid == [["a", "b", "b"], ["a", "c"]])
    }

    @Test func headerIndexPrefersTheadThenAllThFirstRow() {
        let thead = HTMLTableRows(rows: [Self.row([("x", 1, 1)], th: true), Self.row([("h", 1, 1)], header: true)])
        #expect(thead.headerIndex() == 1)
        let th = HTMLTableRows(rows: [Self.row([("x", 1, 1)], th: true), Self.row([("y", 1, 1)])])
        #expect(th.headerIndex() == 0)
        let emptyTh = HTMLTableRows(rows: [Self.row([], th: true), Self.row([("y", 1, 1)])])
        #expect(emptyTh.headerIndex() == nil)
        #expect(HTMLTableRows(rows: [Self.row([("y", 1, 1)])]).headerIndex() == nil)
    }

    @Test func createdCellsCountSpansPaddingAndAMissingHeader() {
        let rows = HTMLTableRows(rows: [
            Self.row([("a", 3, 1)]),
            Self.row([("b", 1, 1)]),
            Self.row([("c", 1, 1)], header: true),  // a second header row: not padded
        ])
        let grid = rows.spannedGrid()
        // Header is row 2 (the only thead row); row 0 is a body row of 3, row 1 pads 2, row 2 (header) pads 2.
        #expect(rows.createdCells(grid: grid, headerIndex: 2, written: 3) == 2 + 2 + 2)
        // Without a header: the body rows pad as before, row 2 is skipped as a further header row, and an
        // empty header of 3 cells is made.
        #expect(rows.createdCells(grid: grid, headerIndex: nil, written: 3) == 2 + 2 + 3)
    }

    @Test func tableKeepsTheFirstHeaderRowAndPadsAtTheTableStart() {
        let rows = HTMLTableRows(rows: [
            Self.row([("h1", 1, 1), ("h2", 1, 1)], header: true),
            Self.row([("h3", 1, 1)], header: true),
            Self.row([("b", 1, 1)]),
        ])
        let range = SourceRange(start: LineColumn(4, 2), end: LineColumn(9, 8))
        let table = rows.table(grid: rows.spannedGrid(), headerIndex: 0, range: range)
        #expect(table.header.map(\.plainText) == ["h1", "h2"])
        #expect(table.rows.map { $0.map(\.plainText) } == [["b", ""]])
        #expect(table.rows[0][1] == TableCell(inlines: [], source: "", start: LineColumn(4, 2)))
        #expect(table.alignments == [.none, .none])
        #expect(table.range == range)
        let headless = rows.table(grid: [[Self.cell("x")]], headerIndex: nil, range: range)
        #expect(headless.header == [TableCell(inlines: [], source: "", start: LineColumn(4, 2))])
    }

    @Test func inlineStackBuildsNestedInlinesAndJoinsText() {
        var stack = HTMLInlineStack<String>(children: ["one", "two"])
        #expect(stack.nextNode() == "one")
        stack.append(.text("  a"))
        stack.append(.text(" b"))
        stack.open(.link(destination: "d", title: "t"), children: ["x"])
        #expect(stack.depth == 2)
        #expect(stack.nextNode() == "x")
        stack.breakLine()  // inside an open element: a break even with nothing before it
        stack.append(.code("c"))
        #expect(stack.nextNode() == nil)
        #expect(stack.close() == nil)
        #expect(stack.nextNode() == "two")
        stack.inline(children: ["y", "z"])
        #expect(stack.nextNode() == "y")
        stack.append(.text("end  "))
        #expect(stack.nextNode() == "z")
        #expect(stack.nextNode() == nil)
        #expect(
            stack.close() == [
                .text("a b"), .link(destination: "d", title: "t", [.html("<br>"), .code("c")]), .text("end"),
            ])
        #expect(stack.depth == 0)
    }

    @Test func inlineStackBreaksALineOnlyAfterContent() {
        var stack = HTMLInlineStack<String>(children: [])
        stack.breakLine()
        stack.open(.emphasis, children: [])
        #expect(stack.close() == nil)
        stack.breakLine()
        stack.open(.strong, children: [])
        stack.append(.text("s"))
        #expect(stack.close() == nil)
        #expect(stack.close() == [.emphasis([]), .html("<br>"), .strong([.text("s")])])
    }
}
