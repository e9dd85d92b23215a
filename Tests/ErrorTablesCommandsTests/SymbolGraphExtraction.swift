import ErrorTablesTestSupport
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
        let info = try Program.output(
            FileManager.default.isExecutableFile(atPath: swift) ? swift : tool("swift"), ["-print-target-info"])
        let object = try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any]
        guard let triple = (object?["target"] as? [String: Any])?["triple"] as? String else {
            throw TestSetupError("swift -print-target-info gave no target triple: \(info)")
        }
        var arguments = ["-module-name", module, "-I", modules, "-target", triple, "-output-dir", folder]
        if let sdk = (object?["paths"] as? [String: Any])?["sdkPath"] as? String { arguments += ["-sdk", sdk] }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Program.output(extractor, arguments)
        let graph = folder + "/\(module).symbols.json"
        guard FileManager.default.fileExists(atPath: graph) else {
            throw TestSetupError("swift-symbolgraph-extract wrote no \(graph)")
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
        throw TestSetupError("\(module).swiftmodule is not next to the test bundle (\(starts.map(\.path)))")
    }

    /// A tool's path: on `PATH`, else (macOS) from `xcrun --find`.
    static func tool(_ name: String) throws -> String {
        if let path = Program.find(name) { return path }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/xcrun") {
            return try Program.output("/usr/bin/xcrun", ["--find", name]).trimmingCharacters(
                in: .whitespacesAndNewlines)
        }
        throw TestSetupError("\(name) is not on PATH")
    }
}
