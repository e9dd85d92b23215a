/// One domain's model with what it was built from: the extracted source document, the extracted translations
/// and which source table each translated table translates. `SpecLoader.load(_:diagnostics:)` makes it and
/// hands it to the Translation steps; `TranslationUnitBuilder` reads every translatable cell's place from it.
public struct DomainSources: Sendable, Equatable {
    /// The validated domain.
    public var domain: ErrorDomain
    /// The source-language document as extracted.
    public var source: ExtractedDocument
    /// The translations as extracted, sorted by language.
    public var translations: [ExtractedDocument]
    /// For each translation (same order), the index in `source.tables` of the table each of its tables
    /// translates (`TableAligner`), `nil` for a table that matches none.
    public var alignments: [[Int?]]
    /// The domain's `translations.lock`, `nil` when it has none (see `TranslationLock`).
    public var lock: TranslationLock? = nil

    /// Creates the sources of a domain.
    public init(
        domain: ErrorDomain, source: ExtractedDocument, translations: [ExtractedDocument], alignments: [[Int?]]
    ) {
        self.domain = domain
        self.source = source
        self.translations = translations
        self.alignments = alignments
    }
}
