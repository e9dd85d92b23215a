import Foundation

/// Finds a server's retry-after hint in an error.
///
/// Looked for, in order: ``RetryAfterProviding/retryAfter``; the original error inside an
/// ``UndocumentedError`` or an undocumented method error (documented codes carry no hint); then
/// the `NSError` user info under
/// ``userInfoKey`` (`"Retry-After"`), holding a `Duration`, a number of seconds (`Double`,
/// `Int` or `NSNumber`) or a string of seconds as in the HTTP header (`"120"`; HTTP dates are
/// not read). Negative, non-finite or unreadable values count as no hint.
///
/// ```swift
/// let error = NSError(domain: "Server", code: 429, userInfo: ["Retry-After": "3"])
/// RetryAfterHint.duration(in: error)  // 3 seconds
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public enum RetryAfterHint {
    /// The `NSError` user-info key read for a hint.
    public static let userInfoKey = "Retry-After"

    /// Returns the hint an error carries, or nil.
    ///
    /// ```swift
    /// RetryAfterHint.duration(in: URLError(.timedOut))  // nil
    /// ```
    public static func duration(in error: any Error) -> Duration? {
        if let provider = error as? any RetryAfterProviding, let hint = provider.retryAfter {
            return hint >= .zero ? hint : nil
        }
        if let undocumented = error as? UndocumentedError {
            return duration(in: undocumented.underlying)
        }
        if error is any DocumentedErrorCode {
            return nil
        }
        if let methodError = error as? any DocumentedMethodErrors {
            return methodError.receivedError.flatMap { duration(in: $0.error) }
        }
        return duration(userInfoValue: (error as NSError).userInfo[userInfoKey])
    }

    /// Reads a user-info value as a duration.
    private static func duration(userInfoValue value: Any?) -> Duration? {
        let seconds: Double?
        switch value {
        case let duration as Duration: return duration >= .zero ? duration : nil
        case let double as Double: seconds = double
        case let integer as Int: seconds = Double(integer)
        case let number as NSNumber: seconds = number.doubleValue
        case let string as String: seconds = Double(string.trimmingCharacters(in: .whitespaces))
        default: seconds = nil
        }
        guard let seconds, seconds.isFinite, seconds >= 0 else { return nil }
        return .seconds(seconds)
    }
}
