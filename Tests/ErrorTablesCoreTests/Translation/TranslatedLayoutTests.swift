import Foundation
import Testing

@testable import ErrorTablesCore

/// A translated table is read with the layout of the source tables that hold its codes, also when an earlier
/// source table of another layout has its code column in the same place (a skeleton's empty cells, and any
/// translation, depend on it).
@Suite struct TranslatedLayoutTests {
    static let source = """
        ## Errors common to all methods

        | Code | Description | Recovery |
        | --- | --- | --- |
        | `PXErrorA` | A happened. | Retry. |

        ## `PXClient`

        ### load:

        | Code | Value | Description |
        | --- | --- | --- |
        | `PXErrorB` | 102 | B happened. |
        """

    static let italian = """
        ## Errori comuni

        | Codice | Descrizione | Rimedio |
        | --- | --- | --- |
        | `PXErrorA` | È successo A. | Riprova. |

        ## `PXClient`

        ### carica:

        | Codice | Valore | Descrizione |
        | --- | --- | --- |
        | `PXErrorB` | 102 | È successo B. |
        """

    @Test func theRawValueIsNoDescription() throws {
        let files = ["error-tables.json": TempSpec.config, "en.md": Self.source, "it.md": Self.italian]
        try TempSpec.with(files) { spec in
            let (model, diagnostics) = spec.load()
            #expect(diagnostics.filter { $0.hasPrefix("Pix/it.md") } == [])
            let domain = try #require(model?.domains.first)
            let load = try #require(domain.methods.first { $0.symbol == "load:" })
            #expect(load.ownErrors.first?.description.texts == ["en": "B happened.", "it": "È successo B."])
            #expect(domain.translationCoverage["it"] == TranslationCoverage(translated: 3, total: 3))
        }
    }
}
