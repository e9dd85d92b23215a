import ErrorTablesRuntime
import Foundation

/// Whether `value` is the very `NSError` object `expected`, not a copy or a bridged wrapper.
func isSameObject(_ value: Any?, _ expected: NSError) -> Bool {
    guard let value, let object = value as? NSError else { return false }
    return object === expected
}

/// A Swift error from outside every documented domain.
struct LocalError: Error, Equatable {
    let detail: String
}

/// The method symbols of the golden `Account` domain (Tests/Fixtures/GoldenSpec/Account).
enum AccountSymbols {
    static let lookUp = "lookUpAccount:completion:"
    static let signIn = "signInWithEmail:password:completion:"
    static let resetPassword = "sendPasswordResetWithEmail:completion:"
}
