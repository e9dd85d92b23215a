import Foundation

/// Anything ``RecoveryAdvice`` can be derived from: a code enum (``RecoverableErrorCode``), a
/// method's errors (``DocumentedMethodErrors``) or a lookup match (``ErrorLookupMatch``).
///
/// Each provides its traits, its documented message and, for a lookup match, a more specific
/// contextual message; ``recoveryAdvice(locale:userMessage:contextualMessage:attempts:maxAttempts:)``
/// is implemented once for all of them.
public protocol RecoveryAdviceSource {
    /// What the documentation says about recovering from the error; `[]` when it says nothing.
    var traits: ErrorTraits { get }

    /// The documented text of the error in `locale`; never empty.
    func localizedDescription(locale: Locale) -> String

    /// A user-facing message more specific than the description, e.g. a lookup row's; nil when
    /// there is none.
    func contextualMessage(locale: Locale) -> String?
}

extension RecoveryAdviceSource {
    /// No contextual message unless the source has one.
    public func contextualMessage(locale: Locale) -> String? { nil }

    /// Returns what to do about the error, with messages in `locale`.
    ///
    /// The documented message is ``localizedDescription(locale:)``: for a method error the
    /// method's own text for its code (else the code's description, else its "all others" text,
    /// so an undocumented error is advised to show the "all others" text); for a lookup match the
    /// description of the matched case, or the row's message when it names no case. See
    /// ``RecoveryAdvice`` for the order in which the inputs and traits are considered.
    ///
    /// - Parameters:
    ///   - locale: The language of the messages.
    ///   - userMessage: The SDK's own message for the user when it asks to show one (e.g.
    ///     Facebook's `fberrorUserMessage` when `fberrorShouldNotifyUser`); it wins over traits.
    ///   - contextualMessage: A more specific user-facing message, e.g. from a Graph API code and
    ///     subcode lookup; it replaces the documented message in user-facing advice. Defaults to
    ///     the source's own ``contextualMessage(locale:)`` (a lookup match's row message).
    ///   - attempts: How many attempts have failed so far, including this one.
    ///   - maxAttempts: The most attempts to make in all; no retry is advised once reached.
    ///
    /// ```swift
    /// FBErrorCategory.authenticationReopenSession.recoveryAdvice(
    ///   locale: .current, contextualMessage: "The app was removed. Please log in again.")
    /// // .signInAgain(message: "The app was removed. Please log in again.")
    /// GraphAPIError.table.match(code: 190, subcode: 458)?.recoveryAdvice(locale: .current)
    /// // .signInAgain(message: "The app was removed. Please log in again.")
    /// FIRAuth.SignInWithEmailPasswordError(error).recoveryAdvice(locale: .current)
    /// // .correctInput(message: …) for .wrongPassword
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
            contextualMessage: contextualMessage ?? self.contextualMessage(locale: locale),
            attempts: attempts,
            maxAttempts: maxAttempts)
    }
}
