import Testing

@testable import ErrorTablesCore

/// The merging step of the model build (ModelBuilder+Merging): the source texts, each translation's texts
/// merged into them table by table, row by row and fallback row by fallback row, and the source tables a
/// translation leaves out.
@Suite struct MergingStepTests {
    static let source = """
        # Pix

        | Code | Description | Hint |
        | --- | --- | --- |
        | `PXErrorTooBig` | The file is too big. | Shrink the file. |
        | `PXErrorOffline` | The network is down. | Connect first. |
        | Any other | The upload failed. | Try again later. |

        Between the tables.

        | Code | Description |
        | --- | --- |
        | `PXErrorAuth` | Nobody is signed in. |
        """

    /// The first table translated: one code misspelt, one hint left as in the source, the fallback row kept.
    static let french = """
        # Pix

        | Code | Description | Conseil |
        | --- | --- | --- |
        | `PXErrorTooBig` | Le fichier est trop gros. | Shrink the file. |
        | `PXErrorOfline` | Le réseau est coupé. | Connectez-vous. |
        | Tout autre | L'envoi a échoué. | Réessayez plus tard. |
        """

    @Test func theSourceTextsAreTheSourceLanguagesOnly() {
        let (builder, extraction) = ModelBuilderFixture.builder(Self.source)
        #expect(extraction == [])
        let merged = builder.sourceTexts()
        #expect(merged.texts.map { $0.keys.sorted() } == [["PXErrorOffline", "PXErrorTooBig"], ["PXErrorAuth"]])
        #expect(merged.texts[0]["PXErrorTooBig"]?.description == ["en": "The file is too big."])
        #expect(merged.texts[0]["PXErrorTooBig"]?.extra == [2: ["en": "Shrink the file."]])
        #expect(merged.texts[1]["PXErrorAuth"]?.extra == [:])
        #expect(merged.fallbacks.map { $0?.description } == [["en": "The upload failed."], nil])
        #expect(merged.fallbacks[0]?.extra == [2: ["en": "Try again later."]])
        #expect(merged.coverage.isEmpty)
    }

    @Test func rowsMergeIntoTheirSourceTableAndAMisspeltCodeIsReported() {
        let (builder, _) = ModelBuilderFixture.builder(Self.source, translations: ["fr": Self.french])
        var texts = builder.sourceTexts().texts[0]
        var diagnostics = Diagnostics()
        builder.mergeRows(
            of: builder.translations[0].tables[0], into: &texts, sourceTable: builder.source.tables[0],
            language: "fr", diagnostics: &diagnostics)
        #expect(
            texts["PXErrorTooBig"]?.description == ["en": "The file is too big.", "fr": "Le fichier est trop gros."])
        #expect(texts["PXErrorTooBig"]?.extra == [2: ["en": "Shrink the file.", "fr": "Shrink the file."]])
        #expect(texts["PXErrorOffline"]?.description == ["en": "The network is down."])
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/fr.md:5:3: warning: untranslated: 'Hint' of 'PXErrorTooBig' is the same as en.md:5",
                "spec/Pix/fr.md:6:3: warning: 'PXErrorOfline' is not in the matching table of en.md (line 3); "
                    + "a translation cannot add codes, so the row is left out; did you mean 'PXErrorOffline'?",
            ])
    }

    @Test func theFallbackRowMergesIntoTheSourceTablesFallback() {
        let (builder, _) = ModelBuilderFixture.builder(Self.source, translations: ["fr": Self.french])
        var fallback = builder.sourceTexts().fallbacks[0]
        var diagnostics = Diagnostics()
        builder.mergeFallback(
            of: builder.translations[0].tables[0], into: &fallback, sourceTable: builder.source.tables[0],
            language: "fr", diagnostics: &diagnostics)
        #expect(fallback?.description == ["en": "The upload failed.", "fr": "L'envoi a échoué."])
        #expect(fallback?.extra == [2: ["en": "Try again later.", "fr": "Réessayez plus tard."]])
        #expect(ModelBuilderFixture.formatted(diagnostics) == [])
    }

    @Test func aFallbackRowOnlyOneSideHasIsReported() {
        let (builder, _) = ModelBuilderFixture.builder(Self.source, translations: ["fr": Self.french])
        var fallback: ModelBuilder.RowTexts?
        var diagnostics = Diagnostics()
        // The translated table with a fallback row against the source table without one.
        builder.mergeFallback(
            of: builder.translations[0].tables[0], into: &fallback, sourceTable: builder.source.tables[1],
            language: "fr", diagnostics: &diagnostics)
        #expect(fallback == nil)
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/fr.md:7:3: warning: the fallback row 'Tout autre' has no counterpart in en.md:11, so it is "
                    + "left out"
            ])
    }

    @Test func aSourceTableNoTableTranslatesIsReportedAtTheDocumentsStart() {
        let (builder, _) = ModelBuilderFixture.builder(Self.source, translations: ["fr": Self.french])
        var diagnostics = Diagnostics()
        builder.reportUntranslatedTables(
            of: builder.translations[0], matches: [0], matched: [0], diagnostics: &diagnostics)
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/fr.md:1:1: warning: no table translates en.md:11 ('PXErrorAuth'); "
                    + "the source-language texts are used"
            ])
        var before = Diagnostics()
        // Had the translated table translated the second source table, the first would be reported at it.
        builder.reportUntranslatedTables(of: builder.translations[0], matches: [1], matched: [1], diagnostics: &before)
        #expect(
            ModelBuilderFixture.formatted(before) == [
                "spec/Pix/fr.md:3:1: warning: no table translates en.md:3 ('PXErrorTooBig', 'PXErrorOffline') "
                    + "before this table; the source-language texts are used"
            ])
    }

    @Test func mergingAllTranslationsCountsWhatEachTranslates() {
        let (builder, _) = ModelBuilderFixture.builder(Self.source, translations: ["fr": Self.french])
        var diagnostics = Diagnostics()
        let merged = builder.mergedTexts(diagnostics: &diagnostics)
        #expect(merged.texts[0]["PXErrorTooBig"]?.description["fr"] == "Le fichier est trop gros.")
        #expect(merged.fallbacks[0]?.description["fr"] == "L'envoi a échoué.")
        // Of 7 source texts: the description and hint of 'PXErrorTooBig' (the hint identical), and the fallback
        // row's two.
        #expect(merged.coverage["fr"] == TranslationCoverage(translated: 3, total: 7, identical: 1))
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/fr.md:5:3: warning: untranslated: 'Hint' of 'PXErrorTooBig' is the same as en.md:5",
                "spec/Pix/fr.md:6:3: warning: 'PXErrorOfline' is not in the matching table of en.md (line 3); "
                    + "a translation cannot add codes, so the row is left out; did you mean 'PXErrorOffline'?",
                "spec/Pix/fr.md:1:1: warning: no table translates en.md:11 ('PXErrorAuth'); "
                    + "the source-language texts are used",
            ])
    }
}
