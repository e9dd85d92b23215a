import ErrorTablesRuntime

/// The code enum of the demo domain, written as the generator would write it.
public enum DemoErrorCode: Int, CatalogedErrorCode {
    case networkError = 17020
    case userNotFound = 17011
    case wrongPassword = 17009
    case internalError = 17999

    public static let errorDomain = "DemoErrorDomain"
    public static let userInfoNameKey: String? = "DemoErrorUserInfoNameKey"
    public static let textCatalog = DemoTexts.catalog

    public var documentedIdentifier: String {
        switch self {
        case .networkError: "DemoErrorCodeNetworkError"
        case .userNotFound: "DemoErrorCodeUserNotFound"
        case .wrongPassword: "DemoErrorCodeWrongPassword"
        case .internalError: "DemoErrorCodeInternalError"
        }
    }

    public var crossPlatformName: String? {
        switch self {
        case .networkError: "ERROR_NETWORK_REQUEST_FAILED"
        case .userNotFound: "ERROR_USER_NOT_FOUND"
        case .wrongPassword: "ERROR_WRONG_PASSWORD"
        case .internalError: nil
        }
    }

    public var failureReasonKey: String? {
        self == .wrongPassword ? "DemoErrorCodeWrongPassword.reason" : nil
    }

    public var recoverySuggestionKey: String? {
        self == .wrongPassword ? "DemoErrorCodeWrongPassword.suggestion" : nil
    }
}
