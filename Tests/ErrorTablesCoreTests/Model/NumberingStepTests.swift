import Testing

@testable import ErrorTablesCore

/// The numbering step of the model build (ModelBuilder+Numbering): each code's raw value and case name, and
/// what is reported when they are missing or taken.
@Suite struct NumberingStepTests {
    static let source = """
        # Pix

        | Code | Description |
        | --- | --- |
        | `PXErrorTooBig` | The file is too big. |
        | `PXErrorOffline` | The network is down. |
        | `PXErrorAuth` | Nobody is signed in. |
        """

    /// A config giving `PXErrorTooBig` the raw value 7 and `PXErrorAuth` the case name `tooBig`.
    static var config: DomainConfig {
        var config = ModelBuilderFixture.config
        let at = SourceLocation(path: config.path, line: 3, column: 5)
        config.codes = [
            "PXErrorTooBig": DomainConfig.CodeFacts(rawValue: 7, location: at),
            "PXErrorAuth": DomainConfig.CodeFacts(swiftName: "tooBig", location: at),
        ]
        return config
    }

    func entries(_ builder: ModelBuilder) -> [[ErrorEntry]] {
        var ignored = Diagnostics()
        let merged = builder.mergedTexts(diagnostics: &ignored)
        return builder.entries(texts: merged.texts, annotating: [:], extraColumns: [:])
    }

    @Test func numberingStartsAfterTheLargestRawValue() {
        let (builder, extraction) = ModelBuilderFixture.builder(Self.source, config: Self.config)
        #expect(extraction == [])
        let entries = entries(builder)[0]
        var diagnostics = Diagnostics()
        let numbering = builder.codeNumbering(
            order: entries.map(\.code), preferred: Dictionary(uniqueKeysWithValues: entries.map { ($0.code, $0) }),
            suggested: [], diagnostics: &diagnostics)
        #expect(numbering.nextRawValue == 8)
        #expect(!numbering.numbersAll)
        #expect(ModelBuilderFixture.formatted(diagnostics) == [])
    }

    @Test func codesWithoutAnyRawValueAreNumberedInOrderWithOneNote() {
        let (builder, _) = ModelBuilderFixture.builder(Self.source)
        let entries = entries(builder)[0]
        var diagnostics = Diagnostics()
        let numbering = builder.codeNumbering(
            order: entries.map(\.code), preferred: Dictionary(uniqueKeysWithValues: entries.map { ($0.code, $0) }),
            suggested: [], diagnostics: &diagnostics)
        #expect(numbering.nextRawValue == 1)
        #expect(numbering.numbersAll)
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/en.md:5:3: note: no code has a raw value in the docs or in error-tables.json, so the codes "
                    + "are numbered 1 to 3 in document order; a code added before others renumbers them, so give "
                    + "'rawValue's where NSError codes must stay the same"
            ])
    }

    @Test func aRawValueIsConfiguredDocumentedOrTheNextNumber() {
        let (builder, _) = ModelBuilderFixture.builder(Self.source, config: Self.config)
        let entries = entries(builder)[0]
        var numbering = CodeNumbering(nextRawValue: 8, numbersAll: false, misspeltCodes: [:], suggested: [])
        var diagnostics = Diagnostics()
        let values = entries.map {
            builder.rawValue(of: $0.code, entry: $0, numbering: &numbering, diagnostics: &diagnostics)
        }
        #expect(values == [7, 8, 9])
        #expect(numbering.nextRawValue == 10)
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/en.md:6:3: warning: no raw value for 'PXErrorOffline' in error-tables.json; it gets 8, "
                    + "which changes whenever codes without raw values are added before it",
                "spec/Pix/en.md:7:3: warning: no raw value for 'PXErrorAuth' in error-tables.json; it gets 9, "
                    + "which changes whenever codes without raw values are added before it",
            ])
    }

    @Test func noNumberIsLeftAfterIntMax() {
        let (builder, _) = ModelBuilderFixture.builder(Self.source)
        let entry = entries(builder)[0][1]
        var numbering = CodeNumbering(nextRawValue: Int.max, numbersAll: false, misspeltCodes: [:], suggested: [])
        var diagnostics = Diagnostics()
        #expect(
            builder.rawValue(of: entry.code, entry: entry, numbering: &numbering, diagnostics: &diagnostics) == Int.max)
        #expect(numbering.nextRawValue == nil)
        #expect(builder.rawValue(of: entry.code, entry: entry, numbering: &numbering, diagnostics: &diagnostics) == nil)
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/en.md:6:3: warning: no raw value for 'PXErrorOffline' in error-tables.json; it gets 9223372036854775807, "
                    + "which changes whenever codes without raw values are added before it",
                "spec/Pix/en.md:6:3: error: no raw value for 'PXErrorOffline' in error-tables.json, and none is left "
                    + "to count up to: the raw values would pass 9223372036854775807; give 'PXErrorOffline' a 'rawValue'",
            ])
    }

    @Test func aConfiguredCaseNameThatCollidesIsAnError() {
        let (builder, _) = ModelBuilderFixture.builder(Self.source, config: Self.config)
        var diagnostics = Diagnostics()
        let codes = builder.buildCodes(tableEntries: entries(builder), common: [], diagnostics: &diagnostics)
        #expect(
            codes.map { "\($0.id) \($0.swiftName) \($0.rawValue)" } == [
                "PXErrorTooBig tooBig 7", "PXErrorOffline offline 8", "PXErrorAuth tooBig 9",
            ])
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/en.md:6:3: warning: no raw value for 'PXErrorOffline' in error-tables.json; it gets 8, "
                    + "which changes whenever codes without raw values are added before it",
                "spec/Pix/en.md:7:3: warning: no raw value for 'PXErrorAuth' in error-tables.json; it gets 9, "
                    + "which changes whenever codes without raw values are added before it",
                "spec/Pix/en.md:7:3: error: 'PXErrorTooBig' (line 5) and 'PXErrorAuth' both become the Swift case "
                    + "'tooBig'; give one a 'swiftName' in error-tables.json",
            ])
    }

    @Test func aDerivedCaseNameThatCollidesIsMadeUnique() {
        let (builder, _) = ModelBuilderFixture.builder(Self.source)
        let entries = entries(builder)[0]
        var numbering = CodeNumbering(nextRawValue: 1, numbersAll: true, misspeltCodes: [:], suggested: [])
        var diagnostics = Diagnostics()
        let free = builder.chosenCaseName(
            of: entries[0].code, entry: entries[0], rawValue: 4, numbering: &numbering, diagnostics: &diagnostics)
        #expect(free == "tooBig")
        #expect(diagnostics.all.isEmpty)
        numbering.swiftNameOwner["tooBig"] = ("PXErrorOffline", entries[1].location)
        let taken = builder.chosenCaseName(
            of: entries[0].code, entry: entries[0], rawValue: 5, numbering: &numbering, diagnostics: &diagnostics)
        #expect(taken == "tooBig5")
        #expect(
            ModelBuilderFixture.formatted(diagnostics) == [
                "spec/Pix/en.md:5:3: note: 'PXErrorOffline' (line 6) and 'PXErrorTooBig' both read as the Swift case "
                    + "'tooBig'; 'PXErrorTooBig' becomes 'tooBig5' (to name it, add \"codes\": {\"PXErrorTooBig\": "
                    + "{\"swiftName\": \"…\"}} to error-tables.json)"
            ])
    }
}
