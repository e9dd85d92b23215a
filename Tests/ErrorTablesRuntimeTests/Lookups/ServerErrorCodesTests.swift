import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// Reading a server code and subcode out of nested user info, as the Facebook SDK stores them.
@Suite struct ServerErrorCodesTests {
    static let response = ["com.facebook.sdk:ParsedJSONResponseKey", "body", "error"]
    static let codePath = response + ["code"]
    static let subcodePath = response + ["error_subcode"]

    /// A Facebook-shaped user info whose error dictionary is `error`.
    static func userInfo(_ error: [String: Any]) -> [String: Any] {
        ["com.facebook.sdk:ParsedJSONResponseKey": ["code": 400, "body": ["error": error]]]
    }

    static func read(_ userInfo: [String: Any]) -> ServerErrorCodes? {
        ServerErrorCodes(userInfo: userInfo, codePath: codePath, subcodePath: subcodePath)
    }

    @Test func integers() {
        #expect(
            Self.read(Self.userInfo(["code": 190, "error_subcode": 458]))
                == ServerErrorCodes(code: 190, subcode: 458))
    }

    @Test func numbers() {
        let error: [String: Any] = [
            "code": NSNumber(value: 190), "error_subcode": NSNumber(value: 458),
        ]
        #expect(Self.read(Self.userInfo(error)) == ServerErrorCodes(code: 190, subcode: 458))
        let fractional: [String: Any] = ["code": NSNumber(value: 1.5), "error_subcode": 2.0]
        #expect(Self.read(Self.userInfo(fractional)) == ServerErrorCodes(code: nil, subcode: 2))
        let otherIntegers: [String: Any] = ["code": Int32(4), "error_subcode": UInt8(17)]
        #expect(Self.read(Self.userInfo(otherIntegers)) == ServerErrorCodes(code: 4, subcode: 17))
    }

    @Test func strings() {
        let error: [String: Any] = ["code": "190", "error_subcode": " 458\n"]
        #expect(Self.read(Self.userInfo(error)) == ServerErrorCodes(code: 190, subcode: 458))
        let unreadable: [String: Any] = ["code": "19O", "error_subcode": "458"]
        #expect(Self.read(Self.userInfo(unreadable)) == ServerErrorCodes(code: nil, subcode: 458))
    }

    @Test func missingValues() {
        #expect(Self.read(Self.userInfo(["code": 4])) == ServerErrorCodes(code: 4, subcode: nil))
        #expect(
            Self.read(Self.userInfo(["error_subcode": 458])) == ServerErrorCodes(code: nil, subcode: 458))
        #expect(Self.read(Self.userInfo(["message": "Invalid OAuth access token."])) == nil)
        #expect(Self.read([:]) == nil)
        #expect(Self.read(["com.facebook.sdk:ParsedJSONResponseKey": "not a dictionary"]) == nil)
        #expect(Self.read(Self.userInfo(["code": ["nested": 190]])) == nil)
    }

    @Test func pathsWalkEveryKindOfDictionary() {
        let foundation: NSDictionary = ["body": NSDictionary(dictionary: ["error": ["code": 10]])]
        #expect(
            Self.read(["com.facebook.sdk:ParsedJSONResponseKey": foundation])
                == ServerErrorCodes(code: 10, subcode: nil))
        let hashable: [AnyHashable: Any] = [
            "body": ["error": ["error_subcode": 463] as [AnyHashable: Any]]
        ]
        #expect(
            Self.read(["com.facebook.sdk:ParsedJSONResponseKey": hashable])
                == ServerErrorCodes(code: nil, subcode: 463))
    }

    @Test func integerAtAPath() {
        let userInfo: [String: Any] = ["code": 17, "error": ["code": "341"]]
        #expect(ServerErrorCodes.integer(at: ["code"], in: userInfo) == 17)
        #expect(ServerErrorCodes.integer(at: ["error", "code"], in: userInfo) == 341)
        #expect(ServerErrorCodes.integer(at: ["code", "code"], in: userInfo) == nil)
        #expect(ServerErrorCodes.integer(at: [], in: userInfo) == nil)
    }

    @Test func fromAnError() {
        let error = NSError(
            domain: "com.facebook.sdk", code: 5,
            userInfo: Self.userInfo(["code": 190, "error_subcode": 458]))
        let expected = ServerErrorCodes(code: 190, subcode: 458)
        let read = { (error: any Error) in
            ServerErrorCodes(error: error, codePath: Self.codePath, subcodePath: Self.subcodePath)
        }
        #expect(read(error) == expected)
        #expect(read(UndocumentedError(error)) == expected)
        #expect(read(AccountClient.SignInWithEmailPasswordError(error)) == expected)
        let wrapper = NSError(domain: "App", code: 1, userInfo: [NSUnderlyingErrorKey: error])
        #expect(read(wrapper) == expected)
        #expect(read(NSError(domain: "com.facebook.sdk", code: 5)) == nil)
        #expect(read(URLError(.timedOut)) == nil)
    }
}
