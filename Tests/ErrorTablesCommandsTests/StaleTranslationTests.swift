import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

/// The issue's stale translation, end to end: the English row changes from "10 MB" to "25 MB", French keeps
/// "10 Mo"; with a `translations.lock`, `lint` warns, `check` reports it in every format, `export` marks it
/// needs-review, and `translations --confirm` records one language at a time.
@Suite struct StaleTranslationTests {
    static let config = """
        {
          "errorDomain": "UploadErrorDomain",
          "typeName": "UploadErrorCode",
          "codePrefix": "UploadErrorCode",
          "sourceLanguage": "en",
          "codes": {
            "UploadErrorCodeFileTooLarge": { "rawValue": 1 },
            "UploadErrorCodeNetworkError": { "rawValue": 2 }
          }
        }

        """

    static let english = """
        # Upload errors

        | Code | Description |
        | --- | --- |
        | `UploadErrorCodeFileTooLarge` | The file is larger than 10 MB. |
        | `UploadErrorCodeNetworkError` | A network error occurred. |

        """

    static let french = """
        # Erreurs d'envoi

        | Code | Description |
        | --- | --- |
        | `UploadErrorCodeFileTooLarge` | Le fichier dépasse 10 Mo. |
        | `UploadErrorCodeNetworkError` | Une erreur réseau s'est produite. |

        """

    static let italian = """
        # Errori di caricamento

        | Codice | Descrizione |
        | --- | --- |
        | `UploadErrorCodeFileTooLarge` | Il file supera 10 MB. |
        | `UploadErrorCodeNetworkError` | Si è verificato un errore di rete. |

        """

    static let header = TranslationLock.header + "\n"

