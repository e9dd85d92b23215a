/// Recognizes GitHub-Flavored-Markdown pipe tables in the raw lines of a paragraph
/// (GFM spec, "Tables (extension)"). Core CommonMark has no tables, so cmark hands us a paragraph;
/// this scanner decides, line by line from the source, whether and where a table starts.
///
/// The rules followed:
/// - a table is a header row followed by a delimiter row with the same number of cells;
///   at least one of the two lines contains a pipe;
/// - the delimiter row's cells hold only `-` with an optional `:` at either end (the alignment);
/// - leading and trailing pipes are optional; spaces around cell content are trimmed;
/// - a pipe directly after a backslash is part of the cell (also inside code spans), and `\|`
///   becomes `|` before the cell's inlines are parsed;
/// - every line after the delimiter row up to the end of the paragraph (a blank line or the start of
///   another block) is a body row, padded or cut to the header's width;
/// - paragraph lines before the header row stay a paragraph.
enum PipeTableScanner {
    /// One source line of a paragraph, with container markers (`>`) already removed.
    struct Line: Equatable {
        /// The line's text.
        var text: Substring
        /// The 1-based line number.
        var number: Int
        /// The 1-based byte column at which `text` starts in the source line.
        var column: Int
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

    /// Finds the first table in a paragraph's lines.
    static func scan(_ lines: [Line]) -> Finding {
        var rejected: RejectedTable?
        for index in lines.indices.dropFirst() {
            guard let alignments = alignments(ofDelimiterRow: lines[index]) else { continue }
            let header = lines[index - 1]
            let headerCells = cells(of: header)
            let hasPipe = header.text.contains("|") || lines[index].text.contains("|")
            guard hasPipe else { continue }
            if headerCells.count == alignments.count {
                return .table(headerIndex: index - 1, alignments: alignments)
            }
            if rejected == nil {
                rejected = RejectedTable(
                    headerStart: LineColumn(header.number, header.column),
                    headerCells: headerCells.map(\.text),
                    delimiterCellCount: alignments.count,
                    firstCells: lines[(index + 1)...].map { cells(of: $0).first?.text ?? "" })
            }
        }
        return .none(rejected: rejected)
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

    /// Splits a row into its cells.
    static func cells(of line: Line) -> [RawCell] {
        let bytes = Array(line.text.utf8)
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        if start < end, bytes[start] == pipe { start += 1 }
        if end > start, bytes[end - 1] == pipe, !(end - 2 >= start && bytes[end - 2] == backslash) { end -= 1 }
        if start >= end, line.text.contains("|") { return [] }

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

    private static func cell(bytes: [UInt8], from lower: Int, to upper: Int, line: Line) -> RawCell {
        var lower = lower
        var upper = upper
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
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
