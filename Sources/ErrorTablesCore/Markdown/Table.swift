/// A GFM pipe table: a header row, a delimiter row giving each column's alignment, and body rows.
/// Body rows always have as many cells as the header (short rows padded, long rows cut), as GFM says.
public struct Table: Sendable, Equatable {
    /// Column alignment, read from the delimiter row's colons.
    public enum Alignment: String, Sendable, Equatable {
        case none, left, center, right
    }

    /// The header row.
    public var header: [TableCell]
    /// One alignment per column.
    public var alignments: [Alignment]
    /// The body rows.
    public var rows: [[TableCell]]
    /// Where the table is: from the header row's first byte to the last row's last byte.
    public var range: SourceRange

    /// Creates a table.
    public init(header: [TableCell], alignments: [Alignment], rows: [[TableCell]], range: SourceRange) {
        self.header = header
        self.alignments = alignments
        self.rows = rows
        self.range = range
    }
}

/// One table cell: its inline content and where its text starts.
public struct TableCell: Sendable, Equatable {
    /// The cell's inline content, parsed by cmark.
    public var inlines: [Inline] { didSet { plainText = inlines.plainText } }
    /// The cell's source text, trimmed, with `\|` already turned into `|`.
    public var source: String
    /// Where the cell's text starts (for an empty cell, where it would be).
    public var start: LineColumn

    /// Creates a cell.
    public init(inlines: [Inline], source: String, start: LineColumn) {
        self.inlines = inlines
        self.plainText = inlines.plainText
        self.source = source
        self.start = start
    }

    /// The cell's plain text (see `[Inline].plainText`), made once: extraction reads it several times per cell.
    public private(set) var plainText: String
}
