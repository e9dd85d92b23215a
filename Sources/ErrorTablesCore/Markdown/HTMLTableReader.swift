import CGumbo

/// The only place that talks to libgumbo: reads raw HTML `<table>` elements as `Table` values.
///
/// cmark keeps raw HTML as literal HTML blocks, and a blank line ends such a block, so one HTML table can
/// be spread over several blocks (the rest even read as indented code). The reader therefore works on the
/// source text: from a `<table` tag that starts inside an HTML block to its matching `</table>`, the bytes
/// are parsed with libgumbo (an HTML5-conformant parser, so unclosed `td`/`tr`, entities and implied
/// `tbody` behave as in a browser), and every block that starts inside that span is replaced by one
/// `.table` block. Only top-level HTML blocks are read (not tables inside lists or block quotes, which get a
/// warning each, see `UnreadTables`).
///
/// Rows come from `thead`, `tbody`, `tfoot` and bare `tr` elements in document order. The header row is the
/// first row of `thead` or, without one, a first row made only of `th` cells; a table with neither gets an
/// empty header row. `colspan` and `rowspan` repeat a cell into the columns and rows it spans (at most
/// `maximumSpan` each), and short rows are padded to the widest, as GFM pads pipe tables; the cells so
/// created count against the document's `TableCellBudget`, and a table that would create more than is left
/// is skipped with a warning.
///
/// The work is linear in the document: each `<table` is matched with its `</table>` in one pass over the
/// tags, and a table that is read, too deep or over the budget is passed over as a whole (its inner tables
/// are part of it), with at most one warning.
///
/// Cell content becomes `Inline` values: text (whitespace collapsed as a browser shows it), `<code>`,
/// `<em>`/`<i>`, `<strong>`/`<b>`, `<a href>`, `<img alt>`, and `<br>` as a line-break tag; other elements
/// keep only their content. A cell's `source` is its raw HTML, and its `start` the first byte of it.
enum HTMLTableReader {
    /// The widest `colspan` or `rowspan` honoured; HTML caps `colspan` at 1,000 too.
    static let maximumSpan = 1_000

    /// Elements nested deeper than this (estimated from the tags before parsing) make the reader leave the
    /// table as HTML: it keeps libgumbo's recursive tree release far from the stack's limit.
    static let maximumNesting = 256

    /// Inline markup nested deeper than this inside a cell is kept as its text, as in the Markdown reader.
    static let maximumInlineNesting = MarkdownDocument.maximumNesting

    /// A table that could not be read, and why.
    struct Problem: Sendable, Equatable {
        /// Why a table was skipped.
        enum Kind: Sendable, Equatable {
            /// It nests its elements `depth` deep, more than `maximumNesting`.
            case deep(depth: Int)
            /// Its spans and padding would create `cells` cells when the budget had `left` left.
            case overBudget(cells: Int, left: Int, budget: TableCellBudget)
        }

        /// Where the table starts.
        var position: LineColumn
        /// Why it was skipped.
        var kind: Kind

        /// The warning for a document at `path`.
        func diagnostic(path: String) -> Diagnostic {
            let location = SourceLocation(path: path, line: position.line, column: position.column)
            switch kind {
            case .deep(let depth): return .deepHTMLTable(depth: depth, at: location)
            case .overBudget(let cells, let left, let budget):
                return budget.diagnostic(cells: cells, left: left, at: location)
            }
        }
    }

    /// What became of one `<table`.
    private enum Outcome {
        case table(Table)
        /// Left as it is; with a problem when the reader says why.
        case skipped(Problem?)
    }

