extension SpecLoader {
    /// Reads the domain's `translations.lock`, if it has one, into `sources`, reports each stale translation
    /// (a warning at the translated cell) and counts it in the language's coverage. Without a lock nothing is
    /// stale and nothing is reported.
    static func checkTranslationLock(_ sources: inout DomainSources, folder: String, diagnostics: inout Diagnostics) {
        guard let lock = TranslationLock.read(folder: folder, diagnostics: &diagnostics) else { return }
        sources.lock = lock
        // Unit id collisions are reported by the tools that export units, not by every load.
        var unitDiagnostics = Diagnostics()
        let units = TranslationUnitBuilder(sources).build(diagnostics: &unitDiagnostics)
        for stale in lock.staleTranslations(units) {
            diagnostics.report(.staleTranslation(stale, folder: folder))
            sources.domain.translationCoverage[stale.language]?.stale += 1
        }
    }
}
