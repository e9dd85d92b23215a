import Foundation

// What generated code provides for a method error enum, and what it gets.
//
// A generated method type is `public enum Y: DocumentedMethodErrors` with one payload-free case
// per documented code plus `case undocumented(UndocumentedError)`, and must provide only:
//
//   - `typealias Code = X` (optional when `code` below names the type);
//   - `static let symbol: String`, the documented method symbol;
//   - `static let documentedCases: [Self]`, the documented cases in documented order;
//   - `init(undocumented error: UndocumentedError)`, which is `self = .undocumented(error)`;
//   - `var code: X?`, a `switch` mapping each documented case to its code and `.undocumented`
//     to nil;
//   - `var undocumentedError: UndocumentedError?`, the payload of `.undocumented`, else nil.
//
// It may also provide (defaults in parentheses):
//
//   - `static var documentedCodes: [X]` (`documentedCases` mapped to their codes);
//   - `static func documentedCase(for code: X) -> Self?` (an index of `documentedCases`, built once);
//   - `var descriptionKey: String?` (`"<symbol>/<code identifier>"`, nil when undocumented);
//   - `static var fallbackKey: String?` (`"<symbol>/*"`), the "all others" row's text.
//
// The runtime then implements `init(_ error: any Error)`, `localizedDescription(locale:)` (Texts/),
// `errorDomain`, `errorCode`, `errorUserInfo`, `errorDescription`, `failureReason`,
// `recoverySuggestion` and `nsError` (Bridging/), and `traits` and `recoveryAdvice(…)`
// (Recovery/). Keys without a text in the catalog are simply skipped.

/// The errors one API method documents, such as those of `signInWithEmail:password:completion:`,
/// whose texts come from the code enum's ``ErrorTextCatalog``.
///
/// Generated method types are enums with one case per documented code plus
/// `undocumented(UndocumentedError)`, so callers can switch over exactly what the documentation
/// promises. The generator writes (abridged from the code it writes for Firebase Auth):
///
/// ```swift
/// public enum FIRAuth {
///   public enum SignInWithEmailPasswordError: DocumentedMethodErrors, Hashable {
///     case networkError
///     case wrongPassword
///     case undocumented(UndocumentedError)
///     public typealias Code = AuthErrorCode
///     public static let symbol = "signInWithEmail:password:completion:"
///     public static let documentedCases: [Self] = [.networkError, .wrongPassword]
///     public init(undocumented error: UndocumentedError) { self = .undocumented(error) }
///     public var code: AuthErrorCode? {
///       switch self {
///       case .networkError: .networkError
///       case .wrongPassword: .wrongPassword
///       case .undocumented: nil
///       }
///     }
///     public var undocumentedError: UndocumentedError? {
///       switch self {
///       case .undocumented(let error): error
///       default: nil
///       }
///     }
///   }
/// }
///
/// switch FIRAuth.SignInWithEmailPasswordError(error) {
/// case .networkError: retryLater()
/// case .wrongPassword: askAgain()
/// case .undocumented(let other): log(other)
/// }
/// ```
public protocol DocumentedMethodErrors<Code>: Error, Sendable, CustomNSError, LocalizedError,
    RecoveryAdviceSource
{
    /// The domain's code enum.
    associatedtype Code: DocumentedErrorCode

    /// The method's symbol as documented, e.g. `"signInWithEmail:password:completion:"`.
    static var symbol: String { get }

    /// The documented cases, in documented order.
    static var documentedCases: [Self] { get }

    /// The codes the method documents, in documented order.
    static var documentedCodes: [Code] { get }

    /// Returns the case for a code the method documents, or nil.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError.documentedCase(for: .networkError)  // .networkError
    /// ```
    static func documentedCase(for code: Code) -> Self?

    /// The catalog key of the method's "all others" text, used for undocumented errors.
    static var fallbackKey: String? { get }

    /// Classifies any error the method reported.
    ///
    /// A value of this type is kept; the code enum or an `NSError` of the domain whose code the
    /// method documents becomes that case; anything else becomes the undocumented case.
    ///
    /// ```swift
    /// let failure = FIRAuth.SignInWithEmailPasswordError(
    ///   NSError(domain: "FIRAuthErrorDomain", code: 17020))  // .networkError
    /// ```
    init(_ error: any Error)

    /// Creates the undocumented case.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError(undocumented: UndocumentedError(URLError(.timedOut)))
    /// ```
    init(undocumented error: UndocumentedError)

    /// The documented code, or nil for an undocumented error.
    var code: Code? { get }

    /// The undocumented error, or nil for a documented case.
    var undocumentedError: UndocumentedError? { get }

    /// The catalog key of the method's own text for this case; nil when undocumented.
    var descriptionKey: String? { get }

    /// Returns the method's text for the error in `locale`, with fallbacks; never empty.
    ///
    /// ```swift
    /// failure.localizedDescription(locale: Locale(identifier: "it_IT"))
    /// ```
    func localizedDescription(locale: Locale) -> String
}

extension DocumentedMethodErrors {
    /// The codes of the documented cases, in documented order.
    ///
    /// Read from an index built on first use (`documentedCases` is read once).
    @inlinable
    public static var documentedCodes: [Code] {
        TypeIndexCache.documentedCases(of: Self.self).codes
    }

    /// Returns the documented case whose code is `code`, or nil; the first if two have it.
    ///
    /// The cases are indexed by code on first use (`documentedCases` is read once), so a lookup
    /// takes the same time for a method with 10 codes as for one with 10,000.
    @inlinable
    public static func documentedCase(for code: Code) -> Self? {
        TypeIndexCache.documentedCases(of: Self.self).caseByCode[code]
    }

    /// The "all others" text is stored under `"<symbol>/*"` (``ErrorTextKey/methodFallback(symbol:)``).
    @inlinable
    public static var fallbackKey: String? {
        TypeIndexCache.documentedCases(of: Self.self).fallbackKey
    }

    /// The method's text for a code is stored under `"<symbol>/<code identifier>"`
    /// (``ErrorTextKey/method(symbol:identifier:)``).
    ///
    /// The keys of the documented codes are built once, with the index of ``documentedCase(for:)``.
    @inlinable
    public var descriptionKey: String? {
        guard let code else { return nil }
        return TypeIndexCache.documentedCases(of: Self.self).descriptionKeys[code]
            ?? ErrorTextKey.method(symbol: Self.symbol, identifier: code.documentedIdentifier).description
    }

    /// Classifies any error the method reported.
    ///
    /// A value of this type is kept; the code enum, an `NSError` of the domain, or another method
    /// error of the domain whose code this method documents becomes that case; anything else
    /// becomes the undocumented case, keeping the original error.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError(NSError(domain: "FIRAuthErrorDomain", code: 17020))
    /// // .networkError
    /// ```
    @inlinable
    public init(_ error: any Error) {
        if let nsError = PlainNSError.unwrap(error) {
            if let code = Code(nsError: nsError), let documented = Self.documentedCase(for: code) {
                self = documented
            } else {
                self.init(undocumented: UndocumentedError(error))
            }
            return
        }
        if let same = error as? Self {
            self = same
            return
        }
        if let code = Code(error: error), let documented = Self.documentedCase(for: code) {
            self = documented
            return
        }
        self.init(undocumented: UndocumentedError(error))
    }
}
