/// One finding of `lint` or `check`, in the form every output format is rendered from: a diagnostic or a
/// generated file that differs, with what part of the check it comes from.
public struct CheckFinding: Sendable, Equatable {
    /// Which check found it.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// A problem in a domain's config or source document.
        case spec
        /// A translation that differs from the source document.
        case translation
        /// A checked-in generated file that is stale, missing or extra.
        case generated
        /// The documented codes against the cases the compiled code declares.
        case code
    }

    /// Error, warning or note.
    public var severity: Diagnostic.Severity
    /// What is wrong; lowercase, no final period.
    public var message: String
    /// The file it is about, if any.
    public var file: String?
    /// The 1-based line, if known.
    public var line: Int?
    /// The 1-based column (UTF-8 bytes), if known.
    public var column: Int?
    /// Which check found it.
    public var kind: Kind
    /// The kind of problem, for summaries of many (from the diagnostic; see `DiagnosticSummary`).
    public var cause: Diagnostic.Cause?
    /// What this occurrence is about, named in such a summary.
    public var subject: String?

    /// Creates a finding.
    public init(
        severity: Diagnostic.Severity, message: String, file: String?, line: Int?, column: Int?, kind: Kind
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
    }

    /// A finding from a diagnostic.
    public init(_ diagnostic: Diagnostic, kind: Kind) {
        self.init(
            severity: diagnostic.severity, message: diagnostic.message, file: diagnostic.location?.path,
            line: diagnostic.location?.line, column: diagnostic.location?.column, kind: kind)
        cause = diagnostic.cause
        subject = diagnostic.subject
    }

    /// A finding from a generated file that differs, pointing at its first difference.
    public init(_ difference: GeneratedFileDifference) {
        self.init(
            severity: .error, message: difference.message, file: difference.path, line: difference.line,
            column: difference.line == nil ? nil : 1, kind: .generated)
    }

    /// The compiler-style line: `path:line:column: error: message`, `path: error: message` without a
    /// position, `error-tables: error: message` without a file; paths relative to `directory` below it.
    public func formatted(relativeTo directory: String?) -> String {
        let head: String
        switch (file, line) {
        case (let file?, let line?):
            head = "\(Diagnostic.relativePath(file, to: directory)):\(line):\(column ?? 1)"
        case (let file?, nil):
            head = Diagnostic.relativePath(file, to: directory)
        case (nil, _):
            head = "error-tables"
        }
        return Diagnostic.oneLine("\(head): \(severity.rawValue): \(message)")
    }
}
