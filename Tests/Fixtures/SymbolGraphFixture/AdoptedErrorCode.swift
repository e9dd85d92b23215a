/// A hand-written error enum that `InitFromSymbolGraphTests` turns into a spec with `init --from-symbol-graph`:
/// doc comments of one and two paragraphs, explicit raw values in every literal form, implicit ones, deprecated
/// cases and cases without docs.
public enum AdoptedErrorCode: Int, Error, Sendable {
    /// A network error occurred.
    ///
    /// Check the connection | then try again.
    case networkError = 1001
    /// The account is locked.
    case accountLocked = 0x3F2
    case missingToken
    /// The session expired.
    @available(*, deprecated, message: "Use accountLocked instead.")
    case sessionExpired = -1
    @available(*, deprecated, renamed: "networkError")
    case legacyTimeout  // the implicit raw value
    /// The storage quota is used up.
    case quotaExceeded =  // a comment before the literal
        2_000
    case `default`
}
