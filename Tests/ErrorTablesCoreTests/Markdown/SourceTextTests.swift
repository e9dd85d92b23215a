import Testing

@testable import ErrorTablesCore

/// What the reader accepts around the Markdown itself, and the positions it reports.
@Suite struct SourceTextTests {
    private let table = "| a | b |\n| - | - |\n| 1 | 2 |\n"

    @Test func frontMatterIsSkippedAndLineNumbersKept() {
        let markdown = """
            ---
            title: Errors
            tags: [auth]
            ---

            | a | b |
            | - | - |
            | 1 | 2 |
            """
        let source = SourceText(path: "doc.md", string: markdown)
        #expect(source.frontMatterLineCount == 4)
        #expect(
            MarkdownDump.tree(markdown) == """
                table 6:1-8:9
                  a | b
                  --- | ---
                  1 | 2
                """)
    }

    @Test func frontMatterMayEndWithDots() {
        #expect(SourceText(path: "doc.md", string: "---\na: 1\n...\nText\n").frontMatterLineCount == 3)
        #expect(MarkdownDump.tree("---\na: 1\n...\nText\n") == #"paragraph 4:1-4:4 "Text""#)
    }

    @Test func anUnclosedFrontMatterIsNone() {
        #expect(SourceText(path: "doc.md", string: "---\n| a |\n| - |\n").frontMatterLineCount == 0)
        #expect(
            MarkdownDump.tree("---\n| a |\n| - |\n") == """
                break 1:1-1:3
                table 2:1-3:5
                  a
                  ---
                """)
    }

    @Test func crlfLineEndings() throws {
        let crlf = table.replacingOccurrences(of: "\n", with: "\r\n")
        let source = try SourceText(path: "doc.md", bytes: Array(crlf.utf8))
        #expect(source.lines == ["| a | b |", "| - | - |", "| 1 | 2 |"])
        #expect(MarkdownDump.tree(MarkdownDocument(source: source)) == MarkdownDump.tree(table))
        #expect(MarkdownDump.tree(table.replacingOccurrences(of: "\n", with: "\r")) == MarkdownDump.tree(table))
    }

    @Test func byteOrderMarkIsDroppedAndColumnsStartAfterIt() throws {
        let source = try SourceText(path: "doc.md", bytes: [0xEF, 0xBB, 0xBF] + Array(table.utf8))
        let tables = MarkdownDocument(source: source).tables
        #expect(tables.map(\.range) == [SourceRange(1, 1, 3, 9)])
        #expect(tables.first?.header.map(\.start) == [LineColumn(1, 3), LineColumn(1, 7)])
        #expect(tables.first?.header.map(\.plainText) == ["a", "b"])
    }

    @Test func missingFinalNewlineChangesNothing() {
        #expect(MarkdownDump.tree(String(table.dropLast())) == MarkdownDump.tree(table))
        #expect(MarkdownDump.tree(table) == "table 1:1-3:9\n  a | b\n  --- | ---\n  1 | 2")
    }

    @Test func invalidUTF8IsAFatalDiagnosticWithLineColumnAndOffset() {
        // "| a |\n" and "| - |\n" are bytes 0–11, "| " bytes 12–13, the bad byte is at offset 14.
        let bytes = Array("| a |\n| - |\n| ".utf8) + [0xFF] + Array(" |\n".utf8)
        #expect(
            throws: FatalDiagnostic(
                Diagnostic(
                    .error, "invalid UTF-8 at byte offset 14; save the file as UTF-8",
                    at: SourceLocation(path: "spec/X/en.md", line: 3, column: 3)))
        ) {
            try SourceText(path: "spec/X/en.md", bytes: bytes)
        }
    }

    @Test(
        arguments: [
            ([0xC0, 0x80], 2),  // overlong encoding
            ([0xED, 0xA0, 0x80], 2),  // UTF-16 surrogate
            ([0xF4, 0x90, 0x80, 0x80], 2),  // above U+10FFFF
            ([0x41, 0xE0, 0xA4], 3),  // truncated at the end of the file
            ([0x80], 2),  // lone continuation byte
        ] as [([UInt8], Int)])
    func malformedSequences(sequence: [UInt8], column: Int) {
        let bytes = Array("ok\nx".utf8) + sequence
        do {
            _ = try SourceText(path: "a.md", bytes: bytes)
            Issue.record("accepted \(sequence)")
        } catch {
            #expect(error.diagnostic.location == SourceLocation(path: "a.md", line: 2, column: column))
            #expect(error.diagnostic.message == "invalid UTF-8 at byte offset \(2 + column); save the file as UTF-8")
        }
    }

    @Test func aDocumentOverTheSizeLimitIsAnError() throws {
        let limit = SourceText.maximumByteCount
        #expect(limit == 64 << 20)
        let diagnostic = Diagnostic(
            .error,
            "the file is \(limit + 1) bytes, more than the 64 MiB a document may have; split it into smaller documents",
            at: SourceLocation(path: "a.md", line: 1, column: 1))
        #expect(throws: FatalDiagnostic(diagnostic)) {
            try SourceText(path: "a.md", bytes: Array(repeating: UInt8(ascii: "a"), count: limit + 1))
        }
        #expect(try SourceText(path: "a.md", bytes: Array(repeating: UInt8(ascii: "a"), count: limit)).lines.count == 1)
    }

    @Test func validMultibyteTextIsAccepted() throws {
        let text = "कोड 代码 😀 é\n"
        #expect(try SourceText(path: "a.md", bytes: Array(text.utf8)).lines == ["कोड 代码 😀 é"])
    }

    @Test func cellColumnsCountUTF8BytesAfterDevanagari() {
        let tables = MarkdownDump.document(
            """
            | कोड | विवरण |
            | --- | --- |
            | त्रुटि | `FIRAuthErrorCodeNetworkError` |
            | `E2` |
            """
        ).tables
        // "कोड" and "त्रुटि" are 3 and 6 code points of 3 bytes each.
        #expect(tables.first?.header.map(\.start) == [LineColumn(1, 3), LineColumn(1, 15)])
        #expect(tables.first?.rows.first?.map(\.start) == [LineColumn(3, 3), LineColumn(3, 24)])
        // A padded cell is placed just after the end of its row.
        #expect(tables.first?.rows.last?.map(\.start) == [LineColumn(4, 3), LineColumn(4, 9)])
        #expect(tables.first?.range == SourceRange(3 - 2, 1, 4, 8))
    }

    @Test func positionsInsideContainers() {
        let tables = MarkdownDump.document(
            """
            > | a | b |
            > |---|---|
            >   | 1 | 2 |

            - | c |
              |---|
              | 3 |
            """
        ).tables
        #expect(tables.map(\.range) == [SourceRange(1, 3, 3, 13), SourceRange(5, 3, 7, 7)])
        #expect(tables.first?.header.map(\.start) == [LineColumn(1, 5), LineColumn(1, 9)])
        #expect(tables.first?.rows.first?.map(\.start) == [LineColumn(3, 7), LineColumn(3, 11)])
        #expect(tables.last?.rows.first?.map(\.start) == [LineColumn(7, 5)])
    }
}

/// Line breaks that a combining mark follows (found by fuzzing): Swift joins them into one `Character`, cmark
/// does not, so lines are split on bytes.
@Suite struct CombiningMarkLineBreakTests {
    @Test func aCarriageReturnOrLineFeedBeforeACombiningMarkStillBreaksTheLine() throws {
        let source = try SourceText(
            path: "m.md", bytes: [0x31, 0x20, 0x38, 0x48, 0x20, 0x7c, 0x0a, 0x0d, 0xdb, 0xaa, 0x2d, 0x0a])
        #expect(
            source.lines.map { Array($0.utf8) } == [[0x31, 0x20, 0x38, 0x48, 0x20, 0x7c], [], [0xdb, 0xaa, 0x2d]])
        #expect(
            MarkdownDump.tree(MarkdownDocument(source: source))
                == "paragraph 1:1-1:6 \"1 8H |\"\nparagraph 3:1-3:3 \"۪-\"")
    }
}
