import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables import`: writing an edited export back, the dry run, the refusal and `--force`, usage errors.
@Suite struct ImportVerbTests {
    static let oldTarget = "I server di Facebook hanno segnalato un problema temporaneo."
    static let newTarget = "I server di Facebook hanno un problema | temporaneo."

    /// Copies the Facebook domain, exports its Italian as XLIFF and edits one target (and, with `source`,
    /// that unit's source text); runs `body` with the folder.
    static func withEditedExport(source: String? = nil, _ body: (TemporaryFolder) throws -> Void) throws {
        try TemporaryFolder.with { folder in
            try folder.copyRepositorySpec("Facebook")
            let export = folder.run([
                "export", "--spec", folder.path("spec"), "--language", "it", "--format", "xliff", "--output",
                folder.path("it.xliff"),
            ])
            #expect(export.status == 0)
            try folder.edit("it.xliff", replacing: Self.oldTarget, with: Self.newTarget)
            if let source {
                try folder.edit(
                    "it.xliff", replacing: "<source>Facebook's servers reported a temporary problem.</source>",
                    with: "<source>\(source)</source>")
            }
            try body(folder)
        }
    }

    @Test func importsAnEditedExportIntoItsCell() throws {
        try Self.withEditedExport { folder in
            let before = try #require(folder.read("spec/Facebook/it.md"))
            let (status, output, errors) = folder.run(["import", "--spec", "spec", "it.xliff"])
            #expect(errors == "")
            #expect(status == 0)
            #expect(output == "spec/Facebook/it.md: 1 imported, 43 unchanged, 0 skipped\n")
            #expect(
                folder.read("spec/Facebook/it.md")
                    == before.replacingOccurrences(
                        of: "| " + Self.oldTarget + " |",
                        with: #"| I server di Facebook hanno un problema \| temporaneo. |"#))
            // Once more: nothing left to import, nothing changes.
            let again = folder.run(["import", "--spec", "spec", "it.xliff"])
            #expect(again.output == "spec/Facebook/it.md: 0 imported, 44 unchanged, 0 skipped\n")
        }
    }

    @Test func aDryRunPrintsTheDiffAndWritesNothing() throws {
        try Self.withEditedExport { folder in
            let before = folder.read("spec/Facebook/it.md")
            let (status, output, errors) = folder.run(["import", "--spec", "spec", "--dry-run", "it.xliff"])
            #expect(errors == "")
            #expect(status == 0)
            #expect(
                output == """
                    --- spec/Facebook/it.md
                    +++ spec/Facebook/it.md
                    @@ -12,7 +12,7 @@
                     
                     | Classificazione dell'errore | Motivo | Tattica di recupero |
                     | --- | --- | --- |
                    -| `FBErrorCategoryServer` | I server di Facebook hanno segnalato un problema temporaneo. | Riprovare la richiesta un numero limitato di volte. |
                    +| `FBErrorCategoryServer` | I server di Facebook hanno un problema \\| temporaneo. | Riprovare la richiesta un numero limitato di volte. |
                     | `FBErrorCategoryFacebookOther` | L'errore proviene da Facebook ma non rientra in nessun'altra classificazione, spesso perché è più recente di questa versione dell'SDK. | Mostrare all'utente un messaggio generico. |
                     | `FBErrorCategoryBadRequest` | L'app ha inviato una richiesta non valida o mal formata. | Correggere la richiesta nell'app, perché inviarla di nuovo senza modifiche produrrebbe lo stesso errore. |
                     | `FBErrorCategoryInvalid` | Non è stato possibile classificare l'errore. | Mostrare all'utente un messaggio generico. |
                    spec/Facebook/it.md: 1 to import, 43 unchanged, 0 skipped

                    """)
            #expect(folder.read("spec/Facebook/it.md") == before)
        }
    }

    @Test func aChangedSourceTextIsRefusedUnlessForced() throws {
        try Self.withEditedExport(source: "Facebook's servers had a problem.") { folder in
            let before = folder.read("spec/Facebook/it.md")
            let refused = folder.run(["import", "--spec", "spec", "it.xliff"])
            #expect(refused.status == 1)
            #expect(refused.output == "")
            #expect(
                refused.errors == """
                    spec/Facebook/en.md:15:29: error: 'FBErrorCategoryServer' was translated from 'Facebook's servers had a problem.' but the source now reads 'Facebook's servers reported a temporary problem.'; export again and translate the new text, or import with --force
                    it.xliff:1:1: error: 1 unit was translated from an older source text; nothing was written (import with --force to write them anyway)

                    """)
            #expect(folder.read("spec/Facebook/it.md") == before)

            let forced = folder.run(["import", "--spec", "spec", "--force", "it.xliff"])
            #expect(forced.status == 0)
            #expect(
                forced.errors
                    == "spec/Facebook/en.md:15:29: warning: 'FBErrorCategoryServer' was translated from 'Facebook's "
                    + "servers had a problem.' but the source now reads 'Facebook's servers reported a temporary "
                    + "problem.'; imported anyway (--force): review it against the new text\n")
            #expect(
                forced.output
                    == "spec/Facebook/it.md: 1 imported, 43 unchanged, 0 skipped, 1 imported over a changed source text; "
                    + "updated translations.lock\n"
            )
            #expect(folder.read("spec/Facebook/it.md")?.contains(#"hanno un problema \| temporaneo."#) == true)
        }
    }

    @Test(arguments: [
        (
            ["--spec", "spec"],
            "error-tables import: error: missing argument <file>\nUSAGE: error-tables import <file> --spec <dir> "
                + "[--domain <name>] [--language <tag>] [--force] [--dry-run] [--verbose] [--allow-outside-repository]\n"
        ),
        (
            ["it.xliff"],
            "error-tables import: error: missing required option --spec <dir>\nUSAGE: error-tables import <file> "
                + "--spec <dir> [--domain <name>] [--language <tag>] [--force] [--dry-run] [--verbose] "
                + "[--allow-outside-repository]\n"
        ),
        (
            ["--spec", "spec", "--language", "italiano", "it.xliff"],
            "error-tables import: error: 'italiano' is not a language tag; write one such as it, hi or pt-BR\n"
        ),
        (
            ["--spec", "spec", "missing.xliff"],
            "missing.xliff:1:1: error: cannot read this path: no such file\n"
        ),
        (
            ["--spec", "spec", "--domain", "Facebok", "it.xliff"],
            "error-tables import: error: no domain 'Facebok' in the spec folder (Facebook, FirebaseAuth); did you mean "
                + "'Facebook'?\n"
        ),
        (
            ["--spec", "spec", "it.xcstrings"],
            "error-tables import: error: the spec folder holds several domains (Facebook, FirebaseAuth); name one "
                + "with --domain\n"
        ),
    ])
    func usageErrors(_ arguments: [String], _ expected: String) throws {
        try Self.withEditedExport { folder in
            try folder.copyRepositorySpec("FirebaseAuth")
            try folder.write(
                "it.xcstrings",
                #"{"sourceLanguage": "en", "strings": {"A": {"localizations": {"it": {"stringUnit": {"state": "translated", "value": "a"}}}}}}"#
            )
            let before = folder.read("spec/Facebook/it.md")
            let (status, output, errors) = folder.run(["import"] + arguments)
            #expect(status == 2)
            #expect(output == "")
            #expect(errors.hasPrefix(expected))
            #expect(folder.read("spec/Facebook/it.md") == before)
        }
    }

    @Test func theXLIFFsOwnDomainIsChosenAmongSeveral() throws {
        try Self.withEditedExport { folder in
            try folder.copyRepositorySpec("FirebaseAuth")
            let (status, output, _) = folder.run(["import", "--spec", "spec", "it.xliff"])
            #expect(status == 0)
            #expect(output == "spec/Facebook/it.md: 1 imported, 43 unchanged, 0 skipped\n")
        }
    }
}
