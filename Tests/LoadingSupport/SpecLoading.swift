import ErrorTablesCore

/// One-line loading for tests, through the core's one loading step (`SpecLoader.load(_:diagnostics:)`); not
/// API of the core, which loads a spec through `Pipeline.load(spec:)` and one domain through
/// `Pipeline.loadSources(domain:diagnostics:)`.
public enum SpecLoading {
    /// Every domain under `path` (a domain folder, or a folder of them), in folder order: the model alone,
    /// without `Pipeline.load(spec:)`'s check of generated names.
    ///
    /// - Throws: When `path` is no spec folder (`SpecLoader.domainFolders(at:)`).
    public static func model(path: String, diagnostics: inout Diagnostics) throws(FatalDiagnostic) -> ErrorModel {
        let folders = try SpecLoader.domainFolders(at: path)
        return ErrorModel(domains: folders.compactMap { domain(folder: $0, diagnostics: &diagnostics) })
    }

    /// The domain folder `folder` on disk, with the documents it was built from; `nil` when it cannot be
    /// loaded.
    public static func sources(folder: String, diagnostics: inout Diagnostics) -> DomainSources? {
        SpecLoader.load(.onDisk(folder), diagnostics: &diagnostics)
    }

    /// The domain of the folder `folder` on disk; `nil` when it cannot be loaded.
    public static func domain(folder: String, diagnostics: inout Diagnostics) -> ErrorDomain? {
        sources(folder: folder, diagnostics: &diagnostics)?.domain
    }
}
