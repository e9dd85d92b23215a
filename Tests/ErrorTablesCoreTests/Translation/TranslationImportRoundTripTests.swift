import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The round trip of issue 13 as a property, for every language of the repository's spec and a domain of
/// awkward texts, in both formats: export → import unchanged leaves every file byte-identical; export →
/// change every target → import → export gives back exactly the changed targets.
@Suite struct TranslationImportRoundTripTests {
    /// A domain and one of its languages.
    struct Case: Sendable, CustomTestStringConvertible {
        var domain: String
        var language: String
        var testDescription: String { "\(domain) \(language)" }
    }

    static let cases = [
        Case(domain: "FirebaseAuth", language: "hi"), Case(domain: "FirebaseAuth", language: "it"),
        Case(domain: "Facebook", language: "it"), Case(domain: "Awkward", language: "it"),
        Case(domain: "Awkward", language: "fr"),
    ]

    static let formats = TranslationExport.Format.allCases

    /// Texts that need escaping or care in a Markdown table cell, or in XML or JSON.
    static let awkwardTexts = [
        "A pipe | inside", "A literal <br> tag, and <b>bold</b> markup", #"Back\slash, \| and a last \"#,
        "Emoji 👩🏽‍💻 and a flag 🇮🇹", "עברית RTL ومرحبا", "中文テキスト한국어", "Two\nlines", "*stars* _under_ `code` [link](x)",
        "&amp; is no entity here; \"quotes\" & 'apostrophes'", "Tab\tinside",
    ]

    /// A domain whose source and Italian texts are awkward already; the Italian document has front matter, CRLF
    /// line endings, no final newline, and an HTML table with an empty cell.
    static let awkwardFiles = [
        "error-tables.json": TempSpec.config,
        "en.md": """
        # Pix errors

        ## Errors common to all methods

        | Code | Description |
        | --- | --- |
        | `PXErrorA` | A \\| B<br>next line, a back\\\\slash and `code` 😀 |
        | All others | Something went wrong: 中文 and עברית. |

        ## `PXClient`

        ### load:

        | Code | Description |
        | --- | --- |
        | `PXErrorB` | B happened &amp; stopped. |

        ### store:

        <table>
        <tr><th>Code</th><th>Description</th></tr>
        <tr><td><code>PXErrorC</code></td><td>C happened &amp; <em>stopped</em>.</td></tr>
        </table>

        """,
        "it.md": """
        ---
        title: Errori
        ---
        # Errori Pix\r
        \r
        | Codice | Descrizione |\r
        | --- | --- |\r
        | `PXErrorA` | A \\| B<br>riga nuova, una barra\\\\ e `codice` 😀 |\r
        | Tutti gli altri | Qualcosa non va: 中文 e עברית. |\r
        \r
        ### carica:\r
        \r
        | Codice | Descrizione |\r
        | --- | --- |\r
        | `PXErrorB` | È successo B &amp; si è fermato. |\r
        \r
        ### salva:\r
        \r
        <table>\r
        <tr><th>Codice</th><th>Descrizione</th></tr>\r
        <tr><td><code>PXErrorC</code></td><td></td></tr>\r
        </table>
        """,
    ]

