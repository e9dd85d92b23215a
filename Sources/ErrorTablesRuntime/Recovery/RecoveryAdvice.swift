/// What an app should do about an error, the same for every documented domain.
///
/// Derived from the error's ``ErrorTraits`` and three optional inputs, considered in this order;
/// the first that applies decides:
///
/// 1. `userMessage`, the SDK's own message for the user (Facebook's `fberrorUserMessage` when
///    `fberrorShouldNotifyUser` is set): ``notifyUser(message:)`` with that message.
/// 2. ``ErrorTraits/userCancelled``: ``ignore``.
/// 3. ``ErrorTraits/throttled``: ``retryAfterBackoff(maxAttempts:)``; otherwise
///    ``ErrorTraits/retryable``: ``retry(maxAttempts:)``; both only while `attempts` is below
///    `maxAttempts`, after which the error falls through to the steps below.
/// 4. ``ErrorTraits/developerConfiguration``: ``fixConfiguration(developerMessage:)`` with the
///    documented message, never a contextual one.
/// 5. ``ErrorTraits/signInAgain``: ``signInAgain(message:)``.
/// 6. ``ErrorTraits/reauthenticate``: ``reauthenticate(message:)``.
/// 7. ``ErrorTraits/permissionDenied``: ``requestPermission(message:)``.
/// 8. ``ErrorTraits/correctInput``: ``correctInput(message:)``.
/// 9. ``ErrorTraits/notifyUser``: ``notifyUser(message:)``.
/// 10. Anything else: ``showGenericMessage(message:)``.
///
/// From step 5 on, the message is `contextualMessage` when given (e.g. the Graph API's text for
/// code 190, subcode 458: "The app was removed. Please log in again."), else the documented
/// message. Empty or blank messages count as missing.
///
/// ```swift
/// let advice = failure.recoveryAdvice(locale: .current)
/// switch advice {
/// case .ignore, .retry, .retryAfterBackoff: break  // retries are Retrier's job
/// case .fixConfiguration(let developerMessage): logger.fault("\(developerMessage)")
/// case .signInAgain(let message): showLogin(explaining: message)
/// default: advice.userFacingMessage.map(showAlert)
/// }
/// ```
public enum RecoveryAdvice: Sendable, Hashable {
    /// Do nothing: the user cancelled.
    case ignore
    /// Show the message; the user has to act outside the app (or simply be told).
    case notifyUser(message: String)
    /// The session or token is no longer valid: show the message and ask the user to log in again.
    case signInAgain(message: String)
    /// A permission is missing: show the message and ask for the permission again.
    case requestPermission(message: String)
    /// The operation needs a recent login: reauthenticate the user, then retry.
    case reauthenticate(message: String)
    /// The user's input was wrong: show the message and let them correct it.
    case correctInput(message: String)
    /// Retry the operation, making at most `maxAttempts` attempts in all.
    case retry(maxAttempts: Int)
    /// Wait for a back-off period, then retry, making at most `maxAttempts` attempts in all.
    case retryAfterBackoff(maxAttempts: Int)
    /// The app is misconfigured; the message is for developers and is never shown to users.
    case fixConfiguration(developerMessage: String)
    /// Nothing specific applies: show a generic message.
    case showGenericMessage(message: String)

    /// The number of attempts advised when the caller does not choose one.
    public static let defaultMaxAttempts = 3

    /// Derives the advice from traits and messages; see the type's documentation for the order.
    ///
    /// - Parameters:
    ///   - traits: The documented traits of the error's code; `[]` for an undocumented error.
    ///   - documentedMessage: The documented text of the error, evaluated only when needed.
    ///   - userMessage: The SDK's own message for the user, when it asks to show one.
    ///   - contextualMessage: A more specific user-facing message than the documented one.
    ///   - attempts: How many attempts have failed so far, including this one.
    ///   - maxAttempts: The most attempts to make in all.
    ///
    /// ```swift
    /// RecoveryAdvice(traits: [.retryable], documentedMessage: "A network error occurred.")
    /// // .retry(maxAttempts: 3)
    /// RecoveryAdvice(
    ///   traits: [.retryable], documentedMessage: "A network error occurred.", attempts: 3)
    /// // .showGenericMessage(message: "A network error occurred.")
    /// ```
    public init(
        traits: ErrorTraits,
        documentedMessage: @autoclosure () -> String,
        userMessage: String? = nil,
        contextualMessage: String? = nil,
        attempts: Int = 1,
        maxAttempts: Int = RecoveryAdvice.defaultMaxAttempts
    ) {
        if let userMessage = Self.usable(userMessage) {
            self = .notifyUser(message: userMessage)
            return
        }
        if traits.contains(.userCancelled) {
            self = .ignore
            return
        }
        if traits.canSucceedOnRetry, attempts < maxAttempts {
            self =
                traits.contains(.throttled)
                ? .retryAfterBackoff(maxAttempts: maxAttempts) : .retry(maxAttempts: maxAttempts)
            return
        }
        if traits.contains(.developerConfiguration) {
            self = .fixConfiguration(developerMessage: documentedMessage())
            return
        }
        let message = Self.usable(contextualMessage) ?? documentedMessage()
        self = Self.userFacing(traits: traits, message: message)
    }

    /// The message meant for the user, or nil for advice that shows nothing to the user.
    ///
    /// ```swift
    /// RecoveryAdvice.signInAgain(message: "Please log in again.").userFacingMessage
    /// // "Please log in again."
    /// RecoveryAdvice.fixConfiguration(developerMessage: "Invalid API key.").userFacingMessage
    /// // nil
    /// ```
    public var userFacingMessage: String? {
        switch self {
        case .notifyUser(let message), .signInAgain(let message), .requestPermission(let message),
            .reauthenticate(let message), .correctInput(let message), .showGenericMessage(let message):
            message
        case .ignore, .retry, .retryAfterBackoff, .fixConfiguration:
            nil
        }
    }

    /// Returns the user-facing advice of steps 5 to 10 for a message.
    private static func userFacing(traits: ErrorTraits, message: String) -> RecoveryAdvice {
        if traits.contains(.signInAgain) { return .signInAgain(message: message) }
        if traits.contains(.reauthenticate) { return .reauthenticate(message: message) }
        if traits.contains(.permissionDenied) { return .requestPermission(message: message) }
        if traits.contains(.correctInput) { return .correctInput(message: message) }
        if traits.contains(.notifyUser) { return .notifyUser(message: message) }
        return .showGenericMessage(message: message)
    }

    /// Returns a message unless it is missing, empty or only white space.
    private static func usable(_ message: String?) -> String? {
        guard let message, message.contains(where: { !$0.isWhitespace }) else { return nil }
        return message
    }
}
