import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesRuntime

/// A bundle folder in a fresh temporary folder, removed by `remove()`.
struct TemporaryBundle {
    let folder: TemporaryFolder
    let bundleURL: URL

    init(files: [String: Data]) throws {
        folder = try TemporaryFolder()
        bundleURL = URL(fileURLWithPath: folder.path("Demo.bundle"), isDirectory: true)
        for (path, data) in files { try folder.write("Demo.bundle/" + path, data: data) }
    }

    func remove() { folder.remove() }
}

@Suite struct ErrorTextCatalogBundleTests {
    static let files: [String: Data] = [
        "en.lproj/Demo.strings": Data(#""K" = "Bundle English"; "OnlyEn" = "Only English";"#.utf8),
        "it.lproj/Demo.strings": StringsFileParserTests.utf16(
            "/* Italian */\n\"K\" = \"Italiano dal bundle\";\n\"Esc\" = \"a\\nb \\UD83D\\UDE00\";",
            bigEndian: false, mark: true),
        "pt_BR.lproj/Demo.strings": Data(#""K" = "Português do Brasil";"#.utf8),
        "zh-hant.lproj/Demo.strings": Data(#""K" = "繁體中文";"#.utf8),
        "hi.lproj/Demo.strings": Data(#""K" = "malformed"#.utf8),
        "Demo.strings": Data(#""K" = "Not localized";"#.utf8),
    ]

    func makeCatalog(_ bundle: Bundle?) -> ErrorTextCatalog {
        ErrorTextCatalog(
            table: "Demo", bundle: bundle, sourceLanguage: "en",
            languages: ["en", "it", "pt-BR", "zh-Hant", "hi", "de"],
            embeddedSourceTexts: ["K": "Embedded English", "OnlyEmbedded": "Embedded only"],
            localizedTexts: ["it": ["K": "Italiano incorporato", "Extra": "Solo incorporato"]])
    }

    @Test func aSourceTextCopiedIntoATranslationsTableIsNoTranslation() throws {
        // As generated: de.lproj repeats the source text where German has none ("Missing"); "Same" is a German
        // text the compiled texts know; "Fixed" is a translator's fix made in the bundle only.
        let folder = try TemporaryBundle(files: [
            "en.lproj/Demo.strings": Data(#""Missing" = "Source"; "Same" = "OK"; "Fixed" = "Old";"#.utf8),
            "de.lproj/Demo.strings": Data(#""Missing" = "Source"; "Same" = "OK"; "Fixed" = "Neu";"#.utf8),
        ])
        defer { folder.remove() }
        let bundle = try #require(Bundle(url: folder.bundleURL))
        let catalog = ErrorTextCatalog(
            table: "Demo", bundle: bundle, sourceLanguage: "en", languages: ["en", "de", "it"],
            embeddedSourceTexts: ["Missing": "Source", "Same": "OK", "Fixed": "Old"],
            localizedTexts: ["de": ["Same": "OK"], "it": ["Missing": "Italiano", "Same": "Va bene"]])
        #expect(catalog.text(forKey: "Missing", preferredLanguages: ["de", "it"]) == "Italiano")
        #expect(catalog.text(forKey: "Missing", preferredLanguages: ["de"]) == "Source")
        #expect(catalog.text(forKey: "Same", preferredLanguages: ["de", "it"]) == "OK")
        #expect(catalog.text(forKey: "Fixed", preferredLanguages: ["de", "it"]) == "Neu")
        #expect(catalog.text(forKey: "Fixed", preferredLanguages: ["en"]) == "Old")
    }

    @Test func readsLprojTablesWithFallbacks() throws {
        let folder = try TemporaryBundle(files: Self.files)
        defer { folder.remove() }
        let bundle = try #require(Bundle(url: folder.bundleURL))
        let catalog = makeCatalog(bundle)

        #expect(catalog.text(forKey: "K", locale: Locale(identifier: "it_IT")) == "Italiano dal bundle")
        #expect(catalog.text(forKey: "Esc", language: "it") == "a\nb 😀")
        #expect(catalog.text(forKey: "Extra", language: "it") == "Solo incorporato")
        #expect(catalog.text(forKey: "K", locale: Locale(identifier: "pt_BR")) == "Português do Brasil")
        #expect(catalog.text(forKey: "K", language: "pt-br") == "Português do Brasil")
        #expect(catalog.text(forKey: "K", locale: Locale(identifier: "zh_Hant_TW")) == "繁體中文")
        #expect(catalog.text(forKey: "K", language: "zh-TW") == "繁體中文")
        #expect(catalog.text(forKey: "K", language: "hi") == "Bundle English")
        #expect(catalog.text(forKey: "K", language: "de") == "Bundle English")
        #expect(catalog.text(forKey: "OnlyEn", language: "it") == "Only English")
        #expect(catalog.text(forKey: "OnlyEmbedded", language: "it") == "Embedded only")
        #expect(catalog.text(forKey: "Missing", language: "it") == nil)
    }

    @Test func eachLanguageIsLoadedOnceEvenUnderConcurrency() async throws {
        let folder = try TemporaryBundle(files: Self.files)
        defer { folder.remove() }
        let bundle = try #require(Bundle(url: folder.bundleURL))
        let catalog = makeCatalog(bundle)
        let languages = ["it", "pt-BR", "hi"]
        let results = await withTaskGroup(of: String?.self) { group in
            for index in 0..<120 {
                group.addTask { catalog.text(forKey: "K", language: languages[index % 3]) }
            }
            var all: [String?] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(Set(results) == ["Italiano dal bundle", "Português do Brasil", "Bundle English"])
        // it, pt-BR, hi and en (hi's file is malformed, so hi falls back to en).
        #expect(catalog.cache.withLock { $0.loadCount } == 4)
    }

    @Test func missingBundleFolderGivesEmbeddedTexts() throws {
        let folder = try TemporaryBundle(files: ["Other.txt": Data("x".utf8)])
        defer { folder.remove() }
        let catalog = makeCatalog(Bundle(url: folder.bundleURL))
        #expect(catalog.text(forKey: "K", language: "it") == "Italiano incorporato")
        #expect(catalog.text(forKey: "K", language: "pt-BR") == "Embedded English")
    }
}
