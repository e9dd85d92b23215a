extension Diagnostic {
    /// A skeleton asked for a language that is not a BCP-47 tag.
    static func skeletonLanguageNotATag(_ language: String) -> Diagnostic {
        Diagnostic(
            .error, "\(quote(language)) is not a BCP-47 language tag such as 'fr' or 'pt-BR'; nothing was written",
            at: nil)
    }

    /// A skeleton asked for the source language (`at`: the config's `sourceLanguage`, or its start).
    static func skeletonOfSourceLanguage(_ language: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "\(quote(language)) is the source language: its document is the source; nothing was written",
            at: location)
    }

    /// A skeleton asked for a language that already has a document (at `path`).
    static func skeletonDocumentExists(_ language: String, path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "\(quote(language)) already has a document; a skeleton never overwrites one (translate it in place, or "
                + "remove it first); nothing was written",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// The source document or config a skeleton is made from has errors (reported before this one).
    static func skeletonSourceHasErrors(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, "no skeleton is made from a file with errors; fix them and run again; nothing was written",
            at: SourceLocation(path: path, line: 1, column: 1))
    }
}
