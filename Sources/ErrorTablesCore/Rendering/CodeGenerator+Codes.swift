import ErrorTablesRuntime

extension CodeGenerator {
    /// `<Domain>ErrorCodes.swift`: the domain's code enum, then one enum per lookup.
    func codeFile() -> SwiftFileDescription {
        var members: [SwiftDeclaration] = domain.codes.map { code in
            .enumCase(
                SwiftCaseDescription(docComment: codeCaseDoc(code), name: code.swiftName, rawValue: .int(code.rawValue))
            )
        }
        members += codeEnumConstants()
        members += codeNameAccessors()
        members += textKeyAccessors()
        members += extraColumnAccessors()
        if let traits = traitsAccessor() { members.append(traits) }
        return SwiftFileDescription(
            headerComment: header, imports: [RuntimeSymbols.module, "Foundation"],
            declarations: [
                .type(
                    SwiftTypeDescription(
                        kind: .enum,
                        docComment: "The documented error codes of the \(errorDomainSpan) error domain.",
                        access: access, name: domain.config.typeName,
                        inheritance: ["Int", RuntimeSymbols.documentedErrorCode, RuntimeSymbols.recoverableErrorCode],
                        members: members))
            ] + lookupDeclarations() + [versionCheck])
    }

    /// A code case's doc comment: its description (or identifier), how the documentation names it, and the
    /// codes a range covers.
    func codeCaseDoc(_ code: ErrorCode) -> String {
        var doc = code.documentation.isEmpty ? code.id : code.documentation
        doc += "\n\nDocumented as \(SwiftLiteral.codeSpan(code.id))"
        if let name = code.name { doc += "; cross-platform name \(SwiftLiteral.codeSpan(name))" }
        if !code.alternativeNames.isEmpty {
            doc += "; also named " + code.alternativeNames.map(SwiftLiteral.codeSpan).joined(separator: ", ")
        }
        doc += "."
        if let range = code.range {
            doc += " It covers the codes \(range.lowerBound) to \(range.upperBound); the raw value is the first."
        }
        return doc
    }

    /// The code enum's static properties: `errorDomain`, `userInfoNameKey` when configured, `textCatalog`.
    func codeEnumConstants() -> [SwiftDeclaration] {
        var constants: [SwiftDeclaration] = [
            .variable(
                SwiftVariableDescription(
                    docComment: "The `NSError` domain of these codes.", access: access, isStatic: true,
                    name: "errorDomain", type: nil, value: .string(domain.config.errorDomain)))
        ]
        if let key = domain.config.userInfoNameKey {
            constants.append(
                .variable(
                    SwiftVariableDescription(
                        docComment: "The `userInfo` key that carries the cross-platform error name.", access: access,
                        isStatic: true, name: "userInfoNameKey", type: "String?", value: .string(key))))
        }
        constants.append(
            .variable(
                SwiftVariableDescription(
                    docComment: "The documented texts, in every language of the documentation.", access: access,
                    isStatic: true, name: "textCatalog", type: nil, value: .member(.raw(names.textsTypeName), "catalog")
                )))
        return constants
    }

    /// `documentedIdentifier`, and `crossPlatformName` when some code has a cross-platform name.
    func codeNameAccessors() -> [SwiftDeclaration] {
        var accessors = [
            computed(
                "documentedIdentifier", type: "String", doc: "The identifier the documentation uses for this code.",
                cases: domain.codes.map { ($0.swiftName, .string($0.id)) })
        ]
        if domain.codes.contains(where: { $0.name != nil }) {
            accessors.append(
                computed(
                    "crossPlatformName", type: "String?", doc: "The name other platforms use for this code.",
                    cases: domain.codes.map { ($0.swiftName, $0.name.map(SwiftExpression.string)) }))
        }
        return accessors
    }

    /// `failureReasonKey` and `recoverySuggestionKey`, each when an extra column has that role (the first such
    /// header by name): one expression when every code has the column's text, else a switch with `nil` for the
    /// codes without.
    func textKeyAccessors() -> [SwiftDeclaration] {
        [GeneratedNames.PropertyRole.failureReason, .recoverySuggestion].compactMap { role in
            let headers = domain.extraColumns.values.filter { GeneratedNames.role(ofHeader: $0) == role }.sorted()
            guard let header = headers.first else { return nil }
            let name = role == .failureReason ? "failureReasonKey" : "recoverySuggestionKey"
            let doc = "The catalog key of the documented \"\(header)\" text."
            // The key is the code's documented identifier and the property's name (`ErrorTextKey.property`),
            // so it is derived from `documentedIdentifier` instead of spelled out for each code.
            let suffix = GeneratedNames.propertyKey("", header: header).description
            let derived = SwiftExpression.raw("documentedIdentifier + " + SwiftLiteral.string(suffix))
            let documented = domain.codes.map { code in (code.swiftName, code.properties[header].map { _ in derived }) }
            guard documented.allSatisfy({ $0.1 != nil }) else {
                return computed(name, type: "String?", doc: doc, cases: documented)
            }
            return .variable(
                SwiftVariableDescription(
                    docComment: doc, access: access, isStatic: false, isStored: false, name: name,
                    type: "String?", value: derived))
        }
    }

    /// `traits`, a switch over the codes with documented traits; `nil` when no code has any.
    func traitsAccessor() -> SwiftDeclaration? {
        guard domain.codes.contains(where: { !$0.traits.isEmpty }) else { return nil }
        return computed(
            "traits", type: RuntimeSymbols.errorTraits,
            doc: "What the documentation says recovers from this code; the runtime turns it into "
                + "`RecoveryAdvice` and retries only what can succeed on retry.",
            cases: domain.codes.map { code in
                (code.swiftName, code.traits.isEmpty ? nil : .array(code.traits.map { .member(nil, $0) }))
            }, otherwise: .array([]))
    }

