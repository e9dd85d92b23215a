import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct RecoveryAdviceTests {
    let documented = "The documented text."

    static let adviceByTrait: [(ErrorTraits, RecoveryAdvice)] = [
        (.userCancelled, .ignore),
        (.retryable, .retry(maxAttempts: 3)),
        (.throttled, .retryAfterBackoff(maxAttempts: 3)),
        ([.retryable, .throttled], .retryAfterBackoff(maxAttempts: 3)),
        (.developerConfiguration, .fixConfiguration(developerMessage: "The documented text.")),
        (.signInAgain, .signInAgain(message: "The documented text.")),
        (.reauthenticate, .reauthenticate(message: "The documented text.")),
        (.permissionDenied, .requestPermission(message: "The documented text.")),
        (.correctInput, .correctInput(message: "The documented text.")),
        (.notifyUser, .notifyUser(message: "The documented text.")),
        ([], .showGenericMessage(message: "The documented text.")),
    ]

    @Test(arguments: adviceByTrait)
    func eachTraitHasItsAdvice(traits: ErrorTraits, expected: RecoveryAdvice) {
        #expect(RecoveryAdvice(traits: traits, documentedMessage: documented) == expected)
    }

    @Test func traitsAreConsideredInTheDocumentedOrder() {
        let all: ErrorTraits = [
            .retryable, .throttled, .reauthenticate, .signInAgain, .correctInput,
            .developerConfiguration, .userCancelled, .permissionDenied, .notifyUser,
        ]
        let order: [(ErrorTraits, RecoveryAdvice)] = [
            (.userCancelled, .ignore),
            (.throttled, .retryAfterBackoff(maxAttempts: 3)),
            (.retryable, .retry(maxAttempts: 3)),
            (.developerConfiguration, .fixConfiguration(developerMessage: documented)),
            (.signInAgain, .signInAgain(message: documented)),
            (.reauthenticate, .reauthenticate(message: documented)),
            (.permissionDenied, .requestPermission(message: documented)),
            (.correctInput, .correctInput(message: documented)),
            (.notifyUser, .notifyUser(message: documented)),
        ]
        var remaining = all
        for (trait, expected) in order {
            #expect(RecoveryAdvice(traits: remaining, documentedMessage: documented) == expected)
            remaining.remove(trait)
        }
        #expect(remaining.isEmpty)
    }

    @Test func theSDKsUserMessageWinsOverEveryTrait() {
        for traits: ErrorTraits in [
            [], .userCancelled, .throttled, .developerConfiguration, .signInAgain,
        ] {
            let advice = RecoveryAdvice(
                traits: traits, documentedMessage: documented, userMessage: "Check your settings.",
                contextualMessage: "The app was removed.")
            #expect(advice == .notifyUser(message: "Check your settings."))
        }
    }

    @Test func blankMessagesCountAsMissing() {
        let advice = RecoveryAdvice(
            traits: .signInAgain, documentedMessage: documented, userMessage: " \n",
            contextualMessage: "")
        #expect(advice == .signInAgain(message: documented))
    }

    @Test func aContextualMessageReplacesTheDocumentedOneForTheUser() {
        let contextual = "The app was removed. Please log in again."
        for (traits, expected): (ErrorTraits, RecoveryAdvice) in [
            (.signInAgain, .signInAgain(message: contextual)),
            (.reauthenticate, .reauthenticate(message: contextual)),
            (.permissionDenied, .requestPermission(message: contextual)),
            (.correctInput, .correctInput(message: contextual)),
            (.notifyUser, .notifyUser(message: contextual)),
            ([], .showGenericMessage(message: contextual)),
            (.developerConfiguration, .fixConfiguration(developerMessage: documented)),
            (.userCancelled, .ignore),
            (.retryable, .retry(maxAttempts: 3)),
        ] {
            let advice = RecoveryAdvice(
                traits: traits, documentedMessage: documented, contextualMessage: contextual)
            #expect(advice == expected)
        }
    }

    @Test func retriesAreAdvisedOnlyWhileAttemptsRemain() {
        #expect(
            RecoveryAdvice(traits: .retryable, documentedMessage: documented, maxAttempts: 2)
                == .retry(maxAttempts: 2))
        #expect(
            RecoveryAdvice(
                traits: .retryable, documentedMessage: documented, attempts: 2, maxAttempts: 2)
                == .showGenericMessage(message: documented))
        #expect(
            RecoveryAdvice(traits: [.throttled, .notifyUser], documentedMessage: documented, attempts: 3)
                == .notifyUser(message: documented))
        #expect(
            RecoveryAdvice(traits: .retryable, documentedMessage: documented, maxAttempts: 1)
                == .showGenericMessage(message: documented))
    }

    @Test func theDocumentedMessageIsOnlyEvaluatedWhenNeeded() {
        var evaluations = 0
        func message() -> String {
            evaluations += 1
            return documented
        }
        _ = RecoveryAdvice(traits: .userCancelled, documentedMessage: message())
        _ = RecoveryAdvice(traits: .retryable, documentedMessage: message())
        _ = RecoveryAdvice(traits: [], documentedMessage: message(), contextualMessage: "Context.")
        #expect(evaluations == 0)
        _ = RecoveryAdvice(traits: [], documentedMessage: message())
        #expect(evaluations == 1)
    }

    @Test func userFacingMessages() {
        #expect(RecoveryAdvice.ignore.userFacingMessage == nil)
        #expect(RecoveryAdvice.retry(maxAttempts: 2).userFacingMessage == nil)
        #expect(RecoveryAdvice.retryAfterBackoff(maxAttempts: 2).userFacingMessage == nil)
        #expect(RecoveryAdvice.fixConfiguration(developerMessage: "Key.").userFacingMessage == nil)
        #expect(RecoveryAdvice.signInAgain(message: "Log in.").userFacingMessage == "Log in.")
        #expect(RecoveryAdvice.notifyUser(message: "Look.").userFacingMessage == "Look.")
        #expect(RecoveryAdvice.showGenericMessage(message: "Oops.").userFacingMessage == "Oops.")
    }

    @Test func traitsDescribeThemselves() {
        #expect(ErrorTraits([.throttled, .retryable]).description == "[retryable, throttled]")
        #expect(ErrorTraits().description == "[]")
        #expect(ErrorTraits(rawValue: 1 << 20 | 1).description == "[retryable, 0x100000]")
        #expect(ErrorTraits.throttled.canSucceedOnRetry)
        #expect(!ErrorTraits([.correctInput, .notifyUser]).canSucceedOnRetry)
    }
}
