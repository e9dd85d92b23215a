/// Rewrites the contents of table cells in a Markdown document and leaves every other byte as it was.
///
/// The editor reads the document (`MarkdownDocument`, the same reader as every verb) and knows each cell by
/// where the reader says its text starts (`TableCell.start`). `applying(_:)` replaces only the
/// bytes of the edited cells' contents: headings, prose, other tables and cells, the padding around cells,
/// container markers (`>`, list indentation), line endings (LF, CRLF or CR), a byte order mark, front matter
/// and the trailing newline or its absence stay byte-identical. The new text is escaped for the kind of cell
/// (`CellTextEscaper`: `\|`, backslash escapes and `<br>` in pipe tables, `&amp;`, `&lt;` and `<br>` in HTML
/// tables), an empty cell gets the text with a space on each side (`| text |`), and the result is read
/// back before it is returned: each edited cell's `plainText` must equal its new text and every other cell
/// its old inlines, or nothing is returned.
///
/// An edit whose text equals the cell's current plain text leaves the cell as it is (its markup kept), so
/// writing back unchanged translations leaves a file byte-identical; `rewritingUnchangedCells` turns that
/// off.
///
/// How `import` uses it: for each translation unit it finds the target document's cell through the model's
/// source location of that unit (the row's code and the column), makes a `TableCellEdit(cell, text:)` with
/// the translated text, lists what `problems(in:)` refuses (a translation with spaces or a line break at
/// either end cannot be kept, as every cell's text is trimmed when read: import trims it and says so), applies
/// all the edits of one document in one call, and writes the returned bytes atomically (or diffs them
/// against the original for `--dry-run`). A thrown `FatalDiagnostic` points at the cell at fault; the
/// document is then left alone. Cells missing from a short row (which the reader pads) cannot be edited.
///
/// Time and memory are linear in the document's size (plus sorting the edits); nothing recurses.
public struct TableCellEditor: Sendable {
    /// The document as the reader reads it.
    public let document: MarkdownDocument
    /// The document's bytes, as given.
    let bytes: [UInt8]
    /// The offset in `bytes` of each line's first byte (after a byte order mark on line 1); index 0 is line 1.
    let lineStarts: [Int]
    /// Every cell of the document's tables, by where its text starts.
    let cells: [LineColumn: Cell]

    /// A cell the reader reported: its kind, its current plain text and every place it fills in the tables
    /// (an HTML cell with `colspan` or `rowspan` fills several).
    struct Cell {
        var isHTML: Bool
        var source: String
        var plainText: String
        var places: [Place]
    }

    /// A cell's place: table index in document order, row (0 for the header row), column.
    struct Place: Hashable {
        var table: Int
        var row: Int
        var column: Int
    }

    /// Reads a document.
    /// - Throws: `FatalDiagnostic` when the bytes are not UTF-8 or the document is too large.
    public init(path: String, bytes: [UInt8]) throws(FatalDiagnostic) {
        let source = try SourceText(path: path, bytes: bytes)
        self.document = MarkdownDocument(source: source)
        self.bytes = bytes
        self.lineStarts = Self.lineStarts(of: bytes)
        self.cells = Self.cells(of: document)
    }

    /// The document's path.
    public var path: String { document.source.path }

    /// Every edit that `applying(_:rewritingUnchangedCells:)` would refuse before writing, one error each, in
    /// the order of the edits: no cell at the position, a cell edited twice, a text the cell cannot keep. (A
    /// result that would not read back is found only by applying.)
    public func problems(in edits: [TableCellEdit]) -> [Diagnostic] {
        var seen: Set<LineColumn> = []
        return edits.compactMap { problem(with: $0, seen: &seen)?.diagnostic }
    }

    /// The document's bytes with the edits applied.
    /// - Parameters:
    ///   - edits: the cells to rewrite and their new texts, in any order.
    ///   - rewritingUnchangedCells: also rewrite (escape anew) cells whose plain text already equals their new
    ///     text; by default they keep their bytes.
    /// - Throws: `FatalDiagnostic` when an edit names no cell, two edits name one cell, a text cannot be kept by
    ///   a cell (whitespace at its ends, NUL; tabs, runs of spaces or C1 controls in an HTML cell) or the
    ///   result would not read back as intended. Nothing is changed then.
    public func applying(_ edits: [TableCellEdit], rewritingUnchangedCells: Bool = false) throws(FatalDiagnostic)
        -> [UInt8]
    {
        var replacements: [Replacement] = []
        var seen: Set<LineColumn> = []
        var expected: [Place: String] = [:]
        for edit in edits {
            if let problem = problem(with: edit, seen: &seen) { throw problem }
            guard let cell = cells[edit.cell] else { throw FatalDiagnostic(.notATableCell(at: location(edit.cell))) }
            for place in cell.places { expected[place] = edit.text }
            if edit.text == cell.plainText && !rewritingUnchangedCells { continue }
            guard let replacement = replacement(for: cell, at: edit.cell, text: edit.text) else {
                throw FatalDiagnostic(.notATableCell(at: location(edit.cell)))
            }
            replacements.append(replacement)
        }
        replacements.sort { $0.start < $1.start }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + replacements.reduce(0) { $0 + $1.bytes.count })
        var copied = 0
        for replacement in replacements {
            guard replacement.start >= copied else {
                throw FatalDiagnostic(.tableCellEditedTwice(at: location(replacement.cell)))
            }
            result += bytes[copied..<replacement.start]
            result += replacement.bytes
            copied = replacement.end
        }
        result += bytes[copied...]
        if let wrong = try readBackMismatch(of: result, expected: expected, edits: edits) {
            throw FatalDiagnostic(.cellEditNotReadBack(at: location(wrong)))
        }
        return result
    }

    /// Why an edit cannot be applied, or `nil`; `seen` collects the cells edited so far.
    private func problem(with edit: TableCellEdit, seen: inout Set<LineColumn>) -> FatalDiagnostic? {
        guard let cell = cells[edit.cell] else { return FatalDiagnostic(.notATableCell(at: location(edit.cell))) }
        guard seen.insert(edit.cell).inserted else {
            return FatalDiagnostic(.tableCellEditedTwice(at: location(edit.cell)))
        }
        switch CellTextEscaper.problem(in: edit.text, html: cell.isHTML) {
        case .outerWhitespace?: return FatalDiagnostic(.cellTextWithOuterWhitespace(at: location(edit.cell)))
        case .nul?: return FatalDiagnostic(.cellTextWithNUL(at: location(edit.cell)))
        case .htmlWhitespace?: return FatalDiagnostic(.htmlCellTextWithWhitespaceRun(at: location(edit.cell)))
        case .htmlC1Control?: return FatalDiagnostic(.htmlCellTextWithC1Control(at: location(edit.cell)))
        case nil: return nil
        }
    }

    private func location(_ position: LineColumn) -> SourceLocation {
        SourceLocation(path: path, line: position.line, column: position.column)
    }
}
