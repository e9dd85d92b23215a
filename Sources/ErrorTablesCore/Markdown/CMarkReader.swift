import CCmark

/// Where cmark parses Markdown into `Block` and `Inline` values (with `BlockWalker`, which walks its block tree,
/// and `TableBreaks`, the only other files that import it).
///
/// Everything that leaves this file and `CMarkReader+Cells.swift` (many table cells parsed in one cmark call) is
/// a plain Swift value with 1-based line/column source ranges (columns in UTF-8 bytes). Every cmark tree is freed
/// before the function that made it returns. No walk over cmark's tree recurses deeper than
/// `MarkdownDocument.maximumNesting` levels: deeper containers and inline spans are flattened, and each place
/// where that happens gets a `ReaderWarning`.
enum CMarkReader {
    /// cmark's options: source positions on, UTF-8 validated (invalid sequences replaced), raw HTML kept.
    private static let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_UNSAFE

    /// The blocks of a whole document, and the warnings about flattened nesting.
    ///
    /// Where a GFM table ends inside the paragraph cmark read (at a line that cannot be a row but could
    /// not interrupt a paragraph either), a blank line is put after the table's last row and the text
    /// parsed again, so that cmark reads what follows as cmark-gfm does; positions are then mapped back.
    /// `TableBreaks` finds all those places in time linear in the document's size; with `searchingAhead`
    /// false, the whole document is read again after each one instead (slow, kept to test the search).
    /// The cells that padding creates are spent from `budget`, which starts as that of `source`'s size.
    static func read(_ source: SourceText, searchingAhead: Bool = true) -> (blocks: [Block], warnings: [ReaderWarning])
    {
        var budget = TableCellBudget(byteCount: source.text.utf8.count)
        return read(source, searchingAhead: searchingAhead, budget: &budget)
    }

    /// The blocks of a whole document, spending from `budget` the cells that padding pipe tables creates.
    static func read(_ source: SourceText, searchingAhead: Bool = true, budget: inout TableCellBudget)
        -> (blocks: [Block], warnings: [ReaderWarning])
    {
        var breaks = TableBreaks(source: source)
        // Each round adds a blank line; there is at most one per source line.
        for _ in 0...source.lines.count {
            let window = breaks.text()
            guard let document = parse(window.text.text) else { return ([], []) }
            defer { cmark_node_free(document) }
            var walker = BlockWalker(source: window.text, probing: false, budget: budget)
            do throws(TableBreak) {
                let blocks = try walker.blocks(of: document)
                budget = walker.budget
                guard breaks.hasInsertions else { return (blocks, walker.warnings) }
                let map = TableBreaks.positionMap(window, source: source)
                let warnings = walker.warnings.map { ReaderWarning(kind: $0.kind, position: map($0.position)) }
                return (blocks.map { $0.remapped(map) }, warnings)
            } catch {
                guard breaks.insert(error, in: window) else { return ([], []) }
                if searchingAhead, let resume = breaks.resumption(after: error, in: window) {
                    breaks.findRemaining(from: resume.line, afterBlankLine: resume.afterBlankLine)
                }
            }
        }
        return ([], [])
    }

    /// The inlines of a piece of text parsed as paragraph content (never as block structure):
    /// a table cell, or the first lines of a paragraph that a table interrupts.
    static func inlines(of text: String) -> [Inline] {
        var ignored: [ReaderWarning] = []
        return inlines(of: text, warnings: &ignored) { _, _ in LineColumn(1, 1) }
    }

    /// The inlines of a piece of text parsed as paragraph content; `locate` maps a line and column of
    /// `text` to the source, for the warnings about flattened nesting.
    static func inlines(
        of text: String, warnings: inout [ReaderWarning], locate: (_ line: Int, _ column: Int) -> LineColumn
    ) -> [Inline] {
        guard !text.isEmpty else { return [] }
        // A fixed lead-in keeps cmark from reading "# x", "1. x", "> x" or "- x" as blocks.
        let prefixed = leadIn + text
        guard let document = parse(prefixed) else { return [.text(text)] }
        defer { cmark_node_free(document) }
        guard let paragraph = cmark_node_first_child(document),
            cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
        else { return [.text(text)] }
        var result = inlines(inChildrenOf: paragraph, warnings: &warnings) { line, column in
            locate(line, line == 1 ? max(column - leadIn.utf8.count, 1) : column)
        }
        dropLeadIn(from: &result)
        return result
    }

    static let leadIn = "x "

