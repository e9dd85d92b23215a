import Foundation

extension DomainConfig {
    /// Reads and validates a config file. Problems that still leave a usable config are reported into
    /// `diagnostics`; a config that cannot be used at all throws.
    public static func read(path: String, diagnostics: inout Diagnostics) throws(FatalDiagnostic) -> DomainConfig {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FatalDiagnostic("cannot read '\(path)': \(error.localizedDescription)", at: nil)
        }
        return try parse(data: data, path: path, diagnostics: &diagnostics)
    }

    /// Parses config JSON.
    public static func parse(data: Data, path: String, diagnostics: inout Diagnostics) throws(FatalDiagnostic)
        -> DomainConfig
    {
        let text = String(decoding: data, as: UTF8.self)
        let locator = JSONKeyLocator(text: text, path: path)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let detail = Self.describe(error)
            throw FatalDiagnostic(
                "invalid JSON: \(detail)", at: Self.location(ofJSONError: detail, in: text, path: path))
        }
        guard let root = object as? [String: Any] else {
            throw FatalDiagnostic(
                "the config must be a JSON object", at: SourceLocation(path: path, line: 1, column: 1))
        }
        var reader = Reader(path: path, locator: locator)
        let config = try reader.read(root)
        diagnostics.merge(reader.diagnostics)
        return config
    }

    /// Where Foundation says parsing stopped: "around line L, column C" (Apple's parser) or
    /// "around character N" (a 0-based character offset, swift-corelibs-foundation); else the file's start.
    static func location(ofJSONError detail: String, in text: String, path: String) -> SourceLocation {
        func number(after marker: String, in string: Substring) -> Int? {
            guard let range = string.range(of: marker) else { return nil }
            return Int(string[range.upperBound...].prefix { $0.isNumber })
        }
        let detail = Substring(detail)
        if let line = number(after: "around line ", in: detail), let column = number(after: "column ", in: detail) {
            return SourceLocation(path: path, line: line, column: column)
        }
        guard let offset = number(after: "around character ", in: detail) else {
            return SourceLocation(path: path, line: 1, column: 1)
        }
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return SourceLocation(path: path, line: line, column: column)
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo["NSDebugDescription"] as? String { return detail }
        return nsError.localizedDescription
    }
}

/// Validates the decoded JSON value by value, so each problem can name its key and line.
private struct Reader {
    let path: String
    let locator: JSONKeyLocator
    var diagnostics = Diagnostics()

    mutating func read(_ root: [String: Any]) throws(FatalDiagnostic) -> DomainConfig {
        checkKeys(root, known: DomainConfig.knownKeys, context: nil)
        var locations: [String: SourceLocation] = [:]
        for key in root.keys { locations[key] = locator.location(ofKey: key) }
        func required(_ key: String) throws(FatalDiagnostic) -> String {
            guard let value = root[key] else {
                throw FatalDiagnostic(
                    "missing required key '\(key)'", at: SourceLocation(path: path, line: 1, column: 1))
            }
            guard let string = value as? String, !string.isEmpty else {
                throw FatalDiagnostic("'\(key)' must be a non-empty string", at: locator.location(ofKey: key))
            }
            return string
        }
        var config = DomainConfig(
            path: path,
            errorDomain: try required("errorDomain"),
            typeName: try required("typeName"),
            codePrefix: try required("codePrefix"),
            sourceLanguage: try required("sourceLanguage"))
        config.keyLocations = locations
        if !Identifier.isSwiftTypeName(config.typeName) {
            diagnostics.error(
                "'typeName' must be a Swift type name such as 'AuthErrorCode', not '\(config.typeName)'",
                at: locator.location(ofKey: "typeName"))
        }
        if !LanguageTag.isValid(config.sourceLanguage) {
            diagnostics.error(
                "'sourceLanguage' must be a BCP-47 language tag such as 'en' or 'pt-BR', not '\(config.sourceLanguage)'",
                at: locator.location(ofKey: "sourceLanguage"))
        }
        if let value = root["userInfoNameKey"] {
            config.userInfoNameKey = string(value, key: "userInfoNameKey")
        }
        if let value = root["accessLevel"] {
            if let raw = string(value, key: "accessLevel") {
                if let level = DomainConfig.AccessLevel(rawValue: raw) {
                    config.accessLevel = level
                } else {
                    diagnostics.error(
                        "'accessLevel' must be 'public', 'package' or 'internal', not '\(raw)'",
                        at: locator.location(ofKey: "accessLevel"))
                }
            }
        }
        if let value = root["codes"] { config.codes = codes(value) }
        if let value = root["columns"] { config.columns = columns(value) }
        if let value = root["methodTypeNames"] { config.methodTypeNames = methodTypeNames(value) }
        if let value = root["traits"] { (config.traits, config.traitLocations) = traits(value) }
        if let value = root["lookups"] { config.lookups = lookups(value) }
        return config
    }

