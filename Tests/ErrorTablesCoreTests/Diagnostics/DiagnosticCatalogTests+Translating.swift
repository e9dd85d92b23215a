import Foundation

@testable import ErrorTablesCore

extension DiagnosticCatalogTests {
    /// The messages of translation units and their export (Translation/).
    static let translatingEntries: [Entry] = [
        Entry(
            "translationUnitCollision", .translationUnitCollision("*", firstLine: 12, at: at),
            "spec/Auth/it.md:3:5: warning: this text's translation unit id '*' is also the id of the text at line 12; only that one is exported"
        ),
        Entry(
            "characterNotInXML", .characterNotInXML("\u{1}", unit: "signIn:/PXErrorA", at: at),
            "spec/Auth/it.md:3:5: error: the translation unit 'signIn:/PXErrorA' holds U+0001, a character XML 1.0 cannot hold even escaped; remove it from the document and export again"
        ),
        Entry(
            "noTranslationsLock", .noTranslationsLock(folder: "spec/Auth", translations: ["fr", "it"], at: at),
            "spec/Auth/it.md:3:5: note: the domain has no translations.lock, so stale translations cannot be detected (a translation whose source text changed is not reported); start it with 'error-tables translations --spec spec/Auth --confirm fr' (and --confirm it likewise)"
        ),
        Entry(
            "staleTranslation",
            .staleTranslation(
                .init(
                    id: "PXErrorA", language: "it", lockedText: "Over 10 MB.", sourceText: "Over 25 MB.",
                    sourceLocation: .init(path: "spec/Auth/en.md", line: 7, column: 3), location: at),
                folder: "spec/Auth"),
            "spec/Auth/it.md:3:5: warning: stale translation of 'PXErrorA': it was made against 'Over 10 MB.' but en.md:7 now says 'Over 25 MB.'; update it, then run 'error-tables translations --spec spec/Auth --confirm it' [stale-translation: PXErrorA]"
        ),
        Entry(
            "translationsLockNotUTF8", .translationsLockNotUTF8(at: lockAt),
            "spec/Auth/translations.lock:4:1: warning: this line is not UTF-8; it is ignored (save the file as UTF-8) [ignored-lock-line: line 4]"
        ),
        Entry(
            "translationsLockConflictMarker", .translationsLockConflictMarker(at: lockAt),
            "spec/Auth/translations.lock:4:1: warning: unresolved merge conflict marker; it is ignored: keep one line per language and unit, or run 'error-tables translations --confirm <language>' to write the language's lines anew [ignored-lock-line: line 4]"
        ),
        Entry(
            "translationsLockLineMalformed", .translationsLockLineMalformed(fields: 1, at: lockAt),
            "spec/Auth/translations.lock:4:1: warning: this line has 1 tab-separated field; a line is <language> TAB <unit id> TAB <source text> (tabs inside written \\t); it is ignored [ignored-lock-line: line 4]"
        ),
        Entry(
            "translationsLockLanguageNotATag", .translationsLockLanguageNotATag("italian", at: lockAt),
            "spec/Auth/translations.lock:4:1: warning: 'italian' is not a BCP-47 language tag such as 'it' or 'pt-BR'; the line is ignored [ignored-lock-line: line 4]"
        ),
        Entry(
            "translationsLockBadEscape", .translationsLockBadEscape(at: lockAt),
            #"spec/Auth/translations.lock:4:1: warning: unknown escape; a lock line escapes only \\, \t, \n, \r, \s and \u{hex}; the line is ignored [ignored-lock-line: line 4]"#
        ),
        Entry(
            "translationsLockEmptyField", .translationsLockEmptyField("source text", at: lockAt),
            "spec/Auth/translations.lock:4:1: warning: the source text is empty; the line is ignored [ignored-lock-line: line 4]"
        ),
        Entry(
            "translationsLockDuplicateLine",
            .translationsLockDuplicateLine("it", id: "PXErrorA", firstLine: 2, at: lockAt),
            "spec/Auth/translations.lock:4:1: warning: a second line for 'PXErrorA' in 'it' (the first is line 2, which is used); remove one [ignored-lock-line: line 4]"
        ),
        Entry(
            "confirmationOfSpecWithErrors", .confirmationOfSpecWithErrors("spec/Auth"),
            "error-tables: error: translations are confirmed only in a domain without errors; fix them and run again; 'spec/Auth/translations.lock' was not written"
        ),
        Entry(
            "confirmationOfSourceLanguage", .confirmationOfSourceLanguage("en", at: at),
            "spec/Auth/it.md:3:5: error: 'en' is the source language, which has no translations to confirm; nothing was written"
        ),
        Entry(
            "confirmationWithoutDocument", .confirmationWithoutDocument("fr", languages: ["hi", "it"]),
            "error-tables: error: the domain has no document in 'fr' (its translations: hi, it); nothing was written"
        ),
    ]

    /// Where the lock file samples point.
    static let lockAt = ErrorTablesCore.SourceLocation(path: "spec/Auth/translations.lock", line: 4, column: 1)
}
