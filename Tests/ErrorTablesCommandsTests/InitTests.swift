import ErrorTablesCommands
import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables init`: a new domain folder that lint accepts and generate turns into code.
@Suite struct InitTests {
    @Test func writesConfigSourceAndEmptyTranslations() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let result = sandbox.run(["init", sandbox.path("spec/Payments"), "--languages", "en,hi,it"])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(
            result.output == """
                init: wrote error-tables.json, en.md, hi.md, it.md in \(sandbox.path("spec/Payments"))
                init: started \(sandbox.path("spec/Payments"))/translations.lock (no translation yet); lint warns about \
                a translation once its source text changes
                init: recorded the API in \(sandbox.path("spec/Payments"))/api-baseline.txt (2 codes, 1 method type); \
                lint warns when the docs change it
                next: edit en.md and error-tables.json, then run: error-tables lint --spec \(sandbox.path("spec/Payments"))

                """)
        #expect(
            sandbox.read("spec/Payments/error-tables.json") == """
                {
                  "errorDomain": "PaymentsErrorDomain",
                  "typeName": "PaymentsErrorCode",
                  "codePrefix": "PaymentsErrorCode",
                  "sourceLanguage": "en",
                  "codes": {
                    "PaymentsErrorCodeNetworkError": {
                      "rawValue": 1000,
                      "name": "ERROR_NETWORK"
                    },
                    "PaymentsErrorCodeInvalidArgument": {
                      "rawValue": 1001,
                      "name": "ERROR_INVALID_ARGUMENT"
                    }
                  }
                }

                """)
        #expect(
            sandbox.read("spec/Payments/en.md") == """
                # Payments errors

                When a Payments method fails, it reports an `NSError` in the `PaymentsErrorDomain` domain whose code \
                is one of the codes below.

                ## Errors common to all methods

                | Code | Description |
                | --- | --- |
                | `PaymentsErrorCodeNetworkError` | A network error occurred. Check the connection and try again. |

                ## Errors of each method

                ### `PaymentsClient`

                #### doSomething:completion:

                | Code | Description |
                | --- | --- |
                | `PaymentsErrorCodeInvalidArgument` | An argument is not valid. The error's `userInfo` names it. |

                """)
        let hindi = try #require(sandbox.read("spec/Payments/hi.md"))
        #expect(hindi.hasPrefix("<!-- Translation of en.md. "))
        #expect(hindi.contains("| `PaymentsErrorCodeNetworkError` |  |\n"))
        #expect(hindi.contains("### `PaymentsClient`\n\n#### doSomething:completion:\n"))
        #expect(hindi.contains("| `PaymentsErrorCodeInvalidArgument` |  |\n"))
        #expect(sandbox.read("spec/Payments/it.md") == hindi)
    }

    @Test func lintAcceptsItAndGenerateProducesCode() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        #expect(sandbox.run(["init", sandbox.path("spec/Payments"), "--languages", "en,hi,it"]).status == 0)
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(lint.status == 0)
        // One warning per empty translated cell: the source text is used until it is translated.
        #expect(
            lint.errors == """
                spec/Payments/hi.md:13:36: warning: 'PaymentsErrorCodeNetworkError' has an empty description
                spec/Payments/hi.md:23:39: warning: 'PaymentsErrorCodeInvalidArgument' has an empty description
                spec/Payments/it.md:13:36: warning: 'PaymentsErrorCodeNetworkError' has an empty description
                spec/Payments/it.md:23:39: warning: 'PaymentsErrorCodeInvalidArgument' has an empty description

                """)
        #expect(
            lint.output == """
                Payments (PaymentsErrorDomain): languages en, hi, it; 2 codes; 1 group; 1 method; 1 common error
                Payments translations: hi 0/2 (0%; 2 missing), it 0/2 (0%; 2 missing)
                0 errors, 4 warnings

                """)
        let generate = sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("generated")])
        #expect(generate.status == 0)
        #expect(!generate.errors.contains("error:"))
        let codes = try #require(sandbox.read("generated/PaymentsErrorCodes.swift"))
        #expect(codes.contains("case networkError = 1000"))
        #expect(codes.contains("case invalidArgument = 1001"))
        #expect(sandbox.read("generated/PaymentsMethodErrors.swift")?.contains("DoSomethingError") == true)
        // Empty translated cells fall back to the source text.
        #expect(
            sandbox.read("generated/hi.lproj/PaymentsErrors.strings")?.contains(
                "\"PaymentsErrorCodeNetworkError\" = \"A network error occurred. Check the connection and try again.\";"
            )
                == true)
        // And the freshly generated folder is in sync.
        let check = sandbox.run(["check", "--spec", sandbox.path("spec"), "--generated", sandbox.path("generated")])
        #expect(check.status == 0)
    }

    @Test func defaultsToEnglishOnly() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        #expect(sandbox.run(["init", sandbox.path("Solo/")]).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path("Solo")).sorted() == [
                "api-baseline.txt", "en.md", "error-tables.json", "translations.lock",
            ])
        let lint = sandbox.run(["lint", "--spec", sandbox.path("Solo")])
        #expect(lint.status == 0)
        #expect(lint.errors == "")
    }

    @Test func refusesToOverwrite() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("spec/Payments/hi.md", "mine\n")
        let result = sandbox.run(["init", sandbox.path("spec/Payments"), "--languages", "en,hi"])
        #expect(result.status == 1)
        #expect(
            result.errors == "error-tables init: error: nothing was written, because "
                + "'\(sandbox.path("spec/Payments/hi.md"))' already exists; init never overwrites files\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("spec/Payments")) == ["hi.md"])
        #expect(sandbox.read("spec/Payments/hi.md") == "mine\n")
    }

    @Test(arguments: [
        (
            ["init", "x/9Lives"],
            "error-tables init: error: the domain name '9Lives' must be a Swift identifier starting with a letter, "
                + "such as 'Payments'; it becomes the type names <Domain>ErrorCode and <Domain>ErrorDomain\n"
        ),
        (
            ["init", "x/my-sdk"],
            "error-tables init: error: the domain name 'my-sdk' must be a Swift identifier starting with a letter, "
                + "such as 'Payments'; it becomes the type names <Domain>ErrorCode and <Domain>ErrorDomain\n"
        ),
        (
            ["init", "x/Pay", "--languages", "en,hindi"],
            "error-tables init: error: 'hindi' is not a BCP-47 language tag; give tags such as 'en', 'hi' or "
                + "'pt-BR', separated by commas\n"
        ),
        (
            ["init", "x/Pay", "--languages", "en,,it"],
            "error-tables init: error: '' is not a BCP-47 language tag; give tags such as 'en', 'hi' or 'pt-BR', "
                + "separated by commas\n"
        ),
        (["init", "x/Pay", "--languages", "en,it,en"], "error-tables init: error: the language 'en' is given twice\n"),
    ])
    func rejectsBadNamesAndTags(arguments: [String], message: String) throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let result = sandbox.run(arguments.map { $0.hasPrefix("x/") ? sandbox.path($0) : $0 })
        #expect(result.status == 2)
        #expect(result.errors == message)
        #expect(!sandbox.exists("x"))
    }

    @Test func missingFolderArgumentIsAUsageError() {
        var console = Console()
        #expect(ErrorTablesTool.run(["init"], console: &console) == 2)
        #expect(console.errors.hasPrefix("error-tables init: error: missing argument <dir/Domain>\n"))
    }
}
