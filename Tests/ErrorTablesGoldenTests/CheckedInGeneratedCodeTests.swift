import ErrorTablesCommands
import ErrorTablesTestSupport
import Testing

/// The generated code checked into this repository outside the golden folders: the seed domains' targets,
/// which the root package compiles without the build plugin so that a package depending on
/// `ErrorTablesRuntime` never builds the generator, and Examples/UploadKit, which depends on the runtime
/// alone and so cannot run `check` itself. `make golden` regenerates all of them.
@Suite struct CheckedInGeneratedCodeTests {
    /// Each spec domain and the folder its generated Swift is checked into, relative to the package root.
    static let checkedIn = [
        ("spec/FirebaseAuth", "Sources/FirebaseAuthErrors/Generated"),
        ("spec/Facebook", "Sources/FacebookErrors/Generated"),
        ("Examples/UploadKit/Docs/Uploads", "Examples/UploadKit/Sources/UploadErrors/Generated"),
    ]

    @Test(arguments: checkedIn)
    func checkFindsTheCheckedInCodeInSyncWithItsSpec(spec: String, generated: String) {
        let arguments = [
            "check", "--spec", PackageRoot.path(spec), "--generated", PackageRoot.path(generated),
            "--no-strings", "--strict",
        ]
        var console = Console(workingDirectory: PackageRoot.path)
        let status = ErrorTablesTool.run(arguments, console: &console)
        #expect(
            status == 0,
            """
            error-tables check --spec \(spec) --generated \(generated) exited with \(status). When the generator or the \
            spec changed on purpose, run `make golden` and review the diff.
            \(console.output)\(console.errors)
            """)
        let summary = "generated: 3 files in \(PackageRoot.path(generated)) are in sync with the spec\n"
        #expect(console.output.hasSuffix(summary + "check: 0 errors, 0 warnings\n"))
        #expect(console.errors == "")
    }
}
