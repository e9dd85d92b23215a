import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct DocumentedMethodErrorsTests {
    let current = LocaleResolution.currentIdentifiers()

    @Test func documentedCodesAndKeys() {
        #expect(AccountClient.SignInWithEmailPasswordError.documentedCodes == [.networkError, .wrongPassword])
        #expect(AccountClient.SignInWithEmailPasswordError.symbol == "signInWithEmail:password:completion:")
        #expect(AccountClient.SignInWithEmailPasswordError.documentedCase(for: .wrongPassword) == .wrongPassword())
        #expect(AccountClient.SignInWithEmailPasswordError.documentedCase(for: .userNotFound) == nil)
        #expect(AccountClient.SignInWithEmailPasswordError.fallbackKey == "signInWithEmail:password:completion:/*")
        #expect(
            AccountClient.SignInWithEmailPasswordError.wrongPassword().descriptionKey
                == "signInWithEmail:password:completion:/AccountErrorCodeWrongPassword")
        #expect(AccountClient.SignInWithEmailPasswordError(LocalError(detail: "x")).descriptionKey == nil)
    }

    @Test func classifiesDocumentedErrors() {
        #expect(AccountClient.SignInWithEmailPasswordError(AccountErrorCode.networkError) == .networkError())
        #expect(
            AccountClient.SignInWithEmailPasswordError(NSError(domain: "AccountErrorDomain", code: 17009))
                == .wrongPassword())
        #expect(
            AccountClient.SignInWithEmailPasswordError(AccountClient.SignInWithEmailPasswordError.wrongPassword())
                == .wrongPassword())
        #expect(
            AccountClient.SignInWithEmailPasswordError(AccountErrorCode.wrongPassword as NSError).code == .wrongPassword
        )
    }

    @Test func knownCodeNotDocumentedForTheMethodIsUndocumented() throws {
        let original = NSError(domain: "AccountErrorDomain", code: 17011)
        let error = AccountClient.SignInWithEmailPasswordError(original)
        let undocumented = try #require(error.undocumentedError)
        #expect(error.code == nil)
        #expect(undocumented.domain == "AccountErrorDomain")
        #expect(undocumented.code == 17011)
        #expect(isSameObject(undocumented.underlying, original))
        #expect(AccountClient.SendPasswordResetWithEmailError(error).code == .userNotFound)
    }

    @Test func unknownCodeAndForeignDomainAreUndocumented() throws {
        let unknown = try #require(
            AccountClient.SignInWithEmailPasswordError(NSError(domain: "AccountErrorDomain", code: 1)).undocumentedError
        )
        #expect(unknown.domain == "AccountErrorDomain")
        #expect(unknown.code == 1)
        let foreign = NSError(domain: "OtherDomain", code: 17009)
        let error = AccountClient.SignInWithEmailPasswordError(foreign)
        #expect(error == .undocumented(UndocumentedError(foreign)))
        #expect(error.code == nil)
        #expect(isSameObject(error.undocumentedError?.underlying, foreign))
        let local = AccountClient.SignInWithEmailPasswordError(LocalError(detail: "kept"))
        #expect(
            local.undocumentedError?.underlying as? LocalError == LocalError(detail: "kept"))
    }

    @Test func undocumentedErrorsAreNotWrappedTwice() throws {
        let first = AccountClient.SignInWithEmailPasswordError(NSError(domain: "OtherDomain", code: 42))
        let again = AccountClient.SignInWithEmailPasswordError(first)
        let other = AccountClient.SendPasswordResetWithEmailError(first)
        let fromUndocumented = AccountClient.SignInWithEmailPasswordError(try #require(first.undocumentedError))
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
            AccountClient.SignInWithEmailPasswordError.wrongPassword().localizedDescription(locale: it)
                == "La password è sbagliata per questa email.")
        #expect(
            AccountClient.SignInWithEmailPasswordError.wrongPassword().localizedDescription(locale: hi)
                == "इस ईमेल के लिए पासवर्ड गलत है।")
        #expect(
            AccountClient.SignInWithEmailPasswordError.wrongPassword().localizedDescription(locale: fr)
                == "The password is wrong for this email address.")
        #expect(
            AccountClient.SignInWithEmailPasswordError.networkError().localizedDescription(locale: it)
                == "Si è verificato un errore di rete.")
        let undocumented = AccountClient.SignInWithEmailPasswordError(NSError(domain: "OtherDomain", code: 42))
        #expect(
            undocumented.localizedDescription(locale: it)
                == "L'accesso non è riuscito per un motivo imprevisto.")
        #expect(
            undocumented.localizedDescription(locale: hi) == "किसी अप्रत्याशित कारण से साइन-इन विफल हुआ।")
        #expect(
            undocumented.localizedDescription(locale: fr) == "Sign-in failed for an unexpected reason.")
    }

    @Test func undocumentedTextWithoutAllOthersRow() {
        let it = Locale(identifier: "it")
        let known = AccountClient.SendPasswordResetWithEmailError(AccountErrorCode.networkError)
        #expect(known.localizedDescription(locale: it) == "Si è verificato un errore di rete.")
        let foreign = AccountClient.SendPasswordResetWithEmailError(NSError(domain: "OtherDomain", code: 42))
        // No "all others" row: the runtime's own sentence, in Italian as the app's other texts are.
        #expect(
            foreign.localizedDescription(locale: it)
                == "L’operazione sendPasswordResetWithEmail:completion: non è riuscita per un errore non documentato "
                + "(OtherDomain, errore 42).")
        #expect(
            foreign.localizedDescription(locale: Locale(identifier: "en"))
                == "The operation sendPasswordResetWithEmail:completion: failed with an undocumented error (OtherDomain error 42)."
        )
        #expect(
            AccountClient.SendPasswordResetWithEmailError.userNotFound().localizedDescription(locale: it)
                == "Non esiste alcun utente con questo identificativo.")
    }

    @Test(arguments: ["en", "hi", "it", "fr", ""])
    func methodDescriptionsAreNeverEmpty(identifier: String) {
        let errors: [AccountClient.SignInWithEmailPasswordError] = [
            .networkError(), .wrongPassword(), AccountClient.SignInWithEmailPasswordError(LocalError(detail: "x")),
        ]
        for error in errors {
            let text = error.localizedDescription(locale: Locale(identifier: identifier))
            #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
        let reset = AccountClient.SendPasswordResetWithEmailError(AccountErrorCode.internalError)
        #expect(!reset.localizedDescription(locale: Locale(identifier: identifier)).isEmpty)
    }

    @Test func documentedCaseBridgesLikeItsCode() {
        let error = AccountClient.SendPasswordResetWithEmailError.userNotFound() as NSError
        let method = AccountClient.SendPasswordResetWithEmailError.userNotFound()
        #expect(error.domain == "AccountErrorDomain")
        #expect(error.code == 17011)
        #expect(
            error.userInfo[NSLocalizedDescriptionKey] as? String
                == method.localizedDescription(preferredLanguages: current))
        #expect(error.userInfo["AccountErrorUserInfoNameKey"] as? String == "ERROR_USER_NOT_FOUND")
        #expect(
            error.userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
                == AccountErrorCode.userNotFound.localizedRecoverySuggestion(preferredLanguages: current))
        #expect(error.userInfo[NSUnderlyingErrorKey] == nil)
        #expect(method.nsError.domain == "AccountErrorDomain")
        #expect(method.nsError.code == 17011)
        #expect(method.errorDescription == method.localizedDescription(preferredLanguages: current))
        #expect(method.recoverySuggestion == AccountErrorCode.userNotFound.recoverySuggestion)
        #expect(method.recoverySuggestion != nil)
    }

    @Test func undocumentedCaseBridgesTheOriginal() {
        let original = NSError(
            domain: "OtherDomain", code: 42, userInfo: [NSLocalizedDescriptionKey: "Boom", "detail": "kept"])
        let method = AccountClient.SignInWithEmailPasswordError(original)
        #expect(isSameObject(method.nsError, original))
        #expect(AccountClient.SignInWithEmailPasswordError(method.nsError) == method)
        #expect(method.failureReason == nil)
        let bridged = method as NSError
        #if canImport(ObjectiveC)
            #expect(isSameObject(bridged, original))
        #else
            // swift-corelibs-foundation bridges through CustomNSError: one domain per type.
            #expect(bridged.domain == "AccountErrorDomain")
            #expect(bridged.code == 42)
            #expect(isSameObject(bridged.userInfo[NSUnderlyingErrorKey], original))
            #expect(
                bridged.userInfo[NSLocalizedDescriptionKey] as? String
                    == method.localizedDescription(preferredLanguages: current))
        #endif
    }

    @Test func anUndocumentedSwiftErrorRoundTripsThroughNSError() throws {
        let method = AccountClient.SignInWithEmailPasswordError(URLError(.timedOut))
        let exact = method.nsError
        #expect(exact.domain == NSURLErrorDomain)
        #expect(exact.code == NSURLErrorTimedOut)
        let again = AccountClient.SignInWithEmailPasswordError(exact)
        #expect(again == method)
        #expect(again.undocumentedError?.domain == NSURLErrorDomain)
    }
}
