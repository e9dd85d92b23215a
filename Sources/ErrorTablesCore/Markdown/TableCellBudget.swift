/// How many table cells a document may create beyond those it writes: the copies `colspan` and `rowspan`
/// make of an HTML cell, and the empty cells that pad short rows of pipe and HTML tables to their table's
/// width.
///
/// Written cells cost at least a byte each, but created ones cost nothing: four HTML cells with
/// `colspan=1000 rowspan=1000` ask for four million, and a 5,000-cell header over 5,000 one-cell rows pads
/// to 25 million. One budget per document, proportional to its size, keeps the cells of all its tables, and
/// so the work and memory of every later stage, linear in the document: a table that would create more cells
/// than are left is skipped with one warning giving the figures, and the rest of the document is read.
struct TableCellBudget: Equatable {
    /// Created cells a document may have per byte of its text. A written cell takes two bytes at least
    /// (`|x`), so this keeps the created cells within about four times what written ones can cost; real
    /// documents pad far less than a cell per byte.
    static let cellsPerByte = 2
    /// Created cells any document may have, however small.
    static let minimumCells = 100_000

    /// The document's size in bytes.
    let byteCount: Int
    /// The created cells the document may have in all: `max(minimumCells, cellsPerByte × byteCount)`.
    let limit: Int
    /// The created cells not spent yet.
    private(set) var left: Int

    /// The budget of a document of `byteCount` bytes.
    init(byteCount: Int) {
        self.byteCount = max(byteCount, 0)
        let (product, overflow) = self.byteCount.multipliedReportingOverflow(by: Self.cellsPerByte)
        limit = overflow ? Int.max : max(Self.minimumCells, product)
        left = limit
    }

    /// Spends `cells` created cells when that many are left; `false`, spending nothing, when they are not.
    mutating func spend(_ cells: Int) -> Bool {
        guard cells <= left else { return false }
        left -= max(cells, 0)
        return true
    }

    /// Adds two counts of cells, saturating at `Int.max` (counts from spans can be large products).
    static func sum(_ first: Int, _ second: Int) -> Int {
        let (result, overflow) = first.addingReportingOverflow(second)
        return overflow ? Int.max : result
    }

    /// Multiplies two counts of cells, saturating at `Int.max`.
    static func product(_ first: Int, _ second: Int) -> Int {
        let (result, overflow) = first.multipliedReportingOverflow(by: second)
        return overflow ? Int.max : result
    }

    /// The warning for a table at `location` that would have created `cells` cells when the budget had
    /// `left` left.
    func diagnostic(cells: Int, left: Int, at location: SourceLocation) -> Diagnostic {
        .tableOverCellBudget(cells: cells, left: left, limit: limit, byteCount: byteCount, at: location)
    }
}

extension Diagnostic {
    /// A table whose spans and padding would create more cells than its document has left (see
    /// `TableCellBudget`); the table is skipped.
    static func tableOverCellBudget(
        cells: Int, left: Int, limit: Int, byteCount: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "this table's spans and padding would add \(cells) cells, more than the \(left) left of the \(limit) a "
                + "document of \(byteCount) bytes may add (\(TableCellBudget.cellsPerByte) per byte, at least "
                + "\(TableCellBudget.minimumCells)); the table is skipped (write the cells out, or split the table)",
            at: location, cause: .tableOverCellBudget)
    }
}
