import ErrorTablesRuntime

/// The errors of the demo sign-in method, written as the generator would write them.
public enum DemoSignInErrors: CatalogedMethodErrors, Hashable {
    case networkError
    case wrongPassword
    case undocumented(UndocumentedError)

    public typealias Code = DemoErrorCode
    public static let symbol = "signInWithEmail:password:completion:"
    public static let documentedCases: [Self] = [.networkError, .wrongPassword]

    public init(undocumented error: UndocumentedError) { self = .undocumented(error) }

    public var code: DemoErrorCode? {
        switch self {
        case .networkError: .networkError
        case .wrongPassword: .wrongPassword
        case .undocumented: nil
        }
    }

    public var undocumentedError: UndocumentedError? {
        if case .undocumented(let error) = self { error } else { nil }
    }
}
