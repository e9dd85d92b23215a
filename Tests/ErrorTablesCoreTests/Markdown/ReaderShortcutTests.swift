import Testing

@testable import ErrorTablesCore

/// The reader's shortcuts give what the slow ways give: a table's cells parsed in one cmark call as each
/// alone, block starts answered without cmark where the first byte rules them out, and Markdown escaping on
/// bytes as one `Character` at a time.
@Suite struct ReaderShortcutTests {
    /// Cell texts covering inline syntax, block syntax that must stay text, entities, unclosed and nested
    /// spans, HTML, non-ASCII text and characters cmark treats specially.
    static let cells: [String] = [
        "", "plain", "`code`", "*emphasis* and **strong**", "_under_ __score__", "[link](https://x.y \"t\")",
        "![image](i.png)", "<br>", "a<br/>b", "<span>x</span>", "&amp; &#65; &nbsp; &bogus;", "# heading",
        "- item", "+ item", "* item", "1. item", "1) item", "> quote", "    indented", "\tindented", "```fence",
        "~~~", "<!-- comment -->", "<div>", "---", "***", "___", "===", "[ref]: /url", "[ref]", "*unclosed",
        "unclosed*", "**a *b* c**", "`unclosed", "``a`b``", "a\\", "\\*not emphasis\\*", "a  ", "x", "x ",
        "Anmeldung für `x` — *bitte*", "リクエスト*失敗*", "e\u{301}*\u{301}", "<http://auto.link>",
        "https://example.com", "a \\| b", "\u{0}", "\u{FFFD}", String(repeating: "*a ", count: 80),
        String(repeating: "*a ", count: 70) + "x" + String(repeating: " a*", count: 70),
    ]

    @Test func cellsParsedTogetherMatchCellsParsedAlone() {
        var warningsTogether: [ReaderWarning] = []
        let together = CMarkReader.inlines(ofEach: Self.cells, warnings: &warningsTogether) { index, line, column in
            LineColumn(index * 1_000 + line, column)
        }
        var warningsAlone: [ReaderWarning] = []
        let alone = Self.cells.enumerated().map { index, text in
            CMarkReader.inlines(of: text, warnings: &warningsAlone) { line, column in
                LineColumn(index * 1_000 + line, column)
            }
        }
        #expect(together.count == Self.cells.count)
        for (index, text) in Self.cells.enumerated() {
            #expect(together[index] == alone[index], "\(text)")
        }
        #expect(warningsTogether == warningsAlone)
        #expect(!warningsAlone.isEmpty)
    }

    @Test func everyPairOfCellsParsesAsEachAlone() {
        // Each cell before and after every other, so no cell changes how its neighbour parses.
        var ignored: [ReaderWarning] = []
        for first in Self.cells {
            for second in Self.cells {
                let together = CMarkReader.inlines(ofEach: [first, second], warnings: &ignored) { _, _, _ in
                    LineColumn(1, 1)
                }
                #expect(together == [CMarkReader.inlines(of: first), CMarkReader.inlines(of: second)])
            }
        }
    }

    @Test func textWithALineBreakIsParsedAlone() {
        let texts = ["a", "b\nc", "*d*"]
        var ignored: [ReaderWarning] = []
        let together = CMarkReader.inlines(ofEach: texts, warnings: &ignored) { _, _, _ in LineColumn(1, 1) }
        #expect(together == texts.map { CMarkReader.inlines(of: $0) })
    }

