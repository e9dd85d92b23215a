import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// `TranslationSkeleton`: a new language's document is the source with its text cells emptied, which `lint`
/// reads as an untranslated translation (one warning per cell, 0% coverage) and nothing else changes.
@Suite struct TranslationSkeletonTests {
    /// A source with what a translator must keep: an aligned table with an extra column, a fallback row, an
    /// escaped pipe, an inclusion paragraph, a class row the extractor skips, an HTML table and a lookup.
    static let source = """
        # Pix errors

        Every Pix error is one of these.

        ## Errors common to all methods

        | Code | Description | Recovery |
        | :--- | :---: | ---: |
        | `PXErrorA` | A happened \\| twice. | Retry. |
        | All others | Something else. | Report it. |

        ## `PXClient`

        ### load:

        | Code | Value | Description |
        | --- | --- | --- |
        | `PXErrorB` | 102 | B *happened*. |
        | **Server** | | |

        ### store:

        This method also returns the errors of `load:`.

        <table>
        <tr><th>Code</th><th>Description</th></tr>
        <tr><td><code>PXErrorC</code></td><td>C
        happened.</td></tr>
        </table>

        """

    static let expected = """
        <!-- Translation of en.md into fr. Translate the headings, the text and the empty
             table cells; keep the codes, numbers and table layout as they are. An empty cell shows the
             en text until it is translated. -->

        # Pix errors

        Every Pix error is one of these.

        ## Errors common to all methods

        | Code | Description | Recovery |
        | :--- | :---: | ---: |
        | `PXErrorA` |  |  |
        | All others |  |  |

        ## `PXClient`

        ### load:

        | Code | Value | Description |
        | --- | --- | --- |
        | `PXErrorB` | 102 |  |
        | **Server** | | |

        ### store:

        This method also returns the errors of `load:`.

        <table>
        <tr><th>Code</th><th>Description</th></tr>
        <tr><td><code>PXErrorC</code></td><td></td></tr>
        </table>

        """

    static func skeleton(of spec: TempSpec, language: String = "fr") throws -> (TranslationSkeleton, [String]) {
        var diagnostics = Diagnostics()
        let skeleton = try TranslationSkeleton.make(
            language: language, domainFolder: spec.root + "/" + spec.domain, diagnostics: &diagnostics)
        return (skeleton, diagnostics.sorted.map { $0.formatted(relativeTo: spec.root) })
    }

