import Foundation

/// Runs other programs (swiftc, plutil, the built `error-tables`) from tests.
public enum Program {
    /// How a run ended and what it printed.
    public struct Run: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var output: Data
        /// Standard error.
        public var errors: String

        /// Standard output as text.
        public var outputText: String { String(decoding: output, as: UTF8.self) }
    }

    /// The path of an executable named `name` on `PATH`, or `nil`.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
        {
            return "\(folder)/\(name)"
        }
        return nil
    }

    /// Runs a program to completion. Both outputs go through temporary files, so neither pipe can fill up and
    /// block the program.
    public static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> Run {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("stdout", "")
        try folder.write("stderr", "")
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("stdout")))
        let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("stderr")))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Run(
            status: process.terminationStatus,
            output: FileManager.default.contents(atPath: folder.path("stdout")) ?? Data(),
            errors: folder.read("stderr") ?? "")
    }

    /// Runs a program that must succeed and returns its standard output; a non-zero exit status throws with the
    /// program's error output.
    @discardableResult
    public static func output(_ executable: String, _ arguments: [String], in directory: String? = nil) throws
        -> String
    {
        let run = try run(executable, arguments, in: directory)
        guard run.status == 0 else {
            throw TestSetupError(
                "\(executable) \(arguments.joined(separator: " ")) failed with status \(run.status): \(run.errors)")
        }
        return run.outputText
    }
}
