/// The one entry point from a spec folder to generated files, for the command-line verbs, the build plugins
/// (through `error-tables generate`) and the benchmark.
///
/// This is the one list of the pipeline's steps; other places link here. Each step is named for the value it
/// produces, and each value is the next step's input (per domain; a domain's folder is found first):
///
/// | Step | Input | Output | Where |
/// | --- | --- | --- | --- |
/// | read | a document's bytes (`SourceText`) | `MarkdownDocument` | `Markdown/`, `MarkdownDocument.read(path:)` |
/// | extract | `MarkdownDocument` and `DomainConfig` | `ExtractedDocument` | `Extraction/`, `Extractor.extract` |
/// | build | the source's and translations' `ExtractedDocument`s | `ErrorDomain` | `Model/`, `ModelBuilder.build` |
/// | mark stale | the built `DomainSources` and the domain's `translations.lock` | the same, with the lock and stale counts | `Translation/`, `TranslationLock.markStale` |
/// | render | `ErrorDomain` and the formats | `[GeneratedFile]` | `Rendering/`, `CodeGenerator` |
/// | write | `[GeneratedFile]` per domain | files in the output folder | `Output/`, `OutputWriter.write` |
///
/// `SpecLoader` runs read, extract and build for each domain folder (the config and its documents' places come
/// from `Config/`; build aligns translated tables with `Alignment/` first), then, for a folder on disk, marks
/// stale translations on the built model. Calls go one way: `Pipeline/` calls the stages' folders and
/// `Translation/`, and none of them calls into `Pipeline/`: they only use values it defines (`Translation/` the
/// `DomainSources` it is handed, `Checking/` the `OutputFormat` cases); `FolderDirectionTests` keeps it so.
/// The verbs that work on one domain's translations load it through this type's one-domain siblings
/// (`loadSources(domain:diagnostics:)`, `prepareImport`, `confirmTranslations`, `startTranslationLock`), which
/// hand the sources to the Translation steps. This type runs read to render, and never writes:
/// `generate` hands a result's `domains` to `OutputWriter`, and `check` compares them with a folder
/// (`GeneratedFolderComparison`). A run that fails names the first step that failed (`Stage`, in order):
///
/// 1. locate: the domain folders under the spec path (`SpecLoader.domainFolders(at:)`);
/// 2. build: read, extract and build, per domain, then the check that the built `ErrorDomain`'s generated Swift
///    names compile and do not collide (`CodeGenerator.checkNames`); on a folder on disk, translated numbers
///    are compared with the source's (`TranslatedRawValues`) and the API with the domain's `api-baseline.txt`
///    (`APIBaselineComparison`), which report but never fail the stage on their own;
/// 3. render: the checks that every domain folder's name can become its files' names (`OutputNames`) and that
///    no two domain folders generate the same files, then Swift code and catalogs in the requested formats.
///
/// Build always runs on every domain folder, and names are checked on every domain that was built, so one run
/// reports every problem of the spec; render runs only when nothing failed before and a format is asked for.
/// Write is not a stage: the pipeline never writes, and `OutputWriter` reports its own failures.
///
/// ```swift
/// let result = Pipeline(formats: [.swift, .strings]).run(spec: "spec")
/// if result.succeeded { try OutputWriter(folder: "Generated").write(result.domains) }
/// ```
public struct Pipeline: Sendable {
    /// A step of the pipeline that can fail, named as in the table above; a run's `PipelineResult.failedStage`
    /// names the first that failed.
    public enum Stage: String, Sendable, Hashable, CaseIterable {
        /// Finding the domain folders: the spec folder is missing or holds no domain. Nothing else runs and the
        /// model is empty; the command-line tool exits with status 2.
        case locate
        /// Reading, extracting and building each domain (`SpecLoader` runs the three per document and reports in
        /// document order), then checking that every generated Swift name of the built model compiles and none
        /// collides: the validated model.
        case build
        /// Checking that every domain folder's name can become its files' names and that no two domain folders
        /// generate the same file names, then rendering Swift code and catalogs.
        case render
    }

