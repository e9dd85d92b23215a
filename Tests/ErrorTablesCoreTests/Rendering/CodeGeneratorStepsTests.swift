import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The named steps `codeFile`, `methodsFile`, `texts` and `textsFile` are made of, each on a small domain
/// with its exact output.
@Suite struct CodeGeneratorStepsTests {
    /// The `Kiln` domain: three codes (one with a cross-platform name, one with a trait), two of them with a
    /// failure reason in the common table, the third documented only by the one method, which also has its own
    /// "all others" text, as has the domain; in English and Italian.
    static let config = """
        {
          "errorDomain": "KilnErrorDomain",
          "typeName": "KilnError",
          "codePrefix": "KilnError",
          "sourceLanguage": "en",
          "userInfoNameKey": "KilnNameKey",
          "codes": { "KilnErrorCold": { "rawValue": 1, "name": "COLD" }, "KilnErrorCracked": 2, "KilnErrorFull": 3 },
          "traits": { "KilnErrorFull": ["retryable"] }
        }
        """

    static let english = """
        # Kiln errors

        ## Error codes common to all API methods

        | Code | Description | Reason |
        | --- | --- | --- |
        | `KilnErrorCold` | The kiln has not warmed up. | The heater is off. |
        | `KilnErrorCracked` | A pot cracked while firing. | |
        | All others | The kiln stopped for a reason nobody wrote down. | |

        ## Method-specific error codes

        #### fireBatch:completion:

        | Code | Description |
        | --- | --- |
        | `KilnErrorCold` | The kiln has not warmed up. |
        | `KilnErrorFull` | This batch has more pots than the shelves hold. |
        | All others | The batch could not be fired. |

        #### emptyKiln:completion:

        | Code | Description |
        | --- | --- |
        | `KilnErrorCold` | The kiln is still too hot to open. |
        """

    static let italian = """
        # Errori del forno

        ## Codici di errore comuni a tutti i metodi

        | Codice | Descrizione | Motivo |
        | --- | --- | --- |
        | `KilnErrorCold` | Il forno non si è scaldato. | La resistenza è spenta. |
        | `KilnErrorCracked` | Un vaso si è crepato in cottura. | |
        | Tutti gli altri | Il forno si è fermato per un motivo ignoto. | |

        ## Codici di errore dei metodi

        #### fireBatch:completion:

        | Codice | Descrizione |
        | --- | --- |
        | `KilnErrorCold` | Il forno non si è scaldato. |
        | `KilnErrorFull` | Questa infornata ha più vasi di quanti ne stiano sui ripiani. |
        | Tutti gli altri | Non è stato possibile cuocere l'infornata. |

        #### emptyKiln:completion:

        | Codice | Descrizione |
        | --- | --- |
        | `KilnErrorCold` | Il forno è ancora troppo caldo per aprirlo. |
        """

    /// A generator for `Kiln` loaded from the given files (this suite's where not given); fails when loading
    /// reports anything.
    static func generator(_ files: [String: String] = [:]) throws -> CodeGenerator {
        var all = ["error-tables.json": config, "en.md": english, "it.md": italian]
        all.merge(files) { _, new in new }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, text) in all { try folder.write("Kiln/" + name, text) }
        var diagnostics = Diagnostics()
        let model = try SpecLoading.model(path: folder.path, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        return CodeGenerator(domain: try #require(model.domains.first))
    }

    static func rendered(_ declarations: [SwiftDeclaration]) -> String {
        declarations.map { SwiftRenderer.rendered($0) }.joined()
    }

    /// `fireBatch:completion:` (its own text for `full`, its own "all others"), then `emptyKiln:completion:`
    /// (its own text for `cold`).
    static func methods(_ generator: CodeGenerator) throws -> (fire: ErrorMethod, empty: ErrorMethod) {
        let methods = generator.domain.methods
        #expect(methods.map(\.symbol) == ["fireBatch:completion:", "emptyKiln:completion:"])
        return (try #require(methods.first), try #require(methods.last))
    }

    // MARK: - codeFile

    @Test func codeCaseDocSaysHowTheDocumentationNamesTheCode() throws {
        let generator = try Self.generator()
        #expect(
            generator.domain.codes.map(generator.codeCaseDoc) == [
                "The kiln has not warmed up.\n\nDocumented as `KilnErrorCold`; cross-platform name `COLD`.",
                "A pot cracked while firing.\n\nDocumented as `KilnErrorCracked`.",
                "This batch has more pots than the shelves hold.\n\nDocumented as `KilnErrorFull`.",
            ])
    }

    @Test func codeEnumConstantsAreTheDomainTheNameKeyAndTheCatalog() throws {
        #expect(
            Self.rendered(try Self.generator().codeEnumConstants()) == """
                /// The `NSError` domain of these codes.
                public static let errorDomain = "KilnErrorDomain"
                /// The `userInfo` key that carries the cross-platform error name.
                public static let userInfoNameKey: String? = "KilnNameKey"
                /// The documented texts, in every language of the documentation.
                public static let textCatalog = KilnErrorTexts.catalog

                """)
    }

