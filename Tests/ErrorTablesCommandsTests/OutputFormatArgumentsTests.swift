import ErrorTablesCore
import Testing

@testable import ErrorTablesCommands

/// `--xcstrings` and `--no-strings` read into one set of formats for `generate` and `check`, and the command
/// `check` suggests gives the same set back.
@Suite struct OutputFormatArgumentsTests {
    static let cases: [([String], Set<OutputFormat>, String)] = [
        ([], [.swift, .strings], ""),
        (["--xcstrings"], [.swift, .strings, .stringCatalog], " --xcstrings"),
        (["--no-strings"], [.swift], " --no-strings"),
        (["--xcstrings", "--no-strings"], [.swift, .stringCatalog], " --xcstrings --no-strings"),
    ]

    @Test(arguments: cases)
    func generateAndCheckReadTheSameFormats(_ flags: [String], _ formats: Set<OutputFormat>, _ suggested: String)
        throws
    {
        let generate = try GenerateVerb.verb.arguments.parse(["--spec", "s", "--output", "o"] + flags)
        let check = try CheckVerb.verb.arguments.parse(["--spec", "s", "--generated", "g"] + flags)
        #expect(OutputFormat.formats(generate) == formats)
        #expect(OutputFormat.formats(check) == formats)
        #expect(OutputFormat.flags(for: formats) == suggested)
    }
}
