/// A new language's document, made from the source document for a translator to fill in.
///
/// The skeleton is the source file with one change per translatable text: every text cell of an error table
/// (the description, each extra column, the fallback row's texts) and every lookup table's message is emptied.
/// An empty cell means "not translated yet" to `lint` (one warning per cell, the source text used meanwhile,
/// 0% coverage), so nothing untranslated can pass for a translation. Everything else stays byte for byte:
/// headings, prose, inclusion paragraphs, code blocks, front matter, line endings; in the tables the header
/// row, the alignment row, the code and raw-value cells, fallback labels (`All others`), rows the extractor
/// skips (`4xx` class rows) and HTML tables' markup (their text cells are emptied in place). A comment after
/// the front matter says what to do. Translations are matched by codes, never by headings, so the translator
/// may translate headings, prose and fallback labels freely.
public struct TranslationSkeleton: Sendable, Equatable {
    /// The new document's language tag.
    public var language: String
    /// Where the new document goes.
    public var path: String
    /// The new document's bytes.
    public var contents: [UInt8]
    /// How many text cells were emptied: each is one warning in `lint` until it is translated.
    public var emptiedCells: Int

    /// Creates a skeleton.
    public init(language: String, path: String, contents: [UInt8], emptiedCells: Int) {
        self.language = language
        self.path = path
        self.contents = contents
        self.emptiedCells = emptiedCells
    }

    /// The skeleton's bytes and how many cells were emptied, from the source file's bytes as read (`bytes`),
    /// the document parsed from them and what the extractor read from it.
    ///
    /// - Parameters:
    ///   - bytes: The source file's bytes, exactly as on disk (byte order mark, CRLF and front matter kept).
    ///   - document: The document `MarkdownDocument` read from those bytes.
    ///   - extracted: What the source-role `Extractor` read from `document`.
    ///   - lookups: The configured lookups, for their message columns.
    ///   - sourceLanguage: The source document's language, named in the comment for the translator.
    ///   - language: The new language, named in the comment.
    public static func contents(
        source bytes: [UInt8], document: MarkdownDocument, extracted: ExtractedDocument,
        lookups: [DomainConfig.Lookup], sourceLanguage: String, language: String
    ) -> (contents: [UInt8], emptiedCells: Int) {
        var tables: [LineColumn: Table] = [:]
        for table in document.tables where tables[table.range.start] == nil { tables[table.range.start] = table }
        var lineBytes = LineBytes(source: document.source)
        let spans =
            errorTableSpans(extracted.tables, tables: tables, lines: &lineBytes)
            + lookupTableSpans(extracted.lookups, lookups: lookups, tables: tables, lines: &lineBytes)
        let lines = RawLines(bytes)
        let edits = byteRanges(of: spans, offset: lines.offset(of:))
        let insertion = lines.offset(of: LineColumn(document.source.frontMatterLineCount + 1, 1)) ?? bytes.count
        let note = comment(sourceLanguage: sourceLanguage, language: language, lineEnding: lines.lineEnding)
        return (spliced(bytes, emptying: edits, inserting: note, at: insertion), edits.count)
    }

    /// The text cells of the error tables the extractor read: every column but the code and raw-value ones, in
    /// the rows it read (the fallback row included) and in other rows of a code it read.
    private static func errorTableSpans(
        _ errorTables: [ErrorTable], tables: [LineColumn: Table], lines: inout LineBytes
    ) -> [CellSpan] {
        var spans: [CellSpan] = []
        for errorTable in errorTables {
            guard let table = tables[position(errorTable.location)] else { continue }
            let roles = errorTable.roles
            let textColumns = table.header.indices.filter { $0 != roles.code && $0 != roles.rawValue }
            let readRows = errorTable.rows + (errorTable.fallback.map { [$0] } ?? [])
            let starts = Set(readRows.map { position($0.location) })
            let keyColumn = roles.key ?? 0
            // A code on several rows is read once (its extra values joined): its other rows are read too.
            let keys = Set(
                table.rows.filter { starts.contains($0[keyColumn].start) }.map { $0[keyColumn].plainText })
            let rows = table.rows.filter {
                starts.contains($0[keyColumn].start) || keys.contains($0[keyColumn].plainText)
            }
            spans += cellSpans(rows: rows, columns: textColumns, of: table, lines: &lines)
        }
        return spans
    }

