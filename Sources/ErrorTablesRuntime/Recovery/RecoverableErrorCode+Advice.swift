import Foundation

extension RecoverableErrorCode {
    /// Returns what to do about this code, with messages in `locale`.
    ///
    /// The documented message is the code's description in `locale`; see ``RecoveryAdvice`` for
    /// the order in which the inputs and traits are considered.
    ///
    /// - Parameters:
    ///   - locale: The language of the documented message.
    ///   - userMessage: The SDK's own message for the user when it asks to show one (e.g.
    ///     Facebook's `fberrorUserMessage` when `fberrorShouldNotifyUser`); it wins over traits.
    ///   - contextualMessage: A more specific user-facing message, e.g. from a Graph API code and
    ///     subcode lookup; it replaces the documented message in user-facing advice.
    ///   - attempts: How many attempts have failed so far, including this one.
    ///   - maxAttempts: The most attempts to make in all; no retry is advised once reached.
    ///
    /// ```swift
    /// FBErrorCategory.authenticationReopenSession.recoveryAdvice(
    ///   locale: .current, contextualMessage: "The app was removed. Please log in again.")
    /// // .logInAgain(message: "The app was removed. Please log in again.")
    /// ```
    public func recoveryAdvice(
        locale: Locale,
        userMessage: String? = nil,
        contextualMessage: String? = nil,
        attempts: Int = 1,
        maxAttempts: Int = RecoveryAdvice.defaultMaxAttempts
    ) -> RecoveryAdvice {
        RecoveryAdvice(
            traits: traits,
            documentedMessage: localizedDescription(locale: locale),
            userMessage: userMessage,
            contextualMessage: contextualMessage,
            attempts: attempts,
            maxAttempts: maxAttempts)
    }
}
