import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// An error whose retryability a test chooses, optionally with a server hint.
struct FlakyError: Error, Equatable, RetryAfterProviding {
    var attempt: Int
    var traits: ErrorTraits = .retryable
    var retryAfter: Duration?
}

@Suite struct RetrierTests {
    /// Base 0.5 s, factor 2, cap 8 s.
    func policy(
        maxAttempts: Int = 7, jitter: RetryPolicy.Jitter = .full, maxRetryAfter: Duration = .seconds(10)
    ) -> RetryPolicy {
        RetryPolicy(
            maxAttempts: maxAttempts, initialDelay: .milliseconds(500), multiplier: 2,
            maxDelay: .seconds(8), jitter: jitter, maxRetryAfter: maxRetryAfter)
    }

    /// Runs an operation that always fails retryably and returns the waits and the failure.
    func waits(
        policy: RetryPolicy, random: Double
    ) async throws -> (durations: [Duration], failure: RetryFailure<FlakyError>?) {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(policy: policy, sleeper: sleeper, random: { random })
        var attempt = 0
        do {
            _ = try await retrier.run(classify: \.traits) { () throws(FlakyError) -> String in
                attempt += 1
                throw FlakyError(attempt: attempt)
            }
        } catch let failure as RetryFailure<FlakyError> {
            return (await sleeper.durations, failure)
        }
        return (await sleeper.durations, nil)
    }

