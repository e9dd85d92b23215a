import ErrorTablesCommands
import ErrorTablesCore
import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

/// The golden fixture spec, its model, and its generated files, shared by the golden tests.
enum Golden {
    /// What the golden files are generated with (`make golden` passes `--xcstrings`).
    static let options = CodeGenerator.Options(strings: true, stringCatalog: true)

    /// The fixture's model and the diagnostics loading it produced.
    static let loaded: (model: ErrorModel?, diagnostics: Diagnostics) = load(PackageRoot.goldenSpec)

    /// Loads a spec folder, keeping every diagnostic.
    static func load(_ path: String) -> (model: ErrorModel?, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let model = try? SpecLoading.model(path: path, diagnostics: &diagnostics)
        return (model, diagnostics)
    }

    /// The fixture's domain with the given folder name.
    static func domain(_ name: String) throws -> ErrorDomain {
        let model = try #require(
            loaded.model, "the golden spec does not load: \(loaded.diagnostics.all)")
        return try #require(
            model.domains.first { $0.name == name }, "no domain '\(name)' in the golden spec")
    }

    /// Every file generated from a spec folder, in memory; fails the test when the spec has errors.
    static func generate(_ path: String, options: CodeGenerator.Options = options) throws
        -> [GeneratedFile]
    {
        let (model, loadDiagnostics) = load(path)
        var diagnostics = loadDiagnostics
        let loadedModel = try #require(model, "\(path) does not load")
        var files: [GeneratedFile] = []
        for domain in loadedModel.domains {
            let generated = CodeGenerator(domain: domain, options: options).generate(
                diagnostics: &diagnostics)
            files += try #require(generated, "\(domain.name) cannot be generated: \(diagnostics.errors)")
        }
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        return files.sorted { $0.path < $1.path }
    }

    /// The folder of the golden output that holds hand-written sources, not generated ones.
    static let handWrittenFolder = "HandWritten"

    /// The regular files below a folder, by path relative to it (with `/`), with their bytes; not
    /// `.error-tables/` nor `HandWritten/`.
    static func files(in folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        while let path = enumerator.nextObject() as? String {
            // generate's own bookkeeping (manifests), not generated output.
            if path == ".error-tables" || path.hasPrefix(".error-tables/") { continue }
            // Hand-written types that generated code extends (`groups` with `extend`), compiled with it.
            if path == handWrittenFolder || path.hasPrefix(handWrittenFolder + "/") { continue }
            var isDirectory: ObjCBool = false
            let full = folder + "/" + path
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            result[path] = FileManager.default.contents(atPath: full)
        }
        return result
    }

    /// The checked-in golden Swift files, by name.
    static func goldenSwiftFiles() -> [(name: String, text: String)] {
        files(in: PackageRoot.goldenOutput).filter { $0.key.hasSuffix(".swift") }.sorted {
            $0.key < $1.key
        }
        .map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }
    }
}

/// Runs `error-tables` in-process.
func runTool(_ arguments: [String]) -> (status: Int32, console: Console) {
    var console = Console()
    let status = ErrorTablesTool.run(arguments, console: &console)
    return (status, console)
}

extension TemporaryFolder {
    /// Copies the files of `source` into `destination` below this folder, creating them in the given order
    /// of relative paths (so tests can vary the order a spec's files were created in).
    func copy(_ source: String, to destination: String, order: ([String]) -> [String] = { $0 }) throws
        -> String
    {
        let files = Golden.files(in: source)
        for relative in order(files.keys.sorted()) {
            try write(destination + "/" + relative, data: files[relative] ?? Data())
        }
        return path(destination)
    }
}
