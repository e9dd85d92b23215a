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

    /// Which table column holds what, where the docs' tables need saying; roles not given are inferred
    /// from each table's content (`ColumnRoles.inferred(for:codePrefix:)`).
    public struct Columns: Sendable, Equatable {
        /// How a column is named: by its 1-based position or by the source document's header text.
        public enum Selector: Sendable, Equatable, CustomStringConvertible {
            /// The 1-based column number.
            case index(Int)
            /// The header cell's text, compared without regard to case or surrounding spaces.
            case header(String)

            /// `column 2` or `column 'Value'`.
            public var description: String {
                switch self {
                case .index(let index): "column \(index)"
                case .header(let header): "column '\(header)'"
                }
            }

            /// The 0-based index of the column in a header row; `nil` when the table has no such column.
            func index(in headers: [String]) -> Int? {
                switch self {
                case .index(let number): return number >= 1 && number <= headers.count ? number - 1 : nil
                case .header(let text):
                    let wanted = text.trimmingSpacesAndNewlines().lowercased()
                    return headers.firstIndex { $0.trimmingSpacesAndNewlines().lowercased() == wanted }
                }
            }
        }

        /// The column naming each error (an identifier or a short name).
        public var code: Selector?
        /// The column with each error's integer code (its raw value) or a range of codes.
        public var rawValue: Selector?
        /// The column with the description.
        public var description: Selector?

        /// Creates column roles; `nil` roles are inferred.
        public init(code: Selector? = nil, rawValue: Selector? = nil, description: Selector? = nil) {
            self.code = code
            self.rawValue = rawValue
            self.description = description
        }

        /// Whether any role is configured.
        public var isConfigured: Bool { code != nil || rawValue != nil || description != nil }

        /// Whether a role is given by header text: then only tables with those headers are error tables.
        public var selectsByHeader: Bool {
            [code, rawValue, description].contains { selector in
                if case .header? = selector { return true }
                return false
            }
        }
    }

    /// Access level of generated declarations.
    public enum AccessLevel: String, Sendable, Equatable, CaseIterable {
        case `public`, package, `internal`
    }

    /// Where the generated code reads its translated texts from.
    public enum Catalogs: String, Sendable, Equatable, CaseIterable {
        /// Only from the code: every language's texts are compiled into `<Domain>ErrorTexts.swift` (the default).
        case embedded
        /// From the target's resources first: `<language>.lproj/<Domain>Errors.strings` are always generated,
        /// the build plugin declares them as resources of the target, and the code reads them through
        /// `Bundle.module`, so a translator's fix in a resource needs no new code; the compiled texts remain
        /// the fallback.
        case resources
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
    /// Where the generated code reads its translated texts from (`"catalogs"`).
    public var catalogs: Catalogs = .embedded
    /// Per-code facts, by documented identifier.
    public var codes: [String: CodeFacts] = [:]
    /// Column roles.
    public var columns = Columns()
    /// Method type names that replace the derived ones, by selector.
    public var methodTypeNames: [String: String] = [:]
    /// Where each group's method types go instead of a namespace enum named like the group, by group symbol.
    public var groups: [String: GroupNamespace] = [:]
    /// Recovery traits per code identifier (`retryable`, `throttled`, …), validated against the docs.
    public var traits: [String: [String]] = [:]
    /// Where each code's traits are written, for diagnostics.
    public var traitLocations: [String: SourceLocation] = [:]
    /// Where the documents are, when not `<language>.md` beside the config: a path relative to the config's
    /// folder with `{language}` where each document's language tag stands (`../../docs/{language}/errors.md`).
    public var documents: String?
    /// Lookup tables (server codes and subcodes → a case and a message), sorted by name.
    public var lookups: [Lookup] = []
    /// The headings whose sections hold this domain's error tables (`"sections"`); empty for every table.
    /// A page with several families of codes (close codes, webhook errors, opcodes) is read one family per
    /// domain this way.
    public var sections: [String] = []
    /// Where each top-level key is, for diagnostics.
    public var keyLocations: [String: SourceLocation] = [:]

    /// The name of the config file a domain folder holds.
    public static let fileName = "error-tables.json"

    /// Every key the config may have.
    public static let knownKeys = [
        "errorDomain", "typeName", "codePrefix", "sourceLanguage", "userInfoNameKey", "accessLevel", "codes",
        "columns", "methodTypeNames", "groups", "traits", "lookups", "documents", "catalogs", "sections",
    ]

    /// The domain a config belongs to: the name of the folder holding it.
    public static func domainName(ofConfigAt path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.count >= 2 ? String(parts[parts.count - 2]) : "Errors"
    }

    /// The stem of the default type names: the domain name in upper camel case (`FirebaseAuth`, `my-sdk` →
    /// `MySDK`); `nil` when it has no ASCII letter or digit.
    public static func typeNameStem(forDomain domain: String) -> String? {
        let stem: String
        if Identifier.isIdentifier(domain) {
            stem = domain
        } else {
            guard let joined = Identifier.camelCase(Identifier.words(of: domain)) else { return nil }
            stem = joined
        }
        let upper = Identifier.upperFirst(stem)
        guard let first = upper.unicodeScalars.first, !("0"..."9").contains(first) else { return "_" + upper }
        return upper
    }

    /// The config of a domain folder without `error-tables.json`, or the defaults of keys left out:
    /// `errorDomain` `<Domain>ErrorDomain`, `typeName` `<Domain>ErrorCode`, no `codePrefix`, `sourceLanguage`
    /// `en`.
    public static func defaults(path: String) -> DomainConfig? {
        guard let stem = typeNameStem(forDomain: domainName(ofConfigAt: path)) else { return nil }
        return DomainConfig(
            path: path, errorDomain: stem + "ErrorDomain", typeName: stem + "ErrorCode", codePrefix: "",
            sourceLanguage: "en")
    }

    /// The config of the domain folder `folder`, the one way a folder's config is found: its `error-tables.json`
    /// read (`read(path:diagnostics:)`, problems reported into `diagnostics`) when it has one, else the default
    /// config (`defaults(path:)`).
    ///
    /// - Throws: `FatalDiagnostic` when the config cannot be used or leads outside `boundary` (by default the
    ///   repository or package holding the folder; see `InputBoundary`), or when there is none and the folder's
    ///   name gives no type name (the error names the folder).
    public static func forFolder(
        _ folder: String, boundary: InputBoundary? = nil, diagnostics: inout Diagnostics
    ) throws(FatalDiagnostic) -> DomainConfig {
        let path = folder + "/" + fileName
        try (boundary ?? .enclosing(folder)).check(path)
        // Anything at the path is read, a broken link or a folder included: reading reports what it is, where
        // taking it for no config would silently use the defaults.
        if InputFile.exists(path) { return try read(path: path, diagnostics: &diagnostics) }
        guard let defaults = defaults(path: path) else {
            throw FatalDiagnostic(.noTypeNameFromFolder(domainName(ofConfigAt: path)))
        }
        return defaults
    }

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
    /// Where a group's method types go, from `groups`: a namespace enum of another name
    /// (`{"name": "NoteSyncErrors"}`), or an extension of a type the target already declares
    /// (`{"extend": true}` for the group's own name, `{"extend": "Auth"}` for another).
    public struct GroupNamespace: Sendable, Equatable {
        /// The Swift type that holds the group's method types: the generated enum, or the extended type
        /// (which may be dotted, `NoteSync.Client`).
        public var typeName: String
        /// Whether the generated code extends `typeName` instead of declaring it.
        public var extends: Bool
        /// Where the group's entry is in the config.
        public var location: SourceLocation

        /// Creates a group's namespace setting.
        public init(typeName: String, extends: Bool, location: SourceLocation) {
            self.typeName = typeName
            self.extends = extends
            self.location = location
        }
    }

    static let codeKeys = ["rawValue", "name", "swiftName"]
    static let groupKeys = ["name", "extend"]
    static let columnKeys = ["code", "rawValue", "description"]

    /// The location of a key in the file, or the file's start.
    public func location(ofKey key: String) -> SourceLocation {
        keyLocations[key] ?? SourceLocation(path: path, line: 1, column: 1)
    }
}
