import Foundation

extension DocumentedMethodErrors where Code: RecoverableErrorCode {
    /// The traits of the documented code; `[]` for an undocumented error.
    ///
    /// ```swift
    /// SignInErrors.networkError.traits  // [.retryable]
    /// let user = try await retrier.run(classify: \.traits) { () async throws(SignInErrors) in … }
    /// ```
    public var traits: ErrorTraits {
        code?.traits ?? []
    }

    /// Returns what to do about the error, with the method's own texts in `locale`.
    ///
    /// The documented message is the method's text for the error (its text for the code, else the
    /// code's description, else its "all others" text), so an undocumented error is advised to
    /// show the "all others" text. See ``RecoveryAdvice`` for the order of precedence and
    /// ``RecoverableErrorCode/recoveryAdvice(locale:userMessage:contextualMessage:attempts:maxAttempts:)``
    /// for the parameters.
    ///
    /// ```swift
    /// SignInErrors(error).recoveryAdvice(locale: .current)  // .correctInput(message: …)
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
