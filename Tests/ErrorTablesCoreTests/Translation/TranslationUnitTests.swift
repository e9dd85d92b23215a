import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// `TranslationUnitBuilder`: every translatable cell of a small domain (domain, group and method tables, an extra
/// column, fallback rows, a lookup), with the translation's cells, a missing and an identical translation.
@Suite struct TranslationUnitTests {
    /// The config: `TempSpec.config` with the `ServerError` lookup.
    static let config = LookupModelTests.config(lookups: "{\n    " + LookupModelTests.lookupConfig + "\n  }")

    /// `⟨name⟩` marks each cell the units must point at.
    static let source = """
        # Pix errors

        ## Errors common to all methods

        | Code | Description | Recovery tactic |
        | --- | --- | --- |
        | `PXErrorA` | ⟨aDescription⟩A happened. | ⟨aTactic⟩Try again. |
        | All others | ⟨fallback⟩Something went wrong. | ⟨fallbackTactic⟩Contact support. |

        ## `PXClient`

        ### Common errors

        | Code | Description |
        | --- | --- |
        | `PXErrorB` | ⟨bDescription⟩B happened to the client. |
        | All others | ⟨groupFallback⟩The client failed. |

        ### load:

        | Code | Description |
        | --- | --- |
        | `PXErrorC` | ⟨cDescription⟩C happened while loading. |
        | All others | ⟨loadFallback⟩Loading failed. |

        ## Server codes

        | Code | Subcode | Category | Message |
        | --- | --- | --- | --- |
        | 190 | 458 | `PXErrorA` | ⟨message⟩The app was removed. |
        | All others | | | ⟨messageFallback⟩Server error. |
        """

    /// Italian: `PXErrorA`'s tactic empty (missing; an empty cell starts right after its pipe), `PXErrorB`
    /// left in English (identical), the group's and the load table's fallback rows and the lookup's missing.
    static let italian = """
        # Errori Pix

        ## Errori comuni

        | Codice | Descrizione | Tattica |
        | --- | --- | --- |
        | `PXErrorA` | ⟨itA⟩È successo A. |⟨itATactic⟩ |
        | Tutti gli altri | ⟨itFallback⟩Qualcosa non va. | ⟨itFallbackTactic⟩Contattare l'assistenza. |

        ## `PXClient`

        ### Errori comuni

        | Codice | Descrizione |
        | --- | --- |
        | `PXErrorB` | ⟨itB⟩B happened to the client. |

        ### carica:

        | Codice | Descrizione |
        | --- | --- |
        | `PXErrorC` | ⟨itC⟩È successo C durante il caricamento. |

        ## Codici del server

        | Codice | Sottocodice | Categoria | Messaggio |
        | --- | --- | --- | --- |
        | 190 | 458 | `PXErrorA` | ⟨itMessage⟩L'app è stata rimossa. |
        """

    /// Loads the spec's one domain with its sources and builds its units.
    static func units(_ spec: TempSpec) throws -> (units: [TranslationUnit], diagnostics: [String]) {
        var diagnostics = Diagnostics()
        let sources = try #require(SpecLoading.sources(folder: spec.root + "/Pix", diagnostics: &diagnostics))
        let units = TranslationUnitBuilder(sources).build(diagnostics: &diagnostics)
        return (units, diagnostics.sorted.map { $0.formatted(relativeTo: spec.root) })
    }

    /// A unit as one line: id, kind, owner, code, header, source text, the Italian text, and every cell.
    static func line(_ unit: TranslationUnit, root: String) -> String {
        func place(_ cell: TranslationUnit.Cell?) -> String {
            guard let cell else { return "-" }
            let path = Diagnostic.relativePath(cell.location.path, to: root)
            return "\(path):\(cell.location.line):\(cell.location.column)@\(cell.table.line)#\(cell.column)"
        }
        let italian = unit.translations["it"]
        return "\(unit.id) | \(unit.kind) | \(unit.owner) | \(unit.code) | \(unit.columnHeader) | \(unit.sourceText) "
            + "| \(italian?.text ?? "nil") | \(place(unit.sourceCell)) | \(place(italian?.cell))"
            + (unit.needsTranslation ? "" : " | same in every language")
    }

