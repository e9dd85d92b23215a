import Testing

@testable import ErrorTablesCore

/// The steps of `TranslationLock.parse`: the lines that hold entries, and one line's fields or the warning
/// that it cannot be used.
@Suite struct TranslationLockReadingTests {
    static let path = "spec/Upload/translations.lock"

    @Test func contentLinesSkipBlankAndCommentLinesAndKeepTheirNumbers() {
        let bytes = Array("\u{FEFF}# lock\r\n\nfr\ta\tb\r\n  \n".utf8)
        let lines = TranslationLock.contentLines(bytes)
        #expect(lines.map(\.number) == [3, 4])
        #expect(lines.map { String(decoding: $0.line, as: UTF8.self) } == ["fr\ta\tb", "  "])
        #expect(lines.first?.line.startIndex == 12)
    }

    /// The entry of one line as it stands in a file after `prefix`, and the warnings.
    static func entry(_ line: String, after prefix: String = "") -> (TranslationLock.Entry?, [String]) {
        let bytes = Array((prefix + line).utf8)
        var diagnostics = Diagnostics()
        let entry = TranslationLock.entry(
            bytes[prefix.utf8.count...], number: 4, path: path, diagnostics: &diagnostics)
        return (entry, diagnostics.all.map(\.description))
    }

    @Test func aLineGivesItsUnescapedFields() {
        let (entry, warnings) = Self.entry("pt-BR\tdomain\\tA\tNo\\sspace\\s", after: "xx\n")
        #expect(entry == TranslationLock.Entry(language: "pt-BR", id: "domain\tA", sourceText: "No space "))
        #expect(warnings.isEmpty)
    }

    @Test func aLineThatCannotBeUsedIsAWarningAtItsColumn() {
        let (entry, warnings) = Self.entry("fr\ta\t", after: "xx\n")
        #expect(entry == nil)
        let expected = Diagnostic.translationsLockEmptyField(
            "source text", at: ErrorTablesCore.SourceLocation(path: Self.path, line: 4, column: 6))
        #expect(warnings == [expected.description])
        let (badEscape, escapeWarnings) = Self.entry("fr\ta\\q\tb")
        #expect(badEscape == nil)
        let escape = Diagnostic.translationsLockBadEscape(
            at: ErrorTablesCore.SourceLocation(path: Self.path, line: 4, column: 5))
        #expect(escapeWarnings == [escape.description])
    }
}
