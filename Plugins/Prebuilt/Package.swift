// swift-tools-version: 6.1
// ErrorTables for packages that should not build it: the runtime and the three plugins, which run a prebuilt
// `error-tables` (an artifact bundle, SE-0305) instead of building it, so a package that applies them compiles no
// C library (cmark, libgumbo) and no generator. A consumer depends on this package instead of ErrorTables (not
// on both: their products have the same names). The sources are the main package's (the folders here are
// symbolic links to Plugins/<Name> and Sources/ErrorTablesRuntime), so both packages run the same code. It is
// published as a repository of its own whose root is this folder, the links replaced by copies (`cp -RL`), with
// the release's bundle URL and checksum below; in this repository, `make artifactbundle` builds the bundle it
// uses locally.
import PackageDescription

/// A published release's artifact bundle: its URL and `swift package compute-checksum` of the zip, both printed
/// by `make artifactbundle`. `nil`: the bundle `make artifactbundle` put in Artifacts/ (development and tests).
let release: (url: String, checksum: String)? = nil

let tool: Target =
    if let release {
        .binaryTarget(name: "error-tables", url: release.url, checksum: release.checksum)
    } else {
        .binaryTarget(name: "error-tables", path: "Artifacts/error-tables.artifactbundle")
    }

let package = Package(
    name: "ErrorTablesPrebuilt",
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "ErrorTablesRuntime", targets: ["ErrorTablesRuntime"]),
        .plugin(name: "ErrorTablesPlugin", targets: ["ErrorTablesPlugin"]),
        .plugin(name: "GenerateErrorTablesCommand", targets: ["GenerateErrorTablesCommand"]),
        .plugin(name: "CheckErrorTablesCommand", targets: ["CheckErrorTablesCommand"]),
    ],
    targets: [
        tool,
        .target(name: "ErrorTablesRuntime", path: "ErrorTablesRuntime"),
        .plugin(
            name: "ErrorTablesPlugin", capability: .buildTool(), dependencies: ["error-tables"],
            path: "ErrorTablesPlugin"),
        .plugin(
            name: "GenerateErrorTablesCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-error-tables",
                    description: "Write the ErrorTables-generated error types into Sources/<Target>/Generated/"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the generated error types into Sources/<Target>/Generated/ of each target "
                            + "with an ErrorTables config")
                ]),
            dependencies: ["error-tables"], path: "GenerateErrorTablesCommand"),
        .plugin(
            name: "CheckErrorTablesCommand",
            capability: .command(
                intent: .custom(
                    verb: "check-error-tables",
                    description:
                        "Check every target's ErrorTables docs and checked-in Generated/ folder; writes nothing")),
            dependencies: ["error-tables"], path: "CheckErrorTablesCommand"),
    ],
    swiftLanguageModes: [.v6]
)
