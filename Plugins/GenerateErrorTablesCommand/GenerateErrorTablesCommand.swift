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
/// With `--check` it writes nothing and does what `swift package check-error-tables` does (CheckErrorTablesCommand,
/// which needs no permission to write, so CI runs it without `--allow-writing-to-package-directory`).
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
        let targets = try CheckedInTargets.targets(named: names, in: context.package)
        if check {
            let options = (strict ? ["--strict"] : []) + (formats.first.map { ["--format", $0] } ?? [])
            try CheckedInTargets.check(
                targets, named: !names.isEmpty, options: options, tool: tool.url, package: context.package,
                verb: "generate-error-tables --check")
            return
        }
        let package = context.package.directoryURL.standardizedFileURL
        for target in targets {
            let domain = try SpecLocation.find(in: target.directoryURL, package: context.package.directoryURL)
            let output = target.directoryURL.appending(path: SpecLocation.checkedInFolderName)
            let spec = CheckedInTargets.relative(domain.folder, to: package)
            let outputPath = CheckedInTargets.relative(output, to: package)
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
}
