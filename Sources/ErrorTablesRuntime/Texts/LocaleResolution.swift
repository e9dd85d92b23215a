import Foundation

/// Chooses which of the available languages to try, in order, for a requested locale.
///
/// ```swift
/// LocaleResolution.candidates(for: "pt_BR", available: ["en", "pt", "it"], sourceLanguage: "en")
/// // ["pt", "en"]
/// ```
public enum LocaleResolution {
    /// Returns the available languages to try for one requested language tag, source language last.
    ///
    /// The tag is normalized (`_` becomes `-`, matching ignores case), then subtags are dropped from
    /// the right (`zh-Hant-TW` → `zh-Hant` → `zh`); a Chinese tag with a region but no script also
    /// tries the script the region implies (`zh-TW` → `zh-Hant`). Each candidate is returned as
    /// spelled in `available`; the source language always comes last and only once.
    ///
    /// ```swift
    /// LocaleResolution.candidates(for: "zh-Hant-TW", available: ["zh-hant", "en"], sourceLanguage: "en")
    /// // ["zh-hant", "en"]
    /// ```
    public static func candidates(
        for identifier: String, available: [String], sourceLanguage: String
    ) -> [String] {
        candidates(forPreferred: [identifier], available: available, sourceLanguage: sourceLanguage)
    }

    /// Returns the available languages to try for several requested tags in order of preference.
    ///
    /// The fallback chains of all tags are concatenated and deduplicated, and the source language
    /// comes last.
    ///
    /// ```swift
    /// LocaleResolution.candidates(
    ///   forPreferred: ["fr-CA", "it"], available: ["en", "fr", "it"], sourceLanguage: "en")
    /// // ["fr", "it", "en"]
    /// ```
    public static func candidates(
        forPreferred identifiers: [String], available: [String], sourceLanguage: String
    ) -> [String] {
        var availableByKey: [String: String] = [:]
        for language in available where availableByKey[matchingKey(language)] == nil {
            availableByKey[matchingKey(language)] = language
        }
        var seen: Set<String> = []
        var result: [String] = []
        for identifier in identifiers {
            for tag in fallbackChain(for: identifier) {
                let key = matchingKey(tag)
                guard let language = availableByKey[key], seen.insert(key).inserted else { continue }
                result.append(language)
            }
        }
        let sourceKey = matchingKey(sourceLanguage)
        if !sourceKey.isEmpty, seen.insert(sourceKey).inserted {
            result.append(availableByKey[sourceKey] ?? sourceLanguage)
        }
        return result
    }

    /// Returns the tags to try for one requested tag, most specific first, in BCP-47 casing.
    ///
    /// ```swift
    /// LocaleResolution.fallbackChain(for: "zh_TW")  // ["zh-TW", "zh-Hant", "zh"]
    /// ```
    public static func fallbackChain(for identifier: String) -> [String] {
        let subtags = LanguageTag.subtags(of: identifier)
        guard !subtags.isEmpty else { return [] }
        var chain: [String] = []
        for count in stride(from: subtags.count, through: 1, by: -1) {
            chain.append(subtags.prefix(count).joined(separator: "-"))
        }
        if let implied = LanguageTag.impliedChineseScriptTag(subtags) {
            chain.insert(implied, at: chain.count - 1)
        }
        return chain
    }

    /// Returns the key under which two spellings of a language tag compare equal.
    ///
    /// ```swift
    /// LocaleResolution.matchingKey("pt_BR") == LocaleResolution.matchingKey("pt-br")  // true
    /// ```
    public static func matchingKey(_ tag: String) -> String {
        tag.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "_", with: "-")
            .lowercased()
    }
}
