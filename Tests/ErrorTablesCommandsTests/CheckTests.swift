import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables check --generated`: checked-in generated files against the spec, regenerated in memory.
@Suite struct CheckGeneratedTests {
    /// A copy of spec/FirebaseAuth and its generated files in `generated/`.
    func inSyncSandbox(_ extraGenerateArguments: [String] = []) throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        try sandbox.copyRepositorySpec("FirebaseAuth")
        let generated = sandbox.run(
            ["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("generated"), "--quiet"]
                + extraGenerateArguments)
        guard generated.status == 0 else { throw TestSetupError("generate failed: \(generated.errors)") }
        return sandbox
    }

    func check(_ sandbox: TemporaryFolder, _ extra: [String] = []) -> (status: Int32, output: String, errors: String) {
        sandbox.run(["check", "--spec", sandbox.path("spec"), "--generated", sandbox.path("generated")] + extra)
    }

    /// The note of a check without format options on a folder `generate` wrote with its defaults.
    func inferredStringsNote(_ sandbox: TemporaryFolder) -> String {
        "error-tables: note: '\(sandbox.path("generated"))' holds .strings catalogs and no String Catalog by generate "
            + "(its .error-tables manifests list them), so it is compared with what 'generate' writes; --xcstrings or "
            + "--no-strings say otherwise\n"
    }

    /// The finding lines of a check's error output, without the diffs.
    func findingLines(_ errors: String) -> [String] {
        errors.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    @Test func inSync() throws {
        let sandbox = try inSyncSandbox()
        defer { sandbox.remove() }
        let result = check(sandbox)
        #expect(result.status == 0)
        #expect(result.errors == inferredStringsNote(sandbox))
        #expect(
            result.output == """
                FirebaseAuth translations: hi 49/49 (100%), it 49/49 (100%)
                generated: 6 files in \(sandbox.path("generated")) are in sync with the spec
                check: 0 errors, 0 warnings

                """)
    }

    @Test func editedDescriptionMakesFilesStale() throws {
        let sandbox = try inSyncSandbox()
        defer { sandbox.remove() }
        let old = "A network error occurred during the operation."
        // Every generated file with the text is stale from its first line with the text on.
        let generated = try FileManager.default.subpathsOfDirectory(atPath: sandbox.path("generated")).sorted()
        let stale = "error: generated file is stale: it differs from what the spec generates"
        let expected: [String] = generated.compactMap { file in
            guard
                let lines = sandbox.read("generated/" + file)?.split(separator: "\n", omittingEmptySubsequences: false),
                let index = lines.firstIndex(where: { $0.contains(old) })
            else { return nil }
            return "generated/\(file):\(index + 1):1: \(stale)"
        }
        #expect(expected.count >= 3)
        try sandbox.edit(
            "spec/FirebaseAuth/en.md", replacing: "| \(old) |",
            with: "| A network failure occurred during the operation. |")
        let result = check(sandbox)
        #expect(result.status == 1)
        // The edited English text is also stale in hi and it (spec/ ships a translations.lock): 2 warnings.
        #expect(findingLines(result.errors) == expected)
        let diffLines = result.errors.split(separator: "\n")
        #expect(diffLines.contains { $0.hasPrefix("-") && $0.contains(old) })
        #expect(
            diffLines.contains { $0.hasPrefix("+") && $0.contains("A network failure occurred during the operation.") })
        #expect(result.errors.contains("\n--- generated/FirebaseAuthErrorCodes.swift (checked in)\n"))
        #expect(
            result.output.hasSuffix(
                "generated: 6 files compared with \(sandbox.path("generated")): \(expected.count) stale, 0 missing, "
                    + "0 extra; update them with: error-tables generate --spec \(sandbox.path("spec")) --output "
                    + "\(sandbox.path("generated"))\ncheck: \(expected.count) errors, 2 warnings\n"))
        // Nothing was written.
        #expect(sandbox.read("generated/FirebaseAuthErrorCodes.swift")?.contains("A network error occurred") == true)
    }

    @Test func deletedFileIsMissing() throws {
        let sandbox = try inSyncSandbox()
        defer { sandbox.remove() }
        let lineCount = sandbox.read("generated/hi.lproj/FirebaseAuthErrors.strings")?.split(
            separator: "\n", omittingEmptySubsequences: false
        ).count
        try sandbox.delete("generated/hi.lproj/FirebaseAuthErrors.strings")
        let result = check(sandbox)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix(inferredStringsNote(sandbox)))
        let lines = result.errors.dropFirst(inferredStringsNote(sandbox).count).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(
            Array(lines.prefix(5)) == [
                "generated/hi.lproj/FirebaseAuthErrors.strings: error: generated file is missing: the spec generates "
                    + "it but it is not checked in",
                "--- /dev/null",
                "+++ generated/hi.lproj/FirebaseAuthErrors.strings (from the spec)",
                "@@ -0,0 +1,\((lineCount ?? 0) - 1) @@",
                "+/* Generated by error-tables from the hi documentation. Do not edit: translate the */",
            ])
        #expect(!sandbox.exists("generated/hi.lproj/FirebaseAuthErrors.strings"))
    }

    @Test func generatedFileNoLongerProducedIsExtra() throws {
        let sandbox = try inSyncSandbox()
        defer { sandbox.remove() }
        // A file with the generator's header that no manifest lists is not generate's: it is never extra.
        try sandbox.write(
            "generated/Old/FirebaseAuthLegacyErrors.swift",
            "// Generated by error-tables from the FirebaseAuth documentation (en.md).\nenum Legacy {}\n")
        try sandbox.delete("spec/FirebaseAuth/hi.md")
        let result = check(sandbox)
        #expect(result.status == 1)
        #expect(
            findingLines(result.errors).filter { $0.contains(" is extra: ") } == [
                "generated/hi.lproj/FirebaseAuthErrors.strings:1:1: error: generated file is extra: the spec no "
                    + "longer generates it"
            ])
        #expect(
            result.errors.contains("\n--- generated/hi.lproj/FirebaseAuthErrors.strings (checked in)\n+++ /dev/null\n"))
        #expect(result.output.contains(": 3 stale, 0 missing, 1 extra; "))
    }

    @Test func handWrittenFilesAreNotExtra() throws {
        let sandbox = try inSyncSandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "generated/FirebaseAuthErrors+Helpers.swift", "// Hand-written helpers.\nextension Never {}\n")
        try sandbox.write("generated/README.md", "Generated by hand? No: this file does not carry the marker.\n")
        let result = check(sandbox)
        #expect(result.status == 0)
        #expect(result.errors == inferredStringsNote(sandbox))
    }

    @Test func stringsOptionsMirrorGenerate() throws {
        // Generated with --xcstrings: the catalog carries the marker in its comments, so a check with only
        // --no-strings (an explicit option: nothing is inferred) reports it as an extra generated file.
        let sandbox = try inSyncSandbox(["--xcstrings"])
        defer { sandbox.remove() }
        #expect(check(sandbox, ["--no-strings"]).output.contains(": 0 stale, 0 missing, 4 extra; "))
        #expect(check(sandbox, ["--xcstrings"]).status == 0)
        try sandbox.delete("generated/FirebaseAuthErrors.xcstrings")
        let missing = check(sandbox, ["--xcstrings"])
        #expect(missing.status == 1)
        #expect(
            missing.errors.hasPrefix(
                "generated/FirebaseAuthErrors.xcstrings: error: generated file is missing: the spec generates it but "
                    + "it is not checked in\n"))
        // With --no-strings the checked-in .strings files are generated files the spec no longer produces.
        let noStrings = check(sandbox, ["--no-strings"])
        #expect(noStrings.status == 1)
        let extra = "error: generated file is extra: the spec no longer generates it"
        let expected: [String] = [
            "generated/en.lproj/FirebaseAuthErrors.strings:1:1: \(extra)",
            "generated/hi.lproj/FirebaseAuthErrors.strings:1:1: \(extra)",
            "generated/it.lproj/FirebaseAuthErrors.strings:1:1: \(extra)",
        ]
        #expect(findingLines(noStrings.errors) == expected)
    }

    @Test func missingFolderIsAnIOError() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.copyRepositorySpec("FirebaseAuth")
        let result = sandbox.run(["check", "--spec", sandbox.path("spec"), "--generated", sandbox.path("nowhere")])
        #expect(result.status == 2)
        #expect(
            result.errors == "error-tables: error: the generated folder '\(sandbox.path("nowhere"))' does not exist; "
                + "create it with 'error-tables generate --output \(sandbox.path("nowhere"))'\n")
        #expect(result.output == "")
    }

    @Test func specWithErrorsIsNotCompared() throws {
        let sandbox = try inSyncSandbox()
        defer { sandbox.remove() }
        try sandbox.edit(
            "spec/FirebaseAuth/it.md",
            replacing:
                "| `FIRAuthErrorCodeNetworkError` | Indica che si è verificato un errore di rete durante l'operazione. |",
            with:
                "| `FIRAuthErrorCodeNetworkError` | Indica che si è verificato un errore di rete durante l'operazione. |"
                + "\n| `FIRAuthErrorCode` | Un altro testo. |")
        let result = check(sandbox)
        #expect(result.status == 1)
        #expect(result.errors.contains("error: 'FIRAuthErrorCode' is the domain's code prefix itself, not a code"))
        #expect(
            result.output.contains("generated: not compared, because the spec has errors\ncheck: 1 error, 0 warnings\n")
        )
    }
}
