import ErrorTablesRuntime

/// The errors of a demo method without an "all others" text, written as generated.
public enum DemoResetPasswordErrors: CatalogedMethodErrors {
    case userNotFound
    case undocumented(UndocumentedError)

    public typealias Code = DemoErrorCode
    public static let symbol = "sendPasswordResetWithEmail:completion:"
    public static let documentedCases: [Self] = [.userNotFound]

    public init(undocumented error: UndocumentedError) { self = .undocumented(error) }

    public var code: DemoErrorCode? {
        switch self {
        case .userNotFound: .userNotFound
        case .undocumented: nil
        }
    }

    public var undocumentedError: UndocumentedError? {
        if case .undocumented(let error) = self { error } else { nil }
    }
}
