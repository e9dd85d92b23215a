import ErrorTablesRuntime
import FirebaseAuthErrors
import Foundation
import Testing

/// What the Firebase SDK puts in an error's `userInfo` survives the generated method types: classification,
/// `switch`, `nsError`, `as NSError`, a second classification of that `NSError`, and typed throws with `catch`.
@Suite struct FirebaseReceivedErrorTests {
    /// The cross-platform name key (the facts file's `FIRAuthErrorUserInfoNameKey`).
    static let nameKey = "FIRAuthErrorUserInfoNameKey"
    /// The keys the Firebase SDK uses for account linking (its `FIRAuthErrorUserInfoEmailKey` and
    /// `FIRAuthErrorUserInfoUpdatedCredentialKey`; the seed documents name no key for them).
    static let emailKey = "FIRAuthErrorUserInfoEmailKey"
    static let credentialKey = "FIRAuthErrorUserInfoUpdatedCredentialKey"

    /// A stand-in for the SDK's credential object, compared by identity.
    final class Credential: NSObject, @unchecked Sendable {}

    static func authError(_ code: AuthErrorCode, _ userInfo: [String: Any]) -> NSError {
        NSError(domain: "FIRAuthErrorDomain", code: code.rawValue, userInfo: userInfo)
    }

    /// Whether two errors are the same `NSError` as far as a reader can tell: domain, code and every key.
    static func sameError(_ a: NSError, _ b: NSError) -> Bool {
        a.domain == b.domain && a.code == b.code && (a.userInfo as NSDictionary).isEqual(to: b.userInfo)
    }

