// Shared by the two command plugins only (linked into each as `CommandShared`): it uses PackagePlugin, which the
// sources in Plugins/Shared/ do not, so that tests can compile those on their own.
import Foundation
import PackagePlugin

/// Where a command plugin runs: the package's (or Xcode project's) folder, the `error-tables` tool, and how the
/// host picks the targets named with `--target` (all configured ones when none is named).
struct CommandHost {
    var root: URL
    var tool: URL
    var select: ([String]) throws -> [ConfiguredTarget]
}

/// The command plugins' options: `--target` (repeatable), `--check` (generate-error-tables only), `--strict` and
/// `--format`, which go to `error-tables check`.
struct PluginOptions {
    var targets: [String]
    var check: Bool
    var strict: Bool
    var format: String?

    /// Reads the options; `allowsCheck`: the plugin takes `--check`, and `--strict` and `--format` only with it.
    init(_ arguments: [String], usage: String, allowsCheck: Bool) throws {
        var extractor = ArgumentExtractor(arguments)
        targets = extractor.extractOption(named: "target")
        check = allowsCheck && extractor.extractFlag(named: "check") > 0
        strict = extractor.extractFlag(named: "strict") > 0
        let formats = extractor.extractOption(named: "format")
        format = formats.first
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unexpected argument '\(extractor.remainingArguments[0])'; \(usage)")
        }
        guard !allowsCheck || check || (!strict && formats.isEmpty) else {
            throw PluginError("--strict and --format go with --check; \(usage)")
        }
        guard formats.count <= 1 else { throw PluginError("--format is given twice; \(usage)") }
    }

    /// The options passed on to `error-tables check`.
    var checkOptions: [String] { (strict ? ["--strict"] : []) + (format.map { ["--format", $0] } ?? []) }
}

/// What both command plugins do with a package's (or an Xcode project's) targets: find the ones with an
/// ErrorTables config, run the tool, generate each target's `Generated/` folder or check it against its docs.
enum CheckedInTargets {
    /// The targets named with `--target`, or every target with an ErrorTables config when none is named.
    static func targets(named names: [String], in package: Package) throws -> [ConfiguredTarget] {
        let sourceTargets = package.targets.compactMap { $0 as? SourceModuleTarget }
        let configured = sourceTargets.filter { SpecLocation.isConfigured($0.directoryURL) }
            .map { ConfiguredTarget(name: $0.name, folder: $0.directoryURL) }
        return try ConfiguredTarget.select(named: names, all: sourceTargets.map(\.name), configured: configured)
    }

    /// Writes each target's generated code into its `Generated/` folder with `error-tables generate`, stopping at
    /// the first target that fails.
    static func generate(_ targets: [ConfiguredTarget], tool: URL, root: URL) throws {
        let package = root.standardizedFileURL
        for target in targets {
            let domain = try SpecLocation.find(in: target.folder, package: root)
            let output = target.folder.appending(path: SpecLocation.checkedInFolderName)
            let spec = relative(domain.folder, to: package)
            let outputPath = relative(output, to: package)
            print("generate-error-tables: target '\(target.name)': \(spec) → \(outputPath)")
            let isNew = !FileManager.default.fileExists(atPath: output.path(percentEncoded: false))
            // Standard output and error are inherited: the tool's summary and diagnostics appear as it prints them,
            // after what this plugin printed so far.
            let status = try run(tool, SpecLocation.generateArguments(spec: spec, output: outputPath), in: package)
            guard status == 0 else {
                throw PluginError(
                    "error-tables generate failed for target '\(target.name)' (exit status \(status)); fix the "
                        + "diagnostics above and run generate-error-tables again")
            }
            for file in domain.swiftFileNames { print("  \(outputPath)/\(file)") }
            if isNew {
                print(
                    "note: \(outputPath) is new; if target '\(target.name)' applies ErrorTablesPlugin, remove the "
                        + "plugin from it (a target uses checked-in code or the plugin, not both)")
            }
        }
    }

    /// Runs `error-tables check` on each target, all of them even after one fails, then fails when any did.
    /// `named`: the targets were named with `--target`, so each must have its `Generated/` folder; `verb`
    /// starts the plugin's own lines (`check-error-tables`).
    static func check(
        _ targets: [ConfiguredTarget], named: Bool, options: [String], tool: URL, root: URL, verb: String
    ) throws {
        let root = root.standardizedFileURL
        // With --format json the output is only check's JSON, one object per target: SwiftPM prints what a plugin
        // writes to either stream on its standard output, so the plugin's own lines are left out.
        let json = options.contains("json")
        func say(_ line: String) { if !json { print(line) } }
        var failed: [String] = []
        for target in targets {
            let domain = try SpecLocation.find(in: target.folder, package: root)
            let output = target.folder.appending(path: SpecLocation.checkedInFolderName)
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
