/// Recognizes GitHub-Flavored-Markdown pipe tables in the raw lines of a paragraph
/// (GFM spec, "Tables (extension)"), the way cmark-gfm, the reference implementation, does. Core
/// CommonMark has no tables, so cmark hands us a paragraph (or a setext heading, when a `---` line
/// follows the table); this scanner decides, line by line from the source, whether and where a table
/// starts and ends.
///
/// The rules followed:
/// - a table is a header row followed by a delimiter row with the same number of cells; no pipe is
///   needed when each has one cell (`a` over `:--`), but a line of dashes alone is a setext underline;
/// - the delimiter row's cells hold only `-` with an optional `:` at either end (the alignment); it
///   cannot be a lazy continuation line (one lacking its block quote's `>` or list item's indentation)
///   nor be indented four columns or more;
/// - after the first header/delimiter pair whose cell counts disagree, no table starts later in the
///   same paragraph (cmark-gfm marks the paragraph as visited);
/// - leading and trailing pipes are optional; spaces around cell content are trimmed; a row that is a
///   lone `|` has no cells;
/// - a pipe directly after a backslash is part of the cell (also inside code spans), and `\|`
///   becomes `|` before the cell's inlines are parsed;
/// - body rows follow the delimiter row, padded or cut to the header's width, until the paragraph
///   ends (a blank line or a block that interrupts paragraphs) or a line that cannot be a row: a lazy
///   line, a line without cells, or a line that starts a block in table context although it could not
///   interrupt a paragraph (indented code, `2.` or empty list items, HTML such as `<span>`, `---`);
///   a `===` or `--` line that cmark reads as a setext underline is a row, and rows go on after it;
/// - paragraph lines before the header row stay a paragraph.
enum PipeTableScanner {
    /// One source line of a paragraph, with container markers (`>`, list indentation) already removed.
    struct Line: Equatable {
        /// The line's text, without leading whitespace (except on a lazy line, which keeps it as cmark does).
        var text: Substring
        /// The 1-based line number.
        var number: Int
        /// The 1-based byte column at which `text` starts in the source line.
        var column: Int
        /// The byte offset in the source line where the content after the container markers starts
        /// (before `text` when the content is indented).
        var contentStart: Int = 0
        /// How many columns the content is indented by, relative to its container (tabs to multiples of 4).
        var indent: Int = 0
        /// Whether the line lacks the markers of one of its containers (a lazy continuation line).
        var isLazy: Bool = false
    }

    /// A cell of a row, before inline parsing.
    struct RawCell: Equatable {
        /// The cell's text, trimmed, `\|` unescaped.
        var text: String
        /// Where the cell's text starts.
        var start: LineColumn
    }

    /// What the scanner found in a paragraph.
    enum Finding: Equatable {
        /// A table whose header row is `lines[headerIndex]`.
        case table(headerIndex: Int, alignments: [Table.Alignment])
        /// No table; `rejected` is set when a header and delimiter row disagreed in their cell counts.
        case none(rejected: RejectedTable?)
    }

    /// Finds the first table in a paragraph's lines, taking delimiter rows only from `lines[..<delimiterEnd]`
    /// (a setext heading's underline is no delimiter row: cmark-gfm reads it as an underline first).
    static func scan(_ lines: [Line], delimiterEnd: Int? = nil) -> Finding {
        let end = min(delimiterEnd ?? lines.count, lines.count)
        guard end > 1 else { return .none(rejected: nil) }
        for index in 1..<end {
            let delimiter = lines[index]
            guard !delimiter.isLazy, delimiter.indent < 4, !isSetextUnderline(delimiter),
                let alignments = alignments(ofDelimiterRow: delimiter)
            else { continue }
            let header = lines[index - 1]
            let headerCells = cells(of: header)
            if headerCells.count == alignments.count {
                return .table(headerIndex: index - 1, alignments: alignments)
            }
            let rejected = RejectedTable(
                headerStart: LineColumn(header.number, header.column),
                headerCells: headerCells.map(\.text),
                delimiterCellCount: alignments.count,
                firstCells: lines[(index + 1)...].map { cells(of: $0).first?.text ?? "" })
            return .none(rejected: rejected)
        }
        return .none(rejected: brokenDelimiterRow(lines, end: end))
    }

    /// Lines meant as a table whose delimiter row is broken: a header row with two cells or more, then a row of
    /// as many cells made only of dashes, `=`, `_`, `~`, `+`, colons and spaces, which is no delimiter row (a
    /// `=` for a dash, a space inside the dashes). `nil` when there are no such lines.
    static func brokenDelimiterRow(_ lines: [Line], end: Int) -> RejectedTable? {
        guard end > 1 else { return nil }
        for index in 1..<end {
            let delimiter = lines[index]
            guard !delimiter.isLazy, delimiter.indent < 4, delimiter.text.contains("|"),
                !isSetextUnderline(delimiter)
            else { continue }
            let rowCells = cells(of: delimiter)
            let looksLikeDelimiters = rowCells.allSatisfy { cell in
                cell.text.contains { "-=_~".contains($0) } && cell.text.allSatisfy { "-=_~+: ".contains($0) }
            }
            guard !rowCells.isEmpty, looksLikeDelimiters else { continue }
            let header = lines[index - 1]
            let headerCells = cells(of: header)
            guard headerCells.count >= 2, headerCells.count == rowCells.count else { continue }
            return RejectedTable(
                headerStart: LineColumn(header.number, header.column), headerCells: headerCells.map(\.text),
                delimiterCellCount: rowCells.count,
                firstCells: lines[(index + 1)...].map { cells(of: $0).first?.text ?? "" },
                brokenDelimiterRow: String(delimiter.text.trimmingTrailingSpaces()))
        }
        return nil
    }

