import Testing

@testable import ErrorTablesCore

/// Where a table starts and ends when CommonMark's paragraph rules and GFM's table rules disagree.
/// The expectations follow cmark-gfm, the reference implementation behind github.com.
@Suite struct PipeTableEndTests {
    @Test func oneColumnTableNeedsNoPipe() {
        #expect(
            MarkdownDump.tree("Code\n:--\nE1\n") == """
                table 1:1-3:2
                  Code
                  :--
                  E1
                """)
    }

    @Test func aLineOfDashesUnderTheHeaderIsASetextUnderline() {
        #expect(MarkdownDump.tree("| Code |\n---\n") == #"heading2 1:1-2:3 "| Code |""#)
        #expect(MarkdownDump.tree("| Code |\n-\n") == #"heading2 1:1-2:1 "| Code |""#)
    }

    @Test func aThematicBreakRightAfterTheTableEndsIt() {
        // cmark alone reads these lines as one setext heading.
        let markdown = """
            | a | b |
            | - | - |
            | 1 | 2 |
            ---
            After
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:1-3:9
                  a | b
                  --- | ---
                  1 | 2
                break 4:1-4:3
                paragraph 5:1-5:5 "After"
                """)
    }

    @Test func aDashAfterTheTableStartsAList() {
        #expect(
            MarkdownDump.tree("| a |\n| - |\n| 1 |\n-\n") == """
                table 1:1-3:5
                  a
                  ---
                  1
                list 4:1-4:1
                  item 4:1-4:1
                """)
    }

    @Test func equalsAndDoubleDashUnderlinesAreRowsAndTheTableGoesOn() {
        let markdown = """
            | a | b |
            | - | - |
            | 1 | 2 |
            ===
            | 3 | 4 |
            --
            | 5 | 6 |
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:1-7:9
                  a | b
                  --- | ---
                  1 | 2
                  === | ·
                  3 | 4
                  -- | ·
                  5 | 6
                """)
    }

    @Test func anIndentedLineEndsTheTableAndIsCode() {
        #expect(
            MarkdownDump.tree("| a |\n| - |\n| 1 |\n    | 2 |\n") == """
                table 1:1-3:5
                  a
                  ---
                  1
                code 4:5-4:9 "| 2 |⏎"
                """)
    }

    @Test func listItemsThatCannotInterruptAParagraphStillEndTheTable() {
        #expect(
            MarkdownDump.tree("| a |\n| - |\n| 1 |\n2. two\n") == """
                table 1:1-3:5
                  a
                  ---
                  1
                ordered list 4:1-4:6
                  item 4:1-4:6
                    paragraph 4:4-4:6 "two"
                """)
        #expect(MarkdownDump.document("| a |\n| - |\n| 1 |\n1.\n| 2 |\n").tables.map(\.rows.count) == [1])
    }

    @Test func inlineHTMLOnItsOwnLineEndsTheTable() {
        #expect(
            MarkdownDump.tree("| a |\n| - |\n| 1 |\n<span>\n") == """
                table 1:1-3:5
                  a
                  ---
                  1
                html 4:1-4:6 "<span>⏎"
                """)
    }

    @Test func aLoneBarHasNoCellsAndEndsTheTable() {
        #expect(
            MarkdownDump.tree("| a |\n| - |\n| 1 |\n|\n| 2 |\n") == """
                table 1:1-3:5
                  a
                  ---
                  1
                paragraph 4:1-5:5 "| | 2 |"
                """)
    }

    @Test func twoBarsAreOneEmptyCell() {
        #expect(
            MarkdownDump.tree("||\n|-|\n|x|\n") == """
                table 1:1-3:3
                  ·
                  ---
                  x
                """)
    }

    @Test func aLazyLineInAQuoteEndsTheTable() {
        let markdown = """
            > | a | b |
            > | - | - |
            > | 1 | 2 |
            | 3 | 4 |
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                quote 1:1-3:11
                  table 1:3-3:11
                    a | b
                    --- | ---
                    1 | 2
                paragraph 4:1-4:9 "| 3 | 4 |"
                """)
    }

    @Test func aLazyLineIsNoDelimiterRow() {
        #expect(
            MarkdownDump.tree("> | a | b |\n| - | - |\n| 1 | 2 |\n") == """
                quote 1:1-3:9
                  paragraph 1:3-3:9 "| a | b | | - | - | | 1 | 2 |"
                """)
        #expect(MarkdownDump.document("- | a | b |\n| - | - |\n| 1 | 2 |\n").tables.isEmpty)
    }

    @Test func aLazyHeaderKeepsItsIndentationAsAnEmptyFirstCell() {
        // The header line lacks the item's three columns of indentation, so cmark keeps its two spaces,
        // which come before the leading pipe: three header cells against two delimiter cells.
        #expect(MarkdownDump.document("2. item\n  | 5 | 6 |\n   | - | - |\n").tables.isEmpty)
        #expect(
            MarkdownDump.tables("- item\n| 5 | 6 |\n  | - | - |\n") == """
                table 2:1-3:11
                  5 | 6
                  --- | ---
                """)
    }

    @Test func aDelimiterRowIndentedFourColumnsIsNone() {
        #expect(MarkdownDump.document("| a | b |\n    | - | - |\n").tables.isEmpty)
        #expect(MarkdownDump.document("| a | b |\n\t| - | - |\n").tables.isEmpty)
        #expect(MarkdownDump.document("| a | b |\n   | - | - |\n").tables.count == 1)
    }

    @Test func tabsAroundCellsAreTrimmed() {
        #expect(
            MarkdownDump.tables("|\ta\t|\tb\t|\n|---|---|\n|\t1\t|\t2|\n") == """
                table 1:1-3:8
                  a | b
                  --- | ---
                  1 | 2
                """)
    }

    @Test func aReferenceDefinitionLineIsARow() {
        #expect(
            MarkdownDump.document("| a |\n| - |\n[x]: /url\n").tables.map { $0.rows.map(MarkdownDump.row) } == [
                ["[x]: /url"]
            ])
    }
}