    @Test func blockStartsMatchCMark() {
        var lines: [String] = []
        let tails = [
            "", " ", "x", " x", ". x", ") x", "---", "--", "**", "* *", "# x", "``", "`x", "~~", "!-- x",
            "div>", "a>", "| b |", "\t", "  ", "1. x", "=", "]: /u",
        ]
        for value in 0x01..<0x80 {
            guard let scalar = Unicode.Scalar(value), scalar != "\n", scalar != "\r" else { continue }
            for tail in tails { lines.append(String(Character(scalar)) + tail) }
        }
        lines += [
            "", "é", "日本", "| a | b |", "    | a |", "   - x", "    x", "\t| a |", "12345678901. x", "1234567890. x",
            "<pre>", "<script>", "<!DOCTYPE html>", "<![CDATA[", "<?php", "<custom-tag>", "- - -", " - - -",
        ]
        for line in lines {
            #expect(CMarkReader.startsBlock(line) == CMarkReader.cmarkStartsBlock(line), "\(line.debugDescription)")
        }
        #expect(!CMarkReader.startsBlock("| a | b |"))
        #expect(CMarkReader.startsBlock("- item"))
        #expect(CMarkReader.startsBlock("    code"))
    }

    @Test func linesAreSplitAtEveryLineFeedByte() {
        let texts = ["", "\n", "a", "a\n", "\na", "a\nb\n\nc", "\n\u{301}x\n", "é\n日本\n", "a\r\nb", "\n\n\n"]
        for text in texts {
            let expected = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
            #expect(SourceText.lines(of: text) == expected, "\(text.debugDescription)")
            #expect(SourceText.lines(of: text).map { $0.utf8.count } == expected.map { $0.utf8.count })
        }
        #expect(SourceText.contains(0x0D, in: "a\r\nb") && !SourceText.contains(0x0D, in: "a\nb"))
    }

    @Test func trimmingMatchesTheCharacterWay() {
        var texts = [
            "", " ", "a", " a ", "a b", "\na\n", "\u{600}x", "x\u{301}", " \u{301}x", "x \u{301}", "\u{3000}a\u{3000}",
        ]
        for value in 0..<0x80 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts += ["\(scalar)", "\(scalar)a\(scalar)", "a\(scalar)", "\u{600}\(scalar)", "\(scalar)\u{301}"]
        }
        for text in texts {
            let expected: Substring
            if let first = text.firstIndex(where: { !$0.isWhitespace }),
                let last = text.lastIndex(where: { !$0.isWhitespace })
            {
                expected = text[first...last]
            } else {
                expected = text[text.endIndex...]
            }
            #expect(text.trimmingSpacesAndNewlines() == expected, "\(text.debugDescription)")
        }
    }

    @Test func rowsHaveCellsExactlyWhenCellsAreFound() {
        let texts = [
            "", "|", "| ", "|  \t", "||", "| |", "a", "|a", "a|", "\\|", "| a \\| b |", " |", "  ", "\t", "||  ", "é|",
            "| `a|b` |", "|\u{301}",
        ]
        for text in texts {
            let line = PipeTableScanner.Line(text: text[...], number: 1, column: 1)
            #expect(
                PipeTableScanner.hasCells(line) == !PipeTableScanner.cells(of: line).isEmpty, "\(text.debugDescription)"
            )
        }
    }

    @Test func markdownEscapingMatchesTheCharacterWay() {
        var texts =
            ReaderShortcutTests.cells + [
                "*", "a*b", "*\u{301}", "\u{301}*", "é*", "*é", "\u{600}*", "a\u{200D}*", "`\u{FE0F}", "[日本]", "<ü>",
                "\\", "\r\n*", "👍🏽*`", "*️⃣", "a*\u{301}b*c",
            ]
        for value in 0x01..<0x80 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts += ["a\(scalar)b", "é\(scalar)", "\(scalar)\u{301}", "\(scalar)"]
        }
        for text in texts {
            #expect(Inline.escapedMarkdown(text) == Inline.escapedMarkdownByCharacter(text), "\(text.debugDescription)")
        }
        #expect(Inline.escapedMarkdown("a*b`c[d]e<f\\") == "a\\*b\\`c\\[d\\]e\\<f\\\\")
        #expect(Inline.escapedMarkdown("*\u{301}") == "*\u{301}")
    }
}
