/// What a continuation line needs to stay inside a container: a `>` for a block quote, enough
/// indentation for a list item. Columns are visual, with tab stops every 4 columns, as CommonMark
/// counts them.
enum ContainerMarker: Equatable {
    case blockQuote
    /// A list item whose content starts at this visual column (0-based).
    case listItem(contentColumn: Int)

    /// Where a line's content starts once `markers` are skipped (byte offset and visual column), and how
    /// many of the markers the line has. Fewer than all: a lazy continuation line, whose content then
    /// starts where the first missing marker should be.
    static func skip(_ markers: ArraySlice<ContainerMarker>, in line: Substring)
        -> (contentStart: Int, column: Int, matched: Int)
    {
        let bytes = Array(line.utf8)
        var index = 0
        var column = 0
        var matched = 0
        for marker in markers {
            let mark = (index, column)
            switch marker {
            case .blockQuote:
                while index < bytes.count, column - mark.1 < 3, bytes[index] == space {
                    column += 1
                    index += 1
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return (mark.0, mark.1, matched) }
                column += 1
                index += 1
                if index < bytes.count, bytes[index] == space || bytes[index] == tab {
                    column = Self.column(after: bytes[index], at: column)
                    index += 1
                }
            case .listItem(let contentColumn):
                while index < bytes.count, column < contentColumn, bytes[index] == space || bytes[index] == tab {
                    column = Self.column(after: bytes[index], at: column)
                    index += 1
                }
                if column < contentColumn && index < bytes.count { return (mark.0, mark.1, matched) }
            }
            matched += 1
        }
        return (index, column, matched)
    }

    /// The visual column where a list item's content starts, from the line holding its marker (a bullet,
    /// or 1–9 digits and `.` or `)`) at byte offset `markerStart`: after the spaces that follow the
    /// marker, or one column after the marker when nothing or five spaces or more follow it.
    static func listItemContentColumn(line: Substring, markerStart: Int) -> Int {
        var scanner = LineScanner()
        return listItemContentColumn(line: line, markerStart: markerStart, scanner: &scanner)
    }

    /// Where a scan of one line has got to: list items nested on one line (`- - - x`) are measured from
    /// the one before, so that the columns of all the items on a line take time linear in its length.
    struct LineScanner {
        /// The line number the position belongs to.
        var line = 0
        /// A byte offset in the line, and its visual column.
        var offset = 0
        var column = 0
    }

    /// `listItemContentColumn(line:markerStart:)`, going on from `scanner` when it is on line `number`
    /// before `markerStart`.
    static func listItemContentColumn(line: Substring, number: Int = 0, markerStart: Int, scanner: inout LineScanner)
        -> Int
    {
        let bytes = line.utf8
        var index = bytes.startIndex
        var offset = 0
        var column = 0
        if scanner.line == number, scanner.offset <= markerStart, scanner.offset <= bytes.count {
            index = bytes.index(bytes.startIndex, offsetBy: scanner.offset)
            offset = scanner.offset
            column = scanner.column
        }
        while offset < markerStart, index < bytes.endIndex {
            column = Self.column(after: bytes[index], at: column)
            index = bytes.index(after: index)
            offset += 1
        }
        scanner = LineScanner(line: number, offset: offset, column: column)
        while index < bytes.endIndex, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            column += 1
            index = bytes.index(after: index)
        }
        column += 1
        if index < bytes.endIndex { index = bytes.index(after: index) }
        let markerEnd = column
        while index < bytes.endIndex, bytes[index] == space || bytes[index] == tab {
            column = Self.column(after: bytes[index], at: column)
            index = bytes.index(after: index)
        }
        return index >= bytes.endIndex || column - markerEnd > 4 ? markerEnd + 1 : column
    }

    /// The visual column after a byte: a tab advances to the next multiple of 4.
    static func column(after byte: UInt8, at column: Int) -> Int {
        byte == tab ? (column / 4 + 1) * 4 : column + 1
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
}
