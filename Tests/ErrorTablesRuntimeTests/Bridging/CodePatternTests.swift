import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// `catch AccountErrorCode.wrongPassword` matches the code itself and an `NSError` of the domain with
/// that code (as a case pattern on `URLError.Code` does), and nothing else.
@Suite struct CodePatternTests {
    private func caught(_ error: any Error) -> String {
        do {
            throw error
        } catch AccountErrorCode.wrongPassword {
            return "wrongPassword"
        } catch AccountErrorCode.networkError {
            return "networkError"
        } catch {
            return "other"
        }
    }

    @Test func aCasePatternMatchesTheCode() {
        #expect(caught(AccountErrorCode.wrongPassword) == "wrongPassword")
        #expect(caught(AccountErrorCode.networkError) == "networkError")
        #expect(caught(AccountErrorCode.userNotFound) == "other")
    }

    @Test func aCasePatternMatchesAnNSErrorOfTheDomainWithThatCode() {
        #expect(caught(NSError(domain: "AccountErrorDomain", code: 17009)) == "wrongPassword")
        #expect(caught(NSError(domain: "AccountErrorDomain", code: 17020, userInfo: ["k": "v"])) == "networkError")
    }

    @Test func anotherDomainOrAnUndocumentedCodeDoesNotMatch() {
        #expect(caught(NSError(domain: "OtherDomain", code: 17009)) == "other")
        #expect(caught(NSError(domain: "AccountErrorDomain", code: 1)) == "other")
        #expect(caught(URLError(.timedOut)) == "other")
    }

    @Test func aConditionalCastGivesTheCase() {
        let error: any Error = NSError(domain: "AccountErrorDomain", code: 17020)
        #expect(error as? AccountErrorCode == .networkError)
        #expect((NSError(domain: "AccountErrorDomain", code: 1) as any Error) as? AccountErrorCode == nil)
        let bridged = AccountErrorCode.wrongPassword as NSError
        #expect(bridged.domain == "AccountErrorDomain")
        #expect(bridged.code == 17009)
        #expect((bridged as any Error) as? AccountErrorCode == .wrongPassword)
    }

    @Test func aMethodErrorIsMatchedByItsOwnCases() {
        // A case pattern on the code enum casts to the code enum, which a method error is not; its
        // own type's cases match it, and `code` gives the code.
        let method = AccountClient.SignInWithEmailPasswordError.wrongPassword()
        #expect(caught(method) == "other")
        #expect(method.code == .wrongPassword)
    }
}
