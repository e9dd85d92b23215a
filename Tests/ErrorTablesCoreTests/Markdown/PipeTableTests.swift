import Testing

@testable import ErrorTablesCore

/// The GFM table rules ("Tables (extension)" in the GFM spec), one by one, with examples of our own.
@Suite struct PipeTableTests {
    @Test func basicTable() {
        let markdown = """
            | Code | Meaning |
            | --- | --- |
            | `E1` | First |
            | `E2` | Second |
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:1-4:17
                  Code | Meaning
                  --- | ---
                  E1 | First
                  E2 | Second
                """)
    }

    @Test func leadingAndTrailingPipesAreOptional() {
        let markdown = """
            Code | Meaning
            -----|--------
            E1 | First
            | E2 | Second
            E3 | Third |
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:1-5:12
                  Code | Meaning
                  --- | ---
                  E1 | First
                  E2 | Second
                  E3 | Third
                """)
    }

    @Test func headerAndDelimiterCellCountsMustAgree() {
        let document = MarkdownDump.document(
            """
            | Code | Meaning |
            | --- |
            | E1 | First |
            """)
        #expect(
            MarkdownDump.tree(document) == """
                paragraph 1:1-3:14 "| Code | Meaning | | --- | | E1 | First |" rejected(2 header cells, 1 delimiter cells)
                """)
        guard case .paragraph(let paragraph)? = document.blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(
            paragraph.rejectedTable
                == RejectedTable(
                    headerStart: LineColumn(1, 1), headerCells: ["Code", "Meaning"], delimiterCellCount: 1,
                    firstCells: ["E1"]))
    }

    /// cmark-gfm marks a paragraph whose header and delimiter rows disagree as visited: no table starts
    /// later in the same paragraph, even a well-formed one (github.com renders none).
    @Test func noTableLaterInAParagraphWithARejectedOne() {
        let markdown = """
            | a | b |
            | - |
            | c |
            | - |
            | d |
            """
        #expect(MarkdownDump.document(markdown).tables.isEmpty)
        #expect(MarkdownDump.tree(markdown).hasSuffix("rejected(2 header cells, 1 delimiter cells)"))
    }

    @Test func alignmentsComeFromTheColons() {
        let tables = MarkdownDump.document(
            """
            | l | c | r | n |
            |:--|:-:|--:|---|
            """
        ).tables
        #expect(tables.map(\.alignments) == [[.left, .center, .right, .none]])
        #expect(tables.first?.rows == [])
    }

    @Test func delimiterCellsMayHaveSpacesButNothingElse() {
        #expect(
            MarkdownDump.document("| a | b |\n| :---: |  ---:  |\n").tables.map(\.alignments) == [[.center, .right]])
        // A colon alone, or other characters, make no delimiter row.
        #expect(MarkdownDump.document("| a | b |\n| : | --- |\n").tables.isEmpty)
        #expect(MarkdownDump.document("| a | b |\n| -x- | --- |\n").tables.isEmpty)
        #expect(MarkdownDump.document("| a | b |\n| - - | --- |\n").tables.isEmpty)
    }

    @Test func shortRowsArePaddedAndLongRowsCut() {
        let markdown = """
            | a | b | c |
            |---|---|---|
            | 1 |
            | 1 | 2 | 3 | 4 | 5 |
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:1-4:21
                  a | b | c
                  --- | --- | ---
                  1 | · | ·
                  1 | 2 | 3
                """)
    }

    @Test func emptyCells() {
        let markdown = """
            | a | b |
            |---|---|
            |   |   |
            ||
            | | x |
            """
        #expect(
            MarkdownDump.tables(markdown) == """
                table 1:1-5:7
                  a | b
                  --- | ---
                  · | ·
                  · | ·
                  · | x
                """)
    }

    /// GFM spec example 200: a pipe after a backslash belongs to the cell, also inside code spans and
    /// emphasis, and `\|` becomes `|` before the cell's inlines are parsed.
    @Test func escapedPipesStayInTheCell() {
        let document = MarkdownDump.document(
            #"""
            | f\|oo  |
            | ------ |
            | b `\|` az |
            | b **\|** im |
            """#)
        #expect(
            MarkdownDump.tree(document) == """
                table 1:1-4:15
                  f|oo
                  ---
                  b | az
                  b | im
                """)
        let rows = document.tables.first?.rows ?? []
        #expect(rows.first?.first?.inlines == [.text("b "), .code("|"), .text(" az")])
        #expect(rows.first?.first?.source == "b `|` az")
        #expect(rows.last?.first?.inlines == [.text("b "), .strong([.text("|")]), .text(" im")])
    }

    @Test func anUnescapedPipeInACodeSpanSplitsTheCell() {
        // Cells are split before inline parsing, so the backticks end up in different cells.
        let table = MarkdownDump.document(
            """
            | a | b |
            | --- | --- |
            | `x | y` | z |
            """
        ).tables.first
        #expect(table?.rows.map { $0.map(\.plainText) } == [["`x", "y`"]])
    }

    @Test func aDoubledBackslashStillEscapesThePipe() {
        // As in cmark-gfm: the pipe is preceded by a backslash, so it is text; `\\|` becomes `\|`,
        // which the inline parser reads as an escaped `|`.
        #expect(
            MarkdownDump.tables(
                #"""
                |a|
                |-|
                |b\\|c|
                """#) == """
                    table 1:1-3:7
                      a
                      ---
                      b|c
                    """)
    }

    /// GFM spec example 201: a block quote line ends the table.
    @Test func tableEndsAtAnotherBlock() {
        let markdown = """
            | a | b |
            | --- | --- |
            | 1 | 2 |
            > quote
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:1-3:9
                  a | b
                  --- | ---
                  1 | 2
                quote 4:1-4:7
                  paragraph 4:3-4:7 "quote"
                """)
    }

    /// GFM spec example 202: a following line without pipes is still a row; a blank line ends the table.
    @Test func aLineWithoutPipesIsARowUntilABlankLine() {
        let markdown = """
            | a | b |
            | --- | --- |
            | 1 | 2 |
            bar

            bar
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:1-4:3
                  a | b
                  --- | ---
                  1 | 2
                  bar | ·
                paragraph 6:1-6:3 "bar"
                """)
    }

    @Test func headingsAndListItemsEndTheTable() {
        let markdown = """
            | a |
            | - |
            | 1 |
            # Heading
            | b |
            | - |
            | 2 |
            - item
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:1-3:5
                  a
                  ---
                  1
                heading1 4:1-4:9 "Heading"
                table 5:1-7:5
                  b
                  ---
                  2
                list 8:1-8:6
                  item 8:1-8:6
                    paragraph 8:3-8:6 "item"
                """)
    }

    @Test func paragraphLinesBeforeTheHeaderStayAParagraph() {
        let markdown = """
            These codes are
            *common*:
            | Code | Meaning |
            | --- | --- |
            | E1 | First |
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                paragraph 1:1-2:9 "These codes are common:"
                table 3:1-5:14
                  Code | Meaning
                  --- | ---
                  E1 | First
                """)
    }

    @Test func tableInAListItem() {
        let markdown = """
            - Errors:

              | Code | Meaning |
              | --- | --- |
              | E1 | First |
            - Next
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                list 1:1-6:6
                  item 1:1-5:16
                    paragraph 1:3-1:9 "Errors:"
                    table 3:3-5:16
                      Code | Meaning
                      --- | ---
                      E1 | First
                  item 6:1-6:6
                    paragraph 6:3-6:6 "Next"
                """)
    }

    @Test func tableInABlockQuote() {
        let markdown = """
            > | Code | Meaning |
            > | --- | --- |
            >| E1 | First |
            >  | E2 | Second |
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                quote 1:1-4:18
                  table 1:3-4:18
                    Code | Meaning
                    --- | ---
                    E1 | First
                    E2 | Second
                """)
    }

    @Test func tableInAQuoteInAListItem() {
        let markdown = """
            1. Errors:
               > | Code | Meaning |
               > |:-----|---------|
               > | E1   | First   |
            """
        #expect(
            MarkdownDump.tables(markdown) == """
                table 2:6-4:23
                  Code | Meaning
                  :-- | ---
                  E1 | First
                """)
    }

    @Test func cellInlines() {
        let document = MarkdownDump.document(
            """
            | a | b |
            |---|---|
            | `x` *em* **st** [link](https://example.com "t") | one<br>two<br/>three<BR />four |
            | <sup>1</sup>note | &amp; \\* |
            """)
        #expect(
            MarkdownDump.tables(
                """
                | a | b |
                |---|---|
                | `x` *em* **st** [link](https://example.com "t") | one<br>two<br/>three<BR />four |
                | <sup>1</sup>note | &amp; \\* |
                """) == """
                    table 1:1-4:31
                      a | b
                      --- | ---
                      x em st link | one⏎two⏎three⏎four
                      1note | & *
                    """)
        let cell = document.tables.first?.rows.first?.first
        #expect(
            cell?.inlines == [
                .code("x"), .text(" "), .emphasis([.text("em")]), .text(" "), .strong([.text("st")]), .text(" "),
                .link(destination: "https://example.com", title: "t", [.text("link")]),
            ])
        #expect(cell?.source == #"`x` *em* **st** [link](https://example.com "t")"#)
    }

    @Test func cellsThatLookLikeBlocksAreInlineText() {
        let markdown = """
            | a | b | c | d |
            |---|---|---|---|
            | # not a heading | 1. not a list | - not an item | > not a quote |
            | --- | ``` | <div> | 4) x |
            """
        #expect(
            MarkdownDump.tables(markdown) == """
                table 1:1-4:28
                  a | b | c | d
                  --- | --- | --- | ---
                  # not a heading | 1. not a list | - not an item | > not a quote
                  --- | ``` | · | 4) x
                """)
    }
}
