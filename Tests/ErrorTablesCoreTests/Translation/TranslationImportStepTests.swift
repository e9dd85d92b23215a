import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The steps of `TranslationImport.prepare`: loading without errors, the languages' check, the target document
/// and the edited bytes, each on its own.
@Suite struct TranslationImportStepTests {
    /// A small domain: a source with one error and an Italian translation of it.
    static let files = [
        "error-tables.json": #"{"errorDomain": "D", "typeName": "DError", "codePrefix": "E", "sourceLanguage": "en"}"#,
        "en.md": "# D errors\n\n| Code | Description |\n| --- | --- |\n| `EOne` | One went wrong. |\n",
        "it.md": "# Errori di D\n\n| Code | Description |\n| --- | --- |\n| `EOne` | Uno è andato storto. |\n",
    ]

    /// A translator's file for `language` with no units, exported from a domain whose source is `source`.
    static func file(language: String, source: String? = "en") -> TranslationFile {
        TranslationFile(
            path: "t.xliff", format: .xliff, sourceLanguage: source, language: language, domainName: "D", units: [])
    }

    /// The domain's sources as loaded from disk, without errors.
    static func sources(_ spec: TempSpec) throws -> DomainSources {
        var diagnostics = Diagnostics()
        let sources = try #require(SpecLoading.sources(folder: spec.root + "/D", diagnostics: &diagnostics))
        #expect(diagnostics.errorCount == 0)
        return sources
    }

