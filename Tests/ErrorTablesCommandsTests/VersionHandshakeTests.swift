import ErrorTablesCommands
import ErrorTablesCore
import Foundation
import Testing

/// Generated code and the runtime check each other's API version at compile time: the generated files of the
/// bundled Firebase spec typecheck against this build's ErrorTablesRuntime, and the same files claiming the
/// next API version fail with a message that names the version.
@Suite struct VersionHandshakeTests {
    /// Writes the generated Swift files of spec/FirebaseAuth, with `transform` applied, and typechecks them
    /// against the built ErrorTablesRuntime module.
    func typecheck(_ transform: (String) -> String) throws -> (status: Int32, errors: String) {
        var diagnostics = Diagnostics()
        let model = try SpecLoader.load(path: Sandbox.packageRoot + "/spec/FirebaseAuth", diagnostics: &diagnostics)
        let domain = try #require(model.domains.first)
        let files = try #require(CodeGenerator(domain: domain).generate(diagnostics: &diagnostics))
        let folder = NSTemporaryDirectory() + "error-tables-handshake-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in files where file.path.hasSuffix(".swift") {
            let path = folder + "/" + file.path
            try Data(transform(file.contents).utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let modules = try SymbolGraphExtraction.moduleFolder(containing: "ErrorTablesRuntime")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try SymbolGraphExtraction.tool("swiftc"))
        process.arguments =
            ["-typecheck", "-swift-version", "6", "-I", modules, "-module-cache-path", folder + "/cache"] + paths
        let errorsPath = folder + "/errors.txt"
        FileManager.default.createFile(atPath: errorsPath, contents: nil)
        let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorsPath))
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        process.waitUntilExit()
        try errors.close()
        let text = String(decoding: FileManager.default.contents(atPath: errorsPath) ?? Data(), as: UTF8.self)
        return (process.terminationStatus, text)
    }

    @Test func generatedCodeTypechecksAgainstTheRuntimeItWasGeneratedFor() throws {
        let result = try typecheck { $0 }
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func codeFromAnotherGeneratorVersionFailsWithTheVersionInTheMessage() throws {
        let result = try typecheck {
            $0.replacingOccurrences(of: "ErrorTablesRuntimeAPIVersion_1", with: "ErrorTablesRuntimeAPIVersion_2")
        }
        #expect(result.status != 0)
        #expect(result.errors.contains("cannot find type 'ErrorTablesRuntimeAPIVersion_2' in scope"))
    }
}
