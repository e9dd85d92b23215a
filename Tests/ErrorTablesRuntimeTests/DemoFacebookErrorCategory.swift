import ErrorTablesRuntime

/// The Facebook SDK 3.x error categories as one code enum, written as the generator would write
/// it; raw values from `../shared/facts/facebook-sdk-errors.tsv`.
///
/// Each category's traits state the recovery tactic of the SDK guide's classification tables;
/// the categories in the "All others" rows have none.
public enum DemoFacebookErrorCategory: Int, CatalogedErrorCode, RecoverableErrorCode {
    case invalid = 0
    case retry = 1
    case authenticationReopenSession = 2
    case permissions = 3
    case server = 4
    case throttling = 5
    case userCancelled = 6
    case facebookOther = -1
    case badRequest = -2

    public static let errorDomain = "com.facebook.sdk"
    public static let textCatalog = ErrorTextCatalog(
        table: "DemoFacebookErrors", sourceLanguage: "en", languages: ["en", "it"],
        embeddedSourceTexts: [
            "FBErrorCategoryRetry": "A temporary problem on the server; retrying may help.",
            "FBErrorCategoryAuthenticationReopenSession":
                "Your session is no longer valid. Please log in again.",
            "FBErrorCategoryPermissions": "A permission this feature needs was removed.",
            "FBErrorCategoryThrottling": "Facebook is receiving too many requests. Try again later.",
            "FBErrorCategoryUserCancelled": "You cancelled.",
            "FBErrorCategoryServer": "Something went wrong on Facebook's side.",
            "FBErrorCategoryFacebookOther": "Something went wrong.",
            // The messages of `DemoGraphAPIError.table`.
            "GraphAPIError/1": "Facebook had a temporary problem. Please try again.",
            "GraphAPIError/2": "Facebook's service is temporarily unavailable. Please try again.",
            "GraphAPIError/4":
                "This app is making too many requests to Facebook. Please wait and try again.",
            "GraphAPIError/17":
                "You are making too many requests to Facebook. Please wait and try again.",
            "GraphAPIError/341": "This app has reached its Facebook limit. Please try again later.",
            "GraphAPIError/10": "This app does not have permission to do that.",
            "GraphAPIError/200-299":
                "This app no longer has a permission it needs. Please grant it again.",
            "GraphAPIError/102": "Your Facebook session has ended. Please log in again.",
            "GraphAPIError/190": "Your Facebook session is no longer valid. Please log in again.",
            "GraphAPIError/190/458": "The app was removed. Please log in again.",
            "GraphAPIError/190/459": "Log in at facebook.com to restore access to your account.",
            "GraphAPIError/190/460": "Your Facebook password changed. Please log in again.",
            "GraphAPIError/190/463": "Your Facebook session expired. Please log in again.",
            "GraphAPIError/190/464": "Please confirm your Facebook account, then log in again.",
            "GraphAPIError/190/467": "Your Facebook login is no longer valid. Please log in again.",
            "GraphAPIError/*": "Something went wrong with Facebook. Please try again later.",
        ],
        localizedTexts: [
            "it": [
                "FBErrorCategoryAuthenticationReopenSession":
                    "La sessione non è più valida. Accedi di nuovo.",
                "GraphAPIError/190": "La sessione di Facebook non è più valida. Accedi di nuovo.",
                "GraphAPIError/190/458": "L'app è stata rimossa. Accedi di nuovo.",
                "GraphAPIError/200-299":
                    "L'app non ha più un'autorizzazione necessaria. Concedila di nuovo.",
                "GraphAPIError/*": "Si è verificato un problema con Facebook. Riprova più tardi.",
            ]
        ])

    public var documentedIdentifier: String {
        switch self {
        case .invalid: "FBErrorCategoryInvalid"
        case .retry: "FBErrorCategoryRetry"
        case .authenticationReopenSession: "FBErrorCategoryAuthenticationReopenSession"
        case .permissions: "FBErrorCategoryPermissions"
        case .server: "FBErrorCategoryServer"
        case .throttling: "FBErrorCategoryThrottling"
        case .userCancelled: "FBErrorCategoryUserCancelled"
        case .facebookOther: "FBErrorCategoryFacebookOther"
        case .badRequest: "FBErrorCategoryBadRequest"
        }
    }

    public var traits: ErrorTraits {
        switch self {
        case .userCancelled: [.userCancelled]
        case .authenticationReopenSession: [.signInAgain]
        case .permissions: [.permissionDenied]
        case .retry: [.retryable]
        case .throttling: [.throttled]
        case .server, .facebookOther, .badRequest, .invalid: []
        }
    }
}
