import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// The runtime's `==` and `hash(into:)` for generated method types give what the compiler would
/// synthesize: equal exactly when the same case with an equal payload.
@Suite struct DocumentedMethodErrorsHashingTests {
    typealias SignIn = AccountClient.SignInWithEmailPasswordError

    static let otherDomain = NSError(domain: "Elsewhere", code: 7)

    @Test func documentedCasesAreEqualToThemselvesOnly() {
        #expect(SignIn.wrongPassword() == .wrongPassword())
        #expect(SignIn.networkError() == .networkError())
        #expect(SignIn.wrongPassword() != .networkError())
        #expect(SignIn.wrongPassword() != .undocumented(UndocumentedError(Self.otherDomain)))
    }

    @Test func undocumentedCasesCompareTheirPayloads() {
        let first = SignIn.undocumented(UndocumentedError(Self.otherDomain))
        #expect(first == .undocumented(UndocumentedError(NSError(domain: "Elsewhere", code: 7))))
        #expect(first != .undocumented(UndocumentedError(NSError(domain: "Elsewhere", code: 8))))
        #expect(first != .undocumented(UndocumentedError(NSError(domain: "Other", code: 7))))
    }

    @Test func equalValuesHashEqually() {
        let values: [SignIn] = [
            .wrongPassword(), .networkError(), .wrongPassword(),
            .undocumented(UndocumentedError(Self.otherDomain)),
            .undocumented(UndocumentedError(NSError(domain: "Elsewhere", code: 7))),
            .undocumented(UndocumentedError(NSError(domain: "Elsewhere", code: 8))),
        ]
        #expect(Set(values).count == 4)
        #expect(SignIn.wrongPassword().hashValue == SignIn.wrongPassword().hashValue)
        #expect(values[3].hashValue == values[4].hashValue)
        let every = SignIn.documentedCases + [values[3]]
        for (index, value) in every.enumerated() {
            for (otherIndex, other) in every.enumerated() {
                #expect((value == other) == (index == otherIndex))
            }
        }
    }
}
