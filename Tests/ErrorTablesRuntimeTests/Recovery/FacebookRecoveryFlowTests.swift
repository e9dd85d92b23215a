import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// The Facebook SDK guide's three handlers, through the golden `Graph` domain's generated category
/// enum: first the SDK's user message, then the category's tactic, with the Graph API's contextual
/// message.
@Suite struct FacebookRecoveryFlowTests {
    /// The guide's Graph API handler retries once more: two attempts in all.
    let graphAPIPolicy = RetryPolicy(maxAttempts: 2)

    @Test func categoryRawValuesAreTheSDKs() {
        #expect(
            FBErrorCategory.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, -1, -2])
        #expect(FBErrorCategory(rawValue: 6) == .userCancelled)
    }

    static let tactics: [(FBErrorCategory, RecoveryAdvice)] = [
        (.userCancelled, .ignore),
        (
            .authenticationReopenSession,
            .signInAgain(message: "Your session is no longer valid. Please log in again.")
        ),
        (.permissions, .requestPermission(message: "A permission this feature needs was removed.")),
        (.retry, .retry(maxAttempts: 2)),
        (.throttling, .retryAfterBackoff(maxAttempts: 2)),
        (.server, .showGenericMessage(message: "Something went wrong on Facebook's side.")),
        (.facebookOther, .showGenericMessage(message: "Something went wrong.")),
        (.badRequest, .showGenericMessage(message: "The request was malformed.")),
        (.invalid, .showGenericMessage(message: "The error could not be classified.")),
    ]

    @Test(arguments: tactics)
    func theGuidesTacticPerCategory(category: FBErrorCategory, expected: RecoveryAdvice) {
        #expect(FacebookSDKError(category: category).advice() == expected)
    }

    @Test(arguments: FBErrorCategory.allCases)
    func theSDKsUserMessageComesFirst(category: FBErrorCategory) {
        let error = FacebookSDKError(
            category: category, shouldNotifyUser: true,
            userMessage: "Go to Settings > Facebook and turn ON Scrumptious.", code: 190, subcode: 458)
        #expect(
            error.advice() == .notifyUser(message: "Go to Settings > Facebook and turn ON Scrumptious."))
    }

    @Test func aUserMessageIsIgnoredUnlessTheSDKAsksToShowIt() {
        let error = FacebookSDKError(
            category: .userCancelled, shouldNotifyUser: false, userMessage: "Not for the user.")
        #expect(error.advice() == .ignore)
    }

    @Test func loginFlow() {
        #expect(FacebookSDKError(category: .userCancelled).advice() == .ignore)
        #expect(
            FacebookSDKError(category: .authenticationReopenSession, code: 190, subcode: 458).advice()
                == .signInAgain(message: "The app was removed. Please log in again."))
        #expect(
            FacebookSDKError(category: .authenticationReopenSession, code: 190, subcode: 463).advice()
                == .signInAgain(message: "Your session is no longer valid. Please log in again."))
        #expect(
            FacebookSDKError(category: .authenticationReopenSession, code: 190, subcode: 460).advice(
                locale: Locale(identifier: "it"))
                == .signInAgain(message: "Your Facebook password changed. Please log in again."))
        #expect(
            FacebookSDKError(category: .authenticationReopenSession, code: 102).advice(
                locale: Locale(identifier: "it"))
                == .signInAgain(message: "La sessione non è più valida. Accedi di nuovo."))
        #expect(
            FacebookSDKError(category: .facebookOther).advice()
                == .showGenericMessage(message: "Something went wrong."))
    }

    @Test func newPermissionsFlow() {
        #expect(FacebookSDKError(category: .userCancelled).advice() == .ignore)
        #expect(
            FacebookSDKError(
                category: .facebookOther, shouldNotifyUser: true, userMessage: "Check your account."
            ).advice() == .notifyUser(message: "Check your account."))
        #expect(
            FacebookSDKError(category: .server).advice()
                == .showGenericMessage(message: "Something went wrong on Facebook's side."))
    }

    /// Runs a Graph API request that fails as scripted, retried as the guide says, and returns
    /// the advice for the final error, the number of calls and the waits.
    func graphAPICall(
        _ outcomes: [Result<String, FacebookSDKError>]
    ) async throws -> (advice: RecoveryAdvice?, calls: Int, waits: [Duration]) {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(policy: graphAPIPolicy, sleeper: sleeper, random: { 0.5 })
        let request = ScriptedOperation(outcomes)
        var advice: RecoveryAdvice?
        do {
            _ = try await retrier.run(classify: \.category.traits) {
                () async throws(FacebookSDKError) in try await request()
            }
        } catch let failure as RetryFailure<FacebookSDKError> {
            advice = failure.error.advice(
                attempts: failure.attempts, maxAttempts: graphAPIPolicy.maxAttempts)
        }
        return (advice, await request.calls, await sleeper.durations)
    }

    @Test(arguments: [4, 17])
    func throttlingBacksOffUpToTheLimitThenShowsAGenericMessage(code: Int) async throws {
        let result = try await graphAPICall([
            .failure(FacebookSDKError(category: .throttling, code: code))
        ])
        #expect(
            result.advice
                == .showGenericMessage(message: "Facebook is receiving too many requests. Try again later.")
        )
        #expect(result.calls == 2)
        #expect(result.waits == [.milliseconds(250)])
    }

    @Test func aRetryCategoryErrorIsRetriedOnce() async throws {
        let result = try await graphAPICall([
            .failure(FacebookSDKError(category: .retry, code: 2)), .success("posted"),
        ])
        #expect(result.advice == nil)
        #expect(result.calls == 2)
    }

    @Test func aCheckpointedUserIsRetriedThenToldTheSDKsMessage() async throws {
        let checkpointed = FacebookSDKError(
            category: .retry, shouldNotifyUser: true,
            userMessage: "Log in at facebook.com to restore access.", code: 190, subcode: 459)
        let result = try await graphAPICall([.failure(checkpointed)])
        #expect(result.advice == .notifyUser(message: "Log in at facebook.com to restore access."))
        #expect(result.calls == 2)
    }

    @Test func aRemovedPermissionIsRequestedAgainWithoutRetrying() async throws {
        for code in [10, 200, 299] {
            let result = try await graphAPICall([
                .failure(FacebookSDKError(category: .permissions, code: code))
            ])
            #expect(
                result.advice == .requestPermission(message: "A permission this feature needs was removed.")
            )
            #expect(result.calls == 1)
            #expect(result.waits == [])
        }
    }

    @Test func otherErrorsShowAGenericMessageWithoutRetrying() async throws {
        let result = try await graphAPICall([.failure(FacebookSDKError(category: .server, code: 1))])
        #expect(
            result.advice == .showGenericMessage(message: "Something went wrong on Facebook's side."))
        #expect(result.calls == 1)
    }
}
