import ErrorTablesCommands
import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables translations --new`: a skeleton of the repository's domains that lint reads as a translation
/// with every text untranslated, and the refusals and usage errors.
@Suite struct TranslationsVerbTests {
    /// Writes a French skeleton of a repository domain, lints it and returns what both printed.
    static func skeletonAndLint(_ domain: String, in sandbox: TemporaryFolder) throws -> (
        written: String, warnings: [String], lintOutput: String, lintStatus: Int32
    ) {
        try sandbox.copyRepositorySpec(domain)
        let before = sandbox.run(["lint", "--spec", sandbox.path("spec/" + domain), "--verbose"])
        let result = sandbox.run(["translations", "--spec", sandbox.path("spec"), "--domain", domain, "--new", "fr"])
        #expect(result.status == 0)
        #expect(result.errors == "")
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec/" + domain), "--verbose"])
        let lines = lint.errors.split(separator: "\n").map(String.init)
        // Only the new document's diagnostics are new.
        let old = Set(before.errors.split(separator: "\n").map(String.init))
        #expect(lines.filter { !old.contains($0) && !$0.hasPrefix("spec/\(domain)/fr.md:") } == [])
        let french = lines.filter { $0.hasPrefix("spec/\(domain)/fr.md:") }
        #expect(french.allSatisfy { $0.contains(": warning: ") })
        return (result.output, french, lint.output, lint.status)
    }

    @Test func firebaseAuthSkeletonIsAnUntranslatedTranslation() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let (written, warnings, lint, status) = try Self.skeletonAndLint("FirebaseAuth", in: sandbox)
        #expect(
            written == """
                translations: wrote \(sandbox.path("spec/FirebaseAuth/fr.md")) (49 empty text cells to translate)
                next: translate it, then run: error-tables lint --spec \(sandbox.path("spec/FirebaseAuth"))

                """)
        #expect(status == 0)
        #expect(warnings.count == 49)
        #expect(
            lint.contains("FirebaseAuth translations: fr 0/49 (0%; 49 missing), hi 49/49 (100%), it 49/49 (100%)\n"))
        #expect(lint.hasSuffix("0 errors, 49 warnings\n"))
    }

    @Test func facebookSkeletonIsAnUntranslatedTranslation() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let (written, warnings, lint, status) = try Self.skeletonAndLint("Facebook", in: sandbox)
        #expect(written.hasPrefix("translations: wrote \(sandbox.path("spec/Facebook/fr.md")) ("))
        #expect(status == 0)
        #expect(written.contains("(44 empty text cells to translate)"))
        // 28 error-table texts (coverage) and 16 lookup messages, each emptied and each one warning.
        #expect(warnings.count == 44)
        #expect(lint.contains("Facebook translations: fr 0/28 (0%; 28 missing), it 28/28 (100%)\n"))
        #expect(lint.hasSuffix("0 errors, 44 warnings\n"))
    }

    @Test func refusesWritingNothing() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.copyRepositorySpec("FirebaseAuth")
        let spec = sandbox.path("spec/FirebaseAuth")
        let before = try FileManager.default.contentsOfDirectory(atPath: spec).sorted()
        let existing = sandbox.run(["translations", "--spec", spec, "--new", "hi"])
        #expect(existing.status == 1)
        #expect(
            existing.errors == """
                spec/FirebaseAuth/hi.md:1:1: error: 'hi' already has a document; a skeleton never overwrites one \
                (translate it in place, or remove it first); nothing was written

                """)
        let source = sandbox.run(["translations", "--spec", spec, "--new", "en"])
        #expect(source.status == 1)
        #expect(
            source.errors == """
                spec/FirebaseAuth/error-tables.json:5:3: error: 'en' is the source language: its document is the \
                source; nothing was written

                """)
        #expect(source.output == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: spec).sorted() == before)
    }

    @Test func usageErrors() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.copyRepositorySpec("FirebaseAuth")
        try sandbox.copyRepositorySpec("Facebook")
        let spec = sandbox.path("spec")
        let firebase = sandbox.path("spec/FirebaseAuth")
        let usage =
            "USAGE: error-tables translations --spec <dir> [--new <tag>] [--confirm <tag>] [--domain <name>] [--verbose] "
            + "[--allow-outside-repository]\n"
        let cases: [([String], String)] = [
            (["translations", "--spec", firebase], "give what to do: --new <tag> or --confirm <tag>"),
            (
                ["translations", "--spec", firebase, "--new", "fr_FR"],
                "'fr_FR' is not a BCP-47 language tag such as 'en' or 'pt-BR'"
            ),
            (["translations", "--spec", firebase, "--new"], "'--new' needs a value: --new <tag>"),
            (["translations", "--new", "fr"], "missing required option --spec <dir>"),
            (
                ["translations", "--spec", spec, "--new", "fr"],
                "the spec folder holds several domains (Facebook, FirebaseAuth); name one with --domain"
            ),
            (
                ["translations", "--spec", spec, "--new", "fr", "--domain", "FirebaseAut"],
                "no domain 'FirebaseAut' in the spec folder (Facebook, FirebaseAuth); did you mean 'FirebaseAuth'?"
            ),
        ]
        for (arguments, message) in cases {
            let result = sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors.hasPrefix("error-tables translations: error: \(message)\n"), "\(arguments)")
            #expect(result.output == "")
        }
        // The parser's own usage errors print the usage line too.
        #expect(sandbox.run(["translations", "--spec", firebase, "--new"]).errors.hasSuffix(usage))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("spec/FirebaseAuth/fr.md")))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("spec/FirebaseAuth/fr_FR.md")))
    }
}
