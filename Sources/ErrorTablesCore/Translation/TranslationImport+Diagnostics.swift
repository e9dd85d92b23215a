extension Diagnostic {
    /// A translator's file that cannot be read as its format (`reason`: why; `position`: where the reader
    /// stopped, or the start).
    static func importFileUnreadable(
        _ path: String, format: TranslationFile.Format, reason: String, at position: LineColumn = LineColumn(1, 1)
    ) -> Diagnostic {
        let name = format == .xliff ? "XLIFF 1.2" : "a String Catalog"
        return Diagnostic(
            .error, "this file cannot be imported as \(name): \(reason); nothing was written",
            at: SourceLocation(path: path, line: position.line, column: position.column))
    }

    /// An entity an XLIFF file's DTD declares: import does not expand it, and libxml2 drops its references.
    static func importEntityNotExpanded(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "the DTD declares the entity \(quote(name)), which import does not expand: every '&\(excerpt(name));' "
                + "in a text is dropped from it; write the text out instead", at: location)
    }

    /// A translator's file that names no single target language (`languages`: the ones it has).
    static func importFileLanguageNotChosen(_ path: String, languages: [String]) -> Diagnostic {
        Diagnostic(
            .error,
            (languages.isEmpty
                ? "this file names no target language"
                : "this file has several target languages (" + languages.map { excerpt($0) }.joined(separator: ", ")
                    + ")")
                + "; choose one with --language; nothing was written",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// `--language` naming a language the file has no translations for.
    static func importLanguageNotInFile(_ language: String, path: String, languages: [String]) -> Diagnostic {
        Diagnostic(
            .error,
            "this file has no \(quote(language)) translations (it has "
                + languages.map { excerpt($0) }.joined(separator: ", ")
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
            at: SourceLocation(path: folder + "/" + DomainConfig.fileName, line: 1, column: 1))
    }

    /// A unit of the file that the spec does not have (a file exported from an older spec), at the unit in the
    /// file: skipped.
    static func importUnknownUnit(_ id: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "the unit \(quote(id)) is not a text of the spec (removed or renamed since the export?); "
                + "skipped", at: location, cause: .unknownImportUnit, subject: id)
    }

    /// A unit id the file has a second time (at the second): the first one is imported.
    static func importDuplicateUnit(_ id: String, first: SourceLocation?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "the unit \(quote(id)) is in the file twice" + (first.map { " (first at line \($0.line))" } ?? "")
                + "; this one is ignored and the first one used", at: location)
    }

    /// A translation holding a character that a table cell keeps raw but `export` cannot write back (XML 1.0
    /// cannot hold it), at the unit in the file.
    static func importTargetHasControlCharacter(_ id: String, scalar: Unicode.Scalar, at location: SourceLocation)
        -> Diagnostic
    {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
        return Diagnostic(
            .error,
            "the translation of \(quote(id)) holds U+\(padded), a control character that 'export' could not "
                + "write back; remove it from the file and import again", at: location)
    }

    /// The summary error of an import refused because translations hold control characters.
    static func importRefusedForCharacters(_ count: Int, path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "\(count) translation\(count == 1 ? " holds" : "s hold") a control character; nothing was written",
            at: SourceLocation(path: path, line: 1, column: 1))
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
