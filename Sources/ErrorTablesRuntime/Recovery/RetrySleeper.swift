/// Waits between attempts of ``Retrier``; tests inject one that records durations instead.
///
/// ```swift
/// actor RecordingSleeper: RetrySleeper {
///   var durations: [Duration] = []
///   func sleep(for duration: Duration) async throws { durations.append(duration) }
/// }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public protocol RetrySleeper: Sendable {
    /// Suspends for `duration`; throws `CancellationError` when the task is cancelled meanwhile.
    func sleep(for duration: Duration) async throws
}
