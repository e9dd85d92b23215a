import Foundation

/// Runs swift-symbolgraph-extract on a module of this package's build.
enum SymbolGraphExtraction {
    /// Extracts `module`'s symbol graph into `folder` and returns the `.symbols.json` path.
    ///
    /// The module is found next to the test bundle (SwiftPM puts `.swiftmodule`s in `<build>/Modules` or,
    /// in older layouts, in `<build>` itself); the tool is found on `PATH` (or with `xcrun` on macOS), and the
    /// target triple and SDK come from `swift -print-target-info`, so the extraction uses the same toolchain
    /// as the build.
    static func extract(module: String, into folder: String) throws -> String {
        let modules = try moduleFolder(containing: module)
        let extractor = try tool("swift-symbolgraph-extract")
        let swift = URL(fileURLWithPath: extractor).deletingLastPathComponent().appendingPathComponent("swift").path
        let info = try run(
            FileManager.default.isExecutableFile(atPath: swift) ? swift : tool("swift"), ["-print-target-info"])
        let object = try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any]
        guard let triple = (object?["target"] as? [String: Any])?["triple"] as? String else {
            throw SandboxError(message: "swift -print-target-info gave no target triple: \(info)")
        }
        var arguments = ["-module-name", module, "-I", modules, "-target", triple, "-output-dir", folder]
        if let sdk = (object?["paths"] as? [String: Any])?["sdkPath"] as? String { arguments += ["-sdk", sdk] }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try run(extractor, arguments)
        let graph = folder + "/\(module).symbols.json"
        guard FileManager.default.fileExists(atPath: graph) else {
            throw SandboxError(message: "swift-symbolgraph-extract wrote no \(graph)")
        }
        return graph
    }

    /// The build folder holding `<module>.swiftmodule`, searched from the test bundle upwards.
    static func moduleFolder(containing module: String) throws -> String {
        final class BundleMarker {}
        let starts =
            [Bundle(for: BundleMarker.self).bundleURL, Bundle.main.bundleURL]
            + CommandLine.arguments.prefix(1).map { URL(fileURLWithPath: $0) }
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                for candidate in [folder.appendingPathComponent("Modules"), folder]
                where FileManager.default.fileExists(
                    atPath: candidate.appendingPathComponent("\(module).swiftmodule").path)
                {
                    return candidate.path
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        throw SandboxError(message: "\(module).swiftmodule is not next to the test bundle (\(starts.map(\.path)))")
    }

    /// A tool's path: on `PATH`, else (macOS) from `xcrun --find`.
    static func tool(_ name: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
        {
            return "\(folder)/\(name)"
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/xcrun") {
            return try run("/usr/bin/xcrun", ["--find", name]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        throw SandboxError(message: "\(name) is not on PATH")
    }

    /// Runs a program and returns its standard output; a non-zero exit status throws with its error output.
    /// Both outputs go through temporary files, so neither pipe can fill up and block the program.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let base = NSTemporaryDirectory() + "error-tables-run-" + UUID().uuidString
        let outputPath = base + ".out"
        let errorPath = base + ".err"
        FileManager.default.createFile(atPath: outputPath, contents: nil)
        FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        let outputText = FileManager.default.contents(atPath: outputPath).map { String(decoding: $0, as: UTF8.self) }
        guard process.terminationStatus == 0 else {
            let errorText = FileManager.default.contents(atPath: errorPath).map { String(decoding: $0, as: UTF8.self) }
            throw SandboxError(
                message: "\(executable) \(arguments.joined(separator: " ")) failed with status "
                    + "\(process.terminationStatus): \(errorText ?? "")")
        }
        return outputText ?? ""
    }
}
