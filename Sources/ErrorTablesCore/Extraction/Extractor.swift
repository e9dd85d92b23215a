/// Stage 2: reads one Markdown document's structure into an `ExtractedDocument`.
///
/// - Headings: text with code-span backticks removed that is one identifier or selector names a symbol.
///   A symbol heading with symbol headings nested under it is a group; one without is a method.
/// - Error tables: pipe tables with at least one row whose code column holds an identifier starting with
///   the domain's code prefix. Rows whose code cell is no identifier are the table's fallback row.
/// - Inclusion candidates: paragraphs with code spans in a method's section (source) or next to a table
///   (translations). Whether they name methods is decided once all methods are known.
public struct Extractor {
    /// Whether the document is the source language (symbol headings are trusted) or a translation.
    public enum Role: Sendable { case source, translation }

    let config: DomainConfig
    let role: Role

    /// Creates an extractor for one domain's documents.
    public init(config: DomainConfig, role: Role) {
        self.config = config
        self.role = role
    }

    /// Extracts the error structure of a parsed document.
    public func extract(_ document: MarkdownDocument, language: String, diagnostics: inout Diagnostics)
        -> ExtractedDocument
    {
        let path = document.source.path
        let items = Self.flatten(document.blocks)
        let headings = items.compactMap { item -> (index: Int, heading: Heading)? in
            if case .heading(let heading) = item { return (0, heading) }
            return nil
        }.map(\.heading)
        let kinds = role == .source ? Self.symbolKinds(headings) : Array(repeating: nil, count: headings.count)

        var result = ExtractedDocument(path: path, language: language, symbols: [], tables: [], inclusions: [])
        var stack: [(level: Int, symbol: String?, kind: SymbolHeading.Kind?)] = []
        var headingIndex = 0
        var sectionTables: [Int] = []
        var pendingInclusions: [Int] = []

        func location(_ position: LineColumn) -> SourceLocation {
            SourceLocation(path: path, line: position.line, column: position.column)
        }
        func currentOwner() -> TableOwner? {
            guard role == .source else { return nil }
            if let innermost = stack.last, innermost.kind == .method, let symbol = innermost.symbol {
                return .method(symbol)
            }
            if let group = stack.last(where: { $0.kind == .group })?.symbol { return .group(group) }
            return .domain
        }

        for item in items {
            switch item {
            case .heading(let heading):
                let kind = kinds[headingIndex]
                headingIndex += 1
                while let last = stack.last, last.level >= heading.level { stack.removeLast() }
                let text = heading.inlines.plainText
                if let kind {
                    let group = stack.last(where: { $0.kind == .group })?.symbol
                    result.symbols.append(
                        SymbolHeading(symbol: text, kind: kind, group: group, location: location(heading.range.start)))
                }
                stack.append((heading.level, kind == nil ? nil : text, kind))
                // Inclusion paragraphs that came before any table of their section attach to nothing.
                sectionTables = []
                pendingInclusions = []
            case .table(let table):
                guard let errorTable = errorTable(table, path: path, owner: currentOwner(), diagnostics: &diagnostics)
                else {
                    if let lookup = lookupTable(table, path: path, diagnostics: &diagnostics) {
                        result.lookups.append(lookup)
                    }
                    continue
                }
                result.tables.append(errorTable)
                sectionTables.append(result.tables.count - 1)
                for pending in pendingInclusions { result.inclusions[pending].tableIndex = result.tables.count - 1 }
                pendingInclusions = []
            case .paragraph(let paragraph):
                if let rejected = paragraph.rejectedTable { report(rejected, path: path, diagnostics: &diagnostics) }
                let spans = paragraph.inlines.codeSpans
                guard !spans.isEmpty else { continue }
                var method: String?
                if case .method(let symbol)? = currentOwner() { method = symbol }
                if role == .source && method == nil { continue }
                result.inclusions.append(
                    InclusionParagraph(
                        method: method, tableIndex: sectionTables.last, codeSpans: spans,
                        location: location(paragraph.range.start)))
                if sectionTables.isEmpty { pendingInclusions.append(result.inclusions.count - 1) }
            default:
                continue
            }
        }
        return result
    }

    /// Headings, paragraphs and tables in document order, looking inside lists and block quotes.
    static func flatten(_ blocks: [Block]) -> [Block] {
        blocks.flatMap { block -> [Block] in
            switch block {
            case .heading, .paragraph, .table: [block]
            case .blockQuote(let container): flatten(container.blocks)
            case .list(let list): list.items.flatMap { flatten($0.blocks) }
            case .codeBlock, .htmlBlock, .thematicBreak: []
            }
        }
    }

