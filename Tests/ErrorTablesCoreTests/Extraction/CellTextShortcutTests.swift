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

    @Test func whitespaceIsTheUnicodeProperty() {
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(CellText.isWhitespace(value) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
    }

    @Test func placeholdersAndFallbackLabelsAreFoundInAnyCase() {
        #expect(CellText.isPlaceholder("N/A") && CellText.isPlaceholder("TBD") && CellText.isPlaceholder("…"))
        #expect(!CellText.isPlaceholder("N/A but longer"))
        #expect(Extractor.isFallbackLabel("All Other Errors") && Extractor.isFallbackLabel("UNKNOWN"))
        #expect(!Extractor.isFallbackLabel(String(repeating: "other ", count: 20)))
        // Every label, also written with the Kelvin sign for `k` where it has one, is found.
        for label in Extractor.fallbackLabels {
            #expect(Extractor.isFallbackLabel(label.uppercased()))
            #expect(Extractor.isFallbackLabel(label.replacing("k", with: "\u{212A}")))
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
