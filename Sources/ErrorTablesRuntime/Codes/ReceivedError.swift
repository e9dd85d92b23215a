import Foundation

/// The error an SDK reported, as it was received, which a documented case of a method error keeps.
///
/// `FIRAuth.SignInWithEmailPasswordError(error)` makes `.wrongPassword(received)` from an `NSError`
/// of the domain whose code the method documents; `received` holds that `NSError` as it came, with
/// every `userInfo` entry the SDK put there (the server's own message, the email and credential that
/// account linking needs, an underlying error). A case made in code (`.wrongPassword()`) holds nil.
///
/// ```swift
/// switch FIRAuth.CreateUserWithEmailPasswordError(error) {
/// case .weakPassword(let received?):
///   show(received.failureReason ?? "Choose a longer password.")
/// default: break
/// }
/// ```
///
/// A received error takes no part in equality: `.wrongPassword(received) == .wrongPassword()`.
public struct ReceivedError: Sendable, CustomStringConvertible {
    /// The error as received.
    public let error: any Error

    /// Keeps an error as it was received.
    ///
    /// ```swift
    /// ReceivedError(NSError(domain: "FIRAuthErrorDomain", code: 17009)).code  // 17009
    /// ```
    public init(_ error: any Error) {
        self.error = error
    }

    /// The error as an `NSError`: the same object when it was received as one.
    ///
    /// ```swift
    /// received.nsError.userInfo["FIRAuthErrorUserInfoNameKey"]  // "ERROR_WRONG_PASSWORD"
    /// ```
    public var nsError: NSError {
        error as NSError
    }

    /// The `NSError` domain of the received error.
    public var domain: String {
        nsError.domain
    }

    /// The `NSError` code of the received error.
    public var code: Int {
        nsError.code
    }

    /// The received error's `userInfo`, unchanged.
    public var userInfo: [String: Any] {
        nsError.userInfo
    }

    /// The text the sender put under `NSLocalizedDescriptionKey` (a server's own message, say), or nil
    /// when it set none; the documented text is the method error's `localizedDescription(locale:)`.
    public var localizedDescription: String? {
        userInfo[NSLocalizedDescriptionKey] as? String
    }

    /// The text under `NSLocalizedFailureReasonErrorKey`, or nil; Firebase puts the explanation of a
    /// weak password there, for the user.
    public var failureReason: String? {
        userInfo[NSLocalizedFailureReasonErrorKey] as? String
    }

    /// The error under `NSUnderlyingErrorKey`, or nil; Firebase puts the keychain's there.
    public var underlyingError: (any Error)? {
        userInfo[NSUnderlyingErrorKey] as? any Error
    }

    /// The domain, the code and the received text, when it has one.
    public var description: String {
        "Received error (\(domain) error \(code))" + (localizedDescription.map { ": " + $0 } ?? "")
    }
}
