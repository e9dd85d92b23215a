import ErrorTablesTestSupport
import Foundation
import Testing

/// `generate --pointer <file>`, which the build plugin passes with the pointer file that named the spec folder:
/// SwiftPM does not run the plugin again after an edit to that file, so the generator finds out itself that
/// the file names another folder now, and fails saying what to do, instead of generating the old folder.
@Suite struct GeneratePointerTests {
    /// `spec/Shop` from `init`, and `Sources/Shop/error-tables-plugin.json` holding `pointer`.
    func generate(pointer: String) throws -> (sandbox: TemporaryFolder, status: Int32, errors: String) {
        let sandbox = try TemporaryFolder()
        let created = sandbox.run(["init", sandbox.path("spec/Shop")])
        guard created.status == 0 else { throw TestSetupError("init failed: \(created.errors)") }
        try sandbox.write("Sources/Shop/error-tables-plugin.json", pointer)
        let result = sandbox.run([
            "generate", "--spec", sandbox.path("spec/Shop/"), "--output", sandbox.path("out"), "--quiet",
            "--absolute-paths", "--pointer", sandbox.path("Sources/Shop/error-tables-plugin.json"),
        ])
        return (sandbox, result.status, result.errors)
    }

    @Test(arguments: [#"{"spec": "../../spec/Shop"}"#, #"{ "spec": "../../spec/./Shop/" }"#])
    func aPointerThatStillNamesTheFolderGenerates(pointer: String) throws {
        let (sandbox, status, errors) = try generate(pointer: pointer)
        defer { sandbox.remove() }
        #expect(status == 0)
        #expect(errors == "")
        #expect(sandbox.exists("out/ShopErrorCodes.swift"))
    }

    @Test(arguments: [
        (#"{"spec": "../../spec/Elsewhere"}"#, "names '../../spec/Elsewhere'"),
        (#"{"spec": ""}"#, "names no folder"),
        (#"{"spec": "../../spec/Shop""#, "names no folder"),
        // What JSONSerialization read leniently before the CLI used the plugin's strict reader.
        (#"{"spec": "../../spec/Shop", "other": 1}"#, "names no folder"),
        (#"{"spec": "../../spec/Shop"} {}"#, "names no folder"),
        (#"{"spec": "../../spec/Shop", "spec": "../../spec/Shop"}"#, "names no folder"),
    ])
    func aPointerEditedSinceThePlanIsAnErrorAndNothingIsWritten(pointer: String, names: String) throws {
        let (sandbox, status, errors) = try generate(pointer: pointer)
        defer { sandbox.remove() }
        #expect(status == 1)
        #expect(
            errors
                == "\(sandbox.path("Sources/Shop/error-tables-plugin.json")):1:1: error: this file \(names) now, but "
                + "SwiftPM planned the build when it named '\(sandbox.path("spec/Shop/"))': SwiftPM runs the build "
                + "plugin again only when it plans the build again, which an edit to this file does not make it do; "
                + "run 'touch Package.swift' and build again\n")
        #expect(!sandbox.exists("out"))
    }
}
