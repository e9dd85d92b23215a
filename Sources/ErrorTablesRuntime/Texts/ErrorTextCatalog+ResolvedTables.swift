import Foundation

extension ErrorTextCatalog {
    /// How many lists of preferred languages a catalog keeps resolved before it starts over.
    static let resolvedTablesLimit = 64

    /// Returns the usable texts of each language to try for `preferredLanguages`, in order.
    ///
    /// The languages are chosen by ``candidates(preferredLanguages:)`` and their texts merged and
    /// cleaned by ``usableTable(forLanguage:)`` once per list of preferred languages; later
    /// lookups with the same list cost one dictionary lookup.
    func resolvedTables(preferredLanguages: [String]) -> [[String: String]] {
        if let tables = cache.withLock({ $0.resolvedTables[preferredLanguages] }) {
            return tables
        }
        let tables = candidates(preferredLanguages: preferredLanguages).map(usableTable(forLanguage:))
        cache.withLock { cache in
            if cache.resolvedTables.count >= Self.resolvedTablesLimit {
                cache.resolvedTables.removeAll()
            }
            cache.resolvedTables[preferredLanguages] = tables
        }
        return tables
    }

    /// Returns one language's texts as a lookup sees them: the bundle's table, else the texts given
    /// at initialization, leaving out every text that is empty or only white space, and, in a language
    /// other than the source language, a bundle text that only copies the compiled source text of a key
    /// the language has no compiled text for (the generator's fill for a missing translation).
    ///
    /// Built once per language, so no text is checked for white space on a lookup.
    func usableTable(forLanguage language: String) -> [String: String] {
        let key = LocaleResolution.matchingKey(language)
        if let table = cache.withLock({ $0.usableTables[key] }) {
            return table
        }
        let bundleTable = loadedTable(forLanguage: language)
        let given = localizedTexts[key] ?? [:]
        var table: [String: String] = [:]
        table.reserveCapacity(max(bundleTable.count, given.count))
        for (textKey, text) in given where !Self.isBlank(text) {
            table[textKey] = text
        }
        let isSourceLanguage = key == LocaleResolution.matchingKey(sourceLanguage)
        for (textKey, text) in bundleTable where !Self.isBlank(text) {
            // The generator fills a translation's missing texts with the source text, so that Foundation's own
            // lookup resolves every key; such a copy is no translation, and the next language is tried, as
            // without a bundle.
            if !isSourceLanguage, given[textKey] == nil, embeddedSourceTexts[textKey] == text { continue }
            table[textKey] = text
        }
        return cache.withLock { cache in
            if let stored = cache.usableTables[key] {
                return stored
            }
            cache.usableTables[key] = table
            return table
        }
    }

    /// Whether a text is empty or only white space and newlines, as
    /// `text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty` decides, without copying.
    ///
    /// ASCII scalars are decided by their value (tab, line feed, vertical tab, form feed, carriage
    /// return and space are white space); other scalars by `CharacterSet.whitespacesAndNewlines`.
    static func isBlank(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                guard scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) else { return false }
            } else if !CharacterSet.whitespacesAndNewlines.contains(scalar) {
                return false
            }
        }
        return true
    }
}
