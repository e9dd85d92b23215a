// swift-tools-version: 6.1
// A consumer of ErrorTables that depends on the runtime only: its error types are generated code checked in
// (Sources/UploadErrors/Generated), so building it compiles ErrorTablesRuntime and nothing else of
// ErrorTables: no cmark or libgumbo, no `error-tables` tool. `make integration` checks that in the verbose
// build log. Regenerate after a change to Docs/Uploads (this builds the tool, and needs cmark and libgumbo):
//     swift package --allow-writing-to-package-directory generate-error-tables
import PackageDescription

let package = Package(
    name: "UploadKit",
    platforms: [.macOS(.v13)],
    dependencies: [
        // ErrorTables from this repository; a real package uses .package(url: "…/ErrorTables.git", from: "…").
        // `name:` keeps `package: "ErrorTables"` below independent of the folder the repository is cloned into.
        .package(name: "ErrorTables", path: "../..")
    ],
    targets: [
        // No `plugins:`: the generated code is checked in. The pointer file is for the command plugin.
        .target(
            name: "UploadErrors",
            dependencies: [.product(name: "ErrorTablesRuntime", package: "ErrorTables")],
            exclude: ["error-tables-plugin.json"]
        ),
        .executableTarget(name: "upload-demo", dependencies: ["UploadErrors"]),
        .testTarget(name: "UploadErrorsTests", dependencies: ["UploadErrors"]),
    ],
    swiftLanguageModes: [.v6]
)
