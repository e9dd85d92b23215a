import Testing

@testable import ErrorTablesCore

/// The steps of parsing many cells in one cmark call: which texts are joined, and reading the paragraphs back.
@Suite struct CellParagraphsTests {
    @Test func oneLineTextsAreJoinedAsParagraphsAndOthersParsedAlone() {
        let paragraphs = CellParagraphs(["a", "", "b\nc", "*d*", "e\rf"])
        #expect(String(decoding: paragraphs.bytes, as: UTF8.self) == "x a\n\nx *d*\n\n")
        #expect(paragraphs.joined == [0, 3])
        #expect(paragraphs.alone == [2, 4])
    }

    @Test func eachParagraphIsReadIntoItsTextsSlotWithoutTheLeadIn() {
        let texts = ["a", "", "*d*"]
        var result = [[Inline]](repeating: [], count: 3)
        var warnings: [ReaderWarning] = []
        CMarkReader.readParagraphs(
            of: CellParagraphs(texts), texts: texts, into: &result, warnings: &warnings
        ) { _, line, column in LineColumn(line, column) }
        #expect(result == [[.text("a")], [], [.emphasis([.text("d")])]])
        #expect(warnings.isEmpty)
    }

    @Test func fromAParagraphThatIsNotWhereExpectedEachTextIsParsedAlone() {
        // The second block is a heading, not the paragraph of text 1: texts 1 and 2 are parsed alone.
        var paragraphs = CellParagraphs([])
        paragraphs.bytes = Array("x a\n\n# h\n\nx c\n\n".utf8)
        paragraphs.joined = [0, 1, 2]
        let texts = ["a", "*b*", "`c`"]
        var result = [[Inline]](repeating: [], count: 3)
        var warnings: [ReaderWarning] = []
        CMarkReader.readParagraphs(of: paragraphs, texts: texts, into: &result, warnings: &warnings) {
            _, line, column in
            LineColumn(line, column)
        }
        #expect(result == [[.text("a")], [.emphasis([.text("b")])], [.code("c")]])
    }
}
