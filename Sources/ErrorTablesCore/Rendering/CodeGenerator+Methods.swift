extension CodeGenerator {
    /// `<Domain>MethodErrors.swift`: a namespace per group (an enum, or an extension of the SDK's own type
    /// where `groups` in the config says so), one error enum per method, and the list of method error types.
    func methodsFile(_ typeNames: [String: String]) -> SwiftFileDescription {
        var declarations: [SwiftDeclaration] = []
        for method in domain.methods where method.group == nil {
            guard let name = typeNames[method.symbol] else { continue }
            declarations.append(methodType(method, name: name))
        }
        let methodsByGroup = Dictionary(grouping: domain.methods.filter { $0.group != nil }, by: { $0.group ?? "" })
        for group in domain.groups {
            let members = (methodsByGroup[group.symbol] ?? []).compactMap { method in
                typeNames[method.symbol].map { methodType(method, name: $0) }
            }
            guard !members.isEmpty else { continue }
            declarations.append(groupNamespace(group.symbol, members: members))
        }
        declarations.append(methodTypesIntrospection(typeNames))
        declarations.append(versionCheck)
        return SwiftFileDescription(headerComment: header, imports: [RuntimeSymbols.module], declarations: declarations)
    }

    /// The type holding a group's method types: an enum named like the group, or an extension of the SDK's
    /// own type where `groups` in the config says so.
    func groupNamespace(_ group: String, members: [SwiftDeclaration]) -> SwiftDeclaration {
        let namespace = names.namespace(of: group)
        let doc = "The documented errors of `\(group)`'s methods."
        return .type(
            namespace.extends
                ? SwiftTypeDescription(
                    kind: .extension, docComment: doc, access: nil, name: namespace.spelled, members: members)
                : SwiftTypeDescription(
                    kind: .enum, docComment: doc, access: access, name: namespace.name, members: members))
    }

    /// The domain's introspection enum (`<Domain>Methods`): its code enum and every method error type, in
    /// documented order whatever namespace holds them.
    func methodTypesIntrospection(_ typeNames: [String: String]) -> SwiftDeclaration {
        let qualifiedNames: [String] = domain.methods.compactMap { method in
            typeNames[method.symbol].map { names.qualifiedName($0, of: method) }
        }
        return .type(
            SwiftTypeDescription(
                kind: .enum,
                docComment: "Every documented method of the \(errorDomainSpan) domain, for introspection.",
                access: access, name: names.domainTypeName, inheritance: [RuntimeSymbols.documentedErrorDomain],
                members: [
                    .typeAlias(
                        docComment: "The domain's code enum.", access: access, name: "Code",
                        type: domain.config.typeName),
                    .variable(
                        SwiftVariableDescription(
                            docComment: "The method error types, in documented order.", access: access,
                            isStatic: true, isStored: false, name: "methodErrorTypes",
                            type: "[any \(RuntimeSymbols.documentedMethodErrors).Type]",
                            value: .array(qualifiedNames.map { .raw($0 + ".self") }))),
                ]))
    }

    /// One method's error enum: a case per documented code and `undocumented`, then the members that tie it
    /// to the code enum (`Code`, `symbol`, `documentedCodes` and the two initializers).
    private func methodType(_ method: ErrorMethod, name: String) -> SwiftDeclaration {
        let codes = method.errors.compactMap { codesByID[$0.code] }
        let members = methodCases(method) + [undocumentedCase(of: method)] + methodMembers(method, codes: codes)
        return .type(
            SwiftTypeDescription(
                kind: .enum, docComment: methodTypeDoc(method, name: name), access: access,
                name: name, inheritance: [RuntimeSymbols.documentedMethodErrors, "Hashable"], members: members))
    }

    /// A case per documented code of a method, holding the received error, in documented order, each with its
    /// documented text (`methodCaseDoc(_:of:code:)`).
    func methodCases(_ method: ErrorMethod) -> [SwiftDeclaration] {
        method.errors.compactMap { error in
            guard let code = codesByID[error.code] else { return nil }
            return .enumCase(
                SwiftCaseDescription(
                    docComment: methodCaseDoc(error, of: method, code: code), name: code.swiftName,
                    associatedValues: [(nil, RuntimeSymbols.receivedError + "? = nil")]))
        }
    }

    /// The `undocumented` case of a method's enum, its doc comment starting with the method's "all others" text.
    func undocumentedCase(of method: ErrorMethod) -> SwiftDeclaration {
        let fallback = method.fallback?.texts[domain.sourceLanguage]
        return .enumCase(
            SwiftCaseDescription(
                docComment: (fallback.map { $0 + "\n\n" } ?? "")
                    + "Any error the documentation does not list for this method, kept as received.",
                name: "undocumented", associatedValues: [(nil, RuntimeSymbols.undocumentedError)]))
    }

    /// The arms of `init?(_:received:)`: `case .x: self = .x(received)` per code, and `default` only when some
    /// code of the domain is not the method's (otherwise it could never run).
    func methodInitCases(_ codes: [ErrorCode]) -> [SwiftSwitchCase] {
        let received = [SwiftArgument(label: nil, value: .raw("received"))]
        var cases = codes.map { code in
            SwiftSwitchCase(
                patterns: [.member(nil, code.swiftName)], value: .call(.member(nil, code.swiftName), received))
        }
        if Set(codes.map(\.id)).count < domain.codes.count {
            cases.append(SwiftSwitchCase(patterns: [], value: .raw("return nil")))
        }
        return cases
    }

    /// The members after a method enum's cases: `Code`, `symbol`, `documentedCodes`, `init(undocumented:)` and
    /// `init?(_:received:)`. The runtime reads `payload` (the case's code and received error) from the case
    /// itself: a `switch` for it made a third of what a method type cost the compiler.
    private func methodMembers(_ method: ErrorMethod, codes: [ErrorCode]) -> [SwiftDeclaration] {
        [
            .typeAlias(
                docComment: "The domain's code enum.", access: access, name: "Code", type: domain.config.typeName),
            .variable(
                SwiftVariableDescription(
                    docComment: "The documented method.", access: access, isStatic: true, name: "symbol", type: nil,
                    value: .string(method.symbol))),
            .variable(
                SwiftVariableDescription(
                    docComment: "The documented codes, in documented order.", access: access, isStatic: true,
                    name: "documentedCodes", type: "[Code]",
                    value: .array(codes.map { .member(nil, $0.swiftName) }))),
            .function(
                SwiftFunctionDescription(
                    docComment: "Wraps an error the documentation does not list for this method.", access: access,
                    name: "init", parameters: ["undocumented error: \(RuntimeSymbols.undocumentedError)"],
                    returnType: nil,
                    body: [
                        .assignSelf(
                            .call(.member(nil, "undocumented"), [SwiftArgument(label: nil, value: .raw("error"))]))
                    ])),
            .function(
                SwiftFunctionDescription(
                    docComment: "The case of a documented code, holding the error as received; `nil` for another code.",
                    access: access, name: "init?",
                    parameters: ["_ code: Code", "received: \(RuntimeSymbols.receivedError)?"],
                    returnType: nil, body: [.expression(.switchStatement(.raw("code"), methodInitCases(codes)))])),
        ]
    }

    /// The doc comment of a method's enum: what it is (the method, and the group that has it) and how to use it.
    func methodTypeDoc(_ method: ErrorMethod, name: String) -> String {
        let symbol = SwiftLiteral.codeSpan(method.symbol)
        var doc = "The errors " + (method.group.map { SwiftLiteral.codeSpan($0) + "'s " } ?? "") + symbol
        let qualified = names.qualifiedName(name, of: method)
        doc +=
            " is documented to return.\n\nUse it for typed throws, \(SwiftLiteral.codeSpan("throws(\(qualified))")), and"
            + " switch over it exhaustively. A documented case holds the error as received (`nil` when made in code)."
        return doc
    }
}
