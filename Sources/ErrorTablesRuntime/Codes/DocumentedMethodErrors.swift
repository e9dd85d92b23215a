import Foundation

/// The errors one API method documents, such as those of `signInWithEmail:password:completion:`.
///
/// Generated method types are enums with one case per documented code plus
/// `undocumented(UndocumentedError)`, so callers can switch over exactly what the documentation
/// promises. Generated code conforms through ``CatalogedMethodErrors``.
///
/// ```swift
/// switch SignInErrors(error) {
/// case .networkError: retryLater()
/// case .wrongPassword: askAgain()
/// case .undocumented(let other): log(other)
/// }
/// ```
public protocol DocumentedMethodErrors<Code>: Error, Sendable {
    /// The domain's code enum.
    associatedtype Code: DocumentedErrorCode

    /// The method's symbol as documented, e.g. `"signInWithEmail:password:completion:"`.
    static var symbol: String { get }

    /// The codes the method documents, in documented order.
    static var documentedCodes: [Code] { get }

    /// Classifies any error the method reported.
    ///
    /// A value of this type is kept; the code enum or an `NSError` of the domain whose code the
    /// method documents becomes that case; anything else becomes the undocumented case.
    ///
    /// ```swift
    /// let failure = SignInErrors(NSError(domain: "FIRAuthErrorDomain", code: 17020))
    /// ```
    init(_ error: any Error)

    /// The documented code, or nil for an undocumented error.
    var code: Code? { get }

    /// Returns the method's text for the error in `locale`, with fallbacks; never empty.
    ///
    /// ```swift
    /// failure.localizedDescription(locale: Locale(identifier: "it_IT"))
    /// ```
    func localizedDescription(locale: Locale) -> String
}
