import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCommands

/// The command line, run in-process: exit statuses, output, and the JSON shapes of `dump` and `tables`.
@Suite struct CLITests {
    static let spec = PackageRoot.spec

    /// Runs the tool; returns its exit status, standard output and standard error.
    func run(_ arguments: [String], in directory: String? = nil) -> (status: Int32, output: String, errors: String) {
        var console = Console(workingDirectory: directory)
        let status = ErrorTablesTool.run(arguments, console: &console)
        return (status, console.output, console.errors)
    }

    /// Writes `files` into a fresh temporary folder, runs `body` with its path, and removes it.
    func withTemporaryFolder<Result>(_ files: [String: String], _ body: (String) throws -> Result) throws -> Result {
        try TemporaryFolder.with(files) { try body($0.path) }
    }

    func json(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    @Test func lintTheBundledSpec() {
        let (status, output, errors) = run(["lint", "--spec", Self.spec + "/FirebaseAuth"])
        #expect(status == 0)
        #expect(errors == "")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "FirebaseAuth (FIRAuthErrorDomain): languages en, hi, it; 23 codes; 2 groups; 14 methods; "
                + "8 common errors")
        #expect(lines.last == "0 errors, 0 warnings")
    }

    @Test func lintABrokenSpecPrintsCompilerStyleLinesRelativeToTheWorkingDirectory() throws {
        let config = """
            {"errorDomain": "PXErrorDomain", "typeName": "PixError", "codePrefix": "PXError", "sourceLanguage": "en",
             "codes": {"PXErrorA": 101}}
            """
        let source =
            "# Pix errors\n\n| Code | Description |\n| --- | --- |\n| `PXErrorA` | A. |\n| `PXError` | Again. |\n"
        try withTemporaryFolder(["Pix/error-tables.json": config, "Pix/en.md": source]) { root in
            let (status, output, errors) = run(["lint", "--spec", root], in: root)
            #expect(status == 1)
            #expect(
                errors
                    == "Pix/en.md:6:3: error: 'PXError' is the domain's code prefix itself, not a code\n")
            #expect(output.hasSuffix("1 error, 0 warnings\n"))
            // Outside the working directory, paths stay as given.
            #expect(
                run(["lint", "--spec", root], in: "/nonexistent").errors.hasPrefix(root + "/Pix/en.md:6:3: error: "))
        }
    }

    @Test func lintAMissingFolder() {
        let (status, _, errors) = run(["lint", "--spec", "/nonexistent/spec"])
        #expect(status == 2)
        #expect(errors == "error-tables: error: spec folder '/nonexistent/spec' does not exist\n")
    }

    @Test func dumpHasTheIssueShape() throws {
        let (status, output, errors) = run(["dump", "--spec", Self.spec + "/FirebaseAuth"])
        #expect(status == 0)
        #expect(errors == "")
        #expect(
            output.hasPrefix("{\n  \"domains\": [\n    {\n      \"name\": \"FirebaseAuth\",\n      \"errorDomain\": "))
        #expect(run(["dump", "--spec", Self.spec + "/FirebaseAuth"]).output == output)

        let domain = (json(output)?["domains"] as? [[String: Any]])?.first
        #expect(domain?["name"] as? String == "FirebaseAuth")
        #expect(domain?["errorDomain"] as? String == "FIRAuthErrorDomain")
        #expect(domain?["sourceLanguage"] as? String == "en")
        #expect(domain?["languages"] as? [String] == ["en", "hi", "it"])
        #expect(domain?["fallback"] is NSNull)

        let codes = domain?["codes"] as? [[String: Any]] ?? []
        #expect(codes.count == 23)
        let network = codes.first { $0["id"] as? String == "FIRAuthErrorCodeNetworkError" }
        #expect(network?["swiftName"] as? String == "networkError")
        #expect(network?["rawValue"] as? Int == 17020)
        #expect(network?["name"] as? String == "ERROR_NETWORK_REQUEST_FAILED")
        #expect(
            network?["description"] as? [String: String] == [
                "en": "A network error occurred during the operation.",
                "hi": "यह दर्शाता है कि ऑपरेशन के दौरान कोई नेटवर्क त्रुटि हुई।",
                "it": "Indica che si è verificato un errore di rete durante l'operazione.",
            ])

        let methods = domain?["methods"] as? [[String: Any]] ?? []
        #expect(methods.count == 14)
        let signIn = methods.first { $0["symbol"] as? String == "signInWithEmail:password:completion:" }
        #expect(signIn?["group"] as? String == "FIRAuth")
        let effective = signIn?["errors"] as? [[String: Any]] ?? []
        #expect(effective.count == 12)
        #expect(effective.first?["id"] as? String == "FIRAuthErrorCodeOperationNotAllowed")
        #expect(effective.first?["origin"] as? String == "method")
        #expect(
            (effective.first?["description"] as? [String: String])?["it"]
                == "Indica che gli account e-mail e password non sono abilitati. Abilitali nella sezione Auth della "
                + "console Firebase .")
        #expect(effective.last?["origin"] as? String == "domain")

        let link = methods.first { $0["symbol"] as? String == "linkWithCredential:completion:" }
        let origins = (link?["errors"] as? [[String: Any]] ?? []).compactMap { $0["origin"] as? String }
        #expect(
            origins == ["method", "method", "method"] + Array(repeating: "included:updateEmail:completion:", count: 3)
                + ["included:updatePassword:completion:", "group", "group"] + Array(repeating: "domain", count: 8))
    }

    @Test func dumpWithErrorsPrintsNoModel() throws {
        let config = #"{"errorDomain": "D", "typeName": "T", "codePrefix": "PXError", "sourceLanguage": "en"}"#
        let source = "| Code | Text |\n| - | - |\n| `PXErrorA` | A |\n| `PXError` | B |\n"
        try withTemporaryFolder(["Pix/error-tables.json": config, "Pix/en.md": source]) { root in
            let (status, output, errors) = run(["dump", "--spec", root], in: root)
            #expect(status == 1)
            #expect(output == "")
            #expect(
                errors == "Pix/en.md:3:3: note: no code has a raw value in the docs or in error-tables.json, so the "
                    + "codes are numbered 1 to 1 in document order; a code added before others renumbers them, so give "
                    + "'rawValue's where NSError codes must stay the same\n"
                    + "Pix/en.md:4:3: error: 'PXError' is the domain's code prefix itself, not a code\n")
        }
    }

    @Test func tablesPrintsEveryTableAsJSON() throws {
        let markdown =
            "# Title\n\n> | Code | Meaning |\n> |:--|--:|\n> | `A\\|B` | *one*<br>two |\n> | x |\n\n| a | b |\n| - |\n"
        try withTemporaryFolder(["doc.md": markdown]) { root in
            let (status, output, errors) = run(["tables", root + "/doc.md"])
            #expect(status == 0)
            #expect(errors == "")
            let tables = json(output)?["tables"] as? [[String: Any]] ?? []
            #expect(tables.count == 1)
            #expect(tables.first?["line"] as? Int == 3)
            #expect(tables.first?["header"] as? [String] == ["Code", "Meaning"])
            #expect(tables.first?["rows"] as? [[String]] == [["A|B", "one\ntwo"], ["x", ""]])
            let rejected = json(output)?["rejected"] as? [[String: Any]] ?? []
            #expect(rejected.first?["line"] as? Int == 8)
        }
    }

    @Test func tablesOnAFileThatIsNotUTF8() throws {
        try withTemporaryFolder([:]) { root in
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try Data([0x61, 0x0A, 0x62, 0xFF]).write(to: URL(fileURLWithPath: root + "/bad.md"))
            let (status, output, errors) = run(["tables", root + "/bad.md"], in: root)
            #expect(status == 2)
            #expect(output == "")
            #expect(errors == "bad.md:2:2: error: invalid UTF-8 at byte offset 3; save the file as UTF-8\n")
        }
    }

    @Test func tablesOnAFolder() {
        let (status, output, errors) = run(["tables", Self.spec])
        #expect(status == 2)
        #expect(output == "")
        #expect(
            errors
                == "\(Self.spec):1:1: error: cannot read this path: it is a folder, not a file; give the path of a file\n"
        )
    }

    @Test func version() {
        let (status, output, errors) = run(["--version"])
        #expect(status == 0)
        #expect(errors == "")
        #expect(output == "error-tables 0.2.0 (generated code requires ErrorTablesRuntime API 4)\n")
    }

    @Test func unknownVerb() {
        let (status, output, errors) = run(["lnt", "--spec", "spec"])
        #expect(status == 2)
        #expect(output == "")
        #expect(
            errors == "error-tables: error: unknown verb 'lnt'; did you mean 'lint'?\n"
                + "Run 'error-tables --help' for the list of verbs.\n")
    }

    @Test func unknownOptionWithSuggestion() {
        let (status, _, errors) = run(["lint", "--spce", "spec"])
        #expect(status == 2)
        #expect(
            errors.hasPrefix(
                "error-tables lint: error: unknown option '--spce'; did you mean '--spec'?\nUSAGE: error-tables lint --spec <dir>"
            ))
    }

    @Test func missingSpec() {
        let (status, _, errors) = run(["dump"])
        #expect(status == 2)
        #expect(
            errors.hasPrefix("error-tables dump: error: missing required option --spec <dir>\nUSAGE: error-tables dump")
        )
    }

    @Test func missingValue() {
        let (status, _, errors) = run(["lint", "--spec"])
        #expect(status == 2)
        #expect(errors.hasPrefix("error-tables lint: error: '--spec' needs a value: --spec <dir>\n"))
    }

    @Test func extraArgument() {
        let (status, _, errors) = run(["lint", "--spec", Self.spec, "extra"])
        #expect(status == 2)
        #expect(errors.hasPrefix("error-tables lint: error: unexpected argument 'extra'\n"))
        let tables = run(["tables", "a.md", "b.md"])
        #expect(tables.status == 2)
        #expect(tables.errors.hasPrefix("error-tables tables: error: unexpected argument 'b.md'\n"))
    }

    @Test func missingFileArgument() {
        let (status, _, errors) = run(["tables"])
        #expect(status == 2)
        #expect(errors.hasPrefix("error-tables tables: error: missing argument <file.md>\n"))
    }

    @Test func noArgumentsPrintsTheOverviewAsAUsageError() {
        let (status, output, errors) = run([])
        #expect(status == 2)
        #expect(output == "")
        #expect(errors.hasPrefix("OVERVIEW: "))
    }

    @Test(arguments: ErrorTablesTool.verbs.map(\.name))
    func helpForEveryVerb(verb: String) {
        for arguments in [[verb, "--help"], [verb, "-h"], ["help", verb], [verb, "--spec", "x", "--help"]] {
            let (status, output, errors) = run(arguments)
            #expect(status == 0, "\(arguments)")
            #expect(errors == "", "\(arguments)")
            #expect(output.hasPrefix("OVERVIEW: "), "\(arguments)")
            #expect(output.contains("\nUSAGE: error-tables \(verb)"), "\(arguments)")
            #expect(output.contains("-h, --help"), "\(arguments)")
        }
    }

    @Test func topLevelHelpListsTheVerbs() {
        let (status, output, _) = run(["--help"])
        #expect(status == 0)
        for verb in ["lint", "dump", "tables"] { #expect(output.contains("\n  \(verb) "), "\(verb)") }
    }
}