    @Test func codeEnumConstantsHaveNoNameKeyWhenNoneIsConfigured() throws {
        let config = Self.config.replacingOccurrences(of: "\"userInfoNameKey\": \"KilnNameKey\",\n", with: "")
        let constants = try Self.generator(["error-tables.json": config]).codeEnumConstants()
        #expect(!Self.rendered(constants).contains("userInfoNameKey"))
        #expect(constants.count == 2)
    }

    @Test func codeNameAccessorsAreTheIdentifierAndTheCrossPlatformName() throws {
        #expect(
            Self.rendered(try Self.generator().codeNameAccessors()) == """
                /// The identifier the documentation uses for this code.
                public var documentedIdentifier: String {
                  switch self {
                  case .cold: return "KilnErrorCold"
                  case .cracked: return "KilnErrorCracked"
                  case .full: return "KilnErrorFull"
                  }
                }
                /// The name other platforms use for this code.
                public var crossPlatformName: String? {
                  switch self {
                  case .cold: return "COLD"
                  default: return nil
                  }
                }

                """)
    }

    @Test func textKeyAccessorsSwitchWhenACodeHasNoTextInTheColumn() throws {
        #expect(
            Self.rendered(try Self.generator().textKeyAccessors()) == """
                /// The catalog key of the documented "Reason" text.
                public var failureReasonKey: String? {
                  switch self {
                  case .cold: return documentedIdentifier + ".reason"
                  case .cracked: return documentedIdentifier + ".reason"
                  default: return nil
                  }
                }

                """)
    }

    @Test func traitsAccessorSwitchesOverTheCodesWithTraitsAndIsNilWithout() throws {
        let traits = try #require(try Self.generator().traitsAccessor())
        #expect(
            SwiftRenderer.rendered(traits) == """
                /// What the documentation says recovers from this code; the runtime turns it into `RecoveryAdvice`
                /// and retries only what can succeed on retry.
                public var traits: ErrorTraits {
                  switch self {
                  case .full: return [.retryable]
                  default: return []
                  }
                }

                """)
        let config = Self.config.replacingOccurrences(of: "\"retryable\"", with: "")
        #expect(try Self.generator(["error-tables.json": config]).traitsAccessor() == nil)
    }

    @Test func lookupEntryIsOneRowOfTheTable() throws {
        let domain = try LookupRenderingTests().domain()
        let lookup = try #require(domain.lookups.first)
        let generator = CodeGenerator(domain: domain)
        #expect(
            lookup.entries.map { entry in
                generator.lookupEntry(entry, of: lookup).map { SwiftRenderer.rendered($0) } ?? "nil"
            } == [
                #"ErrorLookupEntry(codes: 190...190, subcode: 458, case: .a, messageKey: "ServerError/190/458")"#,
                #"ErrorLookupEntry(codes: 200...299, subcode: nil, case: .b, messageKey: "ServerError/200-299")"#,
                #"ErrorLookupEntry(codes: -5...(-1), subcode: nil, case: .`default`, messageKey: "ServerError/-5--1")"#,
                #"ErrorLookupEntry(codes: -2...(-2), subcode: nil, case: PixError.none, messageKey: "ServerError/-2")"#,
                #"ErrorLookupEntry(codes: nil, subcode: 7, case: .a, messageKey: "ServerError/*/7")"#,
            ])
    }

    // MARK: - methodsFile

    @Test func methodCasesStartWithTheirDocumentedTextCommonCasesToo() throws {
        let generator = try Self.generator()
        let (fire, empty) = try Self.methods(generator)
        #expect(
            Self.rendered(generator.methodCases(fire)) == """
                /// The kiln has not warmed up.
                ///
                /// See ``KilnError/cold`` (this method's table).
                case cold(ReceivedError? = nil)
                /// This batch has more pots than the shelves hold.
                ///
                /// See ``KilnError/full`` (this method's table).
                case full(ReceivedError? = nil)
                /// A pot cracked while firing.
                ///
                /// See ``KilnError/cracked`` (common to the domain).
                case cracked(ReceivedError? = nil)

                """)
        #expect(
            Self.rendered(generator.methodCases(empty)) == """
                /// The kiln is still too hot to open.
                ///
                /// Differs from ``KilnError/cold`` (this method's table).
                case cold(ReceivedError? = nil)
                /// A pot cracked while firing.
                ///
                /// See ``KilnError/cracked`` (common to the domain).
                case cracked(ReceivedError? = nil)

                """)
    }

    @Test func undocumentedCaseStartsWithTheMethodsAllOthersText() throws {
        let generator = try Self.generator()
        let (fire, empty) = try Self.methods(generator)
        #expect(
            Self.rendered([generator.undocumentedCase(of: fire), generator.undocumentedCase(of: empty)]) == """
                /// The batch could not be fired.
                ///
                /// Any error the documentation does not list for this method, kept as received.
                case undocumented(UndocumentedError)
                /// The kiln stopped for a reason nobody wrote down.
                ///
                /// Any error the documentation does not list for this method, kept as received.
                case undocumented(UndocumentedError)

                """)
    }

    @Test func methodInitCasesHaveADefaultOnlyWhenTheMethodLacksACode() throws {
        let generator = try Self.generator()
        let (fire, empty) = try Self.methods(generator)
        let arms = { (method: ErrorMethod) in
            SwiftRenderer.rendered(
                .switchStatement(
                    .raw("code"), generator.methodInitCases(method.errors.compactMap { generator.codesByID[$0.code] })
                ))
        }
        #expect(
            arms(fire) == """
                switch code {
                case .cold: self = .cold(received)
                case .full: self = .full(received)
                case .cracked: self = .cracked(received)
                }
                """)
        #expect(
            arms(empty) == """
                switch code {
                case .cold: self = .cold(received)
                case .cracked: self = .cracked(received)
                default: return nil
                }
                """)
    }

    @Test func methodTypeDocNamesTheMethodAndItsGroup() throws {
        let generator = try Self.generator()
        let (fire, empty) = try Self.methods(generator)
        let usage =
            "Use it for typed throws, `throws(FireBatchError)`, and switch over it exhaustively. A documented case "
            + "holds the error as received (`nil` when made in code)."
        #expect(
            generator.methodTypeDoc(fire, name: "FireBatchError")
                == "The errors `fireBatch:completion:` is documented to return.\n\n" + usage)
        #expect(
            generator.methodTypeDoc(empty, name: "FireBatchError")
                == "The errors `emptyKiln:completion:` is documented to return.\n\n" + usage)
    }

    @Test func groupNamespaceIsAnEnumOrTheConfiguredExtension() throws {
        let member = SwiftDeclaration.typeAlias(docComment: nil, access: nil, name: "A", type: "Int")
        #expect(
            SwiftRenderer.rendered(try Self.generator().groupNamespace("KilnClient", members: [member])) == """
                /// The documented errors of `KilnClient`'s methods.
                public enum KilnClient {
                  typealias A = Int
                }

                """)
        let config = Self.config.replacingOccurrences(
            of: "\"traits\"", with: "\"groups\": { \"KilnClient\": { \"extend\": \"Kiln.Client\" } },\n  \"traits\"")
        #expect(
            SwiftRenderer.rendered(
                try Self.generator(["error-tables.json": config]).groupNamespace("KilnClient", members: [member]))
                    == """
                    /// The documented errors of `KilnClient`'s methods.
                    extension Kiln.Client {
                      typealias A = Int
                    }

                    """)
    }

    @Test func methodTypesIntrospectionListsTheNamedTypesInDocumentedOrder() throws {
        let generator = try Self.generator()
        let types = ["emptyKiln:completion:": "EmptyKilnError", "fireBatch:completion:": "FireBatchError"]
        #expect(
            SwiftRenderer.rendered(generator.methodTypesIntrospection(types)) == """
                /// Every documented method of the `KilnErrorDomain` domain, for introspection.
                public enum KilnMethods: DocumentedErrorDomain {
                  /// The domain's code enum.
                  public typealias Code = KilnError

                  /// The method error types, in documented order.
                  public static var methodErrorTypes: [any DocumentedMethodErrors.Type] {
                    [FireBatchError.self, EmptyKilnError.self]
                  }
                }

                """)
    }

    // MARK: - texts

    @Test func codeEntriesAreTheDescriptionThenTheExtraColumns() throws {
        let generator = try Self.generator()
        let entries = generator.domain.codes.flatMap(generator.codeEntries)
        #expect(
            entries.map(\.key) == [
                "KilnErrorCold", "KilnErrorCold.reason", "KilnErrorCracked", "KilnErrorCracked.reason", "KilnErrorFull",
            ])
        #expect(
            entries.map(\.comment) == [
                "The error message shown when an operation fails with KilnErrorCold (error 1), whichever method "
                    + "reports it. From the Description column, Kiln/en.md:7.",
                "The reason shown with the error message of KilnErrorCold (error 1). From the “Reason” column, "
                    + "Kiln/en.md:7.",
                "The error message shown when an operation fails with KilnErrorCracked (error 2), whichever method "
                    + "reports it. From the Description column, Kiln/en.md:8.",
                "The reason shown with the error message of KilnErrorCracked (error 2). From the “Reason” column, "
                    + "Kiln/en.md:8.",
                "The error message shown when an operation fails with KilnErrorFull (error 3), whichever method "
                    + "reports it. From the Description column, Kiln/en.md:18.",
            ])
        #expect(
            entries.map(\.texts) == [
                ["en": "The kiln has not warmed up.", "it": "Il forno non si è scaldato."],
                ["en": "The heater is off.", "it": "La resistenza è spenta."],
                ["en": "A pot cracked while firing.", "it": "Un vaso si è crepato in cottura."],
                ["en": ""],
                [
                    "en": "This batch has more pots than the shelves hold.",
                    "it": "Questa infornata ha più vasi di quanti ne stiano sui ripiani.",
                ],
            ])
    }

    @Test func domainFallbackEntryIsTheDomainsAllOthersText() throws {
        let entry = try #require(try Self.generator().domainFallbackEntry())
        #expect(entry.key == "*")
        #expect(
            entry.comment
                == "The error message shown for an error of KilnErrorDomain that the documentation does not list.")
        #expect(
            entry.texts == [
                "en": "The kiln stopped for a reason nobody wrote down.",
                "it": "Il forno si è fermato per un motivo ignoto.",
            ])
    }

    @Test func lookupEntriesAreTheRowsThenTheFallback() throws {
        let domain = try LookupRenderingTests().domain()
        let entries = CodeGenerator(domain: domain).lookupEntries(try #require(domain.lookups.first))
        #expect(
            entries.map(\.key) == [
                "ServerError/190/458", "ServerError/200-299", "ServerError/-5--1", "ServerError/-2", "ServerError/*/7",
                "ServerError/*",
            ])
        #expect(entries.first?.comment == "The message shown for ServerError 190/458 (PXErrorA). From Pix/en.md:14.")
        #expect(entries.last?.comment == "The message shown for a ServerError that the table does not list.")
        #expect(entries.last?.texts == ["en": "Something went wrong.", "it": "Qualcosa è andato storto."])
    }

    @Test func methodEntriesAreTheTextsThatDifferFromTheCodesThenTheFallback() throws {
        let generator = try Self.generator()
        let (fire, empty) = try Self.methods(generator)
        #expect(generator.methodEntries(fire).map(\.key) == ["fireBatch:completion:/*"])
        let entries = generator.methodEntries(empty)
        #expect(entries.map(\.key) == ["emptyKiln:completion:/KilnErrorCold", "emptyKiln:completion:/*"])
        #expect(
            entries.map(\.comment) == [
                "The error message shown when emptyKiln:completion: fails with KilnErrorCold (error 1); it says what "
                    + "the error means for that method. From the Description column, Kiln/en.md:25.",
                "The error message shown when emptyKiln:completion: fails with an error its documentation does not "
                    + "list.",
            ])
        #expect(
            entries.map(\.texts) == [
                ["en": "The kiln is still too hot to open.", "it": "Il forno è ancora troppo caldo per aprirlo."],
                [
                    "en": "The kiln stopped for a reason nobody wrote down.",
                    "it": "Il forno si è fermato per un motivo ignoto.",
                ],
            ])
    }

    // MARK: - textsFile

    @Test func textCatalogPropertyNamesEachTranslationsTexts() throws {
        let generator = try Self.generator()
        #expect(
            SwiftRenderer.rendered(generator.textCatalogProperty(generator.texts(), translations: ["it"])) == """
                /// The catalog the generated error types read their texts from, decoded when it is first used.
                static let catalog = ErrorTextCatalog(
                  table: "KilnErrors",
                  bundle: nil,
                  sourceLanguage: "en",
                  languages: ["en", "it"],
                  encodedSourceTexts: sourceTexts,
                  encodedLocalizedTexts: ["it": itTexts]
                )

                """)
    }

    @Test func encodedTextsPropertyHoldsOneLanguagesEntriesALine() throws {
        let generator = try Self.generator()
        let catalog = generator.texts()
        #expect(
            SwiftRenderer.rendered(generator.encodedTextsProperty(catalog, language: "en")) == #"""
                /// Texts of the source language (en), one a line: the key's length in UTF-8 bytes, `:`, the key, a
                /// space, the text's length, `:`, the text.
                private static let sourceTexts: String = """
                  13:KilnErrorCold 27:The kiln has not warmed up.
                  20:KilnErrorCold.reason 18:The heater is off.
                  16:KilnErrorCracked 27:A pot cracked while firing.
                  23:KilnErrorCracked.reason 0:
                  13:KilnErrorFull 47:This batch has more pots than the shelves hold.
                  1:* 48:The kiln stopped for a reason nobody wrote down.
                  23:fireBatch:completion:/* 29:The batch could not be fired.
                  35:emptyKiln:completion:/KilnErrorCold 34:The kiln is still too hot to open.
                  23:emptyKiln:completion:/* 48:The kiln stopped for a reason nobody wrote down.
                  """

                """#)
        #expect(
            SwiftRenderer.rendered(generator.encodedTextsProperty(catalog, language: "it")) == #"""
                /// Texts of the it documentation, one a line: the key's length in UTF-8 bytes, `:`, the key, a
                /// space, the text's length, `:`, the text.
                private static let itTexts: String = """
                  13:KilnErrorCold 28:Il forno non si è scaldato.
                  20:KilnErrorCold.reason 24:La resistenza è spenta.
                  16:KilnErrorCracked 33:Un vaso si è crepato in cottura.
                  13:KilnErrorFull 62:Questa infornata ha più vasi di quanti ne stiano sui ripiani.
                  1:* 44:Il forno si è fermato per un motivo ignoto.
                  23:fireBatch:completion:/* 43:Non è stato possibile cuocere l'infornata.
                  35:emptyKiln:completion:/KilnErrorCold 44:Il forno è ancora troppo caldo per aprirlo.
                  23:emptyKiln:completion:/* 44:Il forno si è fermato per un motivo ignoto.
                  """

                """#)
    }
}
