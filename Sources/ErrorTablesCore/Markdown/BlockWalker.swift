import CCmark

/// Walks cmark's block tree, remembering which containers enclose the current block so that a
/// paragraph's raw source lines can be recovered without their container markers.
///
/// The walk is iterative, with an explicit stack of open containers, so it copes with any depth. Block
/// quotes and list items nested deeper than `MarkdownDocument.maximumNesting` are still walked (their
/// markers are needed to read their lines) but produce no `Block` of their own: their blocks go into the
/// container at the limit, so every `Block` value stays at most that deep.
struct BlockWalker {
    typealias Line = PipeTableScanner.Line

    /// The text cmark parsed.
    let source: SourceText
    /// Only looking for table breaks: no blocks are built and no inlines converted.
    let probing: Bool
    /// The places where nesting was flattened, in document order.
    private(set) var warnings: [ReaderWarning] = []
    /// After a walk: the first line of the last top-level block, if any.
    private(set) var lastTopLevelStart: Int?
    /// After a walk: the last line that a top-level table read past the end of its cmark block.
    private(set) var topLevelConsumedThrough = 0

    /// The cells that padding short rows may still create (see `TableCellBudget`); a table that would create
    /// more is skipped with a warning.
    private(set) var budget: TableCellBudget
    /// Where a break found now makes the text be read again (see `TableBreak.restart`).
    private var restart = 1
    /// Whether the top-level block being walked is the last one.
    private var isInLastTopLevelBlock = false
    /// Where measuring the last list item's marker got to on its line.
    private var itemScanner = ContainerMarker.LineScanner()

    /// A walker over `source`; `budget` defaults to that of a document of `source`'s size.
    init(source: SourceText, probing: Bool, budget: TableCellBudget? = nil) {
        self.source = source
        self.probing = probing
        self.budget = budget ?? TableCellBudget(byteCount: source.text.utf8.count)
    }

    private enum Kind {
        case document, blockQuote, item
        case list(isOrdered: Bool)
    }

    /// A container whose children are being walked.
    private struct Frame {
        var node: OpaquePointer
        var kind: Kind
        var range: SourceRange
        /// How many block quotes and list items enclose this container's content.
        var depth: Int
        /// Whether this container produces no block of its own (it is beyond the nesting limit).
        var isFlattened: Bool
        var blocks: [Block] = []
        var items: [Container] = []
        /// The last line that a table among the children read past the end of its cmark block.
        var consumedThrough = 0
        /// The first line of the heading that set `consumedThrough`.
        var consumer = 0
    }

    /// The state of one walk over a document: the open frames, the ones among them that collect blocks (the
    /// document and the containers within the limit), and the markers of the containers around the current node.
    private struct Walk {
        var frames: [Frame]
        var owners = [0]
        var markers: [ContainerMarker] = []
    }

    /// The blocks of a cmark document node, walked without recursion: `visit` each node, `close` each frame
    /// whose children are all walked.
    mutating func blocks(of document: OpaquePointer) throws(TableBreak) -> [Block] {
        var walk = Walk(frames: [
            Frame(node: document, kind: .document, range: SourceRange(1, 1, 1, 1), depth: 0, isFlattened: false)
        ])
        let lastTopLevel = cmark_node_last_child(document)
        lastTopLevelStart = lastTopLevel.map { CMarkReader.range(of: $0).start.line }
        var next = cmark_node_first_child(document)
        while true {
            guard let current = next else {
                let node = walk.frames[walk.frames.count - 1].node
                if let blocks = close(&walk) { return blocks }
                next = cmark_node_next(node)
                continue
            }
            let range = CMarkReader.range(of: current)
            if walk.frames.count == 1 {
                restart = range.start.line
                isInLastTopLevelBlock = current == lastTopLevel
            }
            if case .list = walk.frames[walk.frames.count - 1].kind {
                enterItem(current, range: range, &walk)
                next = cmark_node_first_child(current)
                continue
            }
            next = cmark_node_next(current)
            if try visit(current, range: range, &walk) { next = cmark_node_first_child(current) }
        }
    }

    /// Closes the innermost frame, whose children are all walked, adding its container to the frame around it;
    /// returns the document's blocks when that frame is the document.
    private mutating func close(_ walk: inout Walk) -> [Block]? {
        let frame = walk.frames.removeLast()
        switch frame.kind {
        case .document:
            topLevelConsumedThrough = frame.consumedThrough
            return frame.blocks
        case .blockQuote:
            walk.markers.removeLast()
            if !frame.isFlattened {
                walk.owners.removeLast()
                emit(
                    .blockQuote(Container(blocks: frame.blocks, range: frame.range)), frames: &walk.frames, walk.owners)
            }
        case .item:
            walk.markers.removeLast()
            if !frame.isFlattened {
                walk.owners.removeLast()
                walk.frames[walk.frames.count - 1].items.append(Container(blocks: frame.blocks, range: frame.range))
            }
        case .list(let isOrdered):
            if !frame.isFlattened {
                let list = List(isOrdered: isOrdered, items: frame.items, range: frame.range)
                emit(.list(list), frames: &walk.frames, walk.owners)
            }
        }
        return nil
    }

