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

    /// The error as an `NSError`: a documented case with the code enum's domain, its raw value
    /// and ``errorUserInfo``; an undocumented error as it was received (the same object when it
    /// was an `NSError`), so its domain, code and user info come back unchanged.
    ///
    /// ```swift
    /// let timeout = NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)
    /// FIRAuth.SignInWithEmailPasswordError(timeout).nsError === timeout  // true
    /// ```
    public var nsError: NSError {
        if let undocumented = undocumentedError { return undocumented.nsError }
        return NSError(domain: Self.errorDomain, code: errorCode, userInfo: errorUserInfo)
    }

    #if canImport(ObjectiveC)
        /// The original error of an undocumented case, which `as NSError` then returns as it is.
        ///
        /// The Objective-C runtime asks every Swift error for an embedded `NSError` before it
        /// bridges one through `CustomNSError`. swift-corelibs-foundation (Linux) does not, so there
        /// `as NSError` on an undocumented error gives the code enum's domain (`CustomNSError`
        /// allows one per type) with the original code and the original error under
        /// `NSUnderlyingErrorKey`; ``nsError`` gives the original on every platform.
        public func _getEmbeddedNSError() -> AnyObject? {
            undocumentedError?.nsError
        }
    #endif

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
