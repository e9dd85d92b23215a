// The build plugin in an Xcode project (Xcode's XcodeProjectPlugin module; SwiftPM on Linux has none, so this
// file compiles only in Xcode). Everything but reading Xcode's context is the shared code the SwiftPM entry point
// runs: ConfiguredTarget and GenerationCommand in Plugins/Shared.

#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    extension ErrorTablesPlugin: XcodeBuildToolPlugin {
        /// Generates an Xcode target's error types: its domain is named by an `error-tables-plugin.json` (or an
        /// `error-tables.json`) among the target's files, or in the folder named after the target; a target with
        /// neither gets no command.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let project = context.xcodeProject.directoryURL
            guard
                let folder = ConfiguredTarget.xcodeFolder(
                    inputFiles: target.inputFiles.map(\.url), project: project, targetName: target.displayName)
            else { return [] }
            return try PluginError.reportingFailures(else: []) {
                let command = try GenerationCommand.make(
                    for: ConfiguredTarget(name: target.displayName, folder: folder), root: project,
                    tool: try context.tool(named: "error-tables").url, workDirectory: context.pluginWorkDirectoryURL)
                return [command.buildCommand]
            }
        }
    }
#endif
