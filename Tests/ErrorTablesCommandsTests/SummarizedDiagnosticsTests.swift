import ErrorTablesTestSupport
import Testing

/// Many diagnostics of one cause print as one line with notes; `--verbose` prints them all; a huge cell is
/// quoted in a short excerpt.
@Suite struct SummarizedDiagnosticsTests {
    static let config = """
        {"errorDomain": "XErrorDomain", "typeName": "XErrorCode", "codePrefix": "XErrorCode", "sourceLanguage": "en",
         "codes": {"XErrorCodeA": {"rawValue": 1}}}
        """

    /// A domain `X` whose table lists `XErrorCodeA`…`XErrorCodeH`, only the first with a raw value.
    static func sandbox(extraRows: String = "") throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        try sandbox.write("spec/X/error-tables.json", config)
        let rows = "ABCDEFGH".map { "| `XErrorCode\($0)` | Failure \($0). |\n" }.joined()
        try sandbox.write(
            "spec/X/en.md", "# X\n\n## Error codes\n\n| Code | Description |\n| --- | --- |\n" + rows + extraRows)
        return sandbox
    }

    static let summary =
        "spec/X/en.md:8:3: warning: 7 codes have no raw value in error-tables.json ('XErrorCodeB', 'XErrorCodeC', "
        + "'XErrorCodeD', …); each gets the next free one, which changes whenever codes without raw values are "
        + "added before it; give each a 'rawValue' (the first 3 follow as notes; --verbose lists all)"

    static func note(_ letter: Character, line: Int, rawValue: Int, severity: String = "note") -> String {
        "spec/X/en.md:\(line):3: \(severity): no raw value for 'XErrorCode\(letter)' in error-tables.json; it gets "
            + "\(rawValue), which changes whenever codes without raw values are added before it"
    }

    @Test func lintPrintsOneSummaryAndThreeNotes() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(result.status == 0)
        #expect(
            result.errors
                == [
                    Self.summary, Self.note("B", line: 8, rawValue: 2), Self.note("C", line: 9, rawValue: 3),
                    Self.note("D", line: 10, rawValue: 4),
                ].map { $0 + "\n" }.joined())
        #expect(result.output.hasSuffix("0 errors, 7 warnings\n"))
    }

    @Test func verboseListsEveryOne() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec"), "--verbose"])
        #expect(result.status == 0)
        let expected = Array("BCDEFGH").enumerated().map { index, letter in
            Self.note(letter, line: 8 + index, rawValue: 2 + index, severity: "warning") + "\n"
        }
        #expect(result.errors == expected.joined())
    }

    @Test func strictFailsWithTheSummaryAsAnError() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec"), "--strict"])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix(Self.summary.replacingOccurrences(of: "warning:", with: "error:") + "\n"))
        #expect(result.output.hasSuffix("7 errors, 0 warnings\n"))
    }

    @Test func generateAndDumpSummarizeToo() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let generate = sandbox.run([
            "generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out"), "--quiet",
        ])
        #expect(generate.status == 0)
        #expect(generate.errors.hasPrefix(Self.summary + "\n"))
        #expect(generate.errors.split(separator: "\n").count == 4)
        let dump = sandbox.run(["dump", "--spec", sandbox.path("spec"), "--verbose"])
        #expect(dump.status == 0)
        #expect(dump.errors.split(separator: "\n").count == 7)
    }

    /// The plugins run `generate --absolute-paths`, and their users cannot pass `--verbose`: the summary does
    /// not offer it.
    @Test func generateForThePluginsLeavesOutTheVerboseHint() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let generate = sandbox.run([
            "generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out"), "--quiet", "--absolute-paths",
        ])
        #expect(generate.status == 0)
        let first = generate.errors.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasSuffix("give each a 'rawValue' (the first 3 follow as notes)"))
        #expect(!generate.errors.contains("--verbose"))
        #expect(generate.errors.split(separator: "\n").count == 4)
    }

    @Test func aMegabyteCellIsQuotedInEightyCharacters() throws {
        let huge = "x z<br>" + String(repeating: "y", count: 1_000_000)
        let sandbox = try Self.sandbox(extraRows: "| All others | The rest. |\n| \(huge) | More. |\n")
        defer { sandbox.remove() }
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        let line = result.errors.split(separator: "\n").first { $0.contains("a second row") }.map(String.init)
        #expect(
            line
                == "spec/X/en.md:16:3: warning: a second row without an error code ('x z\\n"
                + String(repeating: "y", count: 76) + "…'): a table has one fallback row, 'All others' at line 15, and "
                + "this row's description is joined to it as another cause (give this row a code to make it a case)")
    }
}
