import Foundation

extension DocumentedErrorCode {
    /// The user info of the bridged `NSError`, with texts in the current languages.
    ///
    /// Holds `NSLocalizedDescriptionKey`, the cross-platform name under ``userInfoNameKey``, and
    /// `NSLocalizedFailureReasonErrorKey` / `NSLocalizedRecoverySuggestionErrorKey` when
    /// documented.
    public var errorUserInfo: [String: Any] {
        let languages = LocaleResolution.currentIdentifiers()
        var userInfo: [String: Any] = [
            NSLocalizedDescriptionKey: localizedDescription(preferredLanguages: languages)
        ]
        if let key = Self.userInfoNameKey, let name = crossPlatformName {
            userInfo[key] = name
        }
        if let reason = localizedFailureReason(preferredLanguages: languages) {
            userInfo[NSLocalizedFailureReasonErrorKey] = reason
        }
        if let suggestion = localizedRecoverySuggestion(preferredLanguages: languages) {
            userInfo[NSLocalizedRecoverySuggestionErrorKey] = suggestion
        }
        return userInfo
    }

    /// The description in the current languages.
    public var errorDescription: String? {
        localizedDescription(preferredLanguages: LocaleResolution.currentIdentifiers())
    }

    /// The failure reason in the current languages, when documented.
    public var failureReason: String? {
        localizedFailureReason(preferredLanguages: LocaleResolution.currentIdentifiers())
    }

    /// The recovery suggestion in the current languages, when documented.
    public var recoverySuggestion: String? {
        localizedRecoverySuggestion(preferredLanguages: LocaleResolution.currentIdentifiers())
    }

    /// Recognizes the code of any error: this enum, a method error or undocumented error of the
    /// domain, or an `NSError` of ``DocumentedErrorCode/errorDomain`` with a known code.
    ///
    /// ```swift
    /// AuthErrorCode(error: NSError(domain: "FIRAuthErrorDomain", code: 17020))  // .networkError
    /// ```
    public init?(error: any Error) {
        if let nsError = PlainNSError.unwrap(error) {
            self.init(nsError: nsError)
            return
        }
        if let code = error as? Self {
            self = code
            return
        }
        if let methodError = error as? any DocumentedMethodErrors {
            if let code = methodError.code as? Self {
                self = code
                return
            }
            guard let undocumented = methodError.undocumentedError else { return nil }
            self.init(error: undocumented.underlying)
            return
        }
        if let undocumented = error as? UndocumentedError {
            self.init(error: undocumented.underlying)
            return
        }
        self.init(nsError: error as NSError)
    }

    /// Recognizes an `NSError` of ``DocumentedErrorCode/errorDomain`` whose code is one of the cases.
    ///
    /// ```swift
    /// AuthErrorCode(nsError: NSError(domain: "Other", code: 17020))  // nil
    /// ```
    @inlinable
    public init?(nsError: NSError) {
        guard nsError.domain == Self.errorDomain else { return nil }
        self.init(rawValue: nsError.code)
    }
}
