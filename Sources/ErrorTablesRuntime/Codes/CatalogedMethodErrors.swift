import Foundation

// What generated code provides for a method error enum, and what it gets.
//
// A generated method type is `public enum Y: CatalogedMethodErrors` with one payload-free case
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
//   - `static func documentedCase(for code: X) -> Self?` (searches `documentedCases`);
//   - `var descriptionKey: String?` (`"<symbol>/<code identifier>"`, nil when undocumented);
//   - `static var fallbackKey: String?` (`"<symbol>/*"`), the "all others" row's text.
//
// The runtime then implements `init(_ error: any Error)`, `localizedDescription(locale:)`,
// `errorDomain`, `errorCode`, `errorUserInfo`, `errorDescription`, `failureReason`,
// `recoverySuggestion` and `nsError`. Keys without a text in the catalog are simply skipped.

/// A method's documented errors whose texts come from the code enum's ``ErrorTextCatalog``.
///
/// ```swift
/// public enum SignInErrors: CatalogedMethodErrors {
///   case networkError
///   case undocumented(UndocumentedError)
///   public static let symbol = "signInWithEmail:password:completion:"
///   public static let documentedCases: [Self] = [.networkError]
///   public init(undocumented error: UndocumentedError) { self = .undocumented(error) }
///   public var code: AuthErrorCode? {
///     switch self {
///     case .networkError: .networkError
///     case .undocumented: nil
///     }
///   }
///   public var undocumentedError: UndocumentedError? {
///     if case .undocumented(let error) = self { error } else { nil }
///   }
/// }
/// ```
public protocol CatalogedMethodErrors: DocumentedMethodErrors, CustomNSError, LocalizedError
where Code: CatalogedErrorCode {
    /// The documented cases, in documented order.
    static var documentedCases: [Self] { get }

    /// Returns the case for a code the method documents, or nil.
    ///
    /// ```swift
    /// SignInErrors.documentedCase(for: .networkError)  // .networkError
    /// ```
    static func documentedCase(for code: Code) -> Self?

    /// The catalog key of the method's "all others" text, used for undocumented errors.
    static var fallbackKey: String? { get }

    /// Creates the undocumented case.
    ///
    /// ```swift
    /// SignInErrors(undocumented: UndocumentedError(URLError(.timedOut)))
    /// ```
    init(undocumented error: UndocumentedError)

    /// The undocumented error, or nil for a documented case.
    var undocumentedError: UndocumentedError? { get }

    /// The catalog key of the method's own text for this case; nil when undocumented.
    var descriptionKey: String? { get }
}
