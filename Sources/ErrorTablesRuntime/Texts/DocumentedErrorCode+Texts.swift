import Foundation

extension DocumentedErrorCode {
    /// Returns the description for `locale`, falling back to the source language; never empty.
    ///
    /// ```swift
    /// AuthErrorCode.networkError.localizedDescription(locale: Locale(identifier: "it"))
    /// ```
    public func localizedDescription(locale: Locale) -> String {
        localizedDescription(preferredLanguages: [LocaleResolution.identifier(of: locale)])
    }

    /// Returns the description for languages in order of preference; never empty.
    ///
    /// ```swift
    /// code.localizedDescription(preferredLanguages: ["pt-BR", "it"])
    /// ```
    public func localizedDescription(preferredLanguages: [String]) -> String {
        Self.textCatalog.text(forKey: descriptionKey, preferredLanguages: preferredLanguages)
            ?? fallbackDescription
    }

    /// Returns the failure reason for `locale`, or nil when none is documented.
    ///
    /// ```swift
    /// code.localizedFailureReason(locale: Locale(identifier: "hi"))
    /// ```
    public func localizedFailureReason(locale: Locale) -> String? {
        localizedFailureReason(preferredLanguages: [LocaleResolution.identifier(of: locale)])
    }

    /// Returns the failure reason for languages in order of preference, or nil.
    ///
    /// ```swift
    /// code.localizedFailureReason(preferredLanguages: ["it"])
    /// ```
    public func localizedFailureReason(preferredLanguages: [String]) -> String? {
        failureReasonKey.flatMap {
            Self.textCatalog.text(forKey: $0, preferredLanguages: preferredLanguages)
        }
    }

    /// Returns the recovery suggestion for `locale`, or nil when none is documented.
    ///
    /// ```swift
    /// code.localizedRecoverySuggestion(locale: Locale(identifier: "hi"))
    /// ```
    public func localizedRecoverySuggestion(locale: Locale) -> String? {
        localizedRecoverySuggestion(preferredLanguages: [LocaleResolution.identifier(of: locale)])
    }

    /// Returns the recovery suggestion for languages in order of preference, or nil.
    ///
    /// ```swift
    /// code.localizedRecoverySuggestion(preferredLanguages: ["it"])
    /// ```
    public func localizedRecoverySuggestion(preferredLanguages: [String]) -> String? {
        recoverySuggestionKey.flatMap {
            Self.textCatalog.text(forKey: $0, preferredLanguages: preferredLanguages)
        }
    }

    /// The sentence shown when the description is missing in every language.
    var fallbackDescription: String {
        ErrorTextFallback.documented(
            identifier: documentedIdentifier, domain: Self.errorDomain, code: rawValue)
    }
}
