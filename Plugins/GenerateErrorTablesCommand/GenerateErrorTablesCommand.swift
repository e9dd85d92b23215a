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
/// In an Xcode project it runs through `XcodeCommandPlugin` with the same code (`perform`).
@main
struct GenerateErrorTablesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard !PluginHelp.isHelp(arguments) else { return print(PluginHelp.generateHelp) }
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
        let options = try PluginOptions(arguments, usage: PluginHelp.generateUsage, allowsCheck: true)
        let targets = try host.select(options.targets)
        if options.check {
            try CheckedInTargets.check(
                targets, named: !options.targets.isEmpty, options: options.checkOptions, tool: host.tool,
                root: host.root, verb: "generate-error-tables --check")
            return
        }
        try CheckedInTargets.generate(targets, tool: host.tool, root: host.root)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension GenerateErrorTablesCommand: XcodeCommandPlugin {
        /// The command on an Xcode project's targets (File ▸ Packages, or the project's context menu).
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            guard !PluginHelp.isHelp(arguments) else { return print(PluginHelp.generateHelp) }
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
