@testable import ErrorTablesCore

/// Readable dumps of parsed Markdown, compared with multi-line strings in the tests.
///
/// One line per block with its source range; a table lists its header, its alignments written as a
/// delimiter row, and its rows, cells separated by ` | `. An empty cell is `·` and a line break in a
/// cell `⏎`:
///
/// ```
/// paragraph 1:1-1:5 "Intro"
/// table 2:1-4:9
///   a | b
///   --- | :-:
///   1 | ·
/// ```
enum MarkdownDump {
    /// Parses Markdown given as a string.
    static func document(_ markdown: String, path: String = "doc.md") -> MarkdownDocument {
        MarkdownDocument(source: SourceText(path: path, string: markdown))
    }

    /// The block tree of a document.
    static func tree(_ markdown: String) -> String {
        tree(document(markdown))
    }

    /// The block tree of a parsed document.
    static func tree(_ document: MarkdownDocument) -> String {
        var lines: [String] = []
        render(document.blocks, indent: "", into: &lines)
        return lines.joined(separator: "\n")
    }

    /// Only the tables of a document, each as in `tree`.
    static func tables(_ markdown: String) -> String {
        var lines: [String] = []
        for table in document(markdown).tables { render([.table(table)], indent: "", into: &lines) }
        return lines.joined(separator: "\n")
    }

    /// A row's cells as plain text, ` | ` between them.
    static func row(_ cells: [TableCell]) -> String {
        cells.map { cell in
            let text = cell.plainText.replacingOccurrences(of: "\n", with: "⏎")
            return text.isEmpty ? "·" : text
        }.joined(separator: " | ")
    }

    private static func render(_ blocks: [Block], indent: String, into lines: inout [String]) {
        for block in blocks {
            switch block {
            case .heading(let heading):
                lines.append("\(indent)heading\(heading.level) \(heading.range) \"\(heading.inlines.plainText)\"")
            case .paragraph(let paragraph):
                let text = paragraph.inlines.plainText.replacingOccurrences(of: "\n", with: "⏎")
                var line = "\(indent)paragraph \(paragraph.range) \"\(text)\""
                if let rejected = paragraph.rejectedTable {
                    line +=
                        " rejected(\(rejected.headerCells.count) header cells, "
                        + "\(rejected.delimiterCellCount) delimiter cells)"
                }
                lines.append(line)
            case .table(let table):
                lines.append("\(indent)table \(table.range)")
                lines.append("\(indent)  " + row(table.header))
                lines.append("\(indent)  " + table.alignments.map(delimiter).joined(separator: " | "))
                for cells in table.rows { lines.append("\(indent)  " + row(cells)) }
            case .blockQuote(let quote):
                lines.append("\(indent)quote \(quote.range)")
                render(quote.blocks, indent: indent + "  ", into: &lines)
            case .list(let list):
                lines.append("\(indent)\(list.isOrdered ? "ordered list" : "list") \(list.range)")
                for item in list.items {
                    lines.append("\(indent)  item \(item.range)")
                    render(item.blocks, indent: indent + "    ", into: &lines)
                }
            case .codeBlock(let code):
                let literal = code.literal.replacingOccurrences(of: "\n", with: "⏎")
                lines.append("\(indent)code \(code.range) \"\(literal)\"")
            case .htmlBlock(let html):
                let literal = html.literal.replacingOccurrences(of: "\n", with: "⏎")
                lines.append("\(indent)html \(html.range) \"\(literal)\"")
            case .thematicBreak(let range):
                lines.append("\(indent)break \(range)")
            }
        }
    }

    private static func delimiter(_ alignment: Table.Alignment) -> String {
        switch alignment {
        case .none: "---"
        case .left: ":--"
        case .center: ":-:"
        case .right: "--:"
        }
    }
}
