// Shared by the two command plugins only (linked into each as `CommandShared`): it uses PackagePlugin, which the
// sources in Plugins/Shared/ do not, so that tests can compile those on their own.
import Foundation
import PackagePlugin

/// What both command plugins do with a package's targets: find the ones with an ErrorTables config, run the
/// tool, and check each target's `Generated/` folder against its docs.
enum CheckedInTargets {
    /// The targets named with `--target`, or every target with an ErrorTables config when none is named.
    static func targets(named names: [String], in package: Package) throws -> [SourceModuleTarget] {
        let sourceTargets = package.targets.compactMap { $0 as? SourceModuleTarget }
        let configured = sourceTargets.filter { SpecLocation.isConfigured($0.directoryURL) }
        guard !names.isEmpty else {
            guard !configured.isEmpty else {
                throw PluginError(
                    "no target has an ErrorTables config (\(SpecLocation.configName) or "
                        + "\(SpecLocation.pointerName) in its folder)")
            }
            return configured
        }
        return try names.map { name in
            guard let target = sourceTargets.first(where: { $0.name == name }) else {
                let known = configured.map { "'\($0.name)'" }.joined(separator: ", ")
                throw PluginError(
                    "no source target named '\(name)'"
                        + (known.isEmpty ? "" : "; targets with an ErrorTables config: \(known)"))
            }
            return target
        }
    }

    /// Runs `error-tables check` on each target, all of them even after one fails, then fails when any did.
    /// `named`: the targets were named with `--target`, so each must have its `Generated/` folder; `verb`
    /// starts the plugin's own lines (`check-error-tables`).
    static func check(
        _ targets: [SourceModuleTarget], named: Bool, options: [String], tool: URL, package: Package, verb: String
    ) throws {
        let root = package.directoryURL.standardizedFileURL
        // With --format json the output is only check's JSON, one object per target: SwiftPM prints what a plugin
        // writes to either stream on its standard output, so the plugin's own lines are left out.
        let json = options.contains("json")
        func say(_ line: String) { if !json { print(line) } }
        var failed: [String] = []
        for target in targets {
            let domain = try SpecLocation.find(in: target.directoryURL, package: package.directoryURL)
            let output = target.directoryURL.appending(path: SpecLocation.checkedInFolderName)
            let spec = relative(domain.folder, to: root)
            let outputPath = relative(output, to: root)
            let hasFolder = FileManager.default.fileExists(atPath: output.path(percentEncoded: false))
            let compared = hasFolder || named ? outputPath : nil
            say("\(verb): target '\(target.name)': \(spec)" + (compared.map { " against \($0)" } ?? ""))
            if compared == nil {
                say(
                    "note: target '\(target.name)' has no \(outputPath) folder, so only its docs are checked (it "
                        + "applies the build plugin, or its code was never generated: name it with --target to "
                        + "require the folder)")
            }
            let status = try run(
                tool, SpecLocation.checkArguments(spec: spec, generated: compared) + options, in: root)
            if status != 0 { failed.append(target.name) }
        }
        guard failed.isEmpty else {
            let names = failed.map { "'\($0)'" }.joined(separator: ", ")
            let flags = failed.map { "--target \($0)" }.joined(separator: " ")
            throw PluginError(
                "\(verb): targets that disagree with their docs: \(names) (\(failed.count) of \(targets.count) "
                    + "checked); fix the findings above (for stale, missing or extra generated files: swift package "
                    + "--allow-writing-to-package-directory generate-error-tables \(flags))")
        }
        say("\(verb): no target disagrees with its docs (\(targets.count) checked)")
    }

    /// Runs the tool in `directory` with standard output and error inherited; its exit status.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        fflush(nil)
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : -1
    }

    /// A path relative to the package folder when it is inside it (diagnostics and messages stay short).
    static func relative(_ url: URL, to package: URL) -> String {
        var path = url.standardizedFileURL.path(percentEncoded: false)
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }
        var root = package.path(percentEncoded: false)
        if !root.hasSuffix("/") { root += "/" }
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
