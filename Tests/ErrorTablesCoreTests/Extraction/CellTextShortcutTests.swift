import Testing

@testable import ErrorTablesCore

/// The byte-level shortcuts column profiling takes give what the `Character` ways give.
@Suite struct CellTextShortcutTests {
    static let texts: [String] = {
        var texts = [
            "", " ", "word", "two words", "  lead and trail  ", "tab\tand\nnewline", "\r\n", "a\r\nb", "a\rb",
            "\u{B}\u{C}\u{1C}\u{1D}\u{1E}\u{1F}\u{85}\u{A0}", "Anmeldung für `x`", "リクエストは 失敗", "e\u{301} \u{301}x",
            " \u{301}", "नमस्ते दुनिया", String(repeating: "long description ", count: 20),
        ]
        for value in 0..<0x80 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts.append("a\(scalar)b")
            texts.append("\(scalar)")
        }
        return texts
    }()

    @Test func countsMatchTheCharacterCounts() {
        for text in Self.texts {
            #expect(CellText.characterCount(text) == text.count, "\(text.debugDescription)")
            #expect(
                CellText.wordCount(text) == text.split(whereSeparator: \.isWhitespace).count, "\(text.debugDescription)"
            )
        }
    }

    @Test func valuesMatchTheLineSplit() {
        for text in Self.texts + ["a\nb", "\n", " a \n\n b ", "x\r\ny"] {
            let cell = TableCell(inlines: [.text(text)], source: text, start: LineColumn(1, 1))
            let expected = cell.plainText.split(separator: "\n").map { String($0.trimmingSpacesAndNewlines()) }
                .filter { !$0.isEmpty }
            #expect(CellText.values(of: cell) == expected, "\(text.debugDescription)")
        }
    }

    @Test func shortNamesHaveAtMostSixtyCharacters() {
        #expect(CellText.isShortName(String(repeating: "a", count: 60)))
        #expect(!CellText.isShortName(String(repeating: "a", count: 61)))
        #expect(CellText.isShortName(String(repeating: "\u{E9}", count: 60)))
        #expect(!CellText.isShortName(String(repeating: "\u{E9}", count: 61)))
        #expect(CellText.isShortName("Not Found"))
    }

    @Test func aCellKeepsItsPlainTextWhenItsInlinesChange() {
        var cell = TableCell(inlines: [.text("a")], source: "a", start: LineColumn(1, 1))
        cell.inlines = [.emphasis([.text("b")]), .lineBreak, .code("c")]
        #expect(cell.plainText == "b\nc")
    }
}
