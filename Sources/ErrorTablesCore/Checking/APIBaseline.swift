import Foundation

/// A domain's API baseline, `api-baseline.txt` beside its config: the public API its docs generate, one line per
/// element, sorted, so that a pull request that changes it shows the change in review. `lint`, `check` and
/// `generate` (and so the build plugin) compare the docs with it (`APIBaseline.compare`); `init` and
/// `error-tables api --accept` write it.
///
/// Its lines (the last field escaped, see `escaped(_:)`):
///
/// ```
/// case SyncClient.SyncError.conflict method
/// code SyncKitError.conflict 2 SKErrorConflict
/// method SyncClient.SyncError sync()
/// ```
///
/// - `code <CodeType>.<case> <raw value> <documented code>`: a case of the code enum;
/// - `method <MethodType> <symbol>`: a method's error type, qualified by its group's namespace;
/// - `case <MethodType>.<case> <origin>`: a case of a method type, with where the method gets the code:
///   `method` (its own table), `included` (a method it includes), `group` or `domain` (common errors).
///
/// It is made from the model and the generated names (`GeneratedNames`), not from rendered text, so that it
/// changes only when a name, a raw value or a method's list of codes does.
public struct APIBaseline: Sendable, Equatable {
    /// The file's name, beside the domain's `error-tables.json`.
    public static let fileName = "api-baseline.txt"

    /// A case of the code enum.
    public struct Code: Sendable, Hashable {
        /// The code enum's name and the case, `SyncKitError.conflict`.
        public var caseName: String
        /// The raw value.
        public var rawValue: Int
        /// The documented identifier.
        public var id: String
    }

    /// A method's error type.
    public struct Method: Sendable, Hashable {
        /// The qualified type name, `SyncClient.SyncError`.
        public var typeName: String
        /// The documented symbol.
        public var symbol: String
    }

    /// A case of a method type.
    public struct Case: Sendable, Hashable {
        /// The method type's qualified name and the case, `SyncClient.SyncError.conflict`.
        public var caseName: String
        /// Where the method gets the code: `method`, `included`, `group` or `domain`.
        public var origin: String
    }

    /// The code enum's cases, by documented identifier.
    public var codes: [String: Code] = [:]
    /// The method types, by symbol.
    public var methods: [String: Method] = [:]
    /// The method types' cases, by qualified case name.
    public var cases: [String: Case] = [:]

    /// An empty baseline.
    public init() {}

    /// The path of the baseline of the domain whose config is at `configPath`.
    public static func path(configPath: String) -> String {
        let folder = (configPath as NSString).deletingLastPathComponent
        return folder.isEmpty ? fileName : folder + "/" + fileName
    }

    /// The baseline of `domain` as generated, with `methodTypes` (the unqualified method type names by symbol
    /// that `CodeGenerator.checkNames(diagnostics:)` returns).
    public init(_ domain: ErrorDomain, methodTypes: [String: String]) {
        let names = GeneratedNames(domain: domain)
        let typeName = domain.config.typeName
        for code in domain.codes {
            codes[code.id] = Code(caseName: typeName + "." + code.swiftName, rawValue: code.rawValue, id: code.id)
        }
        let swiftNames = Dictionary(domain.codes.map { ($0.id, $0.swiftName) }, uniquingKeysWith: { first, _ in first })
        for method in domain.methods {
            guard let name = methodTypes[method.symbol] else { continue }
            let qualified = names.qualifiedName(name, of: method)
            methods[method.symbol] = Method(typeName: qualified, symbol: method.symbol)
            for error in method.errors {
                guard let swiftName = swiftNames[error.code] else { continue }
                let caseName = qualified + "." + swiftName
                if cases[caseName] == nil { cases[caseName] = Case(caseName: caseName, origin: Self.origin(error)) }
            }
        }
    }

    /// `method`, `included`, `group` or `domain`.
    static func origin(_ error: EffectiveError) -> String {
        switch error.origin {
        case .method: "method"
        case .included: "included"
        case .group: "group"
        case .domain: "domain"
        }
    }

    /// The file's text: two comment lines, then every line sorted.
    public func rendered() -> String {
        var lines = codes.values.map { "code \($0.caseName) \($0.rawValue) " + Self.escaped($0.id) }
        lines += methods.values.map { "method \($0.typeName) " + Self.escaped($0.symbol) }
        lines += cases.values.map { "case \($0.caseName) \($0.origin)" }
        return Self.header + lines.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).joined(separator: "\n")
            + "\n"
    }

    /// The comment the file starts with.
    static let header = """
        # The public API this domain's docs generate, compared with the docs by lint, check and the build plugin.
        # After reviewing a change, accept it with: error-tables api --spec <folder> --accept

        """
}

extension APIBaseline {
    /// The baseline of a built domain, with its method type names checked as `generate` checks them; `nil`
    /// when they do not compile or collide (the domain cannot be generated).
    public static func generated(by domain: ErrorDomain) -> APIBaseline? {
        var ignored = Diagnostics()
        return CodeGenerator(domain: domain).checkNames(diagnostics: &ignored).map {
            APIBaseline(domain, methodTypes: $0)
        }
    }

    /// Writes the baseline to `path` atomically, replacing the file there.
    public func write(to path: String) throws(FatalDiagnostic) {
        try AtomicFileWrite.replace(Data(rendered().utf8), at: path)
    }
}
