import Foundation

// What generated code provides for a code enum, and what it gets.
//
// A generated code enum is `public enum X: Int, CatalogedErrorCode` with one case per documented
// code (raw value = the documented code) and must provide only:
//
//   - `static let errorDomain: String`, the NSError domain;
//   - `static let textCatalog: ErrorTextCatalog`, the domain's texts;
//   - `var documentedIdentifier: String`, a `switch` returning each case's documented identifier.
//
// It may also provide (defaults in parentheses):
//
//   - `static var userInfoNameKey: String?` (nil), the user-info key for the cross-platform name;
//   - `var crossPlatformName: String?` (nil), e.g. `"ERROR_NETWORK_REQUEST_FAILED"`;
//   - `var descriptionKey: String` (`documentedIdentifier`);
//   - `var failureReasonKey: String?` and `var recoverySuggestionKey: String?` (nil).
//
// The runtime then implements `errorCode`, `errorUserInfo`, `errorDescription`, `failureReason`,
// `recoverySuggestion`, `localizedDescription(locale:)`, `init?(error:)`, `init?(nsError:)` and
// `init?(documentedIdentifier:)`. Texts missing everywhere become a readable English sentence
// naming the identifier, domain and code, never an empty string or a raw key.

/// A documented error code enum whose texts come from an ``ErrorTextCatalog``.
///
/// ```swift
/// public enum AuthErrorCode: Int, CatalogedErrorCode {
///   case networkError = 17020
///   public static let errorDomain = "FIRAuthErrorDomain"
///   public static let textCatalog = ErrorTextCatalog(
///     table: "AuthErrors", bundle: nil, sourceLanguage: "en", languages: ["en"],
///     embeddedSourceTexts: ["FIRAuthErrorCodeNetworkError": "A network error occurred."])
///   public var documentedIdentifier: String {
///     switch self {
///     case .networkError: "FIRAuthErrorCodeNetworkError"
///     }
///   }
/// }
/// ```
public protocol CatalogedErrorCode: DocumentedErrorCode, RawRepresentable where RawValue == Int {
    /// The texts of the domain.
    static var textCatalog: ErrorTextCatalog { get }

    /// The user-info key under which the cross-platform name is bridged, e.g.
    /// `"FIRAuthErrorUserInfoNameKey"`; nil to leave it out.
    static var userInfoNameKey: String? { get }

    /// The name other platforms use for the code, e.g. `"ERROR_NETWORK_REQUEST_FAILED"`.
    var crossPlatformName: String? { get }

    /// The catalog key of the description.
    var descriptionKey: String { get }

    /// The catalog key of the failure reason, if the documentation has one.
    var failureReasonKey: String? { get }

    /// The catalog key of the recovery suggestion, if the documentation has one.
    var recoverySuggestionKey: String? { get }
}
