import Foundation
import Testing

/// A folder below the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    /// The folder's path.
    let path: String

    /// Creates an empty folder with a unique name.
    init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "error-tables-golden-" + UUID().uuidString)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it.
    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Copies the files of `source` into `destination` below this folder, creating them in the given order
    /// of relative paths (so tests can vary the order a spec's files were created in).
    func copy(_ source: String, to destination: String, order: ([String]) -> [String] = { $0 }) throws
        -> String
    {
        let target = path + "/" + destination
        let files = Golden.files(in: source)
        for relative in order(files.keys.sorted()) {
            let full = target + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: full, contents: files[relative]))
        }
        return target
    }
}
