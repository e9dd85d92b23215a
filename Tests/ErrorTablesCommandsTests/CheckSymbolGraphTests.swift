import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables check --symbol-graph`: documented codes against the cases a compiled enum declares.
@Suite struct CheckSymbolGraphTests {
    /// The fixture enum's source (Tests/Fixtures/SymbolGraphFixture/DriftErrorCode.swift).
    static let fixtureSource = PackageRoot.path + "/Tests/Fixtures/SymbolGraphFixture/DriftErrorCode.swift"

    /// A hand-written symbol graph of the fixture enum, as swift-symbolgraph-extract writes it (cut down).
    static let handWrittenGraph = """
        {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}},
         "module": {"name": "SymbolGraphFixture"},
         "symbols": [
           {"kind": {"identifier": "swift.enum"}, "pathComponents": ["DriftErrorCode"]},
           {"kind": {"identifier": "swift.enum.case"}, "pathComponents": ["DriftErrorCode", "networkError"]},
           {"kind": {"identifier": "swift.enum.case"}, "pathComponents": ["DriftErrorCode", "invalidArgument"]},
           {"kind": {"identifier": "swift.enum.case"}, "pathComponents": ["DriftErrorCode", "legacyTimeout"],
            "location": {"uri": "file://\(fixtureSource)", "position": {"line": 9, "character": 9}}},
           {"kind": {"identifier": "swift.property"}, "pathComponents": ["DriftErrorCode", "rawValue"]},
           {"kind": {"identifier": "swift.enum"}, "pathComponents": ["OtherErrorCode"]}
         ],
         "relationships": []}
        """

    /// The findings the fixture enum's drift produces against `CheckTranslationTests.source`.
    static let expectedFindings = """
        spec/Drift/en.md:16:3: error: 'DriftErrorCodeQuotaExceeded' is documented but DriftErrorCode has no case \
        'quotaExceeded'; add the case or remove the code from the documentation
        \(fixtureSource):10:10: warning: DriftErrorCode.legacyTimeout is declared but not documented in en.md; add \
        a table row for it or remove the case

        """

    @Test func handWrittenGraphDriftsBothWays() throws {
        let sandbox = try CheckTranslationTests.sandbox()
        defer { sandbox.remove() }
        try sandbox.write("Drift.symbols.json", Self.handWrittenGraph)
        let result = sandbox.run([
            "check", "--spec", sandbox.path("spec"), "--symbol-graph", sandbox.path("Drift.symbols.json"), "--type",
            "DriftErrorCode",
        ])
        #expect(result.status == 1)
        #expect(result.errors == Self.expectedFindings)
        #expect(
            result.output == """
                Drift translations: it 6/6 (100%)
                symbol graph: DriftErrorCode declares 3 cases; Drift documents 3 codes
                check: 1 error, 1 warning

                """)
    }

    @Test func typeDefaultsToTheDomainsTypeName() throws {
        let sandbox = try CheckTranslationTests.sandbox()
        defer { sandbox.remove() }
        try sandbox.write("Drift.symbols.json", Self.handWrittenGraph)
        let result = sandbox.run([
            "check", "--spec", sandbox.path("spec"), "--symbol-graph", sandbox.path("Drift.symbols.json"),
        ])
        #expect(result.status == 1)
        #expect(result.errors == Self.expectedFindings)
    }

    @Test func usageAndInputErrors() throws {
        let sandbox = try CheckTranslationTests.sandbox()
        defer { sandbox.remove() }
        try sandbox.write("Drift.symbols.json", Self.handWrittenGraph)
        try sandbox.write("broken.symbols.json", "{\"symbols\": ")
        let spec = sandbox.path("spec")
        let graph = sandbox.path("Drift.symbols.json")

        let noType = sandbox.run(["check", "--spec", spec, "--symbol-graph", graph, "--type", "AuthErrorCode"])
        #expect(noType.status == 2)
        #expect(
            noType.errors == "error-tables check: error: the symbol graph '\(graph)' of module 'SymbolGraphFixture' "
                + "declares no enum 'AuthErrorCode'; its enums: 'DriftErrorCode', 'OtherErrorCode'\n")
        #expect(noType.output == "")

        let typeAlone = sandbox.run(["check", "--spec", spec, "--type", "DriftErrorCode"])
        #expect(typeAlone.status == 2)
        #expect(
            typeAlone.errors == "error-tables check: error: --type and --domain choose what --symbol-graph is "
                + "compared with; give --symbol-graph <file>\n")

        let unreadable = sandbox.run(["check", "--spec", spec, "--symbol-graph", sandbox.path("none.json")])
        #expect(unreadable.status == 2)
        #expect(
            unreadable.errors
                == "error-tables check: error: cannot read the symbol graph '\(sandbox.path("none.json"))'\n")

        let broken = sandbox.run(["check", "--spec", spec, "--symbol-graph", sandbox.path("broken.symbols.json")])
        #expect(broken.status == 2)
        #expect(
            broken.errors
                == "broken.symbols.json:1:13: error: the symbol graph is not valid JSON: expected a value, found the "
                + "end of the text\n")

        let unknownDomain = sandbox.run(["check", "--spec", spec, "--symbol-graph", graph, "--domain", "Auth"])
        #expect(unknownDomain.status == 2)
        #expect(unknownDomain.errors == "error-tables check: error: the spec has no domain 'Auth'; it has 'Drift'\n")
    }

    @Test func severalDomainsNeedTheTypeOrDomain() throws {
        let sandbox = try CheckTranslationTests.sandbox()
        defer { sandbox.remove() }
        try sandbox.copyRepositorySpec("FirebaseAuth")
        try sandbox.write("Drift.symbols.json", Self.handWrittenGraph)
        let graph = sandbox.path("Drift.symbols.json")
        let ambiguous = sandbox.run(["check", "--spec", sandbox.path("spec"), "--symbol-graph", graph])
        #expect(ambiguous.status == 2)
        #expect(
            ambiguous.errors == "error-tables check: error: the spec has several domains ('Drift', 'FirebaseAuth'); "
                + "choose the one to compare with --domain <name>\n")
        let byType = sandbox.run([
            "check", "--spec", sandbox.path("spec"), "--symbol-graph", graph, "--type", "DriftErrorCode",
        ])
        #expect(byType.errors == Self.expectedFindings)
        let byDomain = sandbox.run([
            "check", "--spec", sandbox.path("spec"), "--symbol-graph", graph, "--domain", "Drift",
        ])
        #expect(byDomain.errors == Self.expectedFindings)
    }

    /// The symbol graph of the real `SymbolGraphFixture` module, extracted from this build with the
    /// toolchain's swift-symbolgraph-extract: the check sees what the compiler sees.
    @Test func graphExtractedFromTheBuiltFixtureModule() throws {
        let sandbox = try CheckTranslationTests.sandbox()
        defer { sandbox.remove() }
        let graph = try SymbolGraphExtraction.extract(module: "SymbolGraphFixture", into: sandbox.path("graphs"))
        let result = sandbox.run([
            "check", "--spec", sandbox.path("spec"), "--symbol-graph", graph, "--type", "DriftErrorCode",
        ])
        #expect(result.status == 1)
        #expect(result.errors == Self.expectedFindings)
        #expect(result.output.contains("symbol graph: DriftErrorCode declares 3 cases; Drift documents 3 codes\n"))
        let json = sandbox.run([
            "check", "--spec", sandbox.path("spec"), "--symbol-graph", graph, "--format", "json",
        ])
        #expect(json.output.contains("\"kind\": \"code\""))
    }
}
