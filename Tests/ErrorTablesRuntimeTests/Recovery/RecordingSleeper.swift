import ErrorTablesRuntime

/// A sleeper that never sleeps: it records each requested duration and can cancel the task.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
actor RecordingSleeper: RetrySleeper {
    /// What to do after recording a duration.
    enum Action {
        /// Return at once, as if the time had passed.
        case returnAtOnce
        /// Cancel the sleeping task, then return.
        case cancelTask
        /// Throw `CancellationError`, as `Task.sleep` does when cancelled.
        case throwCancellation
    }

    /// The durations asked for, in order.
    private(set) var durations: [Duration] = []
    private let action: Action

    init(_ action: Action = .returnAtOnce) {
        self.action = action
    }

    func sleep(for duration: Duration) async throws {
        durations.append(duration)
        switch action {
        case .returnAtOnce: break
        case .cancelTask: withUnsafeCurrentTask { $0?.cancel() }
        case .throwCancellation: throw CancellationError()
        }
    }
}
