@testable import ErrorTablesCore

/// A `ModelBuilder` for a source document and translations given as Markdown, extracted as the loader extracts
/// them, so that a test can call one build step directly.
enum ModelBuilderFixture {
    static let config = DomainConfig(
        path: "spec/Pix/error-tables.json", errorDomain: "PXErrorDomain", typeName: "PixError",
        codePrefix: "PXError", sourceLanguage: "en")

    /// The builder; `translations`: Markdown by language. Extraction must report nothing (the step's
    /// diagnostics are the test's subject), else `extractionDiagnostics` says what it reported.
    static func builder(
        _ source: String, translations: [String: String] = [:], config: DomainConfig = config
    ) -> (builder: ModelBuilder, extractionDiagnostics: [String]) {
        var diagnostics = Diagnostics()
        let extractedSource = Extractor(config: config, role: .source).extract(
            MarkdownDocument(source: SourceText(path: "spec/Pix/en.md", string: source)), language: "en",
            diagnostics: &diagnostics)
        let extractedTranslations = translations.sorted { $0.key < $1.key }.map { language, markdown in
            Extractor(config: config, role: .translation, source: extractedSource).extract(
                MarkdownDocument(source: SourceText(path: "spec/Pix/\(language).md", string: markdown)),
                language: language, diagnostics: &diagnostics)
        }
        let builder = ModelBuilder(
            name: "Pix", config: config, source: extractedSource, translations: extractedTranslations)
        return (builder, formatted(diagnostics))
    }

    /// Each diagnostic as `path:line:column: severity: message`, in the order reported.
    static func formatted(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.all.map { $0.formatted(relativeTo: nil) }
    }
}