    /// The formats rendered for each domain; empty to stop after build (a validated model, no files).
    public var formats: Set<OutputFormat>

    /// Whether the files a spec names may lead outside the repository or package holding it
    /// (`--allow-outside-repository`; see `InputBoundary`); by default they may not.
    public var allowsOutsideRepository = false

    /// A pipeline that renders `formats` (by default Swift code and `.strings` catalogs); with
    /// `allowsOutsideRepository`, the spec's files may lead anywhere.
    public init(formats: Set<OutputFormat> = OutputFormat.defaults, allowsOutsideRepository: Bool = false) {
        self.formats = formats
        self.allowsOutsideRepository = allowsOutsideRepository
    }

    /// The boundary of the spec at `path` (see `InputBoundary`), or none when the user lifted it.
    public func boundary(spec path: String) -> InputBoundary {
        allowsOutsideRepository ? .anywhere : .enclosing(path)
    }

    /// Runs every stage on the spec at `path`: a domain folder, or a folder of domain folders.
    public func run(spec path: String) -> PipelineResult { render(load(spec: path)) }

    /// Runs locate and build: the validated model with its diagnostics, and no files.
    public func load(spec path: String) -> PipelineResult {
        let folders: [String]
        do throws(FatalDiagnostic) {
            folders = try SpecLoader.domainFolders(at: path)
        } catch {
            var result = PipelineResult(model: ErrorModel(domains: []))
            var locating = Diagnostics()
            locating.report(error.diagnostic)
            result.record(.locate, locating)
            return result
        }
        var loading = Diagnostics()
        let boundary = boundary(spec: path)
        let loaded = folders.compactMap {
            SpecLoader.load(.onDisk($0, boundary: boundary), diagnostics: &loading)
        }
        for sources in loaded { TranslatedRawValues.check(sources, diagnostics: &loading) }
        let domains = loaded.map(\.domain)
        var result = PipelineResult(model: ErrorModel(domains: domains))
        for domain in domains {
            guard let methodTypes = CodeGenerator(domain: domain).checkNames(diagnostics: &loading) else { continue }
            APIBaselineComparison.check(domain, methodTypes: methodTypes, spec: path, diagnostics: &loading)
        }
        result.record(.build, loading)
        return result
    }

    /// Runs the render stage on a loaded result: the file-name check, then rendering in `formats`. Returns
    /// `loaded` unchanged when a stage before failed or no format is asked for.
    public func render(_ loaded: PipelineResult) -> PipelineResult {
        guard loaded.succeeded, !formats.isEmpty else { return loaded }
        var result = loaded
        var rendering = Diagnostics()
        Self.checkWritableNames(of: result.model.domains, diagnostics: &rendering)
        Self.checkFileNames(of: result.model.domains, diagnostics: &rendering)
        guard rendering.errorCount == 0 else {
            result.record(.render, rendering)
            return result
        }
        let options = CodeGenerator.Options(
            strings: formats.contains(.strings), stringCatalog: formats.contains(.stringCatalog))
        // Names are checked again rather than cached from build: a cache saved nothing measurable (`generate` on
        // a 10 MB spec), and checking covers a model built in memory or changed since `load(spec:)`.
        // What build already reported is not reported twice.
        let reported = Set(result.diagnostics.all)
        for domain in result.model.domains {
            let generator = CodeGenerator(domain: domain, options: options)
            var naming = Diagnostics()
            let methodTypes = generator.checkNames(diagnostics: &naming)
            for diagnostic in naming.all where diagnostic.severity == .error || !reported.contains(diagnostic) {
                rendering.report(diagnostic)
            }
            guard let methodTypes else { continue }
            var files = generator.files(methodTypes: methodTypes)
            if !formats.contains(.swift) { files.removeAll { $0.path.hasSuffix(".swift") } }
            result.domains.append(OutputWriter.Domain(name: domain.name, files: files, config: domain.config.path))
        }
        result.record(.render, rendering)
        if !result.succeeded { result.domains = [] }
        return result
    }
}
