import Foundation

extension DocumentedMethodErrors {
    /// The domain of the code enum; `CustomNSError` allows only one domain per type.
    public static var errorDomain: String { Code.errorDomain }

    /// The code's raw value, or the original error's code when undocumented.
    public var errorCode: Int {
        code?.rawValue ?? undocumentedError?.code ?? 0
    }

    /// The user info of the bridged `NSError`, which `localizedDescription` reads.
    ///
    /// A documented case holding a received error gives the received error's user info unchanged, with
    /// the method's documented text under `NSLocalizedDescriptionKey` when the received error carries no
    /// description of its own (so `error.localizedDescription` is the documented text in the user's
    /// language, and a server's own message is kept when it sent one). A case made in code gives the
    /// documented texts in the current languages: `NSLocalizedDescriptionKey` (the method's text), the
    /// code's cross-platform name, failure reason and recovery suggestion when documented. An
    /// undocumented error gives the method's "all others" text and the original error under
    /// `NSUnderlyingErrorKey`.
    public var errorUserInfo: [String: Any] {
        switch payload {
        case .documented(_, let received?):
            var userInfo = received.userInfo
            if received.localizedDescription == nil {
                userInfo[NSLocalizedDescriptionKey] = documentedDescription
            }
            return userInfo
        case .documented(let code, nil):
            var userInfo = code.errorUserInfo
            userInfo[NSLocalizedDescriptionKey] = documentedDescription
            return userInfo
        case .undocumented(let undocumented):
            return [
                NSLocalizedDescriptionKey: documentedDescription,
                NSUnderlyingErrorKey: undocumented.nsError,
            ]
        }
    }

    /// The documented text of the error in the current languages (the method's own text, else the
    /// code's; for an undocumented error the "all others" text), whatever the received error carries:
    /// `error.localizedDescription` is the received error's own description when it has one.
    ///
    /// ```swift
    /// alert.message = failure.documentedDescription
    /// ```
    public var documentedDescription: String {
        localizedDescription(preferredLanguages: LocaleResolution.currentIdentifiers())
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
        /// The error as it was received, which `as NSError` then returns as it is, when it carries a
        /// description of its own; nil otherwise, so that `as NSError` (and `localizedDescription`)
        /// give ``errorUserInfo``: the received user info with the documented text.
        ///
        /// The Objective-C runtime asks every Swift error for an embedded `NSError` before it
        /// bridges one through `CustomNSError`. swift-corelibs-foundation (Linux) does not ask; there
        /// `as NSError` always builds a new `NSError` from `errorDomain`, ``errorCode`` and
        /// ``errorUserInfo``. Either way a documented case bridges to the received domain (the code
        /// enum's), code and user info, with the received description or else the documented one,
        /// and an undocumented error to the code enum's domain (`CustomNSError` allows one per type)
        /// with the original code and the original error under `NSUnderlyingErrorKey`. ``nsError``
        /// gives the original object on every platform.
        public func _getEmbeddedNSError() -> AnyObject? {
            guard let received = receivedError, received.localizedDescription != nil else { return nil }
            return received.nsError
        }
    #endif

    /// The method's text in the current languages (``documentedDescription``).
    public var errorDescription: String? {
        documentedDescription
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
