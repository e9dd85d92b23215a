import ErrorTablesTestSupport
import Foundation
import Testing

/// The plugins' `error-tables-plugin.json`, read by `SpecLocation.find` (Plugins/Shared/SpecLocation.swift). A plugin
/// target cannot be imported by a test, so the test compiles Plugins/Shared with a small driver and runs it.
@Suite struct PluginPointerTests {
    /// The driver, compiled once: `<driver> <target folder> <package folder>` prints the domain folder, or the
    /// plugin's error and exits with 1.
    static let driver = SpecLocationDriver.compile(
        main: """
            import Foundation
            let arguments = CommandLine.arguments
            do {
                let location = try SpecLocation.find(
                    in: URL(filePath: arguments[1], directoryHint: .isDirectory),
                    package: URL(filePath: arguments[2], directoryHint: .isDirectory))
                print(location.folder.path(percentEncoded: false))
            } catch {
                print("\\(error)")
                exit(1)
            }
            """)

    /// A package with `Sources/Errors/error-tables-plugin.json` holding `pointer`, and `spec/Domain/`.
    func find(_ pointer: [UInt8]) throws -> (sandbox: TemporaryFolder, status: Int32, output: String) {
        let sandbox = try TemporaryFolder()
        try sandbox.write("package/spec/Domain/error-tables.json", "{}\n")
        try sandbox.write("package/spec/Domain/en.md", "# Errors\n")
        try sandbox.write("package/spec/NoConfig/en.md", "# Errors\n")
        try sandbox.write("package/Sources/Errors/Errors.swift", "\n")
        try sandbox.write("package/Sources/Errors/error-tables-plugin.json", data: Data(pointer))
        let run = try Program.run(
            try Self.driver.get(), [sandbox.path("package/Sources/Errors"), sandbox.path("package")])
        return (sandbox, run.status, run.outputText)
    }

    func find(_ pointer: String) throws -> (sandbox: TemporaryFolder, status: Int32, output: String) {
        try find(Array(pointer.utf8))
    }

    @Test func aPointerInsideThePackageNamesTheDomain() throws {
        let result = try find("{ \"spec\": \"../../spec/Domain\" }\n")
        defer { result.sandbox.remove() }
        #expect(result.status == 0)
        #expect(result.output == result.sandbox.path("package/spec/Domain") + "/\n")
    }

    @Test func aPointerLeavingThePackageIsAnError() throws {
        let result = try find("{\n  \"spec\": \"../../../elsewhere\"\n}\n")
        defer { result.sandbox.remove() }
        let pointer = result.sandbox.path("package/Sources/Errors/error-tables-plugin.json")
        #expect(result.status == 1)
        #expect(
            result.output
                == "\(pointer):2:11: error: '../../../elsewhere' leaves the package (it is "
                + "'\(result.sandbox.path("elsewhere"))/'); a plugin reads only files inside the package: point at a "
                + "spec domain folder below '\(result.sandbox.path("package"))/'\n")
    }

    @Test func anAbsolutePointerOutsideThePackageIsAnError() throws {
        let result = try find("{\"spec\": \"/tmp\"}")
        defer { result.sandbox.remove() }
        #expect(result.status == 1)
        #expect(result.output.contains("error-tables-plugin.json:1:10: error: '/tmp' leaves the package"))
    }

    @Test func aPointerToAFolderWithoutConfigNamesNoSpec() throws {
        let result = try find("{\"spec\": \"../../spec/NoConfig\"}")
        defer { result.sandbox.remove() }
        let pointer = result.sandbox.path("package/Sources/Errors/error-tables-plugin.json")
        #expect(
            result.output
                == "\(pointer):1:10: error: '../../spec/NoConfig' names no spec domain: "
                + "'\(result.sandbox.path("package/spec/NoConfig"))/' has no error-tables.json\n")
        let missing = try find("{\"spec\": \"../../spec/Nowhere\"}")
        defer { missing.sandbox.remove() }
        #expect(
            missing.output.hasSuffix(
                ":1:10: error: '../../spec/Nowhere' names no folder ('\(missing.sandbox.path("package/spec/Nowhere"))/' "
                    + "does not exist)\n"))
    }

    @Test(arguments: [
        ("{\"spec\": \"../../spec/Domain\"", "1:29: error: the file ends where '}' should be"),
        ("{\"spec\": \"a\",}", "1:13: error: only the key \"spec\" is allowed"),
        ("{\"spec\": \"a\", \"spec\": \"b\"}", "1:13: error: only the key \"spec\" is allowed"),
        ("{\n \"folder\": \"a\"}", "2:2: error: unknown key 'folder'"),
        ("{\"spec\": 3}", "1:10: error: expected a string"),
        ("[\"spec\"]", "1:1: error: expected '{'"),
        ("{\"spec\": \"a\"} x", "1:15: error: unexpected text after the object"),
        ("{\"spec\": \"a\\q\"}", "1:12: error: an invalid escape"),
        ("", "1:1: error: the file ends where '{' should be"),
    ])
    func aMalformedPointerIsAnErrorAtItsPosition(pointer: String, message: String) throws {
        let result = try find(pointer)
        defer { result.sandbox.remove() }
        let path = result.sandbox.path("package/Sources/Errors/error-tables-plugin.json")
        #expect(result.status == 1)
        #expect(result.output == "\(path):\(message); expected {\"spec\": \"<folder>\"}\n")
    }

    @Test func aPointerThatIsNotUTF8IsAnErrorAtTheString() throws {
        let result = try find(Array("{\"spec\": \"a".utf8) + [0xFF] + Array("\"}".utf8))
        defer { result.sandbox.remove() }
        #expect(
            result.output.hasSuffix(":1:10: error: the string is not valid UTF-8; expected {\"spec\": \"<folder>\"}\n"))
    }
}
