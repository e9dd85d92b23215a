import Foundation

extension ErrorLookupMatch where Code: RecoverableErrorCode {
    /// The traits of the matched case; `[]` when the match has no case.
    ///
    /// ```swift
    /// GraphAPIError.table.match(code: 4, subcode: nil)?.traits  // [.throttled]
    /// ```
    public var traits: ErrorTraits {
        category?.traits ?? []
    }

    /// Returns what to do about the error, with the contextual message in `locale`.
    ///
    /// With a case, this is the case's
    /// ``RecoverableErrorCode/recoveryAdvice(locale:userMessage:contextualMessage:attempts:maxAttempts:)``
    /// with ``message(locale:)`` as the contextual message; without one (the "All others"
    /// message, or a row naming no case), the error has no traits, so the advice is
    /// ``RecoveryAdvice/showGenericMessage(message:)`` with that message, unless `userMessage`
    /// is given. See ``RecoveryAdvice`` for the order of precedence.
    ///
    /// - Parameters:
    ///   - locale: The language of the messages.
    ///   - userMessage: The SDK's own message for the user when it asks to show one; it wins.
    ///   - attempts: How many attempts have failed so far, including this one.
    ///   - maxAttempts: The most attempts to make in all; no retry is advised once reached.
    ///
    /// ```swift
    /// GraphAPIError.table.match(code: 190, subcode: 458)?.recoveryAdvice(locale: .current)
    /// // .logInAgain(message: "The app was removed. Please log in again.")
    /// ```
    public func recoveryAdvice(
        locale: Locale,
        userMessage: String? = nil,
        attempts: Int = 1,
        maxAttempts: Int = RecoveryAdvice.defaultMaxAttempts
    ) -> RecoveryAdvice {
        let contextualMessage = message(locale: locale)
        guard let category else {
            return RecoveryAdvice(
                traits: [],
                documentedMessage: contextualMessage,
                userMessage: userMessage,
                attempts: attempts,
                maxAttempts: maxAttempts)
        }
        return category.recoveryAdvice(
            locale: locale,
            userMessage: userMessage,
            contextualMessage: contextualMessage,
            attempts: attempts,
            maxAttempts: maxAttempts)
    }
}
