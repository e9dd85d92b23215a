import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct LocaleResolutionTests {
    @Test func regionFallsBackToLanguageThenSource() {
        let result = LocaleResolution.candidates(
            for: "pt-BR", available: ["en", "pt", "it"], sourceLanguage: "en")
        #expect(result == ["pt", "en"])
    }

    @Test func exactRegionComesBeforeLanguage() {
        let result = LocaleResolution.candidates(
            for: "pt-BR", available: ["en", "pt", "pt-BR"], sourceLanguage: "en")
        #expect(result == ["pt-BR", "pt", "en"])
    }

    @Test func scriptAndRegionChain() {
        #expect(LocaleResolution.fallbackChain(for: "zh-Hant-TW") == ["zh-Hant-TW", "zh-Hant", "zh"])
        let result = LocaleResolution.candidates(
            for: "zh-Hant-TW", available: ["zh", "en", "zh-Hant", "zh-Hant-TW"], sourceLanguage: "en")
        #expect(result == ["zh-Hant-TW", "zh-Hant", "zh", "en"])
    }

    @Test func underscoresAreNormalized() {
        #expect(
            LocaleResolution.candidates(for: "pt_BR", available: ["en", "pt-BR"], sourceLanguage: "en")
                == ["pt-BR", "en"])
        #expect(
            LocaleResolution.candidates(for: "pt-BR", available: ["en", "pt_BR"], sourceLanguage: "en")
                == ["pt_BR", "en"])
    }

    @Test func matchingIgnoresCaseAndKeepsAvailableSpelling() {
        let result = LocaleResolution.candidates(
            for: "ZH-hant-tw", available: ["en", "zh-hant"], sourceLanguage: "en")
        #expect(result == ["zh-hant", "en"])
        #expect(LocaleResolution.matchingKey("pt_BR") == LocaleResolution.matchingKey("PT-br"))
    }

    @Test func unknownLanguageGivesOnlySource() {
        #expect(
            LocaleResolution.candidates(for: "fr-FR", available: ["en", "it"], sourceLanguage: "en")
                == ["en"])
        #expect(
            LocaleResolution.candidates(for: "", available: ["en", "it"], sourceLanguage: "en") == ["en"])
    }

    @Test func sourceLanguageIsNotRepeated() {
        let result = LocaleResolution.candidates(
            for: "en-GB", available: ["it", "en"], sourceLanguage: "en")
        #expect(result == ["en"])
    }

    @Test func sourceLanguageIsLastEvenWhenNotAvailable() {
        let result = LocaleResolution.candidates(for: "it", available: ["it"], sourceLanguage: "en")
        #expect(result == ["it", "en"])
    }

    @Test func chineseRegionImpliesScript() {
        #expect(LocaleResolution.fallbackChain(for: "zh_TW") == ["zh-TW", "zh-Hant", "zh"])
        #expect(LocaleResolution.fallbackChain(for: "zh-CN") == ["zh-CN", "zh-Hans", "zh"])
        let result = LocaleResolution.candidates(
            for: "zh-HK", available: ["zh-Hans", "zh-Hant", "en"], sourceLanguage: "en")
        #expect(result == ["zh-Hant", "en"])
    }

    @Test func preferredLanguagesAreTriedInOrder() {
        let result = LocaleResolution.candidates(
            forPreferred: ["fr-CA", "it-CH", "hi"], available: ["en", "hi", "it"], sourceLanguage: "en")
        #expect(result == ["it", "hi", "en"])
    }

    @Test(arguments: [
        ("pt_BR", "pt-BR"),
        ("zh_Hant_TW", "zh-Hant-TW"),
        ("zh-Hant-TW", "zh-Hant-TW"),
        ("en_US_POSIX", "en-US"),
        ("de_DE@collation=phonebook", "de-DE"),
        ("es_419", "es-419"),
        ("sr_Latn", "sr-Latn"),
        ("hi", "hi"),
    ])
    func identifierOfLocale(identifier: String, expected: String) {
        #expect(LocaleResolution.identifier(of: Locale(identifier: identifier)) == expected)
    }

    @Test func currentIdentifiersStartWithCurrentLocaleAndHaveNoDuplicates() {
        let identifiers = LocaleResolution.currentIdentifiers()
        let current = LocaleResolution.identifier(of: Locale.current)
        if !current.isEmpty {
            #expect(identifiers.first == current)
        }
        let keys = identifiers.map(LocaleResolution.matchingKey)
        #expect(Set(keys).count == keys.count)
        #expect(!identifiers.contains(""))
    }
}
