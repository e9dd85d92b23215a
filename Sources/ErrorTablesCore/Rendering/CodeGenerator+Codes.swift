extension CodeGenerator {
    /// `<Domain>ErrorCodes.swift`: the domain's code enum.
    func codeFile() -> SwiftFileDescription {
        let config = domain.config
        var members: [SwiftDeclaration] = domain.codes.map { code in
            var doc = code.documentation.isEmpty ? code.id : code.documentation
            doc += "\n\nDocumented as `\(code.id)`"
            if let name = code.name { doc += "; cross-platform name \(SwiftLiteral.codeSpan(name))" }
            doc += "."
            return .enumCase(SwiftCaseDescription(docComment: doc, name: code.swiftName, rawValue: .int(code.rawValue)))
        }
        members.append(
            .variable(
                SwiftVariableDescription(
                    docComment: "The `NSError` domain of these codes.", access: access, isStatic: true,
                    name: "errorDomain", type: nil, value: .string(config.errorDomain))))
        if let key = config.userInfoNameKey {
            members.append(
                .variable(
                    SwiftVariableDescription(
                        docComment: "The `userInfo` key that carries the cross-platform error name.", access: access,
                        isStatic: true, name: "userInfoNameKey", type: "String?", value: .string(key))))
        }
        members.append(
            .variable(
                SwiftVariableDescription(
                    docComment: "The documented texts, in every language of the documentation.", access: access,
                    isStatic: true, name: "textCatalog", type: nil, value: .member(.raw(names.textsTypeName), "catalog"))))
        members.append(
            computed(
                "documentedIdentifier", type: "String", doc: "The identifier the documentation uses for this code.",
                cases: domain.codes.map { ($0.swiftName, .string($0.id)) }))
        if domain.codes.contains(where: { $0.name != nil }) {
            members.append(
                computed(
                    "crossPlatformName", type: "String?", doc: "The name other platforms use for this code.",
                    cases: domain.codes.map { ($0.swiftName, $0.name.map(SwiftExpression.string) ?? .nil) }))
        }
        for role in [GeneratedNames.PropertyRole.failureReason, .recoverySuggestion] {
            let headers = domain.extraColumns.values.filter { GeneratedNames.role(ofHeader: $0) == role }.sorted()
            guard let header = headers.first else { continue }
            let name = role == .failureReason ? "failureReasonKey" : "recoverySuggestionKey"
            let doc = "The catalog key of the documented \"\(header)\" text."
            members.append(
                computed(
                    name, type: "String?", doc: doc,
                    cases: domain.codes.map { code in
                        (code.swiftName, code.properties[header] == nil ? .nil : .string(GeneratedNames.propertyKey(code.id, header: header)))
                    }))
        }
        return SwiftFileDescription(
            headerComment: header, imports: ["ErrorTablesRuntime", "Foundation"],
            declarations: [
                .type(
                    SwiftTypeDescription(
                        kind: .enum,
                        docComment: "The documented error codes of the \(errorDomainSpan) error domain.",
                        access: access, name: config.typeName, inheritance: ["Int", "CatalogedErrorCode"],
                        members: members)),
                versionCheck,
            ])
    }

    /// A computed property that switches over `self`.
    func computed(_ name: String, type: String, doc: String, cases: [(String, SwiftExpression)]) -> SwiftDeclaration {
        let switchCases = cases.map { SwiftSwitchCase(patterns: [.member(nil, $0.0)], value: $0.1) }
        return .variable(
            SwiftVariableDescription(
                docComment: doc, access: access, isStatic: false, isStored: false, name: name, type: type,
                value: .switchOver(.raw("self"), switchCases)))
    }
}
