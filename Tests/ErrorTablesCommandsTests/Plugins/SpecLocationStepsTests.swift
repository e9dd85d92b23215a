import ErrorTablesTestSupport
import Foundation
import Testing

/// The steps of `SpecLocation.find` (Plugins/Shared/SpecLocation.swift), compiled with a driver as
/// `PluginPointerTests` does: whether a path lies in a folder, the folder a pointer names, and the check that
/// a `documents` pattern's matches stay inside the package.
@Suite struct SpecLocationStepsTests {
    /// `<driver> inside <path> <root>` prints `true` or `false`; `<driver> pointed <pointer> <target> <package>`
    /// prints the folder or the error; `<driver> documents <package> <config> <document>…` prints `ok` or the error.
    static let driver = SpecLocationDriver.compile(
        main: """
            import Foundation
            let arguments = CommandLine.arguments
            func url(_ path: String) -> URL { URL(filePath: path, directoryHint: .isDirectory) }
            do {
                switch arguments[1] {
                case "inside": print(SpecLocation.isInside(arguments[2], root: arguments[3]))
                case "pointed":
                    let folder = try SpecLocation.pointedFolder(
                        pointer: URL(filePath: arguments[2]), targetDirectory: url(arguments[3]), package: url(arguments[4]))
                    print(folder.path(percentEncoded: false))
                default:
                    try SpecLocation.checkInside(
                        package: url(arguments[2]), documents: arguments.dropFirst(4).map { URL(filePath: $0) },
                        config: URL(filePath: arguments[3]))
                    print("ok")
                }
            } catch {
                print("\\(error)")
            }
            """)

    static func run(_ arguments: [String]) throws -> String {
        try Program.run(try driver.get(), arguments).outputText
    }

    @Test func aPathIsInsideItsRootOrAFolderBelowItOnly() throws {
        #expect(try Self.run(["inside", "/p/pkg", "/p/pkg/"]) == "true\n")
        #expect(try Self.run(["inside", "/p/pkg/spec/A/", "/p/pkg"]) == "true\n")
        #expect(try Self.run(["inside", "/p/pkg2/spec", "/p/pkg"]) == "false\n")
        #expect(try Self.run(["inside", "/p", "/p/pkg"]) == "false\n")
    }

    @Test func aPointerNamesAFolderWithAConfigInsideThePackage() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("package/spec/Domain/error-tables.json", "{}\n")
        try sandbox.write("package/spec/Empty/en.md", "# Errors\n")
        try sandbox.write("package/Sources/A/error-tables-plugin.json", "{\"spec\": \"../../spec/Domain\"}\n")
        try sandbox.write("package/Sources/B/error-tables-plugin.json", "{\"spec\": \"../../spec/Empty\"}\n")
        func pointed(_ target: String) throws -> String {
            let folder = sandbox.path("package/Sources/" + target)
            return try Self.run(
                ["pointed", folder + "/error-tables-plugin.json", folder, sandbox.path("package")])
        }
        #expect(try pointed("A") == sandbox.path("package/spec/Domain") + "/\n")
        #expect(
            try pointed("B")
                == sandbox.path("package/Sources/B/error-tables-plugin.json") + ":1:10: error: '../../spec/Empty' "
                + "names no spec domain: '\(sandbox.path("package/spec/Empty"))/' has no error-tables.json\n")
    }

    @Test func aDocumentOutsideThePackageIsAnErrorAtTheConfig() throws {
        #expect(
            try Self.run(["documents", "/p/pkg", "/p/pkg/spec/A/error-tables.json", "/p/pkg/docs/en.md"]) == "ok\n")
        #expect(
            try Self.run(["documents", "/p/pkg", "/p/pkg/spec/A/error-tables.json", "/p/pkg/d/en.md", "/p/docs/fr.md"])
                == "/p/pkg/spec/A/error-tables.json: error: 'documents' matches '/p/docs/fr.md', outside the "
                + "package; a plugin reads only files inside the package\n")
    }
}
