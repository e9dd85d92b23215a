import ErrorTablesTestSupport
import Foundation
import Testing

/// Issue 21: in a CI log both outputs go to one pipe; the findings (standard error) must come before the summary
/// (standard output) and each finding must be printed once, whatever the buffering of a pipe. The built tool runs
/// with its standard output and error on the same pipe, read to the end.
@Suite struct PipedOutputOrderTests {
    /// Runs the built tool with both outputs on one pipe; what came through it, in order.
    static func runPiped(_ arguments: [String], in directory: String) throws -> (status: Int32, text: String) {
        let pipe = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: OutputAtomicityTests.tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func lintPrintsTheSummaryAfterTheFindingsOnOnePipe() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let folder = PackageRoot.path + "/Tests/Fixtures/Mistakes/MethodListedTwice"
        try sandbox.write(
            "spec/Notes/error-tables.json", try String(contentsOfFile: folder + "/error-tables.json", encoding: .utf8))
        let english = try String(contentsOfFile: folder + "/en.md", encoding: .utf8)
        try sandbox.write(
            "spec/Notes/en.md",
            english.replacingOccurrences(of: "⟨empty⟩", with: "").replacingOccurrences(of: "⟨again⟩", with: ""))
        let (status, text) = try Self.runPiped(["lint", "--spec", "spec"], in: sandbox.path)
        #expect(status == 0)
        #expect(
            text == """
                spec/Notes/en.md:18:1: warning: method 'deleteNote(id:)' has no error table; it gets only common errors
                spec/Notes/en.md:28:1: note: method 'createNote(title:)' has headings at lines 11, 28; they are read as one method, and its errors are the tables at lines 13, 32, merged; rename a heading if it is another method
                Notes (SKErrorDomain): languages en; 4 codes; 1 group; 3 methods; 1 common error
                0 errors, 1 warning

                """)
    }

    @Test func aPointerErrorIsPrintedOnceWithOnePrefix() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        #expect(sandbox.run(["init", sandbox.path("spec/Shop")]).status == 0)
        try sandbox.write("Sources/Shop/error-tables-plugin.json", #"{"spec": "../../spec/Shop""#)
        let (status, text) = try Self.runPiped(
            [
                "generate", "--spec", "spec/Shop", "--output", "out", "--quiet", "--pointer",
                "Sources/Shop/error-tables-plugin.json",
            ], in: sandbox.path)
        #expect(status == 1)
        #expect(
            text
                == "Sources/Shop/error-tables-plugin.json:1:1: error: this file names no folder now, but SwiftPM planned "
                + "the build when it named 'spec/Shop': SwiftPM runs the build plugin again only when it plans the "
                + "build again, which an edit to this file does not make it do; run 'touch Package.swift' and build "
                + "again\n")
    }
}