    /// The inlines of many pieces of text (the cells of a table), each parsed as paragraph content exactly as
    /// `inlines(of:warnings:locate:)` parses it, in one cmark call: each non-empty text goes on a line of its
    /// own after the lead-in, with a blank line between them, so each is one paragraph. A cell's text is one
    /// line of source, so it holds no line break; after the lead-in its line can only start a paragraph, and
    /// the blank line ends it. Inline parsing sees one paragraph at a time, and no paragraph can define a link
    /// reference (each starts with the lead-in), so each text parses as it would alone. `locate` maps the
    /// index of a text and a line and column in it to the source.
    static func inlines(
        ofEach texts: [String], warnings: inout [ReaderWarning],
        locate: (_ index: Int, _ line: Int, _ column: Int) -> LineColumn
    ) -> [[Inline]] {
        var result = [[Inline]](repeating: [], count: texts.count)
        let paragraphs = CellParagraphs(texts)
        for index in paragraphs.alone {
            result[index] = inlines(of: texts[index], warnings: &warnings) { locate(index, $0, $1) }
        }
        if !paragraphs.joined.isEmpty {
            readParagraphs(of: paragraphs, texts: texts, into: &result, warnings: &warnings, locate: locate)
        }
        return result
    }

    /// Whether a line on its own starts a block other than a paragraph (indented code, a list, HTML, a
    /// thematic break, …). After a table's delimiter row such a line ends the table, even where it could
    /// not interrupt a paragraph.
    ///
    /// A line whose first byte is neither a space, a tab nor one of the characters that open a block (`>`,
    /// `#`, a fence, `<`, a list marker or digit, a thematic break's `*`, `-` or `_`) starts a paragraph:
    /// such a line, a table row starting with `|` above all, is answered without cmark.
    static func startsBlock(_ line: String) -> Bool {
        guard let first = line.utf8.first, blockStartBytes.contains(first) else { return false }
        return cmarkStartsBlock(line)
    }

    /// The bytes that may start a block other than a paragraph at the start of a line; with `[` for a link
    /// reference definition, which makes no block but is left to cmark too.
    private static let blockStartBytes = Set(" \t>#`~<-+*_=0123456789[".utf8)

    /// `startsBlock(_:)` answered by cmark alone (kept to test the shortcut against).
    static func cmarkStartsBlock(_ line: String) -> Bool {
        guard let document = parse(line) else { return false }
        defer { cmark_node_free(document) }
        guard let first = cmark_node_first_child(document) else { return false }
        return cmark_node_get_type(first) != CMARK_NODE_PARAGRAPH
    }

    /// Parses text into a cmark document that the caller must free.
    static func parse(_ text: String) -> OpaquePointer? { parse(bytes: Array(text.utf8)) }

    /// Parses UTF-8 bytes into a cmark document that the caller must free.
    static func parse(bytes: [UInt8]) -> OpaquePointer? {
        bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            guard let base = buffer.baseAddress else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parse_document($0, buffer.count, options)
            }
        }
    }

    static func dropLeadIn(from inlines: inout [Inline]) {
        // On the UTF-8 level: a text that starts with a combining mark joins the lead-in's space in one
        // `Character`, which `hasPrefix` and `dropFirst` on characters would not split.
        guard case .text(let first)? = inlines.first, first.utf8.starts(with: leadIn.utf8) else { return }
        let rest = String(decoding: first.utf8.dropFirst(leadIn.utf8.count), as: UTF8.self)
        if rest.isEmpty { inlines.removeFirst() } else { inlines[0] = .text(rest) }
    }

    /// Converts inline children, merging adjacent text (cmark splits text at special characters).
    /// Spans nested deeper than `MarkdownDocument.maximumNesting` lose their markup: their text, code
    /// spans and breaks join the span at the limit, and a warning points at the first such span.
    static func inlines(
        inChildrenOf node: OpaquePointer, warnings: inout [ReaderWarning],
        locate: (_ line: Int, _ column: Int) -> LineColumn
    ) -> [Inline] {
        inlines(inChildrenOf: node, depth: 0, warnings: &warnings, locate: locate)
    }

    /// The recursion is bounded: it stops at `MarkdownDocument.maximumNesting`.
    private static func inlines(
        inChildrenOf node: OpaquePointer, depth: Int, warnings: inout [ReaderWarning],
        locate: (_ line: Int, _ column: Int) -> LineColumn
    ) -> [Inline] {
        var result: [Inline] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            defer { child = cmark_node_next(current) }
            if let leaf = leaf(current) {
                append(leaf, to: &result)
                continue
            }
            guard depth < MarkdownDocument.maximumNesting else {
                let position = locate(
                    Int(cmark_node_get_start_line(current)), Int(cmark_node_get_start_column(current)))
                warnings.append(ReaderWarning(kind: .inlineNesting, position: position))
                appendLeaves(under: current, to: &result)
                continue
            }
            let children = inlines(inChildrenOf: current, depth: depth + 1, warnings: &warnings, locate: locate)
            switch cmark_node_get_type(current) {
            case CMARK_NODE_EMPH: result.append(.emphasis(children))
            case CMARK_NODE_STRONG: result.append(.strong(children))
            case CMARK_NODE_LINK:
                result.append(
                    .link(
                        destination: string(cmark_node_get_url(current)),
                        title: string(cmark_node_get_title(current)), children))
            default:
                result.append(
                    .image(
                        source: string(cmark_node_get_url(current)), title: string(cmark_node_get_title(current)),
                        children))
            }
        }
        return result
    }

    /// An inline without inline children, or `nil` for emphasis, strong emphasis, a link or an image.
    private static func leaf(_ node: OpaquePointer) -> Inline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: .text(literal(node))
        case CMARK_NODE_CODE: .code(literal(node))
        case CMARK_NODE_HTML_INLINE: .html(literal(node))
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_IMAGE: nil
        default: .text(literal(node))
        }
    }

    /// Appends an inline, merging it into text before it.
    private static func append(_ inline: Inline, to result: inout [Inline]) {
        if case .text(let text) = inline, case .text(let previous)? = result.last {
            result[result.count - 1] = .text(previous + text)
        } else {
            result.append(inline)
        }
    }

    /// Appends the leaves below `root` in document order, without their markup. The walk follows
    /// cmark's parent and sibling pointers, so it needs no stack however deep the spans are nested.
    private static func appendLeaves(under root: OpaquePointer, to result: inout [Inline]) {
        var next = cmark_node_first_child(root)
        while let current = next {
            if let leaf = leaf(current) {
                append(leaf, to: &result)
            } else if let child = cmark_node_first_child(current) {
                next = child
                continue
            }
            // Up to the nearest ancestor below `root` that has a next sibling.
            var node: OpaquePointer? = current
            next = nil
            while let ancestor = node, ancestor != root {
                if let sibling = cmark_node_next(ancestor) {
                    next = sibling
                    break
                }
                node = cmark_node_parent(ancestor)
            }
        }
    }

    static func literal(_ node: OpaquePointer) -> String { string(cmark_node_get_literal(node)) }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    /// A node's range. cmark ends a few unclosed blocks (an HTML block opened by `<?`) at line 0: such an end is
    /// put on the start line, so every range runs forwards inside the document.
    static func range(of node: OpaquePointer) -> SourceRange {
        let startLine = max(Int(cmark_node_get_start_line(node)), 1)
        let endLine = Int(cmark_node_get_end_line(node))
        return SourceRange(
            startLine, max(Int(cmark_node_get_start_column(node)), 1), max(endLine, startLine),
            Int(cmark_node_get_end_column(node)))
    }
}

