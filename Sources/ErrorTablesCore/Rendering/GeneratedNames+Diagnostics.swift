/// The messages of checking generated names (`GeneratedNames.swift`).
extension Diagnostic {
    /// Two methods whose types get one qualified name.
    static func methodTypeCollision(
        _ method: String, other: String, otherLine: Int, typeName: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(method)' and '\(other)' (line \(otherLine)) both become the Swift type '\(typeName)'; name one in "
                + "'methodTypeNames' of \(SpecLoader.configFileName)", at: location)
    }

    /// A method whose type would get the name of another generated type.
    static func methodTypeNameGenerated(_ method: String, typeName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(method)' becomes the Swift type '\(typeName)', which the generated code already uses; name it in "
                + "'methodTypeNames' of \(SpecLoader.configFileName)", at: location)
    }

    /// A group named like the code enum, the domain type or the texts type.
    static func groupNamedLikeGeneratedType(_ group: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "the group '\(group)' has the same name as a generated type; rename 'typeName' in "
                + SpecLoader.configFileName, at: location)
    }

    /// A `typeName` that is a keyword or a name the generated code refers to.
    static func unusableTypeName(_ typeName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'typeName' '\(typeName)' cannot name the generated code enum: it must be a plain Swift identifier that is "
                + "not a keyword or a name the generated code uses ('String', 'Code', 'UndocumentedError', …)",
            at: location)
    }

    /// A group named `self` or like a type the generated code refers to.
    static func groupNamedLikeReferencedType(_ group: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "the group '\(group)' would become a Swift type named like one the generated code uses; rename the "
                + "heading or generate the domain into a target of its own", at: location)
    }

    /// A method whose type would shadow a runtime or standard-library type.
    static func methodTypeNameReferenced(_ method: String, typeName: String, at location: SourceLocation) -> Diagnostic
    {
        Diagnostic(
            .error,
            "'\(method)' becomes the Swift type '\(typeName)', which the generated code uses from "
                + "ErrorTablesRuntime or the standard library; name it in 'methodTypeNames' of "
                + SpecLoader.configFileName, at: location)
    }

    /// A lookup named like a type the generated code declares or refers to.
    static func lookupNamedLikeGeneratedType(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "the lookup '\(name)' would become a Swift type named like one the generated code declares or uses; "
                + "rename it in 'lookups' of \(SpecLoader.configFileName)", at: location)
    }

    /// A code whose case name is a member of the generated types.
    static func reservedCaseName(_ code: String, swiftName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(code)' becomes the Swift case '\(swiftName)', which the generated error types already use as a member "
                + "name; give it a 'swiftName' in \(SpecLoader.configFileName)", at: location)
    }
}
