import Testing

@testable import ErrorTablesCore

/// The steps `BlockWalker.visit` dispatches to, seen through the blocks they produce: the frames of quotes and
/// lists, a heading whose table reads past its block, and the block such a table swallowed.
@Suite struct BlockWalkerStepsTests {
    @Test func aQuoteAroundAnOrderedListOpensBothFrames() {
        #expect(
            MarkdownDump.tree("> 1. first\n> 2. second\n") == """
                quote 1:1-2:11
                  ordered list 1:3-2:11
                    item 1:3-1:10
                      paragraph 1:6-1:10 "first"
                    item 2:3-2:11
                      paragraph 2:6-2:11 "second"
                """)
    }

    @Test func aHeadingsTableReadsOnAndTheParagraphItSwallowedIsDropped() {
        // cmark reads the first four lines as a setext heading and the last as a paragraph; the table under the
        // heading line goes on through both.
        let markdown = """
            | id | note |
            | -- | ---- |
            | 7 | seven |
            ===
            | 8 | eight |
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                table 1:1-5:13
                  id | note
                  --- | ---
                  7 | seven
                  === | ·
                  8 | eight
                """)
    }

    @Test func aHeadingsTableInAListItemReadsOnToo() {
        let markdown = """
            - | id | note |
              | -- | ---- |
              | 7 | seven |
              ===
              | 8 | eight |
            """
        #expect(
            MarkdownDump.tree(markdown) == """
                list 1:1-5:15
                  item 1:1-5:15
                    table 1:3-5:15
                      id | note
                      --- | ---
                      7 | seven
                      === | ·
                      8 | eight
                """)
    }
}
