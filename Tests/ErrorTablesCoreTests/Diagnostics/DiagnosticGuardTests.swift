import ErrorTablesTestSupport
import Testing

@testable import ErrorTablesCore

/// Keeps messages in factories: a message written inline in a check (`diagnostics.error("…", at:)`,
/// `FatalDiagnostic("…", at:)`, `Diagnostic(.warning, …)`) fails the build's tests with the place to change.
@Suite struct DiagnosticGuardTests {
    /// `Sources/ErrorTablesCore`.
    static let coreSources = PackageRoot.path + "/Sources/ErrorTablesCore"

    /// What the guard skips: `Diagnostics.swift`, which defines `FatalDiagnostic(_:at:)` (for the benchmark's own
    /// failures; the sink's `error`, `warning` and `note` helpers, which only tests used, are gone). The verbs in
    /// ErrorTablesCommands report usage errors through `UsageError` factories, outside this scan.
    static let notYetConverted = ["Diagnostics/Diagnostics.swift"]

    @Test func noMessageIsWrittenOutsideAFactory() {
        let offenders = DiagnosticSourceScan.sources(in: Self.coreSources, excluding: Self.notYetConverted)
            .flatMap { DiagnosticSourceScan.offenders(in: $0.text, file: $0.path) }
        #expect(
            offenders.isEmpty,
            Comment(
                rawValue: "write each message as a static factory in an 'extension Diagnostic' beside its check:\n"
                    + offenders.map(\.description).joined(separator: "\n")))
    }

    @Test func theScanReadsEveryCoreStage() {
        let folders = Set(
            DiagnosticSourceScan.sources(in: Self.coreSources, excluding: Self.notYetConverted).compactMap {
                $0.path.split(separator: "/").first.map(String.init)
            })
        #expect(
            folders == [
                "Adoption", "Alignment", "Checking", "Config", "Diagnostics", "Extraction", "Markdown", "Model",
                "Output", "Pipeline", "Rendering", "Support", "Translation",
            ])
    }

    @Test func theScanFindsInlineMessagesButNotFactories() {
        let source = """
            /// Doc example: diagnostics.error("in a comment", at: nil)
            func check(diagnostics: inout Diagnostics) {
                diagnostics.error("inline", at: nil)
                diagnostics.report(.sample(at: nil))
                local.warning(
                    message, at: nil)
                throw FatalDiagnostic(
                    "literal", at: nil)
                throw FatalDiagnostic(.sample(at: nil))
                throw FatalDiagnostic(Diagnostic(.error, text, at: nil))
                switch line { case .note(let index): break }
            }

            extension Diagnostic {
                static func sample(at location: SourceLocation?) -> Diagnostic {
                    Diagnostic(.error, "a message {with braces}", at: location)
                }

                static func other(_ value: Int) -> Diagnostic { Diagnostic(.note, "\\(value)", at: nil) }
            }

            let after = Diagnostic(.note, "outside again", at: nil)
            """
        #expect(
            DiagnosticSourceScan.offenders(in: source, file: "X.swift").map(\.description) == [
                "X.swift:3: diagnostics.error(\"inline\", at: nil)",
                "X.swift:5: local.warning(",
                "X.swift:7: throw FatalDiagnostic(",
                "X.swift:10: throw FatalDiagnostic(Diagnostic(.error, text, at: nil))",
                "X.swift:22: let after = Diagnostic(.note, \"outside again\", at: nil)",
            ])
        #expect(DiagnosticSourceScan.factoryNames(in: source) == ["sample", "other"])
    }
}
