import Foundation

/// Recognizes the commonest error the runtime classifies, an `NSError` as a framework reports it,
/// without the dynamic casts that other errors need.
@usableFromInline
enum PlainNSError {
    /// Returns `error` itself when its class is exactly `NSError`, not a subclass; else nil.
    ///
    /// Such an error holds no Swift value: it is none of the runtime's or the generated types, and
    /// no cast to them can succeed, so the casts ``DocumentedErrorCode/init(error:)`` and
    /// ``DocumentedMethodErrors/init(_:)`` try first are skipped and it goes straight to
    /// ``DocumentedErrorCode/init(nsError:)``. Subclasses, bridged Swift errors and every other
    /// error take the casts in order.
    @inlinable
    static func unwrap(_ error: any Error) -> NSError? {
        guard type(of: error) == NSError.self else { return nil }
        return error as NSError
    }
}
