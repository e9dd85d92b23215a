import Foundation

/// A domain's settings, read from `spec/<Domain>/error-tables.json`: what the documentation does not carry
/// (raw values, cross-platform names, the Swift type name) and how to read its tables.
public struct DomainConfig: Sendable, Equatable {
    /// Facts about one error code that tables do not carry.
    public struct CodeFacts: Sendable, Equatable {
        /// The integer raw value (`NSError.code`).
        public var rawValue: Int?
        /// The cross-platform error name, e.g. `ERROR_NETWORK_REQUEST_FAILED`.
        public var name: String?
        /// A Swift case name that replaces the derived one.
        public var swiftName: String?
        /// Where the code's entry is in the config file.
        public var location: SourceLocation
    }

    /// Which table column holds what (1-based).
    public struct Columns: Sendable, Equatable {
        /// The column with the error-code identifier.
        public var code: Int = 1
        /// The column with the description.
        public var description: Int = 2
    }

    /// Access level of generated declarations.
    public enum AccessLevel: String, Sendable, Equatable, CaseIterable {
        case `public`, package, `internal`
    }

    /// The path of the config file.
    public var path: String
    /// The `NSError` domain, e.g. `FIRAuthErrorDomain`.
    public var errorDomain: String
    /// The Swift type of the domain's code enum, e.g. `AuthErrorCode`.
    public var typeName: String
    /// The prefix every documented code starts with, stripped to make Swift case names.
    public var codePrefix: String
    /// The BCP-47 tag of the source document's language.
    public var sourceLanguage: String
    /// The `userInfo` key under which generated errors carry the cross-platform name.
    public var userInfoNameKey: String?
    /// Access level of generated declarations.
    public var accessLevel: AccessLevel = .public
    /// Per-code facts, by documented identifier.
    public var codes: [String: CodeFacts] = [:]
    /// Column roles.
    public var columns = Columns()
    /// Method type names that replace the derived ones, by selector.
    public var methodTypeNames: [String: String] = [:]
    /// Recovery traits per code identifier (`retryable`, `throttled`, …), validated against the docs.
    public var traits: [String: [String]] = [:]
    /// Where each code's traits are written, for diagnostics.
    public var traitLocations: [String: SourceLocation] = [:]
    /// Lookup tables (server codes and subcodes → a case and a message), sorted by name.
    public var lookups: [Lookup] = []
    /// Where each top-level key is, for diagnostics.
    public var keyLocations: [String: SourceLocation] = [:]

    /// Every key the config may have.
    public static let knownKeys = [
        "errorDomain", "typeName", "codePrefix", "sourceLanguage", "userInfoNameKey", "accessLevel", "codes",
        "columns", "methodTypeNames", "traits", "lookups",
    ]

    /// The recovery traits a code can have; the runtime's `ErrorTraits` has one option per name.
    public static let traitNames = [
        "retryable", "throttled", "reauthenticate", "signInAgain", "correctInput", "developerConfiguration",
        "userCancelled", "permissionDenied", "notifyUser",
    ]

    /// A table that maps numeric server codes (a code or a range such as `200-299`, and an optional subcode)
    /// to one of the domain's codes and a contextual message, e.g. Facebook's Graph API error codes.
    public struct Lookup: Sendable, Equatable {
        /// The generated type's name, e.g. `GraphAPIError`.
        public var name: String
        /// The column with the code or code range (1-based).
        public var code: Int
        /// The column with the subcode, if the table has one.
        public var subcode: Int?
        /// The column naming the domain's code (the case) the row maps to.
        public var caseColumn: Int
        /// The column with the message.
        public var message: Int
        /// Where the lookup is configured.
        public var location: SourceLocation
    }
    static let codeKeys = ["rawValue", "name", "swiftName"]
    static let columnKeys = ["code", "description"]

    /// The location of a key in the file, or the file's start.
    public func location(ofKey key: String) -> SourceLocation {
        keyLocations[key] ?? SourceLocation(path: path, line: 1, column: 1)
    }
}
