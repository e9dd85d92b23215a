import ErrorTablesTestSupport
import Foundation
import Testing

/// The README's first-doc walkthrough, run as a new user runs it: `init`, the German cells filled,
/// `translations --confirm de`, an English edit; `lint` prints exactly the README's sample output.
@Suite struct ReadmeWalkthroughTests {
    /// The README's sample block that shows the stale translation.
    static func readmeBlock() throws -> String {
        let readme = try String(contentsOfFile: PackageRoot.path("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```text\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        return try #require(blocks.first { $0.contains("stale translation of 'ShopErrorCodeNetworkError'") })
    }

    @Test func lintAfterAnEnglishEditPrintsTheReadmesSample() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let spec = sandbox.path("spec/Shop")
        #expect(sandbox.run(["init", spec, "--languages", "en,de"]).status == 0)
        let german = try #require(sandbox.read("spec/Shop/de.md"))
        try sandbox.write(
            "spec/Shop/de.md",
            german.replacingOccurrences(
                of: "| `ShopErrorCodeNetworkError` |  |",
                with: "| `ShopErrorCodeNetworkError` | Ein Netzwerkfehler ist aufgetreten. |"
            )
            .replacingOccurrences(
                of: "| `ShopErrorCodeInvalidArgument` |  |",
                with: "| `ShopErrorCodeInvalidArgument` | Ein Argument ist ungültig. |"))
        #expect(sandbox.run(["translations", "--spec", spec, "--confirm", "de"]).status == 0)
        let english = try #require(sandbox.read("spec/Shop/en.md"))
        let old = "A network error occurred. Check the connection and try again."
        #expect(english.contains(old))
        try sandbox.write(
            "spec/Shop/en.md", english.replacingOccurrences(of: old, with: "A network error occurred. Try again later.")
        )
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(lint.status == 0)
        // The README shows standard error, then standard output, as a terminal shows them.
        let printed = (lint.errors + lint.output).replacingOccurrences(of: sandbox.path + "/", with: "")
        #expect(printed == (try Self.readmeBlock()))
    }
}
