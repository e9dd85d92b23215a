import Testing

@testable import ErrorTablesCore

/// The steps split out of the model build's long functions: a translation's lookup rows and fallback row merged
/// into the source's, the entries of each code sorted by their table's owner, a code's neutral entry, the
/// suggestions for codes a translated table adds, and one translated row's texts.
@Suite struct ModelStepsTests {
    static let location = SourceLocation(path: "spec/Pix/fr.md", line: 9, column: 3)

    func entry(_ code: String, _ description: String, properties: [String: String] = [:]) -> ErrorEntry {
        ErrorEntry(
            code: code, description: LocalizedText(["en": description]), documentation: description,
            properties: properties.mapValues { LocalizedText(["en": $0]) }, location: Self.location)
    }

    func lookupRow(_ codes: ClosedRange<Int>, _ caseCode: String?, _ message: String, line: Int) -> LookupRow {
        let at = SourceLocation(path: "spec/Pix/fr.md", line: line, column: 3)
        return LookupRow(
            key: LookupKey(codes: codes, subcode: nil), caseCode: caseCode, message: message, documentation: message,
            location: at, caseLocation: SourceLocation(path: "spec/Pix/fr.md", line: line, column: 9),
            messageLocation: at)
    }

    var builder: ModelBuilder { ModelBuilderFixture.builder("# Pix\n").builder }

    // MARK: - Lookups

