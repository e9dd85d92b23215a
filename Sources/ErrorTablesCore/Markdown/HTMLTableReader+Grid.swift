/// The rows of an HTML table as written (cells with their `colspan` and `rowspan`), and the steps that turn
/// them into a `Table`: the cells the spans ask for (checked against the budget before any is made), the grid
/// the spans fill, the header row, the cells spans and padding create, and the padded table. No step touches
/// libgumbo, so each is tested on its own.
struct HTMLTableRows: Equatable {
    /// A cell as written, with the columns and rows it spans.
    struct Cell: Equatable {
        var cell: TableCell
        var columns: Int
        var rows: Int
    }

    /// A row as written.
    struct Row: Equatable {
        /// Whether it comes from `thead`.
        var isHeader: Bool
        /// Whether all its cells are `th` (true for a row without cells).
        var allHeaderCells: Bool
        var cells: [Cell]
    }

    var rows: [Row]

    /// The cells written, and the cells the spans ask for (each span cut at the last row), counted before any
    /// cell is made so that a table over the budget costs no more than its written cells.
    func spanRequest() -> (written: Int, requested: Int) {
        var written = 0
        var requested = 0
        for (index, row) in rows.enumerated() {
            written += row.cells.count
            for entry in row.cells {
                let copies = TableCellBudget.product(entry.columns, min(entry.rows, rows.count - index))
                requested = TableCellBudget.sum(requested, copies)
            }
        }
        return (written, requested)
    }

    /// The rows with each cell repeated into the columns and rows it spans; a cell spanning down from a row
    /// above takes its column before the row's own cells are placed.
    func spannedGrid() -> [[TableCell]] {
        var grid: [[TableCell]] = []
        var pending: [Int: (cell: TableCell, remaining: Int)] = [:]
        for row in rows {
            var cells: [TableCell] = []
            func fillPending() {
                while let carried = pending[cells.count] {
                    cells.append(carried.cell)
                    pending[cells.count - 1] = carried.remaining > 1 ? (carried.cell, carried.remaining - 1) : nil
                }
            }
            for entry in row.cells {
                fillPending()
                for _ in 0..<entry.columns {
                    if entry.rows > 1 { pending[cells.count] = (entry.cell, entry.rows - 1) }
                    cells.append(entry.cell)
                }
            }
            fillPending()
            grid.append(cells)
        }
        return grid
    }

    /// The header row: the first `thead` row or, without one, a first row made only of `th` cells.
    func headerIndex() -> Int? {
        if let first = rows.indices.first(where: { rows[$0].isHeader }) { return first }
        if let first = rows.first, first.allHeaderCells, !first.cells.isEmpty { return 0 }
        return nil
    }

    /// The cells the table creates beyond the `written` ones: those the spans made (overlapping spans make
    /// fewer than they ask for), then the padding of the rows kept to `width`, and an empty header row when
    /// there is none.
    func createdCells(grid: [[TableCell]], headerIndex: Int?, written: Int) -> Int {
        let width = grid.map(\.count).max() ?? 0
        var created = grid.reduce(0) { $0 + $1.count } - written
        for (index, cells) in grid.enumerated() where index == headerIndex || !rows[index].isHeader {
            created = TableCellBudget.sum(created, width - cells.count)
        }
        if headerIndex == nil { created += width }
        return created
    }

    /// The table: the header row (empty cells when there is none), and the other rows, each padded to the
    /// widest with empty cells at the table's start; `thead` rows after the first are left out.
    func table(grid: [[TableCell]], headerIndex: Int?, range: SourceRange) -> Table {
        let width = grid.map(\.count).max() ?? 0
        let empty = TableCell(inlines: [], source: "", start: range.start)
        func padded(_ cells: [TableCell]) -> [TableCell] {
            cells + Array(repeating: empty, count: width - cells.count)
        }
        var header = Array(repeating: empty, count: width)
        var body: [[TableCell]] = []
        for (index, cells) in grid.enumerated() {
            if index == headerIndex {
                header = padded(cells)
            } else if rows[index].isHeader {
                continue  // further header rows: a multi-row header keeps its first row
            } else {
                body.append(padded(cells))
            }
        }
        return Table(header: header, alignments: Array(repeating: .none, count: width), rows: body, range: range)
    }
}
