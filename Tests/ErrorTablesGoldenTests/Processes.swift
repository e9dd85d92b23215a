import ErrorTablesCommands
import Foundation
import Testing

/// Runs `error-tables` in-process.
func runTool(_ arguments: [String]) -> (status: Int32, console: Console) {
    var console = Console()
    let status = ErrorTablesTool.run(arguments, console: &console)
    return (status, console)
}

/// Finds an executable on `PATH`.
func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let candidate = String(folder) + "/" + name
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// Runs a program to completion and returns its exit status and output (collected in files, so a
/// large output cannot block the program on a full pipe).
func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, output: Data, errors: String
) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let outputPath = folder.path + "/stdout"
    let errorsPath = folder.path + "/stderr"
    #expect(FileManager.default.createFile(atPath: outputPath, contents: nil))
    #expect(FileManager.default.createFile(atPath: errorsPath, contents: nil))
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorsPath))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    try output.close()
    try errors.close()
    let outputData = FileManager.default.contents(atPath: outputPath) ?? Data()
    let errorData = FileManager.default.contents(atPath: errorsPath) ?? Data()
    return (process.terminationStatus, outputData, String(decoding: errorData, as: UTF8.self))
}
