import ErrorTablesTestSupport
import Foundation

/// The plugins' shared sources (Plugins/Shared) compiled with a small `main.swift`, so tests can run what a
/// plugin target (which no test can import) does.
enum SpecLocationDriver {
    /// The Swift files of Plugins/Shared, which both plugins compile through their `Shared` symlink.
    static func sharedSources() throws -> [String] {
        let folder = PackageRoot.path("Plugins/Shared")
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder + "/" + $0 }
    }

    /// Compiles `main` with the plugins' shared sources; the executable's path.
    static func compile(main: String) -> Result<String, TestSetupError> {
        do {
            let folder = try TemporaryFolder()
            try folder.write("main.swift", main)
            let executable = folder.path("driver")
            try Program.output(
                try SymbolGraphExtraction.tool("swiftc"),
                ["-swift-version", "6", "-module-cache-path", folder.path("cache"), "-o", executable]
                    + sharedSources() + [folder.path("main.swift")])
            return .success(executable)
        } catch {
            return .failure(TestSetupError("cannot compile Plugins/Shared: \(error)"))
        }
    }
}