    /// The blocks with every HTML table among the top-level HTML blocks replaced by a `.table`; the cells that
    /// spans and padding create are spent from `budget`.
    static func replacingTables(in blocks: [Block], source: SourceText, budget: inout TableCellBudget)
        -> (blocks: [Block], problems: [Problem])
    {
        let candidates = blocks.contains { block in
            if case .htmlBlock(let html) = block { return containsTableTag(html.literal) }
            return false
        }
        guard candidates else { return (blocks, []) }
        let text = SourceBytes(source)
        let tags = text.tableTags()
        guard !tags.opens.isEmpty else { return (blocks, []) }

        var result: [Block] = []
        var problems: [Problem] = []
        var consumedUntil = 0  // byte offset: blocks starting before it belong to a table already read
        var skippedUntil = 0  // byte offset: the end of the last table left unread, not searched again
        for block in blocks {
            let start = text.offset(of: block.range.start)
            if start < consumedUntil { continue }
            guard case .htmlBlock = block else {
                result.append(block)
                continue
            }
            let end = text.offset(ofLineEnd: block.range.end.line)
            var cursor = max(start, skippedUntil)
            var replaced = false
            while let open = tags.firstOpen(atOrAfter: cursor), open < end {
                let close = tags.matchingClose(of: open) ?? end
                switch read(text, from: open, to: close, budget: &budget) {
                case .table(let table):
                    result.append(.table(table))
                    replaced = true
                    consumedUntil = max(consumedUntil, close)
                case .skipped(let problem):
                    // Its inner tables are part of it: none is read or reported on its own.
                    if let problem { problems.append(problem) }
                    skippedUntil = max(skippedUntil, close)
                }
                cursor = max(close, open + 1)
            }
            if !replaced { result.append(block) }
        }
        return (result, problems)
    }

    /// Whether some text holds a `<table` tag, in any case.
    static func containsTableTag(_ text: String) -> Bool {
        var matched = 0
        let pattern = Array("<table".utf8)
        for byte in text.utf8 {
            let lower = byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0)
            if lower == pattern[matched] {
                matched += 1
                if matched == pattern.count { return true }
            } else {
                matched = lower == pattern[0] ? 1 : 0
            }
        }
        return false
    }

    // MARK: - One table

    private static func read(_ text: SourceBytes, from start: Int, to end: Int, budget: inout TableCellBudget)
        -> Outcome
    {
        let region = text.bytes[start..<end]
        let depth = estimatedNesting(region)
        guard depth <= maximumNesting else {
            return .skipped(Problem(position: text.position(ofOffset: start), kind: .deep(depth: depth)))
        }
        return Array(region).withUnsafeBufferPointer { buffer -> Outcome in
            guard let base = buffer.baseAddress else { return .skipped(nil) }
            var options = kGumboDefaultOptions
            options.max_errors = 0
            let parsed = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                gumbo_parse_with_options(&options, $0, buffer.count)
            }
            guard let output = parsed else { return .skipped(nil) }
            defer { gumbo_destroy_output(&options, output) }
            guard let table = firstElement(GUMBO_TAG_TABLE, under: output.pointee.root) else { return .skipped(nil) }
            let builder = TableBuilder(text: text, regionStart: start)
            let position = text.position(ofOffset: start)
            let left = budget.left
            switch builder.table(
                table, range: SourceRange(start: position, end: text.position(ofOffset: max(end - 1, start))),
                budget: &budget)
            {
            case .success(let read): return .table(read)
            case .failure(let overBudget):
                return .skipped(
                    Problem(position: position, kind: .overBudget(cells: overBudget.cells, left: left, budget: budget)))
            }
        }
    }

    /// The deepest nesting of elements in raw HTML, counting start and end tags; elements whose end tag may
    /// be left out (`td`, `tr`, `p`, …) and void elements (`br`, `img`, …) are not counted.
    static func estimatedNesting(_ bytes: ArraySlice<UInt8>) -> Int {
        var depth = 0
        var deepest = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            var nameStart = index + 1
            let isEnd = nameStart < bytes.endIndex && bytes[nameStart] == UInt8(ascii: "/")
            if isEnd { nameStart += 1 }
            var nameEnd = nameStart
            while nameEnd < bytes.endIndex, isASCIILetterOrDigit(bytes[nameEnd]) { nameEnd += 1 }
            index = nameEnd
            guard nameEnd > nameStart, nameEnd - nameStart <= 10 else { continue }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
            guard !uncountedElements.contains(name) else { continue }
            if isEnd {
                depth = max(depth - 1, 0)
            } else {
                depth += 1
                deepest = max(deepest, depth)
            }
        }
        return deepest
    }

    private static let uncountedElements: Set<String> = [
        "td", "th", "tr", "thead", "tbody", "tfoot", "p", "li", "dt", "dd", "option", "optgroup", "colgroup",
        "caption", "rb", "rt", "rp", "br", "img", "hr", "input", "meta", "link", "wbr", "col", "area", "base",
        "embed", "param", "source", "track",
    ]

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// The first element with a tag, depth first, without recursion.
    fileprivate static func firstElement(_ tag: GumboTag, under root: UnsafeMutablePointer<GumboNode>?)
        -> UnsafeMutablePointer<GumboNode>?
    {
        guard let root else { return nil }
        var stack = [root]
        while let node = stack.popLast() {
            guard isElement(node) else { continue }
            if node.pointee.v.element.tag == tag { return node }
            stack += children(of: node).reversed()
        }
        return nil
    }

    fileprivate static func isElement(_ node: UnsafeMutablePointer<GumboNode>) -> Bool {
        node.pointee.type == GUMBO_NODE_ELEMENT || node.pointee.type == GUMBO_NODE_TEMPLATE
    }

    fileprivate static func children(of node: UnsafeMutablePointer<GumboNode>) -> [UnsafeMutablePointer<GumboNode>] {
        guard isElement(node) else { return [] }
        let vector = node.pointee.v.element.children
        guard let data = vector.data else { return [] }
        return (0..<Int(vector.length)).compactMap { data[$0]?.assumingMemoryBound(to: GumboNode.self) }
    }

    fileprivate static func attribute(_ name: String, of node: UnsafeMutablePointer<GumboNode>) -> String? {
        guard isElement(node) else { return nil }
        return withUnsafePointer(to: node.pointee.v.element.attributes) { attributes in
            guard let found = gumbo_get_attribute(attributes, name), let value = found.pointee.value else {
                return nil
            }
            return String(cString: value)
        }
    }
}