    @Test func emptiesEveryTextCellAndKeepsEverythingElse() throws {
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": Self.source]) { spec in
            let (skeleton, diagnostics) = try Self.skeleton(of: spec)
            #expect(String(decoding: skeleton.contents, as: UTF8.self) == Self.expected)
            #expect(skeleton.emptiedCells == 6)
            #expect(skeleton.path == spec.path("fr.md"))
            #expect(skeleton.language == "fr")
            #expect(diagnostics.filter { $0.contains("error:") || $0.contains("warning:") } == [])
            #expect(!FileManager.default.fileExists(atPath: spec.path("fr.md")), "make writes nothing")
        }
    }

    @Test func lintWarnsOncePerEmptiedCellWithNoCoverage() throws {
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": Self.source]) { spec in
            let (skeleton, _) = try Self.skeleton(of: spec)
            try skeleton.write()
            let (model, diagnostics) = spec.load()
            let french = diagnostics.filter { $0.hasPrefix("Pix/fr.md") && !$0.contains(": note: ") }
            #expect(
                french == [
                    "Pix/fr.md:13:3: warning: 'Recovery' of 'PXErrorA' is empty; the source-language text is used",
                    "Pix/fr.md:13:15: warning: 'PXErrorA' has an empty description",
                    "Pix/fr.md:14:3: warning: 'Recovery' of the fallback row 'All others' is empty; the source-language text is used",
                    "Pix/fr.md:14:15: warning: the fallback row 'All others' is empty; the source-language text is used",
                    "Pix/fr.md:22:21: warning: 'PXErrorB' has an empty description",
                    "Pix/fr.md:31:39: warning: 'PXErrorC' has an empty description",
                ])
            #expect(diagnostics.filter { $0.contains(": error: ") } == [])
            let domain = try #require(model?.domains.first)
            #expect(domain.languages == ["en", "fr"])
            #expect(domain.translationCoverage["fr"] == TranslationCoverage(translated: 0, total: 6))
        }
    }

    @Test func keepsByteOrderMarkLineEndingsAndFrontMatter() throws {
        let source =
            "\u{FEFF}---\r\ntitle: Pix\r\n---\r\n# Pix\r\n\r\n| Code | Description |\r\n| --- | --- |\r\n"
            + "| `PXErrorA` | A happened. |\r\n| `PXErrorB` | B happened. |"
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": source]) { spec in
            let (skeleton, _) = try Self.skeleton(of: spec, language: "pt-BR")
            #expect(
                String(decoding: skeleton.contents, as: UTF8.self)
                    == "\u{FEFF}---\r\ntitle: Pix\r\n---\r\n<!-- Translation of en.md into pt-BR. Translate the headings, "
                    + "the text and the empty\r\n     table cells; keep the codes, numbers and table layout as they "
                    + "are. An empty cell shows the\r\n     en text until it is translated. -->\r\n\r\n# Pix\r\n\r\n"
                    + "| Code | Description |\r\n| --- | --- |\r\n| `PXErrorA` |  |\r\n| `PXErrorB` |  |")
            #expect(skeleton.emptiedCells == 2)
        }
    }

    @Test func tablesInContainersAndOneLineHTML() throws {
        let source = """
            # Pix

            > | Code | Description |
            > | --- | --- |
            > | `PXErrorA` | A \\| a. |

            - item

              | Code | Description |
              |---|---|
              |`PXErrorB`|B\t|

            <table><thead><tr><th>Code</th><th>Description</th></tr></thead>
            <tbody><tr><td><code>PXErrorC</code></td><td colspan="1">C &amp; c<br>more</td></tr></tbody></table>

            """
        let expected = """
            # Pix

            > | Code | Description |
            > | --- | --- |
            > | `PXErrorA` |  |

            - item

              | Code | Description |
              |---|---|
              |`PXErrorB`|\t|

            <table><thead><tr><th>Code</th><th>Description</th></tr></thead>
            <tbody><tr><td><code>PXErrorC</code></td><td colspan="1"></td></tr></tbody></table>

            """
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": source]) { spec in
            let (skeleton, _) = try Self.skeleton(of: spec, language: "de")
            let lines = String(decoding: skeleton.contents, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.dropFirst(4).joined(separator: "\n") == expected)
            #expect(skeleton.emptiedCells == 3)
            try skeleton.write()
            let (model, diagnostics) = spec.load()
            let german = diagnostics.filter { $0.hasPrefix("Pix/de.md") }
            #expect(
                german == [
                    "Pix/de.md:9:17: warning: 'PXErrorA' has an empty description",
                    "Pix/de.md:15:15: warning: 'PXErrorB' has an empty description",
                    "Pix/de.md:18:58: warning: 'PXErrorC' has an empty description",
                ])
            #expect(model?.domains.first?.translationCoverage["de"] == TranslationCoverage(translated: 0, total: 3))
        }
    }

    @Test func aLookupKeepsItsKeysAndLosesItsMessages() throws {
        let config = """
            { "codePrefix": "PXError", "codes": { "PXErrorA": 1, "PXErrorB": 2 },
              "lookups": { "ServerError": { "columns": { "code": 1, "subcode": 2, "case": 3, "message": 4 } } } }
            """
        let source = """
            | Code | Description |
            | --- | --- |
            | `PXErrorA` | A happened. |
            | `PXErrorB` | B happened. |

            | Code | Subcode | Case | Message |
            | --- | --- | --- | --- |
            | 190 | 458 | `PXErrorA` | Log in again. |
            | 200-299 | | `PXErrorB` | Grant it. |
            | All others | | | Try later. |
            """
        try TempSpec.with(["error-tables.json": config, "en.md": source]) { spec in
            let (skeleton, _) = try Self.skeleton(of: spec, language: "it")
            let text = String(decoding: skeleton.contents, as: UTF8.self)
            #expect(
                text.hasSuffix(
                    """
                    | Code | Subcode | Case | Message |
                    | --- | --- | --- | --- |
                    | 190 | 458 | `PXErrorA` |  |
                    | 200-299 | | `PXErrorB` |  |
                    | All others | | |  |
                    """))
            #expect(skeleton.emptiedCells == 5)
            try skeleton.write()
            let (model, diagnostics) = spec.load()
            #expect(diagnostics.filter { $0.contains(": error: ") } == [])
            #expect(diagnostics.filter { $0.hasPrefix("Pix/it.md") && $0.contains("warning:") }.count == 5)
            let lookup = try #require(model?.domains.first?.lookups.first)
            #expect(lookup.entries.allSatisfy { $0.message.texts["it"] == nil })
        }
    }

    @Test func goesWhereTheDocumentsPatternPointsAndCreatesTheFolder() throws {
        let config = #"{ "codePrefix": "PXError", "documents": "../docs/{language}/errors.md" }"#
        try TempSpec.with(["error-tables.json": config]) { spec in
            try FileManager.default.createDirectory(atPath: spec.root + "/.git", withIntermediateDirectories: true)
            let english = spec.root + "/docs/en"
            try FileManager.default.createDirectory(atPath: english, withIntermediateDirectories: true)
            try Data(TempSpec.source.utf8).write(to: URL(fileURLWithPath: english + "/errors.md"))
            let (skeleton, _) = try Self.skeleton(of: spec, language: "hi")
            #expect(skeleton.path == spec.root + "/docs/hi/errors.md")
            try skeleton.write()
            let (model, diagnostics) = spec.load()
            #expect(diagnostics.filter { $0.contains(": error: ") } == [])
            #expect(model?.domains.first?.languages == ["en", "hi"])
        }
    }

    @Test func refusesWithoutWriting() throws {
        let files = ["error-tables.json": TempSpec.config, "en.md": TempSpec.source, "it.md": TempSpec.italian]
        try TempSpec.with(files) { spec in
            func refusal(_ language: String) -> String? {
                var diagnostics = Diagnostics()
                do throws(FatalDiagnostic) {
                    _ = try TranslationSkeleton.make(
                        language: language, domainFolder: spec.root + "/" + spec.domain, diagnostics: &diagnostics)
                    return nil
                } catch {
                    return error.diagnostic.formatted(relativeTo: spec.root)
                }
            }
            #expect(
                refusal("it")
                    == "Pix/it.md:1:1: error: 'it' already has a document; a skeleton never overwrites one (translate it in place, or remove it first); nothing was written"
            )
            #expect(
                refusal("IT")
                    == "Pix/it.md:1:1: error: 'IT' already has a document; a skeleton never overwrites one (translate it in place, or remove it first); nothing was written"
            )
            #expect(
                refusal("en")
                    == "Pix/error-tables.json:5:3: error: 'en' is the source language: its document is the source; nothing was written"
            )
            #expect(
                refusal("french")
                    == "error-tables: error: 'french' is not a BCP-47 language tag such as 'fr' or 'pt-BR'; nothing was written"
            )
            let names = try FileManager.default.contentsOfDirectory(atPath: spec.root + "/Pix").sorted()
            #expect(names == ["en.md", "error-tables.json", "it.md"])
        }
    }

    @Test func refusesASourceWithErrors() throws {
        let source = """
            | Code | Value | Description |
            | --- | --- | --- |
            | `PXErrorA` | 300-200 | A happened. |
            | `OtherA` | 7 | Without the code prefix the config names: a contradiction. |
            """
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": source]) { spec in
            var diagnostics = Diagnostics()
            #expect(throws: FatalDiagnostic(.skeletonSourceHasErrors(spec.path("en.md")))) {
                try TranslationSkeleton.make(
                    language: "fr", domainFolder: spec.root + "/" + spec.domain, diagnostics: &diagnostics)
            }
            #expect(diagnostics.errorCount > 0)
        }
    }

    @Test func writeNeverReplacesAFileThatAppearedMeanwhile() throws {
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": TempSpec.source]) { spec in
            let (skeleton, _) = try Self.skeleton(of: spec)
            try Data("mine".utf8).write(to: URL(fileURLWithPath: spec.path("fr.md")))
            #expect(throws: FatalDiagnostic(.skeletonDocumentExists("fr", path: spec.path("fr.md")))) {
                try skeleton.write()
            }
            let mine = try String(contentsOfFile: spec.path("fr.md"), encoding: .utf8)
            #expect(mine == "mine")
            let names = try FileManager.default.contentsOfDirectory(atPath: spec.root + "/Pix").sorted()
            #expect(names == ["en.md", "error-tables.json", "fr.md"])
        }
    }
}