    @Test func lookupRowsMergeByKeyAndEachProblemIsReported() {
        var entries = [17, 190, 200].map { code in
            ErrorLookup.Entry(
                key: LookupKey(codes: code...code, subcode: nil), code: "PXErrorA",
                message: LocalizedText(["en": "Source \(code)."]), documentation: "", location: Self.location)
        }
        var diagnostics = Diagnostics()
        let translated = builder.mergeLookupRows(
            [
                lookupRow(17...17, "PXErrorA", "Dix-sept.", line: 3),
                lookupRow(190...190, "PXErrorB", "Cent quatre-vingt-dix.", line: 4),
                lookupRow(17...17, "PXErrorA", "Encore.", line: 5),
                lookupRow(300...300, "PXErrorA", "Trois cents.", line: 6),
            ], lookup: "ServerError", language: "fr", into: &entries, diagnostics: &diagnostics)
        #expect(translated == [LookupKey(codes: 17...17, subcode: nil), LookupKey(codes: 190...190, subcode: nil)])
        #expect(entries.map { $0.message.texts["fr"] } == ["Dix-sept.", "Cent quatre-vingt-dix.", nil])
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/fr.md:4:9: error: 190 maps to 'PXErrorB' here but to 'PXErrorA' in en.md",
                "spec/Pix/fr.md:5:3: error: 17 is translated twice in the lookup 'ServerError'",
                "spec/Pix/fr.md:6:3: error: the key 300 is not in the lookup 'ServerError' of en.md; a translation "
                    + "cannot add rows",
            ])
    }

    @Test func aFallbackRowMergesUnlessTheSourceLacksOneOrItIsEmpty() {
        var diagnostics = Diagnostics()
        var none: LocalizedText?
        builder.mergeLookupFallback(
            lookupRow(0...0, nil, "Autre.", line: 7), lookup: "ServerError", language: "fr", into: &none,
            diagnostics: &diagnostics)
        #expect(none == nil)
        var fallback: LocalizedText? = LocalizedText(["en": "Other."])
        builder.mergeLookupFallback(
            lookupRow(0...0, nil, "", line: 8), lookup: "ServerError", language: "fr", into: &fallback,
            diagnostics: &diagnostics)
        builder.mergeLookupFallback(
            lookupRow(0...0, nil, "Autre.", line: 9), lookup: "ServerError", language: "fr", into: &fallback,
            diagnostics: &diagnostics)
        #expect(fallback == LocalizedText(["en": "Other.", "fr": "Autre."]))
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/fr.md:7:3: error: the fallback row has no counterpart in the lookup 'ServerError' of en.md",
                "spec/Pix/fr.md:8:3: warning: the message of the fallback row of 'ServerError' is empty; the "
                    + "source-language message is used",
            ])
    }

    // MARK: - Preferred entries

    @Test func documentedEntriesAreSortedByTheirTablesOwner() {
        let (builder, _) = ModelBuilderFixture.builder(OwnersStepTests.source)
        #expect(
            builder.source.tables.map(\.owner) == [
                .method("upload()"), .group("PixAlbum"), .method("upload()"), .domain,
            ])
        let documented = builder.documentedEntries([
            [entry("PXErrorTooBig", "Too big.")],
            [entry("PXErrorAlbumGone", "Gone.")],
            [entry("PXErrorFull", "Full."), entry("PXErrorTooBig", "Far too big.")],
            [entry("PXErrorAuth", "Signed out."), entry("PXErrorAlbumGone", "Gone again.")],
            [entry("PXErrorExtra", "A table the source does not have.")],
        ])
        #expect(
            documented.order == ["PXErrorTooBig", "PXErrorAlbumGone", "PXErrorFull", "PXErrorAuth", "PXErrorExtra"])
        #expect(documented.first["PXErrorTooBig"]?.description.texts["en"] == "Too big.")
        #expect(documented.groupEntry.mapValues { $0.description.texts["en"] ?? "" } == ["PXErrorAlbumGone": "Gone."])
        #expect(
            documented.methodEntries.mapValues { $0.map { "\($0.method): \($0.entry.description.texts["en"] ?? "")" } }
                == [
                    "PXErrorTooBig": ["upload(): Too big.", "upload(): Far too big."],
                    "PXErrorFull": ["upload(): Full."],
                ])
    }

    @Test func aNeutralEntryKeepsOnlyTheColumnsEveryMethodAgreesOn() {
        let first = entry("PXErrorTooBig", "Too big.", properties: ["Tactic": "Retry.", "Hint": "Shrink it."])
        let second = entry("PXErrorTooBig", "Far too big.", properties: ["Tactic": "Retry.", "Hint": "Crop it."])
        let neutral = builder.neutralEntry(first, methodRows: [("upload()", first), ("send()", second)])
        #expect(neutral.description == LocalizedText([:]))
        #expect(neutral.properties == ["Tactic": LocalizedText(["en": "Retry."])])
        #expect(
            neutral.documentation
                == "Its meaning depends on the method: see the method error types of `upload()`, `send()`.")
        #expect(neutral.code == "PXErrorTooBig")
        #expect(neutral.location == Self.location)
    }

    // MARK: - Rows

    @Test func suggestionsAreForTheFirstFewUnknownCodesAndRemembered() {
        var suggestions = ModelBuilder.CodeSuggestions(
            sourceCodes: ["PXErrorOffline", "PXErrorTooBig", "PXErrorAuth"], translated: ["PXErrorTooBig"])
        #expect(suggestions.suggestion(for: "PXErrorOfline") == "PXErrorOffline")
        #expect(suggestions.suggestion(for: "PXErrorTooBg") == nil)
        #expect(suggestions.suggested == ["PXErrorOffline"])
        #expect(suggestions.left == ModelBuilder.suggestionLimit - 2)
        suggestions.left = 0
        #expect(suggestions.suggestion(for: "PXErrorAuht") == nil)
        #expect(suggestions.left == 0)
        #expect(suggestions.suggested == ["PXErrorOffline"])
    }

    @Test func aRowsTextsMergeOnlyWhereTheSourceRowHasTexts() {
        let (builder, _) = ModelBuilderFixture.builder(
            MergingStepTests.source, translations: ["fr": MergingStepTests.french])
        let sourceTable = builder.source.tables[0]
        let row = builder.translations[0].tables[0].rows[0]
        var texts = builder.sourceTexts().texts[0]["PXErrorTooBig"]
        var diagnostics = Diagnostics()
        builder.mergeTexts(
            of: row, into: &texts, source: sourceTable.rows[0], headers: sourceTable.headers, language: "fr",
            diagnostics: &diagnostics)
        #expect(texts?.description == ["en": "The file is too big.", "fr": "Le fichier est trop gros."])
        #expect(texts?.extra == [2: ["en": "Shrink the file.", "fr": "Shrink the file."]])
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/fr.md:5:3: warning: untranslated: 'Hint' of 'PXErrorTooBig' is the same as en.md:5"
            ])
        var missing: ModelBuilder.RowTexts?
        var none = Diagnostics()
        builder.mergeTexts(
            of: row, into: &missing, source: sourceTable.rows[0], headers: sourceTable.headers, language: "fr",
            diagnostics: &none)
        #expect(missing == nil)
        #expect(none.all.isEmpty)
    }
}