    /// Opens the frame of a list item, whose children are walked next.
    private mutating func enterItem(_ current: OpaquePointer, range: SourceRange, _ walk: inout Walk) {
        let parent = walk.frames.count - 1
        let column = ContainerMarker.listItemContentColumn(
            line: source.line(range.start.line), number: range.start.line,
            markerStart: max(range.start.column - 1, 0), scanner: &itemScanner)
        walk.markers.append(.listItem(contentColumn: column))
        let isFlattened = walk.frames[parent].isFlattened
        walk.frames.append(
            Frame(
                node: current, kind: .item, range: range, depth: walk.frames[parent].depth + 1,
                isFlattened: isFlattened))
        if !isFlattened { walk.owners.append(walk.frames.count - 1) }
    }

    /// Reads one block node outside a list: emits what it holds, or opens the frame of a block quote or list;
    /// returns whether its children are walked next.
    private mutating func visit(_ current: OpaquePointer, range: SourceRange, _ walk: inout Walk)
        throws(TableBreak) -> Bool
    {
        let type = cmark_node_get_type(current)
        let consumedThrough = walk.frames[walk.frames.count - 1].consumedThrough
        if range.start.line <= consumedThrough, type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING {
            try checkConsumedBlock(range: range, consumedThrough: consumedThrough, walk)
            return false
        }
        switch type {
        case CMARK_NODE_PARAGRAPH:
            let blocks = try paragraph(current, range: range, containers: walk.markers)
            for block in blocks { emit(block, frames: &walk.frames, walk.owners) }
        case CMARK_NODE_HEADING:
            try visitHeading(current, range: range, &walk)
        case CMARK_NODE_BLOCK_QUOTE:
            enterBlockQuote(current, range: range, &walk)
            return true
        case CMARK_NODE_LIST:
            enterList(current, range: range, &walk)
            return true
        case CMARK_NODE_CODE_BLOCK:
            let info = CMarkReader.string(cmark_node_get_fence_info(current))
            let block = CodeBlock(info: info, literal: CMarkReader.literal(current), range: range)
            emit(.codeBlock(block), frames: &walk.frames, walk.owners)
        case CMARK_NODE_HTML_BLOCK:
            let block = CodeBlock(info: "", literal: CMarkReader.literal(current), range: range)
            emit(.htmlBlock(block), frames: &walk.frames, walk.owners)
        case CMARK_NODE_THEMATIC_BREAK:
            emit(.thematicBreak(range), frames: &walk.frames, walk.owners)
        default:
            break
        }
        return false
    }

    /// A paragraph or heading whose lines a table before it read as its rows (up to `consumedThrough`) is
    /// dropped; when it goes on past them, throws the break that makes the text be read again split there.
    private mutating func checkConsumedBlock(range: SourceRange, consumedThrough: Int, _ walk: Walk) throws(TableBreak)
    {
        let parent = walk.frames.count - 1
        let last = setextLines(of: range, containers: walk.markers)?.last?.number ?? range.end.line
        guard last > consumedThrough else { return }
        var error = tableBreak(after: consumedThrough, containers: walk.markers)
        error.opener = nil
        if parent == 0 { error.restart = walk.frames[parent].consumer }
        throw error
    }

    /// Emits a heading's blocks (a heading can be a table's header row); when its table reads lines past the
    /// heading's block, the enclosing frame remembers how far and from which line.
    private mutating func visitHeading(_ current: OpaquePointer, range: SourceRange, _ walk: inout Walk)
        throws(TableBreak)
    {
        let parent = walk.frames.count - 1
        let consumedThrough = walk.frames[parent].consumedThrough
        var consumed = consumedThrough
        let blocks = try heading(current, range: range, containers: walk.markers, consumedThrough: &consumed)
        if consumed > consumedThrough {
            walk.frames[parent].consumedThrough = consumed
            walk.frames[parent].consumer = range.start.line
        }
        for block in blocks { emit(block, frames: &walk.frames, walk.owners) }
    }

    /// Opens the frame of a block quote, flattened beyond the nesting limit.
    private mutating func enterBlockQuote(_ current: OpaquePointer, range: SourceRange, _ walk: inout Walk) {
        let parent = walk.frames.count - 1
        let depth = walk.frames[parent].depth + 1
        let isFlattened = flatten(depth: depth, parent: walk.frames[parent], at: range.start)
        walk.markers.append(.blockQuote)
        walk.frames.append(
            Frame(node: current, kind: .blockQuote, range: range, depth: depth, isFlattened: isFlattened))
        if !isFlattened { walk.owners.append(walk.frames.count - 1) }
    }

