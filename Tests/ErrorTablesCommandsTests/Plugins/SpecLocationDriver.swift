import Foundation

/// The plugins' `SpecLocation.swift` compiled with a small `main.swift`, so tests can run what a plugin target
/// (which no test can import) does.
enum SpecLocationDriver {
    /// Compiles `main` with Plugins/ErrorTablesPlugin/SpecLocation.swift; the executable's path.
    static func compile(main: String) -> Result<String, SandboxError> {
        do {
            let folder = try Sandbox()
            try folder.write("main.swift", main)
            let executable = folder.path("driver")
            _ = try SymbolGraphExtraction.run(
                try SymbolGraphExtraction.tool("swiftc"),
                [
                    "-swift-version", "6", "-module-cache-path", folder.path("cache"), "-o", executable,
                    Sandbox.packageRoot + "/Plugins/ErrorTablesPlugin/SpecLocation.swift", folder.path("main.swift"),
                ])
            return .success(executable)
        } catch {
            return .failure(SandboxError(message: "cannot compile SpecLocation.swift: \(error)"))
        }
    }
}