    /// The message cells of the lookup tables the extractor read, in the rows it read (the fallback included).
    private static func lookupTableSpans(
        _ lookupTables: [LookupTable], lookups: [DomainConfig.Lookup], tables: [LineColumn: Table],
        lines: inout LineBytes
    ) -> [CellSpan] {
        var spans: [CellSpan] = []
        for lookupTable in lookupTables {
            guard let table = tables[position(lookupTable.location)],
                let lookup = lookups.first(where: { $0.name == lookupTable.name })
            else { continue }
            let readRows = lookupTable.rows + (lookupTable.fallback.map { [$0] } ?? [])
            let starts = Set(readRows.map { position($0.location) })
            let column = lookup.code - 1
            let rows = table.rows.filter { column < $0.count && starts.contains($0[column].start) }
            spans += cellSpans(rows: rows, columns: [lookup.message - 1], of: table, lines: &lines)
        }
        return spans
    }

    /// The spans as byte ranges of the file (`offset` gives a position's byte offset), in file order; a span
    /// that is empty, beyond the file or overlapping an earlier one is left out.
    static func byteRanges(of spans: [CellSpan], offset: (LineColumn) -> Int?) -> [(start: Int, end: Int)] {
        var ranges: [(start: Int, end: Int)] = []
        for span in spans.sorted(by: { $0.start < $1.start }) {
            guard let start = offset(span.start), let end = offset(span.end), start < end,
                start >= (ranges.last?.end ?? 0)
            else { continue }
            ranges.append((start, end))
        }
        return ranges
    }

    /// `bytes` without the bytes of `ranges` (sorted, not overlapping), with `note` inserted at byte `insertion`
    /// (before a range that starts there), which must not fall inside a range: the front matter, which the note
    /// follows, ends before any table.
    static func spliced(
        _ bytes: [UInt8], emptying ranges: [(start: Int, end: Int)], inserting note: [UInt8], at insertion: Int
    ) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + note.count)
        var copied = 0
        var noted = false
        for range in ranges {
            if !noted && insertion <= range.start {
                result += bytes[copied..<insertion] + note
                copied = insertion
                noted = true
            }
            result += bytes[copied..<range.start]
            copied = range.end
        }
        if !noted && insertion >= copied {
            result += bytes[copied..<insertion] + note
            copied = insertion
        }
        result += bytes[copied...]
        return result
    }

    /// The comment that opens a skeleton (after any front matter), then a blank line.
    static func comment(sourceLanguage: String, language: String, lineEnding: [UInt8]) -> [UInt8] {
        let lines = [
            "<!-- Translation of \(sourceLanguage).md into \(language). Translate the headings, the text and the empty",
            "     table cells; keep the codes, numbers and table layout as they are. An empty cell shows the",
            "     \(sourceLanguage) text until it is translated. -->",
            "",
        ]
        return lines.flatMap { Array($0.utf8) + lineEnding }
    }

    /// A text cell's bytes, from its first byte to after its last, in the normalized text's lines.
    struct CellSpan {
        var start: LineColumn
        var end: LineColumn
    }

    private static func position(_ location: SourceLocation) -> LineColumn {
        LineColumn(location.line, location.column)
    }

    /// The spans of the non-empty cells of `columns` in `rows`: a pipe table's cell up to its closing pipe
    /// (trailing spaces left), an HTML cell's content (`TableCell.source`, which runs on from `start`).
    private static func cellSpans(rows: [[TableCell]], columns: [Int], of table: Table, lines: inout LineBytes)
        -> [CellSpan]
    {
        let isHTML = isHTMLTable(table, lines: &lines)
        var result: [CellSpan] = []
        for row in rows {
            for column in columns where column < row.count && !row[column].source.isEmpty {
                let cell = row[column]
                let end =
                    isHTML
                    ? advance(cell.start, by: cell.source.utf8.count, in: lines.source)
                    : pipeCellEnd(cell.start, lines: &lines)
                if let end, cell.start < end { result.append(CellSpan(start: cell.start, end: end)) }
            }
        }
        return result
    }

    /// Whether a table was read from HTML: its range starts at a `<table` tag.
    private static func isHTMLTable(_ table: Table, lines: inout LineBytes) -> Bool {
        let start = table.range.start
        guard let line = lines[start.line], start.column >= 1, start.column - 1 <= line.count else { return false }
        return line.dropFirst(start.column - 1).prefix(6).map { $0 | 0x20 } == Array("<table".utf8)
    }

    /// Where a pipe table cell starting at `start` ends: before the next pipe that no backslash escapes (or the
    /// line's end), trailing spaces and tabs left out.
    private static func pipeCellEnd(_ start: LineColumn, lines: inout LineBytes) -> LineColumn? {
        guard let line = lines[start.line] else { return nil }
        let first = start.column - 1
        guard first >= 0, first <= line.count else { return nil }
        var index = first
        while index < line.count,
            !(line[index] == UInt8(ascii: "|") && index > 0 && line[index - 1] != UInt8(ascii: "\\"))
        {
            index += 1
        }
        while index > first, line[index - 1] == UInt8(ascii: " ") || line[index - 1] == UInt8(ascii: "\t") {
            index -= 1
        }
        return LineColumn(start.line, index + 1)
    }

    /// The position `count` bytes after `start` in the normalized text (whose lines end with one `\n` byte).
    private static func advance(_ start: LineColumn, by count: Int, in source: SourceText) -> LineColumn? {
        var line = start.line
        var column = start.column
        var remaining = count
        while line >= 1, line <= source.lines.count {
            let left = source.lines[line - 1].utf8.count - (column - 1)
            guard left >= 0 else { return nil }
            if remaining <= left { return LineColumn(line, column + remaining) }
            remaining -= left + 1
            line += 1
            column = 1
        }
        return nil
    }
}

