import ErrorTablesCommands
import Foundation

/// A scratch folder for one test: files written into it, the tool run in-process with it as the working
/// directory (so printed paths are relative to it), removed afterwards.
struct Sandbox {
    /// The folder's absolute path.
    let root: String

    /// A fresh, empty folder.
    init() throws {
        root = NSTemporaryDirectory() + "error-tables-commands-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes a file, creating its folders.
    func write(_ relative: String, _ contents: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// A file's text, or `nil` when it is not there.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a file or folder exists.
    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// Deletes a file.
    func delete(_ relative: String) throws { try FileManager.default.removeItem(atPath: path(relative)) }

    /// Replaces text in a file, failing when the text is not there.
    func edit(_ relative: String, replacing old: String, with new: String) throws {
        let text = read(relative) ?? ""
        guard text.contains(old) else { throw SandboxError(message: "'\(old)' is not in \(relative)") }
        try write(relative, text.replacingOccurrences(of: old, with: new))
    }

    /// Copies a domain of the repository's spec/ to `spec/<domain>`.
    func copyRepositorySpec(_ domain: String) throws {
        try FileManager.default.createDirectory(atPath: path("spec"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.packageRoot + "/spec/" + domain, toPath: path("spec/" + domain))
    }

    /// Runs `error-tables` with the arguments, in-process.
    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var console = Console(workingDirectory: root)
        let status = ErrorTablesTool.run(arguments, console: &console)
        return (status, console.output, console.errors)
    }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// The package's root folder (this file is Tests/ErrorTablesCommandsTests/CommandTestSupport.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}

/// A test setup step that went wrong.
struct SandboxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
