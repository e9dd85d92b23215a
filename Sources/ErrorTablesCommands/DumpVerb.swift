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
        arguments: ArgumentSpec(options: [LintVerb.specOption, Verb.verboseOption, Verb.allowOutsideRepositoryOption]),
        run: { arguments, console in
            guard let spec = arguments.value("--spec") else { return ExitStatus.usage }
            let result = Pipeline(
                formats: [], allowsOutsideRepository: arguments.has(Verb.allowOutsideRepositoryOption.name)
            ).load(spec: spec)
            if console.reportNoSpec(result) { return ExitStatus.usage }
            console.report(result.diagnostics, model: result.model)
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

    /// One domain: its identity and languages, then its codes, common errors, groups, methods, fallback and
    /// lookups, each in the form of its own step.
    static func json(_ domain: ErrorDomain) -> JSONValue {
        .object([
            ("name", .string(domain.name)), ("errorDomain", .string(domain.config.errorDomain)),
            ("typeName", .string(domain.config.typeName)), ("codePrefix", .string(domain.config.codePrefix)),
            ("sourceLanguage", .string(domain.sourceLanguage)),
            ("languages", .array(domain.languages.map(JSONValue.string))),
            ("codes", .array(domain.codes.map { code($0, in: domain) })),
            ("commonErrors", .array(domain.commonErrors.map { entry($0, in: domain) })),
            ("groups", .array(domain.groups.map { group($0, in: domain) })),
            ("methods", .array(domain.methods.map { method($0, in: domain) })),
            ("fallback", optionalText(domain.fallback, in: domain)),
            ("lookups", .array(domain.lookups.map { lookup($0, in: domain) })),
        ])
    }

    /// A text in each of the domain's languages, the source text where a translation lacks it.
    static func texts(_ text: LocalizedText, in domain: ErrorDomain) -> JSONValue {
        .object(domain.languages.map { ($0, .string(text.text(in: $0, fallback: domain.sourceLanguage) ?? "")) })
    }

    /// A fallback text, or `null`.
    static func optionalText(_ text: LocalizedText?, in domain: ErrorDomain) -> JSONValue {
        text.map { texts($0, in: domain) } ?? .null
    }

    /// Extra columns' texts, sorted by column name.
    static func properties(_ properties: [String: LocalizedText], in domain: ErrorDomain) -> JSONValue {
        .object(properties.sorted { $0.key < $1.key }.map { ($0.key, texts($0.value, in: domain)) })
    }

    /// One error of a common-error list or of a method, with its origin when it is a method's effective error.
    static func entry(_ entry: ErrorEntry, origin: EffectiveError.Origin? = nil, in domain: ErrorDomain)
        -> JSONValue
    {
        var members: [(String, JSONValue)] = [("id", .string(entry.code))]
        if let origin { members.append(("origin", .string(origin.description))) }
        members.append(("description", texts(entry.description, in: domain)))
        if !entry.properties.isEmpty { members.append(("properties", properties(entry.properties, in: domain))) }
        return .object(members)
    }

    /// One code: id, Swift name, raw value, name, description, and its properties and traits when it has any.
    static func code(_ code: ErrorCode, in domain: ErrorDomain) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(code.id)), ("swiftName", .string(code.swiftName)), ("rawValue", .int(code.rawValue)),
            ("name", code.name.map(JSONValue.string) ?? .null), ("description", texts(code.description, in: domain)),
        ]
        if !code.properties.isEmpty { members.append(("properties", properties(code.properties, in: domain))) }
        if !code.traits.isEmpty { members.append(("traits", .array(code.traits.map(JSONValue.string)))) }
        return .object(members)
    }

    /// One group: its symbol, common errors and fallback.
    static func group(_ group: ErrorGroup, in domain: ErrorDomain) -> JSONValue {
        .object([
            ("symbol", .string(group.symbol)),
            ("commonErrors", .array(group.commonErrors.map { entry($0, in: domain) })),
            ("fallback", optionalText(group.fallback, in: domain)),
        ])
    }

    /// One method: its symbol, group, inclusions, effective errors (with their origins) and fallback.
    static func method(_ method: ErrorMethod, in domain: ErrorDomain) -> JSONValue {
        .object([
            ("symbol", .string(method.symbol)), ("group", method.group.map(JSONValue.string) ?? .null),
            ("includes", .array(method.inclusions.map(JSONValue.string))),
            ("errors", .array(method.errors.map { entry($0.entry, origin: $0.origin, in: domain) })),
            ("fallback", optionalText(method.fallback, in: domain)),
        ])
    }

    /// One lookup: its name, entries and fallback.
    static func lookup(_ lookup: ErrorLookup, in domain: ErrorDomain) -> JSONValue {
        .object([
            ("name", .string(lookup.name)),
            ("entries", .array(lookup.entries.map { lookupEntry($0, in: domain) })),
            ("fallback", optionalText(lookup.fallback, in: domain)),
        ])
    }

    /// One lookup entry: its key, the key's code range (`[low, high]` or `null`), subcode, code and message.
    static func lookupEntry(_ entry: ErrorLookup.Entry, in domain: ErrorDomain) -> JSONValue {
        .object([
            ("key", .string(entry.key.description)),
            ("codes", entry.key.codes.map { .array([.int($0.lowerBound), .int($0.upperBound)]) } ?? .null),
            ("subcode", entry.key.subcode.map(JSONValue.int) ?? .null),
            ("id", .string(entry.code)), ("message", texts(entry.message, in: domain)),
        ])
    }
}
