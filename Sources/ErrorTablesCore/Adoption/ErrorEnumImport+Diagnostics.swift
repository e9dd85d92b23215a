extension Diagnostic {
    /// No `--type` and not exactly one enum in the graph.
    static func chooseAnEnum(_ enums: [String], graph: String) -> Diagnostic {
        Diagnostic(
            .error,
            enums.isEmpty
                ? "the symbol graph '\(graph)' declares no enums; extract the graph of the module that declares the "
                    + "error enum"
                : "the symbol graph '\(graph)' declares several enums (\(quotedList(enums))); choose the error enum "
                    + "with --type <name>", at: nil)
    }

    /// `--type` names no enum of the graph: the closest name or the enums of that name, else the enums there are.
    static func noEnumToImport(
        _ type: String, module: String, graph: String, enums: [String], suggestion: String?, ambiguous: [String]
    ) -> Diagnostic {
        let of = module.isEmpty ? "" : " of module '\(module)'"
        let detail: String
        if ambiguous.count > 1 {
            detail = "several enums are called '\(type)': \(quotedList(ambiguous)); give the dotted name"
        } else if let suggestion {
            detail = "did you mean '\(suggestion)'?"
        } else {
            detail = enums.isEmpty ? "it declares no enums" : "its enums: " + quotedList(enums)
        }
        return Diagnostic(.error, "the symbol graph '\(graph)'\(of) declares no enum '\(type)'; \(detail)", at: nil)
    }

    /// `--type` names a symbol that is not an enum.
    static func typeIsNotAnEnum(_ name: String, kind: String) -> Diagnostic {
        let what = kind.hasPrefix("swift.") ? String(kind.dropFirst(6)) : kind
        return Diagnostic(
            .error,
            "'\(name)' is a \(what), not an enum; init --from-symbol-graph reads the cases of an error enum", at: nil)
    }

    /// The enum declares no cases.
    static func enumWithoutCases(_ name: String, graph: String) -> Diagnostic {
        Diagnostic(
            .error,
            "\(name) has no cases in the symbol graph '\(graph)', so there is nothing to document; is it the error "
                + "enum, and were its cases extracted (they have the enum's access level)?", at: nil)
    }

    /// A raw type other than `Int`.
    static func unsupportedRawType(_ rawType: String, typeName: String) -> Diagnostic {
        Diagnostic(
            .error,
            "\(typeName) has \(rawType) raw values, but generated code enums have Int raw values (the NSError "
                + "code), so init cannot keep them; give the enum Int raw values first, or start from "
                + "'error-tables init <dir/Domain>' and name the codes yourself", at: nil)
    }

    /// Cases without locations: the rows follow the graph's order.
    static func casesInGraphOrder(_ typeName: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .note,
            "the symbol graph gives no source location for some cases of \(typeName), so the rows follow the "
                + "graph's order, which may not be the declaration order", at: location)
    }

    /// An enum without a raw type: numbered in declaration order.
    static func numberedInDeclarationOrder(_ typeName: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .note,
            "\(typeName) has no raw type, so its codes get the raw values 0, 1, 2 … in declaration order, the codes "
                + "Swift gives its cases as NSErrors; the generated enum has these Int raw values", at: location)
    }

    /// A case of an `Int` enum without a location: its raw value cannot be read.
    static func noLocationForRawValue(_ caseName: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .error,
            "the symbol graph gives no source location for \(caseName), and symbol graphs do not hold raw values, "
                + "so its raw value cannot be read from the source; extract the graph from a build of the module",
            at: location)
    }

    /// The Swift file declaring the cases cannot be read.
    static func cannotReadEnumSource(_ path: String, typeName: String) -> Diagnostic {
        Diagnostic(
            .error,
            "cannot read '\(path)', where \(typeName)'s cases are declared: symbol graphs do not hold raw values, "
                + "so init reads them from the source; run init where the module's sources are", at: nil)
    }

    /// The source no longer has the case at the graph's position.
    static func caseNotAtLocation(_ caseName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "\(caseName) is not declared here any more, where the symbol graph says; the source changed since the "
                + "graph was extracted: build and extract it again", at: location)
    }

    /// A raw value that is no integer literal in `Int`'s range.
    static func rawValueNotRead(_ caseName: String, written: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "cannot read the raw value of \(caseName) ('\(written)'): init reads integer literals within Int's range",
            at: location)
    }

    /// A case with associated values, which a code enum cannot have.
    static func caseWithAssociatedValues(_ caseName: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .error,
            "\(caseName) has associated values, but generated code enums have plain cases; turn its payload into "
                + "userInfo, or leave this enum hand-written", at: location)
    }

    /// A case name that generated code cannot spell (ASCII identifiers only).
    static func caseNameNotASCII(_ caseName: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .error, "\(caseName) is not an ASCII identifier, and generated case names are ASCII; rename it",
            at: location)
    }

    /// A case named like a member of the generated types.
    static func caseNameReserved(_ caseName: String, name: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .error,
            "\(caseName) cannot keep its name: the generated error types have a member '\(name)'; rename the case "
                + "first", at: location)
    }

    /// Two cases whose codes would be the same (`foo` and `Foo`).
    static func casesShareACode(
        _ caseName: String, other: String, code: String, at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(caseName)' and '\(other)' would both be documented as '\(code)'; rename one of the cases",
            at: location)
    }

    /// A case without a doc comment: its row gets the placeholder.
    static func caseWithoutDocComment(_ caseName: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .warning,
            "\(caseName) has no doc comment, so its row gets a placeholder that lint reports; write in its place "
                + "when the error happens and what the user can do about it", at: location)
    }

    /// A deprecated case: the spec has no deprecation, so the document lists it.
    static func deprecatedCase(_ caseName: String, deprecation: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(
            .note,
            "\(caseName) is deprecated ('\(deprecation)'); error tables have no deprecation, so the document lists it "
                + "under 'Deprecated codes', and the generated case is not marked deprecated", at: location)
    }

    /// `'A', 'B'`.
    private static func quotedList(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}
