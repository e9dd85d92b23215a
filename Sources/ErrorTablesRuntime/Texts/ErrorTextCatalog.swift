import Foundation

/// The user-facing texts of one error domain in all its languages.
///
/// A lookup tries the languages chosen by ``LocaleResolution`` in order; for each it reads
/// `<language>.lproj/<table>.strings` from the bundle (loaded lazily, once per language), then the
/// `localizedTexts` given at initialization, and after all languages the embedded source-language
/// texts. Empty or blank texts count as missing. Lookups are thread-safe.
///
/// ```swift
/// let catalog = ErrorTextCatalog(
///   table: "FirebaseAuthErrors", bundle: .module, sourceLanguage: "en", languages: ["en", "it"],
///   embeddedSourceTexts: ["FIRAuthErrorCodeNetworkError": "A network error occurred."])
/// catalog.text(forKey: "FIRAuthErrorCodeNetworkError", locale: Locale(identifier: "it_IT"))
/// ```
public final class ErrorTextCatalog: @unchecked Sendable {
    /// The name of the `.strings` table, without extension.
    public let table: String
    /// The language the documentation was written in, used when nothing else has a text.
    public let sourceLanguage: String
    /// Every language the catalog may have texts in, as given plus those of `localizedTexts`.
    public let languages: [String]

    /// The bundle holding the `.lproj` folders, if any.
    let bundle: Bundle?
    /// The source-language texts compiled into the code.
    let embeddedSourceTexts: [String: String]
    /// Texts given at initialization, by matching key of the language.
    let localizedTexts: [String: [String: String]]
    /// The bundle tables loaded so far and the `.lproj` folders found.
    let cache = Protected(CatalogCache())

    /// Creates a catalog from a bundle's `.strings` tables and texts compiled into the code.
    ///
    /// - Parameters:
    ///   - table: The `.strings` table name, e.g. `"FirebaseAuthErrors"` for `FirebaseAuthErrors.strings`.
    ///   - bundle: The bundle with `<language>.lproj` folders, or nil to use only compiled texts.
    ///   - sourceLanguage: The language of `embeddedSourceTexts`, e.g. `"en"`.
    ///   - languages: The languages to look for, e.g. `["en", "hi", "pt-BR"]`.
    ///   - embeddedSourceTexts: Source-language texts by key, the last resort of every lookup.
    ///   - localizedTexts: More texts by language and key, consulted after the bundle's table.
    ///
    /// ```swift
    /// ErrorTextCatalog(
    ///   table: "Demo", bundle: nil, sourceLanguage: "en", languages: ["en"],
    ///   embeddedSourceTexts: ["K": "Text"], localizedTexts: ["it": ["K": "Testo"]])
    /// ```
    public init(
        table: String,
        bundle: Bundle? = nil,
        sourceLanguage: String,
        languages: [String],
        embeddedSourceTexts: [String: String],
        localizedTexts: [String: [String: String]] = [:]
    ) {
        self.table = table
        self.bundle = bundle
        self.sourceLanguage = sourceLanguage
        self.embeddedSourceTexts = embeddedSourceTexts
        var merged: [String: [String: String]] = [:]
        for (language, texts) in localizedTexts {
            merged[LocaleResolution.matchingKey(language), default: [:]].merge(texts) { _, new in new }
        }
        self.localizedTexts = merged
        var seen: Set<String> = []
        self.languages = (languages + localizedTexts.keys.sorted()).filter {
            seen.insert(LocaleResolution.matchingKey($0)).inserted
        }
    }