    private mutating func string(_ value: Any, key: String, after parent: String? = nil) -> String? {
        guard let string = value as? String else {
            diagnostics.error("'\(key)' must be a string", at: locator.location(ofKey: key, after: parent))
            return nil
        }
        return string
    }

    private mutating func checkKeys(_ object: [String: Any], known: [String], context: String?) {
        for key in object.keys.sorted() where !known.contains(key) {
            var message = "unknown key '\(key)'"
            if let context { message += " in '\(context)'" }
            if let suggestion = Identifier.closest(to: key, among: known) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; known keys: " + known.joined(separator: ", ")
            }
            diagnostics.error(message, at: locator.location(ofKey: key, after: context))
        }
    }

    private mutating func codes(_ value: Any) -> [String: DomainConfig.CodeFacts] {
        guard let object = value as? [String: Any] else {
            diagnostics.error(
                "'codes' must be an object mapping each code identifier to its facts",
                at: locator.location(ofKey: "codes"))
            return [:]
        }
        var result: [String: DomainConfig.CodeFacts] = [:]
        for (code, entry) in object.sorted(by: { $0.key < $1.key }) {
            let location = locator.location(ofKey: code, after: "codes")
            var facts = DomainConfig.CodeFacts(location: location)
            if let rawValue = JSONNumber.integer(entry) {
                facts.rawValue = rawValue
                result[code] = facts
                continue
            }
            guard let fields = entry as? [String: Any] else {
                diagnostics.error(
                    "the facts for '\(code)' must be an object such as {\"rawValue\": 17020, \"name\": \"ERROR_NAME\"}",
                    at: location)
                continue
            }
            checkKeys(fields, known: DomainConfig.codeKeys, context: code)
            if let raw = fields["rawValue"] {
                if let int = JSONNumber.integer(raw) {
                    facts.rawValue = int
                } else {
                    diagnostics.error("'rawValue' of '\(code)' must be an integer", at: location)
                }
            }
            if let name = fields["name"] { facts.name = string(name, key: "name", after: code) }
            if let swiftName = fields["swiftName"] {
                facts.swiftName = string(swiftName, key: "swiftName", after: code)
                if let name = facts.swiftName, !Identifier.isSwiftIdentifier(name) {
                    diagnostics.error(
                        "'swiftName' of '\(code)' must be a Swift identifier, not '\(name)'", at: location)
                    facts.swiftName = nil
                }
            }
            result[code] = facts
        }
        return result
    }

    private mutating func columns(_ value: Any) -> DomainConfig.Columns {
        var result = DomainConfig.Columns()
        guard let object = value as? [String: Any] else {
            diagnostics.error(
                "'columns' must be an object such as {\"code\": 1, \"description\": 2} or "
                    + "{\"code\": \"Error name\", \"rawValue\": \"Value\", \"description\": \"Meaning\"}",
                at: locator.location(ofKey: "columns"))
            return result
        }
        checkKeys(object, known: DomainConfig.columnKeys, context: "columns")
        for key in DomainConfig.columnKeys {
            guard let raw = object[key] else { continue }
            let selector: DomainConfig.Columns.Selector
            if let number = JSONNumber.integer(raw), number >= 1 {
                selector = .index(number)
            } else if let text = raw as? String, !text.trimmingSpacesAndNewlines().isEmpty {
                selector = .header(text)
            } else {
                diagnostics.error(
                    "'columns.\(key)' must be a column number (1 or more) or the text of the column's header",
                    at: locator.location(ofKey: key, after: "columns"))
                continue
            }
            switch key {
            case "code": result.code = selector
            case "rawValue": result.rawValue = selector
            default: result.description = selector
            }
        }
        let given = [result.code, result.rawValue, result.description].compactMap { $0 }
        if Set(given.map(\.description)).count < given.count {
            diagnostics.error(
                "the roles in 'columns' must name different columns", at: locator.location(ofKey: "columns"))
            result = DomainConfig.Columns()
        }
        return result
    }

    private mutating func traits(_ value: Any) -> ([String: [String]], [String: SourceLocation]) {
        guard let object = value as? [String: Any] else {
            diagnostics.error(
                "'traits' must be an object mapping code identifiers to lists of traits such as [\"retryable\"]",
                at: locator.location(ofKey: "traits"))
            return ([:], [:])
        }
        var result: [String: [String]] = [:]
        var locations: [String: SourceLocation] = [:]
        for (code, names) in object.sorted(by: { $0.key < $1.key }) {
            let location = locator.location(ofKey: code, after: "traits")
            locations[code] = location
            guard let names = names as? [String] else {
                diagnostics.error(
                    "the traits of '\(code)' must be a list of names such as [\"retryable\"]", at: location)
                continue
            }
            var valid: [String] = []
            for name in names {
                guard DomainConfig.traitNames.contains(name) else {
                    var message = "unknown trait '\(name)' for '\(code)'"
                    if let suggestion = Identifier.closest(to: name, among: DomainConfig.traitNames) {
                        message += "; did you mean '\(suggestion)'?"
                    } else {
                        message += "; traits: " + DomainConfig.traitNames.joined(separator: ", ")
                    }
                    diagnostics.error(message, at: location)
                    continue
                }
                if !valid.contains(name) { valid.append(name) }
            }
            result[code] = valid
        }
        return (result, locations)
    }

    private mutating func lookups(_ value: Any) -> [DomainConfig.Lookup] {
        let example = "{\"GraphAPIError\": {\"columns\": {\"code\": 1, \"subcode\": 2, \"case\": 3, \"message\": 4}}}"
        guard let object = value as? [String: Any] else {
            diagnostics.error("'lookups' must be an object such as \(example)", at: locator.location(ofKey: "lookups"))
            return []
        }
        var result: [DomainConfig.Lookup] = []
        for (name, entry) in object.sorted(by: { $0.key < $1.key }) {
            let location = locator.location(ofKey: name, after: "lookups")
            guard Identifier.isIdentifier(name) else {
                diagnostics.error(
                    "the lookup name '\(name)' must be a Swift type name such as 'GraphAPIError'", at: location)
                continue
            }
            guard let fields = entry as? [String: Any], let columns = fields["columns"] as? [String: Any] else {
                diagnostics.error("the lookup '\(name)' must be an object such as \(example)", at: location)
                continue
            }
            checkKeys(fields, known: ["columns"], context: name)
            checkKeys(columns, known: ["code", "subcode", "case", "message"], context: "columns")
            var numbers: [String: Int] = [:]
            for key in ["code", "subcode", "case", "message"] {
                guard let raw = columns[key] else { continue }
                guard let number = JSONNumber.integer(raw), number >= 1 else {
                    diagnostics.error(
                        "'\(key)' of the lookup '\(name)' must be a column number, 1 or more", at: location)
                    continue
                }
                numbers[key] = number
            }
            guard let code = numbers["code"], let caseColumn = numbers["case"], let message = numbers["message"] else {
                diagnostics.error(
                    "the lookup '\(name)' needs the columns 'code', 'case' and 'message' ('subcode' is optional)",
                    at: location)
                continue
            }
            let used = [code, caseColumn, message] + (numbers["subcode"].map { [$0] } ?? [])
            guard Set(used).count == used.count else {
                diagnostics.error("the columns of the lookup '\(name)' must all be different", at: location)
                continue
            }
            result.append(
                DomainConfig.Lookup(
                    name: name, code: code, subcode: numbers["subcode"], caseColumn: caseColumn, message: message,
                    location: location))
        }
        return result
    }

    private mutating func methodTypeNames(_ value: Any) -> [String: String] {
        guard let object = value as? [String: Any] else {
            diagnostics.error(
                "'methodTypeNames' must be an object mapping selectors to Swift type names",
                at: locator.location(ofKey: "methodTypeNames"))
            return [:]
        }
        var result: [String: String] = [:]
        for (symbol, name) in object.sorted(by: { $0.key < $1.key }) {
            let location = locator.location(ofKey: symbol, after: "methodTypeNames")
            guard let name = name as? String, Identifier.isSwiftTypeName(name) else {
                diagnostics.error("the type name for '\(symbol)' must be a Swift type name", at: location)
                continue
            }
            result[symbol] = name
        }
        return result
    }
}

