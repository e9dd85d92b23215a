import ErrorTablesTestSupport
import Foundation
import Testing

/// `generate --spec spec --output .` in a fresh clone of this repository: the generator used to remove every
/// file mentioning its marker (20 tracked files, hand-written sources among them); now it only adds files.
@Suite struct OutputIntoRepositoryTests {
    static func git(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try Program.run(Program.find("git") ?? "/usr/bin/git", arguments)
        return (run.status, run.outputText)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: PackageRoot.path + "/.git")))
    func generatingIntoTheRootOfACloneOnlyAddsFiles() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let clone = sandbox.path("clone")
        #expect(try Self.git(["clone", "-q", PackageRoot.path, clone]).status == 0)
        #expect(try Self.git(["-C", clone, "status", "--porcelain"]).output == "")
        let result = sandbox.run(["generate", "--spec", clone + "/spec", "--output", clone, "--xcstrings"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasSuffix(" written, 0 unchanged, 0 removed\n"))
        let status = try Self.git(["-C", clone, "status", "--porcelain", "--untracked-files=all"]).output
        let lines = status.split(separator: "\n")
        #expect(lines.count > 12)
        #expect(lines.filter { !$0.hasPrefix("?? ") } == [], "tracked files changed:\n\(status)")
        #expect(lines.contains("?? .error-tables/FirebaseAuth.manifest"))
        #expect(lines.contains("?? FirebaseAuthErrorCodes.swift"))
        // A second run, after a change to the spec, replaces only the files it wrote.
        try sandbox.edit(
            "clone/spec/FirebaseAuth/en.md", replacing: "The email address is", with: "This email address is")
        let again = sandbox.run(["generate", "--spec", clone + "/spec", "--output", clone, "--xcstrings"])
        #expect(again.status == 0, "\(again.errors)")
        let after = try Self.git(["-C", clone, "status", "--porcelain", "--untracked-files=all"]).output
        #expect(after.split(separator: "\n").filter { !$0.hasPrefix("?? ") } == [" M spec/FirebaseAuth/en.md"])
    }
}