    @Test func aWeakPasswordKeepsTheServersExplanation() throws {
        let sent = Self.authError(
            .weakPassword,
            [
                NSLocalizedDescriptionKey: "The password must be 6 characters long or more.",
                NSLocalizedFailureReasonErrorKey: "Pick at least six characters; longer is safer.",
                Self.nameKey: "ERROR_WEAK_PASSWORD",
            ])
        let failure = FIRAuth.CreateUserWithEmailPasswordError(sent)
        guard case .weakPassword(let received?) = failure else {
            Issue.record("expected .weakPassword with the received error, got \(failure)")
            return
        }
        #expect(received.nsError === sent)
        #expect(received.failureReason == "Pick at least six characters; longer is safer.")
        #expect(received.userInfo[Self.nameKey] as? String == "ERROR_WEAK_PASSWORD")
        #expect(failure == .weakPassword())
        // Both texts, each under its own name: the server's and the documented one.
        #expect(failure.receivedDescription == "The password must be 6 characters long or more.")
        #expect(
            failure.localizedDescription(locale: Locale(identifier: "en"))
                == AuthErrorCode.weakPassword.localizedDescription(locale: Locale(identifier: "en")))
        #expect(failure.localizedDescription == "The password must be 6 characters long or more.")
        // Round trips.
        #expect(failure.nsError === sent)
        #expect(failure.errorUserInfo[NSLocalizedFailureReasonErrorKey] as? String == received.failureReason)
        let bridged = failure as NSError
        #expect(Self.sameError(bridged, sent))
        let again = FIRAuth.CreateUserWithEmailPasswordError(failure.nsError)
        #expect(again.receivedError?.nsError === sent)
        let fromBridged = FIRAuth.CreateUserWithEmailPasswordError(bridged)
        #expect(fromBridged == .weakPassword())
        #expect(fromBridged.receivedError.map { Self.sameError($0.nsError, sent) } == true)
    }

    @Test func aKeychainErrorKeepsItsUnderlyingError() throws {
        let keychain = NSError(domain: "NSOSStatusErrorDomain", code: -34018)
        let sent = Self.authError(
            .keychainError,
            [NSLocalizedFailureReasonErrorKey: "SecItemAdd failed", NSUnderlyingErrorKey: keychain])
        let failure = FIRAuth.SignOutError(sent)
        switch failure {
        case .keychainError(let received):
            let underlying = try #require(received?.underlyingError as? NSError)
            #expect(underlying === keychain)
        default:
            Issue.record("expected .keychainError")
        }
        let bridged = failure as NSError
        #expect((bridged.userInfo[NSUnderlyingErrorKey] as? NSError) === keychain)
        #expect(bridged.userInfo[NSLocalizedFailureReasonErrorKey] as? String == "SecItemAdd failed")
        #expect((failure.nsError.userInfo[NSUnderlyingErrorKey] as? NSError) === keychain)
    }

    func link(failingWith error: NSError) throws(FIRUser.LinkWithCredentialError) {
        throw FIRUser.LinkWithCredentialError(error)
    }

    @Test func accountLinkingGetsTheEmailAndTheUpdatedCredential() {
        let credential = Credential()
        let sent = Self.authError(
            .credentialAlreadyInUse,
            [
                Self.emailKey: "someone@example.com", Self.credentialKey: credential,
                Self.nameKey: "ERROR_CREDENTIAL_ALREADY_IN_USE",
            ])
        do {
            try link(failingWith: sent)
            Issue.record("no error thrown")
        } catch .credentialAlreadyInUse(let received) {
            #expect(received?.userInfo[Self.emailKey] as? String == "someone@example.com")
            #expect((received?.userInfo[Self.credentialKey] as? Credential) === credential)
        } catch {
            Issue.record("expected .credentialAlreadyInUse, got \(error)")
        }
        do {
            try link(failingWith: sent)
        } catch FIRUser.LinkWithCredentialError.credentialAlreadyInUse {
            // A pattern without a binding matches too.
        } catch {
            Issue.record("expected .credentialAlreadyInUse, got \(error)")
        }
        do {
            try link(failingWith: sent)
        } catch let error where error.code == .credentialAlreadyInUse {
            // Bound with a condition, the caught error still holds what the SDK sent.
            #expect((error.nsError.userInfo[Self.credentialKey] as? Credential) === credential)
            #expect(error.nsError === sent)
            // `as NSError` adds the documented text the SDK's error did not carry, and keeps the rest.
            let bridged = error as NSError
            #expect(bridged.userInfo[NSLocalizedDescriptionKey] as? String == error.documentedDescription)
            var withText = sent.userInfo
            withText[NSLocalizedDescriptionKey] = error.documentedDescription
            #expect(Self.sameError(bridged, NSError(domain: sent.domain, code: sent.code, userInfo: withText)))
        } catch {
            Issue.record("expected .credentialAlreadyInUse, got \(error)")
        }
    }

    @Test func aCodeEnumCatchLeavesTheReceivedUserInfoReadable() {
        let sent = Self.authError(.emailAlreadyInUse, [Self.emailKey: "taken@example.com"])
        do {
            throw sent
        } catch AuthErrorCode.emailAlreadyInUse {
            // The case pattern matches the received NSError (it binds nothing).
        } catch {
            Issue.record("expected AuthErrorCode.emailAlreadyInUse, got \(error)")
        }
        do {
            throw sent
        } catch let error where AuthErrorCode(error: error) == .emailAlreadyInUse {
            // Bound with the same test as a condition, `error` is the NSError the SDK reported.
            #expect((error as NSError).userInfo[Self.emailKey] as? String == "taken@example.com")
            #expect((error as NSError) === sent)
        } catch {
            Issue.record("expected AuthErrorCode.emailAlreadyInUse, got \(error)")
        }
    }

    @Test func aCaseMadeInCodeBehavesAsBefore() {
        let made = FIRAuth.SignInWithEmailPasswordError.wrongPassword()
        #expect(made.receivedError == nil)
        #expect(made.receivedDescription == nil)
        let bridged = made.nsError
        #expect(bridged.domain == "FIRAuthErrorDomain")
        #expect(bridged.code == 17009)
        #expect(bridged.userInfo[Self.nameKey] as? String == "ERROR_WRONG_PASSWORD")
        #expect(bridged.userInfo[NSLocalizedDescriptionKey] as? String == made.errorDescription)
        // Equality ignores what was received.
        let received = FIRAuth.SignInWithEmailPasswordError(bridged)
        #expect(received == made)
        #expect(Set([received, made]).count == 1)
        #expect(received.receivedError?.nsError === bridged)
    }
}
