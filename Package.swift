// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ErrorTables",
    // The tool and the plugins need macOS 13 (and run on Linux). The runtime and generated code need Swift
    // concurrency (iOS 13, tvOS 13, watchOS 6); its retry API (Clock, Duration) and `localizedResource`
    // (LocalizedStringResource) are marked available from iOS 16, tvOS 16, watchOS 9 and macOS 13.
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .executable(name: "error-tables", targets: ["error-tables"]),
        .library(name: "ErrorTablesCore", targets: ["ErrorTablesCore"]),
        // The CLI's verbs in-process, for a consumer's tests (e.g. running `check` without locating the tool).
        .library(name: "ErrorTablesCommands", targets: ["ErrorTablesCommands"]),
        // What generated code needs, and all a package with checked-in generated code builds: no C library.
        .library(name: "ErrorTablesRuntime", targets: ["ErrorTablesRuntime"]),
        .library(name: "FirebaseAuthErrors", targets: ["FirebaseAuthErrors"]),
        .library(name: "FacebookErrors", targets: ["FacebookErrors"]),
        .plugin(name: "ErrorTablesPlugin", targets: ["ErrorTablesPlugin"]),
        .plugin(name: "GenerateErrorTablesCommand", targets: ["GenerateErrorTablesCommand"]),
        .plugin(name: "CheckErrorTablesCommand", targets: ["CheckErrorTablesCommand"]),
    ],
    targets: [
        // cmark, the CommonMark reference C library (Debian: libcmark-dev).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // libgumbo, an HTML5 parser, for raw HTML tables in the docs (Debian: libgumbo-dev).
        .systemLibrary(
            name: "CGumbo",
            pkgConfig: "gumbo",
            providers: [.apt(["libgumbo-dev"]), .brew(["gumbo-parser"])]
        ),
        // The pipeline (its steps and their types: the doc comment of Pipeline, Sources/ErrorTablesCore/Pipeline).
        // It builds catalog keys and names runtime symbols with ErrorTablesRuntime's own declarations.
        .target(name: "ErrorTablesCore", dependencies: ["CCmark", "CGumbo", "ErrorTablesRuntime"]),
        // The command-line front end as a library, so tests can run every verb in-process.
        .target(name: "ErrorTablesCommands", dependencies: ["ErrorTablesCore", "ErrorTablesRuntime"]),
        .executableTarget(name: "error-tables", dependencies: ["ErrorTablesCommands"]),
        // Hand-written runtime that generated code plugs into; no dependency on the generator.
        .target(name: "ErrorTablesRuntime"),
        // Generates a target's error types from a spec domain at build time.
        .plugin(name: "ErrorTablesPlugin", capability: .buildTool(), dependencies: ["error-tables"]),
        // Writes the same files into Sources/<Target>/Generated/ for packages that check generated code in.
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
            dependencies: ["error-tables"]
        ),
        // Checks every checked-in Generated/ folder against its docs, writing nothing: CI's one command.
        .plugin(
            name: "CheckErrorTablesCommand",
            capability: .command(
                intent: .custom(
                    verb: "check-error-tables",
                    description:
                        "Check every target's ErrorTables docs and checked-in Generated/ folder; writes nothing")),
            dependencies: ["error-tables"]
        ),
        // The seed domains' error types are checked in: Generated/ is written by the command plugin from the
        // spec/ folder that error-tables-plugin.json names, `make golden` regenerates it, and
        // CheckedInGeneratedCodeTests runs `check` on it. No target that a product reaches may apply the build
        // plugin: SwiftPM would build its tool (and cmark, libgumbo) for every package depending on this one,
        // even one that uses only ErrorTablesRuntime (Examples/UploadKit proves it does not). Examples/ShopKit
        // shows the build plugin.
        // The Firebase Auth error types, from spec/FirebaseAuth.
        .target(
            name: "FirebaseAuthErrors",
            dependencies: ["ErrorTablesRuntime"],
            exclude: ["error-tables-plugin.json"]
        ),
        // The Facebook SDK error classifications and Graph API lookup, from spec/Facebook.
        .target(
            name: "FacebookErrors",
            dependencies: ["ErrorTablesRuntime"],
            exclude: ["error-tables-plugin.json"]
        ),
        // `make bench`: generate, lint and dump (the verbs in process) against cmark's own parse of the same files.
        .executableTarget(
            name: "ErrorTablesBenchmarks", dependencies: ["ErrorTablesCore", "ErrorTablesCommands", "CCmark"]),
        // `make bench`'s second part: the runtime's lookups against the linear scans they replaced.
        .executableTarget(
            name: "ErrorTablesRuntimeBenchmarks", dependencies: ["ErrorTablesRuntime", "ErrorTablesGoldenTypes"]),
        // `make run`'s example: a Firebase and a Facebook error through the generated types.
        .executableTarget(name: "SeedExamples", dependencies: ["FirebaseAuthErrors", "FacebookErrors"]),
        // What every test target shares: temporary folders, the package's paths, running programs.
        .target(name: "ErrorTablesTestSupport", path: "Tests/Support"),
        // One-line loading of a spec for the tests of the core and of what uses it (not the runtime's tests,
        // which build no C library).
        .target(name: "ErrorTablesLoadingSupport", dependencies: ["ErrorTablesCore"], path: "Tests/LoadingSupport"),
        .testTarget(
            name: "ErrorTablesCoreTests",
            dependencies: ["ErrorTablesCore", "ErrorTablesTestSupport", "ErrorTablesLoadingSupport"]),
        // A hand-written enum that drifts from its spec; CheckTests extract its symbol graph from the build.
        .target(name: "SymbolGraphFixture", path: "Tests/Fixtures/SymbolGraphFixture"),
        .testTarget(
            name: "ErrorTablesCommandsTests",
            dependencies: [
                "ErrorTablesCommands", "ErrorTablesCore", "SymbolGraphFixture", "ErrorTablesTestSupport",
                "ErrorTablesLoadingSupport",
            ]),
        // The runtime tested through the golden generated types, not hand-written imitations of them.
        .testTarget(
            name: "ErrorTablesRuntimeTests",
            dependencies: ["ErrorTablesRuntime", "ErrorTablesGoldenTypes", "ErrorTablesTestSupport"]),
        .testTarget(
            name: "FirebaseAuthErrorsTests",
            dependencies: [
                "FirebaseAuthErrors", "ErrorTablesCore", "ErrorTablesTestSupport", "ErrorTablesLoadingSupport",
            ]),
        .testTarget(
            name: "FacebookErrorsTests",
            dependencies: [
                "FacebookErrors", "ErrorTablesCore", "ErrorTablesTestSupport", "ErrorTablesLoadingSupport",
            ]),
        // The golden output of Tests/Fixtures/GoldenSpec (`make golden`), compiled as a consumer compiles it.
        .target(
            name: "ErrorTablesGoldenTypes",
            dependencies: ["ErrorTablesRuntime"],
            path: "Tests/Golden/Generated",
            exclude: [
                "en.lproj", "hi.lproj", "it.lproj", "zh-Hant.lproj", "AccountErrors.xcstrings",
                "AdversarialErrors.xcstrings",
                "AuthErrors.xcstrings", "DemoErrors.xcstrings", "GraphErrors.xcstrings",
            ]
        ),
        // The corpus of error pages in every shape (Tests/Fixtures/Corpus), generated by `make golden` and compiled.
        .target(name: "ErrorTablesCorpusTypes", dependencies: ["ErrorTablesRuntime"], path: "Tests/Golden/Corpus"),
        .testTarget(
            name: "ErrorTablesGoldenTests",
            dependencies: [
                "ErrorTablesGoldenTypes", "ErrorTablesCorpusTypes", "ErrorTablesCore", "ErrorTablesCommands",
                "ErrorTablesTestSupport", "ErrorTablesLoadingSupport",
            ],
            path: "Tests/ErrorTablesGoldenTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