    /// For each heading: group, method, or `nil` when it names no symbol.
    static func symbolKinds(_ headings: [Heading]) -> [SymbolHeading.Kind?] {
        let isSymbol = headings.map { Identifier.isSymbol($0.inlines.plainText) }
        return headings.indices.map { index -> SymbolHeading.Kind? in
            guard isSymbol[index] else { return nil }
            let level = headings[index].level
            var next = index + 1
            while next < headings.count, headings[next].level > level {
                if isSymbol[next] { return .group }
                next += 1
            }
            return .method
        }
    }

    /// An error table from a pipe table, or `nil` when the table lists no codes of this domain.
    func errorTable(_ table: Table, path: String, owner: TableOwner?, diagnostics: inout Diagnostics) -> ErrorTable? {
        let codeColumn = config.columns.code - 1
        let descriptionColumn = config.columns.description - 1
        guard table.header.count > codeColumn else { return nil }
        let codeCells = table.rows.map { codeText(of: $0[codeColumn]) }
        guard codeCells.contains(where: { $0?.hasPrefix(config.codePrefix) == true }) else { return nil }

        func location(_ position: LineColumn) -> SourceLocation {
            SourceLocation(path: path, line: position.line, column: position.column)
        }
        guard table.header.count > descriptionColumn else {
            diagnostics.error(
                "this table lists error codes in column \(codeColumn + 1) but has no column \(descriptionColumn + 1) "
                    + "for their descriptions, so it is ignored",
                at: location(table.range.start))
            return nil
        }
        var result = ErrorTable(
            owner: owner, headers: table.header.map(\.plainText), rows: [], fallback: nil,
            location: location(table.range.start))
        var seen: [String: SourceLocation] = [:]
        for (row, code) in zip(table.rows, codeCells) {
            let codeCell = row[codeColumn]
            let descriptionCell = row[descriptionColumn]
            var extra: [Int: String] = [:]
            for (index, cell) in row.enumerated() where index != codeColumn && index != descriptionColumn {
                extra[index] = cell.plainText
            }
            let entry = ErrorRow(
                code: code ?? codeCell.plainText, description: descriptionCell.plainText,
                descriptionInlines: descriptionCell.inlines, extra: extra, location: location(codeCell.start),
                descriptionLocation: location(descriptionCell.start))
            guard let code else {
                if let existing = result.fallback {
                    diagnostics.error(
                        "a second row without an error code (\(Diagnostic.quote(entry.code))); a table has at most one "
                            + "fallback row, and \(Diagnostic.quote(existing.code)) at line "
                            + "\(existing.location.line) is this table's",
                        at: entry.location)
                } else {
                    result.fallback = entry
                }
                continue
            }
            if !code.hasPrefix(config.codePrefix) || code == config.codePrefix {
                diagnostics.error(
                    "\(Diagnostic.quote(code)) does not start with the domain's code prefix '\(config.codePrefix)'",
                    at: entry.location, cause: .wrongPrefix, subject: code)
                continue
            }
            if let first = seen[code] {
                diagnostics.error(
                    "duplicate code \(Diagnostic.quote(code)) in one table; it is already listed at line \(first.line)",
                    at: entry.location, cause: .duplicateCodeInTable, subject: code)
                continue
            }
            if descriptionCell.plainText.isEmpty {
                diagnostics.warning(
                    "\(Diagnostic.quote(code)) has an empty description", at: entry.descriptionLocation,
                    cause: .emptyDescription, subject: code)
            }
            seen[code] = entry.location
            result.rows.append(entry)
        }
        return result
    }

    /// The identifier in a code cell: one code span holding an identifier, or bare identifier text.
    func codeText(of cell: TableCell) -> String? {
        let inlines = cell.inlines.filter { inline in
            if case .text(let text) = inline { return !text.allSatisfy(\.isWhitespace) }
            return true
        }
        switch inlines.count {
        case 1:
            switch inlines[0] {
            case .code(let code), .text(let code):
                let trimmed = String(code.trimmingSpacesAndNewlines())
                return Identifier.isIdentifier(trimmed) ? trimmed : nil
            case .link(_, _, let children), .strong(let children), .emphasis(let children):
                let text = children.plainText
                return Identifier.isIdentifier(text) && children.codeSpans.count <= 1 ? text : nil
            default: return nil
            }
        default: return nil
        }
    }

    /// Reports lines that were meant as an error table but are not one by GFM's rules.
    func report(_ rejected: RejectedTable, path: String, diagnostics: inout Diagnostics) {
        let mentionsCodes = rejected.firstCells.contains { cell in
            cell.replacingOccurrences(of: "`", with: "").trimmingSpacesAndNewlines().hasPrefix(config.codePrefix)
        }
        guard mentionsCodes else { return }
        diagnostics.error(
            "the header row has \(rejected.headerCells.count) cells but the delimiter row has "
                + "\(rejected.delimiterCellCount); GFM does not read these lines as a table, so their error codes "
                + "are ignored",
            at: SourceLocation(path: path, line: rejected.headerStart.line, column: rejected.headerStart.column))
    }
}
