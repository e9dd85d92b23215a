import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct CatalogedMethodErrorsTests {
    let current = LocaleResolution.currentIdentifiers()

    @Test func documentedCodesAndKeys() {
        #expect(DemoSignInErrors.documentedCodes == [.networkError, .wrongPassword])
        #expect(DemoSignInErrors.symbol == "signInWithEmail:password:completion:")
        #expect(DemoSignInErrors.documentedCase(for: .wrongPassword) == .wrongPassword)
        #expect(DemoSignInErrors.documentedCase(for: .userNotFound) == nil)
        #expect(DemoSignInErrors.fallbackKey == "signInWithEmail:password:completion:/*")
        #expect(
            DemoSignInErrors.wrongPassword.descriptionKey
                == "signInWithEmail:password:completion:/DemoErrorCodeWrongPassword")
        #expect(DemoSignInErrors(DemoLocalError(detail: "x")).descriptionKey == nil)
    }

    @Test func classifiesDocumentedErrors() {
        #expect(DemoSignInErrors(DemoErrorCode.networkError) == .networkError)
        #expect(DemoSignInErrors(NSError(domain: "DemoErrorDomain", code: 17009)) == .wrongPassword)
        #expect(DemoSignInErrors(DemoSignInErrors.wrongPassword) == .wrongPassword)
        #expect(DemoSignInErrors(DemoErrorCode.wrongPassword as NSError).code == .wrongPassword)
    }

    @Test func knownCodeNotDocumentedForTheMethodIsUndocumented() throws {
        let original = NSError(domain: "DemoErrorDomain", code: 17011)
        let error = DemoSignInErrors(original)
        let undocumented = try #require(error.undocumentedError)
        #expect(error.code == nil)
        #expect(undocumented.domain == "DemoErrorDomain")
        #expect(undocumented.code == 17011)
        #expect(isSameObject(undocumented.underlying, original))
        #expect(DemoResetPasswordErrors(error).code == .userNotFound)
    }

    @Test func unknownCodeAndForeignDomainAreUndocumented() throws {
        let unknown = try #require(
            DemoSignInErrors(NSError(domain: "DemoErrorDomain", code: 1)).undocumentedError)
        #expect(unknown.domain == "DemoErrorDomain")
        #expect(unknown.code == 1)
        let foreign = NSError(domain: "OtherDomain", code: 17009)
        let error = DemoSignInErrors(foreign)
        #expect(error == .undocumented(UndocumentedError(foreign)))
        #expect(error.code == nil)
        #expect(isSameObject(error.undocumentedError?.underlying, foreign))
        let local = DemoSignInErrors(DemoLocalError(detail: "kept"))
        #expect(
            local.undocumentedError?.underlying as? DemoLocalError == DemoLocalError(detail: "kept"))
    }

    @Test func undocumentedErrorsAreNotWrappedTwice() throws {
        let first = DemoSignInErrors(NSError(domain: "OtherDomain", code: 42))
        let again = DemoSignInErrors(first)
        let other = DemoResetPasswordErrors(first)
        let fromUndocumented = DemoSignInErrors(try #require(first.undocumentedError))
        for error in [
            again.undocumentedError, other.undocumentedError, fromUndocumented.undocumentedError,
        ] {
            let kept = try #require(error)
            #expect(kept.domain == "OtherDomain")
            #expect(kept.code == 42)
            #expect((kept.underlying as NSError).domain == "OtherDomain")
        }
    }

    @Test func methodTextsWithFallbacks() {
        let it = Locale(identifier: "it_IT")
        let hi = Locale(identifier: "hi_IN")
        let fr = Locale(identifier: "fr_FR")
        #expect(
            DemoSignInErrors.wrongPassword.localizedDescription(locale: it)
                == "La password è sbagliata per questa email.")
        #expect(DemoSignInErrors.wrongPassword.localizedDescription(locale: hi) == "पासवर्ड अमान्य है।")
        #expect(
            DemoSignInErrors.wrongPassword.localizedDescription(locale: fr)
                == "The password is wrong for this email address.")
        #expect(
            DemoSignInErrors.networkError.localizedDescription(locale: it)
                == "Si è verificato un errore di rete.")
        let undocumented = DemoSignInErrors(NSError(domain: "OtherDomain", code: 42))
        #expect(
            undocumented.localizedDescription(locale: it)
                == "L'accesso non è riuscito per un motivo imprevisto.")
        #expect(
            undocumented.localizedDescription(locale: hi) == "Sign-in failed for an unexpected reason.")
    }

    @Test func undocumentedTextWithoutAllOthersRow() {
        let it = Locale(identifier: "it")
        let known = DemoResetPasswordErrors(DemoErrorCode.networkError)
        #expect(known.localizedDescription(locale: it) == "Si è verificato un errore di rete.")
        let foreign = DemoResetPasswordErrors(NSError(domain: "OtherDomain", code: 42))
        #expect(
            foreign.localizedDescription(locale: it)
                == "The operation sendPasswordResetWithEmail:completion: failed with an undocumented error (OtherDomain error 42)."
        )
        #expect(
            DemoResetPasswordErrors.userNotFound.localizedDescription(locale: it)
                == "There is no user record for this identifier.")
    }

    @Test(arguments: ["en", "hi", "it", "fr", ""])
    func methodDescriptionsAreNeverEmpty(identifier: String) {
        let errors: [DemoSignInErrors] = [
            .networkError, .wrongPassword, DemoSignInErrors(DemoLocalError(detail: "x")),
        ]
        for error in errors {
            let text = error.localizedDescription(locale: Locale(identifier: identifier))
            #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
        let reset = DemoResetPasswordErrors(DemoErrorCode.internalError)
        #expect(!reset.localizedDescription(locale: Locale(identifier: identifier)).isEmpty)
    }

    @Test func documentedCaseBridgesLikeItsCode() {
        let error = DemoSignInErrors.wrongPassword as NSError
        let method = DemoSignInErrors.wrongPassword
        #expect(error.domain == "DemoErrorDomain")
        #expect(error.code == 17009)
        #expect(
            error.userInfo[NSLocalizedDescriptionKey] as? String
                == method.localizedDescription(preferredLanguages: current))
        #expect(error.userInfo["DemoErrorUserInfoNameKey"] as? String == "ERROR_WRONG_PASSWORD")
        #expect(
            error.userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
                == "Check the password and try again.")
        #expect(error.userInfo[NSUnderlyingErrorKey] == nil)
        #expect(method.nsError.domain == "DemoErrorDomain")
        #expect(method.nsError.code == 17009)
        #expect(method.errorDescription == method.localizedDescription(preferredLanguages: current))
        #expect(method.recoverySuggestion == "Check the password and try again.")
    }

    @Test func undocumentedCaseBridgesTheOriginal() {
        let original = NSError(
            domain: "OtherDomain", code: 42, userInfo: [NSLocalizedDescriptionKey: "Boom"])
        let method = DemoSignInErrors(original)
        let exact = method.nsError
        #expect(exact.domain == "OtherDomain")
        #expect(exact.code == 42)
        #expect(isSameObject(exact.userInfo[NSUnderlyingErrorKey], original))
        #expect(
            exact.userInfo[NSLocalizedDescriptionKey] as? String
                == method.localizedDescription(preferredLanguages: current))
        #expect(exact.userInfo["DemoErrorUserInfoNameKey"] == nil)
        let bridged = method as NSError
        #expect(bridged.domain == "DemoErrorDomain")
        #expect(bridged.code == 42)
        #expect(isSameObject(bridged.userInfo[NSUnderlyingErrorKey], original))
        #expect(method.failureReason == nil)
    }
}
