@testable import ErrorTablesCore

extension DiagnosticCatalogTests {
    /// A place in an imported file.
    static let fileAt = ErrorTablesCore.SourceLocation(path: "it.xliff", line: 7, column: 7)

    /// The messages of `import` (Translation/TranslationImport+Diagnostics.swift).
    static let importingEntries: [Entry] = [
        Entry(
            "importFileUnreadable",
            .importFileUnreadable(
                "it.xliff", format: .xliff, reason: "it is not well-formed XML (XML parser error 76)",
                at: LineColumn(4, 18)),
            "it.xliff:4:18: error: this file cannot be imported as XLIFF 1.2: it is not well-formed XML (XML parser error 76); nothing was written"
        ),
        Entry(
            "importFileLanguageNotChosen", .importFileLanguageNotChosen("it.xcstrings", languages: ["fr", "it"]),
            "it.xcstrings:1:1: error: this file has several target languages (fr, it); choose one with --language; nothing was written"
        ),
        Entry(
            "importLanguageNotInFile", .importLanguageNotInFile("de", path: "it.xcstrings", languages: ["it"]),
            "it.xcstrings:1:1: error: this file has no 'de' translations (it has it); nothing was written"
        ),
        Entry(
            "importLanguageNotATag", .importLanguageNotATag("italiano", path: "it.xliff"),
            "it.xliff:1:1: error: the file's target language 'italiano' is not a BCP-47 tag such as 'fr' or 'pt-BR'; nothing was written"
        ),
        Entry(
            "importIntoSourceLanguage", .importIntoSourceLanguage("en", path: "it.xliff"),
            "it.xliff:1:1: error: the file's target language 'en' is the source language; translations go into the other languages' documents; nothing was written"
        ),
        Entry(
            "importSourceLanguageMismatch", .importSourceLanguageMismatch("de", expected: "en", path: "it.xliff"),
            "it.xliff:1:1: error: the file's source language is 'de' but the domain's is 'en'; was it exported from another domain? nothing was written"
        ),
        Entry(
            "importIntoSpecWithErrors", .importIntoSpecWithErrors("spec/Auth"),
            "spec/Auth/error-tables.json:1:1: error: nothing is imported into a domain with errors; fix them and import again; nothing was written"
        ),
        Entry(
            "importUnknownUnit", .importUnknownUnit("PXErrorZ", at: fileAt),
            "it.xliff:7:7: warning: the unit 'PXErrorZ' is not a text of the spec (removed or renamed since the export?); skipped [unknown-import-unit: PXErrorZ]"
        ),
        Entry(
            "importDuplicateUnit",
            .importDuplicateUnit("PXErrorA", first: SourceLocation(path: "it.xliff", line: 3, column: 7), at: fileAt),
            "it.xliff:7:7: warning: the unit 'PXErrorA' is in the file twice (first at line 3); this one is ignored and the first one used"
        ),
        Entry(
            "importEntityNotExpanded", .importEntityNotExpanded("brand", at: fileAt),
            "it.xliff:7:7: warning: the DTD declares the entity 'brand', which import does not expand: every '&brand;' in a text is dropped from it; write the text out instead"
        ),
        Entry(
            "importTargetHasControlCharacter",
            .importTargetHasControlCharacter("PXErrorA", scalar: "\u{1B}", at: fileAt),
            "it.xliff:7:7: error: the translation of 'PXErrorA' holds U+001B, a control character that 'export' could not write back; remove it from the file and import again"
        ),
        Entry(
            "importRefusedForCharacters", .importRefusedForCharacters(2, path: "it.xcstrings"),
            "it.xcstrings:1:1: error: 2 translations hold a control character; nothing was written"
        ),
        Entry(
            "importUnitWithoutCell", .importUnitWithoutCell("load:/*", document: "spec/Auth/it.md", at: at),
            "spec/Auth/it.md:3:5: warning: the translation of 'load:/*' has no cell to go into: it.md lacks this row or column; add it and import again; skipped"
        ),
        Entry(
            "importSourceChanged", .importSourceChanged("PXErrorA", was: "10 MB", now: "25 MB", forced: false, at: at),
            "spec/Auth/it.md:3:5: error: 'PXErrorA' was translated from '10 MB' but the source now reads '25 MB'; export again and translate the new text, or import with --force"
        ),
        Entry(
            "importTargetTrimmed", .importTargetTrimmed("PXErrorA", at: at),
            "spec/Auth/it.md:3:5: warning: the translation of 'PXErrorA' starts or ends with spaces or line breaks, which a table cell cannot keep; imported trimmed"
        ),
        Entry(
            "importRefusedForChangedSources", .importRefusedForChangedSources(1, path: "it.xliff"),
            "it.xliff:1:1: error: 1 unit was translated from an older source text; nothing was written (import with --force to write them anyway)"
        ),
        Entry(
            "importRefusedForCells", .importRefusedForCells(2, path: "spec/Auth/it.md"),
            "spec/Auth/it.md:1:1: error: 2 translations cannot go into their cells; nothing was written"
        ),
    ]
}
