import Testing

@testable import ErrorTablesCore

/// Every message ErrorTables' core can report, one static factory on
/// `Diagnostic` each, with sample arguments and the exact line it prints, with its summary cause and subject
/// where it has one; `factoriesAreAllListedOnce` keeps the list complete.
@Suite struct DiagnosticCatalogTests {
    /// One factory's sample diagnostic and what it must print.
    struct Entry: Sendable, CustomTestStringConvertible {
        var name: String
        var diagnostic: Diagnostic
        var expected: String

        init(_ name: String, _ diagnostic: Diagnostic, _ expected: String) {
            self.name = name
            self.diagnostic = diagnostic
            self.expected = expected
        }

        /// The compiler-style line, then `[cause-id: subject]` for a diagnostic that can be summarized.
        var printed: String {
            diagnostic.description + (diagnostic.cause.map { " [\($0.id): \(diagnostic.subject ?? "")]" } ?? "")
        }

        var testDescription: String { name }
    }

    /// The location the samples point at.
    static let at = ErrorTablesCore.SourceLocation(path: "spec/Auth/it.md", line: 3, column: 5)

    static let entries =
        readingEntries + generatingEntries + pipelineEntries + adoptingEntries + translatingEntries
        + importingEntries + apiEntries

    @Test(arguments: entries) func factoryPrintsItsMessage(_ entry: Entry) {
        #expect(entry.printed == entry.expected)
    }

    @Test func factoriesAreAllListedOnce() {
        let listed = Self.entries.map(\.name)
        #expect(Set(listed).count == listed.count, "a factory is listed twice")
        let defined = DiagnosticSourceScan.sources(
            in: DiagnosticGuardTests.coreSources, excluding: DiagnosticGuardTests.notYetConverted
        ).flatMap { DiagnosticSourceScan.factoryNames(in: $0.text) }
        #expect(Set(defined).count == defined.count, "two factories share a name: \(defined.sorted())")
        #expect(Set(defined).subtracting(listed).sorted() == [], "factories missing from the catalog")
        #expect(Set(listed).subtracting(defined).sorted() == [], "catalog entries without a factory")
    }
}
