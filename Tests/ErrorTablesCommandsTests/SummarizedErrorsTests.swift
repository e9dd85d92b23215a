import ErrorTablesTestSupport
import Testing

/// Errors that can occur once per code, row or cell are summarized as warnings are (one line, the first three as
/// notes), and the exit status still fails: a config of thousands of codes no document has printed one line each.
@Suite struct SummarizedErrorsTests {
    /// A domain `X` documenting `XErrorCodeA`, whose config gives facts for `XGone1`…`XGone<count>` too.
    static func sandbox(gone count: Int) throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        let codes = (1...count).map { "\"XGone\($0)\": {\"rawValue\": \($0 + 1)}" }.joined(separator: ",\n  ")
        try sandbox.write(
            "spec/X/error-tables.json",
            "{\"typeName\": \"XErrorCode\", \"codePrefix\": \"X\", \"codes\": {\n  \"XErrorCodeA\": {\"rawValue\": 1},\n  "
                + codes + "}}\n")
        try sandbox.write(
            "spec/X/en.md", "# X\n\n| Code | Description |\n| --- | --- |\n| `XErrorCodeA` | Failure. |\n")
        return sandbox
    }

    static func gone(_ index: Int, severity: String) -> String {
        "spec/X/error-tables.json:\(index + 2):3: \(severity): the config gives facts for 'XGone\(index)', which no "
            + "document has, so they are not applied; add a row for it to en.md or remove it from the config"
    }

    @Test func configCodesInNoDocumentAreOneErrorLineWithThreeNotes() throws {
        let sandbox = try Self.sandbox(gone: 8)
        defer { sandbox.remove() }
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(result.status == 1)
        let summary =
            "spec/X/error-tables.json:3:3: error: 8 codes in error-tables.json are in no document ('XGone1', 'XGone2', "
            + "'XGone3', …); their facts are not applied; add a row for each, or remove them from the config (the "
            + "first 3 follow as notes; --verbose lists all)"
        #expect(
            result.errors.split(separator: "\n").map(String.init) == [
                summary, Self.gone(1, severity: "note"), Self.gone(2, severity: "note"), Self.gone(3, severity: "note"),
            ])
        #expect(result.output.hasSuffix("8 errors, 0 warnings\n"))
        let verbose = sandbox.run(["lint", "--spec", sandbox.path("spec"), "--verbose"])
        #expect(verbose.status == 1)
        #expect(verbose.errors.split(separator: "\n").count == 8)
    }

    @Test func fiveOrFewerArePrintedOneByOne() throws {
        let sandbox = try Self.sandbox(gone: 5)
        defer { sandbox.remove() }
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(result.status == 1)
        #expect(
            result.errors.split(separator: "\n").map(String.init) == (1...5).map { Self.gone($0, severity: "error") })
    }
}
