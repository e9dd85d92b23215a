/// What `error-tables translations --confirm <language>` writes: the domain's `TranslationLock` with the
/// language's lines made anew from the current source texts of the units it translates, and how they changed.
///
/// ```swift
/// let confirmation = try TranslationConfirmation.make(language: "it", domainFolder: "spec/A", diagnostics: &d)
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

    /// Loads the domain in `folder` and confirms `language`'s translations. Everything loading reports goes to
    /// `diagnostics` (stale translations among it).
    ///
    /// - Throws: The source language, a language without a document in the domain, or a domain that cannot be
    ///   loaded or has errors (reported into `diagnostics` first): nothing to write.
    public static func make(language: String, domainFolder folder: String, diagnostics: inout Diagnostics)
        throws(FatalDiagnostic) -> TranslationConfirmation
    {
        guard let sources = SpecLoader.loadSources(folder: folder, diagnostics: &diagnostics),
            diagnostics.errorCount == 0
        else { throw FatalDiagnostic(.confirmationOfSpecWithErrors(folder)) }
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
