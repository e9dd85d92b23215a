import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCommands

/// `init --documents` writes out every guess: a code prefix it inferred, and a `swiftName` for each name collision
/// the reader settled with the number; and it gives a config that lints without errors for every corpus document.
@Suite struct InitFromDocumentsGuessesTests {
    @Test func aNameCollisionIsSettledInTheConfig() throws {
        let sandbox = try TemporaryFolder.repository()
        defer { sandbox.remove() }
        try sandbox.write(
            "docs/en.md",
            """
            # Heron Wallet errors

            | Error code | Message |
            | --- | --- |
            | 3101 | Session expired: sign in again. |
            | 3102 | Session expired: the device clock is wrong. |
            | 3103 | Wallet locked by the owner. |
            """)
        let result = sandbox.run([
            "init", sandbox.path("spec/Heron"), "--documents", sandbox.path("docs/{language}.md"),
        ])
        #expect(result.status == 0)
        #expect(
            sandbox.read("spec/Heron/error-tables.json")
                == """
                {
                  "documents": "../../docs/{language}.md",
                  "columns": {
                    "rawValue": "Error code",
                    "description": "Message"
                  },
                  "codes": {
                    "3102": {
                      "swiftName": "sessionExpired3102"
                    }
                  }
                }

                """)
        #expect(
            result.output.contains(
                "init: wrote \"codes\": {\"3102\": {\"swiftName\": \"sessionExpired3102\"}}, the names it made unique "
                    + "where derived names collided; rename them there\n"))
        // The collision is settled: no note about it is left, and lint finds nothing to fix.
        #expect(!result.output.contains("both read as the Swift case"))
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec/Heron")])
        #expect(lint.status == 0)
        #expect(!lint.output.contains("error:"))
    }

    @Test func aCodePrefixEveryCodeSharesIsWrittenOut() throws {
        let sandbox = try TemporaryFolder.repository()
        defer { sandbox.remove() }
        try sandbox.write(
            "docs/en.md",
            """
            # Kestrel errors

            | Code | Description |
            | --- | --- |
            | `KS_TIMEOUT` | The relay did not answer in time. |
            | `KS_NOT_FOUND` | No such channel. |
            """)
        let result = sandbox.run([
            "init", sandbox.path("spec/Kestrel"), "--documents", sandbox.path("docs/{language}.md"),
        ])
        #expect(result.status == 0)
        #expect(
            sandbox.read("spec/Kestrel/error-tables.json")
                == """
                {
                  "documents": "../../docs/{language}.md",
                  "codePrefix": "KS_"
                }

                """)
        #expect(
            result.output.contains(
                "init: wrote \"codePrefix\": \"KS_\", the prefix every code starts with, which case names leave out; "
                    + "remove it to keep it in the names\n"))
        let dump = sandbox.run(["dump", "--spec", sandbox.path("spec/Kestrel")])
        #expect(dump.output.contains("timeout"))
        #expect(dump.output.contains("notFound"))
    }

    @Test func whichSharedStartsArePrefixes() {
        #expect(InitVerb.commonCodePrefix(["ERR_TIMEOUT", "ERR_NOT_FOUND"]) == "ERR_")
        #expect(InitVerb.commonCodePrefix(["IbisErrorCodeDeclined", "IbisErrorCodeExpired"]) == "IbisErrorCode")
        #expect(InitVerb.commonCodePrefix(["QD_BUSY", "QD_GONE"]) == "QD_")
        #expect(InitVerb.commonCodePrefix(["ShopExceptionDeclined", "ShopExceptionBusy"]) == "ShopException")
        // A shared word is no prefix; nor is a shared start that cuts a word, or one that leaves a code empty.
        #expect(InitVerb.commonCodePrefix(["CardDeclined", "CardExpired"]) == nil)
        #expect(InitVerb.commonCodePrefix(["ERR_NOT_FOUND", "ERR_NOT_ALLOWED"]) == "ERR_")
        #expect(InitVerb.commonCodePrefix(["ErrorBusy", "ErrorBad"]) == "Error")
        #expect(InitVerb.commonCodePrefix(["ERR_", "ERR_BUSY"]) == nil)
        #expect(InitVerb.commonCodePrefix(["ERR_BUSY"]) == nil)
        #expect(InitVerb.commonCodePrefix(["404", "405"]) == nil)
        #expect(InitVerb.commonCodePrefix(["ERR_1", "ERR_2"]) == nil)
    }

    static let corpus = CommandLineDocsTests.packageRoot + "/Tests/Fixtures/Corpus"

    static let corpusDomains: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).filter { name in
            FileManager.default.fileExists(atPath: corpus + "/" + name + "/error-tables.json")
        }.sorted()

    /// Each corpus domain's documents, as `language` → text: its `<language>.md` files, or its documents'
    /// folders (`docs/<language>/errors.md`).
    static func documents(of domain: String) -> [String: String] {
        let folder = corpus + "/" + domain
        let fileManager = FileManager.default
        var documents: [String: String] = [:]
        func read(_ path: String) -> String? {
            fileManager.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        }
        for name in (try? fileManager.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".md") {
            documents[String(name.dropLast(3))] = read(folder + "/" + name)
        }
        for language in (try? fileManager.contentsOfDirectory(atPath: folder + "/docs")) ?? [] {
            documents[language] = read(folder + "/docs/" + language + "/errors.md")
        }
        return documents
    }

    /// `init --documents` on every corpus domain's documents, with no config: exit 0, and the config it writes
    /// lints without errors.
    @Test(arguments: InitFromDocumentsGuessesTests.corpusDomains)
    func everyCorpusDomainGivesAConfigThatLints(domain: String) throws {
        let documents = Self.documents(of: domain)
        #expect(documents["en"] != nil)
        let sandbox = try TemporaryFolder.repository()
        defer { sandbox.remove() }
        for (language, text) in documents { try sandbox.write("docs/\(language).md", text) }
        let result = sandbox.run([
            "init", sandbox.path("spec/\(domain)"), "--documents", sandbox.path("docs/{language}.md"),
        ])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec/\(domain)")])
        #expect(!lint.output.contains("error:") && !lint.errors.contains("error:"), "\(lint.output)\(lint.errors)")
        #expect(lint.status == 0)
    }
}
