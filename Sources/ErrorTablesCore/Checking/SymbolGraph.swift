import Foundation

/// The declarations of a compiled Swift module, read from its symbol graph: the JSON that
/// `swift-symbolgraph-extract` and `swift package dump-symbol-graph` write (`<Module>.symbols.json`).
///
/// Only what checking and `init --from-symbol-graph` need is kept: each symbol's kind (`swift.enum`,
/// `swift.enum.case`, …), its path (`["AuthErrorCode", "networkError"]`), where it is declared, its doc comment,
/// declaration, access level and deprecation. Relationships are not read.
public struct SymbolGraph: Sendable, Equatable {
    /// One declaration.
    public struct Symbol: Sendable, Equatable {
        /// The kind identifier, e.g. `swift.enum.case`.
        public var kind: String
        /// The names from the module down to the symbol, e.g. `["AuthErrorCode", "networkError"]`.
        public var pathComponents: [String]
        /// Where it is declared (1-based line and column), when the graph says.
        public var location: SourceLocation?
        /// The doc comment's lines without the `///`, `nil` when the symbol has none.
        public var docComment: [String]?
        /// The declaration as the graph spells it, e.g. `case networkError` or `init?(rawValue: Int)`.
        public var declaration: String
        /// `public`, `package`, `internal`, … when the graph says.
        public var accessLevel: String?
        /// The deprecations in its availability, one per platform (`*` for every platform).
        public var deprecations: [Deprecation]
        /// Where its entry starts in the symbol graph file, for diagnostics about a symbol without `location`.
        public var entryLocation: SourceLocation?

        /// Creates a symbol.
        public init(
            kind: String, pathComponents: [String], location: SourceLocation?, docComment: [String]? = nil,
            declaration: String = "", accessLevel: String? = nil, deprecations: [Deprecation] = [],
            entryLocation: SourceLocation? = nil
        ) {
            self.kind = kind
            self.pathComponents = pathComponents
            self.location = location
            self.docComment = docComment
            self.declaration = declaration
            self.accessLevel = accessLevel
            self.deprecations = deprecations
            self.entryLocation = entryLocation
        }

        /// The last path component without an argument list: `failure(_:)` → `failure`.
        public var name: String {
            let last = pathComponents.last ?? ""
            return last.firstIndex(of: "(").map { String(last[..<$0]) } ?? last
        }

        /// The dotted path, e.g. `AuthErrorCode.networkError`.
        public var qualifiedName: String { pathComponents.joined(separator: ".") }
    }

    /// A symbol's deprecation on one platform, from an `@available` attribute.
    public struct Deprecation: Sendable, Equatable {
        /// The platform (`iOS`, `macOS`, …), or `*` for every platform.
        public var platform: String
        /// The version it is deprecated in (`15.0`); `nil` when it is deprecated unconditionally.
        public var version: String?
        /// The attribute's `message`.
        public var message: String?
        /// The attribute's `renamed`.
        public var renamed: String?

        /// Creates a deprecation.
        public init(platform: String, version: String?, message: String?, renamed: String?) {
            self.platform = platform
            self.version = version
            self.message = message
            self.renamed = renamed
        }
    }

    /// The kind identifier of enums.
    public static let enumKind = "swift.enum"
    /// The kind identifier of enum cases.
    public static let enumCaseKind = "swift.enum.case"

    /// The module's name.
    public var moduleName: String
    /// Every symbol, in file order.
    public var symbols: [Symbol]

    /// Creates a graph.
    public init(moduleName: String, symbols: [Symbol]) {
        self.moduleName = moduleName
        self.symbols = symbols
    }

    /// Reads a `.symbols.json` file; a file that cannot be read (a FIFO or a device included) or is no symbol
    /// graph throws (JSON errors at their line and column).
    public static func read(path: String) throws(FatalDiagnostic) -> SymbolGraph {
        try InputFile.check(path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FatalDiagnostic(.cannotReadSymbolGraph(path))
        }
        return try parse(data, path: path)
    }

    /// Parses symbol-graph JSON (strictly, with `JSONReader`); `path` names the file in messages.
    public static func parse(_ data: Data, path: String) throws(FatalDiagnostic) -> SymbolGraph {
        let root: JSONNode
        do {
            root = try JSONReader.read(Array(data))
        } catch {
            throw FatalDiagnostic(.symbolGraphNotJSON(path, problem: error.message, at: error.location))
        }
        guard let entries = root["symbols"]?.elements else {
            throw FatalDiagnostic(.notSymbolGraph(path))
        }
        let module = root["module"]?["name"]?.string ?? ""
        let graphPath = path
        let symbols = entries.compactMap { entry -> Symbol? in
            guard let kind = entry["kind"]?["identifier"]?.string,
                let components = entry["pathComponents"]?.elements, !components.isEmpty
            else { return nil }
            let path = components.compactMap(\.string)
            guard path.count == components.count else { return nil }
            let fragments = entry["declarationFragments"]?.elements ?? []
            return Symbol(
                kind: kind, pathComponents: path, location: location(entry["location"]),
                docComment: entry["docComment"]?["lines"]?.elements.map { lines in
                    lines.map { $0["text"]?.string ?? "" }
                },
                declaration: fragments.compactMap { $0["spelling"]?.string }.joined(),
                accessLevel: entry["accessLevel"]?.string,
                deprecations: (entry["availability"]?.elements ?? []).compactMap(deprecation),
                entryLocation: SourceLocation(path: graphPath, line: entry.location.line, column: entry.location.column)
            )
        }
        return SymbolGraph(moduleName: module, symbols: symbols)
    }

