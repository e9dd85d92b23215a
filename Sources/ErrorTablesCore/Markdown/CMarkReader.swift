import CCmark

/// The only place that talks to cmark: parses Markdown into `Block` and `Inline` values.
///
/// Everything that leaves this file is a plain Swift value with 1-based line/column source ranges
/// (columns in UTF-8 bytes). Every cmark tree is freed before the function that made it returns.
enum CMarkReader {
    /// cmark's options: source positions on, UTF-8 validated (invalid sequences replaced), raw HTML kept.
    private static let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_UNSAFE

    /// The blocks of a whole document.
    ///
    /// Where a GFM table ends inside the paragraph cmark read (at a line that cannot be a row but could
    /// not interrupt a paragraph either), a blank line is put after the table's last row and the text
    /// parsed again, so that cmark reads what follows as cmark-gfm does; positions are then mapped back.
    static func blocks(of source: SourceText) -> [Block] {
        var text = source
        var inserted: [Int] = []  // the numbers, in `text`, of the blank lines put in so far
        while inserted.count <= source.lines.count {
            guard let document = parse(text.text) else { return [] }
            defer { cmark_node_free(document) }
            do throws(TableBreak) {
                let blocks = try Walker(source: text).blocks(inChildrenOf: document, containers: [])
                guard !inserted.isEmpty else { return blocks }
                return blocks.map { block in
                    block.remapped { position in
                        let line = position.line - inserted.filter { $0 <= position.line }.count
                        // Only a container's end can be on a blank line put in: it ends where the line before does.
                        guard inserted.contains(position.line) else { return LineColumn(line, position.column) }
                        return LineColumn(line, max(source.line(line).utf8.count, 1))
                    }
                }
            } catch {
                var lines = text.lines.map(String.init)
                lines.insert(error.prefix, at: min(error.line, lines.count))
                inserted.append(error.line + 1)
                text = SourceText(path: source.path, normalizedLines: lines)
            }
        }
        return []
    }

    /// The inlines of a piece of text parsed as paragraph content (never as block structure):
    /// a table cell, or the first lines of a paragraph that a table interrupts.
    static func inlines(of text: String) -> [Inline] {
        guard !text.isEmpty else { return [] }
        // A fixed lead-in keeps cmark from reading "# x", "1. x", "> x" or "- x" as blocks.
        let prefixed = leadIn + text
        guard let document = parse(prefixed) else { return [.text(text)] }
        defer { cmark_node_free(document) }
        guard let paragraph = cmark_node_first_child(document),
            cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
        else { return [.text(text)] }
        var result = inlines(inChildrenOf: paragraph)
        dropLeadIn(from: &result)
        return result
    }

    private static let leadIn = "x "

    /// Whether a line on its own starts a block other than a paragraph (indented code, a list, HTML, a
    /// thematic break, …). After a table's delimiter row such a line ends the table, even where it could
    /// not interrupt a paragraph.
    static func startsBlock(_ line: String) -> Bool {
        guard let document = parse(line) else { return false }
        defer { cmark_node_free(document) }
        guard let first = cmark_node_first_child(document) else { return false }
        return cmark_node_get_type(first) != CMARK_NODE_PARAGRAPH
    }

