import Foundation

extension ErrorTextCatalog {
    /// Where the first of `keys` with a source-language text lives, for Foundation's own lookup.
    ///
    /// With a bundle: that key in ``table`` of the bundle, the source text as default value; without one,
    /// or when no key has a source text: the text for `preferredLanguages` (else `fallback`) as its own key.
    ///
    /// ```swift
    /// catalog.reference(forKeys: ["K"], preferredLanguages: ["it"], fallback: "Error 1")
    /// ```
    public func reference(forKeys keys: [String], preferredLanguages: [String], fallback: String)
        -> ErrorTextReference
    {
        if let bundle {
            let sourceTable = usableTable(forLanguage: sourceLanguage)
            for key in keys {
                if let text = sourceTable[key] ?? embeddedSourceTexts[key], !Self.isBlank(text) {
                    return ErrorTextReference(key: key, table: table, bundleURL: bundle.bundleURL, defaultValue: text)
                }
            }
        }
        let text = text(forKeys: keys, preferredLanguages: preferredLanguages) ?? fallback
        return ErrorTextReference(key: text, table: table, bundleURL: nil, defaultValue: text)
    }
}
