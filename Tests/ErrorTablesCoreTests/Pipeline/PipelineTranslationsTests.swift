import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The one-domain siblings of `Pipeline.load(spec:)` (`Pipeline+Translations.swift`) and the document they add
/// for `import` into a new language (`DomainFiles.adding`).
@Suite struct PipelineTranslationsTests {
    static let document = DomainFiles.Document(language: "fr", path: "spec/D/fr.md", bytes: [0x23, 0x0A])

    @Test func aDocumentAddedOnDiskIsReadInPlaceOfItsFile() {
        let files = DomainFiles.onDisk("spec/D")
        #expect(files.adding(nil) == files)
        #expect(files.adding(Self.document).storage == .disk(replacement: Self.document))
        #expect(files.adding(Self.document).name == "D")
        #expect(files.adding(Self.document).folder == "spec/D")
    }

    @Test func aDocumentAddedInMemoryJoinsTheDocumentsByFileName() {
        let files = DomainFiles.inMemory(name: "D", folder: "spec/D", config: [0x7B, 0x7D], documents: ["en.md": [1]])
        #expect(files.adding(nil) == files)
        #expect(
            files.adding(Self.document).storage
                == .memory(config: [0x7B, 0x7D], documents: ["en.md": [1], "fr.md": [0x23, 0x0A]]))
    }

    @Test func oneDomainLoadsAsTheSpecLoadsIt() throws {
        let folder = PackageRoot.path + "/spec/Facebook"
        var one = Diagnostics()
        let sources = try #require(Pipeline.loadSources(domain: .onDisk(folder), diagnostics: &one))
        let spec = Pipeline(formats: []).load(spec: folder)
        #expect(spec.model.domains == [sources.domain])
        // The spec's load adds the check of generated names; the domain's reports what loading reports.
        #expect(one.all.allSatisfy(spec.diagnostics.all.contains))
    }

    @Test func importIntoANewLanguageLoadsTheSkeletonFromMemory() throws {
        try TempSpec.with(domain: "D", TranslationImportStepTests.files) { spec in
            let file = TranslationFile(
                path: spec.root + "/fr.xliff", format: .xliff, sourceLanguage: "en", language: "fr", domainName: "D",
                units: [.init(id: "EOne", source: "One went wrong.", target: "Un a échoué.")])
            var diagnostics = Diagnostics()
            let result = try Pipeline.prepareImport(
                file, domain: .onDisk(spec.root + "/D"), force: false, diagnostics: &diagnostics)
            #expect(result.path == spec.path("fr.md"))
            #expect(result.original == nil)
            #expect(result.importedIDs == ["EOne"])
            #expect(String(decoding: result.contents, as: UTF8.self).hasSuffix("| `EOne` | Un a échoué. |\n"))
            #expect(diagnostics.errorCount == 0)
            #expect(!FileManager.default.fileExists(atPath: spec.path("fr.md")))
        }
    }
}
