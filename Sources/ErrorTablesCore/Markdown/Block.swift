/// A Markdown block, as cmark reads it, with GitHub-Flavored-Markdown pipe tables recognized on top.
public enum Block: Sendable, Equatable {
    /// An ATX (`## Title`) or setext heading.
    case heading(Heading)
    /// A paragraph (what is left of it when a table was found inside it).
    case paragraph(Paragraph)
    /// A GFM pipe table.
    case table(Table)
    /// A `>` block quote and the blocks inside it.
    case blockQuote(Container)
    /// A bullet or ordered list; each item is a container.
    case list(List)
    /// A fenced or indented code block.
    case codeBlock(CodeBlock)
    /// A raw HTML block.
    case htmlBlock(CodeBlock)
    /// A thematic break (`---`).
    case thematicBreak(SourceRange)

    /// Where the block is.
    public var range: SourceRange {
        switch self {
        case .heading(let heading): heading.range
        case .paragraph(let paragraph): paragraph.range
        case .table(let table): table.range
        case .blockQuote(let container): container.range
        case .list(let list): list.range
        case .codeBlock(let block), .htmlBlock(let block): block.range
        case .thematicBreak(let range): range
        }
    }
}

/// A heading: its level (1–6) and its inline content.
public struct Heading: Sendable, Equatable {
    /// 1 for `#`, up to 6.
    public var level: Int
    /// The heading's content.
    public var inlines: [Inline]
    /// Where the heading is.
    public var range: SourceRange

    /// Creates a heading.
    public init(level: Int, inlines: [Inline], range: SourceRange) {
        self.level = level
        self.inlines = inlines
        self.range = range
    }
}

/// A paragraph of inline content.
public struct Paragraph: Sendable, Equatable {
    /// The paragraph's content.
    public var inlines: [Inline]
    /// Where the paragraph is.
    public var range: SourceRange
    /// Set when two lines of this paragraph look like a table header and delimiter row whose
    /// cell counts disagree, which GFM does not accept as a table.
    public var rejectedTable: RejectedTable?

    /// Creates a paragraph.
    public init(inlines: [Inline], range: SourceRange, rejectedTable: RejectedTable? = nil) {
        self.inlines = inlines
        self.range = range
        self.rejectedTable = rejectedTable
    }
}

/// Lines that look like a table but are not one by the GFM rules, kept so that later stages can say why
/// a table they expected is missing.
public struct RejectedTable: Sendable, Equatable {
    /// Where the would-be header row starts.
    public var headerStart: LineColumn
    /// The header row's cells.
    public var headerCells: [String]
    /// How many cells the delimiter row has.
    public var delimiterCellCount: Int
    /// The raw first cell of each following line, to judge what the table was meant to hold.
    public var firstCells: [String]
    /// When the delimiter row is no delimiter row at all (`| === | === |`, `| -- - |`): its text. The cell
    /// counts may then agree; GFM still reads the lines as a paragraph.
    public var brokenDelimiterRow: String? = nil
}

/// A block quote or list item: a container of blocks.
public struct Container: Sendable, Equatable {
    /// The blocks inside.
    public var blocks: [Block]
    /// Where the container is.
    public var range: SourceRange

    /// Creates a container.
    public init(blocks: [Block], range: SourceRange) {
        self.blocks = blocks
        self.range = range
    }
}

/// A list and its items.
public struct List: Sendable, Equatable {
    /// Whether the list is numbered.
    public var isOrdered: Bool
    /// The items, each a container of blocks.
    public var items: [Container]
    /// Where the list is.
    public var range: SourceRange

    /// Creates a list.
    public init(isOrdered: Bool, items: [Container], range: SourceRange) {
        self.isOrdered = isOrdered
        self.items = items
        self.range = range
    }
}

/// A code block or HTML block: literal text.
public struct CodeBlock: Sendable, Equatable {
    /// The info string of a fenced code block; empty otherwise.
    public var info: String
    /// The literal content.
    public var literal: String
    /// Where the block is.
    public var range: SourceRange

    /// Creates a literal block.
    public init(info: String, literal: String, range: SourceRange) {
        self.info = info
        self.literal = literal
        self.range = range
    }
}
