import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// Lookup tables and traits through `CodeGenerator`: a small domain in, the exact generated Swift and catalog
/// keys out.
@Suite struct LookupRenderingTests {
    /// The `Pix` domain: four codes (two with names that need care in Swift), traits, and a `ServerError`
    /// lookup with a code and subcode, a range, a negative range, a negative code, a subcode-only row and a
    /// fallback, in English and Italian.
    static let config = """
        {
          "errorDomain": "PXErrorDomain",
          "typeName": "PixError",
          "codePrefix": "PXError",
          "sourceLanguage": "en",
          "codes": { "PXErrorA": 1, "PXErrorB": 2, "PXErrorDefault": 3, "PXErrorNone": 4 },
          "traits": {
            "PXErrorA": ["notifyUser", "retryable"],
            "PXErrorDefault": ["userCancelled"],
            "PXErrorNone": []
          },
          "lookups": { "ServerError": { "columns": { "code": 1, "subcode": 2, "case": 3, "message": 4 } } }
        }
        """

    static let english = """
        # Pix errors

        | Code | Description |
        | --- | --- |
        | `PXErrorA` | A happened. |
        | `PXErrorB` | B happened. |
        | `PXErrorDefault` | The default. |
        | `PXErrorNone` | Nothing at all. |

        ## Server codes

        | Code | Subcode | Category | Message |
        | --- | --- | --- | --- |
        | 190 | 458 | `PXErrorA` | The app was removed. |
        | 200-299 | | `PXErrorB` | A permission is missing. |
        | -5--1 | | `PXErrorDefault` | A negative code. |
        | -2 | | `PXErrorNone` | Minus two. |
        | | 7 | `PXErrorA` | Subcode seven under any code. |
        | All others | | | Something went wrong. |
        """

    static let italian = """
        # Errori Pix

        | Codice | Descrizione |
        | --- | --- |
        | `PXErrorA` | È successo A. |
        | `PXErrorB` | È successo B. |
        | `PXErrorDefault` | Il predefinito. |
        | `PXErrorNone` | Proprio niente. |

        ## Codici del server

        | Codice | Sottocodice | Categoria | Messaggio |
        | --- | --- | --- | --- |
        | 190 | 458 | `PXErrorA` | L'app è stata rimossa. |
        | 200-299 | | `PXErrorB` | Manca un'autorizzazione. |
        | -5--1 | | `PXErrorDefault` | Un codice negativo. |
        | -2 | | `PXErrorNone` | Meno due. |
        | | 7 | `PXErrorA` | Sottocodice sette con qualsiasi codice. |
        | Tutti gli altri | | | Qualcosa è andato storto. |
        """

    /// Loads `Pix` from the given files (this suite's where not given); fails when loading reports anything.
    func domain(_ files: [String: String] = [:]) throws -> ErrorDomain {
        var all = ["error-tables.json": Self.config, "en.md": Self.english, "it.md": Self.italian]
        all.merge(files) { _, new in new }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, text) in all { try folder.write("Pix/" + name, text) }
        var diagnostics = Diagnostics()
        let model = try SpecLoading.model(path: folder.path, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        return try #require(model.domains.first)
    }

    /// `config` with `"ServerError"` renamed.
    static func config(lookupName name: String) -> String {
        config.replacingOccurrences(of: "\"ServerError\":", with: "\"\(name)\":")
    }

