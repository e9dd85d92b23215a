import ErrorTablesTestSupport
import Foundation
import Testing

/// The warnings `--verbose` promises to summarize in `import` and `lint` (units of the file the spec lacks,
/// lock lines that cannot be used), and a FIFO given as a document.
@Suite struct ImportSummaryAndInputTests {
    /// A String Catalog for domain X (see `SummarizedDiagnosticsTests`) with `count` units the spec lacks.
    static func catalog(unknown count: Int) -> String {
        let strings = (1...count).map { index in
            "  \"Gone\(index)\": {\"localizations\": {\"it\": {\"stringUnit\": {\"value\": \"Via \(index)\"}}}}"
        }
        return "{\"sourceLanguage\": \"en\", \"strings\": {\n" + strings.joined(separator: ",\n") + "\n}}\n"
    }

    static func unknown(_ index: Int, severity: String = "note") -> String {
        "it.xcstrings:\(index + 1):3: \(severity): the unit 'Gone\(index)' is not a text of the spec (removed or "
            + "renamed since the export?); skipped"
    }

    @Test func unknownUnitsAreSummarizedAndAllListedWithVerbose() throws {
        let sandbox = try SummarizedDiagnosticsTests.sandbox()
        defer { sandbox.remove() }
        try sandbox.write("it.xcstrings", Self.catalog(unknown: 7))
        let result = sandbox.run(["import", "--spec", sandbox.path("spec"), "--dry-run", "it.xcstrings"])
        #expect(result.status == 0)
        let summary: String =
            "it.xcstrings:2:3: warning: 7 units of the imported file are not texts of the spec ('Gone1', "
            + "'Gone2', 'Gone3', …); they were removed or renamed since the export and are skipped (the "
            + "first 3 follow as notes; --verbose lists all)"
        let expected: [String] = [summary, Self.unknown(1), Self.unknown(2), Self.unknown(3)]
        #expect(result.errors == expected.map { $0 + "\n" }.joined())
        let verbose = sandbox.run([
            "import", "--spec", sandbox.path("spec"), "--dry-run", "--verbose", "it.xcstrings",
        ])
        #expect(verbose.errors == (1...7).map { Self.unknown($0, severity: "warning") + "\n" }.joined())
    }

    static func malformed(_ line: Int) -> String {
        "spec/X/translations.lock:\(line):15: note: this line has 2 tab-separated fields; a line is <language> "
            + "TAB <unit id> TAB <source text> (tabs inside written \\t); it is ignored"
    }

    @Test func unusableLockLinesAreSummarized() throws {
        let sandbox = try SummarizedDiagnosticsTests.sandbox()
        defer { sandbox.remove() }
        let lines = (1...6).map { "it\tXErrorCode\($0)\n" }.joined()
        try sandbox.write("spec/X/translations.lock", lines)
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        let lock: [String] = result.errors.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("spec/X/translations.lock")
        }
        let summary: String =
            "spec/X/translations.lock:1:15: warning: 6 lines of translations.lock cannot be used ('line 1', "
            + "'line 2', 'line 3', …); they are ignored; fix them, or run 'error-tables translations "
            + "--confirm <language>' to write the language's lines anew (the first 3 follow as notes; "
            + "--verbose lists all)"
        #expect(lock == [summary, Self.malformed(1), Self.malformed(2), Self.malformed(3)])
        let verbose = sandbox.run(["lint", "--spec", sandbox.path("spec"), "--verbose"])
        #expect(verbose.errors.split(separator: "\n").filter { $0.hasPrefix("spec/X/translations.lock") }.count == 6)
    }

    @Test func aFIFOAsADocumentIsNamedForWhatItIs() throws {
        let sandbox = try SummarizedDiagnosticsTests.sandbox()
        defer { sandbox.remove() }
        #expect(mkfifo(sandbox.path("spec/X/it.md"), 0o644) == 0)
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "spec/X/it.md:1:1: error: cannot read this path: it is a FIFO (named pipe), "
                    + "not a regular file; give the path of a file\n"))
    }

    @Test func aFIFOAsTheLockIsAWarningNotAHang() throws {
        let sandbox = try SummarizedDiagnosticsTests.sandbox()
        defer { sandbox.remove() }
        #expect(mkfifo(sandbox.path("spec/X/translations.lock"), 0o644) == 0)
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(result.status == 0)
        #expect(
            result.errors.contains(
                "spec/X/translations.lock:1:1: warning: cannot read this path: it is a FIFO "
                    + "(named pipe), not a regular file; give the path of a file\n"))
    }
}
