import Foundation

/// One problem found in the input, printed the way swiftc and clang print theirs:
/// `path:line:column: error: message`, so Xcode and SwiftPM show it inline.
///
/// Each message is a static factory in an `extension Diagnostic` beside the check that reports it
/// (`diagnostics.report(.duplicateCodeInTable(code, firstLine: 12, at: location))`), which sets the severity and,
/// for problems that can occur by the thousand, the `cause` and `subject`; `DiagnosticCatalogTests` lists every
/// factory with the exact line it prints.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note
        case warning
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// What is wrong and, where possible, what to do about it; lowercase, no final period.
    public var message: String
    /// Where the problem is; `nil` for problems that have no place in a file.
    public var location: SourceLocation?
    /// The kind of problem, set by the check that reports it, so that many diagnostics of one cause can be
    /// printed as one summary (see `Diagnostics.summarized(limit:)`); `nil` for problems never summarized.
    public var cause: Cause?
    /// What this occurrence is about (a code, a method), listed in the summary of its cause.
    public var subject: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation?, cause: Cause? = nil,
        subject: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.cause = cause
        self.subject = subject
    }

    /// The compiler-style line with the path as given.
    public var description: String { formatted(relativeTo: nil) }

    /// The compiler-style line, with the path made relative to `directory` when it lies below it.
    ///
    /// ```
    /// spec/FirebaseAuth/it.md:42:3: error: duplicate code 'FIRAuthErrorCodeInvalidEmail' in one table
    /// ```
    public func formatted(relativeTo directory: String?) -> String {
        guard let location else { return Self.oneLine("error-tables: \(severity.rawValue): \(message)") }
        let path = Self.relativePath(location.path, to: directory)
        return Self.oneLine("\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)")
    }

    /// A printed diagnostic kept on one line whatever the paths and names it shows hold (a folder named with a
    /// newline, an escape sequence in a file name): every control character and line or paragraph separator
    /// is written as its `U+XXXX` name. Every formatter of a diagnostic line (this type's and
    /// `CheckFinding`'s) ends with it, so no message escapes on its own.
    public static func oneLine(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: isUnprintable) else { return line }
        var result = ""
        for scalar in line.unicodeScalars {
            if isUnprintable(scalar) {
                result += scalarName(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A control character, or a line or paragraph separator: what a diagnostic line shows by its name, and what
    /// no name in the writer's line-oriented files may hold.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// A character's `U+XXXX` name (at least four uppercase hex digits), for a message.
    static func scalarName(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `path` relative to `directory` when it lies below it, otherwise unchanged.
    public static func relativePath(_ path: String, to directory: String?) -> String {
        guard let directory, !directory.isEmpty, path.hasPrefix("/") else { return path }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
