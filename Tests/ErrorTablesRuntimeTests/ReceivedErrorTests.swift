import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// A documented case keeps the error it was made from, and the runtime reads it back (Codes/ReceivedError.swift,
/// Bridging/DocumentedMethodErrors+Bridging.swift).
@Suite struct ReceivedErrorTests {
    typealias SignIn = AccountClient.SignInWithEmailPasswordError

    static let sent = NSError(
        domain: "AccountErrorDomain", code: 17009,
        userInfo: [
            NSLocalizedDescriptionKey: "Server: that password does not match.",
            NSLocalizedFailureReasonErrorKey: "Three attempts left.",
            "AccountErrorUserInfoNameKey": "ERROR_WRONG_PASSWORD",
            "Retry-After": 30,
        ])

    @Test func aDocumentedCaseHoldsTheNSErrorItWasMadeFrom() throws {
        let failure = SignIn(Self.sent)
        guard case .documented(let code, let received?) = failure.payload else {
            Issue.record("expected a documented payload with the received error, got \(failure.payload)")
            return
        }
        #expect(code == .wrongPassword)
        #expect(received.nsError === Self.sent)
        #expect(received.domain == "AccountErrorDomain")
        #expect(received.code == 17009)
        #expect(received.localizedDescription == "Server: that password does not match.")
        #expect(received.failureReason == "Three attempts left.")
        #expect(received.underlyingError == nil)
        #expect(
            received.description
                == "Received error (AccountErrorDomain error 17009): Server: that password does not match.")
        #expect(failure.code == .wrongPassword)
        #expect(failure.undocumentedError == nil)
        #expect(failure.receivedError?.nsError === Self.sent)
        #expect(failure.receivedDescription == "Server: that password does not match.")
        #expect(failure.errorCode == 17009)
        let userInfo = failure.errorUserInfo
        #expect(Set(userInfo.keys) == Set(Self.sent.userInfo.keys))
        #expect(userInfo[NSLocalizedDescriptionKey] as? String == "Server: that password does not match.")
        #expect(userInfo["Retry-After"] as? Int == 30)
        #expect(failure.nsError === Self.sent)
    }

    @Test func whereTheReceivedErrorComesFrom() {
        // The code enum is a value made in code: nothing received.
        #expect(SignIn(AccountErrorCode.wrongPassword).receivedError == nil)
        #expect(SignIn(AccountErrorCode.wrongPassword) == .wrongPassword())
        // Another method's error hands over what it received, documented or not.
        let lookUp = LookUpAccountError(Self.sent)
        #expect(SignIn(lookUp).receivedError?.nsError === Self.sent)
        let undocumentedThere = AccountClient.SendPasswordResetWithEmailError(Self.sent)
        #expect(undocumentedThere.undocumentedError != nil)
        #expect(SignIn(undocumentedThere).receivedError?.nsError === Self.sent)
        #expect(SignIn(UndocumentedError(Self.sent)).receivedError?.nsError === Self.sent)
        // An undocumented error's received error is the one it keeps.
        let timeout = NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)
        #expect(SignIn(timeout).receivedError?.nsError === timeout)
        #expect(SignIn(timeout).code == nil)
    }

    @Test func equalityAndHashingIgnoreTheReceivedError() {
        let received = SignIn(Self.sent)
        #expect(received == .wrongPassword())
        #expect(received.hashValue == SignIn.wrongPassword().hashValue)
        #expect(Set([received, .wrongPassword(), .networkError()]).count == 2)
        #expect(received != .networkError(ReceivedError(Self.sent)))
    }

    @Test func documentedCasesAndCodesComeFromTheGeneratedMembers() {
        #expect(SignIn.documentedCodes == [.networkError, .wrongPassword])
        #expect(SignIn.documentedCases == [.networkError(), .wrongPassword()])
        #expect(SignIn.documentedCases.allSatisfy { $0.receivedError == nil })
        #expect(SignIn(.userNotFound, received: nil) == nil)
        #expect(SignIn.documentedCase(for: .wrongPassword)?.receivedError == nil)
    }

    @Test func recoveryReadsTheReceivedUserInfo() {
        // The retry-after hint and server codes of a documented case come from what was received.
        #expect(RetryAfterHint.duration(in: SignIn(Self.sent)) == .seconds(30))
        #expect(RetryAfterHint.duration(in: SignIn.wrongPassword()) == nil)
        let codes = ServerErrorCodes(error: SignIn(Self.sent), codePath: ["Retry-After"], subcodePath: ["none"])
        #expect(codes == ServerErrorCodes(code: 30, subcode: nil))
    }

    @Test func typedThrowsKeepTheReceivedErrorThroughCatch() {
        func signIn() throws(SignIn) { throw SignIn(Self.sent) }
        do {
            try signIn()
        } catch .wrongPassword(let received?) {
            #expect(received.nsError === Self.sent)
        } catch {
            Issue.record("expected .wrongPassword with the received error, got \(error)")
        }
    }
}
