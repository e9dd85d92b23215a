import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables init --from-symbol-graph` on graphs it cannot import whole, written by hand the way
/// swift-symbolgraph-extract writes them (cut down), with the Swift source they point at.
@Suite struct InitFromSymbolGraphErrorTests {
    /// One symbol of a hand-written graph: kind, path, and the 0-based position of its name, if any.
    struct Entry {
        var kind: String
        var path: [String]
        var position: (line: Int, character: Int)?
        var declaration = ""
        var doc: String?

        var json: String {
            var members = [
                "\"kind\": {\"identifier\": \"swift.\(kind)\"}",
                "\"pathComponents\": [" + path.map { "\"\($0)\"" }.joined(separator: ", ") + "]",
            ]
            if !declaration.isEmpty { members.append("\"declarationFragments\": [{\"spelling\": \"\(declaration)\"}]") }
            if let doc { members.append("\"docComment\": {\"lines\": [{\"text\": \"\(doc)\"}]}") }
            if let position {
                members.append(
                    "\"location\": {\"uri\": \"file://SOURCE\", \"position\": {\"line\": \(position.line), "
                        + "\"character\": \(position.character)}}")
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
    }

    /// A graph of module `Kit` holding `entries`, one per line, whose locations name `source`.
    static func graph(_ entries: [Entry], source: String) -> String {
        "{\"module\": {\"name\": \"Kit\"},\n\"symbols\": [\n"
            + entries.map { $0.json.replacingOccurrences(of: "SOURCE", with: source) }.joined(separator: ",\n")
            + "\n], \"relationships\": []}\n"
    }

    static let source = """
        public enum KitErrorCode: Int, Error {
            case networkError = 7
            case failure(String)
            case undocumented
        }
        public struct KitClient {}
        public enum Flavor: String { case plain }
        public enum Empty {}

        """

    /// The enums and the struct of `source`, with the raw-value initializers their raw types show in.
    static let entries = [
        Entry(kind: "enum", path: ["KitErrorCode"], position: (0, 12)),
        Entry(kind: "enum.case", path: ["KitErrorCode", "networkError"], position: (1, 9), doc: "No network."),
        Entry(kind: "enum.case", path: ["KitErrorCode", "failure(_:)"], position: (2, 9), doc: "Failed."),
        Entry(kind: "enum.case", path: ["KitErrorCode", "undocumented"], position: (3, 9), doc: "Reserved."),
        Entry(kind: "init", path: ["KitErrorCode", "init(rawValue:)"], declaration: "init?(rawValue: Int)"),
        Entry(kind: "struct", path: ["KitClient"], position: (5, 14)),
        Entry(kind: "enum", path: ["Flavor"], position: (6, 12)),
        Entry(kind: "enum.case", path: ["Flavor", "plain"], position: (6, 34)),
        Entry(kind: "init", path: ["Flavor", "init(rawValue:)"], declaration: "init?(rawValue: String)"),
        Entry(kind: "enum", path: ["Empty"], position: (7, 12)),
    ]

    /// A sandbox with `Sources/Kit/Errors.swift` and `Kit.symbols.json` describing it.
    static func sandbox(_ entries: [Entry] = entries, source: String = source) throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        try sandbox.write("Sources/Kit/Errors.swift", source)
        try sandbox.write("Kit.symbols.json", graph(entries, source: sandbox.path("Sources/Kit/Errors.swift")))
        return sandbox
    }

    static func initArguments(_ sandbox: TemporaryFolder, _ extra: [String]) -> [String] {
        ["init", sandbox.path("spec/Kit"), "--from-symbol-graph", sandbox.path("Kit.symbols.json")] + extra
    }

    @Test func theEnumMustBeChosenAndBeThere() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let graph = sandbox.path("Kit.symbols.json")
        let cases: [([String], String)] = [
            (
                [],
                "the symbol graph '\(graph)' declares several enums ('Empty', 'Flavor', 'KitErrorCode'); choose the "
                    + "error enum with --type <name>"
            ),
            (
                ["--type", "KitErrorCod"],
                "the symbol graph '\(graph)' of module 'Kit' declares no enum 'KitErrorCod'; did you mean 'KitErrorCode'?"
            ),
            (
                ["--type", "Payments"],
                "the symbol graph '\(graph)' of module 'Kit' declares no enum 'Payments'; its enums: 'Empty', 'Flavor', "
                    + "'KitErrorCode'"
            ),
            (
                ["--type", "KitClient"],
                "'KitClient' is a struct, not an enum; init --from-symbol-graph reads the cases of an error enum"
            ),
            (
                ["--type", "Empty"],
                "Empty has no cases in the symbol graph '\(graph)', so there is nothing to document; is it the error "
                    + "enum, and were its cases extracted (they have the enum's access level)?"
            ),
            (
                ["--type", "Flavor"],
                "Flavor has String raw values, but generated code enums have Int raw values (the NSError code), so "
                    + "init cannot keep them; give the enum Int raw values first, or start from 'error-tables init "
                    + "<dir/Domain>' and name the codes yourself"
            ),
        ]
        for (extra, message) in cases {
            let result = sandbox.run(Self.initArguments(sandbox, extra))
            #expect(result.status == 2, "\(extra)")
            #expect(result.errors == "error-tables init: error: \(message)\n")
            #expect(result.output == "")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("spec")))
    }

    @Test func graphFilesThatAreNoSymbolGraphs() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try sandbox.write("broken.json", "{\"symbols\": [")
        try sandbox.write("other.json", "{\"name\": \"Kit\"}")
        func run(_ file: String) -> (status: Int32, errors: String) {
            let result = sandbox.run(["init", sandbox.path("spec/Kit"), "--from-symbol-graph", sandbox.path(file)])
            return (result.status, result.errors)
        }
        #expect(
            run("missing.json") == (
                2, "error-tables init: error: cannot read the symbol graph '\(sandbox.path("missing.json"))'\n"
            ))
        let broken = run("broken.json")
        #expect(broken.status == 2)
        #expect(
            broken.errors
                == "broken.json:1:14: error: the symbol graph is not valid JSON: expected a value, found the end of "
                + "the text\n")
        #expect(
            run("other.json") == (
                2,
                "error-tables init: error: '\(sandbox.path("other.json"))' is not a symbol graph: it has no \"symbols\" "
                    + "list (expected the .symbols.json that swift-symbolgraph-extract or 'swift package "
                    + "dump-symbol-graph' writes)\n"
            ))
    }

    /// Cases a code enum cannot have are errors at their declarations, and nothing is written.
    @Test func casesThatCannotBeKeptWriteNothing() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let result = sandbox.run(Self.initArguments(sandbox, ["--type", "KitErrorCode"]))
        #expect(result.status == 1)
        #expect(
            result.errors == """
                Sources/Kit/Errors.swift:3:10: error: KitErrorCode.failure(_:) has associated values, but generated \
                code enums have plain cases; turn its payload into userInfo, or leave this enum hand-written
                Sources/Kit/Errors.swift:4:10: error: KitErrorCode.undocumented cannot keep its name: the generated \
                error types have a member 'undocumented'; rename the case first
                error-tables init: error: nothing was written, because of the errors above

                """)
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("spec")))
    }

    /// init never overwrites: a file it would write that exists stops it before anything is written.
    @Test func existingFilesAreKept() throws {
        let source = "public enum KitErrorCode: Int, Error {\n    case networkError = 7\n}\n"
        let sandbox = try Self.sandbox(Array(Self.entries.prefix(2)) + [Self.entries[4]], source: source)
        defer { sandbox.remove() }
        try sandbox.write("spec/Kit/en.md", "# Mine\n")
        let result = sandbox.run(Self.initArguments(sandbox, []))
        #expect(result.status == 1)
        #expect(
            result.errors
                == "error-tables init: error: nothing was written, because '\(sandbox.path("spec/Kit/en.md"))' "
                + "already exists; init never overwrites files\n")
        #expect(sandbox.read("spec/Kit/en.md") == "# Mine\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("spec/Kit/error-tables.json")))
    }

    /// Raw values come from the source: a case the graph gives no position, or a source that changed since,
    /// is an error that says so.
    @Test func rawValuesNeedTheSourceAsTheGraphSawIt() throws {
        let noPosition = [
            Self.entries[0], Entry(kind: "enum.case", path: ["KitErrorCode", "networkError"], position: nil),
            Self.entries[4],
        ]
        let sandbox = try Self.sandbox(noPosition)
        defer { sandbox.remove() }
        let result = sandbox.run(Self.initArguments(sandbox, []))
        #expect(result.status == 1)
        #expect(
            result.errors == """
                Kit.symbols.json:3:1: note: the symbol graph gives no source location for some cases of KitErrorCode, \
                so the rows follow the graph's order, which may not be the declaration order
                Kit.symbols.json:4:1: error: the symbol graph gives no source location for KitErrorCode.networkError, \
                and symbol graphs do not hold raw values, so its raw value cannot be read from the source; extract the \
                graph from a build of the module
                error-tables init: error: nothing was written, because of the errors above

                """)

        try sandbox.write(
            "Sources/Kit/Errors.swift", "public enum KitErrorCode: Int, Error {\n    case renamed = 7\n}\n")
        let moved = Array(Self.entries.prefix(2)) + [Self.entries[4]]
        try sandbox.write("Kit.symbols.json", Self.graph(moved, source: sandbox.path("Sources/Kit/Errors.swift")))
        let changed = sandbox.run(Self.initArguments(sandbox, []))
        #expect(changed.status == 1)
        #expect(
            changed.errors == """
                Sources/Kit/Errors.swift:2:10: error: KitErrorCode.networkError is not declared here any more, where \
                the symbol graph says; the source changed since the graph was extracted: build and extract it again
                error-tables init: error: nothing was written, because of the errors above

                """)

        try FileManager.default.removeItem(atPath: sandbox.path("Sources/Kit/Errors.swift"))
        let unreadable = sandbox.run(Self.initArguments(sandbox, []))
        #expect(unreadable.status == 2)
        #expect(
            unreadable.errors == "error-tables init: error: cannot read '\(sandbox.path("Sources/Kit/Errors.swift"))', "
                + "where KitErrorCode's cases are declared: symbol graphs do not hold raw values, so init reads them "
                + "from the source; run init where the module's sources are\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("spec")))
    }

    /// An enum without a raw type and without positions: numbered in the graph's order, which init says is a
    /// guess; a case without docs is pointed at in the graph file.
    @Test func enumWithoutRawTypeOrPositions() throws {
        let entries = [
            Entry(kind: "enum", path: ["KitError"], position: nil, doc: "Errors of Kit."),
            Entry(kind: "enum.case", path: ["KitError", "offline"], position: nil, doc: "You are offline."),
            Entry(kind: "enum.case", path: ["KitError", "cancelled"], position: nil),
        ]
        let sandbox = try Self.sandbox(entries)
        defer { sandbox.remove() }
        let result = sandbox.run(Self.initArguments(sandbox, ["--source-language", "de"]))
        #expect(result.status == 0)
        #expect(
            result.errors == """
                Kit.symbols.json:3:1: note: the symbol graph gives no source location for some cases of KitError, so \
                the rows follow the graph's order, which may not be the declaration order
                Kit.symbols.json:3:1: note: KitError has no raw type, so its codes get the raw values 0, 1, 2 … in \
                declaration order, the codes Swift gives its cases as NSErrors; the generated enum has these Int raw \
                values
                Kit.symbols.json:5:1: warning: KitError.cancelled has no doc comment, so its row gets a placeholder \
                that lint reports; write in its place when the error happens and what the user can do about it

                """)
        #expect(
            sandbox.read("spec/Kit/de.md") == """
                # Kit errors

                Errors of Kit.

                When an operation fails, it throws `KitError`, whose code is one of the codes below.

                ## Error codes

                | Code | Description |
                | --- | --- |
                | `KitErrorOffline` | You are offline. |
                | `KitErrorCancelled` | TODO(error-tables): KitError.cancelled has no doc comment; say here when this \
                error happens and what the user can do about it. |

                """)
        #expect(sandbox.read("spec/Kit/error-tables.json")?.contains("\"sourceLanguage\": \"de\"") == true)
        #expect(
            sandbox.read("spec/Kit/error-tables.json")?.contains("\"rawValue\": 1,\n      \"swiftName\": \"cancelled\"")
                == true)
    }

    @Test func optionsThatDoNotGoTogether() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let typeAlone = sandbox.run(["init", sandbox.path("spec/Kit"), "--type", "KitErrorCode"])
        #expect(typeAlone.status == 2)
        #expect(
            typeAlone.errors == "error-tables init: error: --type names the enum --from-symbol-graph reads; give "
                + "--from-symbol-graph <file.symbols.json>\n")
        let languages = sandbox.run(Self.initArguments(sandbox, ["--languages", "en,de"]))
        #expect(languages.status == 2)
        #expect(
            languages.errors == "error-tables init: error: --from-symbol-graph and --languages exclude each other: "
                + "the symbol graph gives the source document; add translations after, as copies of it\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("spec")))
    }
}
