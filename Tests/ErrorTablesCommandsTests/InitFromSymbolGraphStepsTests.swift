import Testing

@testable import ErrorTablesCommands
@testable import ErrorTablesCore

/// The steps of `InitVerb.fromSymbolGraph`: the source language it accepts, the summary of what it wrote, and
/// the next step it suggests.
@Suite struct InitFromSymbolGraphStepsTests {
    static func row(_ name: String, placeholder: Bool = false, deprecated: Bool = false) -> ErrorEnumImport.Row {
        ErrorEnumImport.Row(
            caseName: name, code: "SyncError" + name, rawValue: 1, description: "", isPlaceholder: placeholder,
            deprecation: deprecated ? "use another" : nil, location: nil)
    }

    static func imported(_ rows: [ErrorEnumImport.Row]) -> ErrorEnumImport {
        ErrorEnumImport(
            moduleName: "SyncKit", qualifiedName: "SyncError", typeName: "SyncError", summary: nil, accessLevel: nil,
            rows: rows)
    }

    @Test func theSummaryCountsPlaceholdersAndDeprecatedCasesOnlyWhenThereAreSome() {
        #expect(InitVerb.importSummary(Self.imported([Self.row("A")])) == "1 code from SyncKit.SyncError")
        let mixed = Self.imported([
            Self.row("A", placeholder: true), Self.row("B", placeholder: true, deprecated: true), Self.row("C"),
        ])
        #expect(
            InitVerb.importSummary(mixed)
                == "3 codes from SyncKit.SyncError, 2 with a placeholder description, 1 deprecated")
    }

    @Test func theNextStepAsksForDescriptionsOnlyWhenACaseHasAPlaceholder() {
        let tail =
            "run: error-tables lint --spec spec/Sync; keep the enum and the docs in sync with: "
            + "error-tables check --spec spec/Sync --symbol-graph g.json"
        #expect(
            InitVerb.symbolGraphNextStep(
                Self.imported([Self.row("A")]), language: "fr", folder: "spec/Sync", graphPath: "g.json")
                == "next: " + tail)
        #expect(
            InitVerb.symbolGraphNextStep(
                Self.imported([Self.row("A"), Self.row("B", placeholder: true)]), language: "fr", folder: "spec/Sync",
                graphPath: "g.json")
                == "next: describe the cases marked TODO(error-tables): in fr.md, " + tail)
    }

    @Test func theSourceLanguageIsEnglishByDefaultAndMustBeATag() {
        var console = Console()
        #expect(InitVerb.symbolGraphSourceLanguage(ParsedArguments(), console: &console) == "en")
        var arguments = ParsedArguments()
        arguments.values["--source-language"] = ["pt-BR"]
        #expect(InitVerb.symbolGraphSourceLanguage(arguments, console: &console) == "pt-BR")
        #expect(console.errors.isEmpty)
        arguments.values["--source-language"] = ["not a tag"]
        #expect(InitVerb.symbolGraphSourceLanguage(arguments, console: &console) == nil)
        #expect(
            console.errors == "error-tables init: error: "
                + UsageError.notALanguageTag("not a tag", inList: false).message + "\n")
    }

    @Test func documentsOrLanguagesWithASymbolGraphIsAUsageError() {
        var console = Console()
        var arguments = ParsedArguments()
        arguments.values["--languages"] = ["fr"]
        #expect(InitVerb.symbolGraphSourceLanguage(arguments, console: &console) == nil)
        #expect(
            console.errors == "error-tables init: error: " + UsageError.symbolGraphWith("--languages").message + "\n")
    }
}
