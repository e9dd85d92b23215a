import Foundation

extension TranslationExport {
    /// The formats `export` writes.
    public enum Format: String, Sendable, CaseIterable {
        /// XLIFF 1.2, as Xcode's Export Localizations writes it (`XLIFFDocument`).
        case xliff
        /// A String Catalog (`.xcstrings`) with the source language and the target language.
        case xcstrings
    }

    /// The export in `format`; throws when a text cannot be written in it (XLIFF: a character XML 1.0
    /// cannot hold).
    public func rendered(as format: Format) throws(FatalDiagnostic) -> String {
        switch format {
        case .xliff: try xliff()
        case .xcstrings: stringCatalog()
        }
    }

    /// XLIFF 1.2 (see `XLIFFDocument`).
    public func xliff() throws(FatalDiagnostic) -> String { try XLIFFDocument.render(self) }

    /// A String Catalog with the source language and the target language: each unit a string keyed by its id,
    /// its note as the comment, the source text `translated`, and the target `translated` or `needs_review`;
    /// a unit without translation has no localization in the target language (tools show it as new). Keys
    /// are sorted, as Xcode writes them. JSON can hold any text, so this never fails.
    public func stringCatalog() -> String {
        let strings: [(String, JSONValue)] = entries.sorted { $0.unit.id < $1.unit.id }.map { entry in
            func localization(_ state: String, _ text: String) -> JSONValue {
                .object([("stringUnit", .object([("state", .string(state)), ("value", .string(text))]))])
            }
            var localizations: [(String, JSONValue)] = [
                (sourceLanguage, localization("translated", entry.unit.sourceText))
            ]
            if let target = entry.target, language != sourceLanguage {
                localizations.append((language, localization(Self.catalogState(entry.state), target)))
            }
            localizations.sort { $0.0 < $1.0 }
            return (
                entry.unit.id,
                .object([
                    ("comment", .string(entry.note)), ("extractionState", .string("manual")),
                    ("localizations", .object(localizations)),
                ])
            )
        }
        return JSONValue.object([
            ("sourceLanguage", .string(sourceLanguage)), ("strings", .object(strings)), ("version", .string("1.0")),
        ]).rendered()
    }

    /// A String Catalog's state for an entry's target.
    static func catalogState(_ state: State) -> String {
        switch state {
        case .new: "new"
        case .translated: "translated"
        case .needsReview: "needs_review"
        }
    }

    /// Writes `text` to `path` atomically with ``AtomicFileWrite``: `path` is at every moment the old file or the
    /// whole new one; a link, folder or special file there is refused.
    public static func write(_ text: String, to path: String) throws(FatalDiagnostic) {
        try AtomicFileWrite.replace(Data(text.utf8), at: path)
    }
}
