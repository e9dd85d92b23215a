import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct DocumentedErrorDomainTests {
    @Test func listsMethodsInDocumentedOrder() {
        #expect(
            AccountMethods.symbols == [AccountSymbols.lookUp, AccountSymbols.signIn, AccountSymbols.resetPassword])
    }

    @Test func findsTypesBySymbol() throws {
        let type = try #require(AccountMethods.methodErrorType(forSymbol: AccountSymbols.resetPassword))
        #expect(ObjectIdentifier(type) == ObjectIdentifier(AccountClient.SendPasswordResetWithEmailError.self))
        #expect(AccountMethods.methodErrorType(forSymbol: "unknown:") == nil)
    }

    @Test func introspectsDocumentedIdentifiers() {
        #expect(
            AccountMethods.documentedIdentifiers(forSymbol: AccountSymbols.signIn)
                == ["AccountErrorCodeNetworkError", "AccountErrorCodeWrongPassword"])
        #expect(AccountMethods.documentedIdentifiers(forSymbol: "unknown:") == nil)
    }

    @Test func classifiesBySymbol() throws {
        let error = NSError(domain: "AccountErrorDomain", code: 17020)
        let signIn = try #require(AccountMethods.methodError(forSymbol: AccountSymbols.signIn, error: error))
        #expect(signIn as? AccountClient.SignInWithEmailPasswordError == .networkError())
        let reset = try #require(
            AccountMethods.methodError(forSymbol: AccountSymbols.resetPassword, error: error))
        #expect((reset as? AccountClient.SendPasswordResetWithEmailError)?.undocumentedError?.code == 17020)
        #expect(AccountMethods.methodError(forSymbol: "unknown:", error: error) == nil)
    }
}
