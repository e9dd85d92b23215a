import Foundation

extension DocumentedMethodErrors {
    /// Where the error's description lives for Foundation's own lookup: the first of its keys (the
    /// method's text, the code's, the "all others" text) the source language has, in the domain's table of
    /// the target's resource bundle (with `"catalogs": "resources"`), else the text in the current languages.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError.wrongPassword.textReference.key
    /// // "signInWithEmail:password:completion:/FIRAuthErrorCodeWrongPassword"
    /// ```
    public var textReference: ErrorTextReference {
        let languages = LocaleResolution.currentIdentifiers()
        return Code.textCatalog.reference(
            forKeys: descriptionKeys, preferredLanguages: languages,
            fallback: fallbackDescription(preferredLanguages: languages))
    }
}

#if canImport(Darwin)
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    extension DocumentedMethodErrors {
        /// The description as a `LocalizedStringResource`, resolved by Foundation in the locale it is shown
        /// in: `Text(failure.localizedResource)`.
        public var localizedResource: LocalizedStringResource { textReference.localizedStringResource }
    }
#endif
