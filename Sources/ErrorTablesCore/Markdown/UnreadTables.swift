/// Tables the reader leaves unread because of where they are, each found so that a warning at it says why (and
/// so explains the "method has no error table" that may follow): never a table dropped without a word.
///
/// - An HTML `<table>` inside a block quote or list item: `HTMLTableReader` reads only top-level HTML blocks.
/// - Pipe-table lines that continue an HTML block (a `<div>` line right above them, no blank line between):
///   CommonMark keeps every line of an HTML block as raw HTML.
/// - Pipe-table lines indented 4 spaces or more outside a list item: an indented code block.
/// - A table in a syntax of a docs platform that GFM does not know, which cmark reads as a paragraph: YFM's
///   (Diplodoc's) `#|` … `|#` tables, whose rows stand between `||` marks, on one line or a cell per line. The
///   class is any paragraph whose first line starts with `#|`; the warning names the syntax, so that the "no
///   error table" that may follow is explained.
///
/// A fenced code block is an example on purpose and is not reported. The walk visits each block once (containers
/// are at most `MarkdownDocument.maximumNesting` deep), and each block's lines once.
enum UnreadTables {
    /// Where an unread table is, and why it is not read.
    enum Place: Sendable, Equatable {
        /// An HTML table inside a block quote (`isList` false) or a list item.
        case htmlTableInContainer(isList: Bool)
        /// Pipe-table lines inside the HTML block that starts at `htmlLine` with `opening`.
        case pipeTableInHTMLBlock(htmlLine: Int, opening: String)
        /// Pipe-table lines in an indented code block.
        case pipeTableInIndentedCode
        /// A YFM (`#|` … `|#`) table: a syntax GFM does not know.
        case yfmTable
    }

    /// The warnings about the unread tables among `blocks` (what the document keeps after HTML tables were
    /// read), in document order.
    static func warnings(in blocks: [Block], source: SourceText) -> [Diagnostic] {
        var result: [Diagnostic] = []
        func walk(_ blocks: [Block], container: Bool?) {
            for block in blocks {
                switch block {
                case .blockQuote(let quote): walk(quote.blocks, container: false)
                case .list(let list): for item in list.items { walk(item.blocks, container: true) }
                case .htmlBlock(let html):
                    if let isList = container, HTMLTableReader.containsTableTag(html.literal) {
                        let position = tablePosition(in: html.range, source: source)
                        result.append(
                            .tableNotRead(.htmlTableInContainer(isList: isList), at: location(position, source)))
                    } else if let header = pipeTableHeader(in: html.literal) {
                        let opening = source.line(html.range.start.line).trimmingSpaces()
                        result.append(
                            .tableNotRead(
                                .pipeTableInHTMLBlock(htmlLine: html.range.start.line, opening: String(opening)),
                                at: location(lineStart(html.range.start.line + header, source), source)))
                    }
                case .paragraph(let paragraph):
                    guard source.line(paragraph.range.start.line).trimmingSpaces().hasPrefix("#|") else { continue }
                    result.append(
                        .tableNotRead(.yfmTable, at: location(lineStart(paragraph.range.start.line, source), source)))
                case .codeBlock(let code):
                    guard container == nil, !isFenced(code.range, source: source),
                        let header = pipeTableHeader(in: code.literal)
                    else { continue }
                    result.append(
                        .tableNotRead(
                            .pipeTableInIndentedCode,
                            at: location(lineStart(code.range.start.line + header, source), source)))
                default: break
                }
            }
        }
        walk(blocks, container: nil)
        return result
    }

    /// The index (0-based) of the line of `literal` that is a pipe table's header: a line with a `|`, followed by
    /// a delimiter row (`| --- | :---: |`); `nil` when there is none.
    static func pipeTableHeader(in literal: String) -> Int? {
        var previousHasPipe = false
        var index = 0
        for line in literal.split(separator: "\n", omittingEmptySubsequences: false) {
            if previousHasPipe && isDelimiterRow(line) { return index - 1 }
            previousHasPipe = line.contains("|")
            index += 1
        }
        return nil
    }

    /// Whether a line is a GFM delimiter row with a pipe: only `|`, `-`, `:`, spaces and tabs, each cell `:?-+:?`.
    static func isDelimiterRow(_ line: Substring) -> Bool {
        let trimmed = line.trimmingSpaces()
        guard trimmed.contains("|"), trimmed.contains("-") else { return false }
        var cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        if cells.first?.isEmpty == true { cells.removeFirst() }
        if cells.last?.isEmpty == true { cells.removeLast() }
        return !cells.isEmpty
            && cells.allSatisfy { cell in
                var body = Substring(cell)
                if body.first == ":" { body = body.dropFirst() }
                if body.last == ":" { body = body.dropLast() }
                return !body.isEmpty && body.allSatisfy { $0 == "-" }
            }
    }

    /// Whether a code block starts with a fence (a fenced block, an example on purpose).
    static func isFenced(_ range: SourceRange, source: SourceText) -> Bool {
        let first = source.line(range.start.line).trimmingSpaces()
        return first.hasPrefix("```") || first.hasPrefix("~~~")
    }

    /// The first `<table` (in any case) of the lines of `range`, else the range's start.
    static func tablePosition(in range: SourceRange, source: SourceText) -> LineColumn {
        guard range.start.line <= range.end.line else { return range.start }
        for number in range.start.line...range.end.line {
            let bytes = Array(source.line(number).utf8)
            let pattern = Array("<table".utf8)
            guard bytes.count >= pattern.count else { continue }
            for offset in 0...(bytes.count - pattern.count)
            where zip(bytes[offset...], pattern).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) {
                return LineColumn(number, offset + 1)
            }
        }
        return range.start
    }

    /// The first column of a line that is not a space or tab.
    static func lineStart(_ number: Int, _ source: SourceText) -> LineColumn {
        let bytes = source.line(number).utf8
        let indent = bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        return LineColumn(number, indent + 1)
    }

    static func location(_ position: LineColumn, _ source: SourceText) -> SourceLocation {
        SourceLocation(path: source.path, line: position.line, column: position.column)
    }
}

extension Diagnostic {
    /// A table left unread because of where it is (see `UnreadTables`).
    static func tableNotRead(_ place: UnreadTables.Place, at location: SourceLocation) -> Diagnostic {
        let message: String
        switch place {
        case .htmlTableInContainer(let isList):
            let container = isList ? "a list item" : "a block quote"
            let away = isList ? "the list (not indented, after a blank line)" : "the quote (no '>' before its lines)"
            message =
                "this HTML table is inside \(container), where ErrorTables reads no HTML table, so its rows are not "
                + "read; move it out of \(away) or write it as a Markdown pipe table"
        case .pipeTableInHTMLBlock(let line, let opening):
            message =
                "this table is not read: it continues the HTML block that starts at line \(line) (\(quote(opening))), "
                + "and Markdown keeps every line of an HTML block as raw HTML; leave a blank line between the HTML "
                + "and the table"
        case .pipeTableInIndentedCode:
            message =
                "this table is not read: it is indented 4 spaces or more, so Markdown reads it as a code block; "
                + "remove the indentation"
        case .yfmTable:
            message =
                "this table is written in YFM's '#| … |#' syntax (Diplodoc, Yandex Flavored Markdown), which GFM does "
                + "not know, so its rows are not read; write it as a pipe table (a header row, then '| --- | --- |')"
        }
        return Diagnostic(.warning, message, at: location)
    }
}
