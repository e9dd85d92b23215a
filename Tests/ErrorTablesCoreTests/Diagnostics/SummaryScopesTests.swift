import Testing

@testable import ErrorTablesCore

/// Summaries per domain: `SummaryScopes` gives each file its domain's folder, and `DiagnosticSummary.plan`
/// never puts items of two scopes in one summary.
@Suite struct SummaryScopesTests {
    static func domain(_ name: String, config: String, documents: [String: String]) -> ErrorDomain {
        ErrorDomain(
            name: name,
            config: DomainConfig(path: config, errorDomain: "", typeName: "", codePrefix: "", sourceLanguage: "en"),
            languages: ["en"], documentPaths: documents, codes: [], groups: [], methods: [], commonErrors: [],
            fallback: nil, extraColumns: [:])
    }

    @Test func aDocumentBelongsToItsDomainsFolderAnyOtherFileToItsOwn() {
        let scopes = SummaryScopes(
            ErrorModel(domains: [
                Self.domain(
                    "A", config: "spec/A/error-tables.json", documents: ["en": "docs/en/a.md", "fr": "docs/fr/a.md"]),
                Self.domain("B", config: "spec/B/error-tables.json", documents: ["en": "spec/B/en.md"]),
            ]))
        #expect(scopes.scope(of: "docs/fr/a.md") == "spec/A")
        #expect(scopes.scope(of: "docs/en/a.md") == "spec/A")
        #expect(scopes.scope(of: "spec/B/en.md") == "spec/B")
        #expect(scopes.scope(of: "spec/A/translations.lock") == "spec/A")
        #expect(scopes.scope(of: "spec/C/en.md") == "spec/C")
        #expect(scopes.scope(of: "en.md") == "")
        #expect(scopes.scope(of: nil) == nil)
    }

    @Test func itemsOfTwoScopesAreCountedApart() {
        let items = Array(
            repeating: (Diagnostic.Severity.warning, Diagnostic.Cause?.some(.noRawValue), String?.none), count: 8)
        #expect(
            DiagnosticSummary.plan(items, limit: 5, scopes: ["a", "a", "b", "b", "b", "b", "b", "b"])
                == [
                    .item(0), .item(1), .summary(first: 2, cause: .noRawValue, count: 6, subjects: []), .note(2),
                    .note(3), .note(4),
                ])
        #expect(
            DiagnosticSummary.plan(items, limit: 5)
                == [.summary(first: 0, cause: .noRawValue, count: 8, subjects: []), .note(0), .note(1), .note(2)])
    }

    @Test func summarizedWithScopesKeepsDomainsApart() {
        var diagnostics = Diagnostics()
        for (path, code) in [("spec/A/en.md", "A1"), ("spec/B/en.md", "B1"), ("spec/B/en.md", "B2")] {
            for line in 1...2 {
                diagnostics.report(
                    Diagnostic(
                        .warning, "no raw value for '\(code)\(line)'",
                        at: ErrorTablesCore.SourceLocation(path: path, line: line, column: 1),
                        cause: .noRawValue, subject: code))
            }
        }
        #expect(diagnostics.summarized(scopes: SummaryScopes(ErrorModel(domains: []))) == diagnostics.sorted)
        #expect(diagnostics.summarized().count == 4)
    }
}
