import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

/// Runs every input the fuzzers found a bug with (Tests/Fuzz/Regressions/<target>/) and every seed
/// (Tests/Fuzz/Corpus/<target>/) through the path its fuzz target takes, with the target's invariants:
/// one-line diagnostics, the same result when run twice, and generated files that match their declared names.
@Suite struct FuzzRegressionTests {
    /// The files of Tests/Fuzz/Regressions/<target>/ and Tests/Fuzz/Corpus/<target>/, as paths below Tests/Fuzz.
    static func inputs(_ target: String) -> [String] {
        ["Regressions", "Corpus"].flatMap { folder in
            let directory = PackageRoot.path + "/Tests/Fuzz/\(folder)/\(target)"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(folder)/\(target)/\($0)" }
        }
    }

    static func bytes(_ input: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: PackageRoot.path + "/Tests/Fuzz/" + input)))
    }

    @Test func everyTargetHasSeeds() {
        #expect(Self.inputs("markdown").count >= 9)
        #expect(Self.inputs("pipeline").count >= 6)
    }

    /// The `markdown` target's path: bytes → `SourceText` → `MarkdownDocument` → tables → `Extractor`.
    @Test(arguments: inputs("markdown"))
    func markdown(_ input: String) throws {
        let bytes = try Self.bytes(input)
        let source: SourceText
        do {
            source = try SourceText(path: "Fuzz/en.md", bytes: bytes)
        } catch {
            #expect(!error.diagnostic.description.contains("\n"))
            return
        }
        let document = MarkdownDocument(source: source)
        #expect(document == MarkdownDocument(source: source))
        for table in document.tables {
            #expect(table.alignments.count == table.header.count)
            #expect(table.rows.allSatisfy { $0.count == table.header.count })
        }
        let code = document.tables.first?.rows.first?.first?.plainText ?? ""
        let prefix = code.isEmpty ? "E" : String(code.prefix(3))
        var diagnostics = Diagnostics()
        let config = try DomainConfig.parse(
            data: Data(
                #"{"errorDomain": "Fuzz", "typeName": "FuzzError", "codePrefix": "\#(prefix)", "sourceLanguage": "en"}"#
                    .utf8),
            path: "Fuzz/error-tables.json", diagnostics: &diagnostics)
        for role in [Extractor.Role.source, .translation] {
            var local = Diagnostics()
            let first = Extractor(config: config, role: role).extract(document, language: "en", diagnostics: &local)
            var again = Diagnostics()
            let second = Extractor(config: config, role: role).extract(document, language: "en", diagnostics: &again)
            #expect(first == second)
            #expect(local == again)
            #expect(local.all.allSatisfy { !$0.description.contains("\n") })
        }
    }

    /// The `pipeline` target's path: the input split at NUL bytes into the config, en.md and it.md, loaded in
    /// memory and generated, twice. Among the inputs, diagnostics that once spanned lines: an invalid-JSON
    /// message quoting part of the config, and cells with `<br>` quoted by the lookup and fallback-row messages.
    @Test(arguments: inputs("pipeline"))
    func pipeline(_ input: String) throws {
        try runPipeline(input)
    }

    func runPipeline(_ input: String) throws {
        let parts = try Self.bytes(input).split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
        var documents: [String: [UInt8]] = [:]
        if parts.count > 1 { documents["en.md"] = Array(parts[1]) }
        if parts.count > 2 { documents["it.md"] = Array(parts[2]) }
        func load() -> (ErrorDomain?, Diagnostics) {
            var diagnostics = Diagnostics()
            let domain = SpecLoader.load(
                .inMemory(name: "Fuzz", folder: "spec/Fuzz", config: Array(parts[0]), documents: documents),
                diagnostics: &diagnostics)?.domain
            return (domain, diagnostics)
        }
        let (domain, diagnostics) = load()
        let (again, diagnosticsAgain) = load()
        #expect(domain == again)
        #expect(diagnostics == diagnosticsAgain)
        #expect(diagnostics.all.allSatisfy { !$0.description.contains("\n") })
        guard let domain, !diagnostics.hasErrors else { return }
        let options = CodeGenerator.Options(strings: true, stringCatalog: true)
        var generateDiagnostics = Diagnostics()
        let files = CodeGenerator(domain: domain, options: options).generate(diagnostics: &generateDiagnostics)
        var generateAgain = Diagnostics()
        #expect(files == CodeGenerator(domain: domain, options: options).generate(diagnostics: &generateAgain))
        #expect(generateDiagnostics == generateAgain)
        let paths = try #require(files).map(\.path)
        #expect(paths == CodeGenerator.fileNames(domain: "Fuzz", languages: domain.languages, options: options))
    }
}
