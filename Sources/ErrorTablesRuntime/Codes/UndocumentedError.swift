import Foundation

/// An error that a method reported although its documentation does not list it.
///
/// It keeps the error as received, with the `NSError` domain and code it bridges to. Two values
/// are equal when their domains and codes are.
///
/// ```swift
/// let other = UndocumentedError(URLError(.timedOut))
/// other.domain  // "NSURLErrorDomain"
/// other.code    // -1001
/// ```
public struct UndocumentedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `NSError` domain of the original error.
    public let domain: String
    /// The `NSError` code of the original error.
    public let code: Int
    /// The error as received.
    public let underlying: any Error

    /// Keeps an error; an undocumented error, or a method error wrapping one, is not wrapped again.
    ///
    /// ```swift
    /// UndocumentedError(NSError(domain: "Other", code: 42)).code  // 42
    /// ```
    public init(_ error: any Error) {
        if let undocumented = error as? UndocumentedError {
            self = undocumented
            return
        }
        if let methodError = error as? any DocumentedMethodErrors,
            let undocumented = methodError.undocumentedError
        {
            self = undocumented
            return
        }
        let bridged = error as NSError
        domain = bridged.domain
        code = bridged.code
        underlying = error
    }

    /// The original error as an `NSError`.
    ///
    /// ```swift
    /// other.nsError.userInfo
    /// ```
    public var nsError: NSError {
        underlying as NSError
    }

    /// A readable summary with domain, code and the original error's description.
    public var description: String {
        "Undocumented error (\(domain) error \(code)): \(nsError.localizedDescription)"
    }

    /// Whether two undocumented errors have the same domain and code.
    public static func == (lhs: UndocumentedError, rhs: UndocumentedError) -> Bool {
        lhs.domain == rhs.domain && lhs.code == rhs.code
    }

    /// Hashes the domain and the code.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(domain)
        hasher.combine(code)
    }
}
