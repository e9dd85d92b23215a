import Foundation
import Testing

@testable import ErrorTablesCore

/// A hand-written enum read from its symbol graph into the rows of a spec, and the spec written from them.
@Suite struct ErrorEnumImportTests {
    static let source = """
        /// Errors of Kit.
        public enum KitErrorCode: Int, Error {
            /// A network error occurred.
            ///
            /// Check the connection.
            case network = 3
            @available(iOS, deprecated: 15.0, message: "Use network.")
            case old
            case timeout
        }

        """

    /// The graph of `source`, with the cases in another order than declared, as graphs may list them.
    static let graph = """
        {"module": {"name": "Kit"}, "symbols": [
          {"kind": {"identifier": "swift.enum"}, "pathComponents": ["KitErrorCode"], "accessLevel": "package",
           "docComment": {"lines": [{"text": "Errors of Kit."}]},
           "location": {"uri": "file:///src/Kit.swift", "position": {"line": 1, "character": 12}}},
          {"kind": {"identifier": "swift.enum.case"}, "pathComponents": ["KitErrorCode", "timeout"],
           "declarationFragments": [{"kind": "keyword", "spelling": "case"}, {"kind": "text", "spelling": " "},
                                    {"kind": "identifier", "spelling": "timeout"}],
           "location": {"uri": "file:///src/Kit.swift", "position": {"line": 8, "character": 9}}},
          {"kind": {"identifier": "swift.enum.case"}, "pathComponents": ["KitErrorCode", "network"],
           "docComment": {"lines": [{"text": " A network error | occurred."}, {"text": ""}, {"text": "Check the"},
                                    {"text": "connection. "}]},
           "location": {"uri": "file:///src/Kit.swift", "position": {"line": 5, "character": 9}}},
          {"kind": {"identifier": "swift.enum.case"}, "pathComponents": ["KitErrorCode", "old"],
           "docComment": {"lines": [{"text": "Old."}]},
           "availability": [{"domain": "iOS", "introduced": {"major": 13}, "deprecated": {"major": 15, "minor": 0},
                             "message": "Use network."}],
           "location": {"uri": "file:///src/Kit.swift", "position": {"line": 7, "character": 9}}},
          {"kind": {"identifier": "swift.init"}, "pathComponents": ["KitErrorCode", "init(rawValue:)"],
           "declarationFragments": [{"kind": "keyword", "spelling": "init"}, {"kind": "text", "spelling": "?("},
             {"kind": "externalParam", "spelling": "rawValue"}, {"kind": "text", "spelling": ": "},
             {"kind": "typeIdentifier", "spelling": "Int"}, {"kind": "text", "spelling": ")"}]}
        ]}
        """

    static func read(type: String? = nil) throws -> (ErrorEnumImport, Diagnostics) {
        let graph = try SymbolGraph.parse(Data(Self.graph.utf8), path: "Kit.symbols.json")
        var diagnostics = Diagnostics()
        let imported = try ErrorEnumImport.read(
            graph: graph, graphPath: "Kit.symbols.json", type: type,
            readSource: { $0 == "/src/Kit.swift" ? Array(Self.source.utf8) : nil }, diagnostics: &diagnostics)
        return (imported, diagnostics)
    }

