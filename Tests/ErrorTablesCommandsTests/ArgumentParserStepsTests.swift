import Testing

@testable import ErrorTablesCommands

/// The steps of `ArgumentSpec.parse`: splitting `--name=value`, finding the declared option, taking the next
/// argument as a value, checking a value, and checking that nothing required is missing.
@Suite struct ArgumentParserStepsTests {
    static let spec = ArgumentSpec(
        options: [
            .init(name: "--spec", valueName: "dir", help: "", isRequired: true),
            .init(name: "--language", valueName: "tag", help: "", isRepeatable: true),
            .init(name: "--format", valueName: "name", help: "", allowedValues: ["text", "json"]),
            .init(name: "--strict", valueName: nil, help: ""),
        ],
        positionals: [.init(name: "file", help: ""), .init(name: "more", help: "", isRequired: false)])

    @Test func anInlineValueIsSplitOffLongOptionsOnly() {
        func split(_ argument: String) -> [String?] {
            let (name, value) = ArgumentSpec.splitInlineValue(argument)
            return [name, value]
        }
        #expect(split("--spec=a=b") == ["--spec", "a=b"])
        #expect(split("--spec=") == ["--spec", ""])
        #expect(split("--spec") == ["--spec", nil])
        #expect(split("-s=x") == ["-s=x", nil])
    }

    @Test func anUndeclaredOptionSuggestsTheClosestOne() throws {
        #expect(try Self.spec.declaredOption("--format").allowedValues == ["text", "json"])
        #expect(throws: UsageError(message: "unknown option '--strikt'; did you mean '--strict'?")) {
            try Self.spec.declaredOption("--strikt")
        }
    }

    @Test func theNextArgumentIsTheValueAndTheIndexMovesPastIt() throws {
        var index = 1
        let option = Self.spec.options[0]
        #expect(try ArgumentSpec.nextValue(for: option, in: ["--spec", "dir"], at: &index) == "dir")
        #expect(index == 2)
        #expect(throws: UsageError(message: "'--spec' needs a value: --spec <dir>")) {
            try ArgumentSpec.nextValue(for: option, in: ["--spec", "dir"], at: &index)
        }
        #expect(index == 2)
    }

    @Test func aValueOutsideTheListOrASecondValueIsRefused() throws {
        var given = ParsedArguments()
        given.values["--format"] = ["text"]
        given.values["--language"] = ["fr"]
        #expect(throws: UsageError(message: "'--format' must be one of text, json, not 'xml'")) {
            try Self.spec.check("xml", of: Self.spec.options[2], given: ParsedArguments())
        }
        #expect(throws: UsageError(message: "'--format' is given more than once")) {
            try Self.spec.check("json", of: Self.spec.options[2], given: given)
        }
        try Self.spec.check("de", of: Self.spec.options[1], given: given)
    }

    @Test func missingRequiredArgumentsAndExtraPositionalsAreRefused() throws {
        var result = ParsedArguments()
        #expect(throws: UsageError(message: "missing required option --spec <dir>")) {
            try Self.spec.checkComplete(result)
        }
        result.values["--spec"] = ["a"]
        #expect(throws: UsageError(message: "missing argument <file>")) { try Self.spec.checkComplete(result) }
        result.positionals = ["f", "g"]
        try Self.spec.checkComplete(result)
        result.positionals.append("h")
        #expect(throws: UsageError(message: "unexpected argument 'h'")) { try Self.spec.checkComplete(result) }
    }
}
