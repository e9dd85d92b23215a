import ErrorTablesCommands
import Foundation
import Testing

/// The command line is documented twice: by the tool's `--help` and by the `CommandLine` DocC article (plus the
/// README's examples). `--help` is the source; these tests fail when the article lists a verb, usage line or
/// option the tool does not print, misses one it prints, or when any documentation names an option no verb has.
@Suite struct CommandLineDocsTests {
    /// One verb as its `--help` describes it.
    struct VerbHelp {
        var name: String
        var usage: String
        /// Each option or argument's left column (`--spec <dir>`, `<file.md>`) and its help text.
        var options: [String: String]
    }

    /// Options that documentation may name although `error-tables` has no such option: SwiftPM's
    /// (`swift build --product`, `--target`) and the command plugin's (`generate-error-tables --target`,
    /// `--check`, `--allow-writing-to-package-directory`).
    static let otherToolsOptions: Set<String> = [
        "--product", "--target", "--check", "--allow-writing-to-package-directory",
    ]

    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
        {
            url.deleteLastPathComponent()
        }
        return url.path
    }()

    static let articlePath = packageRoot + "/Sources/ErrorTablesCore/ErrorTablesCore.docc/CommandLine.md"

    static func read(_ path: String) -> String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Runs the tool in-process and returns what it printed on standard output.
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        var console = Console()
        let status = ErrorTablesTool.run(arguments, console: &console)
        return (status, console.output)
    }

    /// The lines of a help text's section (`VERBS:`, `OPTIONS:`) up to the next blank line.
    static func section(_ title: String, of help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: title) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    /// A help row `  left  text` split at its first run of two spaces.
    static func columns(_ row: String) -> (left: String, text: String) {
        let trimmed = String(row.drop { $0 == " " })
        guard let gap = trimmed.range(of: "  ") else { return (trimmed, "") }
        return (String(trimmed[..<gap.lowerBound]), String(trimmed[gap.upperBound...].drop { $0 == " " }))
    }

    /// The verbs `error-tables --help` lists.
    static let verbNames: [String] = section("VERBS:", of: run(["--help"]).output).map { columns($0).left }

    /// Every verb's `--help`, parsed.
    static let verbs: [VerbHelp] = verbNames.map { name in
        let help = run([name, "--help"]).output
        let usage = help.components(separatedBy: "\n").first { $0.hasPrefix("USAGE: ") }.map { String($0.dropFirst(7)) }
        var options: [String: String] = [:]
        for row in section("OPTIONS:", of: help) {
            let (left, text) = columns(row)
            if left != "-h, --help" { options[left] = text }
        }
        return VerbHelp(name: name, usage: usage ?? "", options: options)
    }

    /// The article's sections, by heading (`## \`error-tables lint\``), each with its lines.
    static let articleSections: [String: [String]] = {
        var sections: [String: [String]] = [:]
        var current = ""
        for line in read(articlePath).components(separatedBy: "\n") {
            if line.hasPrefix("## ") {
                current = String(line.dropFirst(3))
            } else {
                sections[current, default: []].append(line)
            }
        }
        return sections
    }()

    /// The section of a verb: `## \`error-tables <verb>\``.
    static func articleSection(_ verb: String) -> [String] { articleSections["`error-tables \(verb)`"] ?? [] }

    /// The option rows of a table (`| \`--spec <dir>\` | meaning |`, also `<file.md>`), as left column → meaning.
    static func documentedOptions(_ lines: [String]) -> [String: String] {
        var options: [String: String] = [:]
        for line in lines where line.hasPrefix("| `-") || line.hasPrefix("| `<") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 3 else { continue }
            options[String(cells[1].dropFirst().dropLast())] = cells[2]
        }
        return options
    }

    /// Every `--option` named in a text, however it is written (`--spec`, `--format=json`, `[--strict]`).
    static func optionNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        let characters = Array(text)
        var index = 0
        while index + 2 < characters.count {
            let startsOption =
                characters[index] == "-" && characters[index + 1] == "-" && characters[index + 2].isLetter
                && (index == 0
                    || !(characters[index - 1].isLetter || characters[index - 1].isNumber
                        || characters[index - 1] == "-"))
            guard startsOption else {
                index += 1
                continue
            }
            var end = index + 2
            while end < characters.count,
                characters[end].isLetter || characters[end].isNumber || characters[end] == "-"
            {
                end += 1
            }
            names.insert(String(characters[index..<end]))
            index = end
        }
        return names
    }

    static func name(ofOption left: String) -> String { String(left.prefix { $0 != " " }) }

    @Test func theToolListsItsVerbs() {
        #expect(
            Self.verbNames == [
                "lint", "dump", "tables", "generate", "check", "init", "export", "import", "translations", "api",
            ])
        #expect(Self.verbs.allSatisfy { !$0.usage.isEmpty && !$0.options.isEmpty })
    }

    @Test func theArticleHasASectionForEveryVerbAndNoOther() {
        let documented = Set(
            Self.articleSections.keys.compactMap { heading -> String? in
                guard heading.hasPrefix("`error-tables "), heading.hasSuffix("`") else { return nil }
                return String(heading.dropFirst("`error-tables ".count).dropLast())
            })
        #expect(documented == Set(Self.verbNames))
        // The overview's table: one row per verb, `| \`lint\` | … |`.
        let overviewRows = Set(
            (Self.articleSections["Overview"] ?? []).filter { $0.hasPrefix("| `") }.map {
                String($0.dropFirst(3).prefix { $0 != "`" })
            })
        #expect(overviewRows == Set(Self.verbNames))
    }

    @Test(arguments: CommandLineDocsTests.verbNames) func theArticleHasTheVerbsUsageLine(verb: String) throws {
        let help = try #require(Self.verbs.first { $0.name == verb })
        #expect(Self.articleSection(verb).contains(help.usage), "CommandLine.md lacks the line: \(help.usage)")
    }

    @Test(arguments: CommandLineDocsTests.verbNames) func theArticleListsExactlyTheVerbsOptionsWithTheirHelp(
        verb: String
    ) throws {
        let help = try #require(Self.verbs.first { $0.name == verb })
        let documented = Self.documentedOptions(Self.articleSection(verb))
        #expect(Set(documented.keys) == Set(help.options.keys))
        for (option, text) in help.options {
            #expect(documented[option] == text, "\(verb) \(option)")
        }
    }

    @Test(arguments: CommandLineDocsTests.verbNames) func aVerbsSectionNamesOnlyItsOwnOptions(verb: String) throws {
        let help = try #require(Self.verbs.first { $0.name == verb })
        let own = Set(help.options.keys.map(Self.name(ofOption:))).union(["--help", "--version"])
        let named = Self.optionNames(in: Self.articleSection(verb).joined(separator: "\n"))
        #expect(named.subtracting(own).subtracting(Self.otherToolsOptions).isEmpty)
    }

    @Test(arguments: ["Sources/ErrorTablesCore/ErrorTablesCore.docc/CommandLine.md", "README.md"])
    func everyOptionTheDocsNameExists(file: String) {
        let known = Set(Self.verbs.flatMap { $0.options.keys.map(Self.name(ofOption:)) })
            .union(["--help", "--version"]).union(Self.otherToolsOptions)
        let named = Self.optionNames(in: Self.read(Self.packageRoot + "/" + file))
        #expect(!named.isEmpty)
        #expect(named.subtracting(known).isEmpty, "\(file) names options error-tables does not have")
    }

    @Test func theArticleShowsTheVersionLineAsPrinted() throws {
        let (status, output) = Self.run(["--version"])
        #expect(status == 0)
        let line = try #require(output.components(separatedBy: "\n").first)
        #expect(Self.read(Self.articlePath).contains(line), "CommandLine.md lacks: \(line)")
    }

    @Test func theOptionScannerFindsOptionsHoweverWritten() {
        #expect(
            Self.optionNames(in: "error-tables check [--strict] --format=json `--no-strings`, not a--b or ---x")
                == ["--strict", "--format", "--no-strings"])
    }
}
