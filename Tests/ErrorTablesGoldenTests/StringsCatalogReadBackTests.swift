import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// A `.strings` file with every kind of text that needs quoting, read back by plutil and by the runtime's
/// parser (the core's own rendering of it is tested in ErrorTablesCoreTests, `StringsCatalogSnippetTests`).
@Suite struct StringsCatalogReadBackTests {
    static let catalog = StringsCatalog(
        table: "DemoErrors", sourceLanguage: "en", languages: ["en", "it"],
        entries: [
            .init(
                key: "Plain", comment: "Plain, Demo/en.md:3", texts: ["en": "A text.", "it": "Un testo."]),
            .init(
                key: #"Key "with" \ quotes"#, comment: "Closes */ early\nand spans lines",
                texts: ["en": "q\"\\\n\t\u{1}\u{7F} \u{202E}é 👨‍👩‍👧‍👦 /* */ %@"]),
        ])

    @Test func theRuntimesParserReadsBackEveryTextExactly() throws {
        for language in ["en", "it"] {
            let parsed = try #require(
                StringsFileParser.parse(Self.catalog.stringsFile(language: language)))
            #expect(parsed.count == 2)
            for entry in Self.catalog.entries {
                #expect(scalars(parsed[entry.key]) == scalars(entry.texts[language] ?? entry.texts["en"]))
            }
        }
    }

    @Test func plutilAcceptsTheFileAndReadsBackEveryTextExactly() throws {
        let plutil = try #require(
            Program.find("plutil"), "plutil (in the Swift toolchain) is not on PATH")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("en.strings")
        try folder.write("en.strings", Self.catalog.stringsFile(language: "en"))
        let lint = try Program.run(plutil, ["-lint", path])
        #expect(lint.status == 0, "\(String(decoding: lint.output, as: UTF8.self)) \(lint.errors)")
        let converted = try Program.run(plutil, ["-convert", "json", "-o", "-", path])
        let object = try JSONSerialization.jsonObject(with: converted.output) as? [String: String]
        #expect(
            object?.mapValues(scalars) == [
                "Plain": scalars("A text."),
                #"Key "with" \ quotes"#: scalars(Self.catalog.entries[1].texts["en"]),
            ])
    }
}
