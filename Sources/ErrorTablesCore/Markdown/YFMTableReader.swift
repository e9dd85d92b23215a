/// Tables in YFM's (Diplodoc's, Yandex Flavored Markdown's) own syntax, which GFM does not know.
///
/// The class: docs platforms with a table syntax of their own, which cmark reads as paragraphs. YFM's opens with
/// a line `#|` and closes with a line `|#`; each row starts with `||` and ends with `||`, its cells separated by
/// `|`, on one line (`|| 404 | ` + "`NoSuchKey`" + ` | No such key. ||`) or with every cell on lines of its own,
/// rows separated by blank lines; a cell may run over blank lines. The reader takes such a table as a table: the
/// first row is the header (no alignment), each later row a body row, padded or cut to the header's width. A row
/// whose closing `||` is missing ends where the next row's `||` starts a line. `|` inside a code span or escaped
/// (`\|`) is text. Only top-level tables are read (not inside list items or quotes), and a `#|` never closed is
/// left as it was, with the warning `UnreadTables` gives.
enum YFMTableReader {
    /// `blocks` with every top-level YFM table made a `.table` in place of the blocks its lines were read as; a
    /// table whose padding the document's `budget` cannot pay is left as it was, with a warning.
    static func replacingTables(in blocks: [Block], source: SourceText, budget: inout TableCellBudget)
        -> (blocks: [Block], warnings: [Diagnostic])
    {
        var warnings: [Diagnostic] = []
        var tables: [(start: Int, end: Int, table: Table)] = []
        for span in tableLines(in: blocks, source: source) {
            guard let (table, padding) = table(span, source: source) else { continue }
            let left = budget.left
            guard budget.spend(padding) else {
                warnings.append(
                    budget.diagnostic(
                        cells: padding, left: left,
                        at: SourceLocation(path: source.path, line: span.start, column: 1)))
                continue
            }
            tables.append((span.start, span.end, padded(table)))
        }
        guard !tables.isEmpty else { return (blocks, warnings) }
        var result: [Block] = []
        var next = 0
        for block in blocks {
            let line = block.range.start.line
            while next < tables.count, tables[next].end < line { next += 1 }
            guard next < tables.count, line >= tables[next].start else {
                result.append(block)
                continue
            }
            // The blocks the table's lines were read as give way to the table.
            if line == tables[next].start { result.append(.table(tables[next].table)) }
        }
        return (result, warnings)
    }

    /// The line ranges of the YFM tables among top-level paragraphs: from a paragraph whose first line starts
    /// with `#|` to the next line that starts with `|#`.
    static func tableLines(in blocks: [Block], source: SourceText) -> [(start: Int, end: Int)] {
        var spans: [(start: Int, end: Int)] = []
        var searchFrom = 1
        for case .paragraph(let paragraph) in blocks where paragraph.range.start.line >= searchFrom {
            let start = paragraph.range.start.line
            guard source.line(start).trimmingSpaces().hasPrefix("#|") else { continue }
            var line = start + 1
            while line <= source.lines.count, !source.line(line).trimmingSpaces().hasPrefix("|#") { line += 1 }
            guard line <= source.lines.count else { break }
            spans.append((start, line))
            searchFrom = line + 1
        }
        return spans
    }

    /// A cell being read: its text so far and where it starts.
    struct PendingCell {
        var text = ""
        var start: LineColumn
    }

    /// The table between the lines of `span` and the empty cells that pad its short rows, or `nil` when it has no
    /// row with a cell.
    static func table(_ span: (start: Int, end: Int), source: SourceText) -> (Table, padding: Int)? {
        var rows: [[PendingCell]] = []
        var row: [PendingCell]?
        for number in (span.start + 1)..<span.end {
            let line = source.line(number)
            let indent = line.prefix { $0 == " " || $0 == "\t" }.utf8.count
            var rest = Substring(line.dropFirst(indent))
            var column = indent + 1
            if rest.hasPrefix("||") {
                if let open = row { rows.append(open) }
                rest = rest.dropFirst(2)
                column += 2
                row = [PendingCell(start: LineColumn(number, column))]
            }
            guard row != nil else { continue }
            read(rest, line: number, column: column, into: &row, rows: &rows)
        }
        if let open = row { rows.append(open) }
        let cells = rows.map { $0.map(cell) }.filter { $0.contains { !$0.source.isEmpty } }
        guard let header = cells.first else { return nil }
        let width = header.count
        let padding = cells.dropFirst().reduce(0) { sum, row in TableCellBudget.sum(sum, max(0, width - row.count)) }
        // Padding is made only once the budget has paid for it (`replacingTables`): here it is counted.
        let body = cells.dropFirst().map { Array($0.prefix(width)) }
        let endLine = source.line(span.end)
        let table = Table(
            header: header, alignments: Array(repeating: .none, count: width), rows: body,
            range: SourceRange(start: LineColumn(span.start, 1), end: LineColumn(span.end, max(endLine.utf8.count, 1))))
        return (table, padding)
    }

    /// `table`'s short rows padded with empty cells to its header's width.
    static func padded(_ table: Table) -> Table {
        var table = table
        let width = table.header.count
        table.rows = table.rows.map { row in
            row
                + (row.count..<max(width, row.count)).map { _ in
                    TableCell(inlines: [], source: "", start: row.last?.start ?? table.range.start)
                }
        }
        return table
    }

    /// One line's text added to the open row: `|` starts a cell, `||` closes the row, code spans and `\|` kept.
    static func read(
        _ text: Substring, line: Int, column: Int, into row: inout [PendingCell]?, rows: inout [[PendingCell]]
    ) {
        var index = text.startIndex
        var column = column
        var codeRun = 0  // the backticks that opened the code span we are in, 0 outside one
        func append(_ piece: Substring) {
            guard var open = row, !open.isEmpty else { return }
            if open[open.count - 1].text.isEmpty {
                let trimmed = piece.drop { $0 == " " || $0 == "\t" }
                guard !trimmed.isEmpty else { return }
                open[open.count - 1].start = LineColumn(line, column + (piece.utf8.count - trimmed.utf8.count))
                open[open.count - 1].text += trimmed
            } else {
                open[open.count - 1].text += piece
            }
            row = open
        }
        // A line break joins a cell's lines; blank lines inside a cell join as one (a cell is one paragraph).
        if let open = row, let last = open.last, !last.text.isEmpty, !last.text.hasSuffix("\n") { append("\n") }
        while index < text.endIndex {
            let character = text[index]
            let after = text.index(after: index)
            if character == "`" {
                let run = text[index...].prefix { $0 == "`" }.count
                codeRun = codeRun == 0 ? run : (codeRun == run ? 0 : codeRun)
                let end = text.index(index, offsetBy: run)
                append(text[index..<end])
                column += run
                index = end
                continue
            }
            if character == "\\", after < text.endIndex, text[after] == "|", codeRun == 0 {
                append("|")
                column += 2
                index = text.index(after: after)
                continue
            }
            if character == "|", codeRun == 0 {
                if after < text.endIndex, text[after] == "|" {
                    if let open = row { rows.append(open) }
                    row = nil
                    return
                }
                row?.append(PendingCell(start: LineColumn(line, column + 1)))
                column += 1
                index = after
                continue
            }
            append(text[index..<after])
            column += character.utf8.count
            index = after
        }
    }

    /// A read cell: its text trimmed, parsed as inline Markdown.
    static func cell(_ pending: PendingCell) -> TableCell {
        let text = String(pending.text.trimmingSpacesAndNewlines())
        return TableCell(inlines: CMarkReader.inlines(of: text), source: text, start: pending.start)
    }
}
