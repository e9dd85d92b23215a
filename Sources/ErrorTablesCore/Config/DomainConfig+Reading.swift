import Foundation

extension DomainConfig {
    /// The largest config file read, in bytes (16 MiB); a larger one is refused with a diagnostic.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// Reads and validates a config file. Problems that still leave a usable config are reported into
    /// `diagnostics`; a config that cannot be used at all throws.
    public static func read(path: String, diagnostics: inout Diagnostics) throws(FatalDiagnostic) -> DomainConfig {
        let bytes = try InputFile.read(path, limit: maximumFileSize) { tooLarge(size: $0, path: path) }
        let data = Data(bytes)
        return try parse(data: data, path: path, diagnostics: &diagnostics)
    }

    /// Parses config JSON strictly (see `JSONReader`): duplicate keys, trailing commas, integers beyond
    /// `Int`, invalid UTF-8 and nesting deeper than 512 levels are errors at their position.
    public static func parse(data: Data, path: String, diagnostics: inout Diagnostics) throws(FatalDiagnostic)
        -> DomainConfig
    {
        guard data.count <= maximumFileSize else { throw tooLarge(size: data.count, path: path) }
        if let encoding = ForeignEncoding.detect(Array(data)) {
            throw FatalDiagnostic(.foreignEncoding(encoding, at: SourceLocation(path: path, line: 1, column: 1)))
        }
        let root: JSONNode
        do {
            root = try JSONReader.read(Array(data))
        } catch {
            throw FatalDiagnostic(
                .invalidConfigJSON(
                    error.message,
                    at: SourceLocation(path: path, line: error.location.line, column: error.location.column)))
        }
        guard let members = root.members else {
            throw FatalDiagnostic(.configNotObject(at: SourceLocation(path: path, line: 1, column: 1)))
        }
        var reader = DomainConfigReader(path: path)
        let config = try reader.read(members)
        diagnostics.merge(reader.diagnostics)
        return config
    }

    private static func tooLarge(size: Int, path: String) -> FatalDiagnostic {
        FatalDiagnostic(.configTooLarge(byteCount: size, at: SourceLocation(path: path, line: 1, column: 1)))
    }
}

/// Validates the read JSON value by value, so each problem can name its key and line.
struct DomainConfigReader {
    typealias Member = JSONNode.Member
    let path: String
    var diagnostics = Diagnostics()

    func location(_ position: LineColumn) -> SourceLocation {
        SourceLocation(path: path, line: position.line, column: position.column)
    }

    func location(of member: Member) -> SourceLocation { location(member.keyLocation) }

