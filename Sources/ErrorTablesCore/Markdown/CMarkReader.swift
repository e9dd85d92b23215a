import CCmark

/// The only place that talks to cmark: parses Markdown into `Block` and `Inline` values.
///
/// Everything that leaves this file is a plain Swift value with 1-based line/column source ranges
/// (columns in UTF-8 bytes). Every cmark tree is freed before the function that made it returns.
enum CMarkReader {
    /// cmark's options: source positions on, UTF-8 validated (invalid sequences replaced), raw HTML kept.
    private static let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_UNSAFE

    /// The blocks of a whole document.
    static func blocks(of source: SourceText) -> [Block] {
        guard let document = parse(source.text) else { return [] }
        defer { cmark_node_free(document) }
        return Walker(source: source).blocks(inChildrenOf: document, containers: [])
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

    /// Parses text into a cmark document that the caller must free.
    private static func parse(_ text: String) -> OpaquePointer? {
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

/// Walks cmark's block tree, remembering which containers enclose the current block so that a
/// paragraph's raw source lines can be recovered without their `>` markers.
private struct Walker {
    enum ContainerKind { case blockQuote, listItem }

    let source: SourceText

    func blocks(inChildrenOf node: OpaquePointer, containers: [ContainerKind]) -> [Block] {
        var result: [Block] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            defer { child = cmark_node_next(current) }
            let range = CMarkReader.range(of: current)
            switch cmark_node_get_type(current) {
            case CMARK_NODE_PARAGRAPH:
                result += paragraph(current, range: range, containers: containers)
            case CMARK_NODE_HEADING:
                let level = Int(cmark_node_get_heading_level(current))
                let inlines = CMarkReader.inlines(inChildrenOf: current)
                result.append(.heading(Heading(level: level, inlines: inlines, range: range)))
            case CMARK_NODE_BLOCK_QUOTE:
                let inner = blocks(inChildrenOf: current, containers: containers + [.blockQuote])
                result.append(.blockQuote(Container(blocks: inner, range: range)))
            case CMARK_NODE_LIST:
                var items: [Container] = []
                var item = cmark_node_first_child(current)
                while let currentItem = item {
                    defer { item = cmark_node_next(currentItem) }
                    let inner = blocks(inChildrenOf: currentItem, containers: containers + [.listItem])
                    items.append(Container(blocks: inner, range: CMarkReader.range(of: currentItem)))
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

    /// A paragraph, or a table with the paragraph lines before it.
    private func paragraph(_ node: OpaquePointer, range: SourceRange, containers: [ContainerKind]) -> [Block] {
        let lines = rawLines(of: range, containers: containers)
        switch PipeTableScanner.scan(lines) {
        case .none(let rejected):
            let inlines = CMarkReader.inlines(inChildrenOf: node)
            return [.paragraph(Paragraph(inlines: inlines, range: range, rejectedTable: rejected))]
        case .table(let headerIndex, let alignments):
            var result: [Block] = []
            if headerIndex > 0 {
                let before = lines[..<headerIndex]
                let text = before.map { String($0.text) }.joined(separator: "\n")
                let last = before[before.index(before: before.endIndex)]
                let end = LineColumn(last.number, last.column + max(last.text.utf8.count, 1) - 1)
                result.append(
                    .paragraph(Paragraph(inlines: CMarkReader.inlines(of: text), range: SourceRange(start: range.start, end: end))))
            }
            result.append(.table(table(lines: lines[headerIndex...], alignments: alignments, end: range.end)))
            return result
        }
    }

    private func table(lines: ArraySlice<PipeTableScanner.Line>, alignments: [Table.Alignment], end: LineColumn) -> Table {
        let width = alignments.count
        func cells(_ line: PipeTableScanner.Line) -> [TableCell] {
            var raw = PipeTableScanner.cells(of: line)
            if raw.count > width { raw.removeLast(raw.count - width) }
            var cells = raw.map { TableCell(inlines: CMarkReader.inlines(of: $0.text), source: $0.text, start: $0.start) }
            let padStart = LineColumn(line.number, line.column + line.text.utf8.count)
            while cells.count < width { cells.append(TableCell(inlines: [], source: "", start: padStart)) }
            return cells
        }
        guard let headerLine = lines.first else {
            return Table(header: [], alignments: alignments, rows: [], range: SourceRange(start: end, end: end))
        }
        let rows = lines.dropFirst(2).map(cells)
        return Table(
            header: cells(headerLine), alignments: alignments, rows: rows,
            range: SourceRange(start: LineColumn(headerLine.number, headerLine.column), end: end))
    }

    /// The paragraph's source lines: the first from cmark's start column, the others with the markers
    /// of enclosing block quotes removed (lazy continuation lines may lack them).
    private func rawLines(of range: SourceRange, containers: [ContainerKind]) -> [PipeTableScanner.Line] {
        guard range.start.line <= range.end.line else { return [] }
        return (range.start.line...range.end.line).map { number in
            let line = source.line(number)
            if number == range.start.line {
                let offset = min(max(range.start.column - 1, 0), line.utf8.count)
                let text = Substring(line.utf8.dropFirst(offset))
                return PipeTableScanner.Line(text: text, number: number, column: offset + 1)
            }
            let offset = Self.containerPrefixLength(of: line, containers: containers)
            let text = Substring(line.utf8.dropFirst(offset))
            return PipeTableScanner.Line(text: text, number: number, column: offset + 1)
        }
    }

    /// How many bytes of a continuation line belong to the markers of its enclosing containers.
    static func containerPrefixLength(of line: Substring, containers: [ContainerKind]) -> Int {
        let bytes = Array(line.utf8)
        var index = 0
        func skipSpaces(max limit: Int) {
            var skipped = 0
            while index < bytes.count, skipped < limit, bytes[index] == 0x20 || bytes[index] == 0x09 {
                index += 1
                skipped += 1
            }
        }
        for container in containers {
            switch container {
            case .blockQuote:
                let mark = index
                skipSpaces(max: 3)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    index = mark
                    return index
                }
                index += 1
                if index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            case .listItem:
                skipSpaces(max: Int.max)
            }
        }
        skipSpaces(max: Int.max)
        return index
    }
}
