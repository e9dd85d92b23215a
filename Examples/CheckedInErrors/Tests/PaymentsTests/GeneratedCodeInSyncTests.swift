import ErrorTablesCommands
import Foundation
import Testing

/// The CI gate: Sources/Payments/Generated must be exactly what the documentation in Sources/Payments
/// generates today, and every translation complete. Runs `error-tables check` in-process, so there is no
/// tool to build or find; `--no-strings` because the command plugin, like the build plugin, writes Swift only.
@Suite struct GeneratedCodeInSyncTests {
    @Test func errorTablesCheckFindsNoDrift() {
        let target = PackageRoot.path + "/Sources/Payments"
        let arguments = ["check", "--spec", target, "--generated", target + "/Generated", "--no-strings", "--strict"]
        var console = Console(workingDirectory: PackageRoot.path)
        let status = ErrorTablesTool.run(arguments, console: &console)
        #expect(
            status == 0,
            """
            error-tables \(arguments.joined(separator: " ")) exited with \(status). When the documentation \
            changed on purpose, regenerate with
                swift package --allow-writing-to-package-directory generate-error-tables --target Payments
            \(console.output)\(console.errors)
            """)
    }
}

/// The package's root folder, found from this file's path.
enum PackageRoot {
    static let path: String = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            url.deleteLastPathComponent()
        }
        return FileManager.default.currentDirectoryPath
    }()
}
