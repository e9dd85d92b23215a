import ErrorTablesRuntime
import Testing

/// The catalog key grammar: each kind of key as written, and read back into its parts.
@Suite struct ErrorTextKeyTests {
    static let keys: [(ErrorTextKey, String)] = [
        (.code(identifier: "FIRAuthErrorCodeNetworkError"), "FIRAuthErrorCodeNetworkError"),
        (
            .property(identifier: "FIRAuthErrorCodeNetworkError", name: "recoveryTactic"),
            "FIRAuthErrorCodeNetworkError.recoveryTactic"
        ),
        (
            .method(symbol: "signIn(withEmail:password:)", identifier: "FIRAuthErrorCodeWrongPassword"),
            "signIn(withEmail:password:)/FIRAuthErrorCodeWrongPassword"
        ),
        (.methodFallback(symbol: "signInWithEmail:password:completion:"), "signInWithEmail:password:completion:/*"),
        (.lookupRow(table: "GraphAPIError", codes: 190...190, subcode: 458), "GraphAPIError/190/458"),
        (.lookupRow(table: "GraphAPIError", codes: 200...299, subcode: nil), "GraphAPIError/200-299"),
        (.lookupRow(table: "GraphAPIError", codes: nil, subcode: 458), "GraphAPIError/*/458"),
        (.lookupRow(table: "GraphAPIError", codes: -5...(-1), subcode: nil), "GraphAPIError/-5--1"),
        (.lookupRow(table: "GraphAPIError", codes: -2...(-2), subcode: -7), "GraphAPIError/-2/-7"),
        (.lookupFallback(table: "GraphAPIError"), "GraphAPIError/*"),
        (.domainFallback, "*"),
    ]

    @Test(arguments: keys)
    func writesAndReadsBack(key: ErrorTextKey, text: String) {
        #expect(key.description == text)
        #expect(ErrorTextKey(parsing: text, lookupTables: ["GraphAPIError"]) == key)
    }

    @Test func theTableNamesTellLookupRowsFromMethods() {
        #expect(
            ErrorTextKey(parsing: "GraphAPIError/190", lookupTables: [])
                == .method(symbol: "GraphAPIError", identifier: "190"))
        #expect(ErrorTextKey(parsing: "GraphAPIError/*", lookupTables: []) == .methodFallback(symbol: "GraphAPIError"))
        #expect(
            ErrorTextKey(parsing: "GraphAPIError/*", lookupTables: ["GraphAPIError"])
                == .lookupRow(table: "GraphAPIError", codes: nil, subcode: nil))
    }

    @Test func aColumnNameStartingWithACapitalIsPartOfTheIdentifier() {
        #expect(ErrorTextKey(parsing: "com.example.Error", lookupTables: []) == .code(identifier: "com.example.Error"))
        #expect(
            ErrorTextKey(parsing: "Code.2faNote", lookupTables: []) == .property(identifier: "Code", name: "2faNote"))
    }

    @Test(arguments: ["", "T/x", "T/1/x", "T/5-1", "T/1/2/3", "T/"])
    func malformedKeysAreRejected(text: String) {
        #expect(ErrorTextKey(parsing: text, lookupTables: ["T"]) == nil)
    }
}
