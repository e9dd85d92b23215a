extension Diagnostic {
    /// A translator's file that cannot be read as its format (`reason`: why).
    static func importFileUnreadable(_ path: String, format: TranslationFile.Format, reason: String) -> Diagnostic {
        let name = format == .xliff ? "XLIFF 1.2" : "a String Catalog"
        return Diagnostic(
            .error, "this file cannot be imported as \(name): \(reason); nothing was written",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// A translator's file that names no single target language (`languages`: the ones it has).
    static func importFileLanguageNotChosen(_ path: String, languages: [String]) -> Diagnostic {
        Diagnostic(
            .error,
            (languages.isEmpty
                ? "this file names no target language"
                : "this file has several target languages (" + languages.joined(separator: ", ") + ")")
                + "; choose one with --language; nothing was written",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// `--language` naming a language the file has no translations for.
    static func importLanguageNotInFile(_ language: String, path: String, languages: [String]) -> Diagnostic {
        Diagnostic(
            .error,
            "this file has no \(quote(language)) translations (it has " + languages.joined(separator: ", ")
                + "); nothing was written", at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// A file whose target language is not a BCP-47 tag.
    static func importLanguageNotATag(_ language: String, path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "the file's target language \(quote(language)) is not a BCP-47 tag such as 'fr' or 'pt-BR'; "
                + "nothing was written", at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// A file whose target language is the domain's source language.
    static func importIntoSourceLanguage(_ language: String, path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "the file's target language \(quote(language)) is the source language; translations go into "
                + "the other languages' documents; nothing was written",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// A file exported from a domain of another source language.
    static func importSourceLanguageMismatch(_ language: String, expected: String, path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "the file's source language is \(quote(language)) but the domain's is \(quote(expected)); "
                + "was it exported from another domain? nothing was written",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// The spec an import goes into has errors (reported before this one).
    static func importIntoSpecWithErrors(_ folder: String) -> Diagnostic {
        Diagnostic(
            .error, "nothing is imported into a domain with errors; fix them and import again; nothing was written",
            at: SourceLocation(path: folder + "/" + SpecLoader.configFileName, line: 1, column: 1))
    }

    /// A unit of the file that the spec does not have (a file exported from an older spec): skipped.
    static func importUnknownUnit(_ id: String, path: String) -> Diagnostic {
        Diagnostic(
            .warning,
            "the unit \(quote(id)) is not a text of the spec (removed or renamed since the export?); "
                + "skipped", at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// A translated unit whose row or column the target document lacks (at the unit's source cell): skipped.
    static func importUnitWithoutCell(_ id: String, document: String, at location: SourceLocation) -> Diagnostic {
        let name = document.split(separator: "/").last.map(String.init) ?? document
        return Diagnostic(
            .warning,
            "the translation of \(quote(id)) has no cell to go into: \(name) lacks this row or column; "
                + "add it and import again; skipped", at: location)
    }

    /// A unit whose source text in the file is not the source document's (at its source cell): an error,
    /// or with `--force` a warning (the unit is imported and stale).
    static func importSourceChanged(
        _ id: String, was old: String?, now new: String, forced: Bool, at location: SourceLocation
    )
        -> Diagnostic
    {
        let before = old.map { "was translated from \(quote($0))" } ?? "has no source text in the file"
        return Diagnostic(
            forced ? .warning : .error,
            "\(quote(id)) \(before) but the source now reads \(quote(new)); "
                + (forced
                    ? "imported anyway (--force): review it against the new text"
                    : "export again and translate the new text, or import with --force"),
            at: location)
    }

    /// A translation with whitespace at an end, trimmed before it goes into its cell.
    static func importTargetTrimmed(_ id: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "the translation of \(quote(id)) starts or ends with spaces or line breaks, which a table "
                + "cell cannot keep; imported trimmed", at: location)
    }

    /// The summary error of an import refused because source texts changed.
    static func importRefusedForChangedSources(_ count: Int, path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "\(count) unit\(count == 1 ? " was" : "s were") translated from an older source text; nothing "
                + "was written (import with --force to write them anyway)",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// The summary error of an import refused because translations cannot go into their cells.
    static func importRefusedForCells(_ count: Int, path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "\(count) translation\(count == 1 ? "" : "s") cannot go into \(count == 1 ? "its cell" : "their cells"); "
                + "nothing was written", at: SourceLocation(path: path, line: 1, column: 1))
    }
}
