import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct ErrorTextCatalogTests {
    let catalog = AccountErrorCode.textCatalog

    @Test func textPerLocale() {
        let key = "AccountErrorCodeNetworkError"
        #expect(
            catalog.text(forKey: key, locale: Locale(identifier: "it_IT"))
                == "Si è verificato un errore di rete.")
        #expect(catalog.text(forKey: key, locale: Locale(identifier: "hi_IN")) == "नेटवर्क त्रुटि हुई।")
        #expect(
            catalog.text(forKey: key, locale: Locale(identifier: "en_GB")) == "A network error occurred.")
        #expect(
            catalog.text(forKey: key, locale: Locale(identifier: "fr_FR")) == "A network error occurred.")
        #expect(catalog.text(forKey: key, language: "it-CH") == "Si è verificato un errore di rete.")
    }

    /// A catalog whose Italian leaves texts out (the golden catalogs translate everything).
    let partial = ErrorTextCatalog(
        table: "Partial", bundle: nil, sourceLanguage: "en", languages: ["en", "it"],
        embeddedSourceTexts: ["Code": "English code text.", "method/Code": "English method text."],
        localizedTexts: ["it": ["Code": "Testo italiano del codice."]])

    @Test func missingTranslationFallsBackToSource() {
        #expect(partial.text(forKey: "method/Code", language: "it") == "English method text.")
        #expect(
            catalog.text(forKey: "AccountErrorCodeUserNotFound.reason", language: "fr")
                == "No account uses this identifier.")
    }

    @Test func unknownKeyIsNil() {
        // The golden spec's empty "Reason" cell of a code is stored blank, so it has no text.
        #expect(catalog.text(forKey: "AccountErrorCodeNetworkError.reason", language: "it") == nil)
        #expect(catalog.text(forKey: "nope", language: "en") == nil)
    }

    @Test func preferredLanguagesInOrder() {
        #expect(
            catalog.text(forKey: "AccountErrorCodeNetworkError", preferredLanguages: ["fr", "hi", "it"])
                == "नेटवर्क त्रुटि हुई।")
    }

    @Test func keysAreTriedWithinALanguageBeforeTheNextLanguage() {
        let keys = ["method/Code", "Code"]
        #expect(partial.text(forKeys: keys, preferredLanguages: ["it"]) == "Testo italiano del codice.")
        #expect(partial.text(forKeys: keys, preferredLanguages: ["fr"]) == "English method text.")
        let golden = ["\(AccountSymbols.signIn)/AccountErrorCodeWrongPassword", "AccountErrorCodeWrongPassword"]
        #expect(
            catalog.text(forKeys: golden, preferredLanguages: ["it"])
                == "La password è sbagliata per questa email.")
        #expect(
            catalog.text(forKeys: golden, preferredLanguages: ["fr"])
                == "The password is wrong for this email address.")
    }

    @Test func blankTextsCountAsMissing() {
        let catalog = ErrorTextCatalog(
            table: "T", bundle: nil, sourceLanguage: "en", languages: ["en"],
            embeddedSourceTexts: ["K": "Text", "Blank": " \n"], localizedTexts: ["it": ["K": "  "]])
        #expect(catalog.text(forKey: "K", language: "it") == "Text")
        #expect(catalog.text(forKey: "Blank", language: "en") == nil)
    }

    @Test func localizedTextLanguagesJoinTheAvailableOnes() {
        let catalog = ErrorTextCatalog(
            table: "T", bundle: nil, sourceLanguage: "en", languages: ["en"],
            embeddedSourceTexts: ["K": "Text"], localizedTexts: ["pt_BR": ["K": "Texto"], "it": [:]])
        #expect(catalog.languages == ["en", "it", "pt_BR"])
        #expect(catalog.text(forKey: "K", locale: Locale(identifier: "pt_BR")) == "Texto")
        #expect(catalog.text(forKey: "K", language: "pt-br") == "Texto")
        #expect(catalog.candidates(preferredLanguages: ["pt-BR"]) == ["pt_BR", "en"])
    }

    @Test func concurrentLookupsAgree() async {
        let catalog = self.catalog
        let results = await withTaskGroup(of: String?.self) { group in
            for index in 0..<200 {
                group.addTask {
                    catalog.text(
                        forKey: "AccountErrorCodeNetworkError", language: index.isMultiple(of: 2) ? "it" : "hi")
                }
            }
            var all: [String?] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 200)
        #expect(Set(results) == ["Si è verificato un errore di rete.", "नेटवर्क त्रुटि हुई।"])
    }
}
