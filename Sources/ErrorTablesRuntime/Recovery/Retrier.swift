/// Runs an async operation again while its error may succeed on retry, as the documentation
/// says, waiting with capped exponential back-off and jitter between attempts.
///
/// An error is retried only when its traits are ``ErrorTraits/retryable`` or
/// ``ErrorTraits/throttled`` and fewer than ``RetryPolicy/maxAttempts`` attempts were made.
/// Both wait before the retry: the jittered back-off of ``RetryPolicy``, or the server's
/// retry-after hint (``RetryAfterHint``) capped at ``RetryPolicy/maxRetryAfter`` when the error
/// carries one. Task cancellation stops at once: no further attempt or wait is started and
/// `CancellationError` is thrown. The sleeper and the random source are injected, so tests
/// neither sleep nor depend on chance.
///
/// ```swift
/// let retrier = Retrier(policy: RetryPolicy(maxAttempts: 4))
/// let user = try await retrier.run(classify: AuthErrorCode.traits(of:)) {
///   try await auth.signIn(withEmail: email, password: password)
/// }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct Retrier: Sendable {
    /// How many attempts to make and how long to wait between them.
    public let policy: RetryPolicy
    /// What waits between attempts.
    public let sleeper: any RetrySleeper
    /// Returns a uniformly distributed value in `0...1` for jitter.
    public let random: @Sendable () -> Double

    /// Creates a retrier; by default it really sleeps and jitters with the system generator.
    ///
    /// ```swift
    /// Retrier(policy: .default, sleeper: RecordingSleeper(), random: { 0.5 })  // in tests
    /// ```
    public init(
        policy: RetryPolicy = .default,
        sleeper: any RetrySleeper = TaskSleeper(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        self.policy = policy
        self.sleeper = sleeper
        self.random = random
    }

    /// Runs `operation` until it succeeds, its error is not retryable, or the attempts run out.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor, on which `classify` and `operation` run.
    ///   - classify: Returns the documented traits of an error, e.g. `AuthErrorCode.traits(of:)`
    ///     or `\.traits` for a generated method error type.
    ///   - operation: The operation; it may throw a typed error.
    /// - Returns: The operation's result.
    /// - Throws: ``RetryFailure`` with the last error (typed as the operation throws it), the
    ///   number of attempts and whether retries were exhausted; `CancellationError` when the
    ///   task is cancelled before an attempt or during a wait; or what the sleeper throws.
    ///
    /// ```swift
    /// do {
    ///   return try await retrier.run(classify: \.traits) { () async throws(FIRAuth.SignInWithEmailPasswordError) in
    ///     try await signIn()
    ///   }
    /// } catch let failure as RetryFailure<FIRAuth.SignInWithEmailPasswordError> {
    ///   show(failure.error.recoveryAdvice(locale: .current, attempts: failure.attempts))
    /// }
    /// ```
    public func run<Success, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        classify: (Failure) -> ErrorTraits,
        operation: () async throws(Failure) -> Success
    ) async throws -> Success {
        var attempts = 0
        while true {
            try Task.checkCancellation()
            attempts += 1
            let error: Failure
            do {
                return try await operation()
            } catch let failure {
                error = failure
            }
            try Task.checkCancellation()
            guard classify(error).canSucceedOnRetry else {
                throw RetryFailure(error: error, attempts: attempts, retriesExhausted: false)
            }
            guard attempts < policy.maxAttempts else {
                throw RetryFailure(error: error, attempts: attempts, retriesExhausted: true)
            }
            try await sleeper.sleep(for: delay(beforeRetry: attempts, after: error))
        }
    }

    /// Returns how long to wait before retry `retry` after `error`: the server's hint, capped,
    /// or the jittered back-off.
    ///
    /// ```swift
    /// retrier.delay(beforeRetry: 1, after: error)
    /// ```
    public func delay(beforeRetry retry: Int, after error: any Error) -> Duration {
        if let hint = RetryAfterHint.duration(in: error) {
            return policy.delay(retryAfter: hint)
        }
        return policy.delay(beforeRetry: retry, random: random())
    }
}
