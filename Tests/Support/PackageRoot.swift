import Foundation

/// Paths inside the ErrorTables package, found from this file's location so tests run from any working
/// directory.
public enum PackageRoot {
    /// The package's root folder: the nearest folder above this file that holds `Package.swift`.
    public static let path: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
        }
        return FileManager.default.currentDirectoryPath
    }()

    /// The absolute path of `relative`, a path inside the package.
    public static func path(_ relative: String) -> String { path + "/" + relative }

    /// The bundled spec, `spec`.
    public static var spec: String { path("spec") }

    /// The golden fixture spec, `Tests/Fixtures/GoldenSpec`.
    public static var goldenSpec: String { path("Tests/Fixtures/GoldenSpec") }

    /// The checked-in golden output, `Tests/Golden/Generated`.
    public static var goldenOutput: String { path("Tests/Golden/Generated") }
}