    /// Opens the frame of a list, flattened when its items would be beyond the nesting limit; the list itself
    /// adds no depth (its items do).
    private mutating func enterList(_ current: OpaquePointer, range: SourceRange, _ walk: inout Walk) {
        let parent = walk.frames.count - 1
        let isOrdered = cmark_node_get_list_type(current) == CMARK_ORDERED_LIST
        let isFlattened = flatten(depth: walk.frames[parent].depth + 1, parent: walk.frames[parent], at: range.start)
        walk.frames.append(
            Frame(
                node: current, kind: .list(isOrdered: isOrdered), range: range, depth: walk.frames[parent].depth,
                isFlattened: isFlattened))
    }

    /// Adds a block to the innermost container that collects blocks.
    private func emit(_ block: Block, frames: inout [Frame], _ owners: [Int]) {
        guard !probing, let owner = owners.last else { return }
        frames[owner].blocks.append(block)
    }

    /// Whether a container whose content is `depth` containers deep is flattened; the first container
    /// beyond the limit gets a warning.
    private mutating func flatten(depth: Int, parent: Frame, at start: LineColumn) -> Bool {
        if parent.isFlattened { return true }
        guard depth > MarkdownDocument.maximumNesting else { return false }
        if !probing { warnings.append(ReaderWarning(kind: .blockNesting, position: start)) }
        return true
    }

    /// A paragraph, or the paragraph lines before a table and the table.
    private mutating func paragraph(_ node: OpaquePointer, range: SourceRange, containers: [ContainerMarker])
        throws(TableBreak) -> [Block]
    {
        let lines = rawLines(of: range, containers: containers)
        switch PipeTableScanner.scan(lines) {
        case .none(let rejected):
            if probing { return [] }
            let inlines = CMarkReader.inlines(inChildrenOf: node, warnings: &warnings) { LineColumn($0, $1) }
            return [.paragraph(Paragraph(inlines: inlines, range: range, rejectedTable: rejected))]
        case .table(let headerIndex, let alignments):
            let end = PipeTableScanner.bodyEnd(lines, delimiterIndex: headerIndex + 1, startsBlock: startsBlock)
            if end < lines.count { throw tableBreak(after: lines[end - 1].number, containers: containers) }
            if probing { return [] }
            return split(lines, headerIndex: headerIndex, alignments: alignments, start: range.start)
        }
    }

    /// A heading. A setext heading (content lines, then a `---` or `===` underline) may hold a table:
    /// cmark-gfm finds the delimiter row before it sees the underline, which then ends the table (`---`)
    /// or becomes one of its rows (`===`, `--`). In that last case cmark-gfm goes on reading rows where
    /// cmark began new blocks; `consumedThrough` tells the caller which lines the table took.
    private mutating func heading(
        _ node: OpaquePointer, range: SourceRange, containers: [ContainerMarker], consumedThrough: inout Int
    ) throws(TableBreak) -> [Block] {
        guard var lines = setextLines(of: range, containers: containers),
            case .table(let headerIndex, let alignments) = PipeTableScanner.scan(lines, delimiterEnd: lines.count - 1)
        else {
            if probing { return [] }
            let level = Int(cmark_node_get_heading_level(node))
            let inlines = CMarkReader.inlines(inChildrenOf: node, warnings: &warnings) { LineColumn($0, $1) }
            return [.heading(Heading(level: level, inlines: inlines, range: range))]
        }
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
        if probing { return [] }
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
        let prefix = String(Substring(line.utf8.prefix(ContainerMarker.skip(containers[...], in: line).contentStart)))
        return TableBreak(
            line: number, prefix: prefix, restart: restart,
            isInLastTopLevelBlock: isInLastTopLevelBlock, opener: Self.opener(of: containers, prefix: prefix))
    }