    /// Parses text into a cmark document that the caller must free.
    fileprivate static func parse(_ text: String) -> OpaquePointer? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            guard let base = buffer.baseAddress else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parse_document($0, buffer.count, options)
            }
        }
    }

    private static func dropLeadIn(from inlines: inout [Inline]) {
        guard case .text(let first)? = inlines.first, first.hasPrefix(leadIn) else { return }
        let rest = String(first.dropFirst(leadIn.count))
        if rest.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(rest) }
    }

    /// Converts inline children, merging adjacent text (cmark splits text at special characters).
    static func inlines(inChildrenOf node: OpaquePointer) -> [Inline] {
        var result: [Inline] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            defer { child = cmark_node_next(current) }
            let inline: Inline
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT: inline = .text(literal(current))
            case CMARK_NODE_CODE: inline = .code(literal(current))
            case CMARK_NODE_HTML_INLINE: inline = .html(literal(current))
            case CMARK_NODE_SOFTBREAK: inline = .softBreak
            case CMARK_NODE_LINEBREAK: inline = .lineBreak
            case CMARK_NODE_EMPH: inline = .emphasis(inlines(inChildrenOf: current))
            case CMARK_NODE_STRONG: inline = .strong(inlines(inChildrenOf: current))
            case CMARK_NODE_LINK:
                inline = .link(
                    destination: string(cmark_node_get_url(current)), title: string(cmark_node_get_title(current)),
                    inlines(inChildrenOf: current))
            case CMARK_NODE_IMAGE:
                inline = .image(
                    source: string(cmark_node_get_url(current)), title: string(cmark_node_get_title(current)),
                    inlines(inChildrenOf: current))
            default: inline = .text(literal(current))
            }
            if case .text(let text) = inline, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(previous + text)
            } else {
                result.append(inline)
            }
        }
        return result
    }

    fileprivate static func literal(_ node: OpaquePointer) -> String { string(cmark_node_get_literal(node)) }

    fileprivate static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    fileprivate static func range(of node: OpaquePointer) -> SourceRange {
        SourceRange(
            Int(cmark_node_get_start_line(node)), Int(cmark_node_get_start_column(node)),
            Int(cmark_node_get_end_line(node)), Int(cmark_node_get_end_column(node)))
    }
}

/// Thrown when a table ends before the cmark block holding it does: cmark must read the lines after the
/// table as blocks of their own, so a blank line (with the containers' markers) goes after its last row.
private struct TableBreak: Error {
    /// The line after which the blank line goes.
    var line: Int
    /// The markers of the table's containers, so the blank line stays inside them.
    var prefix: String
}

/// Walks cmark's block tree, remembering which containers enclose the current block so that a
/// paragraph's raw source lines can be recovered without their container markers.
private struct Walker {
    typealias Line = PipeTableScanner.Line

    let source: SourceText

    func blocks(inChildrenOf node: OpaquePointer, containers: [ContainerMarker]) throws(TableBreak) -> [Block] {
        var result: [Block] = []
        var child = cmark_node_first_child(node)
        // The last line that a table read past the end of its cmark block (see `heading`).
        var consumedThrough = 0
        while let current = child {
            defer { child = cmark_node_next(current) }
            let range = CMarkReader.range(of: current)
            let type = cmark_node_get_type(current)
            if range.start.line <= consumedThrough, type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING {
                // A block whose lines a table read as its rows; split it where the rows end.
                let last = setextLines(of: range, containers: containers)?.last?.number ?? range.end.line
                if last > consumedThrough { throw tableBreak(after: consumedThrough, containers: containers) }
                continue
            }
            switch type {
            case CMARK_NODE_PARAGRAPH:
                result += try paragraph(current, range: range, containers: containers)
            case CMARK_NODE_HEADING:
                result += try heading(current, range: range, containers: containers, consumedThrough: &consumedThrough)
            case CMARK_NODE_BLOCK_QUOTE:
                let inner = try blocks(inChildrenOf: current, containers: containers + [.blockQuote])
                result.append(.blockQuote(Container(blocks: inner, range: range)))
            case CMARK_NODE_LIST:
                var items: [Container] = []
                var item = cmark_node_first_child(current)
                while let currentItem = item {
                    defer { item = cmark_node_next(currentItem) }
                    let itemRange = CMarkReader.range(of: currentItem)
                    let column = ContainerMarker.listItemContentColumn(
                        line: source.line(itemRange.start.line), markerStart: itemRange.start.column - 1)
                    let marker = ContainerMarker.listItem(contentColumn: column)
                    let inner = try blocks(inChildrenOf: currentItem, containers: containers + [marker])
                    items.append(Container(blocks: inner, range: itemRange))
                }
                let ordered = cmark_node_get_list_type(current) == CMARK_ORDERED_LIST
                result.append(.list(List(isOrdered: ordered, items: items, range: range)))
            case CMARK_NODE_CODE_BLOCK:
                let info = CMarkReader.string(cmark_node_get_fence_info(current))
                result.append(.codeBlock(CodeBlock(info: info, literal: CMarkReader.literal(current), range: range)))
            case CMARK_NODE_HTML_BLOCK:
                result.append(.htmlBlock(CodeBlock(info: "", literal: CMarkReader.literal(current), range: range)))
            case CMARK_NODE_THEMATIC_BREAK:
                result.append(.thematicBreak(range))
            default:
                break
            }
        }
        return result
    }