    @Test func everyTextOfTheDomainIsOneUnitInDocumentOrder() throws {
        try TempSpec.with(["error-tables.json": Self.config, "en.md": Self.source, "it.md": Self.italian]) { spec in
            let (units, _) = try Self.units(spec)
            #expect(
                units.map { Self.line($0, root: spec.root) } == [
                    "PXErrorA | description | domain | PXErrorA | Description | A happened. | È successo A. "
                        + "| \(spec["aDescription"])@5#1 | \(spec["itA"])@5#1",
                    "PXErrorA.recoveryTactic | extra(column: 2, header: \"Recovery tactic\") | domain | PXErrorA "
                        + "| Recovery tactic | Try again. | nil | \(spec["aTactic"])@5#2 | \(spec["itATactic"])@5#2",
                    "* | fallback | domain | All others | Description | Something went wrong. | Qualcosa non va. "
                        + "| \(spec["fallback"])@5#1 | \(spec["itFallback"])@5#1",
                    "*.recoveryTactic | fallbackExtra(column: 2, header: \"Recovery tactic\") | domain | All others "
                        + "| Recovery tactic | Contact support. | Contattare l'assistenza. "
                        + "| \(spec["fallbackTactic"])@5#2 | \(spec["itFallbackTactic"])@5#2",
                    "PXClient/PXErrorB | description | group(\"PXClient\") | PXErrorB | Description "
                        + "| B happened to the client. | B happened to the client. "
                        + "| \(spec["bDescription"])@14#1 | \(spec["itB"])@14#1",
                    "PXClient/* | fallback | group(\"PXClient\") | All others | Description | The client failed. | nil "
                        + "| \(spec["groupFallback"])@14#1 | -",
                    "load:/PXErrorC | description | method(\"load:\") | PXErrorC | Description "
                        + "| C happened while loading. | È successo C durante il caricamento. "
                        + "| \(spec["cDescription"])@21#1 | \(spec["itC"])@20#1",
                    "load:/* | fallback | method(\"load:\") | All others | Description | Loading failed. | nil "
                        + "| \(spec["loadFallback"])@21#1 | -",
                    "ServerError/190/458 | lookupMessage | lookup(\"ServerError\") | 190/458 | Message "
                        + "| The app was removed. | L'app è stata rimossa. | \(spec["message"])@28#3 "
                        + "| \(spec["itMessage"])@26#3",
                    "ServerError/* | lookupFallback | lookup(\"ServerError\") | * | Message | Server error. | nil "
                        + "| \(spec["messageFallback"])@28#3 | -",
                ])
            #expect(units[8].lookupCode == "PXErrorA")
            #expect(Set(units.map(\.id)).count == units.count)
        }
    }

    @Test func aDomainWithoutTranslationsHasUnitsWithoutTranslations() throws {
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": TempSpec.source]) { spec in
            let (units, diagnostics) = try Self.units(spec)
            #expect(diagnostics == [])
            #expect(units.map(\.id) == ["PXErrorA", "load:/PXErrorB", "store:/PXErrorC"])
            #expect(units.allSatisfy { $0.translations.isEmpty })
        }
    }

    @Test func unitsAreTheSameOnEveryBuild() throws {
        try TempSpec.with(["error-tables.json": Self.config, "en.md": Self.source, "it.md": Self.italian]) { spec in
            let first = try Self.units(spec)
            let second = try Self.units(spec)
            #expect(first.units == second.units)
            #expect(first.diagnostics == second.diagnostics)
        }
    }

    @Test func twoUnitsWithOneIdKeepTheFirstAndAreReported() throws {
        // Two domain-common tables, each with a fallback row: both would be `*`.
        let source = """
            # Pix errors

            | Code | Description |
            | --- | --- |
            | `PXErrorA` | A happened. |
            | All others | Something went wrong. |

            ## More

            | Code | Description |
            | --- | --- |
            | `PXErrorB` | B happened. |
            | All others | ⟨second⟩Something else went wrong. |
            """
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": source]) { spec in
            let (units, diagnostics) = try Self.units(spec)
            #expect(units.map(\.id) == ["PXErrorA", "*", "PXErrorB"])
            #expect(units[1].sourceText == "Something went wrong.")
            #expect(
                diagnostics.contains(
                    "\(spec["second"]): warning: this text's translation unit id '*' is also the id of the text at "
                        + "line 6; only that one is exported"))
        }
    }

    @Test func everyUnitOfTheSeedsHasAUniqueIdAndItsTranslationsCells() throws {
        for domain in ["FirebaseAuth", "Facebook"] {
            var diagnostics = Diagnostics()
            let folder = PackageRoot.path + "/spec/" + domain
            let sources = try #require(SpecLoading.sources(folder: folder, diagnostics: &diagnostics))
            let units = TranslationUnitBuilder(sources).build(diagnostics: &diagnostics)
            #expect(diagnostics.errorCount == 0)
            #expect(Set(units.map(\.id)).count == units.count, "\(domain)")
            for unit in units {
                for language in sources.domain.languages.dropFirst() {
                    let translation = try #require(unit.translations[language], "\(domain) \(unit.id) \(language)")
                    #expect(translation.text != nil, "\(domain) \(unit.id) \(language)")
                    #expect(translation.cell?.location.path.hasSuffix("/\(language).md") == true)
                }
                // Every cell starts right after its pipe and its spaces, in the source and each translation.
                for cell in [unit.sourceCell] + unit.translations.values.compactMap(\.cell) {
                    let before = try Self.text(before: cell.location)
                    #expect(before.hasSuffix("| ") || before.hasSuffix("|"), "\(unit.id) \(cell.location)")
                    #expect(before.filter { $0 == "|" }.count == cell.column + 1, "\(unit.id) \(cell.location)")
                }
            }
        }
    }

    /// The text of a location's line before its column (UTF-8 bytes).
    static func text(before location: ErrorTablesCore.SourceLocation) throws -> String {
        let text = try String(contentsOfFile: location.path, encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
        return String(decoding: Array(line.utf8).prefix(location.column - 1), as: UTF8.self)
    }
}
