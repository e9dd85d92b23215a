import ErrorTablesCore

/// Where a verb writes: standard output for results, standard error for diagnostics and usage.
/// Tests capture both; the executable prints them.
public struct Console: Sendable {
    /// What went to standard output.
    public var output = ""
    /// What went to standard error.
    public var errors = ""
    /// The directory diagnostic paths are made relative to.
    public var workingDirectory: String?
    /// More diagnostics of one cause than this are printed as one summary; `nil` (`--verbose`) prints all.
    public var summaryLimit: Int? = DiagnosticSummary.defaultLimit
    /// Whether a summary ends with "--verbose lists all": not where the user cannot pass `--verbose` (the
    /// plugins, which run `generate --absolute-paths`).
    public var verboseHint = true

    /// A console that collects text.
    public init(workingDirectory: String? = nil) { self.workingDirectory = workingDirectory }

    /// Writes a line to standard output.
    public mutating func print(_ line: String = "") { output += line + "\n" }

    /// Writes a line to standard error.
    public mutating func printError(_ line: String) { errors += line + "\n" }

    /// `path` in full: as it is when absolute, else below the working directory (unchanged without one).
    func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/"), let workingDirectory, !workingDirectory.isEmpty else { return path }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        guard !relative.isEmpty, relative != "." else { return workingDirectory }
        return (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + relative
    }
}
