import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

/// The three plugins compile the same Plugins/Shared sources, and the file names they declare as the build's
/// outputs are the names the generator writes (a plugin cannot import the core, so the rule is stated twice and
/// compared here).
@Suite struct PluginSourcesTests {
    /// `<driver> <domain folder name>…` prints each name's generated Swift files, one line per name.
    static let driver = SpecLocationDriver.compile(
        main: """
            for domain in CommandLine.arguments.dropFirst() {
                print(SpecLocation.swiftFileNames(domain: domain).joined(separator: " "))
            }
            """)

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
