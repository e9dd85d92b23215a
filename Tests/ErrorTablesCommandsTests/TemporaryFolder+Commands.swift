import ErrorTablesCommands
import ErrorTablesTestSupport
import Foundation

extension TemporaryFolder {
    /// Runs `error-tables` with the arguments in-process, with this folder as the working directory (so printed
    /// paths are relative to it).
    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var console = Console(workingDirectory: path)
        let status = ErrorTablesTool.run(arguments, console: &console)
        return (status, console.output, console.errors)
    }

    /// Copies a domain of the repository's spec/ to `spec/<domain>`; without `withTranslationsLock`, its
    /// `translations.lock` is left out, for tests about other things than stale translations that edit the
    /// English document.
    func copyRepositorySpec(_ domain: String, withTranslationsLock: Bool = true) throws {
        try FileManager.default.createDirectory(atPath: path("spec"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackageRoot.spec + "/" + domain, toPath: path("spec/" + domain))
        if !withTranslationsLock {
            try FileManager.default.removeItem(atPath: path("spec/\(domain)/translations.lock"))
        }
    }
}
