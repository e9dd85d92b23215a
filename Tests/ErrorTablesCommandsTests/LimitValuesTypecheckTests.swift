import ErrorTablesCore
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
        let folder = NSTemporaryDirectory() + "error-tables-limits-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/spec/Pix", withIntermediateDirectories: true)
        try Data(Self.config.utf8).write(to: URL(fileURLWithPath: folder + "/spec/Pix/error-tables.json"))
        try Data(Self.source.utf8).write(to: URL(fileURLWithPath: folder + "/spec/Pix/en.md"))
        var diagnostics = Diagnostics()
        let model = try SpecLoader.load(path: folder + "/spec", diagnostics: &diagnostics)
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
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
