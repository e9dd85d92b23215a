import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// `TranslationExport`: states, notes, the String Catalog form, and the atomic write.
@Suite struct TranslationExportTests {
    static func export(language: String = "it") throws -> TranslationExport {
        try XLIFFDocumentTests.export(
            [
                "error-tables.json": TranslationUnitTests.config, "en.md": TranslationUnitTests.source,
                "it.md": TranslationUnitTests.italian,
            ], language: language)
    }

    @Test func statesAndNotesOfEveryUnit() throws {
        let export = try Self.export()
        #expect(
            export.entries.map { "\($0.unit.id): \($0.state) \($0.target ?? "-")" } == [
                "PXErrorA: translated È successo A.",
                "PXErrorA.recoveryTactic: new -",
                "*: translated Qualcosa non va.",
                "*.recoveryTactic: translated Contattare l'assistenza.",
                "PXClient/PXErrorB: needsReview B happened to the client.",
                "PXClient/*: new -",
                "load:/PXErrorC: translated È successo C durante il caricamento.",
                "load:/*: new -",
                "ServerError/190/458: translated L'app è stata rimossa.",
                "ServerError/*: new -",
            ])
        #expect(
            export.entries.map(\.note) == [
                "The error message shown when an operation fails with PXErrorA (error 101), whichever method reports "
                    + "it. From the “Description” column, en.md:7.",
                "What to do, shown with the error message of PXErrorA (error 101). From the “Recovery tactic” column, "
                    + "en.md:7.",
                "The error message shown for an error of PXErrorDomain that the documentation does not list. From the "
                    + "“All others” row, en.md:8.",
                "What to do, shown with the error message of an error that the documentation of PXErrorDomain does "
                    + "not list. From the “All others” row, “Recovery tactic” column, en.md:8.",
                "The error message shown when a method of PXClient fails with PXErrorB (error 102), unless the method "
                    + "documents its own. From the “Description” column, en.md:16.",
                "The error message shown when a method of PXClient fails with an error the documentation does not list. "
                    + "From the “All others” row, en.md:17.",
                "The error message shown when load: fails with PXErrorC (error 103); it says what the error means for "
                    + "that method. From the “Description” column, en.md:23.",
                "The error message shown when load: fails with an error its documentation does not list. From the "
                    + "“All others” row, en.md:24.",
                "The message shown for ServerError 190/458 (PXErrorA). From en.md:30.",
                "The message shown for a ServerError that the table does not list. From en.md:31.",
            ])
    }

    @Test func aTranslationIdenticalToATextThatNeedsNoTranslationIsTranslated() {
        let cell = TranslationUnit.Cell(
            location: SourceLocation(path: "en.md", line: 3, column: 5),
            table: SourceLocation(path: "en.md", line: 1, column: 1), column: 1)
        let unit = TranslationUnit(
            id: "PXErrorA", kind: .description, owner: .domain, code: "PXErrorA", columnHeader: "Description",
            sourceText: "HTTP 404", needsTranslation: false, sourceCell: cell, translations: [:])
        #expect(TranslationExport.state(of: unit, target: "HTTP 404", stale: false) == .translated)
        #expect(TranslationExport.state(of: unit, target: "HTTP 404", stale: true) == .needsReview)
        #expect(TranslationExport.state(of: unit, target: nil, stale: true) == .new)
    }

    @Test func theStringCatalogHoldsTheSourceAndTargetLanguagesWithStates() throws {
        let export = try Self.export()
        let text = export.stringCatalog()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["sourceLanguage"] as? String == "en")
        #expect(json["version"] as? String == "1.0")
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        #expect(strings.keys.sorted() == export.entries.map(\.unit.id).sorted())
        func unit(_ key: String, _ language: String) -> [String: String]? {
            let localizations = strings[key]?["localizations"] as? [String: [String: [String: String]]]
            return localizations?[language]?["stringUnit"]
        }
        for entry in export.entries {
            let id = entry.unit.id
            #expect(strings[id]?["comment"] as? String == entry.note)
            #expect(strings[id]?["extractionState"] as? String == "manual")
            #expect(unit(id, "en") == ["state": "translated", "value": entry.unit.sourceText])
            let localizations = strings[id]?["localizations"] as? [String: Any]
            #expect(localizations?.keys.sorted() == (entry.target == nil ? ["en"] : ["en", "it"]))
        }
        #expect(unit("PXErrorA", "it") == ["state": "translated", "value": "È successo A."])
        #expect(unit("PXClient/PXErrorB", "it") == ["state": "needs_review", "value": "B happened to the client."])
        #expect(unit("load:/*", "it") == nil)
        // Keys sorted as Xcode writes them; the file ends with a newline.
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("    \"") && $0.hasSuffix(": {") }
        #expect(keys.map { String($0.dropFirst(5).prefix { $0 != "\"" }) } == export.entries.map(\.unit.id).sorted())
        #expect(text.hasSuffix("}\n"))
    }

    @Test func theOutputIsWrittenAtomicallyAndReplacesTheNamedFile() throws {
        try TemporaryFolder.with { folder in
            let path = folder.path("out.xliff")
            try folder.write("out.xliff", "old")
            try TranslationExport.write("new text\n", to: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "new text\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.xliff"])
            // A folder in the way: an error naming the path, and no temporary file left behind.
            try FileManager.default.createDirectory(atPath: folder.path("dir"), withIntermediateDirectories: false)
            try folder.write("dir/inside", "x")
            #expect(throws: FatalDiagnostic.self) { try TranslationExport.write("text", to: folder.path("dir")) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["dir", "out.xliff"])
        }
    }
}
