import Foundation

/// Where a localized text of an error lives: a key of a `.strings` table in a bundle, the form Foundation
/// looks texts up in. On Apple platforms `localizedStringResource` turns it into a
/// `LocalizedStringResource`, which SwiftUI resolves in the environment's locale.
///
/// For a catalog with a bundle (generated with `"catalogs": "resources"`) the key is the first of the
/// text's keys that the source language has, in the catalog's table and bundle. For a catalog without one
/// (texts only compiled into the code) Foundation has no table to look in: the key is then the text itself
/// in the current preferred languages, which Foundation shows as it is.
///
/// ```swift
/// let reference = AuthErrorCode.networkError.textReference
/// reference.key  // "FIRAuthErrorCodeNetworkError"
/// reference.table  // "FirebaseAuthErrors"
/// ```
public struct ErrorTextReference: Sendable, Hashable {
    /// The key in ``table``, or the text itself when ``bundleURL`` is nil.
    public var key: String
    /// The `.strings` table name, without extension.
    public var table: String
    /// The bundle holding `<language>.lproj/<table>.strings`, or nil when the texts are only compiled in.
    public var bundleURL: URL?
    /// The text in the source language (or in the current languages, without a bundle).
    public var defaultValue: String

    /// Creates a reference.
    ///
    /// ```swift
    /// ErrorTextReference(key: "K", table: "Demo", bundleURL: nil, defaultValue: "Text")
    /// ```
    public init(key: String, table: String, bundleURL: URL?, defaultValue: String) {
        self.key = key
        self.table = table
        self.bundleURL = bundleURL
        self.defaultValue = defaultValue
    }
}

#if canImport(Darwin)
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    extension ErrorTextReference {
        /// The reference as a `LocalizedStringResource`, for SwiftUI's `Text` and App Intents: Foundation
        /// looks the key up in the bundle's table, in the language of the locale it is resolved in.
        ///
        /// ```swift
        /// Text(AuthErrorCode.networkError.textReference.localizedStringResource)
        /// ```
        public var localizedStringResource: LocalizedStringResource {
            let bundle: LocalizedStringResource.BundleDescription
            if let bundleURL {
                bundle = .atURL(bundleURL)
            } else {
                bundle = .main
            }
            return LocalizedStringResource(
                String.LocalizationValue(stringLiteral: key), table: bundleURL == nil ? nil : table,
                locale: Locale.current, bundle: bundle)
        }
    }
#endif
