import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables check --generated` without `--xcstrings` or `--no-strings` compares with the formats the folder
/// holds, and says so in a note; either option turns the inference off.
@Suite struct CheckFormatInferenceTests {
    /// spec/FirebaseAuth, generated into `generated/` with `generateOptions`.
    func sandbox(generatedWith generateOptions: [String]) throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        try sandbox.copyRepositorySpec("FirebaseAuth", withTranslationsLock: false)
        let generated = sandbox.run(
            ["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("generated"), "--quiet"]
                + generateOptions)
        guard generated.status == 0 else { throw TestSetupError("generate failed: \(generated.errors)") }
        return sandbox
    }

    func check(_ sandbox: TemporaryFolder, _ options: [String] = []) -> (status: Int32, output: String, errors: String)
    {
        sandbox.run(["check", "--spec", sandbox.path("spec"), "--generated", sandbox.path("generated")] + options)
    }

    /// The note for a folder whose manifests list (`lproj`) or do not list `.strings` files, and a `.xcstrings` file
    /// or none.
    func note(_ sandbox: TemporaryFolder, lproj: Bool, xcstrings: Bool, generate: String) -> String {
        "error-tables: note: '\(sandbox.path("generated"))' holds "
            + "\(lproj ? ".strings catalogs" : "no .strings catalog") and "
            + "\(xcstrings ? "a String Catalog" : "no String Catalog") by generate (its .error-tables manifests list "
            + "them), so it is compared with what '\(generate)' writes; --xcstrings or --no-strings say otherwise\n"
    }

    @Test(arguments: [
        ([], true, false, "generate"),
        (["--no-strings"], false, false, "generate --no-strings"),
        (["--xcstrings"], true, true, "generate --xcstrings"),
        (["--xcstrings", "--no-strings"], false, true, "generate --xcstrings --no-strings"),
    ])
    func aFolderInSyncPassesWithTheFormatsItHolds(
        generateOptions: [String], lproj: Bool, xcstrings: Bool, generate: String
    ) throws {
        let sandbox = try sandbox(generatedWith: generateOptions)
        defer { sandbox.remove() }
        let result = check(sandbox)
        #expect(result.status == 0)
        #expect(result.errors == note(sandbox, lproj: lproj, xcstrings: xcstrings, generate: generate))
        let fileCount = 3 + (lproj ? 3 : 0) + (xcstrings ? 1 : 0)
        #expect(result.output.contains("generated: \(fileCount) files in \(sandbox.path("generated")) are in sync"))
    }

    @Test func anExplicitOptionWinsAndNothingIsInferred() throws {
        let sandbox = try sandbox(generatedWith: ["--no-strings"])
        defer { sandbox.remove() }
        // --xcstrings alone means generate's .strings plus a String Catalog: four files missing, no note.
        let result = check(sandbox, ["--xcstrings"])
        #expect(result.status == 1)
        #expect(!result.errors.contains(": note: "))
        #expect(result.output.contains(": 0 stale, 4 missing, 0 extra; "))
        #expect(result.output.contains("update them with: error-tables generate --spec \(sandbox.path("spec")) "))
        #expect(result.output.contains(" --xcstrings\ncheck: 4 errors, 0 warnings\n"))
    }

    @Test func theInferredFormatsAreInTheUpdateCommand() throws {
        let sandbox = try sandbox(generatedWith: ["--no-strings"])
        defer { sandbox.remove() }
        try sandbox.edit(
            "spec/FirebaseAuth/en.md", replacing: "| A network error occurred during the operation. |",
            with: "| A network failure occurred during the operation. |")
        let result = check(sandbox)
        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(note(sandbox, lproj: false, xcstrings: false, generate: "generate --no-strings")))
        #expect(
            result.output.contains(
                "update them with: error-tables generate --spec \(sandbox.path("spec")) --output "
                    + "\(sandbox.path("generated")) --no-strings\n"))
    }

    @Test func filesGenerateDidNotWriteDoNotCount() throws {
        // Generated with --no-strings; a hand-written .lproj folder and String Catalog beside the generated files.
        let sandbox = try sandbox(generatedWith: ["--no-strings"])
        defer { sandbox.remove() }
        try sandbox.write("generated/fr.lproj/Localizable.strings", "\"Hello\" = \"Bonjour\";\n")
        try sandbox.write("generated/Localizable.xcstrings", "{}\n")
        let result = check(sandbox)
        #expect(result.status == 0)
        #expect(result.errors == note(sandbox, lproj: false, xcstrings: false, generate: "generate --no-strings"))
    }

    @Test func aFolderGenerateNeverWroteIsComparedWithTheDefaults() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.copyRepositorySpec("FirebaseAuth", withTranslationsLock: false)
        try FileManager.default.createDirectory(atPath: sandbox.path("generated"), withIntermediateDirectories: false)
        let result = check(sandbox)
        #expect(result.status == 1)
        #expect(
            result.errors.hasPrefix(
                "error-tables: note: '\(sandbox.path("generated"))' holds no manifest of generate "
                    + "(.error-tables/<Domain>.manifest), so nothing tells which formats it should hold: it is compared "
                    + "with what 'generate' writes by default (Swift and .strings); --xcstrings or --no-strings say "
                    + "otherwise\n"))
        #expect(result.output.contains(": 0 stale, 6 missing, 0 extra; "))
    }

    @Test func theNoteIsAFindingInJSONAndANoticeOnGitHub() throws {
        let sandbox = try sandbox(generatedWith: ["--no-strings"])
        defer { sandbox.remove() }
        let json = check(sandbox, ["--format", "json"])
        #expect(json.status == 0)
        #expect(json.output.contains(#"      "severity": "note","#))
        #expect(json.output.contains(#"      "kind": "generated""#))
        #expect(json.output.contains("so it is compared with what 'generate --no-strings' writes"))
        let github = check(sandbox, ["--format", "github"])
        #expect(github.status == 0)
        #expect(github.output.hasPrefix("::notice::'\(sandbox.path("generated"))' holds no .strings catalog and"))
    }
}