    /// The config of a file's top-level members: the named strings first (a missing one without a default
    /// throws), then each optional key, every problem reported in key order as listed here.
    mutating func read(_ root: [Member]) throws(FatalDiagnostic) -> DomainConfig {
        checkKeys(root, known: DomainConfig.knownKeys, context: nil)
        let byKey = Dictionary(root.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var config = try namedConfig(byKey)
        if let member = byKey["documents"], let pattern = string(member) {
            config.documents = documents(pattern, member)
        }
        config.keyLocations = byKey.mapValues { location(of: $0) }
        checkNames(config)
        if let member = byKey["userInfoNameKey"] { config.userInfoNameKey = string(member) }
        if let member = byKey["accessLevel"], let raw = string(member) {
            config.accessLevel = choice(raw, at: member, invalid: Diagnostic.invalidAccessLevel) ?? config.accessLevel
        }
        if let member = byKey["catalogs"], let raw = string(member) {
            config.catalogs = choice(raw, at: member, invalid: Diagnostic.invalidCatalogs) ?? config.catalogs
        }
        if let member = byKey["codes"] { config.codes = codes(member) }
        if let member = byKey["columns"] { config.columns = columns(member) }
        if let member = byKey["methodTypeNames"] { config.methodTypeNames = methodTypeNames(member) }
        if let member = byKey["groups"] { config.groups = groups(member) }
        if let member = byKey["traits"] { (config.traits, config.traitLocations) = traits(member) }
        if let member = byKey["lookups"] { config.lookups = lookups(member) }
        if let member = byKey["sections"] { config.sections = sections(member) }
        return config
    }

    /// A config with the four named strings (`errorDomain`, `typeName`, `codePrefix`, `sourceLanguage`), each
    /// read or defaulted (see `DomainConfig.defaults(path:)`); a missing one without a default, or one that is
    /// not a string (or empty where that is not allowed), throws.
    mutating func namedConfig(_ byKey: [String: Member]) throws(FatalDiagnostic) -> DomainConfig {
        let domain = DomainConfig.domainName(ofConfigAt: path)
        let defaults = DomainConfig.defaults(path: path)
        /// A key's string, or its default when the key is left out.
        func value(_ key: String, default fallback: String?, allowEmpty: Bool = false) throws(FatalDiagnostic) -> String
        {
            guard let member = byKey[key] else {
                guard let fallback else {
                    throw FatalDiagnostic(
                        .noDefaultTypeName(domain: domain, key: key, at: SourceLocation(path: path, line: 1, column: 1))
                    )
                }
                return fallback
            }
            guard let string = member.value.string, allowEmpty || !string.isEmpty else {
                throw FatalDiagnostic(.configValueNotString(key, allowEmpty: allowEmpty, at: location(of: member)))
            }
            return string
        }
        return DomainConfig(
            path: path,
            errorDomain: try value("errorDomain", default: defaults?.errorDomain ?? domain + "ErrorDomain"),
            typeName: try value("typeName", default: defaults?.typeName),
            codePrefix: try value("codePrefix", default: "", allowEmpty: true),
            sourceLanguage: try value("sourceLanguage", default: "en"))
    }

    /// A `documents` pattern, or `nil` with an error when it does not hold `{language}` exactly once or is an
    /// absolute path.
    mutating func documents(_ pattern: String, _ member: Member) -> String? {
        guard pattern.components(separatedBy: "{language}").count == 2, !pattern.hasPrefix("/") else {
            diagnostics.report(.invalidDocumentsPattern(at: location(of: member)))
            return nil
        }
        return pattern
    }

    /// Reports a `typeName` that is no Swift type name and a `sourceLanguage` that is no language tag, at
    /// their keys.
    mutating func checkNames(_ config: DomainConfig) {
        if !Identifier.isSwiftTypeName(config.typeName) {
            diagnostics.report(.invalidTypeName(config.typeName, at: config.location(ofKey: "typeName")))
        }
        if !LanguageTag.isValid(config.sourceLanguage) {
            diagnostics.report(
                .invalidSourceLanguage(config.sourceLanguage, at: config.location(ofKey: "sourceLanguage")))
        }
    }

    /// One of a fixed set of values (`accessLevel`, `catalogs`), or `nil` with the `invalid` error.
    mutating func choice<Value: RawRepresentable<String>>(
        _ raw: String, at member: Member, invalid: (String, SourceLocation) -> Diagnostic
    ) -> Value? {
        guard let value = Value(rawValue: raw) else {
            diagnostics.report(invalid(raw, location(of: member)))
            return nil
        }
        return value
    }

    /// `"sections": ["Webhook error codes"]`: heading texts, each non-empty.
    private mutating func sections(_ member: Member) -> [String] {
        guard let elements = member.value.elements,
            let names = Optional(elements.compactMap(\.string)), names.count == elements.count,
            !names.isEmpty, !names.contains(where: { $0.trimmingSpacesAndNewlines().isEmpty })
        else {
            diagnostics.report(.sectionsNotListOfHeadings(at: location(of: member)))
            return []
        }
        return names
    }

    private mutating func string(_ member: Member) -> String? {
        guard let string = member.value.string else {
            diagnostics.report(.configKeyNotString(member.key, at: location(of: member)))
            return nil
        }
        return string
    }

    private mutating func checkKeys(_ members: [Member], known: [String], context: String?) {
        for member in members where !known.contains(member.key) {
            diagnostics.report(
                .unknownConfigKey(
                    member.key, in: context, suggestion: Identifier.closest(to: member.key, among: known), known: known,
                    at: location(of: member)))
        }
    }

    private mutating func codes(_ member: Member) -> [String: DomainConfig.CodeFacts] {
        guard let entries = member.value.members else {
            diagnostics.report(.codesNotObject(at: location(of: member)))
            return [:]
        }
        var result: [String: DomainConfig.CodeFacts] = [:]
        for entry in entries {
            let code = entry.key
            let location = location(of: entry)
            var facts = DomainConfig.CodeFacts(location: location)
            if let rawValue = entry.value.integer {
                facts.rawValue = rawValue
                result[code] = facts
                continue
            }
            if case .number(let number) = entry.value.value {
                diagnostics.report(.configRawValueNotInteger(code, number: number, at: location))
                continue
            }
            guard let fields = entry.value.members else {
                diagnostics.report(.codeFactsNotObject(code, at: location))
                continue
            }
            checkKeys(fields, known: DomainConfig.codeKeys, context: code)
            for field in fields {
                switch field.key {
                case "rawValue":
                    if let int = field.value.integer {
                        facts.rawValue = int
                    } else {
                        diagnostics.report(.rawValueFieldNotInteger(code, at: location))
                    }
                case "name": facts.name = string(field)
                case "swiftName":
                    facts.swiftName = string(field)
                    if let name = facts.swiftName, !Identifier.isSwiftIdentifier(name) {
                        diagnostics.report(.invalidSwiftName(name, code: code, at: location))
                        facts.swiftName = nil
                    }
                default: break
                }
            }
            result[code] = facts
        }
        return result
    }

    private mutating func columns(_ member: Member) -> DomainConfig.Columns {
        var result = DomainConfig.Columns()
        guard let fields = member.value.members else {
            diagnostics.report(.columnsNotObject(at: location(of: member)))
            return result
        }
        checkKeys(fields, known: DomainConfig.columnKeys, context: "columns")
        for field in fields where DomainConfig.columnKeys.contains(field.key) {
            let selector: DomainConfig.Columns.Selector
            if let number = field.value.integer, number >= 1 {
                selector = .index(number)
            } else if let text = field.value.string, !text.trimmingSpacesAndNewlines().isEmpty {
                selector = .header(text)
            } else {
                diagnostics.report(.invalidColumnSelector(field.key, at: location(of: field)))
                continue
            }
            switch field.key {
            case "code": result.code = selector
            case "rawValue": result.rawValue = selector
            default: result.description = selector
            }
        }
        let given = [result.code, result.rawValue, result.description].compactMap { $0 }
        if Set(given.map(\.description)).count < given.count {
            diagnostics.report(.sharedColumns(at: location(of: member)))
            result = DomainConfig.Columns()
        }
        return result
    }

    private mutating func traits(_ member: Member) -> ([String: [String]], [String: SourceLocation]) {
        guard let entries = member.value.members else {
            diagnostics.report(.traitsNotObject(at: location(of: member)))
            return ([:], [:])
        }
        var result: [String: [String]] = [:]
        var locations: [String: SourceLocation] = [:]
        for entry in entries {
            let code = entry.key
            let location = location(of: entry)
            locations[code] = location
            guard let elements = entry.value.elements else {
                diagnostics.report(.traitListNotNames(code, at: location))
                continue
            }
            let names = elements.compactMap(\.string)
            guard names.count == elements.count else {
                diagnostics.report(.traitListNotNames(code, at: location))
                continue
            }
            var valid: [String] = []
            for name in names {
                guard DomainConfig.traitNames.contains(name) else {
                    diagnostics.report(
                        .unknownTrait(
                            name, code: code, suggestion: Identifier.closest(to: name, among: DomainConfig.traitNames),
                            at: location))
                    continue
                }
                if !valid.contains(name) { valid.append(name) }
            }
            result[code] = valid
        }
        return (result, locations)
    }

    private mutating func lookups(_ member: Member) -> [DomainConfig.Lookup] {
        guard let entries = member.value.members else {
            diagnostics.report(.lookupsNotObject(at: location(of: member)))
            return []
        }
        var result: [DomainConfig.Lookup] = []
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            let name = entry.key
            let location = location(of: entry)
            guard Identifier.isIdentifier(name) else {
                diagnostics.report(.invalidLookupName(name, at: location))
                continue
            }
            guard let fields = entry.value.members, let columns = entry.value["columns"]?.members else {
                diagnostics.report(.lookupNotObject(name, at: location))
                continue
            }
            let columnKeys = ["code", "subcode", "case", "message"]
            checkKeys(fields, known: ["columns"], context: name)
            checkKeys(columns, known: columnKeys, context: "columns")
            var numbers: [String: Int] = [:]
            for column in columns where columnKeys.contains(column.key) {
                guard let number = column.value.integer, number >= 1 else {
                    diagnostics.report(.invalidLookupColumn(column.key, lookup: name, at: self.location(of: column)))
                    continue
                }
                numbers[column.key] = number
            }
            guard let code = numbers["code"], let caseColumn = numbers["case"], let message = numbers["message"] else {
                diagnostics.report(.lookupColumnsMissing(name, at: location))
                continue
            }
            let used = [code, caseColumn, message] + (numbers["subcode"].map { [$0] } ?? [])
            guard Set(used).count == used.count else {
                diagnostics.report(.lookupColumnsShared(name, at: location))
                continue
            }
            result.append(
                DomainConfig.Lookup(
                    name: name, code: code, subcode: numbers["subcode"], caseColumn: caseColumn, message: message,
                    location: location))
        }
        return result
    }

