import Testing

@testable import ErrorTablesCore

/// The translation checks the model builder adds for `lint` and `check`: untranslated texts, empty cells
/// and coverage.
@Suite struct TranslationDriftTests {
    static let source = """
        # Drift

        | Code | Description | Recovery tactic |
        | --- | --- | --- |
        | `DriftErrorCodeNetworkError` | A network error occurred. | Try again later. |
        | `DriftErrorCodeInvalidArgument` | `DriftErrorCodeInvalidArgument` | n/a |
        | `DriftErrorCodeQuotaExceeded` | The quota is exhausted. | Wait a day. |
        | All others | Something else went wrong. | Report it. |
        """

    func load(translation: String) throws -> (domain: ErrorDomain?, diagnostics: [String]) {
        let spec = try TemporarySpec(
            files: ["error-tables.json": TemporarySpec.config, "en.md": Self.source, "it.md": translation])
        defer { spec.remove() }
        return try spec.load()
    }

    @Test func textsLeftIdenticalAreUntranslated() throws {
        let (domain, diagnostics) = try load(
            translation: """
                # Deriva

                | Codice | Descrizione | Tattica |
                | --- | --- | --- |
                | `DriftErrorCodeNetworkError` | A network error occurred. | Riprova più tardi. |
                | `DriftErrorCodeInvalidArgument` | `DriftErrorCodeInvalidArgument` | n/a |
                | `DriftErrorCodeQuotaExceeded` | La quota è esaurita. | Wait a day. |
                | Tutti gli altri | Something else went wrong. | Segnalalo. |
                """)
        #expect(
            diagnostics == [
                "Drift/it.md:5:34: warning: untranslated: the description of 'DriftErrorCodeNetworkError' is the "
                    + "same as en.md:5",
                "Drift/it.md:7:3: warning: untranslated: 'Recovery tactic' of 'DriftErrorCodeQuotaExceeded' is the "
                    + "same as en.md:7",
                "Drift/it.md:8:21: warning: untranslated: the fallback row 'Tutti gli altri' is the same as en.md:8",
            ])
        // 4 descriptions + 4 recovery tactics; the code-only description and "n/a" count as translated.
        #expect(domain?.translationCoverage == ["it": TranslationCoverage(translated: 5, total: 8, identical: 3)])
        #expect(domain?.translationCoverage["it"]?.missing == 0)
        #expect(domain?.code("DriftErrorCodeNetworkError")?.description.texts["it"] == "A network error occurred.")
    }

    /// An empty cell's position is where the reader puts it: just after the pipe that opens it.
    @Test func emptyCellsFallBackToTheSource() throws {
        let (domain, diagnostics) = try load(
            translation: """
                | Codice | Descrizione | Tattica |
                | --- | --- | --- |
                | `DriftErrorCodeNetworkError` |  |  |
                | `DriftErrorCodeInvalidArgument` | `DriftErrorCodeInvalidArgument` | n/a |
                | `DriftErrorCodeQuotaExceeded` | La quota è esaurita. | Aspetta un giorno. |
                | Tutti gli altri |  | Segnalalo. |
                """)
        #expect(
            diagnostics == [
                "Drift/it.md:3:3: warning: 'Recovery tactic' of 'DriftErrorCodeNetworkError' is empty; the "
                    + "source-language text is used",
                "Drift/it.md:3:33: warning: 'DriftErrorCodeNetworkError' has an empty description",
                "Drift/it.md:6:20: warning: the fallback row 'Tutti gli altri' is empty; the source-language text is "
                    + "used",
            ])
        let code = try #require(domain?.code("DriftErrorCodeNetworkError"))
        #expect(code.description.texts["it"] == nil)
        #expect(code.description.text(in: "it", fallback: "en") == "A network error occurred.")
        #expect(code.properties["Recovery tactic"]?.texts["it"] == nil)
        #expect(domain?.fallback?.texts["it"] == nil)
        #expect(domain?.translationCoverage["it"] == TranslationCoverage(translated: 5, total: 8))
    }

    @Test func fullyTranslated() throws {
        let (domain, diagnostics) = try load(
            translation: """
                | Codice | Descrizione | Tattica |
                | --- | --- | --- |
                | `DriftErrorCodeNetworkError` | Errore di rete. | Riprova più tardi. |
                | `DriftErrorCodeInvalidArgument` | `DriftErrorCodeInvalidArgument` | n/a |
                | `DriftErrorCodeQuotaExceeded` | La quota è esaurita. | Aspetta un giorno. |
                | Tutti gli altri | Qualcos'altro è andato storto. | Segnalalo. |
                """)
        #expect(diagnostics == [])
        #expect(domain?.translationCoverage["it"]?.description == "8/8 (100%)")
    }

    @Test func missingRowsAndTablesAreNotTranslated() throws {
        let (domain, diagnostics) = try load(
            translation: """
                | Codice | Descrizione | Tattica |
                | --- | --- | --- |
                | `DriftErrorCodeNetworkError` | Errore di rete. | Riprova più tardi. |
                | `DriftErrorCodeQuotaExceeded` | La quota è esaurita. | Aspetta un giorno. |
                """)
        #expect(
            diagnostics == [
                "Drift/it.md:1:1: warning: this table lacks 'DriftErrorCodeInvalidArgument' of en.md:3; the "
                    + "source-language text is used",
                "Drift/it.md:1:1: warning: this table lacks the fallback row 'All others' of en.md:8; the "
                    + "source-language text is used",
            ])
        // A code-only description counts as translated only when the translation has the row.
        #expect(domain?.translationCoverage["it"] == TranslationCoverage(translated: 4, total: 8))
        let (untranslated, _) = try load(translation: "# Deriva\n")
        #expect(untranslated?.translationCoverage["it"] == TranslationCoverage(translated: 0, total: 8))
    }

    @Test(arguments: [
        ("A network error occurred.", true),
        ("Try again", true),
        ("Timeout", false),
        ("n/a", false),
        ("404", false),
        ("HTTP 404!", true),
        ("—", false),
        ("FIRAuthErrorCodeNetworkError", false),
        ("NSError.userInfo", false),
        ("signIn(withEmail:password:)", false),
        ("12:30 - 14:00", false),
    ])
    func needsTranslation(text: String, expected: Bool) {
        #expect(ModelBuilder.needsTranslation(text, inlines: nil) == expected)
    }

    @Test func codeSpansAloneNeedNoTranslation() {
        #expect(
            !ModelBuilder.needsTranslation(
                "NSError userInfo", inlines: [.code("NSError"), .text(" "), .code("userInfo")]))
        #expect(ModelBuilder.needsTranslation("See NSError", inlines: [.text("See "), .code("NSError")]))
    }
}
