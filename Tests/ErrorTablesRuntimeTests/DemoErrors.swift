import ErrorTablesRuntime

/// The demo domain's list of method error types, written as the generator would write it.
public enum DemoErrors: DocumentedErrorDomain {
    public typealias Code = DemoErrorCode

    public static var methodErrorTypes: [any DocumentedMethodErrors.Type] {
        [DemoSignInErrors.self, DemoResetPasswordErrors.self]
    }
}

/// A Swift error from outside the domain.
struct DemoLocalError: Error, Equatable {
    let detail: String
}