    /// Creates a catalog from a bundle's `.strings` tables and texts compiled into the code in the form
    /// ``EmbeddedTexts`` reads, as generated code declares it: one string per language, decoded here.
    ///
    /// Generated code keeps the catalog in a `static let`, so the texts are decoded once, when the
    /// catalog is first used, and thread-safely.
    ///
    /// - Parameters:
    ///   - table: The `.strings` table name, e.g. `"FirebaseAuthErrors"` for `FirebaseAuthErrors.strings`.
    ///   - bundle: The bundle with `<language>.lproj` folders, or nil to use only compiled texts.
    ///   - sourceLanguage: The language of `encodedSourceTexts`, e.g. `"en"`.
    ///   - languages: The languages to look for, e.g. `["en", "hi", "pt-BR"]`.
    ///   - encodedSourceTexts: Source-language texts, the last resort of every lookup.
    ///   - encodedLocalizedTexts: More texts by language, consulted after the bundle's table.
    ///
    /// ```swift
    /// ErrorTextCatalog(
    ///   table: "Demo", bundle: nil, sourceLanguage: "en", languages: ["en", "it"],
    ///   encodedSourceTexts: "1:K 4:Text", encodedLocalizedTexts: ["it": "1:K 5:Testo"])
    /// ```
    public convenience init(
        table: String,
        bundle: Bundle? = nil,
        sourceLanguage: String,
        languages: [String],
        encodedSourceTexts: String,
        encodedLocalizedTexts: [String: String] = [:]
    ) {
        self.init(
            table: table, bundle: bundle, sourceLanguage: sourceLanguage, languages: languages,
            embeddedSourceTexts: EmbeddedTexts.decoded(encodedSourceTexts),
            localizedTexts: encodedLocalizedTexts.mapValues(EmbeddedTexts.decoded))
    }

    /// Returns the text for `key` in the best language for `locale`, or nil if no language has it.
    ///
    /// ```swift
    /// catalog.text(forKey: "FIRAuthErrorCodeNetworkError", locale: Locale(identifier: "pt_BR"))
    /// ```
    public func text(forKey key: String, locale: Locale) -> String? {
        text(forKeys: [key], preferredLanguages: [LocaleResolution.identifier(of: locale)])
    }

    /// Returns the text for `key` in the best match for a language tag, or nil if none has it.
    ///
    /// ```swift
    /// catalog.text(forKey: "FIRAuthErrorCodeNetworkError", language: "zh-Hant-TW")
    /// ```
    public func text(forKey key: String, language: String) -> String? {
        text(forKeys: [key], preferredLanguages: [language])
    }

    /// Returns the text for `key` for languages in order of preference, or nil if none has it.
    ///
    /// ```swift
    /// catalog.text(forKey: "K", preferredLanguages: LocaleResolution.currentIdentifiers())
    /// ```
    public func text(forKey key: String, preferredLanguages: [String]) -> String? {
        text(forKeys: [key], preferredLanguages: preferredLanguages)
    }

    /// Returns the first text found for any of `keys`, trying all keys in one language first.
    ///
    /// A more specific key in a less preferred language never beats a general key in the preferred
    /// one, so a message is not shown in a language the user did not ask for when it need not be.
    ///
    /// ```swift
    /// catalog.text(
    ///   forKeys: [
    ///     "signInWithEmail:password:completion:/FIRAuthErrorCodeWrongPassword",
    ///     "FIRAuthErrorCodeWrongPassword",
    ///   ],
    ///   preferredLanguages: ["it"])
    /// ```
    public func text(forKeys keys: [String], preferredLanguages: [String]) -> String? {
        for table in resolvedTables(preferredLanguages: preferredLanguages) {
            for key in keys {
                if let text = table[key] {
                    return text
                }
            }
        }
        for key in keys {
            if let text = Self.usable(embeddedSourceTexts[key]) {
                return text
            }
        }
        return nil
    }

    /// Returns the catalog's languages to try for the preferred languages, source language last.
    ///
    /// ```swift
    /// catalog.candidates(preferredLanguages: ["pt-BR"])  // e.g. ["pt", "en"]
    /// ```
    public func candidates(preferredLanguages: [String]) -> [String] {
        LocaleResolution.candidates(
            forPreferred: preferredLanguages, available: languages, sourceLanguage: sourceLanguage)
    }

    /// Returns a text unless it is missing, empty or only white space.
    private static func usable(_ text: String?) -> String? {
        guard let text, !isBlank(text) else {
            return nil
        }
        return text
    }
}
