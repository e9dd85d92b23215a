import ErrorTablesCore
import Foundation

/// The pipeline of `generate` cut into its stages, each timed on its own with the core's public API, in the
/// order `SpecLoader` and `Pipeline` run them.
enum Stages {
    static let names = ["read", "parse", "extract", "model", "render", "write"]

    /// CPU milliseconds of each stage (in `names` order) for one run over the spec's domains.
    static func run(spec: String, output: String) throws -> [Double] {
        var times = [Double](repeating: 0, count: names.count)
        func timed<T>(_ stage: Int, _ body: () throws -> T) rethrows -> T {
            var result: T?
            let sample = try Sample.of { result = try body() }
            times[stage] += sample.cpu
            guard let result else { preconditionFailure("the body returned") }
            return result
        }
        var diagnostics = Diagnostics()
        var domains: [ErrorDomain] = []
        for name in RealisticSpec.domains {
            let folder = spec + "/" + name
            let config = try DomainConfig.read(path: folder + "/error-tables.json", diagnostics: &diagnostics)
            var extracted: [ExtractedDocument] = []
            for language in RealisticSpec.languages {
                let source = try timed(0) { try SourceText.read(path: folder + "/\(language).md") }
                let document = timed(1) { MarkdownDocument(source: source) }
                let role: Extractor.Role = extracted.isEmpty ? .source : .translation
                extracted.append(
                    timed(2) {
                        Extractor(config: config, role: role, source: extracted.first).extract(
                            document, language: language, diagnostics: &diagnostics)
                    })
            }
            domains.append(
                timed(3) {
                    let domain = ModelBuilder(
                        name: name, config: config, source: extracted[0], translations: Array(extracted.dropFirst())
                    ).build(diagnostics: &diagnostics)
                    _ = CodeGenerator(domain: domain).checkNames(diagnostics: &diagnostics)
                    return domain
                })
        }
        guard diagnostics.errorCount == 0 else {
            throw BenchmarkFailure("the spec has errors: \(diagnostics.errors.prefix(3))")
        }
        let rendered = timed(4) { Pipeline().render(PipelineResult(model: ErrorModel(domains: domains))) }
        guard rendered.succeeded else { throw BenchmarkFailure("rendering failed") }
        try? FileManager.default.removeItem(atPath: output)
        _ = try timed(5) { try OutputWriter(folder: output).write(rendered.domains) }
        return times
    }
}
