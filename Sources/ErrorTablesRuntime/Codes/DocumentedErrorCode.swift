import Foundation

// What generated code provides for a code enum, and what it gets.
//
// A generated code enum is `public enum X: Int, DocumentedErrorCode` with one case per documented
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
// `recoverySuggestion` (Bridging/), `localizedDescription(locale:)` and the other texts (Texts/),
// `init?(error:)`, `init?(nsError:)` and `init?(documentedIdentifier:)`. Texts missing everywhere
// become a readable English sentence naming the identifier, domain and code, never an empty string
// or a raw key.

/// An error code enum of one documented error domain, such as `AuthErrorCode`, whose texts come
/// from an ``ErrorTextCatalog``.
///
/// Every case is a code the documentation lists for the domain. Values bridge to `NSError`
/// with ``errorDomain`` and their code, and describe themselves in any documented language.
/// The generator writes (abridged from the code it writes for Firebase Auth):
///
/// ```swift
/// public enum AuthErrorCode: Int, DocumentedErrorCode, RecoverableErrorCode {
///   case networkError = 17020
///   public static let errorDomain = "FIRAuthErrorDomain"
///   public static let userInfoNameKey: String? = "FIRAuthErrorUserInfoNameKey"
///   public static let textCatalog = FirebaseAuthErrorTexts.catalog
///   public var documentedIdentifier: String {
///     switch self {
///     case .networkError:
///       "FIRAuthErrorCodeNetworkError"
///     }
///   }
/// }
///
/// let code: AuthErrorCode = .networkError
/// code.documentedIdentifier                                  // "FIRAuthErrorCodeNetworkError"
/// code.localizedDescription(locale: Locale(identifier: "it")) // the Italian text
/// ```
///
/// A case pattern on the enum matches an `NSError` of the domain with that code, as one on
/// `URLError.Code` does, so errors from Objective-C code are caught by their documented case:
///
/// ```swift
/// do {
///   try await signIn()
/// } catch AuthErrorCode.wrongPassword {
///   // also an NSError(domain: "FIRAuthErrorDomain", code: 17009)
/// }
/// ```
public protocol DocumentedErrorCode: Error, CaseIterable, Hashable, Sendable, CustomNSError,
    LocalizedError, RawRepresentable, _DocumentedErrorCodeCasting, CustomStringConvertible,
    CustomDebugStringConvertible
where RawValue == Int {
    /// The `NSError` domain of the codes, e.g. `"FIRAuthErrorDomain"`.
    static var errorDomain: String { get }

    /// The texts of the domain.
    static var textCatalog: ErrorTextCatalog { get }

    /// The user-info key under which the cross-platform name is bridged, e.g.
    /// `"FIRAuthErrorUserInfoNameKey"`; nil to leave it out.
    static var userInfoNameKey: String? { get }

    /// The identifier the documentation uses for this code, e.g. `"FIRAuthErrorCodeNetworkError"`.
    var documentedIdentifier: String { get }

    /// The name other platforms use for the code, e.g. `"ERROR_NETWORK_REQUEST_FAILED"`.
    var crossPlatformName: String? { get }

    /// The catalog key of the description.
    var descriptionKey: String { get }

    /// The catalog key of the failure reason, if the documentation has one.
    var failureReasonKey: String? { get }

    /// The catalog key of the recovery suggestion, if the documentation has one.
    var recoverySuggestionKey: String? { get }

    /// Returns the description for `locale`, falling back to the source language; never empty.
    ///
    /// ```swift
    /// AuthErrorCode.networkError.localizedDescription(locale: Locale(identifier: "hi_IN"))
    /// ```
    func localizedDescription(locale: Locale) -> String
}

extension DocumentedErrorCode {
    /// No cross-platform name is bridged unless generated code names a key.
    public static var userInfoNameKey: String? { nil }

    /// No cross-platform name unless generated code provides one.
    public var crossPlatformName: String? { nil }

    /// The description is stored under the documented identifier (``ErrorTextKey/code(identifier:)``).
    public var descriptionKey: String { ErrorTextKey.code(identifier: documentedIdentifier).description }

    /// No failure reason unless generated code provides a key.
    public var failureReasonKey: String? { nil }

    /// No recovery suggestion unless generated code provides a key.
    public var recoverySuggestionKey: String? { nil }

    /// Finds the case with a documented identifier; the first in `allCases` if two share it.
    ///
    /// The identifiers are indexed on first use (`allCases` is read once), so a lookup takes
    /// the same time for 10 codes as for 10,000.
    ///
    /// ```swift
    /// AuthErrorCode(documentedIdentifier: "FIRAuthErrorCodeNetworkError")  // .networkError
    /// ```
    @inlinable
    public init?(documentedIdentifier: String) {
        guard let match = TypeIndexCache.documentedIdentifiers(of: Self.self).caseByIdentifier[documentedIdentifier]
        else { return nil }
        self = match
    }
}
