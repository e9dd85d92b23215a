import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct UndocumentedErrorTests {
    @Test func keepsDomainCodeAndOriginal() {
        let original = NSError(
            domain: "OtherDomain", code: 42, userInfo: [NSLocalizedDescriptionKey: "Boom"])
        let error = UndocumentedError(original)
        #expect(error.domain == "OtherDomain")
        #expect(error.code == 42)
        #expect(isSameObject(error.underlying, original))
        #expect(isSameObject(error.nsError, original))
        #expect(error.description == "Undocumented error (OtherDomain error 42): Boom")
    }

    @Test func keepsFoundationAndSwiftErrors() {
        let cocoa = UndocumentedError(CocoaError(.fileNoSuchFile))
        #expect(cocoa.domain == NSCocoaErrorDomain)
        #expect(cocoa.code == 4)
        let local = UndocumentedError(LocalError(detail: "d"))
        #expect(local.underlying as? LocalError == LocalError(detail: "d"))
        #expect(local.domain == (LocalError(detail: "d") as NSError).domain)
        #expect(
            local.description.hasPrefix("Undocumented error (\(local.domain) error \(local.code)): "))
    }

    @Test func equalityUsesDomainAndCode() {
        let first = UndocumentedError(NSError(domain: "D", code: 1, userInfo: ["a": 1]))
        #expect(first == UndocumentedError(NSError(domain: "D", code: 1)))
        #expect(first != UndocumentedError(NSError(domain: "D", code: 2)))
        #expect(first != UndocumentedError(NSError(domain: "E", code: 1)))
        #expect(Set([first, UndocumentedError(NSError(domain: "D", code: 1))]).count == 1)
    }

    @Test func isNotWrappedTwice() {
        let first = UndocumentedError(NSError(domain: "D", code: 7))
        let second = UndocumentedError(first)
        #expect(second.domain == "D")
        #expect(second.code == 7)
        #expect((second.underlying as NSError).domain == "D")
    }
}
