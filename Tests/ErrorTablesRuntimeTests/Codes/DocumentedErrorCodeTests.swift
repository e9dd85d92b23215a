import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct DocumentedErrorCodeTests {
    let current = LocaleResolution.currentIdentifiers()

    @Test func descriptionsPerLocale() {
        #expect(
            AccountErrorCode.networkError.localizedDescription(locale: Locale(identifier: "it_IT"))
                == "Si è verificato un errore di rete.")
        #expect(
            AccountErrorCode.networkError.localizedDescription(locale: Locale(identifier: "hi"))
                == "नेटवर्क त्रुटि हुई।")
        #expect(
            AccountErrorCode.userNotFound.localizedDescription(locale: Locale(identifier: "hi"))
                == "इस पहचानकर्ता का कोई उपयोगकर्ता नहीं है।")
        #expect(
            AccountErrorCode.userNotFound.localizedDescription(locale: Locale(identifier: "fr_FR"))
                == "There is no user record for this identifier.")
        // Two methods give it different meanings, so the code has no text of its own.
        #expect(
            AccountErrorCode.wrongPassword.localizedDescription(preferredLanguages: ["fr", "it"])
                == "The operation failed with error AccountErrorCodeWrongPassword (AccountErrorDomain error 17009).")
    }

    @Test func missingTextBecomesAReadableSentence() {
        #expect(
            TextlessErrorCode.internalError.localizedDescription(locale: Locale(identifier: "it"))
                == "The operation failed with error TextlessErrorCodeInternalError (TextlessErrorDomain error 17999)."
        )
        #expect(
            (TextlessErrorCode.internalError as NSError).userInfo[NSLocalizedDescriptionKey] as? String
                == "The operation failed with error TextlessErrorCodeInternalError (TextlessErrorDomain error 17999)."
        )
    }

    @Test(arguments: ["en", "hi", "it", "fr_FR", "", "zh_Hant_TW"])
    func descriptionsAreNeverEmpty(identifier: String) {
        for code in AccountErrorCode.allCases {
            let text = code.localizedDescription(locale: Locale(identifier: identifier))
            #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            #expect(text != code.descriptionKey)
        }
    }

    @Test func failureReasonAndRecoverySuggestion() {
        let code = AccountErrorCode.userNotFound
        #expect(
            code.localizedFailureReason(locale: Locale(identifier: "it"))
                == "Nessun account usa questo identificativo.")
        #expect(
            code.localizedRecoverySuggestion(locale: Locale(identifier: "it"))
                == "Controlla l'identificativo o crea un account.")
        #expect(
            code.localizedRecoverySuggestion(locale: Locale(identifier: "fr"))
                == "Check the identifier or create an account.")
        // One method's reason for a code other methods describe differently is not the code's.
        #expect(AccountErrorCode.wrongPassword.localizedFailureReason(locale: Locale(identifier: "en")) == nil)
        #expect(
            AccountErrorCode.networkError.localizedFailureReason(locale: Locale(identifier: "it")) == nil)
        #expect(
            AccountErrorCode.networkError.localizedRecoverySuggestion(locale: Locale(identifier: "it"))
                == nil)
    }

    @Test func bridgesToNSError() {
        let error = AccountErrorCode.networkError as NSError
        #expect(error.domain == "AccountErrorDomain")
        #expect(error.code == 17020)
        #expect(AccountErrorCode.networkError.errorCode == 17020)
        let description = error.userInfo[NSLocalizedDescriptionKey] as? String
        #expect(
            description == AccountErrorCode.networkError.localizedDescription(preferredLanguages: current))
        #expect(
            [
                "A network error occurred.", "Si è verificato un errore di rete.", "नेटवर्क त्रुटि हुई।",
            ].contains(description ?? ""))
        #expect(error.localizedDescription == description)
        #expect(error.userInfo["AccountErrorUserInfoNameKey"] as? String == "ERROR_NETWORK_REQUEST_FAILED")
        #expect(error.userInfo[NSLocalizedFailureReasonErrorKey] == nil)
        #expect(error.userInfo[NSLocalizedRecoverySuggestionErrorKey] == nil)
        #expect(Set(error.userInfo.keys) == [NSLocalizedDescriptionKey, "AccountErrorUserInfoNameKey"])
    }

    @Test func bridgesFailureReasonAndSuggestion() {
        let error = AccountErrorCode.userNotFound as NSError
        let code = AccountErrorCode.userNotFound
        #expect(error.code == 17011)
        #expect(error.userInfo["AccountErrorUserInfoNameKey"] as? String == "ERROR_USER_NOT_FOUND")
        #expect(
            error.userInfo[NSLocalizedFailureReasonErrorKey] as? String
                == code.localizedFailureReason(preferredLanguages: current))
        #expect(
            error.userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
                == code.localizedRecoverySuggestion(preferredLanguages: current))
        #expect(code.failureReason == code.localizedFailureReason(preferredLanguages: current))
        #expect(code.recoverySuggestion == code.localizedRecoverySuggestion(preferredLanguages: current))
        #expect(code.recoverySuggestion != nil)
        #expect(code.errorDescription == code.localizedDescription(preferredLanguages: current))
    }

    @Test func codeWithoutNameLeavesTheNameKeyOut() {
        let error = AccountErrorCode.internalError as NSError
        #expect(error.userInfo["AccountErrorUserInfoNameKey"] == nil)
        #expect(
            error.userInfo[NSLocalizedDescriptionKey] as? String
                == AccountErrorCode.internalError.localizedDescription(preferredLanguages: current))
        #expect(Set(error.userInfo.keys) == [NSLocalizedDescriptionKey])
    }

    @Test func recognizesErrorsOfTheDomain() {
        #expect(AccountErrorCode(error: NSError(domain: "AccountErrorDomain", code: 17009)) == .wrongPassword)
        #expect(
            AccountErrorCode(nsError: NSError(domain: "AccountErrorDomain", code: 17020)) == .networkError)
        #expect(AccountErrorCode(error: AccountErrorCode.userNotFound) == .userNotFound)
        #expect(AccountErrorCode(error: AccountErrorCode.userNotFound as NSError) == .userNotFound)
        #expect(AccountErrorCode(error: AccountClient.SignInWithEmailPasswordError.wrongPassword()) == .wrongPassword)
        let wrapped = AccountClient.SignInWithEmailPasswordError(NSError(domain: "AccountErrorDomain", code: 17011))
        #expect(AccountErrorCode(error: wrapped) == .userNotFound)
        #expect(AccountErrorCode(error: UndocumentedError(AccountErrorCode.internalError)) == .internalError)
    }

    @Test func rejectsOtherErrors() {
        #expect(AccountErrorCode(error: NSError(domain: "AccountErrorDomain", code: 1)) == nil)
        #expect(AccountErrorCode(error: NSError(domain: "OtherDomain", code: 17009)) == nil)
        #expect(AccountErrorCode(error: LocalError(detail: "x")) == nil)
        #expect(
            AccountErrorCode(
                error: AccountClient.SignInWithEmailPasswordError(NSError(domain: "OtherDomain", code: 17009))) == nil)
    }

    @Test func findsCasesByDocumentedIdentifier() {
        #expect(AccountErrorCode(documentedIdentifier: "AccountErrorCodeWrongPassword") == .wrongPassword)
        #expect(AccountErrorCode(documentedIdentifier: "AccountErrorCodeNope") == nil)
        #expect(AccountErrorCode.networkError.descriptionKey == "AccountErrorCodeNetworkError")
    }
}
