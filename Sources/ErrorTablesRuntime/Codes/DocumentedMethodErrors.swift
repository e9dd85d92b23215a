import Foundation

// What generated code provides for a method error enum, and what it gets.
//
// A generated method type is `public enum Y: DocumentedMethodErrors` with one case per documented
// code holding the error as received, `case x(ReceivedError? = nil)`, plus
// `case undocumented(UndocumentedError)`, and must provide only:
//
//   - `typealias Code = X` (optional when the members below name the type);
//   - `static let symbol: String`, the documented method symbol;
//   - `static let documentedCodes: [X]`, the documented codes in documented order;
//   - `init(undocumented error: UndocumentedError)`, which is `self = .undocumented(error)`;
//   - `init?(_ code: X, received: ReceivedError?)`, a `switch` making each documented code's case
//     with `received`, and nil for other codes.
//
// It may also provide (defaults in parentheses):
//
//   - `var payload: MethodErrorPayload<X>` (read from the case by reflection: the case's name gives the
//     code, its associated value the received or undocumented error; code generated for runtime API 3
//     writes a `switch` for it);
//   - `static var documentedCases: [Self]` (`documentedCodes` made into cases made in code);
//   - `static func documentedCase(for code: X) -> Self?` (`init?(_:received:)` with nil);
//   - `var descriptionKey: String?` (`"<symbol>/<code identifier>"`, nil when undocumented);
//   - `static var fallbackKey: String?` (`"<symbol>/*"`), the "all others" row's text.
//
// The runtime then implements `code`, `receivedError` and `undocumentedError` (from `payload`),
// `init(_ error: any Error)`, `localizedDescription(locale:)` (Texts/), `errorDomain`, `errorCode`,
// `errorUserInfo`, `errorDescription`, `documentedDescription`, `failureReason`, `recoverySuggestion`
// and `nsError` (Bridging/), `description` and `debugDescription` (Codes/DocumentedErrorPrinting.swift),
// and `traits` and `recoveryAdvice(…)` (Recovery/). Keys without a text in the
// catalog are simply skipped.

