import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// `TranslationImport`: translations written into existing, empty and new documents' cells; refusals for
/// changed source texts and `force`; unknown units; the dry run's diff.
@Suite struct TranslationImportTests {
    /// The files of `TranslationUnitTests`' domain (extra column, fallback rows, a lookup), markers removed.
    static let files = [
        "error-tables.json": TranslationUnitTests.config, "en.md": TranslationUnitTests.source,
        "it.md": TranslationUnitTests.italian,
    ]

    /// The Italian document as written.
    static let italian = TempSpec.stripMarkers(TranslationUnitTests.italian).0

    /// A file for `language` with `units` as (id, source, target).
    static func file(_ spec: TempSpec, language: String = "it", _ units: [(String, String?, String?)])
        -> TranslationFile
    {
        TranslationFile(
            path: spec.root + "/\(language).xliff", format: .xliff, sourceLanguage: "en", language: language,
            domainName: "Pix", units: units.map { TranslationFile.Unit(id: $0.0, source: $0.1, target: $0.2) })
    }

    /// Prepares the import; the result, or the thrown error's line, and every diagnostic relative to the root.
    static func prepare(_ spec: TempSpec, _ file: TranslationFile, force: Bool = false)
        -> (result: TranslationImport?, diagnostics: [String])
    {
        var diagnostics = Diagnostics()
        do throws(FatalDiagnostic) {
            let result = try Pipeline.prepareImport(
                file, domain: .onDisk(spec.root + "/" + spec.domain), force: force, diagnostics: &diagnostics)
            return (result, diagnostics.sorted.map { $0.formatted(relativeTo: spec.root) })
        } catch {
            diagnostics.report(error.diagnostic)
            return (nil, diagnostics.sorted.map { $0.formatted(relativeTo: spec.root) })
        }
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func translationsGoIntoTheirExistingCellsAndNothingElseChanges() throws {
        try TempSpec.with(Self.files) { spec in
            let (result, diagnostics) = Self.prepare(
                spec,
                Self.file(
                    spec,
                    [
                        ("PXErrorA", "A happened.", "A è accaduto."),
                        ("PXClient/PXErrorB", "B happened to the client.", "Al client è successo B."),
                        ("load:/PXErrorC", "C happened while loading.", "È successo C durante il caricamento."),
                        ("ServerError/190/458", "The app was removed.", "L'app è stata tolta | rimossa."),
                        ("*", "Something went wrong.", nil),
                    ]))
            #expect(diagnostics == [])
            let imported = try #require(result)
            #expect(imported.importedIDs == ["PXErrorA", "PXClient/PXErrorB", "ServerError/190/458"])
            #expect((imported.unchanged, imported.skipped, imported.forcedStaleIDs) == (1, 1, []))
            #expect(
                imported.summary(dryRun: false, relativeTo: spec.root)
                    == "Pix/it.md: 3 imported, 1 unchanged, 1 skipped; started translations.lock (the other translations present are taken as current)"
            )
            try imported.write()
            #expect(
                Self.read(spec.path("it.md"))
                    == Self.italian.replacingOccurrences(of: "| È successo A. |", with: "| A è accaduto. |")
                    .replacingOccurrences(of: "| B happened to the client. |", with: "| Al client è successo B. |")
                    .replacingOccurrences(
                        of: "| L'app è stata rimossa. |", with: #"| L'app è stata tolta \| rimossa. |"#))
        }
    }

    @Test func translationsGoIntoEmptyCellsAndUnitsWithoutACellAreSkipped() throws {
        try TempSpec.with(Self.files) { spec in
            let (result, diagnostics) = Self.prepare(
                spec,
                Self.file(
                    spec,
                    [
                        ("PXErrorA.recoveryTactic", "Try again.", "Riprova."),
                        ("PXClient/*", "The client failed.", "Il client non è riuscito."),
                    ]))
            #expect(
                diagnostics == [
                    "Pix/en.md:17:16: warning: the translation of 'PXClient/*' has no cell to go into: it.md lacks "
                        + "this row or column; add it and import again; skipped"
                ])
            let imported = try #require(result)
            #expect((imported.importedIDs, imported.unchanged, imported.skipped) == (["PXErrorA.recoveryTactic"], 0, 1))
            try imported.write()
            #expect(
                Self.read(spec.path("it.md"))
                    == Self.italian.replacingOccurrences(
                        of: "| `PXErrorA` | È successo A. | |", with: "| `PXErrorA` | È successo A. | Riprova. |"))
        }
    }

    @Test func aNewLanguageGetsItsSkeletonWithTheTranslationsFilledIn() throws {
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": TempSpec.source]) { spec in
            let (result, diagnostics) = Self.prepare(
                spec,
                Self.file(
                    spec, language: "fr",
                    [
                        ("PXErrorA", "A happened.", "A s'est produit."),
                        ("load:/PXErrorB", "B happened.", "B s'est produit."),
                    ]
                ))
            #expect(diagnostics == [])
            let imported = try #require(result)
            #expect(imported.original == nil)
            #expect(
                imported.summary(dryRun: false, relativeTo: spec.root)
                    == "Pix/fr.md: 2 imported, 0 unchanged, 0 skipped (new document); started translations.lock (the other translations present are taken as current)"
            )
            try imported.write()
            #expect(
                Self.read(spec.path("fr.md")) == """
                    <!-- Translation of en.md into fr. Translate the headings, the text and the empty
                         table cells; keep the codes, numbers and table layout as they are. An empty cell shows the
                         en text until it is translated. -->

                    # Pix errors

                    ## Errors common to all methods

                    | Code | Description |
                    | --- | --- |
                    | `PXErrorA` | A s'est produit. |

                    ## `PXClient`

                    ### load:

                    | Code | Description |
                    | --- | --- |
                    | `PXErrorB` | B s'est produit. |

                    ### store:

                    | Code | Description |
                    | --- | --- |
                    | `PXErrorC` |  |
                    """)
        }
    }

    @Test func changedSourceTextsRefuseTheImportUnlessForced() throws {
        try TempSpec.with(Self.files) { spec in
            let file = Self.file(
                spec,
                [
                    ("PXErrorA", "A happened before.", "A era successo."),
                    ("PXClient/PXErrorB", "B happened to the client.", "Al client è successo B."),
                    ("ServerError/190/458", nil, "L'app non c'è più."),
                ])
            let refused = Self.prepare(spec, file)
            #expect(refused.result == nil)
            #expect(
                refused.diagnostics == [
                    "Pix/en.md:7:16: error: 'PXErrorA' was translated from 'A happened before.' but the source now "
                        + "reads 'A happened.'; export again and translate the new text, or import with --force",
                    "Pix/en.md:30:28: error: 'ServerError/190/458' has no source text in the file but the source now "
                        + "reads 'The app was removed.'; export again and translate the new text, or import with --force",
                    "it.xliff:1:1: error: 2 units were translated from an older source text; nothing was written "
                        + "(import with --force to write them anyway)",
                ])
            #expect(Self.read(spec.path("it.md")) == Self.italian)

            let forced = Self.prepare(spec, file, force: true)
            #expect(
                forced.diagnostics == [
                    "Pix/en.md:7:16: warning: 'PXErrorA' was translated from 'A happened before.' but the source now "
                        + "reads 'A happened.'; imported anyway (--force): review it against the new text",
                    "Pix/en.md:30:28: warning: 'ServerError/190/458' has no source text in the file but the source "
                        + "now reads 'The app was removed.'; imported anyway (--force): review it against the new text",
                ])
            let imported = try #require(forced.result)
            #expect(imported.forcedStaleIDs == ["PXErrorA", "ServerError/190/458"])
            #expect(
                imported.translatedFrom == [
                    "PXErrorA": "A happened before.", "PXClient/PXErrorB": "B happened to the client.",
                    "ServerError/190/458": nil,
                ])
            #expect(imported.importedIDs == ["PXErrorA", "PXClient/PXErrorB", "ServerError/190/458"])
            #expect(
                imported.summary(dryRun: false, relativeTo: spec.root)
                    == "Pix/it.md: 3 imported, 0 unchanged, 0 skipped, 2 imported over a changed source text; started "
                    + "translations.lock (the other translations present are taken as current)")
            // No lock before: the forced import starts one, which marks the forced unit with a source text stale.
            #expect(imported.originalLock == nil)
            #expect(imported.lock?.sourceText(of: "PXErrorA", in: "it") == "A happened before.")
        }
    }

    @Test func unknownUnitsAreWarnedAboutAndSkipped() throws {
        try TempSpec.with(Self.files) { spec in
            let (result, diagnostics) = Self.prepare(
                spec,
                Self.file(
                    spec,
                    [
                        ("PXErrorZ", "Z happened.", "È successo Z."), ("PXErrorA", "A happened.", "È successo A."),
                        ("PXErrorZ", "Z happened.", "È successo Z."),
                    ]))
            #expect(
                diagnostics == [
                    "it.xliff:1:1: warning: the unit 'PXErrorZ' is in the file twice; this one is ignored and the "
                        + "first one used",
                    "it.xliff:1:1: warning: the unit 'PXErrorZ' is not a text of the spec (removed or renamed "
                        + "since the export?); skipped",
                ])
            let imported = try #require(result)
            #expect((imported.importedIDs, imported.unchanged, imported.skipped) == ([], 1, 1))
            #expect(!imported.changesDocument)
            #expect(imported.diff() == "")
        }
    }

    @Test func translationsWithOuterWhitespaceAreTrimmedWithAWarning() throws {
        try TempSpec.with(Self.files) { spec in
            let (result, diagnostics) = Self.prepare(
                spec,
                Self.file(
                    spec, [("PXErrorA", "A happened.", "  A è accaduto.\n"), ("*", "Something went wrong.", " \n ")]))
            #expect(
                diagnostics == [
                    "Pix/it.md:7:16: warning: the translation of 'PXErrorA' starts or ends with spaces or line breaks, "
                        + "which a table cell cannot keep; imported trimmed"
                ])
            let imported = try #require(result)
            #expect((imported.importedIDs, imported.skipped) == (["PXErrorA"], 1))
        }
    }

    @Test func theDryRunDiffShowsEveryChangedLine() throws {
        try TempSpec.with(Self.files) { spec in
            let (result, _) = Self.prepare(
                spec,
                Self.file(
                    spec,
                    [
                        ("PXErrorA", "A happened.", "A è accaduto."),
                        ("ServerError/190/458", "The app was removed.", "L'app è sparita.\nRiaccedi."),
                    ]))
            let imported = try #require(result)
            #expect(
                imported.diff(relativeTo: spec.root) == """
                    --- Pix/it.md
                    +++ Pix/it.md
                    @@ -4,7 +4,7 @@
                     
                     | Codice | Descrizione | Tattica |
                     | --- | --- | --- |
                    -| `PXErrorA` | È successo A. | |
                    +| `PXErrorA` | A è accaduto. | |
                     | Tutti gli altri | Qualcosa non va. | Contattare l'assistenza. |
                     
                     ## `PXClient`
                    @@ -25,4 +25,4 @@
                     
                     | Codice | Sottocodice | Categoria | Messaggio |
                     | --- | --- | --- | --- |
                    -| 190 | 458 | `PXErrorA` | L'app è stata rimossa. |
                    +| 190 | 458 | `PXErrorA` | L'app è sparita.<br>Riaccedi. |

                    """)
            #expect(Self.read(spec.path("it.md")) == Self.italian)
        }
    }

    @Test func aFileOfAnotherSourceLanguageOrIntoTheSourceLanguageIsRefused() throws {
        try TempSpec.with(Self.files) { spec in
            var file = Self.file(spec, [("PXErrorA", "A happened.", "A è accaduto.")])
            file.sourceLanguage = "de"
            #expect(
                Self.prepare(spec, file).diagnostics == [
                    "it.xliff:1:1: error: the file's source language is 'de' but the domain's is 'en'; was it "
                        + "exported from another domain? nothing was written"
                ])
            file.sourceLanguage = "en"
            file.language = "en"
            #expect(
                Self.prepare(spec, file).diagnostics == [
                    "it.xliff:1:1: error: the file's target language 'en' is the source language; translations "
                        + "go into the other languages' documents; nothing was written"
                ])
        }
    }

    @Test func aTranslationItsCellCannotHoldRefusesTheImport() throws {
        let html = """
            | Code | Description |
            | --- | --- |
            | `PXErrorA` | A happened. |

            <table>
            <tr><th>Code</th><th>Description</th></tr>
            <tr><td><code>PXErrorB</code></td><td>B happened.</td></tr>
            </table>
            """
        let italian = """
            | Codice | Descrizione |
            | --- | --- |
            | `PXErrorA` | È successo A. |

            <table>
            <tr><th>Codice</th><th>Descrizione</th></tr>
            <tr><td><code>PXErrorB</code></td><td>È successo B.</td></tr>
            </table>
            """
        // No 'PXErrorC': a config code that no document has is an error, and a domain with errors imports nothing.
        let config = TempSpec.config.replacingOccurrences(of: ",\n    \"PXErrorC\": 103", with: "")
        try TempSpec.with(["error-tables.json": config, "en.md": html, "it.md": italian]) { spec in
            let (result, diagnostics) = Self.prepare(
                spec,
                Self.file(
                    spec, [("PXErrorA", "A happened.", "A è accaduto."), ("PXErrorB", "B happened.", "B  è accaduto.")])
            )
            #expect(result == nil)
            #expect(
                diagnostics == [
                    "Pix/it.md:1:1: error: 1 translation cannot go into its cell; nothing was written",
                    "Pix/it.md:7:39: error: the new text of this HTML cell holds a tab, a carriage return, a form feed "
                        + "or consecutive spaces, which HTML shows as one space; use single spaces",
                ])
            #expect(Self.read(spec.path("it.md")) == italian)
        }
    }

    @Test func nothingIsImportedIntoADomainWithErrors() throws {
        let broken = TempSpec.source.replacingOccurrences(
            of: "| `PXErrorC` | C happened. |", with: "| `PXErrorC` | C. |\n| `PX` | C again. |")
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": broken, "it.md": TempSpec.italian]) { spec in
            let (result, diagnostics) = Self.prepare(
                spec, Self.file(spec, [("PXErrorA", "A happened.", "A è accaduto.")]))
            #expect(result == nil)
            #expect(
                diagnostics.last
                    == "Pix/error-tables.json:1:1: error: nothing is imported into a domain with errors; fix them and "
                    + "import again; nothing was written")
            #expect(diagnostics.filter { $0.contains(": error: ") }.count >= 2)
            #expect(Self.read(spec.path("it.md")) == TempSpec.italian)
        }
    }
}
