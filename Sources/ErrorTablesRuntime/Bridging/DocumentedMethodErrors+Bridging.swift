import Foundation

extension DocumentedMethodErrors {
    /// The domain of the code enum; `CustomNSError` allows only one domain per type.
    public static var errorDomain: String { Code.errorDomain }

    /// The code's raw value, or the original error's code when undocumented.
    public var errorCode: Int {
        code?.rawValue ?? undocumentedError?.code ?? 0
    }

    /// The user info of the bridged `NSError`, with texts in the current languages.
    ///
    /// Holds `NSLocalizedDescriptionKey` (the method's text), the code's cross-platform name,
    /// failure reason and recovery suggestion when documented, and `NSUnderlyingErrorKey` with the
    /// original error when undocumented.
    public var errorUserInfo: [String: Any] {
        let languages = LocaleResolution.currentIdentifiers()
        var userInfo = code?.errorUserInfo ?? [:]
        userInfo[NSLocalizedDescriptionKey] = localizedDescription(preferredLanguages: languages)
        if let undocumented = undocumentedError {
            userInfo[NSUnderlyingErrorKey] = undocumented.nsError
        }
        return userInfo
    }

    /// The error as an `NSError` with the right domain on every platform.
    ///
    /// A documented case has the code enum's domain and raw value; an undocumented error has the
    /// original domain and code (bridging with `as NSError` cannot change the domain per value,
    /// so it uses the code enum's domain with the original code).
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError(URLError(.timedOut)).nsError.domain  // "NSURLErrorDomain"
    /// ```
    public var nsError: NSError {
        NSError(
            domain: code == nil ? (undocumentedError?.domain ?? Self.errorDomain) : Self.errorDomain,
            code: errorCode,
            userInfo: errorUserInfo)
    }

    /// The method's text in the current languages.
    public var errorDescription: String? {
        localizedDescription(preferredLanguages: LocaleResolution.currentIdentifiers())
    }

    /// The code's failure reason in the current languages, when documented.
    public var failureReason: String? {
        code?.failureReason
    }

    /// The code's recovery suggestion in the current languages, when documented.
    public var recoverySuggestion: String? {
        code?.recoverySuggestion
    }
}
