// Shared by both plugins: Plugins/ErrorTablesPlugin/SpecLocation.swift and
// Plugins/GenerateErrorTablesCommand/SpecLocation.swift are identical copies, because a plugin target cannot
// depend on a library target or on another plugin's sources. Edit both; ErrorTablesCommandsTests checks that
// they stay byte-identical. Keep this file to what both plugins need: where a target's domain is.

import Foundation

/// Where a target's spec domain is, and the files the generator reads and writes for it.
struct SpecLocation {
    var folder: URL
    var inputs: [URL]
    var languages: [String]

    static let configName = "error-tables.json"
    static let pointerName = "error-tables-plugin.json"
    /// The folder inside a target that holds checked-in generated code (written by `generate-error-tables`).
    static let checkedInFolderName = "Generated"

    /// The generated Swift files; the names follow `CodeGenerator.fileNames` in ErrorTablesCore.
    var swiftFileNames: [String] {
        let base = Self.fileBase(folder.lastPathComponent)
        return ["\(base)ErrorCodes.swift", "\(base)MethodErrors.swift", "\(base)ErrorTexts.swift"]
    }

    /// The generator's arguments, the same for both plugins so that checked-in code equals what the build
    /// plugin generates: Swift only (texts are embedded), no `.strings` catalogs.
    static func generateArguments(spec: String, output: String) -> [String] {
        ["generate", "--spec", spec, "--output", output, "--no-strings"]
    }

    /// Whether a target's folder names a domain, by holding a config or a pointer file.
    static func isConfigured(_ targetDirectory: URL) -> Bool {
        [configName, pointerName].contains {
            FileManager.default.fileExists(atPath: targetDirectory.appending(path: $0).path(percentEncoded: false))
        }
    }

