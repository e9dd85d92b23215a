import ErrorTablesCore
import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import FirebaseAuthErrors
import Foundation
import Testing

/// The error types the build plugin generates from spec/FirebaseAuth, exercised through the runtime.
@Suite struct FirebaseAuthErrorsTests {
    static let domain: ErrorDomain? = {
        var diagnostics = Diagnostics()
        let folder = PackageRoot.path + "/spec/FirebaseAuth"
        return try? SpecLoading.model(path: folder, diagnostics: &diagnostics).domains.first
    }()

    @Test func everyMethodTypeListsTheCoresEffectiveSetInOrder() throws {
        let domain = try #require(Self.domain)
        let types = FirebaseAuthMethods.methodErrorTypes
        #expect(types.map { $0.symbol } == domain.methods.map(\.symbol))
        for type in types {
            let method = try #require(domain.method(type.symbol))
            #expect(identifiers(of: type) == method.errors.map(\.code), "\(type.symbol)")
        }
        #expect(AuthErrorCode.allCases.map(\.documentedIdentifier) == domain.codes.map(\.id))
        #expect(AuthErrorCode.allCases.map(\.rawValue) == domain.codes.map(\.rawValue))
    }

    private func identifiers<T: DocumentedMethodErrors>(of type: T.Type) -> [String] {
        T.documentedCodes.map(\.documentedIdentifier)
    }

    @Test func anNSErrorOfTheDomainBecomesTheDocumentedCase() {
        let error = NSError(domain: "FIRAuthErrorDomain", code: 17009)
        #expect(AuthErrorCode(error: error) == .wrongPassword)
        #expect(FIRAuth.SignInWithEmailPasswordError(error) == .wrongPassword())
        #expect(FIRAuth.SignInWithEmailPasswordError(error).code == .wrongPassword)
    }

    @Test func aCodeTheMethodDoesNotDocumentIsUndocumentedAndKeepsTheError() throws {
        let error = NSError(domain: "FIRAuthErrorDomain", code: 17009, userInfo: ["detail": "kept"])
        let signOut = FIRAuth.SignOutError(error)
        let undocumented = try #require(signOut.undocumentedError)
        #expect(signOut.code == nil)
        #expect(undocumented.domain == "FIRAuthErrorDomain")
        #expect(undocumented.code == 17009)
        #expect((undocumented.underlying as NSError).userInfo["detail"] as? String == "kept")
    }

    @Test func aForeignErrorIsUndocumented() throws {
        let error = URLError(.timedOut)
        let signIn = FIRAuth.SignInWithEmailPasswordError(error)
        let undocumented = try #require(signIn.undocumentedError)
        #expect(undocumented.domain == NSURLErrorDomain)
        #expect(undocumented.code == URLError.timedOut.rawValue)
    }

    @Test func theCodeEnumBridgesToNSError() {
        let error = AuthErrorCode.networkError as NSError
        #expect(error.domain == "FIRAuthErrorDomain")
        #expect(error.code == 17020)
        #expect(error.userInfo["FIRAuthErrorUserInfoNameKey"] as? String == "ERROR_NETWORK_REQUEST_FAILED")
        #expect(
            error.userInfo[NSLocalizedDescriptionKey] as? String == "A network error occurred during the operation.")
    }

    @Test func hindiAndItalianTextsAreTheSeedsText() {
        let italian = Locale(identifier: "it_IT")
        let hindi = Locale(identifier: "hi_IN")
        #expect(
            AuthErrorCode.networkError.localizedDescription(locale: italian)
                == "Indica che si è verificato un errore di rete durante l'operazione.")
        #expect(
            AuthErrorCode.networkError.localizedDescription(locale: hindi)
                == "यह दर्शाता है कि ऑपरेशन के दौरान कोई नेटवर्क त्रुटि हुई।")
        #expect(
            FIRAuth.SignInWithEmailPasswordError.wrongPassword().localizedDescription(locale: italian)
                == "Indica che l'utente ha tentato di accedere con una password errata.")
        // The same code means something slightly different for signInWithCredential:completion:.
        #expect(
            FIRAuth.SignInWithCredentialError.wrongPassword().localizedDescription(locale: italian)
                == "Indica che l'utente ha tentato di accedere con una password errata, se la credenziale è del "
                + "tipo EmailPasswordAuthCredential .")
        #expect(
            FIRAuth.SignInWithEmailPasswordError.wrongPassword().localizedDescription(locale: hindi)
                == "यह इंगित करता है कि उपयोगकर्ता ने गलत पासवर्ड से साइन इन करने का प्रयास किया है।")
    }

    @Test func anUntranslatedLanguageFallsBackToTheSourceLanguage() {
        let portuguese = Locale(identifier: "pt_BR")
        #expect(
            FIRAuth.SignInWithEmailPasswordError.wrongPassword().localizedDescription(locale: portuguese)
                == "The user tried to sign in with the wrong password.")
        #expect(
            AuthErrorCode.userNotFound.localizedDescription(locale: portuguese)
                == "The user account was not found. The account may have been deleted.")
    }

    @Test func typedThrowsSwitchOverAMethodsErrorsExhaustively() {
        func signIn(code: Int) throws(FIRAuth.SignInWithEmailPasswordError) {
            throw FIRAuth.SignInWithEmailPasswordError(NSError(domain: "FIRAuthErrorDomain", code: code))
        }
        func outcome(_ code: Int) -> String {
            do {
                try signIn(code: code)
                return "signed in"
            } catch {
                switch error {
                case .wrongPassword: return "ask again"
                case .networkError, .tooManyRequests: return "retry"
                case .operationNotAllowed, .invalidAPIKey, .appNotAuthorized: return "configuration"
                case .invalidEmail, .userDisabled, .userNotFound, .userTokenExpired, .keychainError, .internalError:
                    return "show"
                case .undocumented: return "undocumented"
                }
            }
        }
        #expect(outcome(17009) == "ask again")
        #expect(outcome(17020) == "retry")
        #expect(outcome(17006) == "configuration")
        #expect(outcome(17025) == "undocumented")
    }
}

