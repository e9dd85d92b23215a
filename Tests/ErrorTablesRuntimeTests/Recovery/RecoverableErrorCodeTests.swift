import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct RecoverableErrorCodeTests {
    let english = Locale(identifier: "en")

    @Test func codesUseTheirDescriptionInTheLocale() {
        #expect(
            FBErrorCategory.authenticationReopenSession.recoveryAdvice(
                locale: Locale(identifier: "it_IT"))
                == .signInAgain(message: "La sessione non è più valida. Accedi di nuovo."))
        #expect(
            AuthErrorCode.invalidAPIKey.recoveryAdvice(locale: english)
                == .fixConfiguration(
                    developerMessage: "The app was configured with an invalid API key."))
    }

    @Test func aCodeWithoutDocumentedTraitsHasNone() {
        // The golden Demo domain documents no traits, so its code enum has the default `[]`.
        #expect(DemoErrorCode.networkError.traits == [])
        #expect(
            DemoErrorCode.networkError.recoveryAdvice(locale: english)
                == .showGenericMessage(message: "A network error occurred."))
        #expect(DemoClientErrors.ConnectToHostPortError.invalidHost().traits == [])
    }

    @Test func traitsOfAnyError() {
        #expect(
            AuthErrorCode.traits(of: NSError(domain: "FIRAuthErrorDomain", code: 17020)) == .retryable
        )
        #expect(AuthErrorCode.traits(of: AuthErrorCode.tooManyRequests) == .throttled)
        #expect(AuthErrorCode.traits(of: NSError(domain: "Other", code: 17020)) == [])
        #expect(AuthErrorCode.traits(of: URLError(.timedOut)) == [])
        #expect(
            AccountErrorCode.traits(of: AccountClient.SignInWithEmailPasswordError.wrongPassword()) == .correctInput)
    }

    @Test func methodErrorsUseTheMethodsTexts() {
        #expect(AccountClient.SignInWithEmailPasswordError.networkError().traits == .retryable)
        #expect(
            AccountClient.SignInWithEmailPasswordError.wrongPassword().recoveryAdvice(locale: english)
                == .correctInput(message: "The password is wrong for this email address."))
        #expect(
            AccountClient.SignInWithEmailPasswordError.wrongPassword().recoveryAdvice(locale: Locale(identifier: "it"))
                == .correctInput(message: "La password è sbagliata per questa email."))
        #expect(
            AccountClient.SignInWithEmailPasswordError.networkError().recoveryAdvice(locale: english, attempts: 3)
                == .showGenericMessage(message: "A network error occurred."))
    }

    @Test func undocumentedMethodErrorsGetTheAllOthersText() {
        let failure = AccountClient.SignInWithEmailPasswordError(URLError(.timedOut))
        #expect(failure.traits == [])
        #expect(
            failure.recoveryAdvice(locale: english)
                == .showGenericMessage(message: "Sign-in failed for an unexpected reason."))
        #expect(
            failure.recoveryAdvice(locale: english, userMessage: "Check your connection.")
                == .notifyUser(message: "Check your connection."))
    }
}
