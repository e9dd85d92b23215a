/// A parsed Markdown file: its normalized source and its blocks.
public struct MarkdownDocument: Sendable, Equatable {
    /// The normalized source the blocks were read from.
    public var source: SourceText
    /// The top-level blocks, in order.
    public var blocks: [Block]
    /// Warnings about the reading itself (nesting beyond `maximumNesting`, an HTML table too deeply nested to
    /// read, a table skipped because its spans and padding would create too many cells), pipe tables' before
    /// HTML tables', then the tables left unread because of where they are (see `UnreadTables`). Callers
    /// forward them into their `Diagnostics`.
    public var warnings: [Diagnostic]

    /// How deep block quotes and list items, and separately emphasis, links and images, may be nested.
    ///
    /// Deeper containers are read as part of the one at this depth (their blocks, tables included, are
    /// kept), deeper inline spans lose their markup (their text and code spans are kept), and a warning
    /// points at each place. Real documents nest a handful of levels; 64 is far beyond that, while it
    /// keeps every walk over `Block` and `Inline` values (Swift's synthesized `==`, the release of an
    /// indirect enum, `plainText`, the extractor) a few hundred stack frames deep at most, safe on any
    /// thread's stack however deep the input nests.
    public static let maximumNesting = 64

    /// Parses normalized source with cmark, recognizing GFM pipe tables and raw HTML tables.
    public init(source: SourceText) {
        self.source = source
        // One budget for the cells that the spans and padding of all its tables create (pipe tables first).
        var budget = TableCellBudget(byteCount: source.text.utf8.count)
        let (read, warnings) = CMarkReader.read(source, budget: &budget)
        let (withHTML, problems) = HTMLTableReader.replacingTables(in: read, source: source, budget: &budget)
        // YFM's `#| … |#` tables, a syntax of a docs platform that cmark reads as paragraphs (`YFMTableReader`).
        let (blocks, overBudget) = YFMTableReader.replacingTables(in: withHTML, source: source, budget: &budget)
        self.blocks = blocks
        self.warnings =
            warnings.map { $0.diagnostic(path: source.path) } + problems.map { $0.diagnostic(path: source.path) }
            + overBudget + UnreadTables.warnings(in: blocks, source: source)
    }

    /// Reports `warnings` into a sink.
    public func reportWarnings(into diagnostics: inout Diagnostics) {
        for warning in warnings { diagnostics.report(warning) }
    }

    /// Reads and parses a file.
    /// - Throws: `FatalDiagnostic` when the file cannot be read or is not UTF-8.
    public static func read(path: String) throws(FatalDiagnostic) -> MarkdownDocument {
        MarkdownDocument(source: try SourceText.read(path: path))
    }

    /// Every table in the document, in order, including those inside lists and block quotes.
    public var tables: [Table] {
        var result: [Table] = []
        forEachBlock { block in
            if case .table(let table) = block { result.append(table) }
        }
        return result
    }

    /// Visits every block in document order, depth first (a container before its contents).
    public func forEachBlock(_ visit: (Block) -> Void) {
        func walk(_ blocks: [Block]) {
            for block in blocks {
                visit(block)
                switch block {
                case .blockQuote(let container): walk(container.blocks)
                case .list(let list): for item in list.items { walk(item.blocks) }
                default: break
                }
            }
        }
        walk(blocks)
    }
}
