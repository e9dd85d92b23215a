import Foundation
import PackagePlugin

/// Generates a target's Swift error types from an ErrorTables spec domain at build time.
///
/// The target names its domain in one of two ways:
/// - it holds the domain itself: `error-tables.json` and `<language>.md` files in the target's folder
///   (exclude them from the target's sources in `Package.swift`);
/// - or it holds `error-tables-plugin.json`, `{"spec": "../../spec/FirebaseAuth"}`, a path relative to that
///   file (exclude it too).
///
/// The generator runs as a build command with every input declared (the config, each language's
/// document, the tool) and fixed output names, so a build with nothing changed runs nothing and editing
/// one document regenerates only its domain.
@main
struct ErrorTablesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let domain = try SpecLocation.find(in: target.directoryURL)
        let tool = try context.tool(named: "error-tables")
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        return [
            .buildCommand(
                displayName: "Generating error types from \(domain.folder.lastPathComponent)",
                executable: tool.url,
                arguments: [
                    "generate", "--spec", domain.folder.path(percentEncoded: false), "--output",
                    output.path(percentEncoded: false), "--no-strings", "--quiet",
                ],
                inputFiles: domain.inputs + [tool.url],
                outputFiles: domain.swiftFileNames.map { output.appending(path: $0) })
        ]
    }
}

/// Where a target's spec domain is, and the files the generator reads and writes for it.
struct SpecLocation {
    var folder: URL
    var inputs: [URL]
    var languages: [String]

    static let configName = "error-tables.json"
    static let pointerName = "error-tables-plugin.json"

    /// The generated Swift files; the names follow `CodeGenerator.fileNames` in ErrorTablesCore.
    var swiftFileNames: [String] {
        let base = Self.fileBase(folder.lastPathComponent)
        return ["\(base)ErrorCodes.swift", "\(base)MethodErrors.swift", "\(base)ErrorTexts.swift"]
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
                throw PluginError("\(pointer.path(percentEncoded: false)):1:1: error: expected {\"spec\": \"<folder>\"}")
            }
            folder = URL(filePath: spec, relativeTo: targetDirectory).standardizedFileURL
        }
        let config = folder.appending(path: configName)
        guard fileManager.fileExists(atPath: config.path(percentEncoded: false)) else {
            throw PluginError(
                "error: no \(configName) in '\(folder.path(percentEncoded: false))'; put the spec domain in the "
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
