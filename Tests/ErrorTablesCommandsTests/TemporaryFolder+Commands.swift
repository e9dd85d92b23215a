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
    /// `translations.lock` records nothing (a comment line only), for tests about other things than stale
    /// translations that edit the English document: nothing is stale, and there is no note about a missing lock.
    func copyRepositorySpec(_ domain: String, withTranslationsLock: Bool = true) throws {
        try FileManager.default.createDirectory(atPath: path("spec"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackageRoot.spec + "/" + domain, toPath: path("spec/" + domain))
        if !withTranslationsLock {
            try write("spec/\(domain)/translations.lock", "# no line: no translation is checked for staleness\n")
        }
    }
}
