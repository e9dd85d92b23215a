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

    /// The method error type name derived from a selector: each part upper-camel-cased, a trailing
    /// completion part dropped, `Error` appended (`signInWithEmail:password:completion:` →
    /// `SignInWithEmailPasswordError`, `sendEmailVerificationWithCompletion:` →
    /// `SendEmailVerificationError`, `signIn(withEmail:password:)` → `SignInWithEmailPasswordError`,
    /// `fetch(_:completion:)` → `FetchError`: unlabeled `_` parts add nothing).
    static func methodTypeName(for symbol: String) -> String {
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

    /// Each method's type name (overridable in the config), checked for collisions inside its namespace.
    func methodTypes(diagnostics: inout Diagnostics) -> [String: String] {
        var result: [String: String] = [:]
        var owners: [String: ErrorMethod] = [:]
        let reserved =
            [domain.config.typeName, domainTypeName, textsTypeName] + domain.groups.map(\.symbol)
            + domain.lookups.map(\.name)
        for method in domain.methods {
            let name = domain.config.methodTypeNames[method.symbol] ?? Self.methodTypeName(for: method.symbol)
            let qualified = (method.group.map { $0 + "." } ?? "") + name
            if let other = owners[qualified] {
                diagnostics.report(
                    .methodTypeCollision(
                        method.symbol, other: other.symbol, otherLine: other.location.line, typeName: qualified,
                        at: method.location))
                continue
            }
            if method.group == nil, reserved.contains(name) {
                diagnostics.report(.methodTypeNameGenerated(method.symbol, typeName: name, at: method.location))
                continue
            }
            owners[qualified] = method
            result[method.symbol] = name
        }
        for group in domain.groups where [domain.config.typeName, domainTypeName, textsTypeName].contains(group.symbol)
        {
            diagnostics.report(.groupNamedLikeGeneratedType(group.symbol, at: group.location))
        }
        checkTypeNames(result, diagnostics: &diagnostics)
        return result
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
        for group in domain.groups
        where group.symbol == "self" || Self.referencedTypeNames.contains(group.symbol) {
            diagnostics.report(.groupNamedLikeReferencedType(group.symbol, at: group.location))
        }
        for method in domain.methods {
            guard let name = methodTypes[method.symbol], Self.referencedTypeNames.contains(name) else { continue }
            diagnostics.report(.methodTypeNameReferenced(method.symbol, typeName: name, at: method.location))
        }
        // A lookup is a top-level enum: it may not redeclare another generated type or shadow a used one.
        let declared = [typeName, domainTypeName, textsTypeName] + domain.groups.map(\.symbol)
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
        "rawValue", "allCases", "hashValue", "init", "traits",
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
