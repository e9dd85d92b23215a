import ErrorTablesRuntime
import FacebookErrors
import Foundation
import Testing

/// The Facebook seed's errors in an alert and a log line: `localizedDescription`, `print(error)` and the
/// documented text, for a received error, a case made in code and an undocumented error.
@Suite struct FacebookEverydayErrorTests {
    static let languages = LocaleResolution.currentIdentifiers()
    typealias Login = FBSession.OpenActiveSessionWithReadPermissionsAllowLoginUIError

    @Test func aReceivedErrorWithoutItsOwnTextGivesTheDocumentedText() {
        let sent = NSError(domain: "com.facebook.sdk", code: FBErrorCategory.server.rawValue, userInfo: ["k": 1])
        let failure = Login(sent)
        let documented = failure.localizedDescription(preferredLanguages: Self.languages)
        #expect(failure.localizedDescription == documented)
        #expect(failure.documentedDescription == documented)
        #expect((failure as NSError).userInfo["k"] as? Int == 1)
        #expect(
            Login.server().localizedDescription(locale: Locale(identifier: "en"))
                == "Facebook's servers reported a temporary problem.")
    }

    @Test func printShowsTypeCaseDomainCodeAndText() {
        let failure = Login(NSError(domain: "com.facebook.sdk", code: FBErrorCategory.server.rawValue))
        #expect(
            "\(failure)"
                == "FBSession.OpenActiveSessionWithReadPermissionsAllowLoginUIError.server (com.facebook.sdk error 4): "
                + failure.documentedDescription)
        #expect(
            "\(FBErrorCategory.facebookOther)"
                == "FBErrorCategory.facebookOther (com.facebook.sdk error -1): "
                + FBErrorCategory.facebookOther.documentedDescription)
    }

    @Test func anUndocumentedErrorPrintsItsOwnDomainAndCodeAndTheFallbackRowsText() {
        let failure = Login(NSError(domain: "NSURLErrorDomain", code: -1009))
        #expect(
            "\(failure)"
                == "FBSession.OpenActiveSessionWithReadPermissionsAllowLoginUIError.undocumented "
                + "(NSURLErrorDomain error -1009): " + failure.documentedDescription)
        // The docs have a fallback row in both languages: their own sentence wins over the runtime's.
        #expect(failure.localizedDescription(locale: Locale(identifier: "it")) == "Motivi diversi.")
        #expect(failure.localizedDescription(locale: Locale(identifier: "en")) == "Various reasons.")
    }
}
