import ErrorTablesTestSupport
import Foundation
import Testing

/// `generate --absolute-paths`, which the build plugin passes: diagnostics name files in full, as swiftc's do, so
/// an IDE can open them whatever directory the build ran in; without it paths are relative to the working
/// directory.
@Suite struct GenerateAbsolutePathsTests {
    /// A domain from `init` whose German document has empty descriptions (a warning each), generated into `out`
    /// from `spec` and `output` as given.
    func generate(spec: (TemporaryFolder) -> String, output: (TemporaryFolder) -> String, _ options: [String])
        throws -> (sandbox: TemporaryFolder, status: Int32, errors: [String])
    {
        let sandbox = try TemporaryFolder()
        let created = sandbox.run(["init", sandbox.path("spec/Shop"), "--languages", "en,de"])
        guard created.status == 0 else { throw TestSetupError("init failed: \(created.errors)") }
        let result = sandbox.run(
            ["generate", "--spec", spec(sandbox), "--output", output(sandbox), "--quiet"] + options)
        return (sandbox, result.status, result.errors.split(separator: "\n").map(String.init))
    }

    /// Relative paths, which --absolute-paths resolves against the console's working directory (the sandbox).
    func generate(_ options: [String]) throws -> (sandbox: TemporaryFolder, status: Int32, errors: [String]) {
        try generate(spec: { _ in "./spec" }, output: { _ in "out" }, options)
    }

    @Test func withTheOptionEveryDiagnosticNamesItsFileInFull() throws {
        let (sandbox, status, lines) = try generate(["--absolute-paths"])
        defer { sandbox.remove() }
        #expect(status == 0)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix(sandbox.path("spec/Shop/de.md:")), "\(line)")
            #expect(line.contains(": warning: "))
        }
        #expect(sandbox.exists("out/ShopErrorCodes.swift"))
    }

    @Test func withoutItPathsAreRelativeToTheWorkingDirectory() throws {
        let (absolute, _, absoluteLines) = try generate(["--absolute-paths"])
        defer { absolute.remove() }
        // Without the option a relative path would be read from the process's directory: give full ones, which
        // the console prints relative to its working directory.
        let (sandbox, status, lines) = try generate(spec: { $0.path("spec") }, output: { $0.path("out") }, [])
        defer { sandbox.remove() }
        #expect(status == 0)
        #expect(lines == absoluteLines.map { String($0.dropFirst(absolute.path.count + 1)) })
        #expect(lines.allSatisfy { $0.hasPrefix("spec/Shop/de.md:") })
    }

    @Test func anOutputFolderErrorNamesTheFolderInFull() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        _ = sandbox.run(["init", sandbox.path("spec/Shop")])
        try sandbox.write("out", "a file where the output folder should be\n")
        let result = sandbox.run(["generate", "--spec", "spec", "--output", "out", "--absolute-paths"])
        #expect(result.status == 1)
        #expect(result.errors.contains("'\(sandbox.path("out"))"), "\(result.errors)")
    }
}
