import Testing

@testable import ErrorTablesCore

@Suite struct DiagnosticSummaryTests {
    static func location(_ line: Int) -> ErrorTablesCore.SourceLocation {
        ErrorTablesCore.SourceLocation(path: "X/en.md", line: line, column: 3)
    }

    /// `count` warnings without raw values at lines 10…, and one unrelated error at line 5.
    static func diagnostics(noRawValues count: Int) -> Diagnostics {
        var diagnostics = Diagnostics()
        for index in (0..<count).reversed() {
            diagnostics.report(
                Diagnostic(
                    .warning, "no raw value for 'C\(index)'", at: location(10 + index), cause: .noRawValue,
                    subject: "C\(index)"))
        }
        diagnostics.report(Diagnostic(.error, "something else", at: location(5)))
        return diagnostics
    }

    @Test func moreThanFiveOfOneCauseBecomeOneLineWithNotesForTheFirstThree() {
        let lines = Self.diagnostics(noRawValues: 8).summarized().map(\.description)
        #expect(
            lines == [
                "X/en.md:5:3: error: something else",
                "X/en.md:10:3: warning: 8 codes have no raw value in error-tables.json ('C0', 'C1', 'C2', …); each "
                    + "gets the next free one, which changes whenever codes without raw values are added before it; "
                    + "give each a 'rawValue' (the first 3 follow as notes; --verbose lists all)",
                "X/en.md:10:3: note: no raw value for 'C0'",
                "X/en.md:11:3: note: no raw value for 'C1'",
                "X/en.md:12:3: note: no raw value for 'C2'",
            ])
    }

    @Test func fiveOfOneCauseArePrintedOneByOne() {
        let diagnostics = Self.diagnostics(noRawValues: 5)
        #expect(diagnostics.summarized() == diagnostics.sorted)
    }

    @Test func withoutALimitEveryDiagnosticIsPrinted() {
        let diagnostics = Self.diagnostics(noRawValues: 8)
        #expect(diagnostics.summarized(limit: nil) == diagnostics.sorted)
        #expect(diagnostics.summarized(limit: nil).count == 9)
    }

    @Test func errorsAndWarningsOfOneCauseAreSummarizedApart() {
        var diagnostics = Diagnostics()
        for line in 1...6 {
            diagnostics.report(Diagnostic(.warning, "w\(line)", at: Self.location(line), cause: .untranslated))
        }
        for line in 1...2 {
            diagnostics.report(Diagnostic(.error, "e\(line)", at: Self.location(line + 10), cause: .untranslated))
        }
        let lines = diagnostics.summarized().map(\.description)
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix("X/en.md:1:3: warning: 6 texts are the same as in the source document;"))
        #expect(lines[4] == "X/en.md:11:3: error: e1")
        #expect(lines[5] == "X/en.md:12:3: error: e2")
    }

    @Test func theReportCountsEveryFindingButPrintsTheSummary() {
        var report = CheckReport(strict: true)
        report.add(Self.diagnostics(noRawValues: 8000), model: nil)
        #expect(report.countText == "8001 errors, 0 warnings")
        let lines = report.textLines(relativeTo: nil, limit: DiagnosticSummary.defaultLimit)
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix("X/en.md:10:3: error: 8000 codes have no raw value in error-tables.json ('C0', "))
        #expect(report.textLines(relativeTo: nil).count == 8001)
        #expect(
            report.githubLines(relativeTo: nil, limit: 5)[2]
                == "::notice file=X/en.md,line=10,col=3::no raw value for 'C0'")
    }

    @Test func summarizingIsLinear() {
        // 100,000 diagnostics of one cause: one pass, not a scan per diagnostic (this would take minutes).
        let summarized = Self.diagnostics(noRawValues: 100_000).summarized()
        #expect(summarized.count == 5)
    }
}

@Suite struct DiagnosticQuoteTests {
    @Test func shortTextIsQuotedAsItIs() {
        #expect(Diagnostic.quote("XErrorCodeA") == "'XErrorCodeA'")
    }

    @Test func aMegabyteIsCutAtEightyCharacters() {
        let quoted = Diagnostic.quote(String(repeating: "é", count: 1_000_000))
        #expect(quoted == "'" + String(repeating: "é", count: 80) + "…'")
    }

    @Test func lineBreaksAndControlCharactersAreEscaped() {
        #expect(Diagnostic.quote("a\nb\r\nc\td\u{1}e\u{2028}") == "'a\\nb\\r\\nc\\td\\u{1}e\\u{2028}'")
    }

    @Test func theCutNeverSplitsACharacter() {
        // A flag is two scalars and one character; 79 letters and flags: the cut falls after the first flag.
        let text = String(repeating: "a", count: 79) + String(repeating: "🇮🇹", count: 5)
        #expect(Diagnostic.quote(text) == "'" + String(repeating: "a", count: 79) + "🇮🇹…'")
    }
}
