import ErrorTablesRuntime

/// A Firebase-like code enum with recovery traits, written as the generator would write it.
///
/// Raw values and identifiers are Firebase Auth's (`../shared/facts/firebase-auth-error-codes.tsv`);
/// traits follow the Firebase guide.
public enum DemoAuthErrorCode: Int, CatalogedErrorCode, RecoverableErrorCode {
    case operationNotAllowed = 17006
    case invalidEmail = 17008
    case wrongPassword = 17009
    case tooManyRequests = 17010
    case userDisabled = 17005
    case requiresRecentLogin = 17014
    case invalidUserToken = 17017
    case networkError = 17020
    case userTokenExpired = 17021
    case invalidAPIKey = 17023
    case weakPassword = 17026
    case appNotAuthorized = 17028
    case internalError = 17999

    public static let errorDomain = "FIRAuthErrorDomain"
    public static let textCatalog = ErrorTextCatalog(
        table: "DemoAuthErrors", sourceLanguage: "en", languages: ["en"],
        embeddedSourceTexts: [
            "FIRAuthErrorCodeWrongPassword": "The password is wrong.",
            "FIRAuthErrorCodeTooManyRequests": "Too many requests. Try again later.",
            "FIRAuthErrorCodeNetworkError": "A network error occurred.",
            "FIRAuthErrorCodeUserTokenExpired": "Your session has expired. Please sign in again.",
            "FIRAuthErrorCodeRequiresRecentLogin": "Please sign in again to continue.",
            "FIRAuthErrorCodeInvalidAPIKey": "The app was configured with an invalid API key.",
            "FIRAuthErrorCodeUserDisabled": "This account has been disabled.",
        ])

    public var documentedIdentifier: String {
        switch self {
        case .operationNotAllowed: "FIRAuthErrorCodeOperationNotAllowed"
        case .invalidEmail: "FIRAuthErrorCodeInvalidEmail"
        case .wrongPassword: "FIRAuthErrorCodeWrongPassword"
        case .tooManyRequests: "FIRAuthErrorCodeTooManyRequests"
        case .userDisabled: "FIRAuthErrorCodeUserDisabled"
        case .requiresRecentLogin: "FIRAuthErrorCodeRequiresRecentLogin"
        case .invalidUserToken: "FIRAuthErrorCodeInvalidUserToken"
        case .networkError: "FIRAuthErrorCodeNetworkError"
        case .userTokenExpired: "FIRAuthErrorCodeUserTokenExpired"
        case .invalidAPIKey: "FIRAuthErrorCodeInvalidAPIKey"
        case .weakPassword: "FIRAuthErrorCodeWeakPassword"
        case .appNotAuthorized: "FIRAuthErrorCodeAppNotAuthorized"
        case .internalError: "FIRAuthErrorCodeInternalError"
        }
    }

    public var traits: ErrorTraits {
        switch self {
        case .networkError: [.retryable]
        case .tooManyRequests: [.throttled]
        case .requiresRecentLogin: [.reauthenticate]
        case .userTokenExpired, .invalidUserToken: [.signInAgain]
        case .wrongPassword, .invalidEmail, .weakPassword: [.correctInput]
        case .invalidAPIKey, .appNotAuthorized, .operationNotAllowed: [.developerConfiguration]
        case .userDisabled: [.notifyUser]
        case .internalError: []
        }
    }
}
