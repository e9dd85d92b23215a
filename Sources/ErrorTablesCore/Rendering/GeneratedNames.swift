import ErrorTablesRuntime

/// The Swift names and catalog keys the generator derives from the model, and the checks that they
/// compile and do not collide.
struct GeneratedNames {
    let domain: ErrorDomain

    /// A domain folder name made into a file and type name base (`FirebaseAuth`, `my-sdk` → `My_sdk`).
    static func fileBase(_ domain: String) -> String {
        let identifier = SwiftLiteral.identifier(domain).replacingOccurrences(of: "`", with: "")
        return Identifier.upperFirst(identifier)
    }

    /// The introspection enum listing the domain's method error types, e.g. `FirebaseAuthMethods`.
    var domainTypeName: String { Self.fileBase(domain.name) + "Methods" }

    /// The enum holding the embedded texts, e.g. `FirebaseAuthErrorTexts`.
    var textsTypeName: String { Self.fileBase(domain.name) + "ErrorTexts" }

    /// The method error type name Swift naming gives a symbol: a Swift function name's base name alone,
    /// its argument labels dropped (`share(with:)` → `ShareError`, `signIn(withEmail:password:)` →
    /// `SignInError`, `fetchNotes(since:completion:)` → `FetchNotesError`); a selector or a bare name as
    /// ``labelledMethodTypeName(for:)`` (`signInWithEmail:password:completion:` →
    /// `SignInWithEmailPasswordError`). Methods this gives one name in one namespace keep their labels
    /// (see ``methodTypes(diagnostics:)``).
    static func methodTypeName(for symbol: String) -> String {
        // A declaration heading (`static func deletePreferences(UIAbilityContext, String)`): its name alone.
        if let declaration = Identifier.declaration(symbol) {
            return declaredMethodTypeName(declaration, withTypes: false)
        }
        guard let open = symbol.firstIndex(of: "(") else { return labelledMethodTypeName(for: symbol) }
        return labelledMethodTypeName(for: String(symbol[..<open]))
    }

    /// The method error type name with every argument label: each part upper-camel-cased, a trailing
    /// completion part dropped, `Error` appended (`signInWithEmail:password:completion:` →
    /// `SignInWithEmailPasswordError`, `sendEmailVerificationWithCompletion:` →
    /// `SendEmailVerificationError`, `signIn(withEmail:password:)` → `SignInWithEmailPasswordError`,
    /// `fetch(_:completion:)` → `FetchError`: unlabeled `_` parts add nothing).
    static func labelledMethodTypeName(for symbol: String) -> String {
        // Overloads of a declaration heading keep their parameter types: `DeletePreferencesOptionsError`.
        if let declaration = Identifier.declaration(symbol) {
            return declaredMethodTypeName(declaration, withTypes: true)
        }
        // An operation titled in words (`Create order`) or in snake case (`orders_list`): its words in upper camel
        // case, `CreateOrderError`, `OrdersListError`.
        let wordy = symbol.contains(" ") || (symbol.contains("_") && !symbol.contains(":") && !symbol.contains("("))
        if wordy, let joined = Identifier.camelCase(Identifier.words(of: symbol)) {
            return SwiftLiteral.identifier(Identifier.upperFirst(joined)).replacingOccurrences(of: "`", with: "")
                + "Error"
        }
        var parts: [String]
        if let open = symbol.firstIndex(of: "(") {
            parts = [String(symbol[..<open])]
            parts += symbol[symbol.index(after: open)...].split(whereSeparator: { $0 == ":" || $0 == ")" }).map(
                String.init)
        } else {
            parts = symbol.split(separator: ":").map(String.init)
        }
        parts = parts.enumerated().filter { $0.offset == 0 || $0.element != "_" }.map(\.element)
        let completionWords = ["completion", "completionHandler", "handler", "completionBlock", "block"]
        if parts.count > 1, let last = parts.last, completionWords.contains(last) { parts.removeLast() }
        if var first = parts.first {
            for suffix in ["WithCompletionHandler", "WithCompletion", "WithBlock"]
            where first.hasSuffix(suffix) && first.count > suffix.count {
                first.removeLast(suffix.count)
                break
            }
            parts[0] = first
        }
        let name = parts.map { Identifier.upperFirst($0) }.joined()
        return SwiftLiteral.identifier(name).replacingOccurrences(of: "`", with: "") + "Error"
    }

