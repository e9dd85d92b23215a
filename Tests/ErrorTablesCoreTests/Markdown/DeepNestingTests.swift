import Testing

@testable import ErrorTablesCore

/// Nesting beyond `MarkdownDocument.maximumNesting` is flattened with a warning, however deep the input
/// goes, and the tables around (and inside) the deep part are still read.
@Suite struct DeepNestingTests {
    static let depth = 100_000
    static let tablesAround = (before: "| a |\n|---|\n| 1 |\n\n", after: "\n\n| c |\n|---|\n| 3 |\n")

    static func warning(_ kind: ReaderWarning.Kind, line: Int, column: Int) -> Diagnostic {
        Diagnostic(
            .warning, ReaderWarning(kind: kind, position: LineColumn(line, column)).message,
            at: SourceLocation(path: "doc.md", line: line, column: column))
    }

    /// Each table's first header cell and where the table starts.
    static func tables(_ document: MarkdownDocument) -> [String] {
        document.tables.map { "\($0.header.first?.plainText ?? "") \($0.range.start.line):\($0.range.start.column)" }
    }

    /// How many block quotes and list items deep the blocks go (counted without recursion).
    static func containerDepth(_ blocks: [Block]) -> Int {
        var deepest = 0
        var pending = [(blocks, 0)]
        while let (blocks, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for block in blocks {
                switch block {
                case .blockQuote(let quote): pending.append((quote.blocks, depth + 1))
                case .list(let list): pending += list.items.map { ($0.blocks, depth + 1) }
                default: break
                }
            }
        }
        return deepest
    }

    /// How many emphasis, strong, link and image spans deep the inlines go (counted without recursion).
    static func spanDepth(_ inlines: [Inline]) -> Int {
        var deepest = 0
        var pending = [(inlines, 0)]
        while let (inlines, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for inline in inlines {
                switch inline {
                case .emphasis(let children), .strong(let children), .link(_, _, let children),
                    .image(_, _, let children):
                    pending.append((children, depth + 1))
                default: break
                }
            }
        }
        return deepest
    }

    /// The paragraphs at any depth.
    static func paragraphs(_ document: MarkdownDocument) -> [Paragraph] {
        var result: [Paragraph] = []
        document.forEachBlock { if case .paragraph(let paragraph) = $0 { result.append(paragraph) } }
        return result
    }

    @Test func blockQuotesDeeperThanTheLimitAreFlattenedAndTheirTableIsRead() {
        let quotes = String(repeating: ">", count: Self.depth)
        let markdown =
            Self.tablesAround.before + "\(quotes)| b |\n\(quotes)|---|\n\(quotes)| 2 |" + Self.tablesAround.after
        let document = MarkdownDump.document(markdown)
        // The 65th `>` is the 65th byte of line 5.
        #expect(document.warnings == [Self.warning(.blockNesting, line: 5, column: 65)])
        #expect(Self.tables(document) == ["a 1:1", "b 5:100001", "c 9:1"])
        #expect(document.tables.map { $0.rows.map { $0.map(\.plainText) } } == [[["1"]], [["2"]], [["3"]]])
        #expect(Self.containerDepth(document.blocks) == MarkdownDocument.maximumNesting)
        #expect(document == MarkdownDump.document(markdown))
    }

    @Test func listItemsDeeperThanTheLimitAreFlattened() {
        let markdown =
            Self.tablesAround.before + String(repeating: "- ", count: Self.depth) + "x" + Self.tablesAround.after
        let document = MarkdownDump.document(markdown)
        // The 65th `- ` starts at byte 129 of line 5.
        #expect(document.warnings == [Self.warning(.blockNesting, line: 5, column: 129)])
        #expect(Self.tables(document) == ["a 1:1", "c 7:1"])
        #expect(Self.containerDepth(document.blocks) == MarkdownDocument.maximumNesting)
        #expect(Self.paragraphs(document).map { $0.inlines.plainText } == ["x"])
    }

