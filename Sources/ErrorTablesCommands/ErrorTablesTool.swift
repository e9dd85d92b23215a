import ErrorTablesCore
import ErrorTablesRuntime

/// The `error-tables` command: dispatches to a verb, handles `--help` and usage errors.
public enum ErrorTablesTool {
    /// The tool's version: the release's, kept in one place (`ErrorTablesRuntimeInfo.version`).
    public static var version: String { ErrorTablesRuntimeInfo.version }

    static let verbs: [Verb] = [
        LintVerb.verb, DumpVerb.verb, TablesVerb.verb, GenerateVerb.verb, CheckVerb.verb, InitVerb.verb,
        ExportVerb.verb, ImportVerb.verb,
        TranslationsVerb.verb, APIVerb.verb,
    ]

    /// Runs the tool with its arguments (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: inout Console) -> Int32 {
        guard let first = arguments.first else {
            console.printError(overview())
            return ExitStatus.usage
        }
        if first == "--version" {
            console.print(
                "error-tables \(version) (generated code requires ErrorTablesRuntime API \(CodeGenerator.runtimeAPIVersion))"
            )
            return ExitStatus.success
        }
        if first == "--help" || first == "-h" || first == "help" {
            if arguments.count > 1, let verb = verbs.first(where: { $0.name == arguments[1] }) {
                console.print(verb.help())
            } else {
                console.print(overview())
            }
            return ExitStatus.success
        }
        guard let verb = verbs.first(where: { $0.name == first }) else {
            let error = UsageError.unknownVerb(
                first, suggestion: Identifier.closest(to: first, among: verbs.map(\.name)))
            console.printError("error-tables: error: " + error.message)
            console.printError("Run 'error-tables --help' for the list of verbs.")
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.print(verb.help())
            return ExitStatus.success
        }
        do {
            let parsed = try verb.arguments.parse(rest)
            return verb.run(parsed, &console)
        } catch {
            console.printError("error-tables \(verb.name): error: \(error.message)")
            console.printError("USAGE: \(verb.arguments.usage(verb: verb.name))")
            return ExitStatus.usage
        }
    }

    static func overview() -> String {
        let width = verbs.map(\.name.count).max() ?? 0
        let list = verbs.map { "  " + $0.name.padding(width + 2) + $0.summary }
        return
            ([
                "OVERVIEW: Turn error tables in Markdown documentation into Swift error types.", "",
                "USAGE: error-tables <verb> [options]", "", "VERBS:",
            ] + list + [
                "", "Run 'error-tables <verb> --help' for a verb's options,",
                "and 'error-tables --version' for the tool's and the runtime API's versions.",
            ]).joined(separator: "\n")
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

extension UsageError {
    /// A first argument that names no verb, with the closest verb.
    static func unknownVerb(_ name: String, suggestion: String?) -> UsageError {
        UsageError(message: "unknown verb '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
}
