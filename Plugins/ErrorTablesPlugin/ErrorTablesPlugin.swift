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
/// document, the folder holding the documents, the pointer file, the tool) and fixed output names, so a build
/// with nothing changed runs nothing, and editing, adding or removing one document regenerates only its domain
/// (the known limitations in the DocC article LimitsAndPerformance.md say what SwiftPM notices without planning
/// the build again). Its diagnostics carry absolute paths (`--absolute-paths`), as swiftc's do, so IDEs can open them.
///
/// A target that checks its generated code in (`swift package generate-error-tables` writes it into
/// `Sources/<Target>/Generated/`) must not also apply this plugin: both would declare the same types. The
/// plugin refuses such a target with an error that says so.
/// In an Xcode project the same plugin runs through `XcodeBuildToolPlugin` (ErrorTablesPlugin+Xcode.swift), with
/// the same shared code (`GenerationCommand`).
@main
struct ErrorTablesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try PluginError.reportingFailures(else: []) {
            let command = try GenerationCommand.make(
                for: ConfiguredTarget(name: target.name, folder: target.directoryURL),
                root: context.package.directoryURL, tool: try context.tool(named: "error-tables").url,
                workDirectory: context.pluginWorkDirectoryURL)
            return [command.buildCommand]
        }
    }
}

extension GenerationCommand {
    /// The command as PackagePlugin runs it.
    var buildCommand: Command {
        .buildCommand(
            displayName: displayName, executable: executable,
            arguments: arguments, inputFiles: inputFiles, outputFiles: outputFiles)
    }
}
