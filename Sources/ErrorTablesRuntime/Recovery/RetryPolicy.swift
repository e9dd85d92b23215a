/// How often and how long ``Retrier`` waits between attempts: capped exponential back-off with
/// jitter.
///
/// Before retry `n` (1 for the second attempt) the back-off is
/// `min(maxDelay, initialDelay × multiplier^(n-1))`, then jittered as ``jitter`` says. A
/// server's retry-after hint replaces the jittered delay, capped at ``maxRetryAfter``.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 5, initialDelay: .milliseconds(500), maxDelay: .seconds(8))
/// policy.delay(beforeRetry: 3, random: 1)  // 2 seconds with full jitter at its maximum
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct RetryPolicy: Sendable, Hashable {
    /// How a back-off is randomized so that many clients do not retry in lockstep.
    public enum Jitter: Sendable, Hashable {
        /// No randomness: wait exactly the back-off.
        case disabled
        /// "Full jitter": a uniformly random delay between zero and the back-off.
        case full
        /// "Equal jitter": half the back-off plus a uniformly random part of the other half.
        case equal
    }

    /// The most attempts to make in all, the first included; at least 1.
    public let maxAttempts: Int
    /// The back-off before the first retry.
    public let initialDelay: Duration
    /// The factor by which the back-off grows with each retry; at least 1.
    public let multiplier: Double
    /// The longest back-off, whatever the retry number.
    public let maxDelay: Duration
    /// How the back-off is randomized.
    public let jitter: Jitter
    /// The longest wait a server's retry-after hint may ask for.
    public let maxRetryAfter: Duration

    /// Three attempts, 0.5 s doubling up to 8 s, full jitter, retry-after hints up to 60 s.
    public static let `default` = RetryPolicy()

    /// Creates a policy; out-of-range values are clamped (negative delays become zero).
    ///
    /// ```swift
    /// RetryPolicy(maxAttempts: 2, jitter: .equal)  // the Facebook guide's "one more attempt"
    /// ```
    public init(
        maxAttempts: Int = RecoveryAdvice.defaultMaxAttempts,
        initialDelay: Duration = .milliseconds(500),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(8),
        jitter: Jitter = .full,
        maxRetryAfter: Duration = .seconds(60)
    ) {
        self.maxAttempts = max(maxAttempts, 1)
        self.initialDelay = max(initialDelay, .zero)
        self.multiplier = multiplier.isFinite ? max(multiplier, 1) : 1
        self.maxDelay = max(maxDelay, .zero)
        self.jitter = jitter
        self.maxRetryAfter = max(maxRetryAfter, .zero)
    }

    /// Returns the capped exponential back-off before retry `retry` (1 for the second attempt),
    /// before jitter.
    ///
    /// ```swift
    /// RetryPolicy().backoff(beforeRetry: 1)  // 0.5 seconds
    /// RetryPolicy().backoff(beforeRetry: 9)  // 8 seconds: the cap
    /// ```
    public func backoff(beforeRetry retry: Int) -> Duration {
        let cap = Self.seconds(maxDelay)
        var seconds = min(Self.seconds(initialDelay), cap)
        if multiplier > 1 {
            for _ in 1..<max(retry, 1) where seconds < cap {
                seconds = min(seconds * multiplier, cap)
            }
        }
        return .seconds(seconds)
    }

    /// Returns the jittered delay before retry `retry`, given a random value in `0...1`.
    ///
    /// With ``Jitter/full`` the delay is `backoff × random`; with ``Jitter/equal`` it is
    /// `backoff / 2 + backoff / 2 × random`. Values outside `0...1` are clamped.
    ///
    /// ```swift
    /// RetryPolicy(jitter: .equal).delay(beforeRetry: 2, random: 0.5)  // 0.75 seconds
    /// ```
    public func delay(beforeRetry retry: Int, random: Double) -> Duration {
        let backoff = Self.seconds(backoff(beforeRetry: retry))
        let fraction = random.isNaN ? 0 : min(max(random, 0), 1)
        switch jitter {
        case .disabled: return .seconds(backoff)
        case .full: return .seconds(backoff * fraction)
        case .equal: return .seconds(backoff / 2 + backoff / 2 * fraction)
        }
    }

    /// Returns the wait a retry-after hint asks for, capped at ``maxRetryAfter``; never negative.
    ///
    /// ```swift
    /// RetryPolicy().delay(retryAfter: .seconds(120))  // 60 seconds
    /// ```
    public func delay(retryAfter hint: Duration) -> Duration {
        min(max(hint, .zero), maxRetryAfter)
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