    /// A paragraph, or the paragraph lines before a table and the table.
    private func paragraph(_ node: OpaquePointer, range: SourceRange, containers: [ContainerMarker]) throws(TableBreak)
        -> [Block]
    {
        let lines = rawLines(of: range, containers: containers)
        switch PipeTableScanner.scan(lines) {
        case .none(let rejected):
            let inlines = CMarkReader.inlines(inChildrenOf: node)
            return [.paragraph(Paragraph(inlines: inlines, range: range, rejectedTable: rejected))]
        case .table(let headerIndex, let alignments):
            let end = PipeTableScanner.bodyEnd(lines, delimiterIndex: headerIndex + 1, startsBlock: startsBlock)
            if end < lines.count { throw tableBreak(after: lines[end - 1].number, containers: containers) }
            return split(lines, headerIndex: headerIndex, alignments: alignments, start: range.start)
        }
    }

    /// A heading. A setext heading (content lines, then a `---` or `===` underline) may hold a table:
    /// cmark-gfm finds the delimiter row before it sees the underline, which then ends the table (`---`)
    /// or becomes one of its rows (`===`, `--`). In that last case cmark-gfm goes on reading rows where
    /// cmark began new blocks; `consumedThrough` tells the caller which lines the table took.
    private func heading(
        _ node: OpaquePointer, range: SourceRange, containers: [ContainerMarker], consumedThrough: inout Int
    ) throws(TableBreak) -> [Block] {
        let level = Int(cmark_node_get_heading_level(node))
        let inlines = CMarkReader.inlines(inChildrenOf: node)
        let heading = Block.heading(Heading(level: level, inlines: inlines, range: range))
        guard var lines = setextLines(of: range, containers: containers),
            case .table(let headerIndex, let alignments) = PipeTableScanner.scan(lines, delimiterEnd: lines.count - 1)
        else { return [heading] }
        let end = PipeTableScanner.bodyEnd(lines, delimiterIndex: headerIndex + 1, startsBlock: startsBlock)
        if end < lines.count { throw tableBreak(after: lines[end - 1].number, containers: containers) }
        if let last = lines.last {
            var number = last.number + 1
            while number <= source.lines.count {
                let next = line(number, containers: containers)
                guard PipeTableScanner.isRow(next, startsBlock: startsBlock) else { break }
                lines.append(next)
                number += 1
            }
            consumedThrough = max(consumedThrough, number - 1)
        }
        return split(lines, headerIndex: headerIndex, alignments: alignments, start: range.start)
    }

    /// A setext heading's lines up to its underline; `nil` for an ATX heading. cmark may report the end
    /// on the line after the underline, so the underline is looked up here.
    private func setextLines(of range: SourceRange, containers: [ContainerMarker]) -> [Line]? {
        guard range.start.line < range.end.line else { return nil }
        let lines = rawLines(of: range, containers: containers)
        guard let underline = lines.indices.dropFirst().first(where: { PipeTableScanner.isSetextUnderline(lines[$0]) })
        else { return nil }
        return Array(lines[...underline])
    }

