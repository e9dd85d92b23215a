import ErrorTablesCore
import Foundation

/// libFuzzer target `markdown`: arbitrary bytes through the Markdown reader and table extraction.
///
/// Invariants beyond "no crash": bytes that are not UTF-8 give one one-line diagnostic at a position inside the
/// input; reading is deterministic; every table row has as many cells as the header, and every position lies
/// inside the document; extraction (as a source and as a translation) reports one-line diagnostics whose
/// positions lie inside the document.
@_cdecl("LLVMFuzzerTestOneInput")
public func markdownFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let path = "Fuzz/en.md"
    let source: SourceText
    do {
        source = try SourceText(path: path, bytes: bytes)
    } catch {
        let line = error.diagnostic.description
        fuzzCheck(!line.contains("\n"), "multi-line diagnostic: \(line)")
        if let location = error.diagnostic.location {
            let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
            fuzzCheck(location.line >= 1 && location.line <= lineCount, "invalid UTF-8 reported at \(location)")
            fuzzCheck(location.column >= 1, "invalid UTF-8 reported at \(location)")
        }
        return 0
    }
    let document = MarkdownDocument(source: source)
    fuzzCheck(document == MarkdownDocument(source: source), "reading the same text twice gave different blocks")
    let lineCount = source.lines.count
    func inside(_ position: LineColumn, _ what: String) {
        fuzzCheck(
            position.line >= 1 && position.line <= max(lineCount, 1) && position.column >= 1,
            "\(what) at \(position.line):\(position.column) outside the \(lineCount) lines")
    }
    document.forEachBlock { block in
        inside(block.range.start, "block start")
        // cmark ends an empty list item ("-\n\n") at column 0 of its line: the end may be column 0.
        inside(LineColumn(block.range.end.line, block.range.end.column + 1), "block end")
    }
    for table in document.tables {
        fuzzCheck(table.alignments.count == table.header.count, "alignments and header differ in count")
        for row in table.rows {
            fuzzCheck(row.count == table.header.count, "a row of \(row.count) cells under \(table.header.count)")
        }
        for cell in table.header + table.rows.joined() { inside(cell.start, "cell") }
    }
    checkCellEdits(document, bytes: bytes, path: path)
    // The code prefix: the first three letters or digits of the first table's first code cell, so the seeds'
    // tables (each with its own prefix) are error tables.
    let firstCode = document.tables.first?.rows.first?.first?.plainText ?? ""
    var prefix = ""
    for scalar in firstCode.unicodeScalars where prefix.count < 3 {
        if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
            prefix.unicodeScalars.append(scalar)
        }
    }
    if prefix.isEmpty { prefix = "E" }
    var configDiagnostics = Diagnostics()
    let configJSON =
        #"{"errorDomain": "Fuzz", "typeName": "FuzzError", "codePrefix": "\#(prefix)", "sourceLanguage": "en"}"#
    guard
        let config = try? DomainConfig.parse(
            data: Data(configJSON.utf8), path: "Fuzz/error-tables.json", diagnostics: &configDiagnostics)
    else {
        fuzzCheck(false, "the harness's config does not read: \(configJSON)")
        return 0
    }
    for role in [Extractor.Role.source, .translation] {
        var diagnostics = Diagnostics()
        _ = Extractor(config: config, role: role).extract(document, language: "en", diagnostics: &diagnostics)
        for diagnostic in diagnostics.all {
            let line = diagnostic.description
            fuzzCheck(!line.contains("\n"), "multi-line diagnostic: \(line)")
            if let location = diagnostic.location {
                fuzzCheck(location.path == path, "diagnostic about another file: \(line)")
                inside(LineColumn(location.line, location.column), "diagnostic")
            }
        }
    }
    return 0
}

/// The cell editor on the first table: up to 8 body cells each take the next cell's text (texts from the input,
/// trimmed, as the editor takes them), then every cell is rewritten with its own text. Either the edit is
/// refused with one-line diagnostics, or the result reads back with each edited cell's new text and every other
/// cell's old one.
func checkCellEdits(_ document: MarkdownDocument, bytes: [UInt8], path: String) {
    guard let table = document.tables.first, let editor = try? TableCellEditor(path: path, bytes: bytes) else {
        return
    }
    let cells = Array(table.rows.joined().prefix(8))
    guard cells.count > 1 else { return }
    var edits: [TableCellEdit] = []
    for (index, cell) in cells.enumerated() {
        let text = cells[(index + 1) % cells.count].plainText.trimmingCharacters(in: .whitespacesAndNewlines)
        edits.append(TableCellEdit(cell, text: text))
    }
    for (batch, rewriting) in [(edits, false), (cells.map { TableCellEdit($0, text: $0.plainText) }, true)] {
        let result: [UInt8]
        do {
            result = try editor.applying(batch, rewritingUnchangedCells: rewriting)
        } catch {
            fuzzCheck(!error.diagnostic.description.contains("\n"), "multi-line diagnostic: \(error.diagnostic)")
            continue
        }
        guard let again = try? SourceText(path: path, bytes: result) else {
            fuzzCheck(false, "the edited document is not UTF-8")
            continue
        }
        let reread = MarkdownDocument(source: again)
        guard let first = reread.tables.first else {
            fuzzCheck(false, "the edited document lost its first table")
            continue
        }
        let texts = Array(first.rows.joined().prefix(8)).map(\.plainText)
        fuzzCheck(texts == batch.map(\.text), "edited cells read back as \(texts), not \(batch.map(\.text))")
    }
}
