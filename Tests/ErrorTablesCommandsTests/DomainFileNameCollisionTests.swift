import ErrorTablesTestSupport
import Foundation
import Testing

/// Two domain folders whose generated files have the same names: `generate` writes nothing and `check
/// --generated` does not compare, both through the pipeline's file-names stage; `lint` renders nothing, so it
/// has no file names to check.
@Suite struct DomainFileNameCollisionTests {
    static let collision =
        "spec/my_pix/error-tables.json:1:1: error: the domain folders 'my-pix' and 'my_pix' generate the same file "
        + "names ('My_pixErrorCodes.swift', …); rename one of them\n"

    /// `spec/my-pix` and `spec/my_pix`, each a copy of the golden Demo domain.
    func sandbox() throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        let demo = PackageRoot.path + "/Tests/Fixtures/GoldenSpec/Demo"
        for folder in ["my-pix", "my_pix"] {
            for file in ["error-tables.json", "en.md", "it.md"] {
                let text = try String(contentsOfFile: demo + "/" + file, encoding: .utf8)
                try sandbox.write("spec/\(folder)/\(file)", text)
            }
            try sandbox.write("spec/\(folder)/translations.lock", "# no line yet\n")
        }
        return sandbox
    }

    @Test func generateReportsTheCollisionAndWritesNothing() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        let result = sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out")])
        #expect(result.status == 1)
        #expect(result.errors == Self.collision)
        #expect(result.output == "")
        #expect(!sandbox.exists("out"))
    }

    @Test func checkDoesNotCompareASpecThatCannotBeGenerated() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(atPath: sandbox.path("out"), withIntermediateDirectories: true)
        let result = sandbox.run(["check", "--spec", sandbox.path("spec"), "--generated", sandbox.path("out")])
        #expect(result.status == 1)
        #expect(result.errors == Self.collision)
        #expect(result.output.contains("generated: not compared, because the spec cannot be generated\n"))
    }

    @Test func lintRendersNothingSoItHasNoFileNamesToCheck() throws {
        let sandbox = try sandbox()
        defer { sandbox.remove() }
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(result.status == 0)
        #expect(result.errors == "")
    }
}
