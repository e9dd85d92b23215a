import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// The Firebase guide's recovery facts, through the golden `Auth` domain's generated code enum: only a
/// network error or too many requests may succeed on retry; a wrong password is fixed by asking
/// again; an expired token by signing in again; requires-recent-login by reauthenticating.
@Suite struct FirebaseRecoveryFlowTests {
    let english = Locale(identifier: "en")

    func authError(_ code: AuthErrorCode) -> NSError {
        NSError(domain: "FIRAuthErrorDomain", code: code.rawValue)
    }

    @Test func aNetworkErrorIsRetriedThenSucceeds() async throws {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(sleeper: sleeper, random: { 0.5 })
        let signIn = ScriptedOperation<any Error>([
            .failure(authError(.networkError)), .success("user-1"),
        ])
        let user = try await retrier.run(classify: AuthErrorCode.traits(of:)) {
            try await signIn()
        }
        #expect(user == "user-1")
        #expect(await signIn.calls == 2)
        #expect(await sleeper.durations == [.milliseconds(250)])
    }

    @Test func aWrongPasswordIsNotRetriedAndTheUserIsAskedAgain() async throws {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(sleeper: sleeper, random: { 0.5 })
        let signIn = ScriptedOperation<any Error>([.failure(authError(.wrongPassword))])
        do {
            _ = try await retrier.run(classify: AuthErrorCode.traits(of:)) { try await signIn() }
            Issue.record("expected a failure")
        } catch let failure as RetryFailure<any Error> {
            #expect(failure.attempts == 1)
            #expect(!failure.retriesExhausted)
            let code = try #require(AuthErrorCode(error: failure.error))
            #expect(code == .wrongPassword)
            #expect(
                code.recoveryAdvice(locale: english, attempts: failure.attempts)
                    == .correctInput(message: "The password is wrong."))
        }
        #expect(await signIn.calls == 1)
        #expect(await sleeper.durations == [])
    }

    @Test func tooManyRequestsBacksOffThenShowsTheDocumentedText() async throws {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(sleeper: sleeper, random: { 0.5 })
        let request = ScriptedOperation<any Error>([.failure(authError(.tooManyRequests))])
        #expect(
            AuthErrorCode.tooManyRequests.recoveryAdvice(locale: english)
                == .retryAfterBackoff(maxAttempts: 3))
        do {
            _ = try await retrier.run(classify: AuthErrorCode.traits(of:)) { try await request() }
            Issue.record("expected a failure")
        } catch let failure as RetryFailure<any Error> {
            #expect(failure.attempts == 3)
            #expect(failure.retriesExhausted)
            let advice = AuthErrorCode(error: failure.error)?.recoveryAdvice(
                locale: english, attempts: failure.attempts)
            #expect(advice == .showGenericMessage(message: "Too many requests. Try again later."))
        }
        #expect(await request.calls == 3)
        #expect(await sleeper.durations == [.milliseconds(250), .milliseconds(500)])
    }

    static let tactics: [(AuthErrorCode, RecoveryAdvice)] = [
        (
            .userTokenExpired,
            .signInAgain(message: "Your session has expired. Please sign in again.")
        ),
        (.requiresRecentLogin, .reauthenticate(message: "Please sign in again to continue.")),
        (
            .invalidAPIKey,
            .fixConfiguration(developerMessage: "The app was configured with an invalid API key.")
        ),
        (.userDisabled, .notifyUser(message: "This account has been disabled.")),
        (.networkError, .retry(maxAttempts: 3)),
    ]

    @Test(arguments: tactics)
    func documentedTactics(code: AuthErrorCode, expected: RecoveryAdvice) {
        #expect(code.recoveryAdvice(locale: english) == expected)
    }

    @Test func onlyNetworkErrorAndTooManyRequestsCanSucceedOnRetry() {
        let retryable = AuthErrorCode.allCases.filter(\.traits.canSucceedOnRetry)
        #expect(retryable == [.tooManyRequests, .networkError])
    }

    @Test func typedMethodErrorsAreRetriedByTheirTraits() async throws {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(sleeper: sleeper, random: { 1 })
        let signIn = ScriptedOperation<AccountClient.SignInWithEmailPasswordError>([
            .failure(.networkError()), .failure(.networkError()), .failure(.wrongPassword()),
        ])
        do {
            _ = try await retrier.run(classify: \.traits) {
                () async throws(AccountClient.SignInWithEmailPasswordError) in
                try await signIn()
            }
            Issue.record("expected a failure")
        } catch let failure as RetryFailure<AccountClient.SignInWithEmailPasswordError> {
            #expect(failure.error == .wrongPassword())
            #expect(failure.attempts == 3)
            #expect(
                failure.error.recoveryAdvice(locale: english, attempts: failure.attempts)
                    == .correctInput(message: "The password is wrong for this email address."))
        }
        #expect(await sleeper.durations == [.milliseconds(500), .seconds(1)])
    }
}
