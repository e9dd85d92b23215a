/// The one entry point from a spec folder to generated files, for the command-line verbs, the build plugins
/// (through `error-tables generate`) and the benchmark.
///
/// The stages, in order (see `Stage`):
///
/// 1. locating: the domain folders under the spec path (`SpecLoader.domainFolders(at:)`);
/// 2. loading: per domain, `Markdown/` → `Extraction/` → `Alignment/` and `Model/` (`SpecLoader`);
/// 3. naming: the generated Swift names compile and do not collide (`CodeGenerator.checkNames`);
/// 4. file names: no two domain folders generate the same files;
/// 5. rendering: Swift code and catalogs in the requested formats (`Rendering/`).
///
/// Loading and naming always run (on every domain that loaded), so one run reports every problem of the spec;
/// file names and rendering run only when nothing failed before and a format is asked for. Nothing is written:
/// `OutputWriter` writes a result's `domains`, and `GeneratedFolderComparison` compares them with a folder.
///
/// ```swift
/// let result = Pipeline(formats: [.swift, .strings]).run(spec: "spec")
/// if result.succeeded { try OutputWriter(folder: "Generated").write(result.domains) }
/// ```
public struct Pipeline: Sendable {
    /// A step of the pipeline; a run's `PipelineResult.failedStage` names the first that failed.
    public enum Stage: String, Sendable, Hashable, CaseIterable {
        /// Finding the domain folders: the spec folder is missing or holds no domain. Nothing else runs and the
        /// model is empty; the command-line tool exits with status 2.
        case locating
        /// Reading each domain's config and documents, extracting and aligning their tables, building the model.
        case loading
        /// Checking that every generated name compiles and none collides.
        case naming
        /// Checking that no two domain folders generate the same file names.
        case fileNames
        /// Rendering Swift code and catalogs.
        case rendering
    }

    /// The formats rendered for each domain; empty to stop after naming (a validated model, no files).
    public var formats: Set<OutputFormat>

    /// A pipeline that renders `formats` (by default Swift code and `.strings` catalogs).
    public init(formats: Set<OutputFormat> = OutputFormat.defaults) { self.formats = formats }

    /// Runs every stage on the spec at `path`: a domain folder, or a folder of domain folders.
    public func run(spec path: String) -> PipelineResult { render(load(spec: path)) }

    /// Runs locating, loading and naming: the validated model with its diagnostics, and no files.
    public func load(spec path: String) -> PipelineResult {
        let folders: [String]
        do throws(FatalDiagnostic) {
            folders = try SpecLoader.domainFolders(at: path)
        } catch {
            var result = PipelineResult(model: ErrorModel(domains: []))
            var locating = Diagnostics()
            locating.report(error.diagnostic)
            result.record(.locating, locating)
            return result
        }
        var loading = Diagnostics()
        let domains = folders.compactMap { SpecLoader.loadDomain(folder: $0, diagnostics: &loading) }
        var result = PipelineResult(model: ErrorModel(domains: domains))
        result.record(.loading, loading)
        var naming = Diagnostics()
        for domain in domains {
            if let methodTypes = CodeGenerator(domain: domain).checkNames(diagnostics: &naming) {
                result.checkedNames[domain.name] = .init(domain: domain, methodTypes: methodTypes)
            }
        }
        result.record(.naming, naming)
        return result
    }

    /// Runs the stages after naming on a loaded result: file names, then rendering in `formats`. Returns
    /// `loaded` unchanged when a stage before failed or no format is asked for.
    public func render(_ loaded: PipelineResult) -> PipelineResult {
        guard loaded.succeeded, !formats.isEmpty else { return loaded }
        var result = loaded
        var fileNames = Diagnostics()
        Self.checkFileNames(of: result.model.domains, diagnostics: &fileNames)
        result.record(.fileNames, fileNames)
        guard result.succeeded else { return result }
        var rendering = Diagnostics()
        let options = CodeGenerator.Options(
            strings: formats.contains(.strings), stringCatalog: formats.contains(.stringCatalog))
        for domain in result.model.domains {
            let generator = CodeGenerator(domain: domain, options: options)
            // A result built in memory, or a model changed since `load(spec:)`, is checked here.
            let checked = result.checkedNames[domain.name].flatMap { $0.domain == domain ? $0.methodTypes : nil }
            guard let methodTypes = checked ?? generator.checkNames(diagnostics: &rendering) else { continue }
            var files = generator.files(methodTypes: methodTypes)
            if !formats.contains(.swift) { files.removeAll { $0.path.hasSuffix(".swift") } }
            result.domains.append(OutputWriter.Domain(name: domain.name, files: files))
        }
        result.record(.rendering, rendering)
        if !result.succeeded { result.domains = [] }
        return result
    }
}
