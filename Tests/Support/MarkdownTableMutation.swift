/// A line-based rewriter of GFM pipe tables, for mutation tests: it finds each pipe table of a Markdown text (a
/// header row, a delimiter row, body rows up to a blank line or a line without a pipe) and writes it again in
/// another shape that a careful reader must read the same way.
///
/// Left alone, on purpose:
/// - tables in fenced code blocks (they are examples, not tables);
/// - raw HTML tables (`<table>`: their cells are elements, not pipe-separated text; gumbo reads them, and
///   rewriting them is another rewriter's work);
/// - tables whose header line starts with anything but spaces (a table in a block quote, or on a list marker's
///   line), and tables of one column (without pipes they would read as a heading underline).
public enum MarkdownTableMutation: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Known header words replaced by their equivalents in another language the reader knows
    /// (`MarkdownTableMutation.headerWords`): English ones by their second form (Spanish or German), the others by
    /// English.
    case headersTranslated
    /// The first column moved to the end, in every row (alignments too).
    case columnsRotated
    /// The leading and trailing pipes of every row removed (the delimiter row's too), except where a row's first
    /// cell is empty or would start another block without its pipe.
    case outerPipesRemoved
    /// Every cell padded with spaces to its column's width (in characters), the delimiter row's dashes too.
    case cellsPadded
    /// Every cell's padding stripped: `|a|b|`, delimiter `|---|---|`.
    case cellsStripped

    public var description: String { rawValue }

    /// Words of table headers, one family per meaning: English first, then its forms in other languages the
    /// reader's header vocabulary knows (Extraction's `CellText.codeHeaderWords` and description words). A
    /// translated header swaps each word for another of its family: English for the second form, any other for
    /// English.
    public static let headerWords: [[String]] = [
        ["error code", "código de error", "Fehlercode", "エラーコード"],
        ["description", "descripción", "Beschreibung", "説明"],
        ["meaning", "significado", "Bedeutung", "意味"],
        ["code", "código", "codice", "コード"],
        ["errors", "Fehler", "errores"],
        ["error", "Fehler", "エラー"],
    ]

    /// `text` with every pipe table rewritten by this mutation; `nil` when it holds no table this rewriter
    /// takes (so a mutation test can say which documents it did not touch).
    public func apply(to text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        var fence: String? = nil
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                index += 1
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                index += 1
                continue
            }
            guard let table = Self.table(in: lines, at: index) else {
                index += 1
                continue
            }
            let rewritten = rewrite(table)
            lines.replaceSubrange(index..<(index + table.rows.count + 1), with: rewritten)
            changed = true
            index += rewritten.count
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// One pipe table: its indentation, its rows of cells (the header first) and its columns' alignments.
    struct PipeTable {
        var indent: String
        var rows: [[String]]
        var alignments: [(left: Bool, right: Bool)]
    }

    /// The table whose header row is `lines[index]`, if the next line is a delimiter row of as many cells.
    static func table(in lines: [String], at index: Int) -> PipeTable? {
        guard index + 1 < lines.count else { return nil }
        let header = lines[index]
        let indent = String(header.prefix { $0 == " " })
        guard header.contains("|"), !header.dropFirst(indent.count).isEmpty else { return nil }
        let headerCells = cells(of: header)
        let delimiterCells = cells(of: lines[index + 1])
        guard headerCells.count > 1, delimiterCells.count == headerCells.count,
            lines[index + 1].contains("|"),
            delimiterCells.allSatisfy({ cell in
                let dashes = cell.trimmingPrefix(":").reversed().drop { $0 == ":" }
                return !dashes.isEmpty && dashes.allSatisfy { $0 == "-" }
            })
        else { return nil }
        var rows = [headerCells]
        var next = index + 2
        while next < lines.count, lines[next].contains("|"), lines[next].contains(where: { $0 != " " }) {
            rows.append(cells(of: lines[next]))
            next += 1
        }
        let alignments = delimiterCells.map { (left: $0.hasPrefix(":"), right: $0.hasSuffix(":")) }
        return PipeTable(indent: indent, rows: rows, alignments: alignments)
    }

    /// A row's cells, trimmed, split at pipes not escaped by a backslash, without the outer pipes.
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if character == "|" && !escaped {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
            escaped = character == "\\" && !escaped
        }
        cells.append(current)
        var result = cells.map(trimmed)[...]
        if line.drop(while: { $0 == " " }).hasPrefix("|") { result = result.dropFirst() }
        let end = trimmed(line)
        if result.count > 1, end.hasSuffix("|"), !end.hasSuffix("\\|") { result = result.dropLast() }
        return Array(result)
    }

    /// `text` without spaces or tabs at either end.
    private static func trimmed(_ text: String) -> String {
        let isPadding = { (character: Character) in character == " " || character == "\t" }
        return String(String(text.drop(while: isPadding).reversed()).drop(while: isPadding).reversed())
    }

    /// The table's lines in this mutation's shape: the header, the delimiter row, then the body rows.
    func rewrite(_ table: PipeTable) -> [String] {
        var rows = table.rows
        var alignments = table.alignments
        let columns = rows[0].count
        // Body rows may have fewer or more cells than the header: GFM pads the first and drops the rest.
        rows = rows.map { row in
            row.count >= columns ? Array(row.prefix(columns)) : row + Array(repeating: "", count: columns - row.count)
        }
        switch self {
        case .headersTranslated:
            rows[0] = rows[0].map(Self.translatedHeader)
        case .columnsRotated:
            rows = rows.map { Array($0.dropFirst()) + [$0[0]] }
            alignments = Array(alignments.dropFirst()) + [alignments[0]]
        default:
            break
        }
        let widths =
            self == .cellsPadded
            ? (0..<columns).map { column in max(3, rows.map { $0[column].count }.max() ?? 3) }
            : Array(repeating: 3, count: columns)
        func delimiter(_ column: Int) -> String {
            let (left, right) = alignments[column]
            let dashes = String(repeating: "-", count: max(1, widths[column] - (left ? 1 : 0) - (right ? 1 : 0)))
            return (left ? ":" : "") + dashes + (right ? ":" : "")
        }
        func line(_ cells: [String], isDelimiter: Bool = false) -> String {
            switch self {
            case .cellsStripped:
                return table.indent + "|" + cells.joined(separator: "|") + "|"
            case .cellsPadded:
                let padded = cells.enumerated().map { column, cell in
                    cell + String(repeating: " ", count: max(0, widths[column] - cell.count))
                }
                return table.indent + "| " + padded.joined(separator: " | ") + " |"
            case .outerPipesRemoved:
                let first = cells[0]
                guard isDelimiter || (!first.isEmpty && !Self.startsABlock(first)) else {
                    return table.indent + "| " + cells.joined(separator: " | ")
                }
                return table.indent + cells.joined(separator: " | ")
            default:
                return table.indent + "| " + cells.joined(separator: " | ") + " |"
            }
        }
        return [line(rows[0]), line((0..<columns).map(delimiter), isDelimiter: true)]
            + rows.dropFirst().map { line($0) }
    }

    /// Whether a first cell, at the start of a line without its pipe, would open another block: a list item,
    /// a heading, a block quote, a thematic break, a fence or an HTML block.
    static func startsABlock(_ cell: String) -> Bool {
        guard let first = cell.first else { return false }
        if "-+*#>=<".contains(first) || cell.hasPrefix("```") || cell.hasPrefix("~~~") { return true }
        let digits = cell.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let after = cell.dropFirst(digits.count).first, after == "." || after == ")" {
            return true
        }
        return false
    }

    /// A header cell with each known word swapped for its equivalent (`headerWords`), longest words first,
    /// case-insensitively; the rest of the text is kept.
    public static func translatedHeader(_ header: String) -> String {
        var pairs: [(from: String, to: String)] = []
        for family in headerWords {
            pairs.append((family[0], family[1]))
            for other in family.dropFirst() where other.lowercased() != family[0] { pairs.append((other, family[0])) }
        }
        pairs.sort { $0.from.count > $1.from.count }
        var result = ""
        var rest = Substring(header)
        while !rest.isEmpty {
            if let pair = pairs.first(where: { rest.lowercased().hasPrefix($0.from.lowercased()) }) {
                let original = rest.prefix(pair.from.count)
                let capitalized = original.first.map { $0.isUppercase } ?? false
                result += capitalized ? pair.to.prefix(1).uppercased() + pair.to.dropFirst() : pair.to
                rest = rest.dropFirst(pair.from.count)
            } else if let first = rest.first {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }
}
