import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct DocumentedErrorDomainTests {
    @Test func listsMethodsInDocumentedOrder() {
        #expect(DemoErrors.symbols == [DemoTexts.signIn, DemoTexts.resetPassword])
    }

    @Test func findsTypesBySymbol() throws {
        let type = try #require(DemoErrors.methodErrorType(forSymbol: DemoTexts.resetPassword))
        #expect(ObjectIdentifier(type) == ObjectIdentifier(DemoResetPasswordErrors.self))
        #expect(DemoErrors.methodErrorType(forSymbol: "unknown:") == nil)
    }

    @Test func introspectsDocumentedIdentifiers() {
        #expect(
            DemoErrors.documentedIdentifiers(forSymbol: DemoTexts.signIn)
                == ["DemoErrorCodeNetworkError", "DemoErrorCodeWrongPassword"])
        #expect(DemoErrors.documentedIdentifiers(forSymbol: "unknown:") == nil)
    }

    @Test func classifiesBySymbol() throws {
        let error = NSError(domain: "DemoErrorDomain", code: 17020)
        let signIn = try #require(DemoErrors.methodError(forSymbol: DemoTexts.signIn, error: error))
        #expect(signIn as? DemoSignInErrors == .networkError)
        let reset = try #require(
            DemoErrors.methodError(forSymbol: DemoTexts.resetPassword, error: error))
        #expect((reset as? DemoResetPasswordErrors)?.undocumentedError?.code == 17020)
        #expect(DemoErrors.methodError(forSymbol: "unknown:", error: error) == nil)
    }
}