    /// `spec/Upload` with English, French and Italian, both translations confirmed against "10 MB", then the
    /// English row changed to "25 MB".
    static func sandbox() throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        try sandbox.write("spec/Upload/error-tables.json", config)
        try sandbox.write("spec/Upload/en.md", english)
        try sandbox.write("spec/Upload/fr.md", french)
        try sandbox.write("spec/Upload/it.md", italian)
        for language in ["fr", "it"] {
            let confirmed = sandbox.run(["translations", "--spec", sandbox.path("spec/Upload"), "--confirm", language])
            #expect(confirmed.status == 0)
            #expect(confirmed.errors == "")
            #expect(
                confirmed.output
                    == "translations: confirmed 2 \(language) translations in \(sandbox.path("spec/Upload/translations.lock")) "
                    + "(2 new or changed, 0 removed)\n")
        }
        #expect(
            sandbox.read("spec/Upload/translations.lock") == header + """
                fr\tUploadErrorCodeFileTooLarge\tThe file is larger than 10 MB.
                fr\tUploadErrorCodeNetworkError\tA network error occurred.
                it\tUploadErrorCodeFileTooLarge\tThe file is larger than 10 MB.
                it\tUploadErrorCodeNetworkError\tA network error occurred.

                """)
        try sandbox.edit("spec/Upload/en.md", replacing: "10 MB", with: "25 MB")
        return sandbox
    }

    /// The stale warning's message for `language`'s translation of the changed row.
    static func stale(_ language: String, _ sandbox: TemporaryFolder) -> String {
        "stale translation of 'UploadErrorCodeFileTooLarge': it was made against 'The file is larger than 10 MB.' "
            + "but en.md:5 now says 'The file is larger than 25 MB.'; update it, then run 'error-tables translations "
            + "--spec \(sandbox.path("spec/Upload")) --confirm \(language)'"
    }

    @Test func lintWarnsWithBothSourceTexts() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(lint.status == 0)
        #expect(
            lint.errors == "spec/Upload/fr.md:5:35: warning: \(Self.stale("fr", sandbox))\n"
                + "spec/Upload/it.md:5:35: warning: \(Self.stale("it", sandbox))\n")
        #expect(
            lint.output == """
                Upload (UploadErrorDomain): languages en, fr, it; 2 codes; 0 groups; 0 methods; 2 common errors
                Upload translations: fr 2/2 (100%; 1 stale), it 2/2 (100%; 1 stale)
                0 errors, 2 warnings

                """)
        #expect(sandbox.run(["lint", "--spec", sandbox.path("spec"), "--strict"]).status == 1)
    }

    @Test func checkReportsInEachFormat() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let text = sandbox.run(["check", "--spec", sandbox.path("spec")])
        #expect(text.status == 0)
        #expect(
            text.errors == "spec/Upload/fr.md:5:35: warning: \(Self.stale("fr", sandbox))\n"
                + "spec/Upload/it.md:5:35: warning: \(Self.stale("it", sandbox))\n")
        #expect(
            text.output == "Upload translations: fr 2/2 (100%; 1 stale), it 2/2 (100%; 1 stale)\n"
                + "check: 0 errors, 2 warnings\n")
        let strict = sandbox.run(["check", "--spec", sandbox.path("spec"), "--strict"])
        #expect(strict.status == 1)
        #expect(strict.errors.hasPrefix("spec/Upload/fr.md:5:35: error: \(Self.stale("fr", sandbox))\n"))

        let github = sandbox.run(["check", "--spec", sandbox.path("spec"), "--format", "github"])
        #expect(github.status == 0)
        #expect(
            github.output.hasPrefix(
                "::warning file=spec/Upload/fr.md,line=5,col=35::\(Self.stale("fr", sandbox))\n"
                    + "::warning file=spec/Upload/it.md,line=5,col=35::\(Self.stale("it", sandbox))\n"))

        let json = sandbox.run(["check", "--spec", sandbox.path("spec"), "--format", "json"])
        #expect(json.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(findings.first?["message"] as? String == Self.stale("fr", sandbox))
        #expect(findings.first?["file"] as? String == "spec/Upload/fr.md")
        #expect(findings.first?["line"] as? Int == 5)
        #expect(findings.first?["severity"] as? String == "warning")
        #expect(findings.first?["kind"] as? String == "translation")
        let coverage = try #require(object["coverage"] as? [String: [String: [String: Int]]])
        #expect(
            coverage == [
                "Upload": [
                    "fr": ["translated": 2, "total": 2, "percent": 100, "missing": 0, "identical": 0, "stale": 1],
                    "it": ["translated": 2, "total": 2, "percent": 100, "missing": 0, "identical": 0, "stale": 1],
                ]
            ])
    }

    @Test func exportMarksTheStaleUnitNeedsReview() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let export = sandbox.run([
            "export", "--spec", sandbox.path("spec"), "--language", "fr", "--format", "xliff", "--output",
            sandbox.path("fr.xliff"),
        ])
        #expect(export.status == 0)
        #expect(
            export.output
                == "Upload: 2 units for fr written to \(sandbox.path("fr.xliff")) (1 translated, 0 new, 1 to review)\n")
        let xliff = try #require(sandbox.read("fr.xliff"))
        #expect(xliff.contains(#"<target state="needs-review-translation">Le fichier dépasse 10 Mo.</target>"#))
        #expect(xliff.contains(#"<target state="translated">Une erreur réseau s'est produite.</target>"#))
    }

    @Test func confirmingOneLanguageLeavesTheOtherStale() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try sandbox.edit("spec/Upload/it.md", replacing: "10 MB", with: "25 MB")
        let lockBefore = sandbox.read("spec/Upload/translations.lock")
        let confirmed = sandbox.run(["translations", "--spec", sandbox.path("spec/Upload"), "--confirm", "it"])
        #expect(confirmed.status == 0)
        #expect(confirmed.errors == "")
        #expect(
            confirmed.output
                == "translations: confirmed 2 it translations in \(sandbox.path("spec/Upload/translations.lock")) "
                + "(1 new or changed, 0 removed)\n")
        let lock = try #require(sandbox.read("spec/Upload/translations.lock"))
        #expect(
            lock == Self.header + """
                fr\tUploadErrorCodeFileTooLarge\tThe file is larger than 10 MB.
                fr\tUploadErrorCodeNetworkError\tA network error occurred.
                it\tUploadErrorCodeFileTooLarge\tThe file is larger than 25 MB.
                it\tUploadErrorCodeNetworkError\tA network error occurred.

                """)
        #expect(lock != lockBefore)
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(lint.errors == "spec/Upload/fr.md:5:35: warning: \(Self.stale("fr", sandbox))\n")
        #expect(lint.output.contains("Upload translations: fr 2/2 (100%; 1 stale), it 2/2 (100%)\n"))
        // Confirming again changes nothing, byte for byte.
        #expect(
            sandbox.run(["translations", "--spec", sandbox.path("spec/Upload"), "--confirm", "it"]).output
                == "translations: confirmed 2 it translations in \(sandbox.path("spec/Upload/translations.lock")) "
                + "(0 new or changed, 0 removed)\n")
        #expect(sandbox.read("spec/Upload/translations.lock") == lock)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path("spec/Upload")).sorted() == [
                "en.md", "error-tables.json", "fr.md", "it.md", "translations.lock",
            ])
    }

    @Test func confirmingDropsTextsNoLongerTranslatedAndKeepsOtherLanguagesLines() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        // French empties one cell; a third-party line of another language stays as it is.
        try sandbox.edit("spec/Upload/fr.md", replacing: "Une erreur réseau s'est produite.", with: "")
        let lock = try #require(sandbox.read("spec/Upload/translations.lock"))
        try sandbox.write("spec/Upload/translations.lock", lock + "de\tUploadErrorCodeGone\tOld.\n")
        let confirmed = sandbox.run(["translations", "--spec", sandbox.path("spec/Upload"), "--confirm", "fr"])
        #expect(confirmed.status == 0)
        #expect(
            confirmed.output
                == "translations: confirmed 1 fr translation in \(sandbox.path("spec/Upload/translations.lock")) "
                + "(1 new or changed, 1 removed)\n")
        #expect(
            sandbox.read("spec/Upload/translations.lock") == Self.header + """
                de\tUploadErrorCodeGone\tOld.
                fr\tUploadErrorCodeFileTooLarge\tThe file is larger than 25 MB.
                it\tUploadErrorCodeFileTooLarge\tThe file is larger than 10 MB.
                it\tUploadErrorCodeNetworkError\tA network error occurred.

                """)
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(lint.output.contains("Upload translations: fr 1/2 (50%; 1 missing), it 2/2 (100%; 1 stale)\n"))
    }

    @Test func withoutALockNothingIsStaleAndANoteSaysSo() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try sandbox.delete("spec/Upload/translations.lock")
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(
            lint.errors
                == "spec/Upload/error-tables.json:1:1: note: the domain has no translations.lock, so stale translations "
                + "cannot be detected (a translation whose source text changed is not reported); start it with "
                + "'error-tables translations --spec \(sandbox.path("spec/Upload")) --confirm fr' (and --confirm it "
                + "likewise)\n")
        #expect(lint.output.contains("Upload translations: fr 2/2 (100%), it 2/2 (100%)\n"))
    }

    @Test func aBrokenLockLineIsAWarningThatConfirmDrops() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let lock = try #require(sandbox.read("spec/Upload/translations.lock"))
        try sandbox.write("spec/Upload/translations.lock", lock + "<<<<<<< HEAD\n")
        let warning =
            "spec/Upload/translations.lock:7:1: warning: unresolved merge conflict marker; it is ignored: keep one "
            + "line per language and unit, or run 'error-tables translations --confirm <language>' to write the "
            + "language's lines anew\n"
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(lint.status == 0)
        #expect(lint.errors.hasPrefix(warning))
        let confirmed = sandbox.run(["translations", "--spec", sandbox.path("spec/Upload"), "--confirm", "fr"])
        #expect(confirmed.status == 0)
        #expect(confirmed.errors == warning)
        #expect(sandbox.read("spec/Upload/translations.lock")?.contains("<<<") == false)
    }

    @Test func confirmRefusals() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let lock = sandbox.read("spec/Upload/translations.lock")
        let source = sandbox.run(["translations", "--spec", sandbox.path("spec/Upload"), "--confirm", "en"])
        #expect(source.status == 1)
        #expect(
            source.errors == "spec/Upload/error-tables.json:5:3: error: 'en' is the source language, which has no "
                + "translations to confirm; nothing was written\n")
        let absent = sandbox.run(["translations", "--spec", sandbox.path("spec/Upload"), "--confirm", "de"])
        #expect(absent.status == 1)
        #expect(
            absent.errors == "error-tables: error: the domain has no document in 'de' (its translations: fr, it); "
                + "nothing was written\n")
        // A row whose code is the prefix itself: an error.
        try sandbox.write("spec/Upload/it.md", Self.italian + "| `UploadErrorCode` | Un altro testo. |\n")
        let broken = sandbox.run(["translations", "--spec", sandbox.path("spec/Upload"), "--confirm", "it"])
        #expect(broken.status == 1)
        #expect(broken.errors.contains(": error: "))
        #expect(
            broken.errors.contains(
                "error-tables: error: translations are confirmed only in a domain without errors; fix them and run "
                    + "again; '\(sandbox.path("spec/Upload/translations.lock"))' was not written\n"))
        #expect(sandbox.read("spec/Upload/translations.lock") == lock)
        let both = sandbox.run([
            "translations", "--spec", sandbox.path("spec/Upload"), "--confirm", "it", "--new", "de",
        ])
        #expect(both.status == 2)
    }

    @Test func aChangedLookupMessageOfTheFacebookDomainIsStale() throws {
        try TemporaryFolder.with { sandbox in
            try sandbox.copyRepositorySpec("Facebook")
            let domain = sandbox.path("spec/Facebook")
            let confirmed = sandbox.run(["translations", "--spec", domain, "--confirm", "it"])
            #expect(confirmed.status == 0)
            // spec/ ships a lock confirmed against today's English: confirming again changes nothing.
            #expect(confirmed.output.hasSuffix("(0 new or changed, 0 removed)\n"))
            #expect(sandbox.run(["lint", "--spec", domain]).errors == "")
            try sandbox.edit(
                "spec/Facebook/en.md", replacing: "Something went wrong on Facebook's side. Please try again.",
                with: "Facebook had a problem. Please try again.")
            let lint = sandbox.run(["lint", "--spec", domain])
            #expect(
                lint.errors == "spec/Facebook/it.md:73:35: warning: stale translation of 'GraphAPIError/1': it was "
                    + "made against 'Something went wrong on Facebook's side. Please try again.' but en.md:73 now says "
                    + "'Facebook had a problem. Please try again.'; update it, then run 'error-tables translations "
                    + "--spec \(domain) --confirm it'\n")
            #expect(lint.output.contains("Facebook translations: it 28/28 (100%; 1 stale)\n"))
        }
    }

    /// The French XLIFF as `export` writes it now.
    static func exportFrench(_ sandbox: TemporaryFolder) -> String? {
        let export = sandbox.run([
            "export", "--spec", sandbox.path("spec/Upload"), "--language", "fr", "--format", "xliff", "--output",
            sandbox.path("fr.xliff"),
        ])
        #expect(export.status == 0, "\(export.errors)")
        return sandbox.read("fr.xliff")
    }

    @Test func importRecordsTheSourceTextItTranslatesInTheLock() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        _ = Self.exportFrench(sandbox)
        try sandbox.edit("fr.xliff", replacing: "Le fichier dépasse 10 Mo.", with: "Le fichier dépasse 25 Mo.")
        let imported = sandbox.run(["import", sandbox.path("fr.xliff"), "--spec", sandbox.path("spec/Upload")])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.hasSuffix(": 1 imported, 1 unchanged, 0 skipped; updated translations.lock\n"))
        #expect(
            sandbox.read("spec/Upload/translations.lock") == Self.header + """
                fr\tUploadErrorCodeFileTooLarge\tThe file is larger than 25 MB.
                fr\tUploadErrorCodeNetworkError\tA network error occurred.
                it\tUploadErrorCodeFileTooLarge\tThe file is larger than 10 MB.
                it\tUploadErrorCodeNetworkError\tA network error occurred.

                """)
        // Only Italian is stale now.
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(lint.errors == "spec/Upload/it.md:5:35: warning: \(Self.stale("it", sandbox))\n")
        // Importing the same file again changes nothing, the lock included.
        let again = sandbox.run(["import", sandbox.path("fr.xliff"), "--spec", sandbox.path("spec/Upload")])
        #expect(again.output.hasSuffix(": 0 imported, 2 unchanged, 0 skipped\n"))
    }

    @Test func aForcedImportOverAChangedSourceStaysStale() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        // The translator's file was exported before the English row changed.
        try sandbox.edit("spec/Upload/en.md", replacing: "25 MB", with: "10 MB")
        _ = Self.exportFrench(sandbox)
        try sandbox.edit("spec/Upload/en.md", replacing: "10 MB", with: "25 MB")
        try sandbox.edit("fr.xliff", replacing: "Le fichier dépasse 10 Mo.", with: "Le fichier fait plus de 10 Mo.")
        let refused = sandbox.run(["import", sandbox.path("fr.xliff"), "--spec", sandbox.path("spec/Upload")])
        #expect(refused.status == 1)
        let forced = sandbox.run([
            "import", sandbox.path("fr.xliff"), "--spec", sandbox.path("spec/Upload"), "--force",
        ])
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(sandbox.read("spec/Upload/fr.md")?.contains("| Le fichier fait plus de 10 Mo. |") == true)
        // The lock keeps the text the translator saw, so the unit is still stale.
        #expect(
            sandbox.read("spec/Upload/translations.lock")?.contains(
                "fr\tUploadErrorCodeFileTooLarge\tThe file is larger than 10 MB.\n") == true)
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(lint.errors.contains("spec/Upload/fr.md:5:35: warning: \(Self.stale("fr", sandbox))\n"))
    }

    @Test func aForcedImportStartsTheLockThatMarksItsUnitsStale() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try FileManager.default.removeItem(atPath: sandbox.path("spec/Upload/translations.lock"))
        try sandbox.edit("spec/Upload/en.md", replacing: "25 MB", with: "10 MB")
        _ = Self.exportFrench(sandbox)
        try sandbox.edit("spec/Upload/en.md", replacing: "10 MB", with: "25 MB")
        try sandbox.edit("fr.xliff", replacing: "Le fichier dépasse 10 Mo.", with: "Le fichier fait plus de 10 Mo.")
        let forced = sandbox.run([
            "import", sandbox.path("fr.xliff"), "--spec", sandbox.path("spec/Upload"), "--force",
        ])
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(
            forced.output.hasSuffix(
                "1 imported over a changed source text; started translations.lock (the other translations present "
                    + "are taken as current)\n"))
        // The forced unit keeps the text the translator saw; Italian, not imported, is taken as current.
        #expect(
            sandbox.read("spec/Upload/translations.lock") == Self.header + """
                fr\tUploadErrorCodeFileTooLarge\tThe file is larger than 10 MB.
                fr\tUploadErrorCodeNetworkError\tA network error occurred.
                it\tUploadErrorCodeFileTooLarge\tThe file is larger than 25 MB.
                it\tUploadErrorCodeNetworkError\tA network error occurred.

                """)
        let lint = sandbox.run(["lint", "--spec", sandbox.path("spec")])
        #expect(lint.errors == "spec/Upload/fr.md:5:35: warning: \(Self.stale("fr", sandbox))\n")
    }
}
