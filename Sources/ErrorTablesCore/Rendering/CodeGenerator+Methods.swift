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
        let codes = method.errors.compactMap { codesByID[$0.code] }
        var members: [SwiftDeclaration] = []
        var common: [ErrorCode] = []
        for error in method.errors {
            guard let code = codesByID[error.code] else { continue }
            // A code common to the domain whose method text is the code's own is listed once, in the type's
            // doc comment; only what is specific to the method gets a comment of its own.
            let doc = methodCaseDoc(error, of: method, code: code)
            if doc == nil { common.append(code) }
            members.append(
                .enumCase(
                    SwiftCaseDescription(
                        docComment: doc, name: code.swiftName,
                        associatedValues: [(nil, RuntimeSymbols.receivedError + "? = nil")])))
        }
        let fallback = method.fallback?.texts[source]
        members.append(
            .enumCase(
                SwiftCaseDescription(
                    docComment: (fallback.map { $0 + "\n\n" } ?? "")
                        + "Any error the documentation does not list for this method, kept as received.",
                    name: "undocumented", associatedValues: [(nil, RuntimeSymbols.undocumentedError)])))
        let codeType = domain.config.typeName
        // `case .x: self = .x(received)`, and `default` only when some code of the domain is not the method's:
        // otherwise it could never run.
        let received = [SwiftArgument(label: nil, value: .raw("received"))]
        var initCases = codes.map { code in
            SwiftSwitchCase(
                patterns: [.member(nil, code.swiftName)], value: .call(.member(nil, code.swiftName), received))
        }
        if Set(codes.map(\.id)).count < domain.codes.count {
            initCases.append(SwiftSwitchCase(patterns: [], value: .raw("return nil")))
        }
        let payloadCases =
            codes.map { code in
                SwiftSwitchCase(
                    patterns: [
                        .call(.member(nil, code.swiftName), [SwiftArgument(label: nil, value: .raw("let received"))])
                    ],
                    value: .call(
                        .member(nil, "documented"),
                        [
                            SwiftArgument(label: nil, value: .member(nil, code.swiftName)),
                            SwiftArgument(label: nil, value: .raw("received")),
                        ]
                    ))
            } + [
                SwiftSwitchCase(
                    patterns: [.raw(".undocumented(let error)")],
                    value: .call(.member(nil, "undocumented"), [SwiftArgument(label: nil, value: .raw("error"))]))
            ]
        members += [
            .typeAlias(docComment: "The domain's code enum.", access: access, name: "Code", type: codeType),
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
                    returnType: nil, body: [.expression(.switchStatement(.raw("code"), initCases))])),
            .variable(
                SwiftVariableDescription(
                    docComment: "The code and the received error of a documented case, or the undocumented error.",
                    access: access, isStatic: false, isStored: false, name: "payload",
                    type: RuntimeSymbols.methodErrorPayload + "<Code>",
                    // `return` statements: the compiler checks a switch expression as one expression, nearly
                    // twice as long.
                    value: .switchReturning(.raw("self"), payloadCases))),
        ]
        var doc = "The errors `\(method.symbol)` is documented to return"
        if let group = method.group { doc += " (`\(group)`)" }
        let qualified = names.qualifiedName(name, of: method)
        doc +=
            ".\n\nUse it for typed throws, \(SwiftLiteral.codeSpan("throws(\(qualified))")), and switch over it exhaustively."
            + " A documented case holds the error as received (`nil` when made in code)."
        if !common.isEmpty {
            doc += " Common to the domain: " + common.map(codeLink).joined(separator: ", ") + "."
        }
        return .type(
            SwiftTypeDescription(
                kind: .enum, docComment: doc, access: access, name: name,
                inheritance: [RuntimeSymbols.documentedMethodErrors, "Hashable"], members: members))
    }
}
