import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The steps of the import plan, of String Catalog and XLIFF reading, and of the lookups' units, each on its own.
@Suite struct TranslationSplitStepTests {
    static let start = ErrorTablesCore.SourceLocation(path: "t.xliff", line: 1, column: 1)

    static func at(_ line: Int) -> ErrorTablesCore.SourceLocation {
        ErrorTablesCore.SourceLocation(path: "t.xliff", line: line, column: 3)
    }

    static func file(_ units: [TranslationFile.Unit]) -> TranslationFile {
        TranslationFile(
            path: "t.xliff", format: .xliff, sourceLanguage: "en", language: "it", domainName: "D", units: units)
    }

    /// A description unit of `Kite.md` whose Italian cell (when `cell`) is at line 7 and holds `italian`.
    static func unit(_ id: String, source: String, italian: String?, cell: Bool = true) -> TranslationUnit {
        let table = ErrorTablesCore.SourceLocation(path: "it.md", line: 3, column: 1)
        return TranslationUnit(
            id: id, kind: .description, owner: .domain, code: id, columnHeader: "Description", sourceText: source,
            needsTranslation: true,
            sourceCell: .init(
                location: ErrorTablesCore.SourceLocation(path: "en.md", line: 5, column: 12), table: table, column: 1),
            translations: [
                "it": .init(
                    text: italian,
                    cell: cell
                        ? .init(
                            location: ErrorTablesCore.SourceLocation(path: "it.md", line: 7, column: 14), table: table,
                            column: 1)
                        : nil)
            ])
    }

    // MARK: Import plan

    @Test func givenUnitsKeepTheFirstOfEachIdAndReportTheLaterOnes() {
        let units = [
            TranslationFile.Unit(id: "a", source: "A", target: "uno", location: Self.at(2)),
            TranslationFile.Unit(id: "b", source: "B", target: "due", location: Self.at(3)),
            TranslationFile.Unit(id: "a", source: "A", target: "altro", location: nil),
        ]
        var diagnostics = Diagnostics()
        let given = TranslationImport.givenUnits(Self.file(units), start: Self.start, diagnostics: &diagnostics)
        #expect(given.keys.sorted() == ["a", "b"])
        #expect(given["a"]?.target == "uno")
        #expect(diagnostics.all == [.importDuplicateUnit("a", first: Self.at(2), at: Self.start)])
    }

    @Test func unknownUnitsAreReportedOnceEachInFileOrderAndCounted() {
        let units = ["x", "k", "y", "x"].enumerated().map { index, id in
            TranslationFile.Unit(id: id, source: nil, target: "t", location: Self.at(index + 2))
        }
        var diagnostics = Diagnostics()
        let skipped = TranslationImport.reportUnknownUnits(
            Self.file(units), known: ["k"], start: Self.start, diagnostics: &diagnostics)
        #expect(skipped == 2)
        #expect(diagnostics.all == [.importUnknownUnit("x", at: Self.at(2)), .importUnknownUnit("y", at: Self.at(4))])
    }