/// The errors one API method documents, such as those of `signInWithEmail:password:completion:`,
/// whose texts come from the code enum's ``ErrorTextCatalog``.
///
/// Generated method types are enums with one case per documented code plus
/// `undocumented(UndocumentedError)`, so callers can switch over exactly what the documentation
/// promises. A documented case holds the error as it was received (``ReceivedError``, with its
/// `userInfo`), or nil when made in code, so `switch` and `catch` read as before and the SDK's data
/// stays at hand. The generator writes (abridged from the code it writes for Firebase Auth):
///
/// ```swift
/// public enum FIRAuth {
///   public enum SignInWithEmailPasswordError: DocumentedMethodErrors, Hashable {
///     case networkError(ReceivedError? = nil)
///     case wrongPassword(ReceivedError? = nil)
///     case undocumented(UndocumentedError)
///     public typealias Code = AuthErrorCode
///     public static let symbol = "signInWithEmail:password:completion:"
///     public static let documentedCodes: [Code] = [.networkError, .wrongPassword]
///     public init(undocumented error: UndocumentedError) { self = .undocumented(error) }
///     public init?(_ code: Code, received: ReceivedError?) {
///       switch code {
///       case .networkError: self = .networkError(received)
///       case .wrongPassword: self = .wrongPassword(received)
///       default: return nil
///       }
///     }
///   }
/// }
///
/// switch FIRAuth.SignInWithEmailPasswordError(error) {
/// case .networkError: retryLater()
/// case .wrongPassword(let received): askAgain(email: received?.userInfo["FIRAuthErrorUserInfoEmailKey"])
/// case .undocumented(let other): log(other)
/// }
/// ```
///
/// Equality (`Hashable`) is by case: the same documented code, or both undocumented with equal
/// ``UndocumentedError``s; the received error takes no part, so `.wrongPassword(received) ==
/// .wrongPassword()`.
public protocol DocumentedMethodErrors<Code>: Error, Sendable, CustomNSError, LocalizedError,
    RecoveryAdviceSource, CustomStringConvertible, CustomDebugStringConvertible
{
    /// The domain's code enum.
    associatedtype Code: DocumentedErrorCode

    /// The method's symbol as documented, e.g. `"signInWithEmail:password:completion:"`.
    static var symbol: String { get }

    /// The documented cases made in code (holding no received error), in documented order.
    static var documentedCases: [Self] { get }

    /// The codes the method documents, in documented order.
    static var documentedCodes: [Code] { get }

    /// Returns the case for a code the method documents, made in code, or nil.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError.documentedCase(for: .networkError)  // .networkError()
    /// ```
    static func documentedCase(for code: Code) -> Self?

    /// The catalog key of the method's "all others" text, used for undocumented errors.
    static var fallbackKey: String? { get }

    /// Classifies any error the method reported.
    ///
    /// A value of this type is kept; the code enum or an `NSError` of the domain whose code the
    /// method documents becomes that case, holding the error as received; anything else becomes the
    /// undocumented case.
    ///
    /// ```swift
    /// let failure = FIRAuth.SignInWithEmailPasswordError(
    ///   NSError(domain: "FIRAuthErrorDomain", code: 17020))  // .networkError(received)
    /// ```
    init(_ error: any Error)

    /// Creates the undocumented case.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError(undocumented: UndocumentedError(URLError(.timedOut)))
    /// ```
    init(undocumented error: UndocumentedError)

    /// Creates the case of a documented code holding `received`; nil for a code the method does not
    /// document.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError(.wrongPassword, received: nil)  // .wrongPassword()
    /// ```
    init?(_ code: Code, received: ReceivedError?)

    /// The documented code and the received error, or the undocumented error.
    var payload: MethodErrorPayload<Code> { get }

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
    /// The documented cases made in code, in documented order.
    @inlinable
    public static var documentedCases: [Self] {
        documentedCodes.compactMap { Self($0, received: nil) }
    }

    /// Returns the documented case of `code`, made in code (holding no received error), or nil.
    @inlinable
    public static func documentedCase(for code: Code) -> Self? {
        Self(code, received: nil)
    }

    /// The documented code of a documented case; nil when undocumented.
    @inlinable
    public var code: Code? {
        guard case .documented(let code, _) = payload else { return nil }
        return code
    }

    /// The payload of the undocumented case; nil for a documented case.
    @inlinable
    public var undocumentedError: UndocumentedError? {
        guard case .undocumented(let error) = payload else { return nil }
        return error
    }

    /// The error as it was received: a documented case's (nil when the case was made in code), or the
    /// undocumented error's.
    ///
    /// ```swift
    /// failure.receivedError?.userInfo[NSLocalizedFailureReasonErrorKey]
    /// ```
    @inlinable
    public var receivedError: ReceivedError? {
        switch payload {
        case .documented(_, let received): received
        case .undocumented(let error): ReceivedError(error.underlying)
        }
    }

    /// The text the received error carries under `NSLocalizedDescriptionKey` (a server's own message,
    /// say), or nil; ``localizedDescription(locale:)`` and `errorDescription` give the documented text.
    ///
    /// ```swift
    /// failure.receivedDescription ?? failure.localizedDescription(locale: .current)
    /// ```
    public var receivedDescription: String? {
        receivedError?.localizedDescription
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
    /// error of the domain whose code this method documents becomes that case, holding the error as
    /// it was received (an `NSError` itself, another method error's received error; nothing for the
    /// code enum, a value made in code); anything else becomes the undocumented case, keeping the
    /// original error.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError(NSError(domain: "FIRAuthErrorDomain", code: 17020))
    /// // .networkError(received), received.nsError being that NSError
    /// ```
    @inlinable
    public init(_ error: any Error) {
        if let nsError = PlainNSError.unwrap(error) {
            if let code = Code(nsError: nsError), let documented = Self(code, received: ReceivedError(nsError)) {
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
        if let code = Code(error: error), let documented = Self(code, received: Self.received(from: error)) {
            self = documented
            return
        }
        self.init(undocumented: UndocumentedError(error))
    }

    /// The received error to keep for an error of a documented code: none for the code enum (a value
    /// made in code), another method error's own, else the error itself.
    @usableFromInline
    static func received(from error: any Error) -> ReceivedError? {
        if type(of: error) == Code.self { return nil }
        if let methodError = error as? any DocumentedMethodErrors { return methodError.receivedError }
        if let undocumented = error as? UndocumentedError { return ReceivedError(undocumented.underlying) }
        return ReceivedError(error)
    }
}
