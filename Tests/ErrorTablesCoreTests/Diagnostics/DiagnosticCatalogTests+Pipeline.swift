import Foundation
import Testing

@testable import ErrorTablesCore

extension DiagnosticCatalogTests {
    /// A config read from JSON, so its keys have locations.
    static func sampleConfig(_ json: String) -> DomainConfig {
        var diagnostics = Diagnostics()
        let parsed = try? DomainConfig.parse(
            data: Data(json.utf8), path: "spec/Auth/error-tables.json", diagnostics: &diagnostics)
        return parsed
            ?? DomainConfig(
                path: "spec/Auth/error-tables.json", errorDomain: "", typeName: "", codePrefix: "", sourceLanguage: "en"
            )
    }

    /// A domain named `name` with a default config at `spec/<name>/error-tables.json`.
    static func sampleDomain(_ name: String) -> ErrorDomain {
        ErrorDomain(
            name: name,
            config: DomainConfig(
                path: "spec/\(name)/error-tables.json", errorDomain: "", typeName: "", codePrefix: "",
                sourceLanguage: "en"),
            languages: ["en"], documentPaths: [:], codes: [], groups: [], methods: [], commonErrors: [],
            fallback: nil, extraColumns: [:])
    }

    /// A source document with no table.
    static func sampleSource(hint: String?) -> ExtractedDocument {
        var document = ExtractedDocument(
            path: "spec/Auth/en.md", language: "en", symbols: [], tables: [], inclusions: [])
        document.missingTablesHint = hint
        return document
    }

    static let configWithKeys = sampleConfig(
        """
        {
          "errorDomain": "AuthErrorDomain",
          "typeName": "AuthErrorCode",
          "codePrefix": "ERROR_",
          "sourceLanguage": "en",
          "documents": "docs/{language}/errors.md"
        }
        """)

    /// The messages of finding a spec's domains and documents and checking them as a whole (Pipeline/).
    static let pipelineEntries: [Entry] = [
        Entry("noSpecFolder", .noSpecFolder("specs"), "error-tables: error: spec folder 'specs' does not exist"),
        Entry(
            "noDomainFolder", .noDomainFolder("docs"),
            "error-tables: error: no error-tables.json in 'docs' or its subfolders; a spec folder is one domain folder (with error-tables.json and <language>.md files) or a folder of them"
        ),
        Entry(
            "noTypeNameFromFolder", .noTypeNameFromFolder("123"),
            "error-tables: error: the folder name '123' gives no Swift type name; add an error-tables.json with 'typeName'"
        ),
        Entry(
            "noSourceDocument", .noSourceDocument(config: configWithKeys, folder: "spec/Auth"),
            "spec/Auth/error-tables.json:6:3: error: the source language is 'en' but no document for it matches 'docs/{language}/errors.md'"
        ),
        Entry(
            "noErrorTable", .noErrorTable(in: sampleSource(hint: nil), config: sampleConfig("{}")),
            "spec/Auth/en.md:1:1: error: no error table in the source document: no table has a column of codes or numbers; set 'columns' in error-tables.json to say which column holds them"
        ),
        Entry(
            "documentNotNamedByLanguage", .documentNotNamedByLanguage("notes.md", folder: "spec/Auth"),
            "spec/Auth/notes.md:1:1: warning: 'notes.md' is not named by a BCP-47 language tag (such as 'en.md' or 'pt-BR.md'); it is ignored"
        ),
        Entry(
            "documentsPatternMatchesNothing",
            .documentsPatternMatchesNothing(folder: "spec/Auth/docs", component: "{language}", config: configWithKeys),
            "spec/Auth/error-tables.json:6:3: error: 'documents' matches no file: no entry of 'spec/Auth/docs' fits '{language}' with a language tag for {language}"
        ),
        Entry(
            "duplicateDomainFileName",
            .duplicateDomainFileName(
                "My_pixErrorCodes.swift", first: sampleDomain("my-pix"), second: sampleDomain("my_pix")),
            "spec/my_pix/error-tables.json:1:1: error: the domain folders 'my-pix' and 'my_pix' generate the same file names ('My_pixErrorCodes.swift', …); rename one of them"
        ),
        Entry(
            "skeletonLanguageNotATag", .skeletonLanguageNotATag("fr_FR"),
            "error-tables: error: 'fr_FR' is not a BCP-47 language tag such as 'fr' or 'pt-BR'; nothing was written"
        ),
        Entry(
            "skeletonOfSourceLanguage", .skeletonOfSourceLanguage("en", at: at),
            "spec/Auth/it.md:3:5: error: 'en' is the source language: its document is the source; nothing was written"
        ),
        Entry(
            "skeletonDocumentExists", .skeletonDocumentExists("it", path: "spec/Auth/it.md"),
            "spec/Auth/it.md:1:1: error: 'it' already has a document; a skeleton never overwrites one (translate it in place, or remove it first); nothing was written"
        ),
        Entry(
            "skeletonSourceHasErrors", .skeletonSourceHasErrors("spec/Auth/en.md"),
            "spec/Auth/en.md:1:1: error: no skeleton is made from a file with errors; fix them and run again; nothing was written"
        ),
    ]
}
