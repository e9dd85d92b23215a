import Foundation

extension LocaleResolution {
    /// Returns the BCP-47 tag (language, script, region) of a locale, the same on Linux and Apple.
    ///
    /// Only a script written in the identifier is kept, never an inferred one, and variants and
    /// `@` keywords are dropped.
    ///
    /// ```swift
    /// LocaleResolution.identifier(of: Locale(identifier: "zh_Hant_TW"))  // "zh-Hant-TW"
    /// LocaleResolution.identifier(of: Locale(identifier: "pt_BR"))       // "pt-BR"
    /// ```
    ///
    /// The tag of each locale identifier is computed once and kept (up to
    /// 256 of them), so asking again costs a dictionary lookup.
    public static func identifier(of locale: Locale) -> String {
        let raw = locale.identifier
        if let tag = identifierCache.withLock({ $0[raw] }) {
            return tag
        }
        let tag = LanguageTag.languageScriptRegion(of: raw)
        identifierCache.withLock { cache in
            if cache.count >= identifierCacheLimit {
                cache.removeAll()
            }
            cache[raw] = tag
        }
        return tag
    }

    /// How many locale identifiers' tags ``identifier(of:)`` keeps before it starts over.
    static let identifierCacheLimit = 256

    /// The tags computed by ``identifier(of:)``, by locale identifier.
    private static let identifierCache = Protected<[String: String]>([:])

    /// Returns the user's languages in order: `Locale.current`, then `Locale.preferredLanguages`.
    ///
    /// `Locale.current` comes first because on Apple platforms its language is the one the app's
    /// interface is shown in, so error texts match the rest of the screen; the preferred languages
    /// follow for texts that have no translation in that language.
    ///
    /// ```swift
    /// let texts = catalog.text(forKey: "X", preferredLanguages: LocaleResolution.currentIdentifiers())
    /// ```
    public static func currentIdentifiers() -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        let all =
            [identifier(of: Locale.current)] + Locale.preferredLanguages.map(LanguageTag.normalized)
        for tag in all where !tag.isEmpty && seen.insert(matchingKey(tag)).inserted {
            result.append(tag)
        }
        return result
    }
}
