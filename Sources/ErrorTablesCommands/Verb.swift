import ErrorTablesCore

/// Exit statuses shared by every verb.
public enum ExitStatus {
    /// Success: no errors (warnings allowed).
    public static let success: Int32 = 0
    /// The input has errors, or `check` found differences.
    public static let findings: Int32 = 1
    /// The command line was wrong, or a file could not be read or written.
    public static let usage: Int32 = 2
}

/// One verb of the command-line tool: its name, help and arguments as data, and what it does.
struct Verb: Sendable {
    var name: String
    var summary: String
    var discussion: String
    var arguments: ArgumentSpec
    var run: @Sendable (ParsedArguments, inout Console) -> Int32

    /// A verb; `run` sees the console's summary limit lifted when the arguments have `--verbose`.
    init(
        name: String, summary: String, discussion: String, arguments: ArgumentSpec,
        run: @escaping @Sendable (ParsedArguments, inout Console) -> Int32
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.run = { parsed, console in
            if parsed.has(Self.verboseOption.name) { console.summaryLimit = nil }
            return run(parsed, &console)
        }
    }

    /// `--verbose`, for the verbs that print diagnostics.
    static let verboseOption = ArgumentSpec.Option(
        name: "--verbose", valueName: nil,
        help: "Print every diagnostic; without it, more than 5 of one kind are summarized in one line.")

    /// `--allow-outside-repository`, for the verbs that read a spec: the one way to let the files a spec names lead
    /// outside the repository or package holding it (see `InputBoundary`). An option, not a config key, so that
    /// a spec arriving in a pull request cannot lift the boundary that guards against it.
    static let allowOutsideRepositoryOption = ArgumentSpec.Option(
        name: "--allow-outside-repository", valueName: nil,
        help: "Read documents, configs and locks that lead outside the repository or package holding the spec.")

    /// The boundary the spec at `spec` is read within: the repository or package holding it, or none with
    /// `--allow-outside-repository`.
    static func boundary(_ arguments: ParsedArguments, spec: String) -> InputBoundary {
        arguments.has(allowOutsideRepositoryOption.name) ? .anywhere : .enclosing(spec)
    }

    func help() -> String {
        var lines = ["OVERVIEW: \(summary)", "", "USAGE: \(arguments.usage(verb: name))", ""]
        if !discussion.isEmpty { lines += [discussion, ""] }
        lines += ["OPTIONS:"] + arguments.helpLines()
        return lines.joined(separator: "\n")
    }
}

extension Console {
    /// Prints diagnostics in the compiler format, sorted, to standard error; with the `model` they were found
    /// in, a summary of many of one cause names one domain's subjects only.
    mutating func report(_ diagnostics: Diagnostics, model: ErrorModel? = nil) {
        let scopes = model.map { SummaryScopes($0) }
        for diagnostic in diagnostics.summarized(limit: summaryLimit, verboseHint: verboseHint, scopes: scopes) {
            printError(diagnostic.formatted(relativeTo: workingDirectory))
        }
    }

    /// Prints one fatal diagnostic to standard error.
    mutating func report(_ fatal: FatalDiagnostic) {
        printError(fatal.diagnostic.formatted(relativeTo: workingDirectory))
    }
}

extension Console {
    /// Prints why a pipeline run found no spec (no such folder, no config) and returns `true` when that
    /// happened, for which verbs exit with status 2; otherwise prints nothing.
    mutating func reportNoSpec(_ result: PipelineResult) -> Bool {
        guard result.failedStage == .locate else { return false }
        report(result.diagnostics)
        return true
    }
}
