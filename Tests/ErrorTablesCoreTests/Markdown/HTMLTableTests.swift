import Testing

@testable import ErrorTablesCore

/// Raw HTML `<table>` elements read as tables (libgumbo), with their source positions.
@Suite struct HTMLTableTests {
    @Test func theadAndTbodyWithCodeAndEntities() {
        let markdown = """
            Intro.

            <table>
              <thead>
                <tr><th scope="col">Code</th><th scope="col">Description</th></tr>
              </thead>
              <tbody>
                <tr><td><code>E_ONE</code></td><td>First &amp; only &mdash; really.</td></tr>
                <tr><td><code>E_TWO</code></td><td>Second.</td></tr>
              </tbody>
            </table>

            After.
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                paragraph 1:1-1:6 "Intro."
                table 3:1-11:8
                  Code | Description
                  --- | ---
                  E_ONE | First & only — really.
                  E_TWO | Second.
                paragraph 13:1-13:6 "After."
                """)
    }

    @Test func cellPositionsPointAtTheirContent() throws {
        let markdown = """
            <table>
            <tr><th>Code</th><th>Text</th></tr>
            <tr><td>  <code>E1</code></td><td>é then x</td></tr>
            </table>
            """
        let table = try #require(MarkdownDump.document(markdown).tables.first)
        #expect(table.header.map(\.start) == [LineColumn(2, 9), LineColumn(2, 22)])
        #expect(table.rows.map { $0.map(\.start) } == [[LineColumn(3, 11), LineColumn(3, 35)]])
        #expect(table.rows.map { $0.map(\.source) } == [["<code>E1</code>", "é then x"]])
        #expect(table.rows[0][0].inlines == [.code("E1")])
    }

    @Test func blankLinesUnclosedCellsAndMultiLineCellsStayOneTable() {
        // The blank line ends cmark's HTML block and the indented lines after it read as code: the table
        // still runs to its closing tag.
        let markdown = """
            <table>
              <tr><th>Code</th><th>Description</th></tr>
              <tr>
                <td><code>E_A</code>
                <td>Unclosed cells
                    over two lines.
              <tr>

                  <td><code>E_B</code></td>
                  <td>After a blank line.</td>
              </tr>
            </table>
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:1-12:8
                  Code | Description
                  --- | ---
                  E_A | Unclosed cells over two lines.
                  E_B | After a blank line.
                """)
    }

    @Test func inlineMarkupInCells() throws {
        let markdown = """
            <table><tr><th>Code</th><th>Text</th></tr>
            <tr><td><a href="/e1" title="t"><code>E1</code></a></td>
            <td>A <em>very</em> <b>bold</b><br/>second <i>line</i> <img src="x.png" alt="icon"></td></tr>
            </table>
            """
        let table = try #require(MarkdownDump.document(markdown).tables.first)
        #expect(table.rows[0][0].inlines == [.link(destination: "/e1", title: "t", [.code("E1")])])
        #expect(
            table.rows[0][1].inlines == [
                .text("A "), .emphasis([.text("very")]), .text(" "), .strong([.text("bold")]), .html("<br>"),
                .text("second "), .emphasis([.text("line")]), .text(" "),
                .image(source: "x.png", title: "", [.text("icon")]),
            ])
        #expect(table.rows[0][1].plainText == "A very bold\nsecond line icon")
    }

    @Test func withoutTheadAFirstRowOfThCellsIsTheHeader() {
        let markdown = """
            <TABLE>
            <TR><TH>Code<TH>Meaning
            <TR><TD>E1<TD>One
            </TABLE>
            """
        #expect(
            MarkdownDump.tables(markdown) == """
                table 1:1-4:8
                  Code | Meaning
                  --- | ---
                  E1 | One
                """)
    }

    @Test func aTableWithoutHeaderCellsGetsAnEmptyHeader() {
        let markdown = """
            <table>
            <tr><td>E1</td><td>One</td></tr>
            <tr><td>E2</td><td>Two</td><td>Extra</td></tr>
            </table>
            """
        #expect(
            MarkdownDump.tables(markdown) == """
                table 1:1-4:8
                  · | · | ·
                  --- | --- | ---
                  E1 | One | ·
                  E2 | Two | Extra
                """)
    }

    @Test func colspanAndRowspanRepeatTheCell() {
        let markdown = """
            <table>
            <thead><tr><th>Group</th><th>Code</th><th>Text</th></tr></thead>
            <tr><td rowspan="2">Auth</td><td>E1</td><td>One</td></tr>
            <tr><td>E2</td><td>Two</td></tr>
            <tr><td>Net</td><td colspan="2">Both columns</td></tr>
            <tr><td rowspan="99999999999999999999">Huge</td><td>E3</td><td>Three</td></tr>
            </table>
            """
        #expect(
            MarkdownDump.tables(markdown) == """
                table 1:1-7:8
                  Group | Code | Text
                  --- | --- | ---
                  Auth | E1 | One
                  Auth | E2 | Two
                  Net | Both columns | Both columns
                  Huge | E3 | Three
                """)
    }

    @Test func twoTablesInOneBlockAndTextAroundThem() {
        let markdown = """
            <div class="errors"><table><tr><th>A</th></tr><tr><td>1</td></tr></table>
            <table><tr><th>B</th></tr><tr><td>2</td></tr></table></div>

            Text.
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:21-1:73
                  A
                  ---
                  1
                table 2:1-2:53
                  B
                  ---
                  2
                paragraph 4:1-4:5 "Text."
                """)
    }

    @Test func aNestedTableIsPartOfItsCellAndTheOuterTableEndsAtItsOwnTag() {
        let markdown = """
            <table><tr><th>Code</th><th>Text</th></tr>
            <tr><td>E1</td><td><table><tr><td>inner</td></tr></table> outer</td></tr>
            <tr><td>E2</td><td>Two</td></tr>
            </table>
            """
        #expect(
            MarkdownDump.tables(markdown) == """
                table 1:1-4:8
                  Code | Text
                  --- | ---
                  E1 | inner outer
                  E2 | Two
                """)
    }

    @Test func htmlThatIsNotATableStaysAnHTMLBlock() {
        let markdown = """
            <div>No table here, only the word tablet and a <tablex> tag.</div>
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                html 1:1-1:66 "<div>No table here, only the word tablet and a <tablex> tag.</div>⏎"
                """)
    }

    @Test func aTableTagInCodeIsNotRead() {
        let markdown = """
            ```html
            <table><tr><td>E1</td></tr></table>
            ```
            """
        #expect(MarkdownDump.document(markdown).tables.isEmpty)
    }

    @Test func elementsNestedTooDeeplyLeaveTheTableAsHTMLWithAWarning() {
        let depth = 100_000
        let markdown =
            "<table><tr><td>" + String(repeating: "<b>", count: depth) + "x" + String(repeating: "</b>", count: depth)
            + "</td></tr></table>\n"
        let document = MarkdownDump.document(markdown)
        #expect(document.tables.isEmpty)
        #expect(
            document.warnings.map(\.description) == [
                "doc.md:1:1: warning: this HTML table nests elements 100001 deep, more than the 256 ErrorTables "
                    + "reads; it is left as HTML"
            ])
    }

    @Test func inlineMarkupDeeperThanTheLimitKeepsItsText() throws {
        let depth = 200
        let markdown =
            "<table><tr><td>" + String(repeating: "<em>", count: depth) + "deep"
            + String(repeating: "</em>", count: depth)
            + "</td></tr></table>\n"
        let table = try #require(MarkdownDump.document(markdown).tables.first)
        #expect(table.rows.map { $0.map(\.plainText) } == [["deep"]])
        var depthSeen = 0
        var inlines = table.rows[0][0].inlines
        while case .emphasis(let children)? = inlines.first {
            depthSeen += 1
            inlines = children
        }
        #expect(depthSeen == HTMLTableReader.maximumInlineNesting)
        #expect(inlines == [.text("deep")])
    }

    @Test func estimatedNestingIgnoresElementsWithOptionalEndTags() {
        let rows = String(repeating: "<tr><td>x<td>y<p>z<br>", count: 1_000)
        #expect(HTMLTableReader.estimatedNesting(Array("<table>\(rows)</table>".utf8)[...]) == 1)
        #expect(HTMLTableReader.estimatedNesting(Array("<div><span><b></b></span><i></i></div>".utf8)[...]) == 3)
    }

    @Test func manyTablesReadInOnePass() {
        let count = 2_000
        let markdown = (0..<count).map { "<table><tr><th>Code</th></tr><tr><td>E\($0)</td></tr></table>\n\nText.\n" }
            .joined(separator: "\n")
        let tables = MarkdownDump.document(markdown).tables
        #expect(tables.count == count)
        #expect(tables.last?.rows.first.map(MarkdownDump.row) == "E1999")
    }
}

/// Positions cmark reports outside the document are brought inside it.
@Suite struct BlockRangeTests {
    @Test func anUnclosedProcessingInstructionEndsOnItsStartLine() {
        #expect(MarkdownDump.tree("<?>") == "html 1:1-1:0 \"<?>⏎\"")
        #expect(MarkdownDump.tree("text\n\n<?x\nmore") == "paragraph 1:1-1:4 \"text\"\nhtml 3:1-4:4 \"<?x⏎more⏎\"")
    }
}
