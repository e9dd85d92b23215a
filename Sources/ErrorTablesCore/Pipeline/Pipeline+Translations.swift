import Foundation

/// The one-domain siblings of `Pipeline.load(spec:)`, for the verbs that work on one domain's translations
/// (`export`, `import`, `translations`, and `init`'s probes): each loads that one domain through
/// `SpecLoader.load(_:diagnostics:)` (read, extract, build, then the Translation step that marks stale
/// translations) and hands the `DomainSources` to the Translation steps. `Pipeline/` calls `Translation/`, never
/// the other way: the Translation steps take the sources (or, for `import`, which reloads with a new language's
/// skeleton, a loader) and load nothing themselves.
extension Pipeline {
    /// Loads one domain: its model with the extracted documents it was built from and its `translations.lock`
    /// (stale translations reported); `nil` when its config or source document cannot be used. Unlike
    /// `load(spec:)`, only this domain is read (another domain's errors do not block a verb) and generated names
    /// are not checked.
    public static func loadSources(domain files: DomainFiles, diagnostics: inout Diagnostics) -> DomainSources? {
        SpecLoader.load(files, diagnostics: &diagnostics)
    }

    /// `import`: loads the domain and prepares the import of `file` into it (see `TranslationImport`); nothing
    /// is written.
    ///
    /// - Throws: `FatalDiagnostic` when nothing can be written (the errors are in `diagnostics` first).
    public static func prepareImport(
        _ file: TranslationFile, domain files: DomainFiles, force: Bool, diagnostics: inout Diagnostics
    ) throws(FatalDiagnostic) -> TranslationImport {
        try TranslationImport.prepare(
            file, domainFolder: files.folder, force: force, boundary: files.boundary, diagnostics: &diagnostics
        ) {
            added, reported in
            let document = added.map { DomainFiles.Document(language: $0.language, path: $0.path, bytes: $0.bytes) }
            return SpecLoader.load(files.adding(document), diagnostics: &reported)
        }
    }

    /// `translations --confirm`: loads the domain and confirms `language`'s translations (see
    /// `TranslationConfirmation`). Everything loading reports goes to `diagnostics` (stale translations among
    /// it).
    ///
    /// - Throws: The source language, a language without a document in the domain, or a domain that cannot be
    ///   loaded or has errors (reported into `diagnostics` first): nothing to write.
    public static func confirmTranslations(language: String, domain files: DomainFiles, diagnostics: inout Diagnostics)
        throws(FatalDiagnostic) -> TranslationConfirmation
    {
        let sources = SpecLoader.load(files, diagnostics: &diagnostics)
        return try TranslationConfirmation.make(
            language: language, sources: sources, domainFolder: files.folder, diagnostics: diagnostics)
    }

    /// `init` and `translations --new`: writes the domain's first `translations.lock` when it has none (see
    /// `TranslationLock.start(folder:loading:)`), loading the domain only then; what loading reports is ignored.
    ///
    /// - Returns: What was written; `nil` when the domain has a lock already.
    public static func startTranslationLock(domain files: DomainFiles) throws(FatalDiagnostic)
        -> TranslationLock.Start?
    {
        try TranslationLock.start(folder: files.folder) {
            var ignored = Diagnostics()
            return SpecLoader.load(files, diagnostics: &ignored)
        }
    }
}
