import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// `TranslationExport.xliff()` and `XLIFFDocument`'s escaping: the exact document of a tiny domain, every
/// character class a cell can hold, the characters XML 1.0 cannot hold, and every unit of spec/ read back by
/// Foundation's XML parser.
@Suite struct XLIFFDocumentTests {
    static let source = """
        # Pix errors

        | Code | Description |
        | --- | --- |
        | `PXErrorA` | A failed. |
        | `PXErrorB` | B failed & "stopped". |
        | `PXErrorC` | C failed. |
        """

    /// `PXErrorA` translated, `PXErrorB` left in English, `PXErrorC` empty.
    static let italian = """
        # Errori Pix

        | Codice | Descrizione |
        | --- | --- |
        | `PXErrorA` | A non è riuscito. |
        | `PXErrorB` | B failed & "stopped". |
        | `PXErrorC` | |
        """

    /// The export of `files`' domain `Pix` for `language`.
    static func export(_ files: [String: String], language: String = "it") throws -> TranslationExport {
        try TempSpec.with(files) { spec in
            var diagnostics = Diagnostics()
            let sources = try #require(SpecLoading.sources(folder: spec.root + "/Pix", diagnostics: &diagnostics))
            let units = TranslationUnitBuilder(sources).build(diagnostics: &diagnostics)
            return TranslationExport(domain: sources.domain, units: units, language: language)
        }
    }

