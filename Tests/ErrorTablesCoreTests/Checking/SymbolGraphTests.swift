import Foundation
import Testing

@testable import ErrorTablesCore

@Suite struct SymbolGraphTests {
    /// A symbol graph as swift-symbolgraph-extract writes it, cut down to what the reader looks at.
    static let graph = """
        {
          "metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "hand-written"},
          "module": {"name": "DriftKit", "platform": {}},
          "symbols": [
            {"kind": {"identifier": "swift.enum", "displayName": "Enumeration"},
             "identifier": {"precise": "s:8DriftKit0A9ErrorCodeO", "interfaceLanguage": "swift"},
             "pathComponents": ["DriftErrorCode"], "names": {"title": "DriftErrorCode"},
             "location": {"uri": "file:///work/DriftKit/Drift%20Errors.swift", "position": {"line": 3, "character": 12}}},
            {"kind": {"identifier": "swift.enum.case", "displayName": "Case"},
             "pathComponents": ["DriftErrorCode", "networkError"], "names": {"title": "DriftErrorCode.networkError"},
             "location": {"uri": "file:///work/DriftKit/Drift%20Errors.swift", "position": {"line": 5, "character": 9}}},
            {"kind": {"identifier": "swift.enum.case", "displayName": "Case"},
             "pathComponents": ["DriftErrorCode", "invalidArgument"], "names": {"title": "DriftErrorCode.invalidArgument"}},
            {"kind": {"identifier": "swift.enum.case", "displayName": "Case"},
             "pathComponents": ["DriftErrorCode", "legacyTimeout(_:)"], "names": {"title": "DriftErrorCode.legacyTimeout(_:)"},
             "location": {"uri": "file:///work/DriftKit/Drift%20Errors.swift", "position": {"line": 9, "character": 9}}},
            {"kind": {"identifier": "swift.property", "displayName": "Instance Property"},
             "pathComponents": ["DriftErrorCode", "rawValue"], "names": {"title": "rawValue"}},
            {"kind": {"identifier": "swift.enum", "displayName": "Enumeration"},
             "pathComponents": ["Legacy", "DriftErrorCode"], "names": {"title": "Legacy.DriftErrorCode"}},
            {"kind": {"identifier": "swift.enum.case", "displayName": "Case"},
             "pathComponents": ["Legacy", "DriftErrorCode", "other"], "names": {"title": "Legacy.DriftErrorCode.other"}}
          ],
          "relationships": []
        }
        """

    @Test func readsEnumsCasesAndLocations() throws {
        let graph = try SymbolGraph.parse(Data(Self.graph.utf8), path: "DriftKit.symbols.json")
        #expect(graph.moduleName == "DriftKit")
        #expect(graph.enumNames == ["DriftErrorCode", "Legacy.DriftErrorCode"])
        let path = try #require(graph.enumPath(named: "DriftErrorCode"))
        #expect(path == ["DriftErrorCode"])
        let cases = graph.cases(ofEnumAt: path)
        #expect(cases.map(\.name) == ["networkError", "invalidArgument", "legacyTimeout"])
        #expect(cases[0].location == SourceLocation(path: "/work/DriftKit/Drift Errors.swift", line: 6, column: 10))
        #expect(cases[1].location == nil)
        #expect(graph.enumPath(named: "Legacy.DriftErrorCode") == ["Legacy", "DriftErrorCode"])
        #expect(graph.cases(ofEnumAt: ["Legacy", "DriftErrorCode"]).map(\.name) == ["other"])
        #expect(graph.enumPath(named: "Missing") == nil)
    }

    @Test func lastComponentMatchesOnlyWhenUnique() throws {
        let graph = SymbolGraph(
            moduleName: "M",
            symbols: [
                .init(kind: SymbolGraph.enumKind, pathComponents: ["A", "Code"], location: nil),
                .init(kind: SymbolGraph.enumKind, pathComponents: ["B", "Code"], location: nil),
                .init(kind: SymbolGraph.enumKind, pathComponents: ["C", "Only"], location: nil),
            ])
        #expect(graph.enumPath(named: "Code") == nil)
        #expect(graph.enumPath(named: "Only") == ["C", "Only"])
    }

    @Test func rejectsWhatIsNoSymbolGraph() {
        #expect(throws: FatalDiagnostic.self) { try SymbolGraph.parse(Data("{".utf8), path: "x.json") }
        do {
            _ = try SymbolGraph.parse(Data(#"{"module": {}}"#.utf8), path: "x.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostic.message.hasPrefix("'x.json' is not a symbol graph: it has no \"symbols\" list"))
        }
        #expect(throws: FatalDiagnostic.self) { try SymbolGraph.read(path: "/nonexistent/x.symbols.json") }
    }

    @Test func documentedCodesAgainstDeclaredCases() throws {
        let spec = try TemporarySpec(
            files: [
                "error-tables.json": TemporarySpec.config,
                "en.md": """
                # Drift

                ## Errors common to all methods

                | Code | Description |
                | --- | --- |
                | `DriftErrorCodeNetworkError` | A network error occurred. |

                #### upload:completion:

                | Code | Description |
                | --- | --- |
                | `DriftErrorCodeQuotaExceeded` | The quota is exhausted. |
                | `DriftErrorCodeInvalidArgument` | An argument is not valid. |

                #### download:completion:

                | Code | Description |
                | --- | --- |
                | `DriftErrorCodeNetworkError` | The download failed. |
                | `DriftErrorCodeQuotaExceeded` | The quota is exhausted. |
                """,
            ])
        defer { spec.remove() }
        let domain = try #require(try spec.load().domain)
        let graph = try SymbolGraph.parse(Data(Self.graph.utf8), path: "DriftKit.symbols.json")
        let cases = graph.cases(ofEnumAt: ["DriftErrorCode"])
        var diagnostics = Diagnostics()
        SymbolGraphCheck(domain: domain, typeName: "DriftErrorCode").check(cases: cases, diagnostics: &diagnostics)
        #expect(
            diagnostics.all.map { $0.formatted(relativeTo: spec.root) } == [
                "Drift/en.md:13:3: error: 'DriftErrorCodeQuotaExceeded' is documented but DriftErrorCode has no case "
                    + "'quotaExceeded'; add the case or remove the code from the documentation",
                "/work/DriftKit/Drift Errors.swift:10:10: warning: DriftErrorCode.legacyTimeout is declared but not "
                    + "documented in en.md; add a table row for it or remove the case",
            ])
        // Without a location in the graph the warning points at the config's typeName.
        var unplaced = Diagnostics()
        SymbolGraphCheck(domain: domain, typeName: "DriftErrorCode").check(
            cases: cases + [
                .init(
                    kind: SymbolGraph.enumCaseKind, pathComponents: ["DriftErrorCode", "quotaExceded"], location: nil)
            ],
            diagnostics: &unplaced)
        #expect(
            unplaced.all.map { $0.formatted(relativeTo: spec.root) } == [
                "Drift/en.md:13:3: error: 'DriftErrorCodeQuotaExceeded' is documented but DriftErrorCode has no case "
                    + "'quotaExceeded'; did you mean 'quotaExceded'?",
                "/work/DriftKit/Drift Errors.swift:10:10: warning: DriftErrorCode.legacyTimeout is declared but not "
                    + "documented in en.md; add a table row for it or remove the case",
                "Drift/error-tables.json:3:3: warning: DriftErrorCode.quotaExceded is declared but not documented in "
                    + "en.md; add a table row for it or remove the case",
            ])
    }
}