    @Test func graphReadsDocCommentsDeclarationsAndDeprecations() throws {
        let graph = try SymbolGraph.parse(Data(Self.graph.utf8), path: "Kit.symbols.json")
        #expect(graph.rawType(ofEnumAt: ["KitErrorCode"]) == "Int")
        #expect(graph.rawType(ofEnumAt: ["Other"]) == nil)
        let old = try #require(graph.symbols.first { $0.name == "old" })
        #expect(old.docComment == ["Old."])
        #expect(
            old.deprecations == [
                SymbolGraph.Deprecation(platform: "iOS", version: "15.0", message: "Use network.", renamed: nil)
            ])
        #expect(old.entryLocation == SourceLocation(path: "Kit.symbols.json", line: 13, column: 3))
        let timeout = try #require(graph.symbols.first { $0.name == "timeout" })
        #expect(timeout.declaration == "case timeout")
        #expect(timeout.docComment == nil)
        #expect(timeout.deprecations == [])
        #expect(graph.enumSymbol(at: ["KitErrorCode"])?.accessLevel == "package")
    }

    @Test func rowsInDeclarationOrderWithRawValuesFromTheSource() throws {
        let (imported, diagnostics) = try Self.read()
        #expect(imported.errorDomain == "Kit.KitErrorCode")
        #expect(imported.summary == "Errors of Kit.")
        #expect(imported.rows.map(\.caseName) == ["network", "old", "timeout"])
        #expect(imported.rows.map(\.code) == ["KitErrorCodeNetwork", "KitErrorCodeOld", "KitErrorCodeTimeout"])
        #expect(imported.rows.map(\.rawValue) == [3, 4, 5])
        #expect(
            imported.rows.map(\.description) == [
                "A network error \\| occurred.<br>Check the connection.", "Old.",
                "TODO(error-tables): KitErrorCode.timeout has no doc comment; say here when this error happens and "
                    + "what the user can do about it.",
            ])
        #expect(imported.rows.map(\.isPlaceholder) == [false, false, true])
        #expect(imported.rows.map(\.deprecation) == [nil, "Deprecated in iOS 15.0: Use network.", nil])
        #expect(
            diagnostics.all.map(\.description) == [
                "/src/Kit.swift:8:10: note: KitErrorCode.old is deprecated ('Deprecated in iOS 15.0: Use network.'); "
                    + "error tables have no deprecation, so the document lists it under 'Deprecated codes', and the "
                    + "generated case is not marked deprecated",
                "/src/Kit.swift:9:10: warning: KitErrorCode.timeout has no doc comment, so its row gets a placeholder "
                    + "that lint reports; write in its place when the error happens and what the user can do about it",
            ])
    }

    @Test func specKeepsNamesRawValuesAndAccessLevel() throws {
        let (imported, _) = try Self.read(type: "KitErrorCode")
        let spec = ImportedSpec(imported: imported, domain: "Kit", language: "en")
        #expect(spec.files.map(\.name) == ["error-tables.json", "en.md"])
        #expect(
            spec.config == """
                {
                  "errorDomain": "Kit.KitErrorCode",
                  "typeName": "KitErrorCode",
                  "codePrefix": "KitErrorCode",
                  "sourceLanguage": "en",
                  "accessLevel": "package",
                  "codes": {
                    "KitErrorCodeNetwork": {
                      "rawValue": 3,
                      "swiftName": "network"
                    },
                    "KitErrorCodeOld": {
                      "rawValue": 4,
                      "swiftName": "old"
                    },
                    "KitErrorCodeTimeout": {
                      "rawValue": 5,
                      "swiftName": "timeout"
                    }
                  }
                }

                """)
        #expect(
            spec.document == """
                # Kit errors

                Errors of Kit.

                When an operation fails, it throws `KitErrorCode`, whose code is one of the codes below.

                ## Error codes

                | Code | Description |
                | --- | --- |
                | `KitErrorCodeNetwork` | A network error \\| occurred.<br>Check the connection. |
                | `KitErrorCodeOld` | Old. |
                | `KitErrorCodeTimeout` | TODO(error-tables): KitErrorCode.timeout has no doc comment; say here when \
                this error happens and what the user can do about it. |

                ## Deprecated codes

                - `KitErrorCodeOld`: Deprecated in iOS 15.0: Use network.

                """)
    }

    /// The spec init writes reads back as the enum: same case names, raw values and descriptions, and the
    /// placeholder is a warning at its cell.
    @Test func writtenSpecLoadsBackAsTheEnum() throws {
        let (imported, _) = try Self.read()
        let spec = ImportedSpec(imported: imported, domain: "Kit", language: "en")
        let folder = try TemporarySpec(
            files: Dictionary(uniqueKeysWithValues: spec.files.map { ($0.name, $0.contents) }))
        defer { folder.remove() }
        let (domain, diagnostics) = try folder.load()
        let codes = try #require(domain).codes
        #expect(codes.map(\.swiftName) == ["network", "old", "timeout"])
        #expect(codes.map(\.rawValue) == [3, 4, 5])
        #expect(
            codes.map { $0.description.texts["en"] ?? "" }[..<2] == [
                "A network error | occurred.\nCheck the connection.", "Old.",
            ])
        #expect(
            diagnostics == [
                "Drift/en.md:13:27: warning: 'KitErrorCodeTimeout' still has the placeholder description init wrote; "
                    + "replace it with when the error happens and what the user can do about it"
            ])
    }

    /// An `Int` enum `E` in `/E.swift` with `cases` at the given 1-based columns of line 2.
    static func enumGraph(_ cases: [(String, Int)], path: [String] = ["E"]) -> SymbolGraph {
        SymbolGraph(
            moduleName: "M",
            symbols: [
                .init(kind: SymbolGraph.enumKind, pathComponents: path, location: nil),
                .init(
                    kind: "swift.init", pathComponents: path + ["init(rawValue:)"], location: nil,
                    declaration: "init?(rawValue: Int)"),
            ]
                + cases.map { name, column in
                    .init(
                        kind: SymbolGraph.enumCaseKind, pathComponents: path + [name],
                        location: SourceLocation(path: "/E.swift", line: 2, column: column), docComment: ["Doc."])
                })
    }

    static func read(_ graph: SymbolGraph, source: String, type: String? = nil) throws -> (
        ErrorEnumImport, [String]
    ) {
        var diagnostics = Diagnostics()
        let imported = try ErrorEnumImport.read(
            graph: graph, graphPath: "M.symbols.json", type: type, readSource: { _ in Array(source.utf8) },
            diagnostics: &diagnostics)
        return (imported, diagnostics.all.map(\.description))
    }

    @Test func casesWhoseNamesCannotBeKept() throws {
        let graph = Self.enumGraph([("foo", 10), ("Foo", 15), ("café", 20)])
        let (imported, diagnostics) = try Self.read(graph, source: "enum E: Int {\n    case foo, Foo, café\n}\n")
        #expect(imported.rows.map(\.caseName) == ["foo"])
        #expect(
            diagnostics == [
                "/E.swift:2:15: error: 'Foo' and 'foo' would both be documented as 'EFoo'; rename one of the cases",
                "/E.swift:2:20: error: E.café is not an ASCII identifier, and generated case names are ASCII; rename it",
            ])
    }

    @Test func rawValuesThatAreNoIntegerLiterals() throws {
        let graph = Self.enumGraph([("a", 10)])
        let (imported, diagnostics) = try Self.read(graph, source: "enum E: Int {\n    case a = 1.5\n}\n")
        #expect(imported.rows == [])
        #expect(
            diagnostics == [
                "/E.swift:2:10: error: cannot read the raw value of E.a ('1.5'): init reads integer literals within "
                    + "Int's range"
            ])
        let after = try Self.read(
            Self.enumGraph([("a", 10), ("b", 35)]), source: "enum E: Int {\n    case a = 9223372036854775807, b\n}\n")
        #expect(
            after.1 == [
                "/E.swift:2:35: error: cannot read the raw value of E.b ('after 9223372036854775807'): init reads "
                    + "integer literals within Int's range"
            ])
    }

    @Test func twoEnumsOfOneNameNeedTheDottedName() throws {
        var graph = Self.enumGraph([("a", 10)], path: ["A", "Code"])
        graph.symbols += Self.enumGraph([("a", 10)], path: ["B", "Code"]).symbols
        #expect(
            throws: FatalDiagnostic(
                .noEnumToImport(
                    "Code", module: "M", graph: "M.symbols.json", enums: ["A.Code", "B.Code"], suggestion: nil,
                    ambiguous: ["A.Code", "B.Code"]))
        ) {
            try Self.read(graph, source: "", type: "Code")
        }
        #expect(
            FatalDiagnostic(
                .noEnumToImport(
                    "Code", module: "M", graph: "M.symbols.json", enums: ["A.Code", "B.Code"], suggestion: nil,
                    ambiguous: ["A.Code", "B.Code"])
            ).diagnostic.message
                == "the symbol graph 'M.symbols.json' of module 'M' declares no enum 'Code'; several enums are called "
                + "'Code': 'A.Code', 'B.Code'; give the dotted name")
        let (imported, _) = try Self.read(graph, source: "enum E: Int {\n    case a = 5\n}\n", type: "B.Code")
        #expect(imported.typeName == "Code")
        #expect(imported.errorDomain == "M.B.Code")
        #expect(imported.rows.map(\.code) == ["CodeA"])
        #expect(imported.rows.map(\.rawValue) == [5])
    }

    @Test func deprecationSentences() {
        func sentence(_ platform: String, _ version: String?, _ message: String?, _ renamed: String?) -> String {
            ErrorEnumImport.sentence(
                SymbolGraph.Deprecation(platform: platform, version: version, message: message, renamed: renamed))
        }
        #expect(sentence("*", nil, nil, nil) == "Deprecated.")
        #expect(sentence("*", nil, "Use b", nil) == "Deprecated: Use b.")
        #expect(sentence("*", nil, "Use b.\nIt is faster.", "b") == "Deprecated: Use b. It is faster.")
        #expect(sentence("macOS", "12.0", nil, "b") == "Deprecated in macOS 12.0: use `b` instead.")
    }
}
