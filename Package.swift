// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ErrorTables",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "error-tables", targets: ["error-tables"]),
        .library(name: "ErrorTablesCore", targets: ["ErrorTablesCore"]),
        .library(name: "ErrorTablesRuntime", targets: ["ErrorTablesRuntime"]),
    ],
    targets: [
        // cmark, the CommonMark reference C library (Debian: libcmark-dev).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // The pipeline: Markdown → Extraction → Model/Alignment → Rendering.
        .target(name: "ErrorTablesCore", dependencies: ["CCmark"]),
        // The command-line front end as a library, so tests can run every verb in-process.
        .target(name: "ErrorTablesCommands", dependencies: ["ErrorTablesCore"]),
        .executableTarget(name: "error-tables", dependencies: ["ErrorTablesCommands"]),
        // Hand-written runtime that generated code plugs into; no dependency on the generator.
        .target(name: "ErrorTablesRuntime"),
        .testTarget(name: "ErrorTablesCoreTests", dependencies: ["ErrorTablesCore"]),
        .testTarget(name: "ErrorTablesCommandsTests", dependencies: ["ErrorTablesCommands"]),
        .testTarget(name: "ErrorTablesRuntimeTests", dependencies: ["ErrorTablesRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
