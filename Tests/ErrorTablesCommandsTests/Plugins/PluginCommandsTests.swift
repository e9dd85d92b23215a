import ErrorTablesTestSupport
import Foundation
import Testing

/// What the plugins' SwiftPM and Xcode entry points share (Plugins/Shared/PluginCommands.swift): how an Xcode
/// target's folder is found, how `--target` picks targets, the build command, and the command plugins' help,
/// which must match the CommandLine article.
@Suite struct PluginCommandsTests {
    /// `<driver> xcode <project> <target> <input file>…` prints the folder or `none`; `select <names> <all>
    /// <configured>` (comma-separated) prints the chosen names or the error; `command <target folder> <root>`
    /// prints the build command's fields; `help` prints the four help texts separated by `---`.
    static let driver = SpecLocationDriver.compile(
        main: """
            import Foundation
            let arguments = Array(CommandLine.arguments.dropFirst())
            func list(_ text: String) -> [String] { text.split(separator: ",").map(String.init) }
            func url(_ path: String) -> URL { URL(filePath: path, directoryHint: .isDirectory) }
            do {
                switch arguments[0] {
                case "xcode":
                    let folder = ConfiguredTarget.xcodeFolder(
                        inputFiles: arguments.dropFirst(3).map { URL(filePath: $0) }, project: url(arguments[1]),
                        targetName: arguments[2])
                    print(folder?.path(percentEncoded: false) ?? "none")
                case "select":
                    let configured = list(arguments[3]).map { ConfiguredTarget(name: $0, folder: url("/p/" + $0)) }
                    let chosen = try ConfiguredTarget.select(
                        named: list(arguments[1]), all: list(arguments[2]), configured: configured)
                    print(chosen.map(\\.name).joined(separator: ","))
                case "command":
                    let command = try GenerationCommand.make(
                        for: ConfiguredTarget(name: "Errors", folder: url(arguments[1])), root: url(arguments[2]),
                        tool: URL(filePath: "/bin/error-tables"), workDirectory: url("/work"))
                    print(command.displayName)
                    print(command.executable.path(percentEncoded: false))
                    print(command.arguments.joined(separator: " "))
                    print(command.inputFiles.map { $0.lastPathComponent }.joined(separator: " "))
                    print(command.outputFiles.map { $0.path(percentEncoded: false) }.joined(separator: " "))
                default:
                    print([PluginHelp.generateUsage, PluginHelp.checkUsage, PluginHelp.generateHelp,
                        PluginHelp.checkHelp].joined(separator: "\\n---\\n"))
                }
            } catch {
                print("\\(error)")
                exit(1)
            }
            """)

    func run(_ arguments: [String]) throws -> (status: Int32, lines: [String]) {
        let run = try Program.run(try Self.driver.get(), arguments)
        return (
            run.status,
            run.outputText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        )
    }

    @Test func anXcodeTargetsDomainIsFoundByItsFilesThenByItsName() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("App/Docs/error-tables-plugin.json", "{\"spec\": \"../../spec/Shop\"}\n")
        try sandbox.write("App/App.swift", "\n")
        try sandbox.write("Widget/error-tables.json", "{}\n")
        let project = sandbox.path("")
        // A pointer among the target's files names the folder, wherever it is.
        #expect(
            try run([
                "xcode", project, "App", sandbox.path("App/App.swift"),
                sandbox.path("App/Docs/error-tables-plugin.json"),
            ])
                == (0, [sandbox.path("App/Docs/")]))
        // No such file among its files: the folder named after the target, when it holds a config.
        #expect(
            try run(["xcode", project, "Widget", sandbox.path("Widget/Widget.swift")]) == (0, [sandbox.path("Widget/")])
        )
        // Neither: no command.
        #expect(try run(["xcode", project, "App", sandbox.path("App/App.swift")]) == (0, ["none"]))
    }

    @Test func targetsAreChosenByNameOrAllConfiguredOnes() throws {
        #expect(try run(["select", "", "A,B,C", "A,C"]) == (0, ["A,C"]))
        #expect(try run(["select", "C", "A,B,C", "A,C"]) == (0, ["C"]))
        #expect(
            try run(["select", "B", "A,B,C", "A,C"])
                == (1, ["target 'B' has no ErrorTables config; targets with an ErrorTables config: 'A', 'C'"]))
        #expect(
            try run(["select", "D", "A,B,C", "A,C"])
                == (1, ["no source target named 'D'; targets with an ErrorTables config: 'A', 'C'"]))
        #expect(
            try run(["select", "", "A", ""])
                == (
                    1,
                    [
                        "no target has an ErrorTables config (error-tables.json or error-tables-plugin.json in its folder)"
                    ]
                ))
    }

    @Test func theBuildCommandGeneratesIntoTheWorkDirectory() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("Sources/Shop/error-tables.json", "{}\n")
        try sandbox.write("Sources/Shop/en.md", "# Errors\n")
        try sandbox.write("Sources/Shop/de.md", "# Fehler\n")
        let folder = sandbox.path("Sources/Shop")
        #expect(
            try run(["command", folder, sandbox.path("")])
                == (
                    0,
                    [
                        "Generating error types from Shop", "/bin/error-tables",
                        "generate --spec \(folder)/ --output /work/GeneratedSources --no-strings --quiet --absolute-paths",
                        "error-tables.json de.md en.md Shop error-tables",
                        "/work/GeneratedSources/ShopErrorCodes.swift /work/GeneratedSources/ShopMethodErrors.swift "
                            + "/work/GeneratedSources/ShopErrorTexts.swift",
                    ]
                ))
        // A target with checked-in code too is refused.
        try sandbox.write("Sources/Shop/Generated/ShopErrorCodes.swift", "\n")
        let refused = try run(["command", folder, sandbox.path("")])
        #expect(refused.status == 1)
        #expect(
            refused.lines == [
                "'\(folder)/Generated' holds checked-in generated code for target 'Errors'; a target either applies "
                    + "ErrorTablesPlugin or checks generated code in, not both (they would declare the same types): "
                    + "remove the plugin from the target or delete that folder"
            ])
    }

    /// The usage lines the plugins print are the ones the CommandLine article shows, and every option their help
    /// lists is in the article's table.
    @Test func theCommandPluginsHelpMatchesTheArticle() throws {
        let texts = try run(["help"]).lines.joined(separator: "\n").components(separatedBy: "\n---\n")
        try #require(texts.count == 4)
        let article = try String(
            contentsOfFile: PackageRoot.path("Sources/ErrorTablesCore/ErrorTablesCore.docc/CommandLine.md"),
            encoding: .utf8)
        for usage in texts[0...1] {
            #expect(article.contains("\n" + usage.dropFirst("usage: ".count) + "\n"), "\(usage)")
        }
        #expect(texts[2].contains(texts[0]))
        #expect(texts[3].contains(texts[1]))
        let options = Set(
            (texts[2] + "\n" + texts[3]).split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
                // The left column: up to the first run of two spaces after the option names.
                let column = line.dropFirst(2).components(separatedBy: "  ").first ?? ""
                return column.components(separatedBy: ", ").compactMap {
                    $0.split(separator: " ").first.map(String.init)
                }
            })
        #expect(options == ["--target", "--check", "--strict", "--format", "--help", "-h"])
        for option in options where option != "-h" {
            #expect(article.contains("| `\(option)"), "\(option) is not in the article's plugin table")
        }
    }
}