/// The Firebase page's recovery facts, through the generated traits and the runtime.
@Suite struct FirebaseRecoveryTests {
    let english = Locale(identifier: "en_US")

    @Test func aNetworkErrorIsRetriedAndThenSucceeds() async throws {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(
            policy: RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(500), jitter: .disabled), sleeper: sleeper)
        var calls = 0
        let user = try await retrier.run(classify: \FIRAuth.SignInWithEmailPasswordError.traits) {
            () async throws(FIRAuth.SignInWithEmailPasswordError) -> String in
            calls += 1
            if calls == 1 {
                throw FIRAuth.SignInWithEmailPasswordError(NSError(domain: "FIRAuthErrorDomain", code: 17020))
            }
            return "ada"
        }
        #expect(user == "ada")
        #expect(calls == 2)
        #expect(await sleeper.durations == [.milliseconds(500)])
    }

    @Test func aWrongPasswordIsNotRetriedAndTheUserIsAskedAgain() async throws {
        let sleeper = RecordingSleeper()
        let retrier = Retrier(policy: RetryPolicy(maxAttempts: 3), sleeper: sleeper)
        var calls = 0
        do {
            _ = try await retrier.run(classify: \FIRAuth.SignInWithEmailPasswordError.traits) {
                () async throws(FIRAuth.SignInWithEmailPasswordError) -> Void in
                calls += 1
                throw FIRAuth.SignInWithEmailPasswordError(NSError(domain: "FIRAuthErrorDomain", code: 17009))
            }
        } catch let failure as RetryFailure<FIRAuth.SignInWithEmailPasswordError> {
            #expect(!failure.retriesExhausted)
            #expect(
                failure.error.recoveryAdvice(locale: english, attempts: failure.attempts)
                    == .correctInput(message: "The user tried to sign in with the wrong password."))
        }
        #expect(calls == 1)
        #expect(await sleeper.durations == [])
    }

    @Test func theDocumentedTraitsGiveTheSeedsAdvice() {
        #expect(AuthErrorCode.tooManyRequests.recoveryAdvice(locale: english) == .retryAfterBackoff(maxAttempts: 3))
        #expect(
            AuthErrorCode.requiresRecentLogin.recoveryAdvice(locale: english)
                == .reauthenticate(message: AuthErrorCode.requiresRecentLogin.localizedDescription(locale: english)))
        guard case .signInAgain = AuthErrorCode.userTokenExpired.recoveryAdvice(locale: english) else {
            Issue.record("userTokenExpired should ask to sign in again")
            return
        }
        guard case .fixConfiguration = AuthErrorCode.invalidAPIKey.recoveryAdvice(locale: english) else {
            Issue.record("invalidAPIKey is the developer's to fix")
            return
        }
        #expect(AuthErrorCode.internalError.traits == [])
    }
}

/// Records the waits the retrier asks for instead of sleeping.
actor RecordingSleeper: RetrySleeper {
    private(set) var durations: [Duration] = []

    func sleep(for duration: Duration) async throws { durations.append(duration) }
}
