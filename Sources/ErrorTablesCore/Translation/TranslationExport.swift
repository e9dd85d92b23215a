/// What `error-tables export` writes for one domain and one target language: each `TranslationUnit` with its
/// source text, its current translation, its state and a note for translators, ready to render as XLIFF 1.2
/// (`xliff()`) or as a String Catalog (`stringCatalog()`).
///
/// ```swift
/// let export = TranslationExport(domain: sources.domain, units: units, language: "it")
/// let text = try export.xliff()
/// ```
public struct TranslationExport: Sendable, Equatable {
    /// A unit's state for the target language.
    public enum State: String, Sendable, Equatable, Hashable {
        /// No translation: no row, or an empty cell.
        case new
        /// A translation that differs from the source text, or a source text that reads the same in every
        /// language (a code, a number).
        case translated
        /// A translation to check: word for word the source text although that needs translating, or made
        /// against an older source text (`staleIDs`).
        case needsReview
    }

    /// One exported unit.
    public struct Entry: Sendable, Equatable {
        /// The unit.
        public var unit: TranslationUnit
        /// The target language's text, if any.
        public var target: String?
        /// The state.
        public var state: State
        /// The note for translators: which method or table, which column, the code and the source location.
        public var note: String
    }

    /// The domain's folder name, e.g. `FirebaseAuth`.
    public var domainName: String
    /// The source language.
    public var sourceLanguage: String
    /// The source document's file name, e.g. `en.md`.
    public var sourceFile: String
    /// The target language.
    public var language: String
    /// The entries, in source document order.
    public var entries: [Entry]

    /// Exports `units` of `domain` for `language` (a language the domain has no document for gets every unit
    /// as `new`).
    ///
    /// - Parameters:
    ///   - domain: The domain the units are of.
    ///   - units: Its units, as `TranslationUnitBuilder` builds them.
    ///   - language: The target language.
    ///   - staleIDs: The units whose translation in `language` was made against an older source text (the hook
    ///     for the translations lock file): `needsReview` whatever their text.
    public init(domain: ErrorDomain, units: [TranslationUnit], language: String, staleIDs: Set<String> = []) {
        domainName = domain.name
        sourceLanguage = domain.sourceLanguage
        sourceFile = ModelBuilder.fileName(domain.documentPaths[domain.sourceLanguage] ?? "\(sourceLanguage).md")
        self.language = language
        let notes = TranslationNotes(domain: domain)
        entries = units.map { unit in
            let target = unit.translation(in: language)
            return Entry(
                unit: unit, target: target,
                state: Self.state(of: unit, target: target, stale: staleIDs.contains(unit.id)),
                note: notes.text(for: unit))
        }
    }

    /// The state of `unit` whose translation is `target`.
    static func state(of unit: TranslationUnit, target: String?, stale: Bool) -> State {
        guard let target else { return .new }
        if stale || (target == unit.sourceText && unit.needsTranslation) { return .needsReview }
        return .translated
    }
}