/// Builds a `Table` from a parsed `<table>` element.
private struct TableBuilder {
    typealias Node = UnsafeMutablePointer<GumboNode>

    let text: SourceBytes
    /// Where the parsed bytes start in the document.
    let regionStart: Int

    /// The table, or the cells it would create when they are more than `budget` has left. The cells the spans
    /// ask for are checked before the grid is made, and the cells made are spent before the table is built.
    func table(_ element: Node, range: SourceRange, budget: inout TableCellBudget) -> Result<Table, OverBudget> {
        let rows = HTMLTableRows(rows: self.rows(of: element))
        let (written, requested) = rows.spanRequest()
        guard requested - written <= budget.left else { return .failure(OverBudget(cells: requested - written)) }
        let grid = rows.spannedGrid()
        let headerIndex = rows.headerIndex()
        let created = rows.createdCells(grid: grid, headerIndex: headerIndex, written: written)
        guard budget.spend(created) else { return .failure(OverBudget(cells: created)) }
        return .success(rows.table(grid: grid, headerIndex: headerIndex, range: range))
    }

    /// The rows of `thead`, `tbody`, `tfoot` and bare `tr` elements, in document order.
    private func rows(of element: Node) -> [HTMLTableRows.Row] {
        var rows: [HTMLTableRows.Row] = []
        for child in HTMLTableReader.children(of: element) where HTMLTableReader.isElement(child) {
            let tag = child.pointee.v.element.tag
            switch tag {
            case GUMBO_TAG_THEAD, GUMBO_TAG_TBODY, GUMBO_TAG_TFOOT:
                for row in HTMLTableReader.children(of: child) where isTag(row, GUMBO_TAG_TR) {
                    rows.append(self.row(row, isHeader: tag == GUMBO_TAG_THEAD))
                }
            case GUMBO_TAG_TR:
                rows.append(self.row(child, isHeader: false))
            default:
                continue
            }
        }
        return rows
    }

    /// A table whose spans and padding would create `cells` cells, more than the budget had left.
    struct OverBudget: Error {
        var cells: Int
    }

    private func isTag(_ node: Node, _ tag: GumboTag) -> Bool {
        HTMLTableReader.isElement(node) && node.pointee.v.element.tag == tag
    }

    private func row(_ element: Node, isHeader: Bool) -> HTMLTableRows.Row {
        var cells: [HTMLTableRows.Cell] = []
        var allHeaderCells = true
        for child in HTMLTableReader.children(of: element)
        where isTag(child, GUMBO_TAG_TD) || isTag(child, GUMBO_TAG_TH) {
            if !isTag(child, GUMBO_TAG_TH) { allHeaderCells = false }
            cells.append(
                HTMLTableRows.Cell(
                    cell: cell(child), columns: span("colspan", of: child), rows: span("rowspan", of: child)))
        }
        return HTMLTableRows.Row(isHeader: isHeader, allHeaderCells: allHeaderCells, cells: cells)
    }

