import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

/// The three plugins compile the same Plugins/Shared sources, and the file names they declare as the build's
/// outputs are the names the generator writes, and the language tags they accept the generator's (a plugin
/// cannot import the core, so these rules are stated twice and compared here; Plugins/Shared/CoreRules.swift
/// lists them).
@Suite struct PluginSourcesTests {
    /// `<driver> <domain folder name>…` prints each name's generated Swift files, one line per name;
    /// `<driver> tag:<text>…` prints `true` or `false` per text: whether the plugins read it as a language tag.
    static let driver = SpecLocationDriver.compile(
        main: """
            for argument in CommandLine.arguments.dropFirst() {
                if argument.hasPrefix("tag:") {
                    print(SpecLocation.isLanguageTag(String(argument.dropFirst(4))))
                } else {
                    print(SpecLocation.swiftFileNames(domain: argument).joined(separator: " "))
                }
            }
            """)

    @Test func thePluginsReadLanguageTagsAsTheGeneratorDoes() throws {
        let texts = [
            "en", "pt-BR", "zh-Hant-TW", "es-419", "de-1996", "haw", "EN", "e", "engl", "en-", "-en", "en--US", "en_US",
            "en-a", "en-abcdefgh", "en-abcdefghi", "ü", "ün", "en-Ü1", "12", "e1", "", "en.md", "x-private",
        ]
        let run = try Program.run(try Self.driver.get(), texts.map { "tag:" + $0 })
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.outputText.split(separator: "\n").map(String.init) == texts.map { "\(LanguageTag.isValid($0))" })
        #expect(
            texts.filter(LanguageTag.isValid) == [
                "en", "pt-BR", "zh-Hant-TW", "es-419", "de-1996", "haw", "EN", "en-abcdefgh",
            ])
    }

    @Test(arguments: ["ErrorTablesPlugin", "GenerateErrorTablesCommand", "CheckErrorTablesCommand"])
    func eachPluginReachesTheSharedFolderThroughASymlink(plugin: String) throws {
        let link = PackageRoot.path("Plugins/\(plugin)/Shared")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../Shared")
        let sources = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.path("Plugins/\(plugin)"))
        // The command plugins also share the code that checks targets (it needs PackagePlugin).
        // Each plugin has its SwiftPM entry point and, in a file of its own or at its end, its Xcode one.
        let isCommand = plugin != "ErrorTablesPlugin"
        let files = isCommand ? ["\(plugin).swift", "CommandShared"] : ["\(plugin).swift", "\(plugin)+Xcode.swift"]
        #expect(sources.sorted() == (files + ["Shared"]).sorted())
        if isCommand {
            let commandLink = PackageRoot.path("Plugins/\(plugin)/CommandShared")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: commandLink) == "../CommandShared")
        }
    }

    @Test func thePluginsDeclareTheSwiftFilesTheGeneratorWrites() throws {
        let domains = [
            "FirebaseAuth", "payments", "my-sdk", "2fa", "self", "Ünïcode", "a.b c", "_private", "Type", "x",
        ]
        let run = try Program.run(try Self.driver.get(), domains)
        #expect(run.status == 0, "\(run.errors)")
        let core = domains.map { domain in
            CodeGenerator.fileNames(domain: domain, languages: ["en"], options: .init(strings: false))
                .joined(separator: " ")
        }
        #expect(run.outputText.split(separator: "\n").map(String.init) == core)
        #expect(
            core.first == "FirebaseAuthErrorCodes.swift FirebaseAuthMethodErrors.swift FirebaseAuthErrorTexts.swift")
    }
}