    /// Runs `body` with the case's domain folder copied (or written) into a temporary folder.
    static func withDomain(_ domain: String, _ body: (String) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            if domain == "Awkward" {
                for (name, text) in awkwardFiles { try folder.write("Awkward/" + name, text) }
            } else {
                try FileManager.default.copyItem(
                    atPath: PackageRoot.path("spec/" + domain), toPath: folder.path(domain))
            }
            try body(folder.path(domain))
        }
    }

    /// The export of the domain at `folder` for `language`.
    static func export(_ folder: String, language: String) throws -> TranslationExport {
        var diagnostics = Diagnostics()
        let sources = try #require(SpecLoading.sources(folder: folder, diagnostics: &diagnostics))
        let units = TranslationUnitBuilder(sources).build(diagnostics: &diagnostics)
        #expect(diagnostics.errorCount == 0)
        return TranslationExport(domain: sources.domain, units: units, language: language)
    }

    /// Writes `export` in `format` beside the domain folder, reads it back and imports it; returns the result
    /// (written) and the diagnostics.
    static func importing(_ export: TranslationExport, as format: TranslationExport.Format, into folder: String)
        throws -> (result: TranslationImport, diagnostics: [String])
    {
        let path = folder + ".import." + format.rawValue
        try export.rendered(as: format).write(toFile: path, atomically: true, encoding: .utf8)
        // A String Catalog without any translation names no target language: it is given, as --language does.
        let file = try TranslationFile.read(path: path, language: export.language)
        #expect(file.language == export.language)
        var diagnostics = Diagnostics()
        let result = try Pipeline.prepareImport(file, domain: .onDisk(folder), force: false, diagnostics: &diagnostics)
        try result.write()
        return (result, diagnostics.sorted.map(\.description))
    }

    /// Every file of a folder tree and its bytes, by path relative to it.
    static func snapshot(_ folder: String) -> [String: Data] {
        let paths = FileManager.default.enumerator(atPath: folder)?.allObjects.compactMap { $0 as? String } ?? []
        return Dictionary(
            uniqueKeysWithValues: paths.compactMap { path in
                FileManager.default.contents(atPath: folder + "/" + path).map { (path, $0) }
            })
    }

    @Test(arguments: cases, formats)
    func anUnchangedExportImportsToByteIdenticalFiles(_ testCase: Case, _ format: TranslationExport.Format) throws {
        try Self.withDomain(testCase.domain) { folder in
            let export = try Self.export(folder, language: testCase.language)
            let before = Self.snapshot(folder)
            let (result, diagnostics) = try Self.importing(export, as: format, into: folder)
            #expect(diagnostics == [])
            #expect(result.importedIDs == [])
            let translated = export.entries.filter { $0.target != nil }.count
            #expect(result.unchanged == translated)
            #expect(result.skipped == export.entries.count - translated)
            if result.original == nil {
                // A new language: only its document (the skeleton) is added, and the lock the domain lacked.
                var after = Self.snapshot(folder)
                #expect(after.removeValue(forKey: testCase.language + ".md") != nil)
                #expect(before["translations.lock"] != nil || after.removeValue(forKey: "translations.lock") != nil)
                #expect(after == before)
            } else {
                #expect(Self.snapshot(folder) == before)
            }
        }
    }

    @Test(arguments: cases, formats)
    func changedTargetsComeBackExactly(_ testCase: Case, _ format: TranslationExport.Format) throws {
        try Self.withDomain(testCase.domain) { folder in
            var export = try Self.export(folder, language: testCase.language)
            if testCase.domain == "Awkward" {
                #expect(export.entries.map(\.unit.id) == ["PXErrorA", "*", "load:/PXErrorB", "store:/PXErrorC"])
            }
            var expected: [String: String] = [:]
            for index in export.entries.indices {
                let text = Self.awkwardTexts[index % Self.awkwardTexts.count] + " #\(index)"
                export.entries[index].target = text
                export.entries[index].state = .translated
                expected[export.entries[index].unit.id] = text
            }
            let (result, diagnostics) = try Self.importing(export, as: format, into: folder)
            #expect(diagnostics == [])
            #expect(result.importedIDs.count == export.entries.count)
            let again = try Self.export(folder, language: testCase.language)
            let targets = Dictionary(uniqueKeysWithValues: again.entries.map { ($0.unit.id, $0.target ?? "<none>") })
            #expect(targets == expected)
            // Importing the same file again changes nothing.
            let before = Self.snapshot(folder)
            let (second, _) = try Self.importing(export, as: format, into: folder)
            #expect(second.importedIDs == [])
            #expect(Self.snapshot(folder) == before)
        }
    }
}
