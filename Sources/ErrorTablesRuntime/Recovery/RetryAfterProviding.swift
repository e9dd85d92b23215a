/// An error that knows how long the server asked to wait before a retry.
///
/// ``Retrier`` waits this long instead of its computed back-off, capped at
/// ``RetryPolicy/maxRetryAfter``. Errors that do not conform may carry the hint in their
/// `NSError` user info instead; see ``RetryAfterHint``.
///
/// ```swift
/// struct HTTPError: Error, RetryAfterProviding {
///   var retryAfter: Duration?  // from the response's Retry-After header
/// }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public protocol RetryAfterProviding: Error {
    /// How long to wait before retrying, or nil when the server gave no hint.
    var retryAfter: Duration? { get }
}
