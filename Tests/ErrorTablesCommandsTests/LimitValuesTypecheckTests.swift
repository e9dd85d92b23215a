import ErrorTablesCore
import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

/// Numbers at the limits of `Int` survive into Swift: raw values `Int.min` and `Int.max` and a lookup range
/// of every `Int` generate code that typechecks against the built ErrorTablesRuntime.
@Suite struct LimitValuesTypecheckTests {
    static let config = """
        {
          "errorDomain": "PXErrorDomain",
          "typeName": "PixError",
          "codePrefix": "PXError",
          "sourceLanguage": "en",
          "codes": { "PXErrorA": -9223372036854775808, "PXErrorB": 9223372036854775807 },
          "lookups": { "ServerError": { "columns": { "code": 1, "subcode": 2, "case": 3, "message": 4 } } }
        }
        """

    static let source = """
        # Pix errors

        ## Errors common to all methods

        | Code | Description |
        | --- | --- |
        | `PXErrorA` | A happened. |
        | `PXErrorB` | B happened. |

        ## Server codes

        | Code | Subcode | Category | Message |
        | --- | --- | --- | --- |
        | -9223372036854775808 | -9223372036854775808 | `PXErrorA` | The lowest. |
        | -9223372036854775808-9223372036854775807 | | `PXErrorB` | Every code. |
        | 9223372036854775807 | | `PXErrorB` | The highest. |
        """

    @Test func rawValuesAndRangesAtTheLimitsTypecheck() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.path
        try temporary.write("spec/Pix/error-tables.json", Self.config)
        try temporary.write("spec/Pix/en.md", Self.source)
        var diagnostics = Diagnostics()
        let model = try SpecLoading.model(path: folder + "/spec", diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description) == [])
        let domain = try #require(model.domains.first)
        let files = try #require(CodeGenerator(domain: domain).generate(diagnostics: &diagnostics))
        var paths: [String] = []
        for file in files where file.path.hasSuffix(".swift") {
            let path = folder + "/" + file.path
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map(\.contents).joined()
        #expect(swift.contains("codes: -9223372036854775808...9223372036854775807,"))

        let modules = try SymbolGraphExtraction.moduleFolder(containing: "ErrorTablesRuntime")
        let typecheck = try Program.run(
            try SymbolGraphExtraction.tool("swiftc"),
            ["-typecheck", "-swift-version", "6", "-I", modules, "-module-cache-path", folder + "/cache"] + paths)
        #expect(typecheck.status == 0, "\(typecheck.outputText)\(typecheck.errors)")
    }
}
