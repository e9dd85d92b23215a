// Compiled into all three plugins through their `Shared` symlinks (see SpecLocation.swift). What the SwiftPM and
// the Xcode entry points of each plugin do is decided here, without PackagePlugin, so that the SwiftPM path
// (built and run by `make integration`) exercises the same code an Xcode project runs, and tests can compile it.

import Foundation

/// A target with an ErrorTables config, as both kinds of plugin host see it: its name and the folder that holds
/// its `error-tables.json` or `error-tables-plugin.json` (a SwiftPM target's folder; in an Xcode project, the
/// folder of that file among the target's files, or the folder named after the target).
struct ConfiguredTarget: Equatable {
    var name: String
    var folder: URL

    /// The folder an Xcode target's domain is found from: the folder of the first of its files named
    /// `error-tables-plugin.json` or `error-tables.json`, else `<project>/<target name>/` when that folder holds
    /// one of them; `nil` when neither does (the target has no ErrorTables config).
    static func xcodeFolder(inputFiles: [URL], project: URL, targetName: String) -> URL? {
        let names = [SpecLocation.pointerName, SpecLocation.configName]
        if let file = inputFiles.first(where: { names.contains($0.lastPathComponent) }) {
            return file.deletingLastPathComponent()
        }
        let folder = project.appending(path: targetName, directoryHint: .isDirectory)
        return SpecLocation.isConfigured(folder) ? folder : nil
    }

    /// The targets named with `--target`, or every configured one when none is named. `all` are every source
    /// target of the package or project; `configured` those with an ErrorTables config.
    static func select(named names: [String], all: [String], configured: [ConfiguredTarget]) throws
        -> [ConfiguredTarget]
    {
        guard !names.isEmpty else {
            guard !configured.isEmpty else {
                throw PluginError(
                    "no target has an ErrorTables config (\(SpecLocation.configName) or "
                        + "\(SpecLocation.pointerName) in its folder)")
            }
            return configured
        }
        return try names.map { name in
            if let target = configured.first(where: { $0.name == name }) { return target }
            let known = configured.map { "'\($0.name)'" }.joined(separator: ", ")
            let reason =
                all.contains(name) ? "target '\(name)' has no ErrorTables config" : "no source target named '\(name)'"
            throw PluginError(reason + (known.isEmpty ? "" : "; targets with an ErrorTables config: \(known)"))
        }
    }
}

/// The build command that generates one target's error types, as plain values: each host turns it into its own
/// `Command`.
struct GenerationCommand: Equatable {
    var displayName: String
    /// The generator, `error-tables`.
    var executable: URL
    var arguments: [String]
    var inputFiles: [URL]
    var outputFiles: [URL]

    /// The command for `target`, whose domain is found as `SpecLocation.find` finds it below `root` (the
    /// package or the project folder), run by `tool`, writing into `workDirectory/GeneratedSources`. A target
    /// that also holds checked-in generated code is refused: both would declare the same types.
    static func make(for target: ConfiguredTarget, root: URL, tool: URL, workDirectory: URL) throws
        -> GenerationCommand
    {
        let domain = try SpecLocation.find(in: target.folder, package: root)
        let checkedIn = target.folder.appending(path: SpecLocation.checkedInFolderName)
        if domain.swiftFileNames.contains(where: {
            FileManager.default.fileExists(atPath: checkedIn.appending(path: $0).path(percentEncoded: false))
        }) {
            throw PluginError(
                "'\(checkedIn.path(percentEncoded: false))' holds checked-in generated code for target "
                    + "'\(target.name)'; a target either applies ErrorTablesPlugin or checks generated code in, "
                    + "not both (they would declare the same types): remove the plugin from the target or delete "
                    + "that folder")
        }
        let output = workDirectory.appending(path: "GeneratedSources")
        return GenerationCommand(
            displayName: "Generating error types from \(domain.folder.lastPathComponent)", executable: tool,
            arguments: SpecLocation.generateArguments(
                spec: domain.folder.path(percentEncoded: false), output: output.path(percentEncoded: false))
                + ["--quiet", "--absolute-paths"]
                + (domain.pointer.map { ["--pointer", $0.path(percentEncoded: false)] } ?? []),
            inputFiles: domain.buildInputs + [tool],
            // With `"catalogs": "resources"`, the `.lproj/*.strings` outputs become the target's resources.
            outputFiles: (domain.swiftFileNames + domain.resourceFileNames).map { output.appending(path: $0) })
    }
}

/// The command plugins' usage and `--help` texts, kept here so that a test can compare them with the
/// CommandLine article.
enum PluginHelp {
    static let generateUsage =
        "usage: swift package --allow-writing-to-package-directory generate-error-tables [--target <name>]… "
        + "[--check [--strict] [--format text|json|github]]"

    static let checkUsage =
        "usage: swift package check-error-tables [--target <name>]… [--strict] [--format text|json|github]"

    static let generateHelp = help(
        overview: "Write each configured target's ErrorTables error types into <target folder>/Generated/.",
        usage: generateUsage,
        options: [
            ("--target <name>", "A target to generate (repeatable; default: every target with an ErrorTables config)"),
            ("--check", "Write nothing; compare each target's Generated/ folder with its docs (as check-error-tables)"),
            ("--strict", "With --check: warnings fail too"),
            ("--format <format>", "With --check: text (default), json or github"),
            ("--help, -h", "Show this help"),
        ])

    static let checkHelp = help(
        overview: "Check every configured target's ErrorTables docs and checked-in Generated/ folder; writes nothing.",
        usage: checkUsage,
        options: [
            ("--target <name>", "A target to check (repeatable; default: every target with an ErrorTables config)"),
            ("--strict", "Warnings fail too"),
            ("--format <format>", "text (default), json or github"),
            ("--help, -h", "Show this help"),
        ])

    /// A help text: the overview, the usage line, and the options in two columns.
    static func help(overview: String, usage: String, options: [(String, String)]) -> String {
        let width = (options.map(\.0.count).max() ?? 0) + 2
        let lines = options.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + $0.1 }
        return (["OVERVIEW: " + overview, "", usage, "", "OPTIONS:"] + lines).joined(separator: "\n")
    }

    /// Whether the arguments ask for help.
    static func isHelp(_ arguments: [String]) -> Bool { arguments.contains("--help") || arguments.contains("-h") }
}
