import ErrorTablesCore

/// `error-tables dump`: the validated model as JSON.
enum DumpVerb {
    static let verb = Verb(
        name: "dump",
        summary: "Print the validated error model as JSON.",
        discussion: """
            Prints {"domains":[…]} with each domain's codes (raw value, cross-platform name, description per \
            language), groups, common errors and methods with their effective error sets (origin: method, \
            included:<symbol>, group or domain). Descriptions missing in a translation show the source text. \
            Diagnostics go to standard error; with errors the exit status is 1 and nothing is printed.
            """,
        arguments: ArgumentSpec(options: [LintVerb.specOption, Verb.verboseOption]),
        run: { arguments, console in
            guard let spec = arguments.value("--spec") else { return ExitStatus.usage }
            let result = Pipeline(formats: []).load(spec: spec)
            if console.reportNoSpec(result) { return ExitStatus.usage }
            console.report(result.diagnostics)
            guard result.succeeded else { return ExitStatus.findings }
            console.output += ModelJSON.json(result.model).rendered()
            return ExitStatus.success
        })
}

/// The JSON form of the model that `dump` prints.
enum ModelJSON {
    static func json(_ model: ErrorModel) -> JSONValue {
        .object([("domains", .array(model.domains.map(json)))])
    }

    static func json(_ domain: ErrorDomain) -> JSONValue {
        func texts(_ text: LocalizedText) -> JSONValue {
            .object(domain.languages.map { ($0, .string(text.text(in: $0, fallback: domain.sourceLanguage) ?? "")) })
        }
        func properties(_ properties: [String: LocalizedText]) -> JSONValue {
            .object(properties.sorted { $0.key < $1.key }.map { ($0.key, texts($0.value)) })
        }
        func entry(_ entry: ErrorEntry, origin: EffectiveError.Origin? = nil) -> JSONValue {
            var members: [(String, JSONValue)] = [("id", .string(entry.code))]
            if let origin { members.append(("origin", .string(origin.description))) }
            members.append(("description", texts(entry.description)))
            if !entry.properties.isEmpty { members.append(("properties", properties(entry.properties))) }
            return .object(members)
        }
        func optionalText(_ text: LocalizedText?) -> JSONValue { text.map(texts) ?? .null }
        let codes: [JSONValue] = domain.codes.map { code in
            var members: [(String, JSONValue)] = [
                ("id", .string(code.id)), ("swiftName", .string(code.swiftName)), ("rawValue", .int(code.rawValue)),
                ("name", code.name.map(JSONValue.string) ?? .null), ("description", texts(code.description)),
            ]
            if !code.properties.isEmpty { members.append(("properties", properties(code.properties))) }
            if !code.traits.isEmpty { members.append(("traits", .array(code.traits.map(JSONValue.string)))) }
            return .object(members)
        }
        let groups: [JSONValue] = domain.groups.map { group in
            .object([
                ("symbol", .string(group.symbol)), ("commonErrors", .array(group.commonErrors.map { entry($0) })),
                ("fallback", optionalText(group.fallback)),
            ])
        }
        let methods: [JSONValue] = domain.methods.map { method in
            .object([
                ("symbol", .string(method.symbol)), ("group", method.group.map(JSONValue.string) ?? .null),
                ("includes", .array(method.inclusions.map(JSONValue.string))),
                ("errors", .array(method.errors.map { entry($0.entry, origin: $0.origin) })),
                ("fallback", optionalText(method.fallback)),
            ])
        }
        let lookups: [JSONValue] = domain.lookups.map { lookup in
            .object([
                ("name", .string(lookup.name)),
                (
                    "entries",
                    .array(
                        lookup.entries.map { entry in
                            .object([
                                ("key", .string(entry.key.description)),
                                (
                                    "codes",
                                    entry.key.codes.map { .array([.int($0.lowerBound), .int($0.upperBound)]) } ?? .null
                                ),
                                ("subcode", entry.key.subcode.map(JSONValue.int) ?? .null),
                                ("id", .string(entry.code)), ("message", texts(entry.message)),
                            ])
                        })
                ),
                ("fallback", optionalText(lookup.fallback)),
            ])
        }
        return .object([
            ("name", .string(domain.name)), ("errorDomain", .string(domain.config.errorDomain)),
            ("typeName", .string(domain.config.typeName)), ("codePrefix", .string(domain.config.codePrefix)),
            ("sourceLanguage", .string(domain.sourceLanguage)),
            ("languages", .array(domain.languages.map(JSONValue.string))),
            ("codes", .array(codes)), ("commonErrors", .array(domain.commonErrors.map { entry($0) })),
            ("groups", .array(groups)), ("methods", .array(methods)), ("fallback", optionalText(domain.fallback)),
            ("lookups", .array(lookups)),
        ])
    }
}
