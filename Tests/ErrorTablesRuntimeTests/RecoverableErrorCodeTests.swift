import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct RecoverableErrorCodeTests {
    let english = Locale(identifier: "en")

    @Test func codesUseTheirDescriptionInTheLocale() {
        #expect(
            DemoFacebookErrorCategory.authenticationReopenSession.recoveryAdvice(
                locale: Locale(identifier: "it_IT"))
                == .logInAgain(message: "La sessione non è più valida. Accedi di nuovo."))
        #expect(
            DemoAuthErrorCode.invalidAPIKey.recoveryAdvice(locale: english)
                == .fixConfiguration(
                    developerMessage: "The app was configured with an invalid API key."))
    }

    @Test func aCodeWithoutDocumentedTraitsHasNone() {
        enum Bare: Int, CatalogedErrorCode, RecoverableErrorCode {
            case only = 1
            static let errorDomain = "Bare"
            static let textCatalog = ErrorTextCatalog(
                table: "Bare", sourceLanguage: "en", languages: ["en"],
                embeddedSourceTexts: ["BareOnly": "Only."])
            var documentedIdentifier: String { "BareOnly" }
        }
        #expect(Bare.only.traits == [])
        #expect(Bare.only.recoveryAdvice(locale: english) == .showGenericMessage(message: "Only."))
    }

    @Test func traitsOfAnyError() {
        #expect(
            DemoAuthErrorCode.traits(of: NSError(domain: "FIRAuthErrorDomain", code: 17020)) == .retryable
        )
        #expect(DemoAuthErrorCode.traits(of: DemoAuthErrorCode.tooManyRequests) == .throttled)
        #expect(DemoAuthErrorCode.traits(of: NSError(domain: "Other", code: 17020)) == [])
        #expect(DemoAuthErrorCode.traits(of: URLError(.timedOut)) == [])
        #expect(DemoErrorCode.traits(of: DemoSignInErrors.wrongPassword) == .correctInput)
    }

    @Test func methodErrorsUseTheMethodsTexts() {
        #expect(DemoSignInErrors.networkError.traits == .retryable)
        #expect(
            DemoSignInErrors.wrongPassword.recoveryAdvice(locale: english)
                == .correctInput(message: "The password is wrong for this email address."))
        #expect(
            DemoSignInErrors.wrongPassword.recoveryAdvice(locale: Locale(identifier: "it"))
                == .correctInput(message: "La password è sbagliata per questa email."))
        #expect(
            DemoSignInErrors.networkError.recoveryAdvice(locale: english, attempts: 3)
                == .showGenericMessage(message: "A network error occurred."))
    }

    @Test func undocumentedMethodErrorsGetTheAllOthersText() {
        let failure = DemoSignInErrors(URLError(.timedOut))
        #expect(failure.traits == [])
        #expect(
            failure.recoveryAdvice(locale: english)
                == .showGenericMessage(message: "Sign-in failed for an unexpected reason."))
        #expect(
            failure.recoveryAdvice(locale: english, userMessage: "Check your connection.")
                == .notifyUser(message: "Check your connection."))
    }
}
