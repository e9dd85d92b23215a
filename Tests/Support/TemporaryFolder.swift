import Foundation

/// A fresh folder below the system's temporary folder for one test, removed by `remove()`.
public struct TemporaryFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Creates an empty folder with a unique name.
    public init() throws {
        path = NSTemporaryDirectory() + "error-tables-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `files` (relative path → text) into a fresh folder, runs `body` with it, and removes it.
    public static func with<Result>(_ files: [String: String] = [:], _ body: (TemporaryFolder) throws -> Result)
        throws -> Result
    {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (relative, text) in files { try folder.write(relative, text) }
        return try body(folder)
    }

    /// The absolute path of `relative`.
    public func path(_ relative: String) -> String { path + "/" + relative }

    /// Writes a text file, creating its folders.
    public func write(_ relative: String, _ contents: String) throws {
        try write(relative, data: Data(contents.utf8))
    }

    /// Writes a file's bytes, creating its folders.
    public func write(_ relative: String, data: Data) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// A file's text, or `nil` when it is not there.
    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a file or folder exists.
    public func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// Deletes a file or folder.
    public func delete(_ relative: String) throws { try FileManager.default.removeItem(atPath: path(relative)) }

    /// Replaces text in a file, throwing when the text is not there.
    public func edit(_ relative: String, replacing old: String, with new: String) throws {
        let text = read(relative) ?? ""
        guard text.contains(old) else { throw TestSetupError("'\(old)' is not in \(relative)") }
        try write(relative, text.replacingOccurrences(of: old, with: new))
    }

    /// Removes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