    /// A declared method's type name (`Identifier.typeNameBase(of:withTypes:)` and `Error`).
    static func declaredMethodTypeName(_ declaration: Identifier.Declaration, withTypes: Bool) -> String {
        SwiftLiteral.identifier(Identifier.typeNameBase(of: declaration, withTypes: withTypes))
            .replacingOccurrences(of: "`", with: "") + "Error"
    }

    /// The type that holds a group's method types.
    struct Namespace: Equatable {
        /// The type's name as configured or documented (dotted for an extended nested type).
        var name: String
        /// Whether the generated code extends an existing type rather than declaring an enum.
        var extends: Bool
        /// Whether `groups` in the config sets it.
        var isConfigured: Bool

        /// The name as Swift source: each part a valid identifier (`` `Type` ``).
        var spelled: String {
            name.split(separator: ".").map { SwiftLiteral.identifier(String($0)) }.joined(separator: ".")
        }
    }

    /// Where a group's method types go: the enum named like the group, unless `groups` in the config
    /// renames it or makes it an extension.
    func namespace(of group: String) -> Namespace {
        guard let setting = domain.config.groups[group] else {
            return Namespace(name: group, extends: false, isConfigured: false)
        }
        return Namespace(name: setting.typeName, extends: setting.extends, isConfigured: true)
    }

    /// A method's type name qualified by its group's namespace, as Swift source (`NoteSyncClient.ShareError`).
    func qualifiedName(_ name: String, of method: ErrorMethod) -> String {
        (method.group.map { namespace(of: $0).spelled + "." } ?? "") + name
    }

    /// Checks the groups' namespaces: none named like another generated type, no two enums of one name, and
    /// every group `groups` in the config names documented.
    func checkGroups(diagnostics: inout Diagnostics) {
        let generated = [domain.config.typeName, domainTypeName, textsTypeName]
        // The first group to use each namespace name; extensions may share a type, an enum shares its name with
        // nothing.
        var first: [String: (group: String, extends: Bool)] = [:]
        for group in domain.groups {
            let namespace = namespace(of: group.symbol)
            let location = domain.config.groups[group.symbol]?.location ?? group.location
            if generated.contains(namespace.name) {
                diagnostics.report(
                    .groupNamedLikeGeneratedType(
                        group.symbol, namespace: namespace.isConfigured ? namespace.name : nil, at: location))
                continue
            }
            guard let other = first[namespace.name] else {
                first[namespace.name] = (group.symbol, namespace.extends)
                continue
            }
            if !other.extends || !namespace.extends {
                diagnostics.report(
                    .groupNamespaceCollision(group.symbol, other: other.group, typeName: namespace.name, at: location))
            }
        }
        let documented = Set(domain.groups.map(\.symbol))
        let sourceName = domain.documentPaths[domain.sourceLanguage].map(ModelBuilder.fileName) ?? "the source document"
        for (group, setting) in domain.config.groups.sorted(by: { $0.key < $1.key }) where !documented.contains(group) {
            diagnostics.report(
                .undocumentedGroup(
                    group, document: sourceName, suggestion: Identifier.closest(to: group, among: documented.sorted()),
                    at: setting.location))
        }
    }

    /// Names the generated code refers to without qualification: the runtime's (``RuntimeSymbols``), the
    /// standard library's and its own helper types'; a generated type with one of these names would shadow
    /// it and break the code.
    static let referencedTypeNames: Set<String> =
        RuntimeSymbols.typeNames.union([
            "Swift", "Foundation", "String", "Int", "Error", "Hashable", "Self", "Code", "Version",
            "_ErrorTablesVersionCheck",
        ])

