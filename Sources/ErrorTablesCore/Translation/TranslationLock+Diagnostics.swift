import Foundation

extension Diagnostic {
    /// A translation made against another source text than the current one (see `TranslationLock`);
    /// `folder`: the domain folder, for the command that confirms the language.
    static func staleTranslation(_ stale: TranslationLock.Stale, folder: String) -> Diagnostic {
        let source = ModelBuilder.fileName(stale.sourceLocation.path)
        return Diagnostic(
            .warning,
            "stale translation of \(quote(stale.id)): it was made against \(quote(stale.lockedText)) but "
                + "\(source):\(stale.sourceLocation.line) now says \(quote(stale.sourceText)); update it, then run "
                + "'error-tables translations --spec \(folder) --confirm \(stale.language)'",
            at: stale.location, cause: .staleTranslation, subject: stale.id)
    }

    /// A lock line that is not UTF-8.
    static func translationsLockNotUTF8(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "this line is not UTF-8; it is ignored (save the file as UTF-8)", at: location,
            cause: .ignoredLockLine,
            subject: "line \(location.line)")
    }

    /// A lock line that is a merge conflict marker.
    static func translationsLockConflictMarker(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "unresolved merge conflict marker; it is ignored: keep one line per language and unit, or run "
                + "'error-tables translations --confirm <language>' to write the language's lines anew",
            at: location, cause: .ignoredLockLine,
            subject: "line \(location.line)")
    }

    /// A lock line without exactly three tab-separated fields (`at`: where the third tab or the line's end is).
    static func translationsLockLineMalformed(fields: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "this line has \(fields) tab-separated field\(fields == 1 ? "" : "s"); a line is <language> TAB "
                + "<unit id> TAB <source text> (tabs inside written \\t); it is ignored", at: location,
            cause: .ignoredLockLine,
            subject: "line \(location.line)")
    }

    /// A lock line whose first field is not a language tag.
    static func translationsLockLanguageNotATag(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "\(quote(text)) is not a BCP-47 language tag such as 'it' or 'pt-BR'; the line is ignored",
            at: location, cause: .ignoredLockLine,
            subject: "line \(location.line)")
    }

    /// A backslash in a lock line that starts no escape the file uses.
    static func translationsLockBadEscape(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "unknown escape; a lock line escapes only \\\\, \\t, \\n, \\r, \\s and \\u{hex}; the line is ignored",
            at: location, cause: .ignoredLockLine,
            subject: "line \(location.line)")
    }

    /// A lock line with an empty unit id or source text (`field`).
    static func translationsLockEmptyField(_ field: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "the \(field) is empty; the line is ignored", at: location, cause: .ignoredLockLine,
            subject: "line \(location.line)")
    }

    /// A second lock line for one language and unit.
    static func translationsLockDuplicateLine(
        _ language: String, id: String, firstLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "a second line for \(quote(id)) in \(quote(language)) (the first is line \(firstLine), which is used); "
                + "remove one", at: location, cause: .ignoredLockLine,
            subject: "line \(location.line)")
    }
}

extension Diagnostic.Cause {
    /// A translation made against an older source text.
    public static let staleTranslation = Self(
        id: "stale-translation", summary: "translations were made against an older source text",
        advice: "update them, then run 'error-tables translations --confirm <language>'")
    /// A line of `translations.lock` that cannot be used.
    public static let ignoredLockLine = Self(
        id: "ignored-lock-line", summary: "lines of translations.lock cannot be used",
        advice: "they are ignored; fix them, or run 'error-tables translations --confirm <language>' to write the "
            + "language's lines anew")
}

extension Diagnostic {
    /// `translations --confirm` of a domain that cannot be loaded or has errors (reported before this one).
    static func confirmationOfSpecWithErrors(_ folder: String) -> Diagnostic {
        Diagnostic(
            .error,
            "translations are confirmed only in a domain without errors; fix them and run again; '\(folder)/"
                + "\(TranslationLock.fileName)' was not written", at: nil)
    }

    /// `translations --confirm` of the source language (`at`: the config's `sourceLanguage`, or its start).
    static func confirmationOfSourceLanguage(_ language: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "\(quote(language)) is the source language, which has no translations to confirm; nothing was written",
            at: location)
    }

    /// `translations --confirm` of a language the domain has no document for.
    static func confirmationWithoutDocument(_ language: String, languages: [String]) -> Diagnostic {
        Diagnostic(
            .error,
            "the domain has no document in \(quote(language)) ("
                + (languages.isEmpty
                    ? "it has no translations" : "its translations: " + languages.joined(separator: ", "))
                + "); nothing was written", at: nil)
    }
}
