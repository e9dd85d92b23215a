import Foundation

// `catch AuthErrorCode.wrongPassword` is an enum case pattern: Swift matches it by casting the
// caught error to `AuthErrorCode` and comparing cases, never through `~=`. A cast from an `NSError`
// to a Swift enum succeeds only when the enum tells the runtime how to build itself from one, so
// every code enum does, through the protocol Foundation's own error types use on each platform:
//
//   - with the Objective-C runtime (Apple platforms), `_ObjectiveCBridgeableError`, which the
//     runtime consults when it casts an `NSError` to a Swift error type;
//   - without it (Linux, Windows), `_ObjectiveCBridgeable` with `NSError` as the bridged class,
//     which the runtime consults when it casts a class instance to a Swift value.
//
// Either way an `NSError` whose domain is the enum's domain and whose code is one of its cases casts
// to that case, and any other `NSError` does not cast. `as NSError` is unchanged: it goes through
// `CustomNSError` (Bridging/DocumentedErrorCode+Bridging.swift) and keeps the code's user info.

#if canImport(ObjectiveC)
    /// How a code enum is cast from an `NSError` of its domain (`_ObjectiveCBridgeableError` with the
    /// Objective-C runtime); an implementation detail of ``DocumentedErrorCode``, not API.
    public protocol _DocumentedErrorCodeCasting: _ObjectiveCBridgeableError {}

    extension DocumentedErrorCode {
        /// The case of an `NSError` of this domain, so that `catch AuthErrorCode.wrongPassword` and
        /// `error as? AuthErrorCode` match it; nil for another domain or an undocumented code.
        public init?(_bridgedNSError error: __shared NSError) {
            self.init(nsError: error)
        }
    }
#else
    /// How a code enum is cast from an `NSError` of its domain (`_ObjectiveCBridgeable` with
    /// `NSError` as the bridged class, where there is no Objective-C runtime); an implementation
    /// detail of ``DocumentedErrorCode``, not API.
    public protocol _DocumentedErrorCodeCasting: _ObjectiveCBridgeable where _ObjectiveCType == NSError {}

    extension DocumentedErrorCode {
        /// The code as an `NSError` of its domain, with its user info (as `as NSError` gives).
        public func _bridgeToObjectiveC() -> NSError {
            NSError(domain: Self.errorDomain, code: rawValue, userInfo: errorUserInfo)
        }

        /// Sets `result` to the case of an `NSError` of this domain, or to nil.
        public static func _forceBridgeFromObjectiveC(_ source: NSError, result: inout Self?) {
            result = Self(nsError: source)
        }

        /// Sets `result` to the case of an `NSError` of this domain and returns true; false (and nil)
        /// for another domain or an undocumented code, so the cast fails.
        public static func _conditionallyBridgeFromObjectiveC(_ source: NSError, result: inout Self?) -> Bool {
            result = Self(nsError: source)
            return result != nil
        }

        /// The case of an `NSError` of this domain, for a forced cast (`as!`), which traps, as every
        /// failed forced cast does, when the error is not one of the enum's codes.
        public static func _unconditionallyBridgeFromObjectiveC(_ source: NSError?) -> Self {
            guard let source, let code = Self(nsError: source) else {
                preconditionFailure("as! \(Self.self): the error is not a documented code of \(Self.errorDomain)")
            }
            return code
        }
    }
#endif
