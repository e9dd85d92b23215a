import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

/// The `.strings` the build plugin declares as outputs (and so as the target's resources) for a domain with
/// `"catalogs": "resources"` (`SpecLocation.resourceFileNames` in Plugins/Shared, compiled with a small
/// driver): one per document's language, named as the generator names them.
@Suite struct PluginResourcesTests {
    /// `<driver> <target folder> <package folder>` prints each resource file name, or the plugin's error
    /// and exits with 1.
    static let driver = SpecLocationDriver.compile(
        main: """
            import Foundation
            let arguments = CommandLine.arguments
            do {
                let location = try SpecLocation.find(
                    in: URL(filePath: arguments[1], directoryHint: .isDirectory),
                    package: URL(filePath: arguments[2], directoryHint: .isDirectory))
                for name in location.resourceFileNames { print(name) }
            } catch {
                print("\\(error)")
                exit(1)
            }
            """)

    func resources(config: String, files: [String]) throws -> [String] {
        let sandbox = try TemporaryFolder()
        try sandbox.write("package/Sources/Errors/error-tables.json", config)
        for file in files { try sandbox.write("package/" + file, "# Errors\n") }
        defer { sandbox.remove() }
        let run = try Program.run(
            try Self.driver.get(), [sandbox.path("package/Sources/Errors"), sandbox.path("package")])
        #expect(run.status == 0, "\(run.outputText)")
        return run.outputText.split(separator: "\n").map(String.init)
    }

    /// The `.strings` names the generator writes for the domain `Errors` in `languages`.
    func generated(_ languages: [String]) -> [String] {
        CodeGenerator.fileNames(
            domain: "Errors", languages: languages, options: .init(strings: false), catalogs: .resources
        ).filter { $0.hasSuffix(".strings") }
    }

    @Test func eachDocumentBesideTheConfigGivesATable() throws {
        let names = try resources(
            config: #"{"catalogs": "resources"}"#,
            files: ["Sources/Errors/en.md", "Sources/Errors/pt-BR.md", "Sources/Errors/README.md"])
        #expect(names == ["en.lproj/ErrorsErrors.strings", "pt-BR.lproj/ErrorsErrors.strings"])
        #expect(names == generated(["en", "pt-BR"]))
    }

    @Test func eachDocumentAPatternMatchesGivesATable() throws {
        let inFolders = try resources(
            config: #"{"catalogs": "resources", "documents": "../../docs/{language}/errors.md"}"#,
            files: ["docs/en/errors.md", "docs/ko/errors.md", "docs/images/errors.md"])
        #expect(inFolders == generated(["en", "ko"]))
        let inNames = try resources(
            config: #"{"catalogs": "resources", "documents": "../../docs/errors.{language}.md"}"#,
            files: ["docs/errors.de.md", "docs/errors.en.md", "docs/errors.md"])
        #expect(inNames == generated(["de", "en"]))
    }

    @Test func embeddedCatalogsAreNoResources() throws {
        for config in ["{}", #"{"catalogs": "embedded"}"#, #"{"catalogs": 1}"#, "{"] {
            #expect(try resources(config: config, files: ["Sources/Errors/en.md"]) == [])
        }
    }
}
