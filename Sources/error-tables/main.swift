import ErrorTablesCommands
import Foundation

var console = Console(workingDirectory: FileManager.default.currentDirectoryPath)
let status = ErrorTablesTool.run(Array(CommandLine.arguments.dropFirst()), console: &console)
FileHandle.standardOutput.write(Data(console.output.utf8))
FileHandle.standardError.write(Data(console.errors.utf8))
exit(status)
