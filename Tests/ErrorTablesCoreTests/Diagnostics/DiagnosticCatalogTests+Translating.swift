@testable import ErrorTablesCore

extension DiagnosticCatalogTests {
    /// The messages of translation units and their export (Translation/).
    static let translatingEntries: [Entry] = [
        Entry(
            "translationUnitCollision", .translationUnitCollision("*", firstLine: 12, at: at),
            "spec/Auth/it.md:3:5: warning: this text's translation unit id '*' is also the id of the text at line 12; only that one is exported"
        ),
        Entry(
            "characterNotInXML", .characterNotInXML("\u{1}", unit: "signIn:/PXErrorA", at: at),
            "spec/Auth/it.md:3:5: error: the translation unit 'signIn:/PXErrorA' holds U+0001, a character XML 1.0 cannot hold even escaped; remove it from the document and export again"
        ),
    ]
}
