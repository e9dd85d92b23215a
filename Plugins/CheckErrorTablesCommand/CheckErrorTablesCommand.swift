import Foundation
import PackagePlugin

/// `swift package check-error-tables [--target <name>]… [--strict] [--format text|json|github]`: the CI gate for
/// every domain of a package in one command. It writes nothing, so it needs no permission.
///
/// For each target with an ErrorTables config (or each one named with `--target`) it runs `error-tables check` on
/// the target's docs and its `Generated/` folder, with the options `generate-error-tables` would write them with,
/// prints the findings as `check` does, and fails when any target disagrees with its docs. `--strict` and
/// `--format` are passed to `check` (with `--format json` the output is one object per target and nothing else).
/// Without `--target`, a target with no `Generated/` folder (one that applies the build plugin) gets its docs
/// checked only, with a note saying so. In an Xcode project it runs through `XcodeCommandPlugin` with the same
/// code (`perform`).
@main
struct CheckErrorTablesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard !PluginHelp.isHelp(arguments) else { return print(PluginHelp.checkHelp) }
        try PluginError.reportingFailures(else: ()) {
            try Self.perform(
                arguments,
                host: CommandHost(root: context.package.directoryURL, tool: try context.tool(named: "error-tables").url)
                {
                    try CheckedInTargets.targets(named: $0, in: context.package)
                })
        }
    }

    /// What the command does in a package or an Xcode project.
    static func perform(_ arguments: [String], host: CommandHost) throws {
        let options = try PluginOptions(arguments, usage: PluginHelp.checkUsage, allowsCheck: false)
        try CheckedInTargets.check(
            try host.select(options.targets), named: !options.targets.isEmpty, options: options.checkOptions,
            tool: host.tool, root: host.root,
            verb: "check-error-tables")
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CheckErrorTablesCommand: XcodeCommandPlugin {
        /// The command on an Xcode project's targets.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            guard !PluginHelp.isHelp(arguments) else { return print(PluginHelp.checkHelp) }
            try PluginError.reportingFailures(else: ()) {
                try Self.perform(
                    arguments,
                    host: CommandHost(
                        root: context.xcodeProject.directoryURL, tool: try context.tool(named: "error-tables").url
                    ) { try CheckedInTargets.targets(named: $0, in: context.xcodeProject) })
            }
        }
    }
#endif
