extension TableCellEditor {
    /// New bytes for the range `start..<end` of the document, for the cell whose text starts at `cell`.
    struct Replacement {
        var cell: LineColumn
        var start: Int
        var end: Int
        var bytes: [UInt8]
    }

    /// The offset of each line's first byte. Lines end at `\n`, `\r\n` or a lone `\r`, as `SourceText`
    /// normalizes them, so line numbers and byte columns are the reader's; a byte order mark is skipped.
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        var starts = [bytes.starts(with: bom) ? bom.count : 0]
        var index = starts[0]
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        return starts
    }

    /// Every cell the document's text holds, by start: the cells that pad short rows are left out.
    static func cells(of document: MarkdownDocument) -> [LineColumn: Cell] {
        var result: [LineColumn: Cell] = [:]
        for (tableIndex, table) in document.tables.enumerated() {
            let isHTML = startsWithTableTag(
                document.source.line(table.range.start.line), column: table.range.start.column)
            for (rowIndex, row) in ([table.header] + table.rows).enumerated() {
                for (columnIndex, cell) in row.enumerated() {
                    let place = Place(table: tableIndex, row: rowIndex, column: columnIndex)
                    let isPadding =
                        isHTML
                        ? cell.start == table.range.start
                        : cell.start.column - 1 >= document.source.line(cell.start.line).utf8.count
                    if isPadding { continue }
                    if result[cell.start] != nil {
                        result[cell.start]?.places.append(place)
                        continue
                    }
                    result[cell.start] = Cell(
                        isHTML: isHTML, source: cell.source, plainText: cell.plainText, places: [place])
                }
            }
        }
        return result
    }

    private static func startsWithTableTag(_ line: Substring, column: Int) -> Bool {
        let bytes = line.utf8.dropFirst(max(column - 1, 0))
        let tag = Array("<table".utf8)
        return bytes.count >= tag.count && zip(bytes, tag).allSatisfy { ($0 | 0x20) == $1 }  // `<` has the bit already
    }

    /// The bytes that replace a cell's content with `text`, or `nil` when the document's bytes at the cell do
    /// not hold the content the reader reported (which a caller cannot cause with the reader's positions).
    func replacement(for cell: Cell, at start: LineColumn, text: String) -> Replacement? {
        guard start.line >= 1, start.line <= lineStarts.count, start.column >= 1 else { return nil }
        let (offset, overflow) = lineStarts[start.line - 1].addingReportingOverflow(start.column - 1)
        guard !overflow, offset <= bytes.count else { return nil }
        return cell.isHTML
            ? htmlReplacement(for: cell, at: start, offset: offset, text: text)
            : pipeReplacement(for: cell, at: start, offset: offset, text: text)
    }

    private func pipeReplacement(for cell: Cell, at start: LineColumn, offset: Int, text: String) -> Replacement? {
        // The cell ends where the reader's row splitting ends it: at the next pipe without a backslash before
        // it, or at the line's end; its content is that without trailing spaces.
        var boundary = offset
        var boundaryIsPipe = false
        while boundary < bytes.count, bytes[boundary] != newline, bytes[boundary] != carriageReturn {
            if bytes[boundary] == pipe, !(boundary > offset && bytes[boundary - 1] == backslash) {
                boundaryIsPipe = true
                break
            }
            boundary += 1
        }
        var contentEnd = boundary
        while contentEnd > offset, isSpace(bytes[contentEnd - 1]) { contentEnd -= 1 }
        guard Self.unescapingPipes(bytes[offset..<contentEnd]) == Array(cell.source.utf8) else { return nil }

        var before = offset
        let lineStart = lineStarts[start.line - 1]
        while before > lineStart, isSpace(bytes[before - 1]) { before -= 1 }
        let startsLine = !(before > lineStart && bytes[before - 1] == pipe)
        var escaped = CellTextEscaper.pipeCell(text, startsLine: startsLine)

        if contentEnd == offset {
            // An empty cell: the text goes between its pipes with a space on each side.
            if escaped.isEmpty { return Replacement(cell: start, start: offset, end: offset, bytes: []) }
            let padded = [space] + escaped + (boundaryIsPipe ? [space] : [])
            return Replacement(cell: start, start: offset, end: boundary, bytes: padded)
        }
        if escaped.isEmpty && startsLine {
            // An emptied first cell needs a pipe of its own, or the row would lose a cell.
            escaped = [pipe]
        }
        if escaped.last == backslash, contentEnd < bytes.count, bytes[contentEnd] == pipe {
            escaped.append(space)  // a backslash right before the pipe would escape it
        }
        return Replacement(cell: start, start: offset, end: contentEnd, bytes: escaped)
    }

    private func htmlReplacement(for cell: Cell, at start: LineColumn, offset: Int, text: String) -> Replacement? {
        // The reader's source is the cell's raw content; its lines map one to one to the document's lines.
        let source = Array(cell.source.utf8)
        var end = offset + source.count
        if let lastBreak = source.lastIndex(of: newline) {
            let breaks = source.reduce(0) { $0 + ($1 == newline ? 1 : 0) }
            let endLine = start.line + breaks
            guard endLine <= lineStarts.count else { return nil }
            end = lineStarts[endLine - 1] + (source.count - lastBreak - 1)
        } else if end > bytes.count || !bytes[offset..<end].elementsEqual(source) {
            return nil
        }
        guard end <= bytes.count, end >= offset else { return nil }
        return Replacement(cell: start, start: offset, end: end, bytes: CellTextEscaper.htmlCell(text))
    }

    /// A cell's raw bytes with `\|` turned into `|`, as the row splitting does.
    private static func unescapingPipes(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "|") {
                index += 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    /// Where the edited document, read again, differs from what the edits meant: an edited cell whose plain
    /// text is not its new text, another cell whose inlines changed, or tables that changed shape.
    func readBackMismatch(of result: [UInt8], expected: [Place: String], edits: [TableCellEdit])
        throws(FatalDiagnostic) -> LineColumn?
    {
        guard let firstEdit = edits.first?.cell, result != bytes else { return nil }
        let reread = MarkdownDocument(source: try SourceText(path: path, bytes: result)).tables
        let original = document.tables
        guard reread.count == original.count else { return firstEdit }
        for (tableIndex, (old, new)) in zip(original, reread).enumerated() {
            let oldRows = [old.header] + old.rows
            let newRows = [new.header] + new.rows
            guard oldRows.count == newRows.count else { return firstEdit }
            for (rowIndex, (oldRow, newRow)) in zip(oldRows, newRows).enumerated() {
                guard oldRow.count == newRow.count else { return firstEdit }
                for (columnIndex, (oldCell, newCell)) in zip(oldRow, newRow).enumerated() {
                    let place = Place(table: tableIndex, row: rowIndex, column: columnIndex)
                    if let text = expected[place] {
                        if newCell.plainText != text { return oldCell.start }
                    } else if newCell.inlines != oldCell.inlines {
                        return firstEdit
                    }
                }
            }
        }
        return nil
    }

    private var pipe: UInt8 { UInt8(ascii: "|") }
    private var backslash: UInt8 { UInt8(ascii: "\\") }
    private var space: UInt8 { UInt8(ascii: " ") }
    private var newline: UInt8 { UInt8(ascii: "\n") }
    private var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