    /// Checks that the code enum, groups and method types get names that compile and shadow nothing the
    /// generated code uses; `self` cannot name a group, because the group is referred to in expressions.
    func checkTypeNames(_ methodTypes: [String: String], diagnostics: inout Diagnostics) {
        let typeName = domain.config.typeName
        if !Identifier.isIdentifier(typeName) || SwiftLiteral.keywords.contains(typeName)
            || Self.referencedTypeNames.contains(typeName)
        {
            diagnostics.report(.unusableTypeName(typeName, at: domain.config.location(ofKey: "typeName")))
        }
        for group in domain.groups {
            let name = namespace(of: group.symbol).name
            guard name == "self" || Self.referencedTypeNames.contains(name) else { continue }
            diagnostics.report(
                .groupNamedLikeReferencedType(
                    group.symbol, namespace: name == group.symbol ? nil : name,
                    at: domain.config.groups[group.symbol]?.location ?? group.location))
        }
        for method in domain.methods {
            guard let name = methodTypes[method.symbol], Self.referencedTypeNames.contains(name) else { continue }
            diagnostics.report(.methodTypeNameReferenced(method.symbol, typeName: name, at: method.location))
        }
        // A lookup is a top-level enum: it may not redeclare another generated type or shadow a used one.
        let declared = [typeName, domainTypeName, textsTypeName] + domain.groups.map { namespace(of: $0.symbol).name }
        for lookup in domain.lookups
        where declared.contains(lookup.name) || Self.referencedTypeNames.contains(lookup.name) {
            diagnostics.report(
                .lookupNamedLikeGeneratedType(
                    lookup.name, at: domain.config.lookups.first { $0.name == lookup.name }?.location ?? lookup.location
                ))
        }
    }

    /// Members the generated enums or the runtime's protocols declare, which a case may not be named.
    static let reservedCaseNames: Set<String> = [
        "undocumented", "code", "undocumentedError", "descriptionKey", "nsError", "errorCode", "symbol",
        "documentedCases", "documentedCodes", "fallbackKey", "errorDomain", "errorUserInfo", "errorDescription",
        "failureReason", "recoverySuggestion", "helpAnchor", "localizedDescription", "documentedIdentifier",
        "crossPlatformName", "failureReasonKey", "recoverySuggestionKey", "textCatalog", "userInfoNameKey",
        "rawValue", "allCases", "hashValue", "init", "traits", "payload", "receivedError", "receivedDescription",
    ]

    /// Checks that no code's case name clashes with a member of the generated types.
    func checkCaseNames(diagnostics: inout Diagnostics) {
        for code in domain.codes where Self.reservedCaseNames.contains(code.swiftName) {
            diagnostics.report(.reservedCaseName(code.id, swiftName: code.swiftName, at: code.location))
        }
    }

    // MARK: Catalog keys (the runtime's grammar, `ErrorTextKey`)

    static func methodKey(_ symbol: String, code: String) -> ErrorTextKey { .method(symbol: symbol, identifier: code) }
    static func lookupKey(_ name: String, _ key: LookupKey) -> ErrorTextKey {
        .lookupRow(table: name, codes: key.codes, subcode: key.subcode)
    }
    static func lookupFallbackKey(_ name: String) -> ErrorTextKey { .lookupFallback(table: name) }
    static func fallbackKey(_ symbol: String) -> ErrorTextKey { .methodFallback(symbol: symbol) }
    static let domainFallbackKey = ErrorTextKey.domainFallback
    static func propertyKey(_ code: String, header: String) -> ErrorTextKey {
        .property(identifier: code, name: propertyName(header))
    }

    /// A property header as a key part: `Recovery tactic` → `recoveryTactic`.
    static func propertyName(_ header: String) -> String {
        let words = header.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let first = words.first else { return "property" }
        return first.lowercased() + words.dropFirst().map { Identifier.upperFirst($0.lowercased()) }.joined()
    }

    /// What a property column means for Foundation: a failure reason, a recovery suggestion, or neither.
    enum PropertyRole { case failureReason, recoverySuggestion }

    static func role(ofHeader header: String) -> PropertyRole? {
        let lower = header.lowercased()
        if ["recovery", "tactic", "suggestion", "remedy", "how to fix", "solution"].contains(where: lower.contains) {
            return .recoverySuggestion
        }
        if ["reason", "cause"].contains(where: lower.contains) { return .failureReason }
        return nil
    }
}
