// swift-tools-version: 6.1
// A consumer of ErrorTables that checks its generated error types in instead of generating them at build
// time: Sources/Payments/Generated/ is written by the command plugin,
//     swift package --allow-writing-to-package-directory generate-error-tables
// and PaymentsTests runs `error-tables check` so that CI fails when the documentation and the code drift apart.
// Payments does NOT apply the ErrorTablesPlugin build plugin: it would declare the same types again.
import PackageDescription

let package = Package(
    name: "CheckedInErrors",
    platforms: [.macOS(.v13)],
    dependencies: [
        // ErrorTables from this repository; a real package uses .package(url: "…/ErrorTables.git", from: "…").
        // `name:` keeps `package: "ErrorTables"` below independent of the folder the repository is cloned into.
        .package(name: "ErrorTables", path: "../..")
    ],
    targets: [
        // The spec domain lives in the target's folder (error-tables.json, en.md, fr.md); only Swift is compiled.
        .target(
            name: "Payments",
            dependencies: [.product(name: "ErrorTablesRuntime", package: "ErrorTables")],
            exclude: ["error-tables.json", "en.md", "fr.md"]
        ),
        // ErrorTablesCommands runs `error-tables check` in-process: no tool to build or locate.
        .testTarget(
            name: "PaymentsTests",
            dependencies: ["Payments", .product(name: "ErrorTablesCommands", package: "ErrorTables")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