/// The normalized lines' bytes, each made once when first asked for (a row's cells are on one line).
private struct LineBytes {
    let source: SourceText
    private var made: [Int: [UInt8]] = [:]

    init(source: SourceText) { self.source = source }

    /// The bytes of a 1-based line; `nil` beyond the text.
    subscript(line: Int) -> [UInt8]? {
        mutating get {
            guard line >= 1, line <= source.lines.count else { return nil }
            if let bytes = made[line] { return bytes }
            let bytes = Array(source.lines[line - 1].utf8)
            made[line] = bytes
            return bytes
        }
    }
}

/// The line starts of a file's bytes as on disk, numbered as `SourceText` numbers its normalized lines
/// (`\r\n`, `\r` and `\n` each end a line; a byte order mark is not part of line 1's columns).
private struct RawLines {
    var starts: [Int]
    var byteCount: Int
    /// The first line ending of the file (`\n` when it has none), for lines the skeleton adds.
    var lineEnding: [UInt8]

    init(_ bytes: [UInt8]) {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        var starts = [bytes.starts(with: bom) ? bom.count : 0]
        var ending: [UInt8]?
        var index = starts[0]
        while index < bytes.count {
            if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    ending = ending ?? [0x0D, 0x0A]
                    index += 1
                } else {
                    ending = ending ?? [0x0D]
                }
                starts.append(index + 1)
            } else if bytes[index] == 0x0A {
                ending = ending ?? [0x0A]
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
        self.byteCount = bytes.count
        self.lineEnding = ending ?? [0x0A]
    }

    /// The byte offset of a 1-based line and byte column; `nil` beyond the file.
    func offset(of position: LineColumn) -> Int? {
        guard position.line >= 1, position.line <= starts.count, position.column >= 1 else { return nil }
        let offset = starts[position.line - 1] + position.column - 1
        return offset <= byteCount ? offset : nil
    }
}
