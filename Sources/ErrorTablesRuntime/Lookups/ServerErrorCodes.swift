import Foundation

/// A numeric server error code and subcode read out of an error's user info, for an
/// ``ErrorLookupTable``.
///
/// Each value is found by walking a path of keys through nested dictionaries; the value at the
/// end may be an `Int` (or another integer type), an `NSNumber` or `Double` with an integral
/// value, or a string of decimal digits (surrounding white space is ignored). Anything else
/// counts as missing.
///
/// The Facebook SDK, for example, keeps the parsed Graph API response in its error's user info:
///
/// ```swift
/// let response = ["com.facebook.sdk:ParsedJSONResponseKey", "body", "error"]
/// let codes = ServerErrorCodes(
///   error: error, codePath: response + ["code"], subcodePath: response + ["error_subcode"])
/// let match = codes.flatMap { GraphAPIError.table.match($0) }
/// ```
public struct ServerErrorCodes: Sendable, Hashable {
    /// The server's error code, if found.
    public let code: Int?
    /// The server's error subcode, if found.
    public let subcode: Int?

    /// How many `NSUnderlyingErrorKey` errors ``init(error:codePath:subcodePath:)`` looks into.
    static let maxUnderlyingDepth = 8

    /// Creates codes from known values.
    ///
    /// ```swift
    /// GraphAPIError.table.match(ServerErrorCodes(code: 190, subcode: 458))
    /// ```
    public init(code: Int?, subcode: Int?) {
        self.code = code
        self.subcode = subcode
    }

    /// Reads the code and subcode at two key paths of a user info; nil when neither is found.
    ///
    /// ```swift
    /// ServerErrorCodes(
    ///   userInfo: ["error": ["code": 190, "error_subcode": "458"]],
    ///   codePath: ["error", "code"], subcodePath: ["error", "error_subcode"])
    /// // code 190, subcode 458
    /// ```
    public init?(userInfo: [String: Any], codePath: [String], subcodePath: [String]) {
        let code = Self.integer(at: codePath, in: userInfo)
        let subcode = Self.integer(at: subcodePath, in: userInfo)
        guard code != nil || subcode != nil else { return nil }
        self.init(code: code, subcode: subcode)
    }

    /// Reads the code and subcode from an error's `NSError` user info; nil when neither is found.
    ///
    /// An ``UndocumentedError``, or a method error wrapping one, is read through to the original
    /// error. When neither value is in the error's own user info, the error under
    /// `NSUnderlyingErrorKey` is read, and so on for a few levels.
    ///
    /// ```swift
    /// ServerErrorCodes(error: error, codePath: ["error", "code"], subcodePath: ["error", "sub"])
    /// ```
    public init?(error: any Error, codePath: [String], subcodePath: [String]) {
        var current: (any Error)? = error
        var depth = 0
        while let error = current.map(Self.unwrapped), depth <= Self.maxUnderlyingDepth {
            let userInfo = (error as NSError).userInfo
            if let found = Self(userInfo: userInfo, codePath: codePath, subcodePath: subcodePath) {
                self = found
                return
            }
            current = userInfo[NSUnderlyingErrorKey] as? any Error
            depth += 1
        }
        return nil
    }

    /// Returns the integer at a key path of nested dictionaries, or nil.
    ///
    /// ```swift
    /// ServerErrorCodes.integer(at: ["body", "error", "code"], in: userInfo)  // 190
    /// ```
    public static func integer(at path: [String], in userInfo: [String: Any]) -> Int? {
        guard let first = path.first else { return nil }
        var value = userInfo[first]
        for key in path.dropFirst() {
            value = value.flatMap { child(of: $0, forKey: key) }
        }
        return value.flatMap(integer(from:))
    }

    /// Returns the error as received of an undocumented error or a method error holding one, or the error
    /// itself.
    private static func unwrapped(_ error: any Error) -> any Error {
        if let undocumented = error as? UndocumentedError {
            return undocumented.underlying
        }
        if let methodError = error as? any DocumentedMethodErrors, let received = methodError.receivedError {
            return received.error
        }
        return error
    }

    /// Returns the value under `key` when `container` is a dictionary, else nil.
    private static func child(of container: Any, forKey key: String) -> Any? {
        switch container {
        case let dictionary as [String: Any]: dictionary[key]
        case let dictionary as [AnyHashable: Any]: dictionary[AnyHashable(key)]
        case let dictionary as NSDictionary: dictionary.object(forKey: key)
        default: nil
        }
    }

    /// Reads a value as an integer: integers, integral numbers and decimal strings.
    private static func integer(from value: Any) -> Int? {
        switch value {
        case let integer as Int: return integer
        case let string as String: return Int(string.trimmingCharacters(in: .whitespacesAndNewlines))
        case let string as NSString:
            return Int((string as String).trimmingCharacters(in: .whitespacesAndNewlines))
        case let number as NSNumber:
            let integer = number.intValue
            return NSNumber(value: integer) == number ? integer : nil
        case let integer as any BinaryInteger: return Int(exactly: integer)
        case let double as Double: return Int(exactly: double)
        default: return nil
        }
    }
}
