extension CodeGenerator {
    /// `<Domain>MethodErrors.swift`: a namespace per group (an enum, or an extension of the SDK's own type
    /// where `groups` in the config says so), one error enum per method, and the list of method error types.
    func methodsFile(_ typeNames: [String: String]) -> SwiftFileDescription {
        var declarations: [SwiftDeclaration] = []
        // Introspection lists the methods in documented order, whatever namespace holds them.
        let qualifiedNames: [String] = domain.methods.compactMap { method in
            typeNames[method.symbol].map { names.qualifiedName($0, of: method) }
        }
        for method in domain.methods where method.group == nil {
            guard let name = typeNames[method.symbol] else { continue }
            declarations.append(methodType(method, name: name))
        }
        let methodsByGroup = Dictionary(grouping: domain.methods.filter { $0.group != nil }, by: { $0.group ?? "" })
        for group in domain.groups {
            let methods = methodsByGroup[group.symbol] ?? []
            guard !methods.isEmpty else { continue }
            var members: [SwiftDeclaration] = []
            for method in methods {
                guard let name = typeNames[method.symbol] else { continue }
                members.append(methodType(method, name: name))
            }
            let namespace = names.namespace(of: group.symbol)
            declarations.append(
                .type(
                    namespace.extends
                        ? SwiftTypeDescription(
                            kind: .extension,
                            docComment: "The documented errors of `\(group.symbol)`'s methods.",
                            access: nil, name: namespace.spelled, members: members)
                        : SwiftTypeDescription(
                            kind: .enum,
                            docComment: "The documented errors of `\(group.symbol)`'s methods.",
                            access: access, name: namespace.name, members: members)))
        }
        declarations.append(
            .type(
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
                    ])))
        declarations.append(versionCheck)
        return SwiftFileDescription(headerComment: header, imports: [RuntimeSymbols.module], declarations: declarations)
    }

    private func methodType(_ method: ErrorMethod, name: String) -> SwiftDeclaration {
        let source = domain.sourceLanguage
        var members: [SwiftDeclaration] = []
        for error in method.errors {
            guard let code = codesByID[error.code] else { continue }
            let doc = methodCaseDoc(error, of: method, code: code)
            members.append(.enumCase(SwiftCaseDescription(docComment: doc, name: code.swiftName)))
        }
        let fallback = method.fallback?.texts[source]
        members.append(
            .enumCase(
                SwiftCaseDescription(
                    docComment: (fallback.map { $0 + "\n\n" } ?? "")
                        + "Any error the documentation does not list for this method, kept as received.",
                    name: "undocumented", associatedValues: [(nil, RuntimeSymbols.undocumentedError)])))
        let codeType = domain.config.typeName
        members += [
            .typeAlias(docComment: "The domain's code enum.", access: access, name: "Code", type: codeType),
            .variable(
                SwiftVariableDescription(
                    docComment: "The documented method.", access: access, isStatic: true, name: "symbol", type: nil,
                    value: .string(method.symbol))),
            .variable(
                SwiftVariableDescription(
                    docComment: "The documented cases, in documented order.", access: access, isStatic: true,
                    name: "documentedCases", type: "[Self]",
                    value: .array(method.errors.compactMap { codesByID[$0.code].map { .member(nil, $0.swiftName) } }))),
            .function(
                SwiftFunctionDescription(
                    docComment: "Wraps an error the documentation does not list for this method.", access: access,
                    name: "init", parameters: ["undocumented error: \(RuntimeSymbols.undocumentedError)"],
                    returnType: nil,
                    body: [
                        .assignSelf(
                            .call(.member(nil, "undocumented"), [SwiftArgument(label: nil, value: .raw("error"))]))
                    ])),
            .variable(
                SwiftVariableDescription(
                    docComment: "The code of a documented case; `nil` when undocumented.", access: access,
                    isStatic: false, isStored: false, name: "code", type: codeType + "?",
                    // `return Code.x` statements: the compiler checks a switch expression of `.x` values
                    // of an optional type as one expression, nearly twice as long.
                    value: .switchReturning(
                        .raw("self"),
                        method.errors.compactMap { error in
                            codesByID[error.code].map {
                                SwiftSwitchCase(patterns: [.member(nil, $0.swiftName)], value: codeValue($0))
                            }
                        } + [SwiftSwitchCase(patterns: [.member(nil, "undocumented")], value: .nil)]))),
            .variable(
                SwiftVariableDescription(
                    docComment: "The error received when it is not documented for this method.", access: access,
                    isStatic: false, isStored: false, name: "undocumentedError",
                    type: RuntimeSymbols.undocumentedError + "?",
                    value: .switchReturning(
                        .raw("self"),
                        [SwiftSwitchCase(patterns: [.raw(".undocumented(let error)")], value: .raw("error"))]
                            + (method.errors.isEmpty ? [] : [SwiftSwitchCase(patterns: [], value: .nil)])))),
        ]
        var doc = "The errors `\(method.symbol)` is documented to return"
        if let group = method.group { doc += " (`\(group)`)" }
        let qualified = names.qualifiedName(name, of: method)
        doc +=
            ".\n\nUse it for typed throws, \(SwiftLiteral.codeSpan("throws(\(qualified))")), and switch over it exhaustively."
        return .type(
            SwiftTypeDescription(
                kind: .enum, docComment: doc, access: access, name: name,
                inheritance: [RuntimeSymbols.documentedMethodErrors, "Hashable"], members: members))
    }
}

extension CodeGenerator {
    /// A code as a method type's `code`: `Code.networkError`, qualified, which also keeps a case named `none`
    /// or `some` from meaning `Optional`'s; but `.Type`, `.Protocol`, `.self` and `.init` unqualified, since
    /// after a type name they would mean the metatype, the type or an initializer whatever the backticks.
    func codeValue(_ code: ErrorCode) -> SwiftExpression {
        let name = code.swiftName.replacingOccurrences(of: "`", with: "")
        return ["Type", "Protocol", "self", "init"].contains(name)
            ? .member(nil, code.swiftName) : .member(.raw("Code"), code.swiftName)
    }
}
