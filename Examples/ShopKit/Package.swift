// swift-tools-version: 6.1
// A consumer of ErrorTables: the error types of a small checkout SDK, generated at build time by the
// ErrorTables build plugin from the SDK's own error documentation in Docs/ShopKit (English and German).
import PackageDescription

let package = Package(
    name: "ShopKit",
    // The docs' source language: Docs/ShopKit says `"catalogs": "resources"`, so the target ships
    // en.lproj and de.lproj tables, which Xcode's localization export and Foundation's lookup see.
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [
        // ErrorTables from this repository; a real package uses .package(url: "…/ErrorTables.git", from: "…").
        // `name:` keeps `package: "ErrorTables"` below independent of the folder the repository is cloned into.
        .package(name: "ErrorTables", path: "../..")
    ],
    targets: [
        // Generated types only: the plugin reads Docs/ShopKit, named by error-tables-plugin.json, and adds
        // <language>.lproj/ShopKitErrors.strings to the target's resources (read through Bundle.module).
        .target(
            name: "ShopKitErrors",
            dependencies: [.product(name: "ErrorTablesRuntime", package: "ErrorTables")],
            exclude: ["error-tables-plugin.json"],
            plugins: [.plugin(name: "ErrorTablesPlugin", package: "ErrorTables")]
        ),
        .executableTarget(name: "shopkit-demo", dependencies: ["ShopKitErrors"]),
        .testTarget(name: "ShopKitErrorsTests", dependencies: ["ShopKitErrors"]),
    ],
    swiftLanguageModes: [.v6]
)