    private func span(_ name: String, of node: Node) -> Int {
        guard let value = HTMLTableReader.attribute(name, of: node),
            let number = Int(value.trimmingSpacesAndNewlines()), number >= 1
        else { return 1 }
        return min(number, HTMLTableReader.maximumSpan)
    }

    /// A cell: its raw HTML content as `source`, its first non-blank byte as `start`, its content as inlines.
    private func cell(_ node: Node) -> TableCell {
        let element = node.pointee.v.element
        let contentStart = regionStart + Int(element.start_pos.offset) + element.original_tag.length
        var contentEnd = contentStart
        if element.original_end_tag.length > 0 || Int(element.end_pos.offset) > Int(element.start_pos.offset) {
            contentEnd = max(contentStart, regionStart + Int(element.end_pos.offset))
        }
        contentEnd = min(contentEnd, text.bytes.count)
        var first = contentStart
        while first < contentEnd, SourceBytes.isHTMLSpace(text.bytes[first]) { first += 1 }
        var last = contentEnd
        while last > first, SourceBytes.isHTMLSpace(text.bytes[last - 1]) { last -= 1 }
        let source = String(decoding: text.bytes[first..<last], as: UTF8.self)
        return TableCell(inlines: inlines(of: node), source: source, start: text.position(ofOffset: first))
    }

    /// The inline content of an element, built with an explicit stack (`HTMLInlineStack`).
    private func inlines(of root: Node) -> [Inline] {
        var stack = HTMLInlineStack<Node>(children: HTMLTableReader.children(of: root))
        while stack.depth > 0 {
            guard let node = stack.nextNode() else {
                if let inlines = stack.close() { return inlines }
                continue
            }
            switch node.pointee.type {
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                stack.append(.text(SourceBytes.collapsingHTMLSpace(String(cString: node.pointee.v.text.text))))
            case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
                visitElement(node, into: &stack)
            default:
                continue  // comments
            }
        }
        return []
    }

    /// One element of a cell: a leaf inline (`br`, code, image), an element opened as emphasis, strong or link
    /// (above `maximumInlineNesting`, only its content is kept), or only its content, on a line of its own
    /// for a block element.
    private func visitElement(_ node: Node, into stack: inout HTMLInlineStack<Node>) {
        if let leaf = leafInline(node) {
            stack.append(leaf)
            return
        }
        let children = HTMLTableReader.children(of: node)
        let tag = node.pointee.v.element.tag
        if stack.depth <= HTMLTableReader.maximumInlineNesting, let kind = containerKind(node) {
            stack.open(kind, children: children)
            return
        }
        if tag == GUMBO_TAG_P || tag == GUMBO_TAG_DIV || tag == GUMBO_TAG_LI { stack.breakLine() }
        stack.inline(children: children)
    }

    /// The inline an element without inline children becomes: `<br>` as a line-break tag, code-like elements
    /// as code (their text, whitespace collapsed and trimmed), an image with its `alt` text.
    private func leafInline(_ node: Node) -> Inline? {
        switch node.pointee.v.element.tag {
        case GUMBO_TAG_BR:
            return .html("<br>")
        case GUMBO_TAG_CODE, GUMBO_TAG_TT, GUMBO_TAG_KBD, GUMBO_TAG_SAMP:
            let code = SourceBytes.collapsingHTMLSpace(textContent(of: node))
            return .code(String(code.trimmingSpacesAndNewlines()))
        case GUMBO_TAG_IMG:
            let alt = HTMLTableReader.attribute("alt", of: node) ?? ""
            return .image(
                source: HTMLTableReader.attribute("src", of: node) ?? "",
                title: HTMLTableReader.attribute("title", of: node) ?? "", alt.isEmpty ? [] : [.text(alt)])
        default:
            return nil
        }
    }

    /// What an inline container element opens: emphasis (`em`, `i`), strong (`strong`, `b`) or a link (`a`).
    private func containerKind(_ node: Node) -> HTMLInlineStack<Node>.Kind? {
        switch node.pointee.v.element.tag {
        case GUMBO_TAG_EM, GUMBO_TAG_I: return .emphasis
        case GUMBO_TAG_STRONG, GUMBO_TAG_B: return .strong
        case GUMBO_TAG_A:
            return .link(
                destination: HTMLTableReader.attribute("href", of: node) ?? "",
                title: HTMLTableReader.attribute("title", of: node) ?? "")
        default: return nil
        }
    }

