import Testing

@testable import ErrorTablesCore

/// Tables that end inside a cmark paragraph are split off by putting a blank line after them. The
/// search for those places reads the document in windows (`TableBreaks`); it must give exactly what
/// reading the whole document again after each one gives.
@Suite struct TableBreakSearchTests {
    /// Pieces of Markdown that end tables in all the ways the reader knows, in and out of containers.
    static let pieces: [[String]] = [
        ["Some text."],
        [""],
        ["| a | b |", "|---|---|", "| 1 | 2 |"],
        ["| a | b |", "|---|---|", "| 1 | 2 |", "    indented code"],
        ["| a |", "| - |", "| 1 |", "2. item"],
        ["| a |", "| - |", "| 1 |", "<span>"],
        ["| a | b |", "| - | - |", "| 1 | 2 |", "---", "After"],
        ["| a | b |", "| - | - |", "| 1 | 2 |", "===", "| 3 | 4 |"],
        ["Title", "| a |", "| - |", "| 1 |", "--", "| 2 |", "---"],
        ["> | a |", "> | - |", "> | 1 |", ">     code", "> more"],
        ["> quote", "> | a |", "> |---|", "> | 1 |", ">     code", "> | b |", "> |---|", "> | 2 |", "> 2. item"],
        ["- item", "  | a |", "  | - |", "  | 1 |", "      code", "  text"],
        ["1. | x |", "   | - |", "   | 1 |", "   2. not a list"],
        ["```", "| a |", "| - |", "```"],
        ["# Heading"],
        ["lazy", "> | a |", "> | - |", "lazy line"],
        ["    | a |", "    | - |"],
        ["[ref]: /url", "[ref] link"],
        [
            ">     code", "> | a |", "> |---|", "> | 1 |", "> > | b |", "> > |---|", "> > | 2 |", "> >     code",
            "> after",
        ],
        ["> > | a |", "> > | - |", "> > | 1 |", "> >     code", "> >", "> text"],
        ["> | a |", "> | - |", "> | 1 |", "> <span>", "> | b |", "> | - |", "lazy"],
        [
            "- item", "  Text.", "  | a |", "  |---|", "  | 1 |", "      code", "  | b |", "  |---|", "  | 2 |",
            "  2. x", "  more",
        ],
        ["1.  text", "    | a |", "    |---|", "    | 1 |", "        code", "    after", "", "    | b |", "    | - |"],
        ["- | a |", "  | - |", "  | 1 |", "      code", "", "      more code", "- next"],
        ["  *    | a |", "       | - |", "       | 1 |", "           code", "      less"],
        [
            "- outer", "  - item", "    | a |", "    | - |", "    | 1 |", "        code", "    | b |", "    | - |",
            "    | 2 |", "    2. x",
        ],
        ["1. - - | a |", "       | - |", "       | 1 |", "           code", "     after", "   - next"],
        ["- 10.  | a |", "       | - |", "       | 1 |", "       <span>", "  less"],
    ]

    /// A deterministic document of `count` pieces.
    static func document(seed: UInt64, count: Int) -> String {
        var state = seed
        var lines: [String] = []
        for _ in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            lines += pieces[Int((state >> 33) % UInt64(pieces.count))]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: 0..<32)
    func theWindowedSearchReadsWhatRereadingTheWholeDocumentReads(seed: Int) {
        let markdown = Self.document(seed: UInt64(seed), count: 20 + seed * 6)
        let source = SourceText(path: "doc.md", string: markdown)
        let searched = CMarkReader.read(source)
        let reread = CMarkReader.read(source, searchingAhead: false)
        #expect(searched.blocks == reread.blocks, "seed \(seed)")
        #expect(searched.warnings == reread.warnings)
    }

    @Test(arguments: [[2], [5], [6], [11], [14], [2, 4, 6], [2, 4, 6, 8], [3, 9, 20], [17, 19]])
    func anOpenerOpensEmptyListItemsAtTheirContentColumns(columns: [Int]) throws {
        let opener = try #require(BlockWalker.opener(of: columns.map { .listItem(contentColumn: $0) }, prefix: ""))
        let last = try #require(columns.last)
        let document = MarkdownDump.document(opener + "\n" + String(repeating: " ", count: last) + "x\n")
        #expect(DeepNestingTests.containerDepth(document.blocks) == columns.count)
        #expect(DeepNestingTests.paragraphs(document).map(\.range.start) == [LineColumn(2, last + 1)])
    }

    @Test func noOpenerWhereNoMarkerReachesTheColumnOrContainersAreMixed() {
        #expect(BlockWalker.opener(of: [.listItem(contentColumn: 18)], prefix: "") == nil)
        #expect(BlockWalker.opener(of: [.listItem(contentColumn: 2), .listItem(contentColumn: 17)], prefix: "") == nil)
        #expect(BlockWalker.opener(of: [.blockQuote, .listItem(contentColumn: 4)], prefix: "> ") == nil)
        #expect(BlockWalker.opener(of: [.blockQuote, .blockQuote], prefix: "> >") == "> >")
    }

    @Test func manyTablesEndedByIndentedCodeAreAllRead() {
        let count = 600
        var lines: [String] = []
        for index in 0..<count { lines += ["| a | b |", "|---|---|", "| c\(index) | d |", "    code", "", "Text."] }
        let document = MarkdownDump.document(lines.joined(separator: "\n"))
        #expect(document.tables.count == count)
        #expect(document.tables.map(\.range.start.line) == (0..<count).map { $0 * 6 + 1 })
        #expect(document.tables.map { $0.rows.first?.first?.plainText ?? "" } == (0..<count).map { "c\($0)" })
        var codeBlocks = 0
        document.forEachBlock { if case .codeBlock(let block) = $0, block.literal == "code\n" { codeBlocks += 1 } }
        #expect(codeBlocks == count)
    }

    @Test func aChainOfTablesInOneParagraphIsAllRead() {
        let count = 400
        var lines: [String] = []
        for index in 0..<count { lines += ["Text \(index).", "| a |", "|---|", "| c\(index) |", "    code"] }
        let document = MarkdownDump.document(lines.joined(separator: "\n"))
        #expect(document.tables.map(\.range.start.line) == (0..<count).map { $0 * 5 + 2 })
        #expect(
            MarkdownDump.tree(MarkdownDump.document(lines.prefix(10).joined(separator: "\n"))) == """
                paragraph 1:1-1:7 "Text 0."
                table 2:1-4:6
                  a
                  ---
                  c0
                code 5:5-5:8 "code⏎"
                paragraph 6:1-6:7 "Text 1."
                table 7:1-9:6
                  a
                  ---
                  c1
                code 10:5-10:8 "code⏎"
                """)
    }
}