    /// The break to put after a table that ends on line `number`.
    private func tableBreak(after number: Int, containers: [ContainerMarker]) -> TableBreak {
        let line = source.line(number)
        let prefix = ContainerMarker.skip(containers[...], in: line).contentStart
        return TableBreak(line: number, prefix: String(Substring(line.utf8.prefix(prefix))))
    }

    /// The lines before the header row as a paragraph, then the table.
    private func split(_ lines: [Line], headerIndex: Int, alignments: [Table.Alignment], start: LineColumn) -> [Block] {
        var result: [Block] = []
        if headerIndex > 0 {
            let before = lines[..<headerIndex]
            let text = before.map { String($0.text) }.joined(separator: "\n")
            let last = before[before.index(before: before.endIndex)]
            let end = LineColumn(last.number, last.column + max(last.text.utf8.count, 1) - 1)
            let inlines = CMarkReader.inlines(of: text)
            result.append(.paragraph(Paragraph(inlines: inlines, range: SourceRange(start: start, end: end))))
        }
        result.append(.table(table(lines: lines[headerIndex...], alignments: alignments)))
        return result
    }

    /// Whether a line, with its indentation, starts a block of its own.
    private func startsBlock(_ line: Line) -> Bool {
        CMarkReader.startsBlock(String(repeating: " ", count: line.indent) + line.text)
    }

    private func table(lines: ArraySlice<Line>, alignments: [Table.Alignment]) -> Table {
        let width = alignments.count
        func cells(_ line: Line) -> [TableCell] {
            var raw = PipeTableScanner.cells(of: line)
            if raw.count > width { raw.removeLast(raw.count - width) }
            var cells = raw.map {
                TableCell(inlines: CMarkReader.inlines(of: $0.text), source: $0.text, start: $0.start)
            }
            let padStart = LineColumn(line.number, line.column + line.text.utf8.count)
            while cells.count < width { cells.append(TableCell(inlines: [], source: "", start: padStart)) }
            return cells
        }
        guard let headerLine = lines.first, let lastLine = lines.last else {
            return Table(header: [], alignments: alignments, rows: [], range: SourceRange(1, 1, 1, 1))
        }
        let end = LineColumn(lastLine.number, lastLine.column + max(lastLine.text.utf8.count, 1) - 1)
        return Table(
            header: cells(headerLine), alignments: alignments, rows: lines.dropFirst(2).map(cells),
            range: SourceRange(start: LineColumn(headerLine.number, headerLine.column), end: end))
    }

    /// The block's source lines: the first from cmark's start column, the others without the markers of
    /// their containers.
    private func rawLines(of range: SourceRange, containers: [ContainerMarker]) -> [Line] {
        guard range.start.line <= range.end.line else { return [] }
        return (range.start.line...range.end.line).map { number in
            guard number == range.start.line else { return line(number, containers: containers) }
            let line = source.line(number)
            let offset = min(max(range.start.column - 1, 0), line.utf8.count)
            let text = Substring(line.utf8.dropFirst(offset))
            return Line(text: text, number: number, column: offset + 1, contentStart: offset)
        }
    }

    /// A continuation line without its container markers and indentation. A line lacking some markers
    /// (a lazy continuation line) is marked as such and keeps its indentation, as cmark keeps it.
    private func line(_ number: Int, containers: [ContainerMarker]) -> Line {
        let line = source.line(number)
        let prefix = ContainerMarker.skip(containers[...], in: line)
        let bytes = Array(line.utf8)
        var index = prefix.contentStart
        var column = prefix.column
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            column = ContainerMarker.column(after: bytes[index], at: column)
            index += 1
        }
        let isLazy = prefix.matched < containers.count
        let textStart = isLazy ? prefix.contentStart : index
        return Line(
            text: Substring(line.utf8.dropFirst(textStart)), number: number, column: textStart + 1,
            contentStart: prefix.contentStart, indent: column - prefix.column, isLazy: isLazy)
    }
}
