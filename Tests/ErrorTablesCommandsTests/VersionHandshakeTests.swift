import ErrorTablesCommands
import ErrorTablesCore
import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
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
        let model = try SpecLoading.model(path: PackageRoot.path + "/spec/FirebaseAuth", diagnostics: &diagnostics)
        let domain = try #require(model.domains.first)
        let files = try #require(CodeGenerator(domain: domain).generate(diagnostics: &diagnostics))
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        var paths: [String] = []
        for file in files where file.path.hasSuffix(".swift") {
            let path = folder + "/" + file.path
            try Data(transform(file.contents).utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let modules = try SymbolGraphExtraction.moduleFolder(containing: "ErrorTablesRuntime")
        let typecheck = try Program.run(
            try SymbolGraphExtraction.tool("swiftc"),
            ["-typecheck", "-swift-version", "6", "-I", modules, "-module-cache-path", folder + "/cache"] + paths)
        return (typecheck.status, typecheck.outputText + typecheck.errors)
    }

    @Test func generatedCodeTypechecksAgainstTheRuntimeItWasGeneratedFor() throws {
        let result = try typecheck { $0 }
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func codeFromAnotherGeneratorVersionFailsWithTheVersionInTheMessage() throws {
        let result = try typecheck {
            $0.replacingOccurrences(of: "ErrorTablesRuntimeAPIVersion_4", with: "ErrorTablesRuntimeAPIVersion_5")
        }
        #expect(result.status != 0)
        #expect(result.errors.contains("cannot find type 'ErrorTablesRuntimeAPIVersion_5' in scope"))
    }
}
