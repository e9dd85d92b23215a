import Foundation

extension TemporaryFolder {
    /// A fresh folder that is a repository's root as far as ErrorTables' input boundary goes (it holds `.git`), so
    /// that a spec below it may name documents anywhere below it, as in a real repository.
    public static func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
        return folder
    }
}
