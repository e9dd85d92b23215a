import Testing

@testable import ErrorTablesCore

/// The steps of `TranslationUnitBuilder`'s error-table units, called directly: each translation's counterpart
/// tables, one row's units, and a translated cell's text and place.
@Suite struct TranslationUnitStepTests {
    func builder() -> TranslationUnitBuilder {
        let (builder, _) = ModelBuilderFixture.builder(
            MergingStepTests.source, translations: ["fr": MergingStepTests.french])
        var ignored = Diagnostics()
        return TranslationUnitBuilder(
            DomainSources(
                domain: builder.build(diagnostics: &ignored), source: builder.source,
                translations: builder.translations, alignments: builder.alignments))
    }

    @Test func eachSourceTableHasAtMostOneCounterpartPerTranslation() {
        let counterparts = builder().counterpartTables()
        #expect(counterparts.map(\.language) == ["fr"])
        #expect(counterparts.map { $0.tables.mapValues(\.location.line) } == [[0: 3]])
    }

    /// `id kind text [fr: text @line:column]`.
    func describe(_ units: [TranslationUnit]) -> [String] {
        units.map { unit in
            let french = unit.translations["fr"]
            return "\(unit.id) \(unit.columnHeader): \(unit.sourceText) [fr: \(french?.text ?? "-") @"
                + (french?.cell.map { "\($0.location.line):\($0.location.column)" } ?? "-") + "]"
        }
    }

    @Test func aRowHasItsDescriptionsAndExtraColumnsUnits() throws {
        let builder = builder()
        let source = builder.sources.source.tables[0]
        let french = builder.sources.translations[0].tables[0]
        let translated = [
            TranslationUnitBuilder.TranslatedTable(
                language: "fr", table: french,
                rows: Dictionary(uniqueKeysWithValues: french.rows.map { ($0.code, $0) }))
        ]
        #expect(
            describe(builder.rowUnits(source.rows[0], fallback: false, of: source, translated: translated)) == [
                "PXErrorTooBig Description: The file is too big. [fr: Le fichier est trop gros. @5:21]",
                "PXErrorTooBig.hint Hint: Shrink the file. [fr: Shrink the file. @5:49]",
            ])
        // The translation misspells this code: no counterpart.
        #expect(
            describe(builder.rowUnits(source.rows[1], fallback: false, of: source, translated: translated)) == [
                "PXErrorOffline Description: The network is down. [fr: - @-]",
                "PXErrorOffline.hint Hint: Connect first. [fr: - @-]",
            ])
        let fallback = try #require(source.fallback)
        #expect(
            describe(builder.rowUnits(fallback, fallback: true, of: source, translated: translated)) == [
                "* Description: The upload failed. [fr: L'envoi a échoué. @7:16]",
                "*.hint Hint: Try again later. [fr: Réessayez plus tard. @7:38]",
            ])
    }

    @Test func aMissingRowOrAnEmptyCellHasNoTranslatedText() {
        let empty = TranslationUnitBuilder.descriptionTranslation(nil, in: nil)
        #expect(empty.text == nil && empty.cell == nil)
        #expect(TranslationUnitBuilder.extraTranslation(nil, column: 2, in: nil).text == nil)
    }
}
