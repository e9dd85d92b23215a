import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct CatalogedErrorCodeTests {
    let current = LocaleResolution.currentIdentifiers()

    @Test func descriptionsPerLocale() {
        #expect(
            DemoErrorCode.networkError.localizedDescription(locale: Locale(identifier: "it_IT"))
                == "Si è verificato un errore di rete.")
        #expect(
            DemoErrorCode.networkError.localizedDescription(locale: Locale(identifier: "hi"))
                == "नेटवर्क त्रुटि हुई।")
        #expect(
            DemoErrorCode.userNotFound.localizedDescription(locale: Locale(identifier: "hi"))
                == "There is no user record for this identifier.")
        #expect(
            DemoErrorCode.wrongPassword.localizedDescription(preferredLanguages: ["fr", "it"])
                == "La password non è valida.")
    }

    @Test func missingTextBecomesAReadableSentence() {
        #expect(
            DemoErrorCode.internalError.localizedDescription(locale: Locale(identifier: "it"))
                == "The operation failed with error DemoErrorCodeInternalError (DemoErrorDomain error 17999)."
        )
    }

    @Test(arguments: ["en", "hi", "it", "fr_FR", "", "zh_Hant_TW"])
    func descriptionsAreNeverEmpty(identifier: String) {
        for code in DemoErrorCode.allCases {
            let text = code.localizedDescription(locale: Locale(identifier: identifier))
            #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            #expect(text != code.descriptionKey)
        }
    }

    @Test func failureReasonAndRecoverySuggestion() {
        let code = DemoErrorCode.wrongPassword
        #expect(
            code.localizedFailureReason(locale: Locale(identifier: "it"))
                == "La password non corrisponde all'account.")
        #expect(
            code.localizedRecoverySuggestion(locale: Locale(identifier: "it"))
                == "Check the password and try again.")
        #expect(
            DemoErrorCode.networkError.localizedFailureReason(locale: Locale(identifier: "it")) == nil)
        #expect(
            DemoErrorCode.networkError.localizedRecoverySuggestion(locale: Locale(identifier: "it"))
                == nil)
    }

    @Test func bridgesToNSError() {
        let error = DemoErrorCode.networkError as NSError
        #expect(error.domain == "DemoErrorDomain")
        #expect(error.code == 17020)
        #expect(DemoErrorCode.networkError.errorCode == 17020)
        let description = error.userInfo[NSLocalizedDescriptionKey] as? String
        #expect(
            description == DemoErrorCode.networkError.localizedDescription(preferredLanguages: current))
        #expect(
            [
                "A network error occurred.", "Si è verificato un errore di rete.", "नेटवर्क त्रुटि हुई।",
            ].contains(description ?? ""))
        #expect(error.localizedDescription == description)
        #expect(error.userInfo["DemoErrorUserInfoNameKey"] as? String == "ERROR_NETWORK_REQUEST_FAILED")
        #expect(error.userInfo[NSLocalizedFailureReasonErrorKey] == nil)
        #expect(error.userInfo[NSLocalizedRecoverySuggestionErrorKey] == nil)
        #expect(Set(error.userInfo.keys) == [NSLocalizedDescriptionKey, "DemoErrorUserInfoNameKey"])
    }

    @Test func bridgesFailureReasonAndSuggestion() {
        let error = DemoErrorCode.wrongPassword as NSError
        let code = DemoErrorCode.wrongPassword
        #expect(error.code == 17009)
        #expect(error.userInfo["DemoErrorUserInfoNameKey"] as? String == "ERROR_WRONG_PASSWORD")
        #expect(
            error.userInfo[NSLocalizedFailureReasonErrorKey] as? String
                == code.localizedFailureReason(preferredLanguages: current))
        #expect(
            error.userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
                == "Check the password and try again.")
        #expect(code.failureReason == code.localizedFailureReason(preferredLanguages: current))
        #expect(code.recoverySuggestion == "Check the password and try again.")
        #expect(code.errorDescription == code.localizedDescription(preferredLanguages: current))
    }

    @Test func codeWithoutNameLeavesTheNameKeyOut() {
        let error = DemoErrorCode.internalError as NSError
        #expect(error.userInfo["DemoErrorUserInfoNameKey"] == nil)
        #expect(
            error.userInfo[NSLocalizedDescriptionKey] as? String
                == "The operation failed with error DemoErrorCodeInternalError (DemoErrorDomain error 17999)."
        )
    }

    @Test func recognizesErrorsOfTheDomain() {
        #expect(DemoErrorCode(error: NSError(domain: "DemoErrorDomain", code: 17009)) == .wrongPassword)
        #expect(
            DemoErrorCode(nsError: NSError(domain: "DemoErrorDomain", code: 17020)) == .networkError)
        #expect(DemoErrorCode(error: DemoErrorCode.userNotFound) == .userNotFound)
        #expect(DemoErrorCode(error: DemoErrorCode.userNotFound as NSError) == .userNotFound)
        #expect(DemoErrorCode(error: DemoSignInErrors.wrongPassword) == .wrongPassword)
        let wrapped = DemoSignInErrors(NSError(domain: "DemoErrorDomain", code: 17011))
        #expect(DemoErrorCode(error: wrapped) == .userNotFound)
        #expect(DemoErrorCode(error: UndocumentedError(DemoErrorCode.internalError)) == .internalError)
    }

    @Test func rejectsOtherErrors() {
        #expect(DemoErrorCode(error: NSError(domain: "DemoErrorDomain", code: 1)) == nil)
        #expect(DemoErrorCode(error: NSError(domain: "OtherDomain", code: 17009)) == nil)
        #expect(DemoErrorCode(error: DemoLocalError(detail: "x")) == nil)
        #expect(
            DemoErrorCode(error: DemoSignInErrors(NSError(domain: "OtherDomain", code: 17009))) == nil)
    }

    @Test func findsCasesByDocumentedIdentifier() {
        #expect(DemoErrorCode(documentedIdentifier: "DemoErrorCodeWrongPassword") == .wrongPassword)
        #expect(DemoErrorCode(documentedIdentifier: "DemoErrorCodeNope") == nil)
        #expect(DemoErrorCode.networkError.descriptionKey == "DemoErrorCodeNetworkError")
    }
}
