/// One cell to rewrite: which cell, by where the reader says its text starts, and the plain text it is to hold.
public struct TableCellEdit: Sendable, Equatable {
    /// The cell's `TableCell.start`, as `MarkdownDocument` reports it for the document being edited.
    public var cell: LineColumn
    /// The plain text the cell is to read back as (`TableCell.plainText`): line breaks as `\n`, no markup.
    public var text: String

    /// An edit of the cell whose text starts at `cell`.
    public init(cell: LineColumn, text: String) {
        self.cell = cell
        self.text = text
    }

    /// An edit of a cell the reader returned.
    public init(_ cell: TableCell, text: String) {
        self.init(cell: cell.start, text: text)
    }
}
