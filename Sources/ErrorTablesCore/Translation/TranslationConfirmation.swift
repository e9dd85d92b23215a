/// What `error-tables translations --confirm <language>` writes: the domain's `TranslationLock` with the
/// language's lines made anew from the current source texts of the units it translates, and how they changed.
///
/// ```swift
/// let confirmation = try Pipeline.confirmTranslations(language: "it", domain: .onDisk("spec/A"), diagnostics: &d)
/// try confirmation.lock.write(folder: "spec/A")
/// ```
public struct TranslationConfirmation: Sendable, Equatable {
    /// The confirmed language, spelled as the domain's document is named.
    public var language: String
    /// The lock to write.
    public var lock: TranslationLock
    /// How many lines the language has in `lock`.
    public var recorded: Int
    /// How many of them are new or record another source text than before.
    public var updated: Int
    /// How many lines of the language the lock had before and has no longer.
    public var removed: Int

    /// `(recorded, updated, removed)`.
    public var changes: (recorded: Int, updated: Int, removed: Int) { (recorded, updated, removed) }

    /// Confirms `language`'s translations in the domain loaded from `folder` (`sources`, loaded by
    /// `Pipeline.confirmTranslations(language:domain:diagnostics:)`, which calls this).
    ///
    /// - Parameters:
    ///   - language: The language to confirm.
    ///   - sources: The domain as loaded; `nil` when it could not be loaded.
    ///   - folder: The domain folder, named when the domain cannot be confirmed.
    ///   - diagnostics: Everything loading reported (stale translations among it): any error refuses.
    /// - Throws: The source language, a language without a document in the domain, or a domain that cannot be
    ///   loaded or has errors (reported into `diagnostics` first): nothing to write.
    public static func make(
        language: String, sources: DomainSources?, domainFolder folder: String, diagnostics: Diagnostics
    ) throws(FatalDiagnostic) -> TranslationConfirmation {
        guard let sources, diagnostics.errorCount == 0 else {
            throw FatalDiagnostic(.confirmationOfSpecWithErrors(folder))
        }
        let domain = sources.domain
        if language.lowercased() == domain.sourceLanguage.lowercased() {
            throw FatalDiagnostic(
                .confirmationOfSourceLanguage(language, at: domain.config.location(ofKey: "sourceLanguage")))
        }
        guard let spelled = domain.languages.first(where: { $0.lowercased() == language.lowercased() }) else {
            throw FatalDiagnostic(
                .confirmationWithoutDocument(language, languages: Array(domain.languages.dropFirst())))
        }
        var unitDiagnostics = Diagnostics()
        let units = TranslationUnitBuilder(sources).build(diagnostics: &unitDiagnostics)
        let old = sources.lock ?? TranslationLock()
        let lock = old.confirming(language: spelled, units: units)
        let changes = lock.changes(from: old, language: spelled)
        return TranslationConfirmation(
            language: spelled, lock: lock, recorded: changes.recorded, updated: changes.updated,
            removed: changes.removed)
    }
}