/// Thrown when a table ends before the cmark block holding it does: cmark must read the lines after the
/// table as blocks of their own, so a blank line (with the containers' markers) goes after its last row.
struct TableBreak: Error {
    /// The line after which the blank line goes.
    var line: Int
    /// The markers of the table's containers, so the blank line stays inside them.
    var prefix: String
    /// The first line of the top-level block from which the text must be read again: the top-level block
    /// holding the table, or the heading whose table read into the block split here.
    var restart: Int
    /// Whether the break was found in the last top-level block of the text.
    var isInLastTopLevelBlock: Bool
    /// A line that opens the table's containers again with nothing in them, from which the text after
    /// the blank line may be read again: the blank line itself when the containers are block quotes, empty
    /// items when they are list items; `nil` otherwise.
    var opener: String?
}

/// A place where the reader flattened nesting deeper than `MarkdownDocument.maximumNesting`.
struct ReaderWarning: Equatable {
    enum Kind: Equatable {
        /// Block quotes and list items.
        case blockNesting
        /// Emphasis, strong emphasis, links and images.
        case inlineNesting
        /// A pipe table whose padding would create `cells` cells when `budget` had `left` left; it is skipped.
        case tableOverBudget(cells: Int, left: Int, budget: TableCellBudget)
    }

    var kind: Kind
    /// Where the first container or span beyond the limit starts.
    var position: LineColumn

    /// The warning for a document at `path`.
    func diagnostic(path: String) -> Diagnostic {
        let location = SourceLocation(path: path, line: position.line, column: position.column)
        switch kind {
        case .blockNesting: return .deepBlockNesting(at: location)
        case .inlineNesting: return .deepInlineNesting(at: location)
        case .tableOverBudget(let cells, let left, let budget):
            return budget.diagnostic(cells: cells, left: left, at: location)
        }
    }

    /// The warning's message.
    var message: String { diagnostic(path: "").message }
}

extension Diagnostic {
    /// Block quotes and list items nested deeper than `MarkdownDocument.maximumNesting`.
    static func deepBlockNesting(at location: SourceLocation) -> Diagnostic {
        let limit = MarkdownDocument.maximumNesting
        return Diagnostic(
            .warning,
            "block quotes and list items are nested more than \(limit) deep here; the deeper ones are read as part "
                + "of the one at depth \(limit) (nest less)", at: location)
    }

    /// Inline spans nested deeper than `MarkdownDocument.maximumNesting`.
    static func deepInlineNesting(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "emphasis, links and images are nested more than \(MarkdownDocument.maximumNesting) deep here; the deeper "
                + "markup is dropped and its text kept (nest less)", at: location)
    }
}
