import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// The Facebook SDK guide's Graph API handler through the generated lookup table of the golden
/// `Graph` domain: the code and subcode read from the error, the row's category and its contextual
/// message.
@Suite struct GraphAPILookupFlowTests {
    static let response = ["com.facebook.sdk:ParsedJSONResponseKey", "body", "error"]

    /// A Facebook SDK error carrying a Graph API response with `code` and `subcode`.
    static func sdkError(code: Int, subcode: Int?) -> NSError {
        var body: [String: Any] = ["code": code, "message": "(#\(code)) Graph API error"]
        body["error_subcode"] = subcode
        return NSError(
            domain: "com.facebook.sdk", code: 5,
            userInfo: ["com.facebook.sdk:ParsedJSONResponseKey": ["body": ["error": body]]])
    }

    /// The advice for an SDK error, as an app's Graph API handler computes it.
    static func advice(
        for error: any Error, locale: Locale = Locale(identifier: "en"), attempts: Int = 1
    ) -> RecoveryAdvice? {
        let codes = ServerErrorCodes(
            error: error, codePath: response + ["code"], subcodePath: response + ["error_subcode"])
        let match = codes.flatMap { GraphAPIError.table.match($0) }
        return match?.recoveryAdvice(locale: locale, attempts: attempts, maxAttempts: 2)
    }

    static let flows: [(code: Int, subcode: Int?, advice: RecoveryAdvice)] = [
        (190, 458, .signInAgain(message: "The app was removed. Please log in again.")),
        (
            190, 999,
            .signInAgain(message: "Your Facebook session is no longer valid. Please log in again.")
        ),
        (
            190, nil,
            .signInAgain(message: "Your Facebook session is no longer valid. Please log in again.")
        ),
        (102, nil, .signInAgain(message: "Your Facebook session has ended. Please log in again.")),
        (4, nil, .retryAfterBackoff(maxAttempts: 2)),
        (17, nil, .retryAfterBackoff(maxAttempts: 2)),
        (2, nil, .retry(maxAttempts: 2)),
        (10, nil, .requestPermission(message: "This app does not have permission to do that.")),
        (
            250, nil,
            .requestPermission(
                message: "This app no longer has a permission it needs. Please grant it again.")
        ),
        (
            12345, nil,
            .showGenericMessage(message: "Something went wrong with Facebook. Please try again later.")
        ),
    ]

    @Test(arguments: flows)
    func theGuidesGraphAPIHandler(code: Int, subcode: Int?, advice: RecoveryAdvice) {
        #expect(Self.advice(for: Self.sdkError(code: code, subcode: subcode)) == advice)
    }

    @Test func theMatchedRowsAndCategories() {
        let table = GraphAPIError.table
        #expect(table.match(code: 190, subcode: 458)?.documentedCase == .authenticationReopenSession)
        #expect(table.match(code: 190, subcode: 458)?.kind == .codeAndSubcode)
        #expect(table.match(code: 190, subcode: 999)?.kind == .code)
        #expect(table.match(code: 4, subcode: nil)?.traits == [.throttled])
        #expect(table.match(code: 250, subcode: nil)?.documentedCase == .permissions)
        #expect(table.match(code: 12345, subcode: nil)?.kind == .fallback)
        #expect(table.match(code: 12345, subcode: nil)?.traits == [])
    }

    @Test func messagesFollowTheLocale() {
        let it = Locale(identifier: "it_IT")
        #expect(
            Self.advice(for: Self.sdkError(code: 190, subcode: 458), locale: it)
                == .signInAgain(message: "L'app è stata rimossa. Accedi di nuovo."))
        #expect(
            Self.advice(for: Self.sdkError(code: 12345, subcode: nil), locale: it)
                == .showGenericMessage(
                    message: "Si è verificato un problema con Facebook. Riprova più tardi."))
        #expect(
            Self.advice(for: Self.sdkError(code: 190, subcode: 458), locale: Locale(identifier: "pt_BR"))
                == .signInAgain(message: "The app was removed. Please log in again."))
    }

    @Test func throttlingShowsTheRowsMessageOnceAttemptsRunOut() {
        #expect(
            Self.advice(for: Self.sdkError(code: 4, subcode: nil), attempts: 2)
                == .showGenericMessage(
                    message: "This app is making too many requests to Facebook. Please wait and try again."))
    }

    @Test func theSDKsUserMessageWins() throws {
        let match = try #require(GraphAPIError.table.match(code: 190, subcode: 459))
        #expect(match.documentedCase == .retry)
        #expect(
            match.recoveryAdvice(locale: Locale(identifier: "en"), userMessage: "Log in at facebook.com.")
                == .notifyUser(message: "Log in at facebook.com."))
        #expect(
            match.recoveryAdvice(locale: Locale(identifier: "en"), attempts: 3)
                == .showGenericMessage(message: "Log in at facebook.com to restore access to your account.")
        )
        let fallback = try #require(GraphAPIError.table.match(code: 12345, subcode: nil))
        #expect(
            fallback.recoveryAdvice(locale: Locale(identifier: "en"), userMessage: "Try later.")
                == .notifyUser(message: "Try later."))
    }

    @Test func anErrorWithoutAGraphAPIResponseHasNoMatch() {
        #expect(Self.advice(for: NSError(domain: "com.facebook.sdk", code: 5)) == nil)
    }

    @Test func theGeneratedTableUsesTheConventionalKeys() {
        for entry in GraphAPIError.table.entries {
            #expect(
                entry.messageKey
                    == ErrorTextKey.lookupRow(table: "GraphAPIError", codes: entry.codes, subcode: entry.subcode)
                    .description)
        }
        #expect(
            GraphAPIError.table.fallbackMessageKey == ErrorTextKey.lookupFallback(table: "GraphAPIError").description)
    }
}
