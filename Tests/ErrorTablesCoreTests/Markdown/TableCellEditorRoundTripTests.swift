import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// `TableCellEditor` against the real reader: generated texts written into cells of every kind read back
/// exactly, with every byte outside the cell unchanged, and the seed documents survive a rewrite of every cell.
@Suite struct TableCellEditorRoundTripTests {
    /// A document around one cell that holds `old`: the bytes before it and after it.
    struct Template: Sendable, CustomTestStringConvertible {
        var name: String
        var left: String
        var right: String
        var isHTML = false

        var testDescription: String { name }
    }

    static let templates: [Template] = [
        Template(
            name: "padded, outer pipes", left: "# T\n\nProse.\n\n| A | B |\n| --- | :-: |\n| `E1` | ",
            right: " |\n| E2 | keep |\n\nAfter.\n"),
        Template(name: "no outer pipes, first cell", left: "A | B\n--- | ---\n", right: " | x\ny | z"),
        Template(name: "block quote, CRLF", left: "> | A | B |\r\n> |---|---|\r\n> | x | ", right: " |\r\n"),
        Template(name: "list item, first cell", left: "- item\n\n  | A | B |\n  |---|---|\n  | ", right: " | y |\n"),
        Template(
            name: "list in a block quote, tabs", left: "> 1. item\n>\n>    | A\t| B |\n>    |---|---|\n>    | x |\t",
            right: "\t|\n>    | z | w |\n"),
        Template(name: "tight", left: "|A|B|\n|-|-|\n|x|", right: "|\n"),
        Template(name: "header cell", left: "Para.\n\n| A | ", right: " |\n|---|---|\n| x | y |\n"),
        Template(
            name: "HTML", left: "<table>\n<tr><th>Code</th><th>Text</th></tr>\n<tr><td>E1</td><td>",
            right: "</td></tr>\n</table>\n", isHTML: true),
    ]

    /// Pieces the generated texts are made of: Markdown and HTML syntax, escapes, entities, line breaks,
    /// emoji, right-to-left and CJK scripts, combining marks, spaces of several kinds.
    static let pieces = [
        "a", "Zz", "text", " ", "  ", "|", "\\|", "\n", "\r\n", "<br>", "\\", "*", "**", "_", "`", "``", "<", ">",
        "&", "&amp;", "&#32;", "[", "]", "(", ")", "![", "#", "-", "---", ":", "=", "+", "1.", "2)", "~~~", "\t",
        "😀", "👩‍👩‍👧", "مرحبا", "שלום", "漢字", "テスト", "e\u{301}", "\u{A0}", "\u{200F}", "<b>", "http://x.y",
        "<http://x.y>", "'", "\"", "%", "$", "{", "}", "\u{7}", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{FEFF}",
        "\r", "&#13;", "\\\\|",
    ]

    /// Deterministic texts from the pieces, without leading or trailing whitespace (a cell cannot keep it).
    static func texts(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix(seed: seed)
        return (0..<count).map { _ in
            let text = (0..<(1 + random.next(8))).map { _ in pieces[random.next(pieces.count)] }.joined()
            return String(text.trimmingSpacesAndNewlines())
        }
    }

    /// Deterministic texts of 1 to 6 random scalars each, from ranges that hold controls, Latin, combining
    /// marks, Hebrew and Arabic, CJK, noncharacters, emoji and the last plane.
    static func scalarTexts(count: Int, seed: UInt64) -> [String] {
        let ranges: [ClosedRange<UInt32>] = [
            0x01...0x7F, 0x20...0x7E, 0x80...0x2FF, 0x300...0x36F, 0x590...0x6FF, 0x2000...0x206F, 0x3000...0x9FFF,
            0xFDD0...0xFDEF, 0xFFF0...0xFFFF, 0x1F300...0x1FAFF, 0x10FFF0...0x10FFFF,
        ]
        var random = SplitMix(seed: seed)
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<(1 + random.next(6)) {
                let range = ranges[random.next(ranges.count)]
                let value = range.lowerBound + UInt32(random.next(Int(range.upperBound - range.lowerBound) + 1))
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
            return String(text.trimmingSpacesAndNewlines())
        }
    }

    @Test(arguments: templates) func generatedTextsReadBackExactly(_ template: Template) throws {
        try Self.checkReadBack(Self.texts(count: 300, seed: 13) + ["", "x"], in: template)
    }

