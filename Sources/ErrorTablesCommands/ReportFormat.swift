import ErrorTablesCore

/// How `lint` and `check` print what they found.
enum ReportFormat: String, CaseIterable {
    /// Compiler-style lines on standard error, summaries on standard output.
    case text
    /// One JSON object on standard output (schema: `CheckReport.json(relativeTo:)`).
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`) and summaries on standard output.
    case github

    /// The `--format` option both verbs take.
    static let option = ArgumentSpec.Option(
        name: "--format", valueName: "format",
        help: "text (default: compiler-style lines and a summary), json, or github (workflow annotations).",
        allowedValues: allCases.map(\.rawValue))

    /// The format the arguments ask for.
    init(_ arguments: ParsedArguments) { self = arguments.value("--format").flatMap(Self.init(rawValue:)) ?? .text }
}

extension Console {
    /// Prints a report: findings as the format wants them, then (text and github) the summary lines.
    mutating func print(_ report: CheckReport, format: ReportFormat, summary: [String]) {
        switch format {
        case .text:
            for line in report.textLines(relativeTo: workingDirectory, limit: summaryLimit) { printError(line) }
            for line in summary { print(line) }
        case .json:
            output += report.json(relativeTo: workingDirectory).rendered()
        case .github:
            for line in report.githubLines(relativeTo: workingDirectory, limit: summaryLimit) { print(line) }
            for line in summary { print(line) }
        }
    }

    /// Prints a usage mistake found after parsing (exit status 2 follows).
    mutating func usageError(verb: String, _ error: UsageError) {
        if let diagnostic = error.diagnostic {
            printError(diagnostic.formatted(relativeTo: workingDirectory))
            return
        }
        printError("error-tables \(verb): error: \(error.message)")
    }
}
