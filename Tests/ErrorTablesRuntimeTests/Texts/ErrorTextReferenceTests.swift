import ErrorTablesGoldenTypes
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesRuntime

/// `ErrorTextReference`: where a text lives for Foundation's own lookup (a `LocalizedStringResource` on Apple
/// platforms), through a real bundle folder read with `Bundle(url:)`.
@Suite struct ErrorTextReferenceTests {
    static let files: [String: Data] = [
        "en.lproj/Demo.strings": Data(#""K" = "Bundle English"; "m/K" = "Method English"; "Blank" = " ";"#.utf8),
        "it.lproj/Demo.strings": Data(#""K" = "Italiano"; "m/K" = "Metodo";"#.utf8),
    ]

    func catalog(_ bundle: Bundle?) -> ErrorTextCatalog {
        ErrorTextCatalog(
            table: "Demo", bundle: bundle, sourceLanguage: "en", languages: ["en", "it"],
            embeddedSourceTexts: ["K": "Embedded English", "OnlyEmbedded": "Embedded only"],
            localizedTexts: ["it": ["OnlyEmbedded": "Solo incorporato"]])
    }

    @Test func withABundleTheFirstKeyTheSourceLanguageHasIsReferenced() throws {
        let folder = try TemporaryBundle(files: Self.files)
        defer { folder.remove() }
        let bundle = try #require(Bundle(url: folder.bundleURL))
        let catalog = catalog(bundle)
        let bundleURL = bundle.bundleURL

        #expect(
            catalog.reference(forKeys: ["m/K", "K"], preferredLanguages: ["it"], fallback: "Error 1")
                == ErrorTextReference(key: "m/K", table: "Demo", bundleURL: bundleURL, defaultValue: "Method English"))
        // A key the source table lacks (or has blank) is skipped; a key only compiled in is still referenced.
        #expect(
            catalog.reference(forKeys: ["Missing", "Blank", "K"], preferredLanguages: ["it"], fallback: "Error 1")
                == ErrorTextReference(key: "K", table: "Demo", bundleURL: bundleURL, defaultValue: "Bundle English"))
        #expect(
            catalog.reference(forKeys: ["OnlyEmbedded"], preferredLanguages: ["it"], fallback: "Error 1")
                == ErrorTextReference(
                    key: "OnlyEmbedded", table: "Demo", bundleURL: bundleURL, defaultValue: "Embedded only"))
        // No key has a text: the fallback is its own key, outside any bundle.
        #expect(
            catalog.reference(forKeys: ["Missing"], preferredLanguages: ["it"], fallback: "Error 1")
                == ErrorTextReference(key: "Error 1", table: "Demo", bundleURL: nil, defaultValue: "Error 1"))
    }

    @Test func withoutABundleTheTextInThePreferredLanguageIsItsOwnKey() {
        let catalog = catalog(nil)
        #expect(
            catalog.reference(forKeys: ["Missing", "OnlyEmbedded"], preferredLanguages: ["it"], fallback: "Error 1")
                == ErrorTextReference(
                    key: "Solo incorporato", table: "Demo", bundleURL: nil, defaultValue: "Solo incorporato"))
        #expect(
            catalog.reference(forKeys: ["K"], preferredLanguages: ["en"], fallback: "Error 1")
                == ErrorTextReference(
                    key: "Embedded English", table: "Demo", bundleURL: nil, defaultValue: "Embedded English"))
    }

    @Test func generatedTypesReferenceTheirDescriptions() {
        // The golden types embed their texts (no bundle): the reference is the description itself.
        let current = LocaleResolution.currentIdentifiers()
        let code = AccountErrorCode.networkError
        #expect(
            code.textReference
                == ErrorTextReference(
                    key: code.localizedDescription(preferredLanguages: current), table: "AccountErrors",
                    bundleURL: nil, defaultValue: code.localizedDescription(preferredLanguages: current)))
        let failure = AccountClient.SignInWithEmailPasswordError.wrongPassword()
        #expect(failure.textReference.key == failure.localizedDescription(preferredLanguages: current))
        #expect(failure.textReference.bundleURL == nil)
    }
}