    @Test(arguments: templates) func randomScalarsReadBackExactly(_ template: Template) throws {
        try Self.checkReadBack(Self.scalarTexts(count: 400, seed: 29), in: template)
    }

    /// Writes each text into the template's cell and reads the document back: the text comes back (or the
    /// editor refuses it for a reason `CellTextEscaper.problem` names), and nothing else changed.
    static func checkReadBack(_ texts: [String], in template: Template) throws {
        let original = template.left + "old" + template.right
        let editor = try TableCellEditor(path: "it.md", bytes: Array(original.utf8))
        let old = try TableCellEditorTests.cell("old", in: editor.document)
        let tables = editor.document.tables
        var written = 0
        for text in texts {
            if CellTextEscaper.problem(in: text, html: template.isHTML) != nil {
                #expect(throws: FatalDiagnostic.self, "\(text.debugDescription)") {
                    try editor.applying([TableCellEdit(old, text: text)])
                }
                continue
            }
            if template.isHTML && text.isEmpty { continue }
            let result = try editor.applying([TableCellEdit(old, text: text)])
            written += 1
            // Every byte outside the cell is unchanged.
            #expect(result.starts(with: Array(template.left.utf8)), "\(text.debugDescription)")
            #expect(result.reversed().starts(with: Array(template.right.utf8).reversed()), "\(text.debugDescription)")
            // The real reader gives the text back, and every other cell as it was.
            let reread = MarkdownDocument(source: try SourceText(path: "it.md", bytes: result)).tables
            try #require(reread.count == tables.count)
            for (before, after) in zip(tables, reread) {
                let beforeCells = ([before.header] + before.rows).flatMap { $0 }
                let afterCells = ([after.header] + after.rows).flatMap { $0 }
                try #require(beforeCells.count == afterCells.count, "\(text.debugDescription)")
                for (cellBefore, cellAfter) in zip(beforeCells, afterCells) {
                    if cellBefore.start == old.start {
                        #expect(cellAfter.plainText == text, "\(text.debugDescription)")
                    } else {
                        #expect(cellAfter.inlines == cellBefore.inlines, "\(text.debugDescription)")
                    }
                }
            }
        }
        #expect(written > texts.count / 4)
    }

    @Test func everyCellOfARowAtOnce() throws {
        let original = "| A | B | C |\n|---|:-:|--:|\n| x | y | z |\n| `k` | l | m |\n"
        let editor = try TableCellEditor(path: "it.md", bytes: Array(original.utf8))
        let table = try #require(editor.document.tables.first)
        let texts = Self.texts(count: 600, seed: 7).filter { CellTextEscaper.problem(in: $0, html: false) == nil }
        for start in stride(from: 0, to: texts.count - 2, by: 3) {
            let row = Array(texts[start..<(start + 3)])
            let edits = zip(table.rows[0], row).map { TableCellEdit($0, text: $1) }
            let result = try editor.applying(edits)
            let reread = try #require(
                MarkdownDocument(source: try SourceText(path: "it.md", bytes: result)).tables.first)
            #expect(reread.rows[0].map(\.plainText) == row)
            #expect(reread.rows[1].map(\.inlines) == table.rows[1].map(\.inlines))
            #expect(reread.header.map(\.inlines) == table.header.map(\.inlines))
            #expect(String(decoding: result, as: UTF8.self).hasSuffix("\n| `k` | l | m |\n"))
            #expect(String(decoding: result, as: UTF8.self).hasPrefix("| A | B | C |\n|---|:-:|--:|\n| "))
        }
    }

    /// Every Markdown document of the test corpora (escapes, markup, HTML tables, RTL and CJK, the fuzzer's
    /// adversarial seeds): every cell rewritten with its own plain text (escaped anew) reads back the same.
    @Test func corpusDocumentsSurviveRewritingEveryCell() throws {
        let folders = ["Tests/Fixtures/Corpus", "Tests/Fuzz/Corpus/markdown"]
        var documents = 0
        for folder in folders {
            let names = FileManager.default.enumerator(atPath: PackageRoot.path(folder))?.allObjects as? [String]
            // YFM `#| … |#` tables are read but not written: `import` refuses their cells ("no table cell starts
            // here"), so the corpus document of them is left out.
            for name in (names ?? []).filter({ $0.hasSuffix(".md") && !$0.hasPrefix("PlatformTableSyntax/") }).sorted()
            {
                let path = PackageRoot.path(folder + "/" + name)
                let editor = try TableCellEditor(
                    path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                var seen: Set<LineColumn> = []
                let tables = editor.document.tables
                let edits = tables.flatMap { ([$0.header] + $0.rows).flatMap { $0 } }
                    .filter { seen.insert($0.start).inserted }
                    .map { TableCellEdit($0, text: $0.plainText) }
                #expect(editor.problems(in: edits) == [], "\(name)")
                let rewritten = try editor.applying(edits, rewritingUnchangedCells: true)
                let reread = MarkdownDocument(source: try SourceText(path: path, bytes: rewritten)).tables
                #expect(
                    reread.map { ([$0.header] + $0.rows).map { $0.map(\.plainText) } }
                        == tables.map { ([$0.header] + $0.rows).map { $0.map(\.plainText) } }, "\(name)")
                documents += 1
            }
        }
        #expect(documents >= 40)
    }

    /// The reader parses each cell after a lead-in (`x `) that it then drops; a cell that starts with a
    /// combining mark or a joiner joined the lead-in's space in one `Character` and kept it.
    @Test func readerKeepsCellsThatStartWithACombiningMark() {
        let document = MarkdownDocument(
            source: SourceText(path: "it.md", string: "| A | B |\n|---|---|\n| \u{301}x | \u{200C}y *z* |\n"))
        #expect(document.tables.first?.rows.first?.map(\.plainText) == ["\u{301}x", "\u{200C}y z"])
    }

    @Test func htmlRefusesWhitespaceRunsThatPipeCellsKeep() {
        #expect(CellTextEscaper.problem(in: "a  b", html: true) == .htmlWhitespace)
        #expect(CellTextEscaper.problem(in: "a  b", html: false) == nil)
        #expect(CellTextEscaper.problem(in: "a\tb", html: true) == .htmlWhitespace)
        #expect(CellTextEscaper.problem(in: "a\r\nb", html: true) == .htmlWhitespace)
        #expect(CellTextEscaper.problem(in: "a \n b", html: true) == nil)
        #expect(CellTextEscaper.problem(in: "\u{A0}a", html: false) == .outerWhitespace)
        #expect(CellTextEscaper.problem(in: "a\u{0}", html: false) == .nul)
        #expect(CellTextEscaper.problem(in: "a\u{85}b", html: true) == .htmlC1Control)
        #expect(CellTextEscaper.problem(in: "a\u{85}b", html: false) == nil)
        #expect(CellTextEscaper.problem(in: "a\u{A0}\u{100}b", html: true) == nil)
    }

    /// Each seed document: every cell given its own plain text. By default nothing changes; rewriting every
    /// cell (escaping anew) reads back the same plain texts, and `identical` cells keep their exact bytes: all
    /// but those with code spans, whose markup a plain text cannot carry.
    @Test(arguments: [
        ("spec/FirebaseAuth/it.md", 65), ("spec/FirebaseAuth/hi.md", 65), ("spec/FirebaseAuth/en.md", 65),
        ("spec/Facebook/it.md", 96), ("spec/Facebook/en.md", 96),
    ])
    func seedDocumentsSurviveRewritingEveryCell(_ path: String, _ identical: Int) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: PackageRoot.path(path))))
        let editor = try TableCellEditor(path: path, bytes: bytes)
        let cells = Dictionary(
            editor.document.tables.flatMap { ([$0.header] + $0.rows).flatMap { $0 } }.map { ($0.start, $0) },
            uniquingKeysWith: { first, _ in first })
        let edits = cells.values.sorted { $0.start < $1.start }.map { TableCellEdit($0, text: $0.plainText) }
        #expect(edits.count > 20)
        #expect(try editor.applying(edits) == bytes)

        let rewritten = try editor.applying(edits, rewritingUnchangedCells: true)
        let reread = MarkdownDocument(source: try SourceText(path: path, bytes: rewritten)).tables
        let before = editor.document.tables.map { ([$0.header] + $0.rows).map { $0.map(\.plainText) } }
        #expect(reread.map { ([$0.header] + $0.rows).map { $0.map(\.plainText) } } == before)
        var same = 0
        for edit in edits {
            let single = try editor.applying([edit], rewritingUnchangedCells: true)
            if single == bytes {
                same += 1
            } else {
                #expect(cells[edit.cell]?.source.contains("`") == true, "\(edit.text)")
            }
        }
        #expect(same == identical, "\(same) of \(edits.count) cells byte-identical when rewritten")
    }
}
