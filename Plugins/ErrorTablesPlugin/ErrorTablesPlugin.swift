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
/// (see the README's known limitations for what SwiftPM notices without planning the build again). Its
/// diagnostics carry absolute paths (`--absolute-paths`), as swiftc's do, so IDEs can open them.
///
/// A target that checks its generated code in (`swift package generate-error-tables` writes it into
/// `Sources/<Target>/Generated/`) must not also apply this plugin: both would declare the same types. The
/// plugin refuses such a target with an error that says so.
@main
struct ErrorTablesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let domain = try SpecLocation.find(in: target.directoryURL, package: context.package.directoryURL)
        let checkedIn = target.directoryURL.appending(path: SpecLocation.checkedInFolderName)
        if domain.swiftFileNames.contains(where: {
            FileManager.default.fileExists(atPath: checkedIn.appending(path: $0).path(percentEncoded: false))
        }) {
            throw PluginError(
                "'\(checkedIn.path(percentEncoded: false))' holds checked-in generated code for target "
                    + "'\(target.name)'; a target either applies ErrorTablesPlugin or checks generated code in, "
                    + "not both (they would declare the same types): remove the plugin from the target or delete "
                    + "that folder")
        }
        let tool = try context.tool(named: "error-tables")
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        return [
            .buildCommand(
                displayName: "Generating error types from \(domain.folder.lastPathComponent)",
                executable: tool.url,
                arguments: SpecLocation.generateArguments(
                    spec: domain.folder.path(percentEncoded: false), output: output.path(percentEncoded: false))
                    + ["--quiet", "--absolute-paths"]
                    + (domain.pointer.map { ["--pointer", $0.path(percentEncoded: false)] } ?? []),
                inputFiles: domain.buildInputs + [tool.url],
                // With `"catalogs": "resources"`, the `.lproj/*.strings` outputs become the target's resources.
                outputFiles: (domain.swiftFileNames + domain.resourceFileNames).map { output.appending(path: $0) })
        ]
    }
}
