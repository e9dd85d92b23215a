import ErrorTablesGoldenTypes
import Foundation
import Testing

@testable import ErrorTablesRuntime

/// Text lookups read languages resolved once per list of preferred languages and tables cleaned
/// of blank texts once per language; these pin them to the lookup they replaced, which resolved
/// the languages and checked every text for white space on each call.
@Suite struct ResolvedTextsTests {
    /// The replaced lookup, step by step.
    static func referenceText(_ catalog: ErrorTextCatalog, keys: [String], preferred: [String]) -> String? {
        func usable(_ text: String?) -> String? {
            guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
            return text
        }
        for language in catalog.candidates(preferredLanguages: preferred) {
            let bundleTable = catalog.loadedTable(forLanguage: language)
            let given = catalog.localizedTexts[LocaleResolution.matchingKey(language)] ?? [:]
            for key in keys {
                if let text = usable(bundleTable[key]) ?? usable(given[key]) {
                    return text
                }
            }
        }
        for key in keys {
            if let text = usable(catalog.embeddedSourceTexts[key]) {
                return text
            }
        }
        return nil
    }

    static let preferredLists: [[String]] = [
        ["it"], ["it_IT"], ["IT-it"], ["hi-IN", "it"], ["zh-Hant-TW"], ["zh_TW"], ["zh-HK"], ["pt-BR"],
        ["de", "en"], [], [""], ["  "], ["EN"], ["fr-CA", "hi"], ["en-US", "it"], ["sr-Latn-RS"],
    ]

    @Test func goldenCatalogsGiveWhatTheReplacedLookupGave() {
        for type in TypeIndexCacheTests.methodTypes {
            checkTexts(of: type)
        }
    }

