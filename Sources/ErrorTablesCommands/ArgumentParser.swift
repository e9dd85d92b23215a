import ErrorTablesCore
import Foundation

/// A verb's options and positional arguments, declared as data; parsing and `--help` both read the table.
struct ArgumentSpec: Sendable {
    /// One `--name value` option or `--flag`.
    struct Option: Sendable {
        var name: String
        var valueName: String?
        var help: String
        var isRequired = false
        var isRepeatable = false
        var allowedValues: [String]? = nil

        var isFlag: Bool { valueName == nil }
    }

    /// One positional argument.
    struct Positional: Sendable {
        var name: String
        var help: String
        var isRequired = true
    }

    var options: [Option] = []
    var positionals: [Positional] = []
}

/// What the command line said.
struct ParsedArguments: Equatable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    /// The value of an option given once (the last one wins for non-repeatable options).
    func value(_ name: String) -> String? { values[name]?.last }
    /// Every value of a repeatable option.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
    /// Whether a flag was given.
    func has(_ name: String) -> Bool { flags.contains(name) }
}

/// A command-line usage mistake; the tool prints it with the verb's usage and exits with status 2.
struct UsageError: Error, Equatable {
    var message: String
    /// A diagnostic with a place in a file (a symbol graph's JSON error), printed as `path:line:column: error: …`
    /// instead of the message.
    var diagnostic: Diagnostic? = nil
}

extension UsageError {
    /// A symbol graph that could not be read: its diagnostic, at its place when it has one.
    init(symbolGraphFailure diagnostic: Diagnostic) {
        self.init(message: diagnostic.message, diagnostic: diagnostic.location == nil ? nil : diagnostic)
    }
}

extension ArgumentSpec {
    /// Parses a verb's arguments (without the verb itself).
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let (name, inlineValue) = Self.splitInlineValue(argument)
            let option = try declaredOption(name)
            if option.isFlag {
                guard inlineValue == nil else { throw .takesNoValue(name) }
                result.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                value = try Self.nextValue(for: option, in: arguments, at: &index)
            }
            try check(value, of: option, given: result)
            result.values[name, default: []].append(value)
        }
        try checkComplete(result)
        return result
    }

    /// An option argument's name and the value after its `=` (`--name=value`, long options only; `nil`: none).
    static func splitInlineValue(_ argument: String) -> (name: String, inlineValue: String?) {
        guard let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The declared option named `name`, or an unknown-option error with the closest declared name.
    func declaredOption(_ name: String) throws(UsageError) -> Option {
        guard let option = options.first(where: { $0.name == name }) else {
            throw .unknownOption(
                name, suggestion: Identifier.closest(to: name, among: options.map(\.name) + ["--help"]))
        }
        return option
    }

    /// The argument at `index` as the option's value (`index` moves past it); an error at the end of the line.
    static func nextValue(for option: Option, in arguments: [String], at index: inout Int) throws(UsageError)
        -> String
    {
        guard index < arguments.count else { throw .needsValue(option) }
        index += 1
        return arguments[index - 1]
    }

    /// That a value is one of the option's allowed values, and that a non-repeatable option is not given again.
    func check(_ value: String, of option: Option, given result: ParsedArguments) throws(UsageError) {
        if let allowed = option.allowedValues, !allowed.contains(value) {
            throw .notAllowed(value, option: option, allowed: allowed)
        }
        if !option.isRepeatable, result.values[option.name] != nil {
            throw .givenTwice(option.name)
        }
    }

    /// That every required option and positional argument is given, and no positional argument too many.
    func checkComplete(_ result: ParsedArguments) throws(UsageError) {
        for option in options where option.isRequired && result.values[option.name] == nil {
            throw .missingOption(option)
        }
        let required = positionals.filter(\.isRequired).count
        if result.positionals.count < required {
            throw .missingArgument(positionals[result.positionals.count])
        }
        if result.positionals.count > positionals.count {
            throw .unexpectedArgument(result.positionals[positionals.count])
        }
    }

    /// The usage line, e.g. `error-tables lint --spec <dir>`.
    func usage(verb: String) -> String {
        var parts = ["error-tables", verb]
        for positional in positionals {
            parts.append(positional.isRequired ? "<\(positional.name)>" : "[<\(positional.name)>]")
        }
        for option in options {
            let text = option.isFlag ? option.name : "\(option.name) <\(option.valueName ?? "value")>"
            parts.append(option.isRequired ? text : "[\(text)]")
        }
        return parts.joined(separator: " ")
    }

    /// The option and argument list of `--help`.
    func helpLines() -> [String] {
        var rows: [(String, String)] = positionals.map { ("<\($0.name)>", $0.help) }
        rows += options.map { option in
            let left = option.isFlag ? option.name : "\(option.name) <\(option.valueName ?? "value")>"
            return (left, option.help + (option.isRepeatable ? " (may repeat)" : ""))
        }
        rows.append(("-h, --help", "Show this help."))
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 }
    }
}

extension UsageError {
    /// An option the verb does not declare, with the closest one it does.
    static func unknownOption(_ name: String, suggestion: String?) -> UsageError {
        UsageError(message: "unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }

    /// `--flag=value`.
    static func takesNoValue(_ name: String) -> UsageError { UsageError(message: "'\(name)' takes no value") }

    /// An option with a value, last on the command line.
    static func needsValue(_ option: ArgumentSpec.Option) -> UsageError {
        UsageError(message: "'\(option.name)' needs a value: \(option.name) <\(option.valueName ?? "value")>")
    }

    /// A value outside an option's list.
    static func notAllowed(_ value: String, option: ArgumentSpec.Option, allowed: [String]) -> UsageError {
        UsageError(message: "'\(option.name)' must be one of \(allowed.joined(separator: ", ")), not '\(value)'")
    }

    /// A non-repeatable option given twice.
    static func givenTwice(_ name: String) -> UsageError { UsageError(message: "'\(name)' is given more than once") }

    /// A required option not given.
    static func missingOption(_ option: ArgumentSpec.Option) -> UsageError {
        UsageError(message: "missing required option \(option.name) <\(option.valueName ?? "value")>")
    }

    /// A required positional argument not given.
    static func missingArgument(_ positional: ArgumentSpec.Positional) -> UsageError {
        UsageError(message: "missing argument <\(positional.name)>")
    }

    /// More positional arguments than the verb takes.
    static func unexpectedArgument(_ argument: String) -> UsageError {
        UsageError(message: "unexpected argument '\(argument)'")
    }
}