    @Test func backoffWithoutJitterDoublesUpToTheCap() async throws {
        let result = try await waits(policy: policy(jitter: .disabled), random: 0.3)
        #expect(
            result.durations == [
                .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(8),
            ])
    }

    @Test func fullJitterScalesTheBackoffByTheRandomValue() async throws {
        let half = try await waits(policy: policy(jitter: .full), random: 0.5)
        #expect(
            half.durations == [
                .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(4),
            ])
        let zero = try await waits(policy: policy(maxAttempts: 3, jitter: .full), random: 0)
        #expect(zero.durations == [.zero, .zero])
        let one = try await waits(policy: policy(maxAttempts: 3, jitter: .full), random: 1)
        #expect(one.durations == [.milliseconds(500), .seconds(1)])
    }

    @Test func equalJitterKeepsHalfTheBackoff() async throws {
        let result = try await waits(policy: policy(jitter: .equal), random: 0.5)
        #expect(
            result.durations == [
                .milliseconds(375), .milliseconds(750), .milliseconds(1500), .seconds(3), .seconds(6),
                .seconds(6),
            ])
        let zero = try await waits(policy: policy(maxAttempts: 3, jitter: .equal), random: 0)
        #expect(zero.durations == [.milliseconds(250), .milliseconds(500)])
    }

    @Test func policyValuesAreClamped() {
        let policy = RetryPolicy(
            maxAttempts: 0, initialDelay: .seconds(-1), multiplier: .nan, maxDelay: .seconds(-2),
            maxRetryAfter: .seconds(-3))
        #expect(policy.maxAttempts == 1)
        #expect(policy.initialDelay == .zero)
        #expect(policy.multiplier == 1)
        #expect(policy.maxDelay == .zero)
        #expect(policy.maxRetryAfter == .zero)
        let jittered = self.policy(jitter: .full)
        #expect(jittered.delay(beforeRetry: 2, random: 7) == .seconds(1))
        #expect(jittered.delay(beforeRetry: 2, random: -1) == .zero)
        #expect(jittered.delay(beforeRetry: 2, random: .nan) == .zero)
        #expect(jittered.backoff(beforeRetry: 0) == .milliseconds(500))
        #expect(jittered.backoff(beforeRetry: 1_000_000) == .seconds(8))
        #expect(RetryPolicy(multiplier: 1).backoff(beforeRetry: 5) == .milliseconds(500))
    }

    @Test func theDefaultPolicy() {
        let policy = RetryPolicy.default
        #expect(policy.maxAttempts == 3)
        #expect(policy.initialDelay == .milliseconds(500))
        #expect(policy.multiplier == 2)
        #expect(policy.maxDelay == .seconds(8))
        #expect(policy.jitter == .full)
        #expect(policy.maxRetryAfter == .seconds(60))
    }

    @Test func afterTheLastAttemptTheLastErrorIsThrown() async throws {
        let result = try await waits(policy: policy(maxAttempts: 3, jitter: .disabled), random: 0)
        let failure = try #require(result.failure)
        #expect(failure.error == FlakyError(attempt: 3))
        #expect(failure.attempts == 3)
        #expect(failure.retriesExhausted)
        #expect(result.durations == [.milliseconds(500), .seconds(1)])
    }

    @Test func anErrorThatCannotSucceedOnRetryIsThrownAtOnce() async throws {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(policy: policy(), sleeper: sleeper, random: { 0.5 })
        let operation = ScriptedOperation<FlakyError>([
            .failure(FlakyError(attempt: 1, traits: .correctInput))
        ])
        do {
            _ = try await retrier.run(classify: \.traits) { () async throws(FlakyError) in
                try await operation()
            }
            Issue.record("expected a failure")
        } catch let failure as RetryFailure<FlakyError> {
            #expect(failure.error == FlakyError(attempt: 1, traits: .correctInput))
            #expect(failure.attempts == 1)
            #expect(!failure.retriesExhausted)
        }
        #expect(await operation.calls == 1)
        #expect(await sleeper.durations == [])
    }

    @Test func aSuccessIsReturnedWithoutWaiting() async throws {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(policy: policy(), sleeper: sleeper, random: { 0.5 })
        let operation = ScriptedOperation<FlakyError>([.success("done")])
        let value = try await retrier.run(classify: \.traits) { () async throws(FlakyError) in
            try await operation()
        }
        #expect(value == "done")
        #expect(await operation.calls == 1)
        #expect(await sleeper.durations == [])
    }

    @Test func cancellingDuringAWaitStopsRetrying() async throws {
        let sleeper = RecordingSleeper(.cancelTask)
        let operation = ScriptedOperation<FlakyError>([.failure(FlakyError(attempt: 1))])
        let retrier = Retrier(policy: policy(), sleeper: sleeper, random: { 1 })
        let task = Task {
            try await retrier.run(classify: \.traits) { () async throws(FlakyError) in
                try await operation()
            }
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await operation.calls == 1)
        #expect(await sleeper.durations == [.milliseconds(500)])
    }

    @Test func aSleeperThatThrowsCancellationIsRethrown() async throws {
        let sleeper = RecordingSleeper(.throwCancellation)
        let operation = ScriptedOperation<FlakyError>([.failure(FlakyError(attempt: 1))])
        let retrier = Retrier(policy: policy(), sleeper: sleeper, random: { 1 })
        await #expect(throws: CancellationError.self) {
            try await retrier.run(classify: \.traits) { () async throws(FlakyError) in
                try await operation()
            }
        }
        #expect(await operation.calls == 1)
        #expect(await sleeper.durations.count == 1)
    }

    @Test func cancellingDuringAnAttemptStopsBeforeWaiting() async throws {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(policy: policy(), sleeper: sleeper, random: { 1 })
        let task = Task {
            try await retrier.run(classify: \.traits) { () throws(FlakyError) -> String in
                withUnsafeCurrentTask { $0?.cancel() }
                throw FlakyError(attempt: 1)
            }
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await sleeper.durations == [])
    }

    @Test func aCancelledTaskMakesNoAttempt() async throws {
        let operation = ScriptedOperation<FlakyError>([.success("done")])
        let retrier = Retrier(policy: policy(), sleeper: RecordingSleeper(), random: { 1 })
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await retrier.run(classify: \.traits) { () async throws(FlakyError) in
                try await operation()
            }
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await operation.calls == 0)
    }

    @Test func aRetryAfterHintReplacesTheBackoff() async throws {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(
            policy: policy(maxRetryAfter: .seconds(10)), sleeper: sleeper, random: { 0.5 })
        let operation = ScriptedOperation<FlakyError>([
            .failure(FlakyError(attempt: 1, retryAfter: .seconds(3))),
            .failure(FlakyError(attempt: 2, retryAfter: .seconds(120))),
            .failure(FlakyError(attempt: 3, retryAfter: .seconds(-1))),
            .failure(FlakyError(attempt: 4)),
            .success("done"),
        ])
        let value = try await retrier.run(classify: \.traits) { () async throws(FlakyError) in
            try await operation()
        }
        #expect(value == "done")
        #expect(
            await sleeper.durations == [.seconds(3), .seconds(10), .seconds(1), .seconds(2)])
    }

    @Test func retryAfterHintsInUserInfo() {
        let retrier = Retrier(
            policy: policy(maxRetryAfter: .seconds(30)), sleeper: RecordingSleeper(), random: { 0 })
        func error(_ value: Any) -> NSError {
            NSError(domain: "Server", code: 429, userInfo: [RetryAfterHint.userInfoKey: value])
        }
        #expect(RetryAfterHint.userInfoKey == "Retry-After")
        #expect(RetryAfterHint.duration(in: error(" 2 ")) == .seconds(2))
        #expect(RetryAfterHint.duration(in: error(1.5)) == .milliseconds(1500))
        #expect(RetryAfterHint.duration(in: error(4)) == .seconds(4))
        #expect(RetryAfterHint.duration(in: error(NSNumber(value: 5))) == .seconds(5))
        #expect(RetryAfterHint.duration(in: error(Duration.seconds(6))) == .seconds(6))
        #expect(RetryAfterHint.duration(in: error("Wed, 21 Oct 2015 07:28:00 GMT")) == nil)
        #expect(RetryAfterHint.duration(in: error(-4)) == nil)
        #expect(RetryAfterHint.duration(in: NSError(domain: "Server", code: 429)) == nil)
        #expect(RetryAfterHint.duration(in: UndocumentedError(error(7))) == .seconds(7))
        #expect(RetryAfterHint.duration(in: AccountClient.SignInWithEmailPasswordError(error(8))) == .seconds(8))
        #expect(RetryAfterHint.duration(in: AccountClient.SignInWithEmailPasswordError.networkError()) == nil)
        #expect(RetryAfterHint.duration(in: AccountErrorCode.networkError) == nil)
        #expect(retrier.delay(beforeRetry: 1, after: error(45)) == .seconds(30))
        #expect(retrier.delay(beforeRetry: 1, after: error("x")) == .zero)
    }
}
