import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation

@testable import ErrorTablesCore

/// A spec domain written into a fresh temporary folder, for tests that load it through `SpecLoader`.
struct TemporarySpec {
    /// The temporary folder; the domain folder is `root/<domain>`.
    let root: String
    /// The domain folder.
    let folder: String

    /// The temporary folder itself.
    private let temporary: TemporaryFolder

    /// Writes `files` (name → contents) into `<temporary>/<domain>/`.
    init(domain: String = "Drift", files: [String: String]) throws {
        temporary = try TemporaryFolder()
        root = temporary.path
        folder = temporary.path(domain)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, contents) in files { try temporary.write(domain + "/" + name, contents) }
    }

    /// Loads the domain; the diagnostics are formatted relative to `root`.
    func load() throws -> (domain: ErrorDomain?, diagnostics: [String]) {
        var diagnostics = Diagnostics()
        let model = try SpecLoading.model(path: folder, diagnostics: &diagnostics)
        return (model.domains.first, diagnostics.sorted.map { $0.formatted(relativeTo: root) })
    }

    /// Removes the folder.
    func remove() { temporary.remove() }

    /// A config for the `Drift` domain with every code the tests use given a raw value.
    static let config = """
        {
          "errorDomain": "DriftErrorDomain",
          "typeName": "DriftErrorCode",
          "codePrefix": "DriftErrorCode",
          "sourceLanguage": "en",
          "codes": {
            "DriftErrorCodeNetworkError": 1001,
            "DriftErrorCodeInvalidArgument": 1002,
            "DriftErrorCodeQuotaExceeded": 1003
          }
        }
        """
}