    @Test func loadingWithErrorsRefusesAndReportsWhatLoadingSaid() {
        let warning = Diagnostic.importUnknownUnit("x", at: SourceLocation(path: "t.xliff", line: 2, column: 1))
        var diagnostics = Diagnostics()
        #expect(throws: FatalDiagnostic(.importIntoSpecWithErrors("spec/D"))) {
            _ = try TranslationImport.loadWithoutErrors(
                "spec/D", adding: nil,
                load: { _, reported in
                    reported.report(warning)
                    return nil
                }, diagnostics: &diagnostics)
        }
        #expect(diagnostics.all == [warning])
    }

    @Test func loadingWithoutErrorsKeepsItsWarningsToItselfAndPassesTheAddedDocument() throws {
        try TempSpec.with(domain: "D", Self.files) { spec in
            let loaded = try Self.sources(spec)
            var diagnostics = Diagnostics()
            var added: [String] = []
            let sources = try TranslationImport.loadWithoutErrors(
                spec.root + "/D", adding: ("fr", "spec/D/fr.md", [0x23]),
                load: { document, reported in
                    added.append(document.map { "\($0.language) \($0.path) \($0.bytes)" } ?? "none")
                    reported.report(
                        .importUnknownUnit("x", at: SourceLocation(path: "t.xliff", line: 2, column: 1)))
                    return loaded
                }, diagnostics: &diagnostics)
            #expect(sources == loaded)
            #expect(added == ["fr spec/D/fr.md [35]"])
            #expect(diagnostics.all == [])
        }
    }

    @Test func theFilesLanguagesMustFitTheDomain() throws {
        try TempSpec.with(domain: "D", Self.files) { spec in
            let domain = try Self.sources(spec).domain
            #expect(throws: FatalDiagnostic(.importSourceLanguageMismatch("de", expected: "en", path: "t.xliff"))) {
                try TranslationImport.checkLanguages(of: Self.file(language: "it", source: "de"), domain: domain)
            }
            #expect(throws: FatalDiagnostic(.importIntoSourceLanguage("EN", path: "t.xliff"))) {
                try TranslationImport.checkLanguages(of: Self.file(language: "EN"), domain: domain)
            }
            // Letters compare without case, and a file that names no source language is taken as the domain's.
            try TranslationImport.checkLanguages(of: Self.file(language: "it", source: "EN"), domain: domain)
            try TranslationImport.checkLanguages(of: Self.file(language: "it", source: nil), domain: domain)
        }
    }

    @Test func anExistingDocumentIsTheTargetAsItIsOnDisk() throws {
        try TempSpec.with(domain: "D", Self.files) { spec in
            let sources = try Self.sources(spec)
            var diagnostics = Diagnostics()
            let target = try TranslationImport.target(
                of: Self.file(language: "IT"), sources: sources, folder: spec.root + "/D",
                load: { _, _ in
                    Issue.record("an existing document needs no reload")
                    return nil
                }, diagnostics: &diagnostics)
            let bytes = Array((Self.files["it.md"] ?? "").utf8)
            #expect(target.language == "it")
            #expect(target.path == spec.path("it.md"))
            #expect(target.original == bytes)
            #expect(target.bytes == bytes)
            #expect(target.sources == sources)
            #expect(diagnostics.all == [])
        }
    }

    @Test func aNewLanguageIsTargetedAsItsSkeletonLoadedWithTheDomain() throws {
        try TempSpec.with(domain: "D", Self.files) { spec in
            let sources = try Self.sources(spec)
            var diagnostics = Diagnostics()
            var added: [String] = []
            let target = try TranslationImport.target(
                of: Self.file(language: "fr"), sources: sources, folder: spec.root + "/D",
                load: { document, reported in
                    added.append(document.map { "\($0.language) \($0.path)" } ?? "none")
                    return SpecLoader.load(
                        DomainFiles.onDisk(spec.root + "/D").adding(
                            document.map { .init(language: $0.language, path: $0.path, bytes: $0.bytes) }),
                        diagnostics: &reported)
                }, diagnostics: &diagnostics)
            var made = Diagnostics()
            let skeleton = try TranslationSkeleton.make(
                language: "fr", domainFolder: spec.root + "/D", diagnostics: &made)
            #expect(added == ["fr \(spec.path("fr.md"))"])
            #expect(target.language == "fr")
            #expect(target.path == spec.path("fr.md"))
            #expect(target.original == nil)
            #expect(target.bytes == skeleton.contents)
            #expect(String(decoding: target.bytes, as: UTF8.self).hasSuffix("| `EOne` |  |\n"))
            #expect(target.sources.domain.languages == ["en", "fr", "it"])
            #expect(diagnostics.all == [])
            // Nothing is written: the skeleton is held in memory.
            #expect(!FileManager.default.fileExists(atPath: spec.path("fr.md")))
        }
    }

    /// A target document of one table whose description cell starts at line 5, column 10.
    static func target(_ spec: TempSpec) throws -> TranslationImport.Target {
        let text = "# E\n\n| Code | Description |\n| --- | --- |\n| `EOne` | uno |\n"
        return TranslationImport.Target(
            language: "it", path: "spec/D/it.md", original: Array(text.utf8), bytes: Array(text.utf8),
            sources: try Self.sources(spec))
    }

    @Test func theEditedBytesChangeOnlyTheEditedCell() throws {
        try TempSpec.with(domain: "D", Self.files) { spec in
            var plan = TranslationImport.Plan()
            plan.edits = [("EOne", TableCellEdit(cell: LineColumn(5, 12), text: "due | tre"))]
            var diagnostics = Diagnostics()
            let bytes = try TranslationImport.edited(
                try Self.target(spec), plan: plan, file: Self.file(language: "it"), force: false,
                diagnostics: &diagnostics)
            #expect(
                String(decoding: bytes, as: UTF8.self)
                    == "# E\n\n| Code | Description |\n| --- | --- |\n| `EOne` | due \\| tre |\n")
            #expect(diagnostics.all == [])
        }
    }

    @Test func theEditsAreRefusedInTheOrderOfTheirReasons() throws {
        try TempSpec.with(domain: "D", Self.files) { spec in
            let target = try Self.target(spec)
            let file = Self.file(language: "it")
            var diagnostics = Diagnostics()
            var plan = TranslationImport.Plan()
            plan.unwritable = ["EOne"]
            plan.stale = ["EOne"]
            #expect(throws: FatalDiagnostic(.importRefusedForCharacters(1, path: "t.xliff"))) {
                _ = try TranslationImport.edited(target, plan: plan, file: file, force: true, diagnostics: &diagnostics)
            }
            plan.unwritable = []
            #expect(throws: FatalDiagnostic(.importRefusedForChangedSources(1, path: "t.xliff"))) {
                _ = try TranslationImport.edited(
                    target, plan: plan, file: file, force: false, diagnostics: &diagnostics)
            }
            #expect(diagnostics.all == [])
            // With force, a stale unit is edited; an edit of no cell refuses, with the cell reported first.
            plan.edits = [("EOne", TableCellEdit(cell: LineColumn(1, 1), text: "x"))]
            #expect(throws: FatalDiagnostic(.importRefusedForCells(1, path: "spec/D/it.md"))) {
                _ = try TranslationImport.edited(target, plan: plan, file: file, force: true, diagnostics: &diagnostics)
            }
            #expect(
                diagnostics.all.map(\.description) == [
                    "spec/D/it.md:1:1: error: no table cell starts here; only the cells the reader reports can be rewritten"
                ])
        }
    }
}
