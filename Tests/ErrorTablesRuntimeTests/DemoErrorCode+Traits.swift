import ErrorTablesRuntime

/// The demo domain's recovery traits, as the generator would add them to ``DemoErrorCode``.
extension DemoErrorCode: RecoverableErrorCode {
    public var traits: ErrorTraits {
        switch self {
        case .networkError: [.retryable]
        case .wrongPassword: [.correctInput]
        case .userNotFound, .internalError: []
        }
    }
}
