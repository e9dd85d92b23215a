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
    ],
    localizedTexts: [
      "it": [
        "FBErrorCategoryAuthenticationReopenSession":
          "La sessione non è più valida. Accedi di nuovo."
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
