import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The golden files as the tools that consume them see them: plutil, JSON readers and swift-format.
@Suite struct GoldenToolingTests {
    /// The catalog entries of a golden domain, by key.
    static func entries(_ domain: String) throws -> (
        domain: ErrorDomain, entries: [String: StringsCatalog.Entry]
    ) {
        let model = try Golden.domain(domain)
        let catalog = CodeGenerator(domain: model).texts()
        return (
            model,
            Dictionary(catalog.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        )
    }

    static let stringsFiles = [
        ("Demo", "en"), ("Demo", "it"), ("Adversarial", "en"), ("Adversarial", "zh-Hant"),
    ]

    @Test(arguments: stringsFiles)
    func plutilAcceptsEveryGoldenStringsFileAndReadsItsTextsExactly(domain: String, language: String)
        throws
    {
        let plutil = try #require(
            Program.find("plutil"), "plutil (in the Swift toolchain) is not on PATH")
        let path = PackageRoot.goldenOutput + "/\(language).lproj/\(domain)Errors.strings"
        let lint = try Program.run(plutil, ["-lint", path])
        #expect(lint.status == 0, "\(String(decoding: lint.output, as: UTF8.self)) \(lint.errors)")
        let converted = try Program.run(plutil, ["-convert", "json", "-o", "-", path])
        let object = try #require(
            try JSONSerialization.jsonObject(with: converted.output) as? [String: String])
        let (_, entries) = try Self.entries(domain)
        #expect(Set(object.keys) == Set(entries.keys))
        for (key, entry) in entries {
            #expect(
                scalars(object[key]) == scalars(entry.texts[language] ?? entry.texts["en"]),
                "\(key) in \(language)")
        }
        // The runtime's own parser, used where plutil's is not available, reads the same.
        let data = try #require(FileManager.default.contents(atPath: path))
        let parsed = try #require(StringsFileParser.parse(data: data))
        #expect(parsed.mapValues(scalars) == object.mapValues(scalars))
    }

    @Test(arguments: ["Demo", "Adversarial"])
    func theStringCatalogIsJSONWithEveryLanguagesTexts(domain: String) throws {
        let path = PackageRoot.goldenOutput + "/\(domain)Errors.xcstrings"
        let data = try #require(FileManager.default.contents(atPath: path))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let (model, entries) = try Self.entries(domain)
        #expect(object["sourceLanguage"] as? String == "en")
        #expect(object["version"] as? String == "1.0")
        let strings = try #require(object["strings"] as? [String: [String: Any]])
        #expect(Set(strings.keys) == Set(entries.keys))
        var languages: Set<String> = []
        for (key, value) in strings {
            let localizations = try #require(
                value["localizations"] as? [String: [String: [String: String]]])
            languages.formUnion(localizations.keys)
            for (language, unit) in localizations {
                #expect(
                    scalars(unit["stringUnit"]?["value"]) == scalars(entries[key]?.texts[language]),
                    "\(key) \(language)")
                #expect(unit["stringUnit"]?["state"] == "translated")
            }
            #expect(value["extractionState"] as? String == "manual")
        }
        #expect(languages == Set(model.languages))
        #expect(model.languages == (domain == "Demo" ? ["en", "it"] : ["en", "zh-Hant"]))
    }

    @Test func everyGoldenSwiftFileIsWhatSwiftFormatLeavesUnchanged() throws {
        let swiftFormat = try #require(
            Program.find("swift-format"), "swift-format (in the toolchain) is not on PATH")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The default configuration, written out, so no .swift-format file near the package can change it.
        let configuration = try Program.run(swiftFormat, ["dump-configuration"])
        #expect(configuration.status == 0, "\(configuration.errors)")
        let configurationPath = folder.path + "/default.swift-format"
        #expect(
            FileManager.default.createFile(atPath: configurationPath, contents: configuration.output))
        let files = Golden.goldenSwiftFiles()
        #expect(files.count == 15)
        for (name, text) in files {
            let formatted = try Program.run(
                swiftFormat,
                ["format", "--configuration", configurationPath, PackageRoot.goldenOutput + "/" + name])
            #expect(formatted.status == 0, "\(name): \(formatted.errors)")
            let result = String(decoding: formatted.output, as: UTF8.self)
            if result != text {
                Issue.record(
                    "swift-format changes \(name) \(GoldenFileTests.firstDifference(text, result, names: ("generated", "swift-format"))); fix SwiftRenderer"
                )
            }
        }
    }

    @Test func swiftGeneratedForVeryLongNamesIsWhatSwiftFormatLeavesUnchanged() throws {
        let swiftFormat = try #require(
            Program.find("swift-format"), "swift-format (in the toolchain) is not on PATH")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let configuration = try Program.run(swiftFormat, ["dump-configuration"])
        let configurationPath = folder.path + "/default.swift-format"
        #expect(
            FileManager.default.createFile(atPath: configurationPath, contents: configuration.output))
        // Every name long enough that a declaration, chain or collection has to break somewhere.
        let domain =
            folder.path
            + "/spec/AnExtraordinarilyLongDomainFolderNameThatMakesEveryGeneratedTypeNameLonger"
        try FileManager.default.createDirectory(atPath: domain, withIntermediateDirectories: true)
        let code =
            "XLErrThisIsAnExtremelyLongCodeNameThatKeepsGoingAndGoingUntilItCannotFitOnALineAtAllReally"
        let config = """
            {"errorDomain": "com.example.\(String(repeating: "very-long-domain-", count: 6))",
             "typeName": "ExtraordinarilyVerboseAndUnreasonablyLongErrorCodeTypeNameForStressTestingPurposesOnly",
             "codePrefix": "XLErr", "sourceLanguage": "en", "userInfoNameKey": "\(String(repeating: "NameKey", count: 14))",
             "codes": {"\(code)": {"rawValue": 1234567890123, "name": "\(String(repeating: "N", count: 120))"},
                       "XLErrShort": {"rawValue": 7}}}
            """
        try config.write(toFile: domain + "/error-tables.json", atomically: true, encoding: .utf8)
        let markdown = """
            # Long

            ## Common errors for everything

            | Code | Description | Recovery tactic |
            | --- | --- | --- |
            | `\(code)` | Short. | Retry. |

            ## Method list

            ### `AnExtremelyLongGroupNameThatIsStillAValidIdentifierForStressTestingPurposesAndThenSome`

            #### performTheFirstExtremelyLongOperationNamed:withAnArgumentLabelThatIsAlsoLong:andAnother:completion:

            | Code | Description |
            | --- | --- |
            | `\(code)` | Long one. |
            | All others | \(String(repeating: "Fallback words ", count: 10)) |

            #### shortOne:

            | Code | Description |
            | --- | --- |
            | `XLErrShort` | \(String(repeating: "A different text. ", count: 6)) |

            ### anUngroupedFunctionWithAVeryLongNameThatDoesNotFitAnywhereNearOneLineOfOneHundredColumns(_:)

            | Code | Description |
            | --- | --- |
            | `XLErrShort` | Short. |

            """
        try markdown.write(toFile: domain + "/en.md", atomically: true, encoding: .utf8)
        let files = try Golden.generate(folder.path + "/spec").filter { $0.path.hasSuffix(".swift") }
        #expect(files.count == 3)
        for file in files {
            let path = folder.path + "/" + file.path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(file.contents.utf8)))
            let formatted = try Program.run(swiftFormat, ["format", "--configuration", configurationPath, path])
            let result = String(decoding: formatted.output, as: UTF8.self)
            if result != file.contents {
                Issue.record(
                    "swift-format changes \(file.path) \(GoldenFileTests.firstDifference(file.contents, result, names: ("generated", "swift-format"))); fix SwiftRenderer"
                )
            }
        }
    }

    @Test func noDocCommentLineInTheGoldenSwiftStartsAMarkdownBlock() {
        for (name, text) in Golden.goldenSwiftFiles() {
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("/// ") else { continue }
                let firstWord = trimmed.dropFirst(4).prefix { $0 != " " }
                #expect(!SwiftLiteral.startsBlock(firstWord), "\(name): \(line)")
            }
        }
    }
}
