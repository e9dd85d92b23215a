import ErrorTablesCommands
import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables init <dir>/<Domain> --documents <pattern>`: a config for documentation that already exists.
@Suite struct InitFromDocumentsTests {
    static let english =
        "# Errors\n\n| Code | Value | Meaning |\n| --- | --- | --- |\n| `NOT_FOUND` | 404 | Not there. |\n"
    static let german =
        "# Fehler\n\n| Code | Wert | Bedeutung |\n| --- | --- | --- |\n| `NOT_FOUND` | 404 | Nicht da. |\n"

    /// The config holds what differs from the defaults, and the guesses written out: the column roles inferred
    /// for every error table, by header text, so the config says what lint reads (they were a note).
    @Test func writesOnlyWhatDiffersFromTheDefaultsAndSaysWhatItInferred() throws {
        let sandbox = try TemporaryFolder.repository()
        defer { sandbox.remove() }
        try sandbox.write("site/docs/en/errors.md", Self.english)
        try sandbox.write("site/docs/de/errors.md", Self.german)
        let result = sandbox.run([
            "init", sandbox.path("spec/Shop"), "--documents", sandbox.path("site/docs/{language}/errors.md"),
        ])
        #expect(result.status == 0)
        #expect(
            sandbox.read("spec/Shop/error-tables.json")
                == """
                {
                  "documents": "../../site/docs/{language}/errors.md",
                  "columns": {
                    "code": "Code",
                    "rawValue": "Value",
                    "description": "Meaning"
                  }
                }

                """)
        #expect(
            result.output == """
                init: wrote \(sandbox.path("spec/Shop/error-tables.json"))
                init: wrote "columns": {"code": "Code", "rawValue": "Value", "description": "Meaning"}, the column \
                roles it inferred, by header text; edit them there if one is wrong
                init: started \(sandbox.path("spec/Shop"))/translations.lock (de: 1 text): the translations present \
                are taken as current; lint warns about a translation once its source text changes
                init: recorded the API in \(sandbox.path("spec/Shop"))/api-baseline.txt (1 code, 0 method types); lint \
                warns when the docs change it
                Shop (ShopErrorDomain): languages en, de; 1 code; 0 groups; 0 methods; 1 common error
                next: check the notes above, then run: error-tables generate --spec \(sandbox.path("spec/Shop")) --output <dir>

                """)
        #expect(result.errors == "")
    }

    @Test func theSourceLanguageIsWrittenWhenItIsNotEnglish() throws {
        let sandbox = try TemporaryFolder.repository()
        defer { sandbox.remove() }
        try sandbox.write("docs/de/errors.md", Self.german)
        let result = sandbox.run([
            "init", sandbox.path("Shop"), "--documents", sandbox.path("docs/{language}/errors.md"),
            "--source-language", "de",
        ])
        #expect(result.status == 0)
        #expect(
            sandbox.read("Shop/error-tables.json")
                == """
                {
                  "documents": "../docs/{language}/errors.md",
                  "sourceLanguage": "de",
                  "columns": {
                    "code": "Code",
                    "rawValue": "Wert",
                    "description": "Bedeutung"
                  }
                }

                """)
    }

    @Test func neverOverwritesAConfig() throws {
        let sandbox = try TemporaryFolder.repository()
        defer { sandbox.remove() }
        try sandbox.write("Shop/error-tables.json", "{}\n")
        let result = sandbox.run(["init", sandbox.path("Shop"), "--documents", sandbox.path("docs/{language}.md")])
        #expect(result.status == 1)
        #expect(sandbox.read("Shop/error-tables.json") == "{}\n")
        #expect(result.errors.hasPrefix("error-tables init: error: nothing was written, because '"))
    }

    @Test(arguments: [
        (["--documents", "docs/errors.md"], "--documents must hold '{language}' once"),
        (
            ["--documents", "docs/{language}.md", "--languages", "en,de"],
            "--languages and --documents exclude each other"
        ),
        (["--source-language", "de"], "--source-language goes with --documents"),
    ])
    func usageErrors(extra: [String], message: String) throws {
        let sandbox = try TemporaryFolder.repository()
        defer { sandbox.remove() }
        let result = sandbox.run(["init", sandbox.path("Shop")] + extra)
        #expect(result.status == 2)
        #expect(result.errors.contains(message))
        #expect(!sandbox.exists("Shop/error-tables.json"))
    }
}
