/// The sink every pipeline stage reports into. Recoverable problems are collected here;
/// the front end decides what they mean for the exit status.
public struct Diagnostics: Sendable, Equatable {
    /// Everything reported so far, in the order it was reported.
    public private(set) var all: [Diagnostic] = []

    /// An empty sink.
    public init() {}

    /// A sink holding some diagnostics already.
    public init(_ diagnostics: [Diagnostic]) { all = diagnostics }

    /// Reports a diagnostic.
    public mutating func report(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }

    /// Appends everything another sink collected.
    public mutating func merge(_ other: Diagnostics) {
        all.append(contentsOf: other.all)
        errorCount += other.errorCount
    }

    /// How many errors were reported, counted as they are reported.
    public private(set) var errorCount = 0

    /// Whether any error was reported (without a scan, so stages may ask after every step).
    public var hasErrors: Bool { errorCount > 0 }

    /// The errors alone.
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }

    /// The warnings alone.
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }

    /// All diagnostics ordered by file, line and column (those without a location first),
    /// keeping report order among equals, so output is stable whatever order files were read in.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let l?, let r?): return l == r ? a.offset < b.offset : l < r
            }
        }.map(\.element)
    }
}

/// A problem that stops a stage: reading a file failed, or the input cannot be used at all.
public struct FatalDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    /// The diagnostic that describes it.
    public var diagnostic: Diagnostic

    /// Wraps a diagnostic.
    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    /// Creates an error-severity diagnostic and wraps it.
    public init(_ message: String, at location: SourceLocation?) {
        self.diagnostic = Diagnostic(.error, message, at: location)
    }

    /// The diagnostic's compiler-style line.
    public var description: String { diagnostic.description }
}
