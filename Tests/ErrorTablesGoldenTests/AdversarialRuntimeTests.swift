import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The compiled golden Adversarial types: names that are keywords and texts built to break generated
/// literals and comments come back from the runtime exactly as the documentation has them.
@Suite struct AdversarialRuntimeTests {
    static let languages = ["en", "zh-Hant"]

    @Test func everyCodeKeepsItsIdentifierRawValueAndNameExactly() throws {
        let domain = try Golden.domain("Adversarial")
        #expect(AdvErrorCode.allCases.map(\.documentedIdentifier) == domain.codes.map(\.id))
        #expect(AdvErrorCode.allCases.map(\.rawValue) == domain.codes.map(\.rawValue))
        #expect(
            AdvErrorCode.allCases.map { scalars($0.crossPlatformName) }
                == domain.codes.map { scalars($0.name) })
        #expect(scalars(AdvErrorCode.errorDomain) == scalars(domain.config.errorDomain))
        #expect(scalars(AdvErrorCode.userInfoNameKey) == scalars(domain.config.userInfoNameKey))
        #expect(AdvErrorCode.errorDomain == #"com.example.adversarial "quoted" \ \(domain) */"#)
        // NUL, CR, LF and tab cannot be written in Markdown, but the config's JSON carries them.
        #expect(
            scalars(AdvErrorCode.urlError.crossPlatformName) == scalars("ERROR_URL\0NUL\r\n\t`backtick`"))
        #expect(AdvErrorCode(rawValue: Int.min) == .lineBreak)
        #expect(AdvErrorCode.longLine.rawValue == 9_007_199_254_740_991)
    }

    @Test func everyDescriptionComesBackExactlyInEveryLanguage() throws {
        let domain = try Golden.domain("Adversarial")
        for language in Self.languages {
            let locale = Locale(identifier: language)
            for code in AdvErrorCode.allCases {
                let model = try #require(domain.code(code.documentedIdentifier))
                #expect(
                    scalars(code.localizedDescription(locale: locale))
                        == scalars(model.description.text(in: language, fallback: "en")),
                    "\(model.id) in \(language)")
            }
        }
    }

    @Test func everyCatalogEntryComesBackExactlyFromTheCompiledTexts() throws {
        let domain = try Golden.domain("Adversarial")
        let catalog = CodeGenerator(domain: domain).texts()
        #expect(catalog.entries.count == 23)
        for entry in catalog.entries {
            for language in Self.languages {
                let expected = entry.texts[language] ?? entry.texts["en"]
                #expect(
                    scalars(AdvErrorCode.textCatalog.text(forKey: entry.key, language: language))
                        == scalars(expected),
                    "\(entry.key.debugDescription) in \(language)")
            }
        }
    }

    @Test func everyMethodCaseAndFallbackComesBackExactlyInEveryLanguage() throws {
        let domain = try Golden.domain("Adversarial")
        for type in AdversarialMethods.methodErrorTypes {
            let method = try #require(domain.method(type.symbol))
            let cataloged = try #require(type as? any DocumentedMethodErrors.Type)
            for language in Self.languages {
                let texts = methodTexts(of: cataloged, locale: Locale(identifier: language))
                #expect(texts.map(\.code) == method.errors.map(\.code), "\(method.symbol)")
                for (error, text) in zip(method.errors, texts) {
                    #expect(
                        scalars(text.text)
                            == scalars(error.entry.description.text(in: language, fallback: "en")),
                        "\(error.code) of \(method.symbol) in \(language)")
                }
                #expect(
                    scalars(fallbackText(of: cataloged, locale: Locale(identifier: language)))
                        == scalars(method.fallback?.text(in: language, fallback: "en")),
                    "fallback of \(method.symbol) in \(language)")
            }
        }
    }

    private func methodTexts<T: DocumentedMethodErrors>(of type: T.Type, locale: Locale) -> [(
        code: String, text: String
    )] {
        T.documentedCases.map {
            ($0.code?.documentedIdentifier ?? "?", $0.localizedDescription(locale: locale))
        }
    }

    private func fallbackText<T: DocumentedMethodErrors>(of type: T.Type, locale: Locale) -> String {
        T(NSError(domain: "Foreign \"domain\"", code: 7)).localizedDescription(locale: locale)
    }

    @Test func theFailureReasonColumnBridgesExactly() throws {
        let domain = try Golden.domain("Adversarial")
        let model = try #require(domain.code("AdvErrorCodeDefault"))
        let reason = try #require(model.properties[#"Failure "reason" | */"#])
        for language in Self.languages {
            #expect(
                scalars(AdvErrorCode.default.localizedFailureReason(locale: Locale(identifier: language)))
                    == scalars(reason.text(in: language, fallback: "en")))
        }
        #expect(
            AdvErrorCode.default.localizedFailureReason(locale: Locale(identifier: "en"))
                == "Comment closers */ and openers /* and // line comments stay text.")
        #expect(AdvErrorCode.emoji.localizedFailureReason(locale: Locale(identifier: "en")) == nil)
        let userInfo = (AdvErrorCode.default as NSError).userInfo
        let language =
            LocaleResolution.candidates(
                forPreferred: LocaleResolution.currentIdentifiers(), available: Self.languages,
                sourceLanguage: "en"
            ).first ?? "en"
        #expect(
            scalars(userInfo[NSLocalizedFailureReasonErrorKey] as? String)
                == scalars(reason.text(in: language, fallback: "en")))
        #expect(
            userInfo[#"AdvErrorUserInfoNameKey "\(x)""#] as? String == #"ERROR_DEFAULT "quoted" \ \(x)"#)
    }

    @Test func keywordNamedCasesAndTypesAreUsable() {
        let keywords: [AdvErrorCode] = [.default, .`self`, .`Type`, .protocol, ._2FactorRequired, .in]
        #expect(keywords.map(\.rawValue) == [-1, 100, 101, 2, 3, 4])
        #expect(
            keywords.map(\.documentedIdentifier) == [
                "AdvErrorCodeDefault", "AdvErrorCodeSelf", "AdvErrorCodeType", "AdvErrorCodeProtocol",
                "AdvErrorCode2FactorRequired", "AdvErrorCodeIn",
            ])
        func name(_ code: AdvErrorCode) -> String {
            switch code {
            case .default: "default"
            case .`self`: "self"
            case .`Type`: "Type"
            case .protocol: "protocol"
            case ._2FactorRequired: "_2FactorRequired"
            case .in: "in"
            case .emoji, .rightToLeft, .devanagari, .urlError, .longLine, .lineBreak, .listLike: "other"
            }
        }
        #expect(
            keywords.map(name) == ["default", "self", "Type", "protocol", "_2FactorRequired", "in"])

        func performDefault(_ error: any Error) throws(`Type`.DefaultError) {
            throw `Type`.DefaultError(error)
        }
        do {
            try performDefault(NSError(domain: AdvErrorCode.errorDomain, code: 100))
            Issue.record("no error thrown")
        } catch {
            #expect(error == .`self`())
            #expect(error.code == .`self`)
        }
        #expect(
            `Type`.SelfError(NSError(domain: AdvErrorCode.errorDomain, code: 3)) == ._2FactorRequired())
        #expect(`Type`.FetchError.symbol == "fetch(_:completion:)")
        #expect(`Type`.SelfError.symbol == "self")
        #expect(TopLevelFunctionError.symbol == "topLevelFunction()")
        let longest = `Type`
            .PerformOperationWithAnExtremelyLongSelectorNameAndAnotherRatherLongArgumentError.self
        #expect(
            longest.symbol
                == "performOperationWithAnExtremelyLongSelectorName:andAnotherRatherLongArgument:completion:"
        )
        #expect(longest.init(NSError(domain: AdvErrorCode.errorDomain, code: Int.min)) == .lineBreak())
    }

    @Test func everyMethodTypeDocumentsTheModelsEffectiveSetInOrder() throws {
        let domain = try Golden.domain("Adversarial")
        let types = AdversarialMethods.methodErrorTypes
        #expect(Set(types.map { $0.symbol }) == Set(domain.methods.map(\.symbol)))
        for type in types {
            let method = try #require(domain.method(type.symbol))
            #expect(identifiers(of: type) == method.errors.map(\.code), "\(type.symbol)")
        }
        // Inclusions that form a cycle (default: ↔ self) are cut, each method keeping its own codes first.
        #expect(
            `Type`.SelfError.documentedCodes == [
                .rightToLeft, .devanagari, ._2FactorRequired, .emoji, .`self`, .`Type`, .protocol, .default,
            ])
    }

    @Test func theMethodTypesAreListedInDocumentedOrder() throws {
        let domain = try Golden.domain("Adversarial")
        // A method documented after a group (topLevelFunction()) is listed after it too.
        #expect(AdversarialMethods.methodErrorTypes.map { $0.symbol } == domain.methods.map(\.symbol))
    }

    private func identifiers<T: DocumentedMethodErrors>(of type: T.Type) -> [String] {
        T.documentedCodes.map(\.documentedIdentifier)
    }
}
