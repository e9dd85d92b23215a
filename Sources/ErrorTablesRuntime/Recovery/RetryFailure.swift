/// The error ``Retrier`` throws when an operation did not succeed: the last error and how many
/// attempts were made.
///
/// ```swift
/// do {
///   try await retrier.run(classify: AuthErrorCode.traits(of:)) { try await signIn() }
/// } catch let failure as RetryFailure<any Error> {
///   let advice = AuthErrorCode(error: failure.error)?.recoveryAdvice(
///     locale: .current, attempts: failure.attempts)
/// }
/// ```
public struct RetryFailure<Failure: Error>: Error {
    /// The error of the last attempt, as the operation threw it.
    public let error: Failure
    /// How many attempts were made, the first included.
    public let attempts: Int
    /// Whether the last error could have succeeded on retry but no attempts were left; false when
    /// it was not retryable.
    public let retriesExhausted: Bool

    /// Wraps the last error of an operation.
    ///
    /// ```swift
    /// RetryFailure(error: URLError(.timedOut), attempts: 3, retriesExhausted: true)
    /// ```
    public init(error: Failure, attempts: Int, retriesExhausted: Bool) {
        self.error = error
        self.attempts = attempts
        self.retriesExhausted = retriesExhausted
    }
}
