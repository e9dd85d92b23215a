import Foundation

/// Paths inside the package, found from this file's location so tests run from any directory.
enum PackageRoot {
    /// The package's root folder (the one holding `Package.swift`).
    static let path: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
        }
        return FileManager.default.currentDirectoryPath
    }()

    /// The golden fixture spec, `Tests/Fixtures/GoldenSpec`.
    static var goldenSpec: String { path + "/Tests/Fixtures/GoldenSpec" }

    /// The checked-in golden output, `Tests/Golden/Generated`.
    static var goldenOutput: String { path + "/Tests/Golden/Generated" }
}
