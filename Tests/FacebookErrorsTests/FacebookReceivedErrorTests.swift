import ErrorTablesRuntime
import FacebookErrors
import Foundation
import Testing

/// What the Facebook SDK 3.x puts in an error's `userInfo` (the login failure reason, the parsed Graph API
/// response with its subcode) survives the generated method types and their round trips.
@Suite struct FacebookReceivedErrorTests {
    /// The `userInfo` key of a failed login's reason, and one of its values, as the seed guide names them.
    static let loginFailedReasonKey = "FBErrorLoginFailedReason"
    static let systemDisallowed = "FBErrorLoginFailedReasonSystemDisallowedWithoutErrorValue"
    /// The `userInfo` key of the parsed server response.
    static let responseKey = "com.facebook.sdk:ParsedJSONResponseKey"

    static func sameError(_ a: NSError, _ b: NSError) -> Bool {
        a.domain == b.domain && a.code == b.code && (a.userInfo as NSDictionary).isEqual(to: b.userInfo)
    }

    @Test func aFailedLoginKeepsItsReason() {
        let sent = NSError(
            domain: "com.facebook.sdk", code: FBErrorCategory.authenticationReopenSession.rawValue,
            userInfo: [Self.loginFailedReasonKey: Self.systemDisallowed])
        let failure = FBSession.OpenActiveSessionWithReadPermissionsAllowLoginUIError(sent)
        switch failure {
        case .authenticationReopenSession(let received?):
            #expect(received.userInfo[Self.loginFailedReasonKey] as? String == Self.systemDisallowed)
        default:
            Issue.record("expected .authenticationReopenSession with the received error, got \(failure)")
        }
        #expect(failure.nsError === sent)
        let bridged = failure as NSError
        // The received user info, with the documented text the SDK's error did not carry.
        var withText = sent.userInfo
        withText[NSLocalizedDescriptionKey] = failure.documentedDescription
        #expect(Self.sameError(bridged, NSError(domain: sent.domain, code: sent.code, userInfo: withText)))
        let again = FBSession.OpenActiveSessionWithReadPermissionsAllowLoginUIError(bridged)
        #expect(again == .authenticationReopenSession())
        #expect(again.receivedError?.userInfo[Self.loginFailedReasonKey] as? String == Self.systemDisallowed)
    }

    func startRequest(failingWith error: NSError) throws(FBRequestConnection
        .StartWithGraphPathParametersHTTPMethodError)
    {
        throw FBRequestConnection.StartWithGraphPathParametersHTTPMethodError(error)
    }

    @Test func aGraphAPIErrorKeepsItsSubcode() {
        let body: [String: Any] = ["code": 190, "error_subcode": 458, "type": "OAuthException"]
        let sent = NSError(
            domain: "com.facebook.sdk", code: FBErrorCategory.authenticationReopenSession.rawValue,
            userInfo: [Self.responseKey: ["code": 400, "body": ["error": body]]])
        do {
            try startRequest(failingWith: sent)
            Issue.record("no error thrown")
        } catch .authenticationReopenSession(let received) {
            let codes = received.flatMap { ServerErrorCodes(facebookError: $0.error) }
            #expect(codes == ServerErrorCodes(code: 190, subcode: 458))
        } catch {
            Issue.record("expected .authenticationReopenSession, got \(error)")
        }
        do {
            try startRequest(failingWith: sent)
        } catch {
            // The method error itself, and its `NSError` both ways, still carry the subcode.
            #expect(ServerErrorCodes(facebookError: error) == ServerErrorCodes(code: 190, subcode: 458))
            #expect(ServerErrorCodes(facebookError: error.nsError) == ServerErrorCodes(code: 190, subcode: 458))
            #expect(ServerErrorCodes(facebookError: error as NSError) == ServerErrorCodes(code: 190, subcode: 458))
        }
    }
}
