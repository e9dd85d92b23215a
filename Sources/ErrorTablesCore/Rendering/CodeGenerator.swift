import ErrorTablesRuntime

/// The render step of the pipeline (the steps: `Pipeline`): translates a domain of the model into generated
/// files — the Swift code enum, one error type per documented method, the embedded texts, and `.strings`
/// (optionally `.xcstrings`) catalogs.
///
/// File names depend only on the domain folder's name and the languages, so a build plugin can declare
/// them before the generator runs: `<Domain>ErrorCodes.swift`, `<Domain>MethodErrors.swift`,
/// `<Domain>ErrorTexts.swift`, `<language>.lproj/<Domain>Errors.strings` and `<Domain>Errors.xcstrings`.
public struct CodeGenerator {
    /// What to produce.
    public struct Options: Sendable, Equatable {
        /// Write `.strings` catalogs.
        public var strings = true
        /// Write a String Catalog (`.xcstrings`).
        public var stringCatalog = false

        /// The default: Swift and `.strings`.
        public init(strings: Bool = true, stringCatalog: Bool = false) {
            self.strings = strings
            self.stringCatalog = stringCatalog
        }
    }

    let domain: ErrorDomain
    let options: Options
    let names: GeneratedNames
    /// The domain's codes by identifier (methods and lookups refer to codes by identifier).
    let codesByID: [String: ErrorCode]

    /// The runtime API version generated code requires; the runtime declares one protocol per version it
    /// provides (`ErrorTablesRuntimeAPIVersion_2`), and generated code conforms a type to it.
    public static let runtimeAPIVersion = ErrorTablesRuntimeInfo.apiVersion

    /// The protocol generated code conforms to for the version handshake.
    static var runtimeAPIVersionProtocol: String { RuntimeSymbols.runtimeAPIVersion }

    /// A generator for one domain.
    public init(domain: ErrorDomain, options: Options = Options()) {
        self.domain = domain
        self.options = options
        self.names = GeneratedNames(domain: domain)
        self.codesByID = Dictionary(domain.codes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// One generated file. ``FileKind/all(languages:options:catalogs:)`` is the one list of the files a domain
    /// gets and ``FileKind/fileName(base:)`` their one naming: `fileNames` (which plugins and checks read before
    /// generating) and `files` (which generates) both read them.
    enum FileKind: Equatable {
        case codes, methods, texts
        case strings(language: String)
        case stringCatalog

        /// The file's path in the output folder, for a domain whose generated names start with `base`.
        func fileName(base: String) -> String {
            switch self {
            case .codes: "\(base)ErrorCodes.swift"
            case .methods: "\(base)MethodErrors.swift"
            case .texts: "\(base)ErrorTexts.swift"
            case .strings(let language): "\(language).lproj/\(base)Errors.strings"
            case .stringCatalog: "\(base)Errors.xcstrings"
            }
        }

        /// Every file of a domain, in order, given its languages and where its code reads texts from: a domain
        /// with `"catalogs": "resources"` always has its `.strings`, which its code reads through `Bundle.module`.
        static func all(languages: [String], options: Options, catalogs: DomainConfig.Catalogs) -> [FileKind] {
            var result: [FileKind] = [.codes, .methods, .texts]
            if options.strings || catalogs == .resources { result += languages.map { .strings(language: $0) } }
            if options.stringCatalog { result.append(.stringCatalog) }
            return result
        }
    }

    /// The names of the files generated for a domain folder, given its languages and where its code reads
    /// texts from: a domain with `"catalogs": "resources"` always has its `.strings`, which its code reads.
    public static func fileNames(
        domain: String, languages: [String], options: Options = Options(),
        catalogs: DomainConfig.Catalogs = .embedded
    ) -> [String] {
        let base = GeneratedNames.fileBase(domain)
        return FileKind.all(languages: languages, options: options, catalogs: catalogs).map { $0.fileName(base: base) }
    }

    /// Checks that every generated name compiles and none collides; `lint` and `check` run this too, so a
    /// name problem shows before anything is generated. Returns the method type names, or `nil` on errors.
    public func checkNames(diagnostics: inout Diagnostics) -> [String: String]? {
        var local = Diagnostics()
        let methodTypes = names.methodTypes(diagnostics: &local)
        names.checkCaseNames(diagnostics: &local)
        diagnostics.merge(local)
        return local.hasErrors ? nil : methodTypes
    }

    /// Every generated file, or `nil` after reporting why the domain cannot be generated.
    public func generate(diagnostics: inout Diagnostics) -> [GeneratedFile]? {
        guard let methodTypes = checkNames(diagnostics: &diagnostics) else { return nil }
        return files(methodTypes: methodTypes)
    }

    /// Every generated file, with the method type names `checkNames(diagnostics:)` returned.
    func files(methodTypes: [String: String]) -> [GeneratedFile] {
        let catalog = texts()
        let base = GeneratedNames.fileBase(domain.name)
        let kinds = FileKind.all(languages: domain.languages, options: options, catalogs: domain.config.catalogs)
        return kinds.map { kind in
            let contents =
                switch kind {
                case .codes: SwiftRenderer.rendered(codeFile())
                case .methods: SwiftRenderer.rendered(methodsFile(methodTypes))
                case .texts: SwiftRenderer.rendered(textsFile(catalog))
                case .strings(let language): catalog.stringsFile(language: language)
                case .stringCatalog: catalog.stringCatalog()
                }
            return GeneratedFile(path: kind.fileName(base: base), contents: contents)
        }
    }

    // MARK: - Header

    /// The header of every generated file. It names the inputs by domain and file name only, never by
    /// absolute path, so output is byte-identical wherever the spec lives.
    var header: [String] {
        let inputs = ([DomainConfig.fileName] + domain.languages.map { "\($0).md" }).joined(separator: ", ")
        return [
            "\(GeneratedFile.marker) from the \(domain.name) documentation (\(inputs)).",
            "Do not edit: change the documentation and generate again.",
        ]
    }

    /// A location as `<Domain>/<file>:<line>`, independent of where the spec lives.
    func shortLocation(_ location: SourceLocation) -> String {
        let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
        return "\(domain.name)/\(file):\(location.line)"
    }

    var access: String { domain.config.accessLevel.rawValue }

    /// The `NSError` domain as a doc-comment code span, whatever characters it has.
    var errorDomainSpan: String { SwiftLiteral.codeSpan(domain.config.errorDomain) }

    /// The version handshake: compiling this against a runtime of another API version fails here,
    /// with a type name that says why.
    var versionCheck: SwiftDeclaration {
        .type(
            SwiftTypeDescription(
                kind: .struct,
                docComment:
                    "Fails to compile when ErrorTablesRuntime does not provide the API this code was generated for.",
                access: "private", name: "_ErrorTablesVersionCheck",
                inheritance: [RuntimeSymbols.generatedCodeVersionCheck],
                members: [
                    .type(
                        SwiftTypeDescription(
                            kind: .struct, docComment: nil, access: nil, name: "Version",
                            inheritance: [Self.runtimeAPIVersionProtocol]))
                ]))
    }
}
