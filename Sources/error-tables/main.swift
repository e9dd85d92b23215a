import ErrorTablesCommands
import Foundation

var console = Console(workingDirectory: FileManager.default.currentDirectoryPath)
let status = ErrorTablesTool.run(Array(CommandLine.arguments.dropFirst()), console: &console)
// Diagnostics first, then results and summaries, as compilers print them.
FileHandle.standardError.write(Data(console.errors.utf8))
FileHandle.standardOutput.write(Data(console.output.utf8))
exit(status)
