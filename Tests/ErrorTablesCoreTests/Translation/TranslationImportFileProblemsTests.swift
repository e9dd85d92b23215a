import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// What `TranslationImport` does with problems of the translator's file itself: a unit id given twice (the
/// first is imported, in XLIFF and String Catalogs alike), a translation with a control character `export`
/// could not write back (refused, naming the unit), unknown units at their place in the file, and the
/// reader's own warnings.
@Suite struct TranslationImportFileProblemsTests {
    static func prepare(_ spec: TempSpec, _ text: String, name: String) throws -> (TranslationImport?, [String]) {
        let file = try TranslationFile.parse(Data(text.utf8), path: spec.root + "/" + name)
        return TranslationImportTests.prepare(spec, file)
    }

    static let catalogWithDuplicates = """
        {"sourceLanguage": "en", "strings": {
          "PXErrorA": {"localizations": {"en": {"stringUnit": {"value": "A happened."}},
                                         "it": {"stringUnit": {"value": "Primo."}}}},
          "PXErrorA": {"localizations": {"en": {"stringUnit": {"value": "A happened."}},
                                         "it": {"stringUnit": {"value": "Secondo."}}}},
          "PXErrorZ": {"localizations": {"it": {"stringUnit": {"value": "Zeta."}}}}
        }}
        """

    static let xliffWithDuplicates = """
        <xliff version="1.2"><file original="Pix/en.md" source-language="en" target-language="it"><body>
          <trans-unit id="PXErrorA"><source>A happened.</source><target>Primo.</target></trans-unit>
          <trans-unit id="PXErrorA"><source>A happened.</source><target>Secondo.</target></trans-unit>
          <trans-unit id="PXErrorZ"><source>Z</source><target>Zeta.</target></trans-unit>
        </body></file></xliff>
        """

    @Test(arguments: [("it.xcstrings", catalogWithDuplicates, 4, 3), ("it.xliff", xliffWithDuplicates, 3, 3)])
    func theFirstOfTwoUnitsWithOneIDIsImportedWithAWarning(
        name: String, text: String, secondLine: Int, secondColumn: Int
    ) throws {
        try TempSpec.with(TranslationImportTests.files) { spec in
            let (result, diagnostics) = try Self.prepare(spec, text, name: name)
            let zLine = secondLine + (name == "it.xliff" ? 1 : 2)
            #expect(
                diagnostics == [
                    "\(name):\(secondLine):\(secondColumn): warning: the unit 'PXErrorA' is in the file twice (first "
                        + "at line 2); this one is ignored and the first one used",
                    "\(name):\(zLine):3: warning: the unit 'PXErrorZ' is not a text of the spec (removed or renamed "
                        + "since the export?); skipped",
                ])
            let imported = try #require(result)
            #expect(imported.importedIDs == ["PXErrorA"])
            #expect(String(decoding: imported.contents, as: UTF8.self).contains("| `PXErrorA` | Primo. |"))
        }
    }

    @Test func aTranslationWithAControlCharacterIsRefusedNamingItsUnit() throws {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "PXErrorA": {"localizations": {"en": {"stringUnit": {"value": "A happened."}},
                                             "it": {"stringUnit": {"value": "A \\u001b[31mrosso\\u0007"}}}}
            }}
            """
        try TempSpec.with(TranslationImportTests.files) { spec in
            let (result, diagnostics) = try Self.prepare(spec, catalog, name: "it.xcstrings")
            #expect(result == nil)
            #expect(
                diagnostics == [
                    "it.xcstrings:1:1: error: 1 translation holds a control character; nothing was written",
                    "it.xcstrings:2:3: error: the translation of 'PXErrorA' holds U+001B, a control character that "
                        + "'export' could not write back; remove it from the file and import again",
                ])
        }
    }
}