    @Test func theLimitItselfIsNoWarning() {
        let atLimit = MarkdownDump.document(String(repeating: "> ", count: 64) + "x\n")
        #expect(atLimit.warnings == [])
        #expect(Self.containerDepth(atLimit.blocks) == 64)
        let beyond = MarkdownDump.document(String(repeating: "> ", count: 65) + "x\n")
        #expect(beyond.warnings == [Self.warning(.blockNesting, line: 1, column: 129)])
        #expect(Self.containerDepth(beyond.blocks) == 64)
        #expect(Self.paragraphs(beyond).map { $0.inlines.plainText } == ["x"])
    }

    @Test func nestedEmphasisDeeperThanTheLimitKeepsItsText() {
        let stars = String(repeating: "*", count: Self.depth)
        let document = MarkdownDump.document(Self.tablesAround.before + stars + "x" + stars + Self.tablesAround.after)
        // cmark gives the spans made from one run of `*` the run's start as their position.
        #expect(document.warnings == [Self.warning(.inlineNesting, line: 5, column: 1)])
        #expect(Self.tables(document) == ["a 1:1", "c 7:1"])
        let paragraphs = Self.paragraphs(document)
        #expect(paragraphs.map { $0.inlines.plainText } == ["x"])
        #expect(paragraphs.map { Self.spanDepth($0.inlines) } == [MarkdownDocument.maximumNesting])
    }

    @Test func emphasisImagesAndStrongMixedDeeperThanTheLimitKeepTheirText() {
        let open = String(repeating: "*![**", count: Self.depth)
        let close = String(repeating: "**](u)*", count: Self.depth)
        let document = MarkdownDump.document(Self.tablesAround.before + open + "`x`" + close + Self.tablesAround.after)
        // Each `*![**` opens three spans; the 65th is the image of the 22nd, at byte 5 × 21 + 2.
        #expect(document.warnings == [Self.warning(.inlineNesting, line: 5, column: 107)])
        #expect(Self.tables(document) == ["a 1:1", "c 7:1"])
        let paragraphs = Self.paragraphs(document)
        #expect(paragraphs.map { $0.inlines.codeSpans } == [["x"]])
        #expect(paragraphs.map { Self.spanDepth($0.inlines) } == [MarkdownDocument.maximumNesting])
    }

    @Test func linksStrongAndImagesMixedDeeperThanTheLimitKeepTheirText() {
        // A link cannot hold a link but can hold images, which can hold strong emphasis.
        let open = "[" + String(repeating: "**![", count: Self.depth)
        let close = String(repeating: "](u)**", count: Self.depth) + "](v)"
        let document = MarkdownDump.document(Self.tablesAround.before + open + "x" + close + Self.tablesAround.after)
        // The link is the 1st span, then each `**![` opens two; the 65th is the image of the 32nd, at 4 + 4 × 31.
        #expect(document.warnings == [Self.warning(.inlineNesting, line: 5, column: 128)])
        #expect(Self.tables(document) == ["a 1:1", "c 7:1"])
        let paragraphs = Self.paragraphs(document)
        #expect(paragraphs.map { $0.inlines.plainText } == ["x"])
        #expect(paragraphs.map { Self.spanDepth($0.inlines) } == [MarkdownDocument.maximumNesting])
    }

    @Test func deepEmphasisInATableCellIsFlattenedAtTheCell() {
        let stars = String(repeating: "*", count: Self.depth)
        let document = MarkdownDump.document("| a | b |\n|---|---|\n| 1 | \(stars)x\(stars) |\n")
        #expect(document.warnings == [Self.warning(.inlineNesting, line: 3, column: 7)])
        #expect(document.tables.map { $0.rows.map { $0.map(\.plainText) } } == [[["1", "x"]]])
        #expect(document.tables.first?.rows.first.map { Self.spanDepth($0[1].inlines) } == 64)
    }

    @Test func deepEmphasisInTheParagraphBeforeATableIsPlacedOnItsLine() {
        let stars = String(repeating: "*", count: 200)
        let document = MarkdownDump.document("> intro\n> \(stars)x\(stars)\n> | a |\n> |---|\n")
        #expect(document.warnings == [Self.warning(.inlineNesting, line: 2, column: 3)])
        #expect(Self.tables(document) == ["a 3:3"])
    }
}