    func checkTexts<Method: DocumentedMethodErrors>(of _: Method.Type) {
        let catalog = Method.Code.textCatalog
        var keyLists: [[String]] = [["Missing"], ["*"]]
        for code in Method.Code.allCases {
            keyLists.append([code.descriptionKey])
            keyLists.append([code.descriptionKey + ".recoveryTactic", code.descriptionKey])
        }
        for documented in Method.documentedCases {
            keyLists.append(
                [documented.descriptionKey, documented.code?.descriptionKey, Method.fallbackKey].compactMap { $0 })
        }
        for preferred in Self.preferredLists {
            for keys in keyLists {
                #expect(
                    catalog.text(forKeys: keys, preferredLanguages: preferred)
                        == Self.referenceText(catalog, keys: keys, preferred: preferred),
                    "\(catalog.table) \(keys) \(preferred)")
            }
        }
    }

    /// Texts that are blank in one place and usable in another, with and without a bundle.
    @Test func blankTextsAreSkippedAsBeforeWithABundle() throws {
        let folder = try TemporaryBundle(files: [
            "it.lproj/Demo.strings": Data(
                "\"Blank\" = \"  \";\n\"Both\" = \"Bundle\";\n\"Tab\" = \"\\t\\n\";\n\"Nbsp\" = \"\u{A0}\";".utf8),
            "en.lproj/Demo.strings": Data("\"OnlyBundleEn\" = \"Bundle English\";\n\"Blank\" = \"\";".utf8),
        ])
        defer { folder.remove() }
        let bundle = try #require(Bundle(url: folder.bundleURL))
        let catalog = ErrorTextCatalog(
            table: "Demo", bundle: bundle, sourceLanguage: "en", languages: ["en", "it"],
            embeddedSourceTexts: ["Blank": "Embedded", "Tab": " ", "Nbsp": "Embedded nbsp", "Empty": ""],
            localizedTexts: [
                "it": ["Blank": "Dato", "Both": "Given", "Tab": "\u{2003}", "Nbsp": "Dato nbsp", "Empty": "\u{3000}"]
            ])
        let keys = ["Blank", "Both", "Tab", "Nbsp", "Empty", "OnlyBundleEn", "Missing"]
        #expect(catalog.text(forKey: "Blank", language: "it") == "Dato")
        #expect(catalog.text(forKey: "Both", language: "it") == "Bundle")
        #expect(catalog.text(forKey: "Tab", language: "it") == nil)
        #expect(catalog.text(forKey: "Nbsp", language: "it") == "Dato nbsp")
        #expect(catalog.text(forKey: "Blank", language: "de") == "Embedded")
        for preferred in Self.preferredLists {
            for key in keys {
                #expect(
                    catalog.text(forKey: key, preferredLanguages: preferred)
                        == Self.referenceText(catalog, keys: [key], preferred: preferred), "\(key) \(preferred)")
            }
            #expect(
                catalog.text(forKeys: keys, preferredLanguages: preferred)
                    == Self.referenceText(catalog, keys: keys, preferred: preferred))
        }
    }

    @Test func blankIsDecidedAsFoundationTrimsForEveryASCIIAndSpaceLikeScalar() {
        var scalars = (0...0x7F).compactMap(Unicode.Scalar.init)
        scalars += [
            0x85, 0xA0, 0x1680, 0x180E, 0x2000, 0x2005, 0x200A, 0x200B, 0x200C, 0x200D, 0x2028, 0x2029, 0x202F,
            0x205F, 0x2060, 0x3000, 0xFEFF, 0xE9, 0x1F600,
        ].compactMap(Unicode.Scalar.init(_:))
        for scalar in scalars {
            for text in ["\(scalar)", " \(scalar) ", "\(scalar)\(scalar)", "\t\(scalar)x", "\(scalar)\u{301}"] {
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                #expect(ErrorTextCatalog.isBlank(text) == trimmed, "U+\(String(scalar.value, radix: 16))")
            }
        }
        #expect(ErrorTextCatalog.isBlank(""))
    }

    @Test func manyPreferredListsAndLocalesStayCorrectPastTheCacheLimits() {
        let catalog = AccountErrorCode.textCatalog
        let key = AccountErrorCode.networkError.descriptionKey
        for round in 0..<2 {
            for index in 0..<(ErrorTextCatalog.resolvedTablesLimit * 2 + 3) {
                let preferred = ["x\(index)", index % 2 == 0 ? "it" : "hi"]
                #expect(
                    catalog.text(forKey: key, preferredLanguages: preferred)
                        == Self.referenceText(catalog, keys: [key], preferred: preferred), "round \(round)")
            }
        }
        #expect(catalog.cache.withLock { $0.resolvedTables.count } <= ErrorTextCatalog.resolvedTablesLimit)
        var identifiers = ["it_IT", "zh_Hant_TW", "pt_BR@calendar=buddhist", "en-US-POSIX", "sr_Latn_RS", ""]
        identifiers += (0..<(LocaleResolution.identifierCacheLimit + 20)).map { "x\($0)_Latn_US" }
        for round in 0..<2 {
            for identifier in identifiers {
                let locale = Locale(identifier: identifier)
                #expect(
                    LocaleResolution.identifier(of: locale) == LanguageTag.languageScriptRegion(of: locale.identifier),
                    "round \(round) \(identifier)")
            }
        }
    }

    @Test func concurrentFirstLookupsAgree() async {
        let catalog = ErrorTextCatalog(
            table: "Concurrent", sourceLanguage: "en", languages: ["en", "it", "hi"],
            embeddedSourceTexts: ["K": "English", "E": "Only English"],
            localizedTexts: ["it": ["K": "Italiano", "E": " "], "hi": ["K": "हिन्दी"]])
        let languages = ["it_IT", "hi-IN", "de", "it"]
        let results = await withTaskGroup(of: [String?].self) { group in
            for task in 0..<200 {
                group.addTask {
                    let preferred = [languages[task % languages.count]]
                    return [
                        catalog.text(forKey: "K", preferredLanguages: preferred),
                        catalog.text(forKey: "E", preferredLanguages: preferred),
                    ]
                }
            }
            var all: [[String?]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(Set(results) == [["Italiano", "Only English"], ["हिन्दी", "Only English"], ["English", "Only English"]])
        #expect(catalog.cache.withLock { $0.resolvedTables.count } == 4)
        #expect(catalog.cache.withLock { $0.usableTables.keys.sorted() } == ["en", "hi", "it"])
    }
}
