import Testing

@testable import ErrorTablesCore

/// Swift case names from codes in every naming style, from descriptions, and from numbers.
@Suite struct CaseNameTests {
    @Test(arguments: [
        ("REQUEST_API", "", "requestAPI"),
        ("NETWORK_UNREACHABLE", "", "networkUnreachable"),
        ("TIMEOUT", "", "timeout"),
        ("user_cancel", "", "userCancel"),
        ("schema-mismatch", "", "schemaMismatch"),
        ("User Rejected Request", "", "userRejectedRequest"),
        ("Not Found", "", "notFound"),
        ("I'm a teapot", "", "imATeapot"),
        ("I’m a teapot", "", "imATeapot"),
        ("AccountSendingPausedException", "", "accountSendingPausedException"),
        ("auth.token-expired", "", "authTokenExpired"),
        ("Invalid url", "", "invalidURL"),
        ("HTTP Version Not Supported", "", "httpVersionNotSupported"),
        ("Café fermé", "", "cafeFerme"),
        ("2FA_REQUIRED", "", "_2faRequired"),
        ("FIRAuthErrorCodeInvalidAPIKey", "FIRAuthErrorCode", "invalidAPIKey"),
        ("QD_DOCUMENT_LOCKED", "QD_", "documentLocked"),
        ("QD_", "QD_", "qd"),
        ("default", "", "default"),
    ])
    func codes(code: String, prefix: String, expected: String) {
        #expect(Identifier.swiftCaseName(forCode: code, prefix: prefix) == expected)
    }

    @Test func aCodeWithNoASCIILetterHasNoName() {
        #expect(Identifier.swiftCaseName(forCode: "見つかりません", prefix: "") == nil)
        #expect(Identifier.swiftCaseName(forCode: "--", prefix: "") == nil)
    }

    @Test(arguments: [
        ("Invalid API key. Check the key in the developer console.", "invalidAPIKey"),
        ("Location permission denied by the user.", "locationPermissionDenied"),
        ("Route not found between the two points.", "routeNotFound"),
        ("The user closed the sheet.", "userClosed"),
        ("Server error. Try again later.", "serverError"),
        ("Quota used up for today.", "quotaUsedUp"),
    ])
    func descriptions(description: String, expected: String) {
        #expect(Identifier.caseName(fromDescription: description) == expected)
    }

    @Test func descriptionsTooLongOrWithoutWordsGiveNoName() {
        #expect(Identifier.caseName(fromDescription: "Device storage quota almost completely exhausted now.") == nil)
        #expect(Identifier.caseName(fromDescription: "مفتاح API غير صالح") == nil)
        #expect(Identifier.caseName(fromDescription: "The") == nil)
        #expect(Identifier.caseName(fromDescription: "") == nil)
    }

    @Test func numbers() {
        #expect(Identifier.caseName(forNumber: 4001) == "code4001")
        #expect(Identifier.caseName(forNumber: -199) == "codeMinus199")
        #expect(Identifier.caseName(forNumber: Int.min) == "codeMinus9223372036854775808")
    }
}