    /// The domain a target names: its own folder, or the folder its pointer file names, which must lie inside
    /// `package`. Every problem with a pointer is an error naming the pointer file (and the line and column).
    static func find(in targetDirectory: URL, package: URL) throws -> SpecLocation {
        let fileManager = FileManager.default
        var folder = targetDirectory
        let pointer = targetDirectory.appending(path: pointerName)
        let pointerPath = pointer.path(percentEncoded: false)
        if fileManager.fileExists(atPath: pointerPath) {
            guard let data = fileManager.contents(atPath: pointerPath) else {
                throw PluginError("\(pointerPath): error: cannot read the file")
            }
            let (spec, line, column) = try PointerReader.spec(in: data, path: pointerPath)
            func pointerError(_ message: String) -> PluginError {
                PluginError("\(pointerPath):\(line):\(column): error: \(message)")
            }
            guard !spec.isEmpty else { throw pointerError("\"spec\" is empty; give the spec domain's folder") }
            folder = URL(filePath: spec, directoryHint: .isDirectory, relativeTo: targetDirectory).standardizedFileURL
            let root = package.standardizedFileURL.path(percentEncoded: false)
            let resolved = folder.path(percentEncoded: false)
            guard
                (resolved.hasSuffix("/") ? resolved : resolved + "/").hasPrefix(root.hasSuffix("/") ? root : root + "/")
            else {
                throw pointerError(
                    "'\(spec)' leaves the package (it is '\(resolved)'); a plugin reads only files inside the "
                        + "package: point at a spec domain folder below '\(root)'")
            }
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw pointerError("'\(spec)' names no folder ('\(resolved)' does not exist)")
            }
            guard fileManager.fileExists(atPath: folder.appending(path: configName).path(percentEncoded: false)) else {
                throw pointerError(
                    "'\(spec)' names no spec domain: '\(resolved)' has no \(configName)")
            }
        }
        let config = folder.appending(path: configName)
        guard fileManager.fileExists(atPath: config.path(percentEncoded: false)) else {
            throw PluginError(
                "no \(configName) in '\(folder.path(percentEncoded: false))'; put the spec domain in the "
                    + "target's folder or point \(pointerName) at it")
        }
        if let pattern = documentsPattern(config: config) {
            let found = documents(matching: pattern, in: folder)
            let root = package.standardizedFileURL.path(percentEncoded: false)
            for document in found.map(\.url) {
                let path = document.standardizedFileURL.path(percentEncoded: false)
                guard path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                    throw PluginError(
                        "\(config.path(percentEncoded: false)): error: 'documents' matches '\(path)', outside the "
                            + "package; a plugin reads only files inside the package")
                }
            }
            return SpecLocation(
                folder: folder, inputs: [config] + found.map(\.url), languages: found.map(\.language))
        }
        let files = try fileManager.contentsOfDirectory(atPath: folder.path(percentEncoded: false)).sorted()
        let documents = files.filter { $0.hasSuffix(".md") }
        return SpecLocation(
            folder: folder, inputs: [config] + documents.map { folder.appending(path: $0) },
            languages: documents.map { String($0.dropLast(3)) })
    }

    /// The config's `documents` pattern (`../../docs/{language}/errors.md`), if it has one. The generator
    /// reads the config strictly and reports its problems; here a config that does not parse has no pattern.
    static func documentsPattern(config: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: config.path(percentEncoded: false)),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let pattern = object["documents"] as? String, pattern.components(separatedBy: "{language}").count == 2
        else { return nil }
        return pattern
    }

    /// The files a `documents` pattern matches below a domain folder, by language, the way the generator
    /// finds them: the component holding `{language}` is matched against its folder's entries.
    static func documents(matching pattern: String, in folder: URL) -> [(language: String, url: URL)] {
        let components = pattern.split(separator: "/").map(String.init)
        guard let index = components.firstIndex(where: { $0.contains("{language}") }) else { return [] }
        let parent = components[..<index].reduce(folder) { $0.appending(path: $1) }
        let parts = components[index].components(separatedBy: "{language}")
        let rest = components[(index + 1)...]
        let entries =
            (try? FileManager.default.contentsOfDirectory(atPath: parent.path(percentEncoded: false)))?.sorted() ?? []
        var result: [(language: String, url: URL)] = []
        for entry in entries where entry.hasPrefix(parts[0]) && entry.hasSuffix(parts[1]) {
            guard entry.count > parts[0].count + parts[1].count else { continue }
            let language = String(entry.dropFirst(parts[0].count).dropLast(parts[1].count))
            guard isLanguageTag(language) else { continue }
            let url = rest.reduce(parent.appending(path: entry)) { $0.appending(path: $1) }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            result.append((language, url))
        }
        return result
    }

    /// A BCP-47 tag as the generator accepts one: 2–3 letters, then subtags of 2–8 letters or digits.
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
            first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
                }
        }
    }

    /// The domain folder's name as a type-name base: invalid characters become `_`, the first letter is
    /// uppercased, a leading digit gets `_` in front.
    static func fileBase(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
                    ? Character(scalar) : "_"
            })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.prefix(1).uppercased() + result.dropFirst()
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Reads a pointer file, `{"spec": "<folder>"}`: a JSON object with the one key `spec` and a string value,
/// read strictly (no other key, no duplicate, nothing after the object) without recursion. Errors carry the
/// 1-based line and column (in UTF-8 bytes) of the problem.
enum PointerReader {
    /// The `spec` value and the line and column where it starts.
    static func spec(in data: Data, path: String) throws -> (value: String, line: Int, column: Int) {
        let bytes = [UInt8](data)
        var index = 0
        var line = 1
        var lineStart = 0
        func fail(_ message: String) -> PluginError {
            PluginError(
                "\(path):\(line):\(index - lineStart + 1): error: \(message); expected {\"spec\": \"<folder>\"}")
        }
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                if bytes[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        func expect(_ byte: UInt8, _ what: String) throws {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else {
                throw fail(index < bytes.count ? "expected \(what)" : "the file ends where \(what) should be")
            }
            index += 1
        }
        func string() throws -> String {
            try expect(0x22, "a string")
            let start = index - 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() throws {
                guard let text = String(bytes: run, encoding: .utf8) else {
                    index = start  // a string holds no line break: the line is the same
                    throw fail("the string is not valid UTF-8")
                }
                scalars.append(contentsOf: text.unicodeScalars)
                run.removeAll()
            }
            while true {
                guard index < bytes.count else { throw fail("unterminated string") }
                let byte = bytes[index]
                if byte == 0x22 {
                    index += 1
                    try flush()
                    return String(scalars)
                }
                if byte < 0x20 { throw fail("a control character in a string") }
                if byte != 0x5C {
                    run.append(byte)
                    index += 1
                    continue
                }
                try flush()
                index += 1
                guard index < bytes.count else { throw fail("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case 0x22, 0x5C, 0x2F: scalars.append(Unicode.Scalar(escape))
                case 0x6E: scalars.append("\n")
                case 0x74: scalars.append("\t")
                case 0x72: scalars.append("\r")
                case 0x62: scalars.append("\u{8}")
                case 0x66: scalars.append("\u{C}")
                case 0x75:
                    guard index + 4 <= bytes.count,
                        let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    else { throw fail("an invalid \\u escape") }
                    scalars.append(scalar)
                    index += 4
                default:
                    index -= 2  // at the backslash
                    throw fail("an invalid escape")
                }
            }
        }
        try expect(0x7B, "'{'")
        try expect(0x22, "the key \"spec\"")
        index -= 1
        let keyStart = index
        let key = try string()
        guard key == "spec" else {
            index = keyStart  // a key holds no line break: the line is the same
            throw fail("unknown key '\(key)'")
        }
        try expect(0x3A, "':'")
        skipSpace()
        let valueStart = (line, index - lineStart + 1)
        let value = try string()
        skipSpace()
        if index < bytes.count, bytes[index] == 0x2C { throw fail("only the key \"spec\" is allowed") }
        try expect(0x7D, "'}'")
        skipSpace()
        guard index == bytes.count else { throw fail("unexpected text after the object") }
        return (value, valueStart.0, valueStart.1)
    }
}
