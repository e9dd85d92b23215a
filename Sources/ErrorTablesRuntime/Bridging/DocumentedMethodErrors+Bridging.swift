import Foundation

extension DocumentedMethodErrors {
    /// The domain of the code enum; `CustomNSError` allows only one domain per type.
    public static var errorDomain: String { Code.errorDomain }

    /// The code's raw value, or the original error's code when undocumented.
    public var errorCode: Int {
        code?.rawValue ?? undocumentedError?.code ?? 0
    }

    /// The user info of the bridged `NSError`.
    ///
    /// A documented case holding a received error gives the received error's user info unchanged (so
    /// `as NSError` gives back what the SDK sent, on every platform). A case made in code gives the
    /// documented texts in the current languages: `NSLocalizedDescriptionKey` (the method's text), the
    /// code's cross-platform name, failure reason and recovery suggestion when documented. An
    /// undocumented error gives the method's "all others" text and the original error under
    /// `NSUnderlyingErrorKey`.
    public var errorUserInfo: [String: Any] {
        switch payload {
        case .documented(_, let received?):
            return received.userInfo
        case .documented(let code, nil):
            var userInfo = code.errorUserInfo
            userInfo[NSLocalizedDescriptionKey] = localizedDescription(
                preferredLanguages: LocaleResolution.currentIdentifiers())
            return userInfo
        case .undocumented(let undocumented):
            return [
                NSLocalizedDescriptionKey: localizedDescription(
                    preferredLanguages: LocaleResolution.currentIdentifiers()),
                NSUnderlyingErrorKey: undocumented.nsError,
            ]
        }
    }

    /// The error as an `NSError`: the error as it was received when there is one (the same object
    /// when it was an `NSError`), so its domain, code and user info come back unchanged; a case made
    /// in code as a new `NSError` with the code enum's domain, its raw value and ``errorUserInfo``.
    ///
    /// ```swift
    /// let sent = NSError(domain: "FIRAuthErrorDomain", code: 17009, userInfo: userInfoFromTheSDK)
    /// FIRAuth.SignInWithEmailPasswordError(sent).nsError === sent  // true
    /// let timeout = NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut)
    /// FIRAuth.SignInWithEmailPasswordError(timeout).nsError === timeout  // true
    /// ```
    public var nsError: NSError {
        if let received = receivedError { return received.nsError }
        return NSError(domain: Self.errorDomain, code: errorCode, userInfo: errorUserInfo)
    }

    #if canImport(ObjectiveC)
        /// The error as it was received, which `as NSError` then returns as it is.
        ///
        /// The Objective-C runtime asks every Swift error for an embedded `NSError` before it
        /// bridges one through `CustomNSError`, so there `as NSError` on a received error is the
        /// received object itself. swift-corelibs-foundation (Linux) does not ask; there `as NSError`
        /// builds a new `NSError` from `errorDomain`, ``errorCode`` and ``errorUserInfo``: for a
        /// documented case the received domain (the code enum's), code and user info, an equal
        /// error; for an undocumented one the code enum's domain (`CustomNSError` allows one per
        /// type) with the original code and the original error under `NSUnderlyingErrorKey`.
        /// ``nsError`` gives the original on every platform.
        public func _getEmbeddedNSError() -> AnyObject? {
            receivedError?.nsError
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
