import Foundation

extension DocumentedErrorCode {
    /// Where the code's description lives for Foundation's own lookup: its key in the domain's table of the
    /// target's resource bundle (with `"catalogs": "resources"`), else the text in the current languages.
    ///
    /// ```swift
    /// AuthErrorCode.networkError.textReference.key  // "FIRAuthErrorCodeNetworkError"
    /// ```
    public var textReference: ErrorTextReference {
        Self.textCatalog.reference(
            forKeys: [descriptionKey], preferredLanguages: LocaleResolution.currentIdentifiers(),
            fallback: fallbackDescription)
    }
}

#if canImport(Darwin)
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    extension DocumentedErrorCode {
        /// The description as a `LocalizedStringResource`, resolved by Foundation in the locale it is shown
        /// in: `Text(AuthErrorCode.networkError.localizedResource)`.
        public var localizedResource: LocalizedStringResource { textReference.localizedStringResource }
    }
#endif
