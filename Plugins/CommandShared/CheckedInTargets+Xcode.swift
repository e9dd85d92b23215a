// The command plugins' view of an Xcode project (Xcode's XcodeProjectPlugin module; this file compiles only in
// Xcode). A target is configured when ConfiguredTarget.xcodeFolder finds its error-tables-plugin.json or
// error-tables.json; everything after that is the code the SwiftPM path runs.

#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    extension CheckedInTargets {
        /// The project's targets named with `--target`, or every one with an ErrorTables config when none is named.
        static func targets(named names: [String], in project: XcodeProject) throws -> [ConfiguredTarget] {
            let configured = project.targets.compactMap { target -> ConfiguredTarget? in
                ConfiguredTarget.xcodeFolder(
                    inputFiles: target.inputFiles.map(\.url), project: project.directoryURL,
                    targetName: target.displayName
                ).map { ConfiguredTarget(name: target.displayName, folder: $0) }
            }
            return try ConfiguredTarget.select(
                named: names, all: project.targets.map(\.displayName), configured: configured)
        }
    }
#endif
