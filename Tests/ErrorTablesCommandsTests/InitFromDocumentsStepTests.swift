import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCommands

/// The steps of `init --documents` (`InitVerb.fromDocuments`), each on its own: the options' check, the first
/// config, the guessed sections and the closing lint.
@Suite struct InitFromDocumentsStepTests {
    /// A page with two families of codes whose numbers collide; the second heading names errors.
    static let twoFamilies = """
        # Service

        ## Close codes

        | Code | Value | Meaning |
        | --- | --- | --- |
        | `GOING_AWAY` | 1 | The peer left. |

        ## Error codes

        | Code | Value | Meaning |
        | --- | --- | --- |
        | `BAD_INPUT` | 1 | The input was wrong. |

        """

    @Test func theSourceLanguageIsEnglishUnlessGiven() throws {
        let pattern = "docs/{language}.md"
        #expect(try InitVerb.documentsSourceLanguage(pattern, domain: "Shop", arguments: ParsedArguments()) == "en")
        let german = ParsedArguments(values: ["--source-language": ["de"]])
        #expect(try InitVerb.documentsSourceLanguage(pattern, domain: "Shop", arguments: german) == "de")
    }

    @Test func eachOptionThatDoesNotFitIsItsOwnUsageError() {
        func message(_ pattern: String, domain: String = "Shop", _ values: [String: [String]] = [:]) -> String? {
            do throws(UsageError) {
                _ = try InitVerb.documentsSourceLanguage(
                    pattern, domain: domain, arguments: ParsedArguments(values: values))
                return nil
            } catch {
                return error.message
            }
        }
        #expect(
            message("docs/{language}.md", ["--languages": ["en,de"]])
                == "--languages and --documents exclude each other: the documents' languages are found")
        #expect(
            message("docs/{language}.md", ["--source-language": ["not a tag"]])
                == "'not a tag' is not a BCP-47 language tag such as 'en' or 'pt-BR'")
        #expect(
            message("docs/{language}/{language}.md")
                == "--documents must hold '{language}' once, where the language tag stands, such as "
                + "'docs/{language}/errors.md'")
        #expect(
            message("docs/{language}.md", domain: "---")
                == "the domain name '---' gives no Swift type name; use Latin letters")
    }

    @Test func theFirstConfigIsWrittenWithItsFolderAndNeverOverAFile() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        var console = Console()
        let configPath = sandbox.path("spec/Shop/error-tables.json")
        let members: [(String, JSONValue)] = [("documents", .string("../docs/{language}.md"))]
        #expect(
            InitVerb.writeFirstConfig(members, at: configPath, folder: sandbox.path("spec/Shop"), console: &console)
                == nil)
        #expect(sandbox.read("spec/Shop/error-tables.json") == "{\n  \"documents\": \"../docs/{language}.md\"\n}\n")
        #expect(console.errors == "")
        #expect(
            InitVerb.writeFirstConfig([], at: configPath, folder: sandbox.path("spec/Shop"), console: &console)
                == ExitStatus.findings)
        #expect(
            console.errors
                == "error-tables init: error: nothing was written, because '\(configPath)' already exists; init "
                + "never overwrites files\n")
        #expect(sandbox.read("spec/Shop/error-tables.json") == "{\n  \"documents\": \"../docs/{language}.md\"\n}\n")
        #expect(console.output == "")
    }

    @Test func aGuessedFamilyIsWrittenAsSections() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("Shop/error-tables.json", "{}\n")
        try sandbox.write("Shop/en.md", Self.twoFamilies)
        var console = Console()
        var members: [(String, JSONValue)] = []
        let configPath = sandbox.path("Shop/error-tables.json")
        #expect(
            InitVerb.writeGuessedSections(
                &members, configPath: configPath, folder: sandbox.path("Shop"), console: &console) == nil)
        #expect(members.map(\.0) == ["sections"])
        #expect(sandbox.read("Shop/error-tables.json") == "{\n  \"sections\": [\n    \"Error codes\"\n  ]\n}\n")
        #expect(
            console.output
                == "init: the page holds several families of codes; wrote \"sections\": [\"Error codes\"], the one "
                + "read; name another heading there to read its family\n")
        #expect(console.errors == "")
    }

    @Test func onePageOfOneFamilyLeavesTheConfigAlone() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("Shop/error-tables.json", "{}\n")
        try sandbox.write("Shop/en.md", "# Shop\n\n| Code | Description |\n| --- | --- |\n| `E1` | Wrong. |\n")
        var console = Console()
        var members: [(String, JSONValue)] = [("documents", .string("x"))]
        #expect(
            InitVerb.writeGuessedSections(
                &members, configPath: sandbox.path("Shop/error-tables.json"), folder: sandbox.path("Shop"),
                console: &console) == nil)
        #expect(members.map(\.0) == ["documents"])
        #expect(sandbox.read("Shop/error-tables.json") == "{}\n")
        #expect(console.output == "")
    }

    @Test func theClosingLintSaysWhatItFoundAndWhatIsNext() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("Shop/en.md", "# Shop\n\n| Code | Description |\n| --- | --- |\n| `E1` | Wrong. |\n")
        var console = Console(workingDirectory: sandbox.path)
        #expect(InitVerb.lintNewDomain(sandbox.path("Shop"), console: &console) == ExitStatus.success)
        #expect(
            console.output
                == "Shop (ShopErrorDomain): languages en; 1 code; 0 groups; 0 methods; 1 common error\n"
                + "next: check the notes above, then run: error-tables generate --spec \(sandbox.path("Shop")) "
                + "--output <dir>\n")
        var missing = Console()
        #expect(InitVerb.lintNewDomain(sandbox.path("None"), console: &missing) == ExitStatus.findings)
        #expect(missing.output == "")
        #expect(missing.errors == "error-tables: error: spec folder '\(sandbox.path("None"))' does not exist\n")
    }
}
