import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The documents the plugins declare as inputs when the config has a `documents` pattern
/// (`SpecLocation.find` in Plugins/Shared/SpecLocation.swift, compiled with a small driver).
@Suite struct PluginDocumentsTests {
    /// `<driver> <target folder> <package folder>` prints each input below the package, or the
    /// plugin's error and exits with 1.
    static let driver = SpecLocationDriver.compile(
        main: """
            import Foundation
            let arguments = CommandLine.arguments
            do {
                let location = try SpecLocation.find(
                    in: URL(filePath: arguments[1], directoryHint: .isDirectory),
                    package: URL(filePath: arguments[2], directoryHint: .isDirectory))
                let root = URL(filePath: arguments[2], directoryHint: .isDirectory).standardizedFileURL
                    .path(percentEncoded: false)
                for input in location.inputs {
                    print(input.standardizedFileURL.path(percentEncoded: false).replacingOccurrences(of: root, with: ""))
                }
            } catch {
                print("\\(error)")
                exit(1)
            }
            """)

    /// `<driver> <target folder> <package folder>` prints what the build command depends on (`buildInputs`).
    static let buildInputsDriver = SpecLocationDriver.compile(
        main: """
            import Foundation
            let arguments = CommandLine.arguments
            do {
                let location = try SpecLocation.find(
                    in: URL(filePath: arguments[1], directoryHint: .isDirectory),
                    package: URL(filePath: arguments[2], directoryHint: .isDirectory))
                let root = URL(filePath: arguments[2], directoryHint: .isDirectory).standardizedFileURL
                    .path(percentEncoded: false)
                for input in location.buildInputs {
                    print(input.standardizedFileURL.path(percentEncoded: false).replacingOccurrences(of: root, with: ""))
                }
            } catch {
                print("\\(error)")
                exit(1)
            }
            """)

    /// The build inputs of `Sources/Errors` in a package holding `files` (path → contents).
    func buildInputs(_ files: [String: String]) throws -> [String] {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        for (file, contents) in files { try sandbox.write("package/" + file, contents) }
        let run = try Program.run(
            try Self.buildInputsDriver.get(), [sandbox.path("package/Sources/Errors"), sandbox.path("package")])
        #expect(run.status == 0, "\(run.outputText)")
        return run.outputText.split(separator: "\n").map(String.init)
    }

    @Test func aBuildDependsOnTheDocumentsFolderAndThePointer() throws {
        // The folder, so that adding or removing a language's document changes an input; the pointer, so that
        // editing it runs the generator (which then finds out that it names another folder).
        #expect(
            try buildInputs([
                "Sources/Errors/error-tables-plugin.json": #"{"spec": "../../Docs/Errors"}"#,
                "Docs/Errors/error-tables.json": "{}", "Docs/Errors/en.md": "# E\n", "Docs/Errors/de.md": "# E\n",
            ]) == [
                "Docs/Errors/error-tables.json", "Docs/Errors/de.md", "Docs/Errors/en.md", "Docs/Errors/",
                "Sources/Errors/error-tables-plugin.json",
            ])
        #expect(
            try buildInputs(["Sources/Errors/error-tables.json": "{}", "Sources/Errors/en.md": "# E\n"]) == [
                "Sources/Errors/error-tables.json", "Sources/Errors/en.md", "Sources/Errors/",
            ])
        // With a pattern: the folder its {language} component is matched in, and each matched language's folder.
        #expect(
            try buildInputs([
                "Sources/Errors/error-tables.json": #"{"documents": "../../docs/{language}/errors.md"}"#,
                "docs/en/errors.md": "# E\n", "docs/ko/errors.md": "# E\n",
            ]) == [
                "Sources/Errors/error-tables.json", "docs/en/errors.md", "docs/ko/errors.md", "docs/", "docs/en/",
                "docs/ko/",
            ])
    }

    func inputs(config: String, files: [String]) throws -> (status: Int32, lines: [String]) {
        let sandbox = try TemporaryFolder()
        try sandbox.write("package/Sources/Errors/error-tables.json", config)
        for file in files { try sandbox.write("package/" + file, "# Errors\n") }
        defer { sandbox.remove() }
        let run = try Program.run(
            try Self.driver.get(), [sandbox.path("package/Sources/Errors"), sandbox.path("package")])
        return (run.status, run.outputText.split(separator: "\n").map(String.init))
    }

    /// The documents the generator finds (ErrorTablesCore's `DocumentLocator`) in the same package, relative
    /// to it, by language.
    func coreDocuments(config: String, files: [String]) throws -> [String] {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("package/Sources/Errors/error-tables.json", config)
        for file in files { try sandbox.write("package/" + file, "# Errors\n") }
        let folder = sandbox.path("package/Sources/Errors")
        var diagnostics = Diagnostics()
        let parsed = try DomainConfig.parse(
            data: Data(config.utf8), path: folder + "/error-tables.json", diagnostics: &diagnostics)
        return DocumentLocator.documents(folder: folder, config: parsed, diagnostics: &diagnostics)
            .sorted { $0.key < $1.key }.map {
                $0.value.replacingOccurrences(of: sandbox.path("package") + "/", with: "")
            }
    }

    @Test func thePatternsMatchesAreTheInputs() throws {
        let config = #"{"documents": "../../docs/{language}/errors.md"}"#
        let files = [
            "docs/en/errors.md", "docs/ko/errors.md", "docs/images/errors.md", "docs/fr/other.md", "docs/e/errors.md",
            "docs/pt-BR/errors.md",
        ]
        let (status, lines) = try inputs(config: config, files: files)
        #expect(status == 0)
        #expect(
            lines == [
                "Sources/Errors/error-tables.json", "docs/en/errors.md", "docs/ko/errors.md", "docs/pt-BR/errors.md",
            ])
        // The plugins restate the generator's matching (they cannot link the core): both find the same files.
        #expect(Array(lines.dropFirst()) == (try coreDocuments(config: config, files: files)))
    }

    @Test func withoutAPatternTheFolderDocumentsAreTheInputs() throws {
        let (status, lines) = try inputs(
            config: "{}", files: ["Sources/Errors/en.md", "Sources/Errors/de.md", "docs/en/errors.md"])
        #expect(status == 0)
        #expect(
            lines == [
                "Sources/Errors/error-tables.json", "Sources/Errors/de.md", "Sources/Errors/en.md",
            ])
    }

    @Test func documentsOutsideThePackageAreRefused() throws {
        let (status, lines) = try inputs(
            config: #"{"documents": "../../../outside/{language}.md"}"#, files: ["../outside/en.md"])
        #expect(status == 1)
        #expect(lines.first?.contains("error: 'documents' matches '") == true)
        #expect(lines.first?.hasSuffix("outside the package; a plugin reads only files inside the package") == true)
    }
}
