import Foundation

/// The package root: the nearest folder above this file that holds `Package.swift`, so tests read the
/// bundled spec/ from any working directory.
enum PackageRoot {
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
}
