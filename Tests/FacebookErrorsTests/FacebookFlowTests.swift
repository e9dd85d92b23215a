import ErrorTablesCore
import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import FacebookErrors
import Foundation
import Testing

/// The Facebook guide's flows, end to end through the types the build plugin generates from spec/Facebook.
@Suite struct FacebookFlowTests {
    let english = Locale(identifier: "en_US")
    let italian = Locale(identifier: "it_IT")

    /// An error as the Facebook SDK 3.x reports a failed Graph API request.
    func graphError(code: Int, subcode: Int? = nil) -> NSError {
        var body: [String: Any] = ["code": code, "type": "OAuthException", "message": "server text"]
        if let subcode { body["error_subcode"] = subcode }
        return NSError(
            domain: "com.facebook.sdk", code: 5,
            userInfo: ["com.facebook.sdk:ParsedJSONResponseKey": ["code": 400, "body": ["error": body]]])
    }

    /// The advice the app acts on: the SDK's own user message first, then the Graph API table's row for the
    /// error's code and subcode, with its category's tactic.
    func advice(for error: NSError, userMessage: String? = nil, attempts: Int = 1, locale: Locale) -> RecoveryAdvice? {
        guard let codes = ServerErrorCodes(facebookError: error) else { return nil }
        return GraphAPIError.table.match(codes)?.recoveryAdvice(
            locale: locale, userMessage: userMessage, attempts: attempts, maxAttempts: 2)
    }

    @Test func aCancelledLoginIsIgnored() {
        let login = FBSession.OpenActiveSessionWithReadPermissionsAllowLoginUIError(FBErrorCategory.userCancelled)
        #expect(login == .userCancelled())
        #expect(login.recoveryAdvice(locale: english) == .ignore)
    }

    @Test func theSDKsUserMessageComesFirst() {
        let login = FBSession.OpenActiveSessionWithReadPermissionsAllowLoginUIError(
            FBErrorCategory.authenticationReopenSession)
        let message = "Your Facebook password has changed. Update it in Settings."
        #expect(login.recoveryAdvice(locale: english, userMessage: message) == .notifyUser(message: message))
    }

    @Test func aRemovedAppAsksToLogInAgainWithTheContextualMessage() {
        #expect(
            advice(for: graphError(code: 190, subcode: 458), locale: english)
                == .signInAgain(message: "The app was removed. Please log in again."))
        #expect(
            advice(for: graphError(code: 190, subcode: 458), locale: italian)
                == .signInAgain(message: "L'app è stata rimossa. Accedi di nuovo."))
        // Another subcode of 190 gets the code's own row.
        #expect(
            advice(for: graphError(code: 190, subcode: 999), locale: english)
                == .signInAgain(message: "Your session is no longer valid. Please log in again."))
    }

    @Test func aRemovedPermissionIsRequestedAgain() throws {
        let match = try #require(GraphAPIError.table.match(code: 250, subcode: nil))
        #expect(match.documentedCase == .permissions)
        guard case .requestPermission = match.recoveryAdvice(locale: english) else {
            Issue.record("expected requestPermission, got \(match.recoveryAdvice(locale: english))")
            return
        }
        let graph = FBRequestConnection.StartWithGraphPathParametersHTTPMethodError(FBErrorCategory.permissions)
        #expect(graph == .permissions())
    }

    @Test func throttlingBacksOffUpToTheLimitThenShowsAGenericMessage() async throws {
        for code in [4, 17] {
            let sleeper = RecordingSleeper()
            let retrier = Retrier(
                policy: RetryPolicy(maxAttempts: 2, initialDelay: .seconds(1), jitter: .disabled), sleeper: sleeper)
            var calls = 0
            do {
                let classify = { (error: NSError) -> ErrorTraits in
                    ServerErrorCodes(facebookError: error).flatMap { GraphAPIError.table.match($0) }?.traits ?? []
                }
                _ = try await retrier.run(classify: classify) { () async throws(NSError) -> Void in
                    calls += 1
                    throw graphError(code: code)
                }
                Issue.record("the operation cannot succeed")
            } catch let failure as RetryFailure<NSError> {
                #expect(failure.attempts == 2)
                #expect(failure.retriesExhausted)
                let advice = advice(for: failure.error, attempts: failure.attempts, locale: english)
                guard case .showGenericMessage(let message)? = advice else {
                    Issue.record("expected a generic message for \(code), got \(String(describing: advice))")
                    continue
                }
                #expect(!message.isEmpty)
            }
            #expect(calls == 2)
            #expect(await sleeper.durations == [.seconds(1)])
            // Before the limit the advice is to back off and retry.
            #expect(
                advice(for: graphError(code: code), attempts: 1, locale: english) == .retryAfterBackoff(maxAttempts: 2))
        }
    }

    @Test func categoriesCarryTheirReasonAndRecoveryTacticInEveryLanguage() {
        #expect(
            FBErrorCategory.permissions.localizedDescription(locale: english)
                == "The user removed a permission that was granted before.")
        #expect(FBErrorCategory.permissions.localizedRecoveryTactic(locale: english) == "Ask for the permission again.")
        #expect(
            FBErrorCategory.permissions.localizedRecoveryTactic(locale: italian)
                == "Richiedere di nuovo l'autorizzazione.")
        #expect(FBErrorCategory.userCancelled.localizedRecoveryTactic(locale: italian) == "Non fare nulla.")
        // The same category reads differently where a method documents it on its own row.
        #expect(
            FBSession.RequestNewPublishPermissionsDefaultAudienceError.userCancelled().localizedDescription(
                locale: italian) == "L'utente ha rifiutato di concedere le autorizzazioni aggiuntive.")
        // Bridged to NSError, the recovery tactic is the recovery suggestion (in the current locale: English here).
        #expect(
            (FBErrorCategory.permissions as NSError).userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
                == FBErrorCategory.permissions.localizedRecoveryTactic(locale: .current))
    }

    @Test func anUnknownCodeGetsTheFallbackMessage() {
        #expect(
            advice(for: graphError(code: 12345), locale: english)
                == .showGenericMessage(message: "Something went wrong. Please try again later."))
    }

    @Test func everyMethodTypeListsTheCoresEffectiveSet() throws {
        var diagnostics = Diagnostics()
        let domain = try #require(
            try SpecLoading.model(path: PackageRoot.spec + "/Facebook", diagnostics: &diagnostics).domains.first)
        #expect(diagnostics.all.isEmpty)
        #expect(FacebookMethods.methodErrorTypes.map { $0.symbol } == domain.methods.map(\.symbol))
        for type in FacebookMethods.methodErrorTypes {
            #expect(identifiers(of: type) == domain.method(type.symbol)?.errors.map(\.code), "\(type.symbol)")
        }
        #expect(GraphAPIError.table.entries.count == domain.lookups.first?.entries.count)
        #expect(FBErrorCategory.allCases.map(\.rawValue) == [4, -1, -2, 0, 6, 2, 3, 1, 5])
    }

    private func identifiers<T: DocumentedMethodErrors>(of type: T.Type) -> [String] {
        T.documentedCodes.map(\.documentedIdentifier)
    }
}

/// Records the waits the retrier asks for instead of sleeping.
actor RecordingSleeper: RetrySleeper {
    private(set) var durations: [Duration] = []

    func sleep(for duration: Duration) async throws { durations.append(duration) }
}
