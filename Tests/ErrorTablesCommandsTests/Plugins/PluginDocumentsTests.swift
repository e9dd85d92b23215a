import Foundation
import Testing

/// The documents the plugins declare as inputs when the config has a `documents` pattern
/// (`SpecLocation.find` in Plugins/*/SpecLocation.swift, compiled with a small driver).
@Suite struct PluginDocumentsTests {
    /// `<driver> <target folder> <package folder>` prints each input below the package and each language, or the
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
                print(location.languages.joined(separator: ","))
            } catch {
                print("\\(error)")
                exit(1)
            }
            """)

    func inputs(config: String, files: [String]) throws -> (status: Int32, lines: [String]) {
        let sandbox = try Sandbox()
        try sandbox.write("package/Sources/Errors/error-tables.json", config)
        for file in files { try sandbox.write("package/" + file, "# Errors\n") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.driver.get())
        process.arguments = [sandbox.path("package/Sources/Errors"), sandbox.path("package")]
        FileManager.default.createFile(atPath: sandbox.path("output"), contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: sandbox.path("output")))
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        let text = sandbox.read("output") ?? ""
        return (process.terminationStatus, text.split(separator: "\n").map(String.init))
    }

    @Test func thePatternsMatchesAreTheInputs() throws {
        let (status, lines) = try inputs(
            config: #"{"documents": "../../docs/{language}/errors.md"}"#,
            files: ["docs/en/errors.md", "docs/ko/errors.md", "docs/images/errors.md", "docs/fr/other.md"])
        #expect(status == 0)
        #expect(
            lines == [
                "Sources/Errors/error-tables.json", "docs/en/errors.md", "docs/ko/errors.md", "en,ko",
            ])
    }

    @Test func withoutAPatternTheFolderDocumentsAreTheInputs() throws {
        let (status, lines) = try inputs(
            config: "{}", files: ["Sources/Errors/en.md", "Sources/Errors/de.md", "docs/en/errors.md"])
        #expect(status == 0)
        #expect(
            lines == [
                "Sources/Errors/error-tables.json", "Sources/Errors/de.md", "Sources/Errors/en.md", "de,en",
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