    /// A line that opens `containers` with nothing in them (see `TableBreak.opener`): the blank line's
    /// `prefix` for block quotes; for list items, one marker per item (a bullet, or digits and `.`, with
    /// up to 3 spaces before the first) spaced so that each item's content starts at its column, the last
    /// item empty. Bullets alternate `-`, `+`, `*`, so the line is never a thematic break. `nil` for a
    /// mix of block quotes and list items, or columns that no marker reaches.
    static func opener(of containers: [ContainerMarker], prefix: String) -> String? {
        if containers.allSatisfy({ $0 == .blockQuote }) { return prefix }
        var line = ""
        var position = 0
        for (index, container) in containers.enumerated() {
            guard case .listItem(let column) = container else { return nil }
            let isLast = index == containers.count - 1
            var distance = column - position
            if index == 0 {
                let indentation = max(0, distance - (isLast ? 11 : 14))
                guard indentation <= 3 else { return nil }
                line += String(repeating: " ", count: indentation)
                distance -= indentation
            }
            let bullet = ["-", "+", "*"][index % 3]
            if isLast {
                // An empty item's content starts one column after its marker.
                guard distance >= 2, distance <= 11 else { return nil }
                line += distance == 2 ? bullet : String(repeating: "1", count: distance - 2) + "."
            } else {
                guard distance >= 2, distance <= 14 else { return nil }
                if distance <= 5 {
                    line += bullet + String(repeating: " ", count: distance - 1)
                } else {
                    let digits = min(distance - 2, 9)
                    line +=
                        String(repeating: "1", count: digits) + "."
                        + String(repeating: " ", count: distance - 1 - digits)
                }
            }
            position = column
        }
        return line
    }

    /// The lines before the header row as a paragraph, then the table.
    private mutating func split(_ lines: [Line], headerIndex: Int, alignments: [Table.Alignment], start: LineColumn)
        -> [Block]
    {
        var result: [Block] = []
        if headerIndex > 0 {
            let before = lines[..<headerIndex]
            let text = before.map { String($0.text) }.joined(separator: "\n")
            let last = before[before.index(before: before.endIndex)]
            let end = LineColumn(last.number, last.column + max(last.text.utf8.count, 1) - 1)
            let inlines = CMarkReader.inlines(of: text, warnings: &warnings) { line, column in
                let index = min(max(line - 1, 0), before.count - 1) + before.startIndex
                return LineColumn(before[index].number, before[index].column + column - 1)
            }
            result.append(.paragraph(Paragraph(inlines: inlines, range: SourceRange(start: start, end: end))))
        }
        if let table = table(lines: lines[headerIndex...], alignments: alignments) { result.append(.table(table)) }
        return result
    }

    /// Whether a line, with its indentation, starts a block of its own.
    private func startsBlock(_ line: Line) -> Bool {
        CMarkReader.startsBlock(String(repeating: " ", count: line.indent) + line.text)
    }

    /// The table, or `nil` (with a warning) when padding its short rows would create more cells than `budget`
    /// has left.
    private mutating func table(lines: ArraySlice<Line>, alignments: [Table.Alignment]) -> Table? {
        let width = alignments.count
        guard let headerLine = lines.first, let lastLine = lines.last else {
            return Table(header: [], alignments: alignments, rows: [], range: SourceRange(1, 1, 1, 1))
        }
        // The raw cells of the header and every body row, then the inlines of all of them in one cmark call.
        let rowLines = [headerLine] + lines.dropFirst(2)
        let rawRows = rowLines.map { line in
            var raw = PipeTableScanner.cells(of: line)
            if raw.count > width { raw.removeLast(raw.count - width) }
            return raw
        }
        let padding = rawRows.reduce(0) { TableCellBudget.sum($0, width - $1.count) }
        let left = budget.left
        guard budget.spend(padding) else {
            warnings.append(
                ReaderWarning(
                    kind: .tableOverBudget(cells: padding, left: left, budget: budget),
                    position: LineColumn(headerLine.number, headerLine.column)))
            return nil
        }
        let raw = rawRows.flatMap { $0 }
        var inlines = CMarkReader.inlines(ofEach: raw.map(\.text), warnings: &warnings) { index, _, column in
            LineColumn(raw[index].start.line, raw[index].start.column + column - 1)
        }[...]
        let rows = zip(rowLines, rawRows).map { line, rawCells in
            var cells = rawCells.map { cell in
                TableCell(inlines: inlines.popFirst() ?? [], source: cell.text, start: cell.start)
            }
            let padStart = LineColumn(line.number, line.column + line.text.utf8.count)
            while cells.count < width { cells.append(TableCell(inlines: [], source: "", start: padStart)) }
            return cells
        }
        let end = LineColumn(lastLine.number, lastLine.column + max(lastLine.text.utf8.count, 1) - 1)
        return Table(
            header: rows.first ?? [], alignments: alignments, rows: Array(rows.dropFirst()),
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
        let bytes = line.utf8
        var index = bytes.index(bytes.startIndex, offsetBy: prefix.contentStart)
        var column = prefix.column
        var offset = prefix.contentStart
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            column = ContainerMarker.column(after: bytes[index], at: column)
            index = bytes.index(after: index)
            offset += 1
        }
        let isLazy = prefix.matched < containers.count
        let textStart = isLazy ? prefix.contentStart : offset
        return Line(
            text: Substring(line.utf8.dropFirst(textStart)), number: number, column: textStart + 1,
            contentStart: prefix.contentStart, indent: column - prefix.column, isLazy: isLazy)
    }
}