    /// The index after the last body row of a table whose delimiter row is `lines[delimiterIndex]`.
    /// `startsBlock` says whether a line begins a block of its own (cmark decides that).
    static func bodyEnd(_ lines: [Line], delimiterIndex: Int, startsBlock: (Line) -> Bool) -> Int {
        var index = delimiterIndex + 1
        while index < lines.count, isRow(lines[index], startsBlock: startsBlock) { index += 1 }
        return index
    }

    /// Whether a line after a delimiter row continues the table: it is no lazy line, has cells and
    /// starts no block of its own.
    static func isRow(_ line: Line, startsBlock: (Line) -> Bool) -> Bool {
        !line.isLazy && hasCells(line) && !startsBlock(line)
    }

    /// Whether `cells(of:)` finds any cell, without making them: it finds one or more unless nothing is left
    /// after trailing spaces and one leading pipe are taken off.
    static func hasCells(_ line: Line) -> Bool {
        let bytes = line.text.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, isSpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        var start = bytes.startIndex
        if start < end, bytes[start] == pipe { start = bytes.index(after: start) }
        return start < end
    }

    /// Whether a line is a setext heading underline: only `=` or only `-`, trailing spaces allowed.
    /// cmark-gfm reads such a line as an underline before it tries it as a delimiter row.
    static func isSetextUnderline(_ line: Line) -> Bool {
        let text = line.text.trimmingTrailingSpaces()
        guard !line.isLazy, line.indent < 4, let first = text.first, first == "=" || first == "-" else { return false }
        return text.allSatisfy { $0 == first }
    }

    /// The alignments of a delimiter row, or `nil` when the line is not one.
    static func alignments(ofDelimiterRow line: Line) -> [Table.Alignment]? {
        let rowCells = cells(of: line)
        guard !rowCells.isEmpty else { return nil }
        var result: [Table.Alignment] = []
        for cell in rowCells {
            let text = cell.text
            let leftColon = text.hasPrefix(":")
            let rightColon = text.count > 1 && text.hasSuffix(":")
            let dashes = text.dropFirst(leftColon ? 1 : 0).dropLast(rightColon ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            switch (leftColon, rightColon) {
            case (true, true): result.append(.center)
            case (true, false): result.append(.left)
            case (false, true): result.append(.right)
            case (false, false): result.append(.none)
            }
        }
        return result
    }

    /// Splits a row into its cells: `||` is one empty cell, a lone `|` none. Only a lazy line's text
    /// starts with whitespace, which (as in cmark-gfm) comes before any leading pipe and so makes an
    /// empty first cell.
    static func cells(of line: Line) -> [RawCell] {
        if let cells = line.text.utf8.withContiguousStorageIfAvailable({ cells(bytes: $0, line: line) }) {
            return cells
        }
        return Array(line.text.utf8).withUnsafeBufferPointer { cells(bytes: $0, line: line) }
    }

    private static func cells(bytes: UnsafeBufferPointer<UInt8>, line: Line) -> [RawCell] {
        var start = 0
        var end = bytes.count
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        if start < end, bytes[start] == pipe { start += 1 }
        if start >= end { return [] }
        if bytes[end - 1] == pipe, !(end - 2 >= start && bytes[end - 2] == backslash) { end -= 1 }

        var result: [RawCell] = []
        var cellStart = start
        var index = start
        while index <= end {
            let isBoundary = index == end || (bytes[index] == pipe && !(index > start && bytes[index - 1] == backslash))
            if isBoundary {
                result.append(cell(bytes: bytes, from: cellStart, to: index, line: line))
                cellStart = index + 1
            }
            index += 1
        }
        return result
    }

    /// The cell between two pipes, trimmed; an empty cell starts right after its opening pipe.
    private static func cell(bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, line: Line) -> RawCell {
        var lower = start
        var upper = end
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        if lower == upper { (lower, upper) = (start, start) }
        let content = bytes[lower..<upper]
        let escapedPipe = zip(content, content.dropFirst()).contains { $0 == backslash && $1 == pipe }
        guard escapedPipe else {
            return RawCell(
                text: String(decoding: content, as: UTF8.self), start: LineColumn(line.number, line.column + lower))
        }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(upper - lower)
        var index = lower
        while index < upper {
            if bytes[index] == backslash, index + 1 < upper, bytes[index + 1] == pipe {
                index += 1
                continue
            }
            unescaped.append(bytes[index])
            index += 1
        }
        return RawCell(
            text: String(decoding: unescaped, as: UTF8.self),
            start: LineColumn(line.number, line.column + lower))
    }

    private static let pipe = UInt8(ascii: "|")
    private static let backslash = UInt8(ascii: "\\")
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