    /// A symbol's `location` (`uri` plus 0-based `position`) as a 1-based source location; a position that is
    /// negative or has no successor in `Int` counts as absent (line or column 1).
    private static func location(_ value: JSONNode?) -> SourceLocation? {
        guard let value, let uri = value["uri"]?.string else { return nil }
        let path: String
        if let url = URL(string: uri), url.isFileURL {
            path = url.path
        } else {
            path = uri
        }
        func oneBased(_ key: String) -> Int {
            guard let number = value["position"]?[key]?.integer, number >= 0, number < Int.max else { return 1 }
            return number + 1
        }
        return SourceLocation(path: path, line: oneBased("line"), column: oneBased("character"))
    }

    /// The deprecation an `availability` entry states: `isUnconditionallyDeprecated` or a `deprecated` version.
    private static func deprecation(_ entry: JSONNode) -> Deprecation? {
        let version = entry["deprecated"].map { version in
            ["major", "minor", "patch"].compactMap { version[$0]?.integer }.map(String.init).joined(separator: ".")
        }
        var unconditional = false
        if case .bool(true)? = entry["isUnconditionallyDeprecated"]?.value { unconditional = true }
        guard unconditional || version != nil else { return nil }
        return Deprecation(
            platform: entry["domain"]?.string ?? "*", version: unconditional ? nil : version,
            message: entry["message"]?.string, renamed: entry["renamed"]?.string)
    }

    /// The dotted names of every enum in the graph, sorted.
    public var enumNames: [String] {
        symbols.filter { $0.kind == Self.enumKind }.map(\.qualifiedName).sorted()
    }

    /// The enum `name` names: its dotted path exactly (`Outer.ErrorCode`), or else its last component when
    /// that is unique. `nil` when no enum (or more than one by last component) fits.
    public func enumPath(named name: String) -> [String]? {
        let enums = symbols.filter { $0.kind == Self.enumKind }
        if let exact = enums.first(where: { $0.qualifiedName == name }) { return exact.pathComponents }
        let byName = enums.filter { $0.pathComponents.last == name }
        return byName.count == 1 ? byName[0].pathComponents : nil
    }

    /// The cases declared directly in the enum at `path`, in graph order.
    public func cases(ofEnumAt path: [String]) -> [Symbol] {
        symbols.filter { $0.kind == Self.enumCaseKind && Array($0.pathComponents.dropLast()) == path }
    }

    /// The enum at `path` itself.
    public func enumSymbol(at path: [String]) -> Symbol? {
        symbols.first { $0.kind == Self.enumKind && $0.pathComponents == path }
    }

    /// The raw type of the enum at `path` as its `init?(rawValue:)` spells it (`Int`, `String`); `nil` when it
    /// has none.
    public func rawType(ofEnumAt path: [String]) -> String? {
        let initializer = symbols.first { $0.pathComponents == path + ["init(rawValue:)"] }
        guard let declaration = initializer?.declaration, let label = declaration.range(of: "rawValue:") else {
            return nil
        }
        let type = declaration[label.upperBound...].prefix { $0 != ")" }.trimmingCharacters(in: .whitespaces)
        return type.isEmpty ? nil : type
    }

    /// The symbols of every kind whose dotted name or last component is `name`.
    public func symbols(named name: String) -> [Symbol] {
        symbols.filter { $0.qualifiedName == name || $0.pathComponents.last == name }
    }
}

extension Diagnostic {
    /// A symbol graph file that could not be read.
    static func cannotReadSymbolGraph(_ path: String) -> Diagnostic {
        Diagnostic(.error, "cannot read the symbol graph '\(path)'", at: nil)
    }

    /// A symbol graph that is not valid JSON; `problem` is the `JSONReader`'s message, at `position` in `path`.
    static func symbolGraphNotJSON(_ path: String, problem: String, at position: LineColumn) -> Diagnostic {
        let detail = problem.hasPrefix("invalid JSON: ") ? String(problem.dropFirst(14)) : problem
        return Diagnostic(
            .error, "the symbol graph is not valid JSON: \(detail)",
            at: SourceLocation(path: path, line: position.line, column: position.column))
    }

    /// A JSON file without a `symbols` list.
    static func notSymbolGraph(_ path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(path)' is not a symbol graph: it has no \"symbols\" list (expected the .symbols.json that "
                + "swift-symbolgraph-extract or 'swift package dump-symbol-graph' writes)", at: nil)
    }
}