/// Finds where a key is written in JSON text, so config diagnostics can point at a line and column.
/// The text is scanned once: every string followed by `:` is an object key, indexed by its content.
struct JSONKeyLocator {
    let path: String
    /// Byte offsets of each key's occurrences, in file order.
    private let offsets: [String: [Int]]
    /// Byte offsets at which lines start.
    private let lineStarts: [Int]

    init(text: String, path: String) {
        self.path = path
        let bytes = Array(text.utf8)
        var offsets: [String: [Int]] = [:]
        var lineStarts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                lineStarts.append(index + 1)
            } else if byte == UInt8(ascii: "\"") {
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
                    index += 1
                }
                var after = index + 1
                while after < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: ":"), index <= bytes.count {
                    let key = String(decoding: bytes[(start + 1)..<min(index, bytes.count)], as: UTF8.self)
                    offsets[key, default: []].append(start)
                }
            }
            index += 1
        }
        self.offsets = offsets
        self.lineStarts = lineStarts
    }

    /// The location of `"key":`, the first one after the first occurrence of `"parent":` when given.
    func location(ofKey key: String, after parent: String? = nil) -> SourceLocation {
        let candidates = offsets[key] ?? []
        let from = parent.flatMap { offsets[$0]?.first } ?? -1
        guard let offset = candidates.first(where: { $0 > from }) ?? candidates.first else {
            return SourceLocation(path: path, line: 1, column: 1)
        }
        // The last line start at or before the offset (binary search).
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }
}

/// Numbers as `JSONSerialization` returns them, told apart from booleans on every platform (on Linux
/// `NSNumber(0) is Bool` is true, so `is Bool` cannot be used).
enum JSONNumber {
    /// The value as an integer, when it is a JSON number with no fractional part and not `true`/`false`.
    static func integer(_ value: Any) -> Int? {
        guard let number = value as? NSNumber else { return nil }
        switch String(cString: number.objCType) {
        case "c", "B": return nil  // true and false
        case "q", "l", "i", "s": return Int(exactly: number.int64Value)
        case "Q", "L", "I", "S": return Int(exactly: number.uint64Value)
        default:
            // Whole numbers beyond Int64 arrive as doubles; of those only Int.min is an Int.
            let double = number.doubleValue
            return double.rounded() == double ? Int(exactly: double) : nil
        }
    }
}