    private mutating func methodTypeNames(_ member: Member) -> [String: String] {
        guard let entries = member.value.members else {
            diagnostics.report(.methodTypeNamesNotObject(at: location(of: member)))
            return [:]
        }
        var result: [String: String] = [:]
        for entry in entries {
            guard let name = entry.value.string, Identifier.isSwiftTypeName(name) else {
                diagnostics.report(.invalidMethodTypeName(selector: entry.key, at: location(of: entry)))
                continue
            }
            result[entry.key] = name
        }
        return result
    }

    /// `groups`: per group symbol, `{"name": "NoteSyncErrors"}` or `{"extend": true}` (or a type name);
    /// one of the two, and `{"extend": false}` or `{}` is the default namespace enum.
    private mutating func groups(_ member: Member) -> [String: DomainConfig.GroupNamespace] {
        guard let entries = member.value.members else {
            diagnostics.report(.groupsNotObject(at: location(of: member)))
            return [:]
        }
        var result: [String: DomainConfig.GroupNamespace] = [:]
        for entry in entries {
            let group = entry.key
            let location = location(of: entry)
            guard let fields = entry.value.members else {
                diagnostics.report(.groupSettingNotObject(group, at: location))
                continue
            }
            checkKeys(fields, known: DomainConfig.groupKeys, context: group)
            var name: String?
            var extended: String?
            var valid = true
            if let field = fields.first(where: { $0.key == "name" }) {
                if let text = field.value.string, Identifier.isIdentifier(text) {
                    name = text
                } else {
                    diagnostics.report(.invalidGroupName(group, at: self.location(of: field)))
                    valid = false
                }
            }
            if let field = fields.first(where: { $0.key == "extend" }) {
                switch field.value.value {
                case .bool(let extends): extended = extends ? group : nil
                case .string(let text) where Identifier.isSwiftTypeName(text): extended = text
                default:
                    diagnostics.report(.invalidGroupExtension(group, at: self.location(of: field)))
                    valid = false
                }
            }
            guard valid else { continue }
            if name != nil, extended != nil {
                diagnostics.report(.groupNameAndExtension(group, at: location))
                continue
            }
            if let name {
                result[group] = DomainConfig.GroupNamespace(typeName: name, extends: false, location: location)
            } else if let extended {
                result[group] = DomainConfig.GroupNamespace(typeName: extended, extends: true, location: location)
            }
        }
        return result
    }
}