    @Test func aLookupRendersAsAnEnumHoldingItsTable() throws {
        let generator = CodeGenerator(domain: try domain())
        let declarations = generator.lookupDeclarations()
        #expect(declarations.count == 1)
        #expect(
            declarations.map { SwiftRenderer.rendered($0) } == [
                """
                /// The documented `ServerError` table: server codes (or ranges) and subcodes mapped to a `PixError`
                /// and a message for the user, matched most specific first.
                public enum ServerError {
                  /// The rows, in documented order.
                  public static let table: ErrorLookupTable<PixError> = ErrorLookupTable(
                    name: "ServerError",
                    entries: [
                      ErrorLookupEntry(codes: 190...190, subcode: 458, case: .a, messageKey: "ServerError/190/458"),
                      ErrorLookupEntry(codes: 200...299, subcode: nil, case: .b, messageKey: "ServerError/200-299"),
                      ErrorLookupEntry(
                        codes: -5...(-1),
                        subcode: nil,
                        case: .`default`,
                        messageKey: "ServerError/-5--1"
                      ),
                      ErrorLookupEntry(
                        codes: -2...(-2),
                        subcode: nil,
                        case: PixError.none,
                        messageKey: "ServerError/-2"
                      ),
                      ErrorLookupEntry(codes: nil, subcode: 7, case: .a, messageKey: "ServerError/*/7"),
                    ],
                    fallbackMessageKey: "ServerError/*"
                  )
                }

                """
            ])
    }

    @Test func theLookupFollowsTheCodeEnumInTheCodesFile() throws {
        var diagnostics = Diagnostics()
        let files = try #require(
            CodeGenerator(domain: try domain()).generate(diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty)
        let codes = try #require(files.first { $0.path == "PixErrorCodes.swift" }?.contents)
        let enumStart = try #require(codes.range(of: "public enum PixError: Int, "))
        let lookupStart = try #require(codes.range(of: "public enum ServerError {"))
        let versionCheck = try #require(codes.range(of: "private struct _ErrorTablesVersionCheck"))
        #expect(enumStart.lowerBound < lookupStart.lowerBound)
        #expect(lookupStart.lowerBound < versionCheck.lowerBound)
    }

    @Test func aLookupWithoutAFallbackHasNoFallbackKey() throws {
        let english = Self.english.replacingOccurrences(
            of: "\n| All others | | | Something went wrong. |", with: "")
        let italian = Self.italian.replacingOccurrences(
            of: "\n| Tutti gli altri | | | Qualcosa è andato storto. |", with: "")
        let domain = try domain(["en.md": english, "it.md": italian])
        let rendered = CodeGenerator(domain: domain).lookupDeclarations().map {
            SwiftRenderer.rendered($0)
        }
        #expect(rendered.count == 1)
        #expect(rendered.first?.contains("fallbackMessageKey") == false)
        #expect(
            rendered.first?.hasSuffix(
                """
                      ErrorLookupEntry(codes: nil, subcode: 7, case: .a, messageKey: "ServerError/*/7"),
                    ]
                  )
                }

                """) == true)
        #expect(
            CodeGenerator(domain: domain).texts().entries.map(\.key).filter {
                $0.hasPrefix("ServerError/")
            }
                == [
                    "ServerError/190/458", "ServerError/200-299", "ServerError/-5--1", "ServerError/-2",
                    "ServerError/*/7",
                ])
    }

    @Test func lookupCatalogKeysAndTexts() throws {
        let catalog = CodeGenerator(domain: try domain()).texts()
        #expect(
            catalog.entries.map(\.key) == [
                "PXErrorA", "PXErrorB", "PXErrorDefault", "PXErrorNone", "ServerError/190/458",
                "ServerError/200-299", "ServerError/-5--1", "ServerError/-2", "ServerError/*/7",
                "ServerError/*",
            ])
        let lookupEntries = catalog.entries.filter { $0.key.hasPrefix("ServerError/") }
        #expect(
            lookupEntries.map(\.comment) == [
                "The message shown for ServerError 190/458 (PXErrorA). From Pix/en.md:14.",
                "The message shown for ServerError 200-299 (PXErrorB). From Pix/en.md:15.",
                "The message shown for ServerError -5--1 (PXErrorDefault). From Pix/en.md:16.",
                "The message shown for ServerError -2 (PXErrorNone). From Pix/en.md:17.",
                "The message shown for ServerError */7 (PXErrorA). From Pix/en.md:18.",
                "The message shown for a ServerError that the table does not list.",
            ])
        #expect(
            lookupEntries.map(\.texts) == [
                ["en": "The app was removed.", "it": "L'app è stata rimossa."],
                ["en": "A permission is missing.", "it": "Manca un'autorizzazione."],
                ["en": "A negative code.", "it": "Un codice negativo."],
                ["en": "Minus two.", "it": "Meno due."],
                ["en": "Subcode seven under any code.", "it": "Sottocodice sette con qualsiasi codice."],
                ["en": "Something went wrong.", "it": "Qualcosa è andato storto."],
            ])
        // In a `.strings` comment `*/` cannot stay as it is.
        #expect(
            catalog.stringsFile(language: "it").contains(
                "/* The message shown for ServerError * /7 (PXErrorA). From Pix/en.md:18. */\n"
                    + "\"ServerError/*/7\" = \"Sottocodice sette con qualsiasi codice.\";\n"))
    }

    @Test func traitsRenderAsASwitchInTheRuntimesOrderWithoutCasesForCodesWithout() throws {
        let code = SwiftRenderer.rendered(CodeGenerator(domain: try domain()).codeFile())
        #expect(
            code.contains(
                """
                public enum PixError: Int, DocumentedErrorCode, RecoverableErrorCode {
                """))
        #expect(
            code.contains(
                """

                  /// What the documentation says recovers from this code; the runtime turns it into
                  /// `RecoveryAdvice` and retries only what can succeed on retry.
                  public var traits: ErrorTraits {
                    switch self {
                    case .a: return [.retryable, .notifyUser]
                    case .`default`: return [.userCancelled]
                    default: return []
                    }
                  }
                }

                """))
    }

    @Test func withoutTraitsThereIsNoTraitsMemberButTheEnumIsStillRecoverable() throws {
        let config = Self.config.replacingOccurrences(
            of: """
                  "traits": {
                    "PXErrorA": ["notifyUser", "retryable"],
                    "PXErrorDefault": ["userCancelled"],
                    "PXErrorNone": []
                  },

                """, with: "")
        #expect(!config.contains("traits"))
        let code = SwiftRenderer.rendered(
            CodeGenerator(domain: try domain(["error-tables.json": config])).codeFile())
        #expect(
            code.contains("public enum PixError: Int, DocumentedErrorCode, RecoverableErrorCode {\n"))
        #expect(!code.contains("traits"))
        #expect(!code.contains("ErrorTraits"))
    }

    @Test func onlyEmptyTraitsGiveNoTraitsMember() throws {
        let config = Self.config.replacingOccurrences(
            of: #""PXErrorA": ["notifyUser", "retryable"],"#, with: #""PXErrorA": [],"#
        )
        .replacingOccurrences(of: #""PXErrorDefault": ["userCancelled"],"#, with: "")
        let domain = try domain(["error-tables.json": config])
        #expect(domain.codes.map(\.traits) == [[], [], [], []])
        #expect(!SwiftRenderer.rendered(CodeGenerator(domain: domain).codeFile()).contains("traits"))
    }

    @Test(arguments: [
        "PixError", "PixErrorTexts", "PixMethods", "ErrorTraits", "ErrorLookupTable",
        "ErrorLookupEntry",
        "RecoverableErrorCode", "String",
    ])
    func aLookupNamedLikeATypeTheGeneratedCodeUsesIsAnError(name: String) throws {
        let domain = try domain(["error-tables.json": Self.config(lookupName: name)])
        #expect(domain.lookups.map(\.name) == [name])
        var diagnostics = Diagnostics()
        let files = CodeGenerator(domain: domain).generate(diagnostics: &diagnostics)
        #expect(files == nil)
        // Paths from the domain folder on, as the temporary folder is gone.
        let lines = diagnostics.all.map { diagnostic in
            let line = diagnostic.formatted(relativeTo: nil)
            return line.range(of: "/Pix/", options: .backwards).map { "Pix/" + line[$0.upperBound...] }
                ?? line
        }
        #expect(
            lines == [
                "Pix/error-tables.json:12:16: error: the lookup '\(name)' would become a Swift type named like one "
                    + "the generated code declares or uses; rename it in 'lookups' of error-tables.json"
            ])
    }

    @Test func aLookupWithAnotherNameGenerates() throws {
        var diagnostics = Diagnostics()
        let domain = try domain(["error-tables.json": Self.config(lookupName: "PixServerError")])
        let files = CodeGenerator(domain: domain).generate(diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(
            files?.first { $0.path == "PixErrorCodes.swift" }?.contents.contains(
                "public enum PixServerError {\n") == true)
    }
}