    @Test func theDocumentOfATinyDomain() throws {
        let export = try Self.export(
            ["error-tables.json": TempSpec.config, "en.md": Self.source, "it.md": Self.italian])
        #expect(
            try export.xliff() == """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
                  <file original="Pix/en.md" source-language="en" target-language="it" datatype="plaintext">
                    <body>
                      <trans-unit id="PXErrorA" xml:space="preserve">
                        <source>A failed.</source>
                        <target state="translated">A non è riuscito.</target>
                        <note>The error message shown when an operation fails with PXErrorA (error 101), whichever method reports it. From the “Description” column, en.md:5.</note>
                      </trans-unit>
                      <trans-unit id="PXErrorB" xml:space="preserve">
                        <source>B failed &amp; "stopped".</source>
                        <target state="needs-review-translation">B failed &amp; "stopped".</target>
                        <note>The error message shown when an operation fails with PXErrorB (error 102), whichever method reports it. From the “Description” column, en.md:6.</note>
                      </trans-unit>
                      <trans-unit id="PXErrorC" xml:space="preserve">
                        <source>C failed.</source>
                        <note>The error message shown when an operation fails with PXErrorC (error 103), whichever method reports it. From the “Description” column, en.md:7.</note>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>

                """)
        #expect(export.entries.map(\.state) == [.translated, .needsReview, .new])
    }

    @Test func aLanguageWithoutADocumentHasEveryUnitNew() throws {
        let export = try Self.export(["error-tables.json": TempSpec.config, "en.md": Self.source], language: "pt-BR")
        #expect(export.entries.map(\.state) == [.new, .new, .new])
        let read = try XLIFFReader(try export.xliff())
        #expect(read.file["target-language"] == "pt-BR")
        #expect(read.units.map(\.target) == [nil, nil, nil])
    }

    @Test func aStaleTranslationNeedsReview() throws {
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": Self.source, "it.md": Self.italian]) { spec in
            var diagnostics = Diagnostics()
            let sources = try #require(SpecLoading.sources(folder: spec.root + "/Pix", diagnostics: &diagnostics))
            let units = TranslationUnitBuilder(sources).build(diagnostics: &diagnostics)
            let export = TranslationExport(domain: sources.domain, units: units, language: "it", staleIDs: ["PXErrorA"])
            #expect(export.entries.map(\.state) == [.needsReview, .needsReview, .new])
        }
    }

    /// Texts with every character class a cell can hold, source and translation, written and read back.
    @Test(arguments: [
        ("A & B < C > D", "A &amp; B &lt; C &gt; D"),
        (#"Say "yes" or 'no'"#, #"Say "yes" or 'no'"#),
        ("a | b", "a | b"),
        ("line one\nline two", "line one\nline two"),
        (#"C:\path\to \n \\ end"#, #"C:\path\to \n \\ end"#),
        ("Retry 🔁 later 👩‍💻", "Retry 🔁 later 👩‍💻"),
        ("שגיאה: נסה שוב", "שגיאה: נסה שוב"),
        ("خطأ في الشبكة", "خطأ في الشبكة"),
        ("网络错误，请重试。", "网络错误，请重试。"),
        ("tab\there", "tab\there"),
        ("carriage\rreturn", "carriage&#13;return"),
        ("next line \u{85} and nbsp \u{A0}", "next line \u{85} and nbsp \u{A0}"),
    ])
    func contentIsEscapedAndReadsBack(text: String, escaped: String) throws {
        #expect(try XLIFFDocument.content(text, unit: nil) == escaped)
    }

    @Test func attributesEscapeQuotesAndWhitespace() throws {
        #expect(try XLIFFDocument.attribute(#"a&b<c>d"e'f"#, unit: nil) == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
        #expect(try XLIFFDocument.attribute("a\tb\nc\rd", unit: nil) == "a&#9;b&#10;c&#13;d")
        #expect(try XLIFFDocument.attribute("signIn:/PXErrorA", unit: nil) == "signIn:/PXErrorA")
    }

    /// The fast path (ASCII needing no escape) returns what the scalar-by-scalar path gives, for every ASCII
    /// character alone and inside text, in content and attributes.
    @Test func theASCIIFastPathMatchesTheEscapingPath() throws {
        func reference(_ text: String, attribute: Bool) -> String {
            text.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"" where attribute: "&quot;"
                case "'" where attribute: "&apos;"
                case "\t" where attribute: "&#9;"
                case "\n" where attribute: "&#10;"
                case "\r": "&#13;"
                default: String(scalar)
                }
            }.joined()
        }
        for value in UInt8(0x09)...UInt8(0x7E) where value >= 0x20 || [0x09, 0x0A, 0x0D].contains(value) {
            let character = String(UnicodeScalar(value))
            for text in [character, "abc" + character + "xyz", character + "é"] {
                #expect(try XLIFFDocument.content(text, unit: nil) == reference(text, attribute: false))
                #expect(try XLIFFDocument.attribute(text, unit: nil) == reference(text, attribute: true))
            }
        }
    }

    @Test(arguments: ["\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"])
    func charactersXMLCannotHoldAreRefused(character: String) {
        #expect(throws: FatalDiagnostic.self) { try XLIFFDocument.content("a" + character + "b", unit: nil) }
        #expect(throws: FatalDiagnostic.self) { try XLIFFDocument.attribute("a" + character + "b", unit: nil) }
    }

    @Test func aControlCharacterInACellIsAnErrorNamingTheUnitAndItsCell() throws {
        let italian = Self.italian.replacingOccurrences(of: "A non è riuscito.", with: "A non è\u{7} riuscito.")
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": Self.source, "it.md": italian]) { spec in
            var diagnostics = Diagnostics()
            let sources = try #require(SpecLoading.sources(folder: spec.root + "/Pix", diagnostics: &diagnostics))
            let units = TranslationUnitBuilder(sources).build(diagnostics: &diagnostics)
            let export = TranslationExport(domain: sources.domain, units: units, language: "it")
            #expect(units.first?.translation(in: "it") == "A non è\u{7} riuscito.")
            do throws(FatalDiagnostic) {
                _ = try export.xliff()
                Issue.record("the export did not fail")
            } catch {
                #expect(
                    error.diagnostic.formatted(relativeTo: spec.root)
                        == "Pix/it.md:5:16: error: the translation unit 'PXErrorA' holds U+0007, a character XML 1.0 "
                        + "cannot hold even escaped; remove it from the document and export again")
            }
            // JSON can hold it: the String Catalog is written.
            #expect(export.stringCatalog().contains(#""value": "A non è\u0007 riuscito.""#))
        }
    }

    /// Texts with every character class in source and translation cells, exported and read back by the parser.
    @Test func cellsWithEveryCharacterClassReadBackExactly() throws {
        let texts = [
            #"Use `a\|b` & \| "quoted" 'text' <br> here."#, "Zeile 1<br>Zeile 2", #"Back\\slash C:\temp"#,
            "Retry 🔁 👩‍💻", "שגיאה: נסה שוב", "网络错误，请重试。",
        ]
        let source = """
            # Pix errors

            | Code | Description |
            | --- | --- |
            | `PXErrorA` | \(texts[0]) |
            | `PXErrorB` | \(texts[1]) |
            | `PXErrorC` | \(texts[2]) |
            """
        let italian = """
            # Errori Pix

            | Codice | Descrizione |
            | --- | --- |
            | `PXErrorA` | \(texts[3]) |
            | `PXErrorB` | \(texts[4]) |
            | `PXErrorC` | \(texts[5]) |
            """
        let export = try Self.export(["error-tables.json": TempSpec.config, "en.md": source, "it.md": italian])
        let read = try XLIFFReader(try export.xliff())
        #expect(
            read.units.map(\.source) == [
                "Use a|b & | \"quoted\" 'text' \n here.", "Zeile 1\nZeile 2", #"Back\slash C:\temp"#,
            ])
        #expect(read.units.map(\.target) == texts[3...].map { $0 })
        #expect(read.units.map(\.source) == export.entries.map(\.unit.sourceText))
        #expect(read.units.map(\.notes) == export.entries.map { [$0.note] })
    }

    @Test(arguments: ["FirebaseAuth", "Facebook"])
    func everyUnitOfTheSeedsReadsBack(domain: String) throws {
        var diagnostics = Diagnostics()
        let sources = try #require(
            SpecLoading.sources(folder: PackageRoot.path("spec/" + domain), diagnostics: &diagnostics))
        let units = TranslationUnitBuilder(sources).build(diagnostics: &diagnostics)
        #expect(diagnostics.errorCount == 0)
        for language in sources.domain.languages.dropFirst() {
            let export = TranslationExport(domain: sources.domain, units: units, language: language)
            let read = try XLIFFReader(try export.xliff())
            #expect(read.root == ["version": "1.2"] || read.root["version"] == "1.2")
            #expect(
                read.file == [
                    "original": "\(domain)/en.md", "source-language": "en", "target-language": language,
                    "datatype": "plaintext",
                ])
            #expect(read.units.count == units.count)
            for (unit, entry) in zip(read.units, export.entries) {
                #expect(unit.id == entry.unit.id)
                #expect(unit.space == "preserve")
                #expect(unit.source == entry.unit.sourceText)
                #expect(unit.target == entry.target)
                #expect(unit.state == entry.target.map { _ in XLIFFDocument.state(entry.state) })
                #expect(unit.notes == [entry.note])
                #expect(entry.note.contains("en.md:\(entry.unit.sourceCell.location.line)"))
            }
        }
    }
}
