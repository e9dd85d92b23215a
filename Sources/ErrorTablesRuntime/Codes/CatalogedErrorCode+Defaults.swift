import Foundation

extension CatalogedErrorCode {
    /// No cross-platform name is bridged unless generated code names a key.
    public static var userInfoNameKey: String? { nil }

    /// No cross-platform name unless generated code provides one.
    public var crossPlatformName: String? { nil }

    /// The description is stored under the documented identifier.
    public var descriptionKey: String { documentedIdentifier }

    /// No failure reason unless generated code provides a key.
    public var failureReasonKey: String? { nil }

    /// No recovery suggestion unless generated code provides a key.
    public var recoverySuggestionKey: String? { nil }

    /// Finds the case with a documented identifier.
    ///
    /// ```swift
    /// AuthErrorCode(documentedIdentifier: "FIRAuthErrorCodeNetworkError")  // .networkError
    /// ```
    public init?(documentedIdentifier: String) {
        guard
            let match = Self.allCases.first(where: { $0.documentedIdentifier == documentedIdentifier })
        else { return nil }
        self = match
    }
}