    /// A computed property that switches over `self`, one `case` per code with a value, `return`ing it
    /// (a `switch` statement: as an expression, one case per code type-checks in quadratic time); the
    /// codes without one share a `default` returning `otherwise`, so the switch is always exhaustive.
    func computed(
        _ name: String, type: String, doc: String, cases: [(String, SwiftExpression?)],
        otherwise: SwiftExpression = .nil
    ) -> SwiftDeclaration {
        var switchCases = cases.compactMap { name, value in
            value.map { SwiftSwitchCase(patterns: [.member(nil, name)], value: $0) }
        }
        if switchCases.count < cases.count {
            switchCases.append(SwiftSwitchCase(patterns: [], value: otherwise))
        }
        return .variable(
            SwiftVariableDescription(
                docComment: doc, access: access, isStatic: false, isStored: false, name: name, type: type,
                value: .switchReturning(.raw("self"), switchCases)))
    }
}

extension CodeGenerator {
    /// One enum per configured lookup, holding the table's rows as data for the runtime's matcher.
    func lookupDeclarations() -> [SwiftDeclaration] {
        domain.lookups.map { lookup in
            let codeType = domain.config.typeName
            var arguments = [
                SwiftArgument(label: "name", value: .string(lookup.name)),
                SwiftArgument(
                    label: "entries", value: .array(lookup.entries.compactMap { lookupEntry($0, of: lookup) })),
            ]
            if lookup.fallback != nil {
                arguments.append(
                    SwiftArgument(
                        label: "fallbackMessageKey",
                        value: .string(GeneratedNames.lookupFallbackKey(lookup.name).description)))
            }
            return .type(
                SwiftTypeDescription(
                    kind: .enum,
                    docComment:
                        "The documented `\(lookup.name)` table: server codes (or ranges) and subcodes mapped to "
                        + "a `\(codeType)` and a message for the user, matched most specific first.",
                    access: access, name: lookup.name,
                    members: [
                        .variable(
                            SwiftVariableDescription(
                                docComment: "The rows, in documented order.", access: access, isStatic: true,
                                name: "table", type: "\(RuntimeSymbols.errorLookupTable)<\(codeType)>",
                                value: .call(.raw(RuntimeSymbols.errorLookupTable), arguments)))
                    ]))
        }
    }

    /// One row of a lookup table as an `ErrorLookupEntry(codes:subcode:case:messageKey:)` call; `nil` for a row
    /// whose code the domain does not have.
    func lookupEntry(_ entry: ErrorLookup.Entry, of lookup: ErrorLookup) -> SwiftExpression? {
        guard let code = codesByID[entry.code] else { return nil }
        // `-5...(-1)`: a negative upper bound needs parentheses after the operator.
        let codes: SwiftExpression =
            entry.key.codes.map { range in
                let upper = range.upperBound < 0 ? "(\(range.upperBound))" : "\(range.upperBound)"
                return .raw("\(range.lowerBound)...\(upper)")
            } ?? .nil
        return .call(
            .raw(RuntimeSymbols.errorLookupEntry),
            [
                SwiftArgument(label: "codes", value: codes),
                SwiftArgument(label: "subcode", value: entry.key.subcode.map(SwiftExpression.int) ?? .nil),
                // `case: Code?`: a bare `.none` would be `Optional.none`, so that case is qualified.
                SwiftArgument(
                    label: "case",
                    value: .member(code.swiftName == "none" ? .raw(domain.config.typeName) : nil, code.swiftName)),
                SwiftArgument(
                    label: "messageKey",
                    value: .string(GeneratedNames.lookupKey(lookup.name, entry.key).description)),
            ])
    }
}

extension CodeGenerator {
    /// One accessor per extra column (`Recovery tactic` → `localizedRecoveryTactic(locale:)`), reading the
    /// column's text in the best language for the locale; `nil` for a code whose row has no such text.
    func extraColumnAccessors() -> [SwiftDeclaration] {
        var seen = Set<String>()
        return domain.extraColumns.sorted { $0.key < $1.key }.compactMap { _, header in
            let property = GeneratedNames.propertyName(header)
            let name = "localized" + Identifier.upperFirst(property)
            guard seen.insert(name).inserted else { return nil }
            // The key's part after the identifier (`.recoveryTactic`), by the runtime's grammar.
            let suffix = ErrorTextKey.property(identifier: "", name: property).description
            let key = SwiftExpression.raw("documentedIdentifier + " + SwiftLiteral.string(suffix))
            return .function(
                SwiftFunctionDescription(
                    docComment: "The documented \"\(header)\" text in the best language for `locale`, falling back "
                        + "to the source language; `nil` when the documentation gives this code none.",
                    access: access, name: name, parameters: ["locale: \(Self.foundationLocale)"], returnType: "String?",
                    body: [
                        .expression(
                            .call(
                                .raw("Self.textCatalog.text"),
                                [
                                    SwiftArgument(label: "forKey", value: key),
                                    SwiftArgument(label: "locale", value: .raw("locale")),
                                ]))
                    ]))
        }
    }
}

extension CodeGenerator {
    /// Foundation's `Locale`, qualified: the docs may name a group or a lookup `Locale`, whose generated enum
    /// would otherwise shadow it (the standard library's and the runtime's names are reserved instead,
    /// ``GeneratedNames/referencedTypeNames``).
    static let foundationLocale = "Foundation.Locale"
    /// Foundation's `Bundle`, qualified for the same reason.
    static let foundationBundle = "Foundation.Bundle"
}
