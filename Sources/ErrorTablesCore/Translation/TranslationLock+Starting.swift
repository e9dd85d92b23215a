import Foundation

extension TranslationLock {
    /// What starting a domain's lock wrote: the file and, by language, how many translations it took as current.
    public struct Start: Sendable, Equatable {
        /// The lock's path.
        public var path: String
        /// How many translated texts of each translation the lock records, by language (sorted when listed).
        public var recorded: [String: Int]

        /// One line for the user: what the new lock holds. The translations present are taken as current.
        public var summary: String {
            let languages = recorded.keys.sorted(by: TranslationLock.byteOrder)
            let held = languages.map { language in
                let count = recorded[language] ?? 0
                return "\(language): \(count) text\(count == 1 ? "" : "s")"
            }.joined(separator: ", ")
            return "started \(path)"
                + (languages.isEmpty
                    ? " (no translation yet)" : " (\(held)): the translations present are taken as current")
                + "; lint warns about a translation once its source text changes"
        }
    }

    /// The lock of a domain that has none: every text each translation translates now recorded with its current
    /// source text, as if each language had been confirmed (`confirming(language:units:)`).
    ///
    /// - Parameters:
    ///   - sources: The domain as loaded (the source document first among its languages).
    ///   - units: Every unit of the domain, as `TranslationUnitBuilder` builds them.
    ///   - except: Languages left out (the one an import is about to record).
    static func starting(_ sources: DomainSources, units: [TranslationUnit], except: Set<String> = [])
        -> TranslationLock
    {
        var lock = TranslationLock()
        for language in sources.domain.languages.dropFirst() where !except.contains(language) {
            lock = lock.confirming(language: language, units: units)
        }
        return lock
    }

    /// Writes the first `translations.lock` of the domain in `folder` when it has none, so that stale
    /// translations are detected from then on (what `init` and `translations --new` call, through
    /// `Pipeline.startTranslationLock(domain:)`). The translations present are taken as current. A domain that
    /// cannot be loaded gets a lock with no lines (its translations are recorded by `translations --confirm` once
    /// it loads).
    ///
    /// - Parameters:
    ///   - folder: The domain folder, where `translations.lock` goes.
    ///   - load: Loads the domain's sources (what it reports is ignored); called only when there is no lock.
    /// - Returns: What was written; `nil` when the domain has a lock already (nothing is written over it).
    public static func start(folder: String, loading load: () -> DomainSources?) throws(FatalDiagnostic) -> Start? {
        let path = Self.path(folder: folder)
        guard !FileManager.default.fileExists(atPath: path) else { return nil }
        var ignored = Diagnostics()
        var lock = TranslationLock()
        if let sources = load() {
            lock = starting(sources, units: TranslationUnitBuilder(sources).build(diagnostics: &ignored))
        }
        // `create`: a lock that appeared meanwhile is kept.
        guard try AtomicFileWrite.create(Data(lock.rendered().utf8), at: path) else { return nil }
        return Start(path: path, recorded: lock.sourceTexts.mapValues(\.count))
    }
}

extension TranslationLock {
    /// One note for each domain of `model` that has translations but no `translations.lock`: without it no
    /// translation is ever reported stale. What `lint` and `check` print once per run (not per document).
    public static func missingLockNotes(_ model: ErrorModel) -> Diagnostics {
        var notes = Diagnostics()
        for domain in model.domains where domain.languages.count > 1 {
            let folder = (domain.config.path as NSString).deletingLastPathComponent
            guard !FileManager.default.fileExists(atPath: path(folder: folder)) else { continue }
            notes.report(
                .noTranslationsLock(
                    folder: folder, translations: Array(domain.languages.dropFirst()),
                    at: SourceLocation(path: domain.config.path, line: 1, column: 1)))
        }
        return notes
    }
}

extension Diagnostic {
    /// A domain with translations and no `translations.lock` (`at`: its config's start).
    static func noTranslationsLock(folder: String, translations: [String], at location: SourceLocation)
        -> Diagnostic
    {
        let first = translations.first ?? "<language>"
        let others = translations.dropFirst()
        return Diagnostic(
            .note,
            "the domain has no \(TranslationLock.fileName), so stale translations cannot be detected (a translation "
                + "whose source text changed is not reported); start it with 'error-tables translations --spec "
                + "\(folder) --confirm \(first)'"
                + (others.isEmpty ? "" : " (and --confirm " + others.joined(separator: ", ") + " likewise)"),
            at: location)
    }
}
