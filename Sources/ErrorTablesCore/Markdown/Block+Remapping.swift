extension Block {
    /// The same block with every source position passed through `map`: blocks read from a part of a
    /// document get the positions they have in the whole file.
    func remapped(_ map: (LineColumn) -> LineColumn) -> Block {
        func range(_ range: SourceRange) -> SourceRange { SourceRange(start: map(range.start), end: map(range.end)) }
        func container(_ container: Container) -> Container {
            Container(blocks: container.blocks.map { $0.remapped(map) }, range: range(container.range))
        }
        func cell(_ cell: TableCell) -> TableCell {
            TableCell(inlines: cell.inlines, source: cell.source, start: map(cell.start))
        }
        switch self {
        case .heading(var heading):
            heading.range = range(heading.range)
            return .heading(heading)
        case .paragraph(var paragraph):
            paragraph.range = range(paragraph.range)
            if let start = paragraph.rejectedTable?.headerStart { paragraph.rejectedTable?.headerStart = map(start) }
            return .paragraph(paragraph)
        case .table(var table):
            table.header = table.header.map(cell)
            table.rows = table.rows.map { $0.map(cell) }
            table.range = range(table.range)
            return .table(table)
        case .blockQuote(let quote):
            return .blockQuote(container(quote))
        case .list(var list):
            list.items = list.items.map(container)
            list.range = range(list.range)
            return .list(list)
        case .codeBlock(var block):
            block.range = range(block.range)
            return .codeBlock(block)
        case .htmlBlock(var block):
            block.range = range(block.range)
            return .htmlBlock(block)
        case .thematicBreak(let breakRange):
            return .thematicBreak(range(breakRange))
        }
    }
}
