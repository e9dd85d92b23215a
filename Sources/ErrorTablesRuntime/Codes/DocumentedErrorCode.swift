import Foundation

/// An error code enum of one documented error domain, such as `AuthErrorCode`.
///
/// Every case is a code the documentation lists for the domain. Values bridge to `NSError`
/// with ``errorDomain`` and their code, and describe themselves in any documented language.
/// Generated code conforms through ``CatalogedErrorCode``, which implements almost everything.
///
/// ```swift
/// let code: AuthErrorCode = .networkError
/// code.documentedIdentifier                                  // "AuthErrorCodeNetworkError"
/// code.localizedDescription(locale: Locale(identifier: "it")) // the Italian text
/// ```
public protocol DocumentedErrorCode: Error, CaseIterable, Hashable, Sendable, CustomNSError,
    LocalizedError
{
    /// The `NSError` domain of the codes, e.g. `"FIRAuthErrorDomain"`.
    static var errorDomain: String { get }

    /// The identifier the documentation uses for this code, e.g. `"FIRAuthErrorCodeNetworkError"`.
    var documentedIdentifier: String { get }

    /// Returns the description for `locale`, falling back to the source language; never empty.
    ///
    /// ```swift
    /// AuthErrorCode.networkError.localizedDescription(locale: Locale(identifier: "hi_IN"))
    /// ```
    func localizedDescription(locale: Locale) -> String
}
