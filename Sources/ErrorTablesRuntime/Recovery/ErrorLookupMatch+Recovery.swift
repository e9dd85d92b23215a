import Foundation

extension ErrorLookupMatch: RecoveryAdviceSource where Code: RecoverableErrorCode {
    /// The traits of the matched case; `[]` when the match has no case.
    ///
    /// ```swift
    /// GraphAPIError.table.match(code: 4, subcode: nil)?.traits  // [.throttled]
    /// ```
    public var traits: ErrorTraits {
        documentedCase?.traits ?? []
    }

    /// The description of the matched case in `locale`, or the row's ``message(locale:)`` when the
    /// match has no case (the "All others" message, or a row naming no case).
    ///
    /// ```swift
    /// GraphAPIError.table.match(code: 190, subcode: 458)?.localizedDescription(locale: .current)
    /// // the description of FBErrorCategory.authenticationReopenSession
    /// ```
    public func localizedDescription(locale: Locale) -> String {
        documentedCase?.localizedDescription(locale: locale) ?? message(locale: locale)
    }

    /// The row's ``message(locale:)``, which user-facing advice shows instead of the description.
    public func contextualMessage(locale: Locale) -> String? {
        message(locale: locale)
    }
}
