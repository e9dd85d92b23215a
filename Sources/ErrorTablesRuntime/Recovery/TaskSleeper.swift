/// The real ``RetrySleeper``: `Task.sleep(for:)` on the continuous clock.
///
/// ```swift
/// let retrier = Retrier(sleeper: TaskSleeper())
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct TaskSleeper: RetrySleeper {
    /// Creates the sleeper.
    public init() {}

    /// Sleeps on `ContinuousClock`, throwing `CancellationError` if the task is cancelled.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
