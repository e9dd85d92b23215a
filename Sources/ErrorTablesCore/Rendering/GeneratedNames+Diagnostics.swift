/// The messages of checking generated names (`GeneratedNames.swift`).
extension Diagnostic {
    /// Two methods whose types get one qualified name.
    static func methodTypeCollision(
        _ method: String, other: String, otherLine: Int, typeName: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(method)' and '\(other)' (line \(otherLine)) both become the Swift type '\(typeName)'; name one in "
                + "'methodTypeNames' of \(DomainConfig.fileName)", at: location)
    }

    /// Two methods whose types' qualified names differ only in case (`signin()` beside `signIn()`).
    static func methodTypesDifferInCase(
        _ method: String, typeName: String, other: String, otherLine: Int, otherTypeName: String,
        at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "'\(method)' and '\(other)' (line \(otherLine)) become the Swift types '\(typeName)' and "
                + "'\(otherTypeName)', which differ only in case; if they are one method, correct the heading's "
                + "spelling, else name one in 'methodTypeNames' of \(DomainConfig.fileName)", at: location)
    }

    /// A method whose type would get the name of another generated type.
    static func methodTypeNameGenerated(_ method: String, typeName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(method)' becomes the Swift type '\(typeName)', which the generated code already uses; name it in "
                + "'methodTypeNames' of \(DomainConfig.fileName)", at: location)
    }

    /// Methods whose names without argument labels fall together in one namespace (`typeName`, qualified), so
    /// each derived one keeps its labels; `members` in document order, `reported` the one reported at. Lists
    /// name at most `listLimit` methods each, then how many more.
    static func methodTypesKeepLabels(
        _ members: [(symbol: String, line: Int, typeName: String, configured: Bool)], reported: String,
        typeName: String, at location: SourceLocation
    ) -> Diagnostic {
        let others = members.filter { $0.symbol != reported }.map { member in
            "'\(member.symbol)' (line \(member.line)\(member.configured ? ", named so in 'methodTypeNames'" : ""))"
        }
        let derived = members.filter { !$0.configured }.map { "'\($0.typeName)' for '\($0.symbol)'" }
        return Diagnostic(
            .note,
            "'\(reported)' and \(listed(others)) would \(members.count > 2 ? "all" : "both") become the Swift type "
                + "'\(typeName)'; generating \(listed(derived)) instead, with argument labels; name "
                + "\(derived.count > 1 ? "them" : "it") in 'methodTypeNames' of \(DomainConfig.fileName) to "
                + "choose other names", at: location)
    }

    /// How many items `listed(_:)` names before saying how many more there are.
    static let listLimit = 5

    /// `a`, `a and b`, `a, b and c`; beyond `listLimit` items, `a, b, c, d, e and 3 more`.
    private static func listed(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        if items.count > listLimit {
            return items.prefix(listLimit).joined(separator: ", ") + " and \(items.count - listLimit) more"
        }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A group whose namespace (its own name, or `namespace` from `groups`) is named like the code enum, the
    /// domain type or the texts type.
    static func groupNamedLikeGeneratedType(_ group: String, namespace: String?, at location: SourceLocation)
        -> Diagnostic
    {
        guard let namespace else {
            return Diagnostic(
                .error,
                "the group '\(group)' has the same name as a generated type; rename 'typeName' in "
                    + DomainConfig.fileName + ", or give the group another 'name' in 'groups'", at: location)
        }
        return Diagnostic(
            .error,
            "'groups' of \(DomainConfig.fileName) puts the group '\(group)' into '\(namespace)', which is the name "
                + "of a generated type; choose another", at: location)
    }

    /// Two groups whose namespaces get one name, where one of them is a generated enum.
    static func groupNamespaceCollision(_ group: String, other: String, typeName: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error,
            "the groups '\(group)' and '\(other)' would both use the Swift type '\(typeName)', and at least one "
                + "declares it; give one another 'name' in 'groups' of \(DomainConfig.fileName)", at: location)
    }

    /// A group in `groups` of the config that the source document has no heading for.
    static func undocumentedGroup(_ group: String, document: String, suggestion: String?, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error,
            "'groups' names the group \(quote(group)), but \(document) has no group heading of that name"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), at: location)
    }

    /// A `typeName` that is a keyword or a name the generated code refers to.
    static func unusableTypeName(_ typeName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'typeName' '\(typeName)' cannot name the generated code enum: it must be a plain Swift identifier that is "
                + "not a keyword or a name the generated code uses ('String', 'Code', 'UndocumentedError', …)",
            at: location)
    }

    /// A group whose namespace (its own name, or `namespace` from `groups`) is `self` or named like a type the
    /// generated code refers to.
    static func groupNamedLikeReferencedType(_ group: String, namespace: String?, at location: SourceLocation)
        -> Diagnostic
    {
        guard let namespace else {
            return Diagnostic(
                .error,
                "the group '\(group)' would become a Swift type named like one the generated code uses; give it "
                    + "another 'name' in 'groups' of \(DomainConfig.fileName)", at: location)
        }
        return Diagnostic(
            .error,
            "'groups' of \(DomainConfig.fileName) puts the group '\(group)' into '\(namespace)', a name the "
                + "generated code uses; choose another", at: location)
    }

    /// A method whose type would shadow a runtime or standard-library type.
    static func methodTypeNameReferenced(_ method: String, typeName: String, at location: SourceLocation) -> Diagnostic
    {
        Diagnostic(
            .error,
            "'\(method)' becomes the Swift type '\(typeName)', which the generated code uses from "
                + "ErrorTablesRuntime or the standard library; name it in 'methodTypeNames' of "
                + DomainConfig.fileName, at: location)
    }

    /// A lookup named like a type the generated code declares or refers to.
    static func lookupNamedLikeGeneratedType(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "the lookup '\(name)' would become a Swift type named like one the generated code declares or uses; "
                + "rename it in 'lookups' of \(DomainConfig.fileName)", at: location)
    }

    /// A code whose case name is a member of the generated types.
    static func reservedCaseName(_ code: String, swiftName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(code)' becomes the Swift case '\(swiftName)', which the generated error types already use as a member "
                + "name; give it a 'swiftName' in \(DomainConfig.fileName)", at: location)
    }
}
