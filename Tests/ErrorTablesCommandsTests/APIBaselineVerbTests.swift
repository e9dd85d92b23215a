import ErrorTablesTestSupport
import Foundation
import Testing

/// Issue 31: `api --accept` records the generated API; `lint`, `check` and `generate` compare the docs with it,
/// and `check` and strict `lint` fail on a break until it is accepted.
@Suite struct APIBaselineVerbTests {
    static let config = """
        {
          "errorDomain": "SKErrorDomain",
          "typeName": "SyncKitError",
          "codePrefix": "SKError",
          "sourceLanguage": "en",
          "codes": { "SKErrorOffline": 1, "SKErrorConflict": 2 }
        }
        """

    static let english = """
        # SyncKit errors

        ## `sync()`

        | Code | Description |
        | --- | --- |
        | `SKErrorOffline` | The device is offline. |
        | `SKErrorConflict` | A note changed on another device. |
        """

    static func sandboxWithBaseline() throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        try sandbox.write("spec/SyncKit/error-tables.json", config)
        try sandbox.write("spec/SyncKit/en.md", english)
        return sandbox
    }

    @Test func acceptWritesTheSortedBaseline() throws {
        let sandbox = try Self.sandboxWithBaseline()
        defer { sandbox.remove() }
        let accepted = sandbox.run(["api", "--spec", sandbox.path("spec"), "--accept"])
        #expect(accepted.status == 0)
        #expect(accepted.output == "api: wrote \(sandbox.path("spec/SyncKit/api-baseline.txt")) (0 changes accepted)\n")
        #expect(
            sandbox.read("spec/SyncKit/api-baseline.txt") == """
                # The public API this domain's docs generate, compared with the docs by lint, check and the build plugin.
                # After reviewing a change, accept it with: error-tables api --spec <folder> --accept
                case SyncError.conflict method
                case SyncError.offline method
                code SyncKitError.conflict 2 SKErrorConflict
                code SyncKitError.offline 1 SKErrorOffline
                method SyncError sync()

                """)
        let unchanged = sandbox.run(["api", "--spec", sandbox.path("spec")])
        #expect(unchanged.status == 0)
        #expect(unchanged.output == "api: 0 changes from api-baseline.txt\n")
    }

    @Test func aChangedRawValueFailsCheckUntilAccepted() throws {
        let sandbox = try Self.sandboxWithBaseline()
        defer { sandbox.remove() }
        let spec = sandbox.path("spec")
        #expect(sandbox.run(["api", "--spec", spec, "--accept"]).status == 0)
        try sandbox.write(
            "spec/SyncKit/error-tables.json",
            Self.config.replacingOccurrences(of: "\"SKErrorConflict\": 2", with: "\"SKErrorConflict\": 20"))
        let message =
            "API break: the raw value of 'SyncKitError.conflict' ('SKErrorConflict') changes from 2 to 20, a changed "
            + "raw value that stored and sent codes no longer match; accept it with 'error-tables api --spec \(spec) --accept'"
        let config = "spec/SyncKit/error-tables.json"
        let lint = sandbox.run(["lint", "--spec", spec])
        #expect(lint.status == 0)
        #expect(lint.errors == "\(config):6:35: warning: \(message)\n")
        #expect(sandbox.run(["lint", "--spec", spec, "--strict"]).status == 1)
        let check = sandbox.run(["check", "--spec", spec])
        #expect(check.status == 1)
        #expect(check.errors == "\(config):6:35: error: \(message)\n")
        let api = sandbox.run(["api", "--spec", spec])
        #expect(api.status == 1)
        #expect(api.output == "api: 1 change from api-baseline.txt\n")
        #expect(sandbox.run(["api", "--spec", spec, "--accept"]).status == 0)
        #expect(sandbox.run(["check", "--spec", spec]).status == 0)
    }

    @Test func generatePrintsNoNotesUnlessVerbose() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("spec/SyncKit/error-tables.json", Self.config)
        try sandbox.write(
            "spec/SyncKit/en.md",
            """
            # SyncKit errors

            | Code | Value | Description |
            | --- | --- | --- |
            | `SKErrorOffline` | 1 | The device is offline. |
            | `SKErrorConflict` | 2 | A note changed on another device. |
            """)
        let spec = sandbox.path("spec")
        #expect(sandbox.run(["lint", "--spec", spec]).errors.contains(": note: inferred the columns"))
        let quiet = sandbox.run(["generate", "--spec", spec, "--output", sandbox.path("out"), "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.errors == "")
        let verbose = sandbox.run(["generate", "--spec", spec, "--output", sandbox.path("out"), "--quiet", "--verbose"])
        #expect(verbose.errors.contains(": note: inferred the columns"))
    }
}
