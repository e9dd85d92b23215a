import ErrorTablesRuntime
import Testing

@testable import ErrorTablesCore

/// A lookup row's catalog key, built by the generator and by the runtime: the two must agree, or the runtime
/// looks a row's text up under a key the catalog does not hold.
@Suite struct LookupKeyAgreementTests {
    @Test func theGeneratorsLookupKeysAreTheRuntimesKeys() {
        let keys: [(codes: ClosedRange<Int>?, subcode: Int?)] = [
            (190...190, 458), (200...299, nil), (-5...(-1), nil), (-2...(-2), nil), (nil, 7), (nil, nil),
        ]
        #expect(
            keys.map { GeneratedNames.lookupKey("ServerError", LookupKey(codes: $0.codes, subcode: $0.subcode)) }
                == keys.map { ErrorTextKey.lookupEntry(table: "ServerError", codes: $0.codes, subcode: $0.subcode) })
    }
}
