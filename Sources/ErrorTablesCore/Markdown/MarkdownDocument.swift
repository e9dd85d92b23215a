/// A parsed Markdown file: its normalized source and its blocks.
public struct MarkdownDocument: Sendable, Equatable {
    /// The normalized source the blocks were read from.
    public var source: SourceText
    /// The top-level blocks, in order.
    public var blocks: [Block]
    /// Problems met while reading (an HTML table too deeply nested to read, …), as warnings.
    public var warnings: [Diagnostic]

    /// Parses normalized source with cmark, recognizing GFM pipe tables and raw HTML tables.
    public init(source: SourceText) {
        self.source = source
        let (blocks, problems) = HTMLTableReader.replacingTables(in: CMarkReader.blocks(of: source), source: source)
        self.blocks = blocks
        self.warnings = problems.map { problem in
            Diagnostic(
                .warning, problem.message,
                at: SourceLocation(path: source.path, line: problem.position.line, column: problem.position.column))
        }
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
