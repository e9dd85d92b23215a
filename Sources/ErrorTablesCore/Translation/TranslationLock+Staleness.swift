/// Which translations are stale: made against a source text other than the current one.
extension TranslationLock {
    /// One stale translation: a unit whose translation in `language` was made against `lockedText`, while the
    /// source document now says `sourceText`.
    public struct Stale: Sendable, Equatable {
        /// The unit's id.
        public var id: String
        /// The translation's language.
        public var language: String
        /// The source text the translation was made against, as the lock records it.
        public var lockedText: String
        /// The source text now.
        public var sourceText: String
        /// Where the source text is.
        public var sourceLocation: SourceLocation
        /// Where the translation is (the source text's place when the translated cell's is unknown).
        public var location: SourceLocation
    }

    /// Every stale translation of `units`, unit after unit (in the order given), each unit's languages sorted:
    /// a unit is stale in a language when the language translates it (has text for it), the lock records a
    /// source text for it in that language, and that text differs from the unit's source text now.
    public func staleTranslations(_ units: [TranslationUnit]) -> [Stale] {
        let languages = languages
        var result: [Stale] = []
        for unit in units {
            for language in languages {
                guard let locked = sourceTexts[language]?[unit.id], locked != unit.sourceText,
                    let translation = unit.translations[language], translation.text != nil
                else { continue }
                result.append(
                    Stale(
                        id: unit.id, language: language, lockedText: locked, sourceText: unit.sourceText,
                        sourceLocation: unit.sourceCell.location,
                        location: translation.cell?.location ?? unit.sourceCell.location))
            }
        }
        return result
    }

    /// The ids of the units of `units` whose translation in `language` is stale (for `TranslationExport`).
    public func staleIDs(language: String, units: [TranslationUnit]) -> Set<String> {
        guard let texts = sourceTexts[language] else { return [] }
        return Set(
            units.filter { unit in
                unit.translation(in: language) != nil && texts[unit.id].map { $0 != unit.sourceText } == true
            }.map(\.id))
    }
}

extension TranslationLock {
    /// The Translation step of loading a domain folder (run on the built model by `SpecLoader.load(_:diagnostics:)`
    /// in `Pipeline/`, which calls this folder, never the other way): reads the domain's `translations.lock`, if it
    /// has one, into `sources`, reports each stale translation (a warning at the translated cell) and counts it in
    /// the language's coverage. Without a lock nothing is stale and nothing is reported.
    ///
    /// - Parameters:
    ///   - sources: The domain as built; gets the lock and the stale counts.
    ///   - folder: The domain folder, where `translations.lock` is.
    ///   - boundary: Where the lock must lead (see `InputBoundary`); one that leads elsewhere is an error and is
    ///     not read.
    ///   - diagnostics: Where a lock that cannot be read and each stale translation are reported.
    static func markStale(
        in sources: inout DomainSources, folder: String, boundary: InputBoundary = .anywhere,
        diagnostics: inout Diagnostics
    ) {
        do throws(FatalDiagnostic) {
            try boundary.check(path(folder: folder))
        } catch {
            return diagnostics.report(error.diagnostic)
        }
        guard let lock = read(folder: folder, diagnostics: &diagnostics) else { return }
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
