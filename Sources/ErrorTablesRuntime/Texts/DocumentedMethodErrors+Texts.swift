import Foundation

extension DocumentedMethodErrors {
    /// Returns the method's text for the error in `locale`, with fallbacks; never empty.
    ///
    /// A documented case tries the method's own text, then the code's description, then the "all
    /// others" text; an undocumented error tries the "all others" text, then the description of
    /// its code when the domain knows it. Every language is tried for all keys before the next
    /// language; a readable English sentence is the last resort.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError.networkError.localizedDescription(locale: Locale(identifier: "it_IT"))
    /// ```
    public func localizedDescription(locale: Locale) -> String {
        localizedDescription(preferredLanguages: [LocaleResolution.identifier(of: locale)])
    }

    /// Returns the method's text for languages in order of preference; never empty.
    ///
    /// ```swift
    /// failure.localizedDescription(preferredLanguages: ["hi-IN", "en"])
    /// ```
    public func localizedDescription(preferredLanguages: [String]) -> String {
        let text = Code.textCatalog.text(forKeys: descriptionKeys, preferredLanguages: preferredLanguages)
        return text ?? fallbackDescription(preferredLanguages: preferredLanguages)
    }

    /// The catalog keys of the description in the order they are tried: for a documented case the
    /// method's own text, the code's description, the "all others" text; for an undocumented error the
    /// method's texts, then the description of its code when the domain knows it.
    var descriptionKeys: [String] {
        var keys: [String] = []
        keys.reserveCapacity(3)
        if let code {
            if let key = descriptionKey { keys.append(key) }
            keys.append(code.descriptionKey)
            if let key = Self.fallbackKey { keys.append(key) }
        } else {
            if let key = descriptionKey { keys.append(key) }
            if let key = Self.fallbackKey { keys.append(key) }
            if let known = undocumentedError.flatMap({ Code(error: $0.underlying) }) {
                keys.append(known.descriptionKey)
            }
        }
        return keys
    }

    /// Returns the code's failure reason for `locale`, or nil when undocumented.
    ///
    /// ```swift
    /// failure.localizedFailureReason(locale: Locale(identifier: "it"))
    /// ```
    public func localizedFailureReason(locale: Locale) -> String? {
        code?.localizedFailureReason(locale: locale)
    }

    /// Returns the code's recovery suggestion for `locale`, or nil when undocumented.
    ///
    /// ```swift
    /// failure.localizedRecoverySuggestion(locale: Locale(identifier: "it"))
    /// ```
    public func localizedRecoverySuggestion(locale: Locale) -> String? {
        code?.localizedRecoverySuggestion(locale: locale)
    }

    /// The sentence shown when no text is found in any language: for an undocumented error, in the
    /// first of the catalog's languages to try (the language of the app's other error texts) when the
    /// runtime has the sentence in it.
    func fallbackDescription(preferredLanguages: [String]) -> String {
        if let code {
            return code.fallbackDescription
        }
        let language = Code.textCatalog.candidates(preferredLanguages: preferredLanguages).first ?? "en"
        return ErrorTextFallback.undocumented(
            symbol: Self.symbol, domain: undocumentedError?.domain ?? Code.errorDomain,
            code: undocumentedError?.code ?? 0, language: language)
    }
}