    /// All text below an element, in order.
    private func textContent(of root: Node) -> String {
        var result = ""
        var stack = [root]
        while let node = stack.popLast() {
            switch node.pointee.type {
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
                result += String(cString: node.pointee.v.text.text)
            default:
                stack += HTMLTableReader.children(of: node).reversed()
            }
        }
        return result
    }
}

/// A document's bytes with line starts, to convert between byte offsets and line/column positions.
private struct SourceBytes {
    let bytes: [UInt8]
    /// The offset of each line's first byte; index 0 is line 1.
    let lineStarts: [Int]

    init(_ source: SourceText) {
        bytes = Array(source.text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The offset of a 1-based line and byte column, clamped to the text.
    func offset(of position: LineColumn) -> Int {
        let line = min(max(position.line, 1), lineStarts.count)
        return min(lineStarts[line - 1] + max(position.column - 1, 0), bytes.count)
    }

    /// The offset just past a line's last byte (its `\n` excluded).
    func offset(ofLineEnd line: Int) -> Int {
        guard line >= 1, line < lineStarts.count else { return bytes.count }
        return max(lineStarts[line] - 1, lineStarts[line - 1])
    }

    /// The 1-based line and byte column of an offset.
    func position(ofOffset offset: Int) -> LineColumn {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return LineColumn(low + 1, offset - lineStarts[low] + 1)
    }

    /// Where `<table` and `</table` tags are, found in one pass.
    struct TableTags {
        var opens: [Int]
        var closes: [Int]
        /// The offset just past each close tag's `>` (or past `</table` when no `>` follows soon).
        var closeEnds: [Int]

        func firstOpen(atOrAfter offset: Int) -> Int? {
            let index = Self.firstIndex(in: opens, atOrAfter: offset)
            return index < opens.count ? opens[index] : nil
        }

        /// For each open tag, the end of its matching close tag; `nil` when unclosed.
        var matches: [Int?] = []

        /// The end of the close tag that matches an open tag, counting nested tables; `nil` when unclosed.
        func matchingClose(of open: Int) -> Int? {
            let index = Self.firstIndex(in: opens, atOrAfter: open)
            return index < matches.count && opens[index] == open ? matches[index] : nil
        }

        /// Matches every open tag with its close tag in one pass over both, as brackets: a close tag
        /// belongs to the last open tag not closed yet, and one with none open is ignored.
        mutating func matchTags() {
            matches = Array(repeating: nil, count: opens.count)
            var unclosed: [Int] = []  // indices into `opens`
            var openIndex = 0
            for (closeIndex, close) in closes.enumerated() {
                while openIndex < opens.count, opens[openIndex] < close {
                    unclosed.append(openIndex)
                    openIndex += 1
                }
                if let innermost = unclosed.popLast() { matches[innermost] = closeEnds[closeIndex] }
            }
        }

        private static func firstIndex(in offsets: [Int], atOrAfter offset: Int) -> Int {
            var low = 0
            var high = offsets.count
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    func tableTags() -> TableTags {
        var tags = TableTags(opens: [], closes: [], closeEnds: [])
        let name = Array("table".utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let isClose = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
            let nameStart = index + (isClose ? 2 : 1)
            let nameEnd = nameStart + name.count
            guard nameEnd <= bytes.count,
                zip(bytes[nameStart..<nameEnd], name).allSatisfy({ ($0 | 0x20) == $1 }),
                nameEnd == bytes.count || Self.endsTagName(bytes[nameEnd])
            else {
                index += 1
                continue
            }
            if isClose {
                tags.closes.append(index)
                var end = nameEnd
                let limit = min(bytes.count, nameEnd + 64)
                while end < limit, bytes[end] != UInt8(ascii: ">") { end += 1 }
                tags.closeEnds.append(end < limit ? end + 1 : nameEnd)
            } else {
                tags.opens.append(index)
            }
            index = nameEnd
        }
        tags.matchTags()
        return tags
    }

    private static func endsTagName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || isHTMLSpace(byte)
    }

    static func isHTMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Text with each run of HTML whitespace shown as one space, as a browser renders it.
    static func collapsingHTMLSpace(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var inSpace = false
        for byte in text.utf8 {
            if isHTMLSpace(byte) {
                if !inSpace { bytes.append(0x20) }
                inSpace = true
            } else {
                bytes.append(byte)
                inSpace = false
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
