import ErrorTablesTestSupport
import Foundation
import Testing

/// Issue 21: stale-translation tracking is on from the start. `init` (every form), `translations --new` and the
/// first `import` that writes create `translations.lock` when the domain has none, taking the translations present
/// as current and saying so in one line; a domain with translations and no lock gets one note per `lint` or `check`
/// run. (Before, only `translations --confirm` wrote the lock, and nothing said that stale translations went
/// unreported without it.)
@Suite struct LockFromTheStartTests {
    static let header = """
        # translations.lock: the source text each translation was made against, one line per language and unit:
        # <language> TAB <unit id> TAB <source text>. Written by error-tables translations --confirm <language>.

        """

    @Test func plainInitStartsAnEmptyLock() throws {
        let sandbox = try TemporaryFolder.repository()
        defer { sandbox.remove() }
        let result = sandbox.run(["init", sandbox.path("spec/Solo")])
        #expect(result.status == 0)
        #expect(result.errors == "")
        let folder = sandbox.path("spec/Solo")
        #expect(
            result.output == """
                init: wrote error-tables.json, en.md in \(folder)
                init: started \(folder)/translations.lock (no translation yet); lint warns about a translation once its source text changes
                init: recorded the API in \(folder)/api-baseline.txt (2 codes, 1 method type); lint warns when the docs \
                change it
                next: edit en.md and error-tables.json, then run: error-tables lint --spec \(folder)

                """)
        #expect(sandbox.read("spec/Solo/translations.lock") == Self.header)
    }

    /// The Upload domain of `StaleTranslationTests` without its lock: `fr` and `it` translate both codes.
    static func uploadWithoutLock() throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder.repository()
        try sandbox.write(
            "docs/en.md",
            """
            # Upload errors

            | Code | Description |
            | --- | --- |
            | `UploadErrorCodeFileTooLarge` | The file is larger than 10 MB. |
            | `UploadErrorCodeOffline` | The device is offline. |

            """)
        try sandbox.write(
            "docs/fr.md",
            """
            # Erreurs d'envoi

            | Code | Description |
            | --- | --- |
            | `UploadErrorCodeFileTooLarge` | Le fichier dépasse 10 Mo. |
            | `UploadErrorCodeOffline` | L'appareil est hors ligne. |

            """)
        return sandbox
    }

    @Test func initFromDocumentsTakesTheTranslationsPresentAsCurrent() throws {
        let sandbox = try Self.uploadWithoutLock()
        defer { sandbox.remove() }
        let result = sandbox.run([
            "init", sandbox.path("spec/Upload"), "--documents", sandbox.path("docs/{language}.md"),
        ])
        #expect(result.status == 0)
        let started =
            "init: started \(sandbox.path("spec/Upload"))/translations.lock (fr: 2 texts): the translations present "
            + "are taken as current; lint warns about a translation once its source text changes\n"
        // The lock is started after the config is written and its guesses (here the code prefix) are added.
        #expect(
            result.output.contains(
                "init: wrote \(sandbox.path("spec/Upload/error-tables.json"))\n"
                    + "init: wrote \"codePrefix\": \"UploadErrorCode\", the prefix every code starts with, which case "
                    + "names leave out; remove it to keep it in the names\n" + started))
        #expect(
            sandbox.read("spec/Upload/translations.lock") == Self.header + """
                fr\tUploadErrorCodeFileTooLarge\tThe file is larger than 10 MB.
                fr\tUploadErrorCodeOffline\tThe device is offline.

                """)
        // From then on an English edit makes the French text stale.
        let english = try #require(sandbox.read("docs/en.md"))
        try sandbox.write("docs/en.md", english.replacingOccurrences(of: "10 MB", with: "25 MB"))
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec/Upload")])
        #expect(
            lint.errors.contains(
                "docs/fr.md:5:35: warning: stale translation of 'UploadErrorCodeFileTooLarge': it was made against "
                    + "'The file is larger than 10 MB.' but en.md:5 now says 'The file is larger than 25 MB.'; update "
                    + "it, then run 'error-tables translations --spec \(sandbox.path("spec/Upload")) --confirm fr'\n"))
    }

    @Test func aDomainWithoutALockGetsOneNotePerRun() throws {
        let sandbox = try Self.uploadWithoutLock()
        defer { sandbox.remove() }
        try sandbox.write("spec/Upload/error-tables.json", #"{"documents": "../../docs/{language}.md"}"#)
        let text = try #require(sandbox.read("docs/fr.md"))
        try sandbox.write("docs/it.md", text)
        let domain = sandbox.path("spec/Upload")
        let note =
            "spec/Upload/error-tables.json:1:1: note: the domain has no translations.lock, so stale translations "
            + "cannot be detected (a translation whose source text changed is not reported); start it with "
            + "'error-tables translations --spec \(domain) --confirm fr' (and --confirm it likewise)\n"
        for verb in ["lint", "check"] {
            let result = sandbox.run([verb, "--spec", sandbox.path("spec")])
            #expect(result.status == 0)
            // One note for the domain, not one per translated document.
            #expect(result.errors.components(separatedBy: "no translations.lock").count == 2, "\(verb)")
            #expect(result.errors.contains(note), "\(verb)")
        }
        // Once started, the note is gone.
        #expect(sandbox.run(["translations", "--spec", domain, "--confirm", "fr"]).status == 0)
        #expect(!sandbox.run(["lint", "--spec", sandbox.path("spec")]).errors.contains("no translations.lock"))
    }

    @Test func translationsNewStartsTheLock() throws {
        let sandbox = try Self.uploadWithoutLock()
        defer { sandbox.remove() }
        try sandbox.write("spec/Upload/error-tables.json", #"{"documents": "../../docs/{language}.md"}"#)
        let domain = sandbox.path("spec/Upload")
        let result = sandbox.run(["translations", "--spec", domain, "--new", "it"])
        #expect(result.status == 0)
        #expect(
            result.output.split(separator: "\n").dropFirst().first.map(String.init)
                == "translations: started \(domain)/translations.lock (fr: 2 texts): the translations present are "
                + "taken as current; lint warns about a translation once its source text changes")
        #expect(
            sandbox.read("spec/Upload/translations.lock") == Self.header + """
                fr\tUploadErrorCodeFileTooLarge\tThe file is larger than 10 MB.
                fr\tUploadErrorCodeOffline\tThe device is offline.

                """)
    }
}