    @Test func addingAnEntrySkipsRefusesOrEditsItsCell() {
        var plan = TranslationImport.Plan()
        func add(_ target: String?, source: String? = "Kite fell.", to unit: TranslationUnit) {
            let entry = TranslationFile.Unit(id: unit.id, source: source, target: target, location: Self.at(9))
            plan.add(entry, for: unit, language: "it", documentPath: "it.md", force: false, start: Self.start)
        }
        add("  ", to: Self.unit("empty", source: "Kite fell.", italian: nil))
        add("Cadde.", to: Self.unit("nocell", source: "Kite fell.", italian: nil, cell: false))
        add("Cad\u{1}de.", to: Self.unit("control", source: "Kite fell.", italian: nil))
        add("Caduto.", to: Self.unit("same", source: "Kite fell.", italian: "Caduto."))
        add(" Volato. ", source: "Kite flew.", to: Self.unit("edit", source: "Kite soared.", italian: "Vecchio."))
        let cell = ErrorTablesCore.SourceLocation(path: "it.md", line: 7, column: 14)
        let sourceCell = ErrorTablesCore.SourceLocation(path: "en.md", line: 5, column: 12)
        #expect(plan.skipped == 2)
        #expect(plan.unchanged == 1)
        #expect(plan.unwritable == ["control"])
        #expect(plan.stale == ["edit"])
        #expect(plan.translatedFrom == ["same": "Kite fell.", "edit": "Kite flew."])
        #expect(plan.edits.map(\.id) == ["edit"])
        #expect(plan.edits.map(\.edit) == [TableCellEdit(cell: LineColumn(7, 14), text: "Volato.")])
        #expect(
            plan.diagnostics.all == [
                .importUnitWithoutCell("nocell", document: "it.md", at: sourceCell),
                .importTargetHasControlCharacter("control", scalar: "\u{1}", at: Self.at(9)),
                .importSourceChanged("edit", was: "Kite flew.", now: "Kite soared.", forced: false, at: sourceCell),
                .importTargetTrimmed("edit", at: cell),
            ])
    }

    // MARK: String Catalog

    static let catalog = """
        {"sourceLanguage": "en", "strings": {
          "zeta": {"localizations": {"en": {"stringUnit": {"value": "Z"}},
                                     "it": {"stringUnit": {"state": "new", "value": "zz"}}}},
          "alpha": {"localizations": {"en": {"stringUnit": {"value": "A"}},
                                      "fr": {"stringUnit": {"state": "translated", "value": "Ah"}},
                                      "it": {"stringUnit": {"state": "translated", "value": "Aa"}}}}
        }}
        """

    @Test func catalogStringsAreTheStringsAndTheSourceLanguage() throws {
        let (strings, sourceLanguage) = try TranslationFile.catalogStrings(
            Array(Self.catalog.utf8), path: "c.xcstrings")
        #expect(strings.map(\.key) == ["zeta", "alpha"])
        #expect(sourceLanguage == "en")
        #expect(
            throws: FatalDiagnostic(
                .importFileUnreadable(
                    "c.xcstrings", format: .xcstrings, reason: "it has no 'sourceLanguage' or no 'strings'",
                    at: LineColumn(1, 1)))
        ) { _ = try TranslationFile.catalogStrings(Array(#"{"strings": {}}"#.utf8), path: "c.xcstrings") }
    }

    @Test func theCatalogTargetIsTheLanguageAskedForOrTheOnlyOne() throws {
        let (strings, _) = try TranslationFile.catalogStrings(Array(Self.catalog.utf8), path: "c.xcstrings")
        func target(_ language: String?) throws(FatalDiagnostic) -> String {
            try TranslationFile.catalogTarget(strings, sourceLanguage: "en", language: language, path: "c.xcstrings")
        }
        #expect(try target("it") == "it")
        #expect(throws: FatalDiagnostic(.importFileLanguageNotChosen("c.xcstrings", languages: ["fr", "it"]))) {
            _ = try target(nil)
        }
        #expect(
            throws: FatalDiagnostic(.importLanguageNotInFile("de", path: "c.xcstrings", languages: ["fr", "it"]))
        ) { _ = try target("de") }
        let onlySource = try TranslationFile.catalogStrings(
            Array(#"{"sourceLanguage": "en", "strings": {"a": {}}}"#.utf8), path: "c.xcstrings")
        #expect(
            try TranslationFile.catalogTarget(onlySource.strings, sourceLanguage: "en", language: "de", path: "c")
                == "de")
    }

    @Test func catalogUnitsAreSortedByIdWithoutNewTargets() throws {
        let (strings, _) = try TranslationFile.catalogStrings(Array(Self.catalog.utf8), path: "c.xcstrings")
        let units = TranslationFile.catalogUnits(strings, sourceLanguage: "en", target: "it", path: "c.xcstrings")
        #expect(
            units == [
                TranslationFile.Unit(
                    id: "alpha", source: "A", target: "Aa",
                    location: ErrorTablesCore.SourceLocation(path: "c.xcstrings", line: 4, column: 3)),
                TranslationFile.Unit(
                    id: "zeta", source: "Z", target: nil,
                    location: ErrorTablesCore.SourceLocation(path: "c.xcstrings", line: 2, column: 3)),
            ])
    }

    // MARK: XLIFF

    @Test func theXLIFFTargetLanguageIsTheOneEveryFileNames() throws {
        #expect(
            try ErrorTablesCore.XLIFFReader.targetLanguage(
                of: [["target-language": "it"], ["target-language": "it"]], path: "t")
                == "it")
        #expect(throws: FatalDiagnostic(.importFileLanguageNotChosen("t", languages: ["fr", "it"]))) {
            _ = try ErrorTablesCore.XLIFFReader.targetLanguage(
                of: [["target-language": "it"], ["target-language": "fr"]], path: "t")
        }
        #expect(throws: FatalDiagnostic(.importFileLanguageNotChosen("t", languages: ["it"]))) {
            _ = try ErrorTablesCore.XLIFFReader.targetLanguage(
                of: [["target-language": "it"], ["original": "D/en.md"]], path: "t")
        }
    }

    @Test func theXLIFFDomainIsTheFolderOfTheOriginal() {
        #expect(ErrorTablesCore.XLIFFReader.domainName(original: "spec/Kite/en.md") == "Kite")
        #expect(ErrorTablesCore.XLIFFReader.domainName(original: "en.md") == nil)
        #expect(ErrorTablesCore.XLIFFReader.domainName(original: nil) == nil)
    }

    // MARK: Lookup units

    @Test func translatedLookupsHoldEachTranslationsRowsByKeyAndItsFallback() throws {
        let files = [
            "error-tables.json": TranslationUnitTests.config, "en.md": TranslationUnitTests.source,
            "it.md": TranslationUnitTests.italian,
        ]
        try TempSpec.with(files) { spec in
            var diagnostics = Diagnostics()
            let sources = try #require(SpecLoading.sources(folder: spec.root + "/Pix", diagnostics: &diagnostics))
            let translated = TranslationUnitBuilder.translatedLookups(named: "ServerError", in: sources.translations)
            #expect(translated.map(\.language) == ["it"])
            #expect(translated.first?.rows.values.map(\.row.message) == ["L'app è stata rimossa."])
            #expect(translated.first?.rows.keys.map(\.description) == ["190/458"])
            #expect(translated.first?.fallback == nil)
            let other = TranslationUnitBuilder.translatedLookups(named: "Other", in: sources.translations)
            #expect(other.map(\.rows.isEmpty) == [true])

            let lookup = try #require(sources.domain.config.lookups.first)
            let table = try #require(sources.source.lookups.first)
            let row = try #require(table.rows.first)
            let unit = TranslationUnitBuilder.lookupUnit(
                row, table: table.location, lookup: lookup, fallback: false, translated: translated
            ) { $0.rows[row.key] }
            #expect(unit.id == "ServerError/190/458")
            #expect(unit.kind == .lookupMessage)
            #expect(unit.lookupCode == "PXErrorA")
            #expect(unit.sourceCell == .init(location: row.messageLocation, table: table.location, column: 3))
            #expect(unit.translation(in: "it") == "L'app è stata rimossa.")
            let fallbackRow = try #require(table.fallback)
            let fallback = TranslationUnitBuilder.lookupUnit(
                fallbackRow, table: table.location, lookup: lookup, fallback: true, translated: translated
            ) { $0.fallback }
            #expect(fallback.id == "ServerError/*")
            #expect(fallback.code == "*")
            #expect(fallback.kind == .lookupFallback)
            #expect(fallback.translations == ["it": .init(text: nil, cell: nil)])
        }
    }
}
