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
///
/// With `--check` it writes nothing: it runs `error-tables check` on each of those targets' `Generated/` folder
/// with the options it would generate with, prints the findings as `check` does, and fails when any target
/// disagrees with its docs (the CI gate for several domains in one command). `--strict` and `--format <format>`
/// are passed to `check` (with `--format json` the output is one object per target and nothing else). Without
/// `--target`, a target with no `Generated/` folder (one that applies the build
/// plugin) gets its docs checked only, with a note saying so.
@main
struct GenerateErrorTablesCommand: CommandPlugin {
    static let usage =
        "usage: swift package --allow-writing-to-package-directory generate-error-tables [--target <name>]… "
        + "[--check [--strict] [--format text|json|github]]"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let strict = extractor.extractFlag(named: "strict") > 0
        let formats = extractor.extractOption(named: "format")
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unexpected argument '\(extractor.remainingArguments[0])'; \(Self.usage)")
        }
        guard check || (!strict && formats.isEmpty) else {
            throw PluginError("--strict and --format go with --check; \(Self.usage)")
        }
        guard formats.count <= 1 else { throw PluginError("--format is given twice; \(Self.usage)") }
        let tool = try context.tool(named: "error-tables")
        let targets = try Self.targets(named: names, in: context.package)
        if check {
            let options = (strict ? ["--strict"] : []) + (formats.first.map { ["--format", $0] } ?? [])
            try Self.check(targets, named: !names.isEmpty, options: options, tool: tool.url, package: context.package)
            return
        }
        let package = context.package.directoryURL.standardizedFileURL
        for target in targets {
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

    /// `--check`: runs `error-tables check` on each target, all of them even after one fails, then fails when
    /// any did. `named`: the targets were named with `--target`, so each must have its `Generated/` folder.
    static func check(
        _ targets: [SourceModuleTarget], named: Bool, options: [String], tool: URL, package: Package
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
            say(
                "generate-error-tables --check: target '\(target.name)': \(spec)"
                    + (compared.map { " against \($0)" } ?? ""))
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
                "generate-error-tables --check: targets that disagree with their docs: \(names) (\(failed.count) of "
                    + "\(targets.count) checked); fix the findings above (for stale, missing or extra generated files: swift package "
                    + "--allow-writing-to-package-directory generate-error-tables \(flags))")
        }
        say("generate-error-tables --check: no target disagrees with its docs (\(targets.count) checked)")
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
