import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-error-tables [--target <name>]…` writes a
/// target's generated error types into `Sources/<Target>/Generated/`, for packages that check generated code
/// in (code review, builds without plugins, Xcode projects).
///
/// It finds each target's domain the way ErrorTablesPlugin does (`SpecLocation`) and runs `error-tables
/// generate` with the same arguments, so the files are byte-identical to what the build plugin generates.
/// Without `--target` it regenerates every target whose folder holds `error-tables.json` or
/// `error-tables-plugin.json`; a plugin cannot tell which targets apply ErrorTablesPlugin, so in a package
/// where some do, name the checked-in targets with `--target`. A target that checks its code in must not also
/// apply ErrorTablesPlugin (the build plugin refuses such a target).
@main
struct GenerateErrorTablesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError(
                "unexpected argument '\(extractor.remainingArguments[0])'; usage: swift package "
                    + "--allow-writing-to-package-directory generate-error-tables [--target <name>]…")
        }
        let package = context.package.directoryURL.standardizedFileURL
        let tool = try context.tool(named: "error-tables")
        for target in try Self.targets(named: names, in: context.package) {
            let domain = try SpecLocation.find(in: target.directoryURL, package: context.package.directoryURL)
            let output = target.directoryURL.appending(path: SpecLocation.checkedInFolderName)
            let spec = Self.relative(domain.folder, to: package)
            let outputPath = Self.relative(output, to: package)
            print("generate-error-tables: target '\(target.name)': \(spec) → \(outputPath)")
            let isNew = !FileManager.default.fileExists(atPath: output.path(percentEncoded: false))
            let process = Process()
            process.executableURL = tool.url
            process.arguments = SpecLocation.generateArguments(spec: spec, output: outputPath)
            process.currentDirectoryURL = package
            // Standard output and error are inherited: the tool's summary and diagnostics appear as it prints them,
            // after what this plugin printed so far.
            fflush(nil)
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw PluginError(
                    "error-tables generate failed for target '\(target.name)' (exit status "
                        + "\(process.terminationStatus)); fix the diagnostics above and run generate-error-tables again"
                )
            }
            for file in domain.swiftFileNames { print("  \(outputPath)/\(file)") }
            if isNew {
                print(
                    "note: \(outputPath) is new; if target '\(target.name)' applies ErrorTablesPlugin, remove the "
                        + "plugin from it in Package.swift (a target uses checked-in code or the plugin, not both)")
            }
        }
    }

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

    /// A path relative to the package folder when it is inside it (diagnostics and messages stay short).
    static func relative(_ url: URL, to package: URL) -> String {
        var path = url.standardizedFileURL.path(percentEncoded: false)
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }
        var root = package.path(percentEncoded: false)
        if !root.hasSuffix("/") { root += "/" }
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
