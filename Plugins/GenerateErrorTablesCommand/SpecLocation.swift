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

    static func find(in targetDirectory: URL) throws -> SpecLocation {
        let fileManager = FileManager.default
        var folder = targetDirectory
        let pointer = targetDirectory.appending(path: pointerName)
        if fileManager.fileExists(atPath: pointer.path(percentEncoded: false)) {
            let data = try Data(contentsOf: pointer)
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let spec = object["spec"] as? String
            else {
                throw PluginError(
                    "\(pointer.path(percentEncoded: false)):1:1: error: expected {\"spec\": \"<folder>\"}")
            }
            folder = URL(filePath: spec, relativeTo: targetDirectory).standardizedFileURL
        }
        let config = folder.appending(path: configName)
        guard fileManager.fileExists(atPath: config.path(percentEncoded: false)) else {
            throw PluginError(
                "no \(configName) in '\(folder.path(percentEncoded: false))'; put the spec domain in the "
                    + "target's folder or point \(pointerName) at it")
        }
        let files = try fileManager.contentsOfDirectory(atPath: folder.path(percentEncoded: false)).sorted()
        let documents = files.filter { $0.hasSuffix(".md") }
        return SpecLocation(
            folder: folder, inputs: [config] + documents.map { folder.appending(path: $0) },
            languages: documents.map { String($0.dropLast(3)) })
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
