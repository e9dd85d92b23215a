import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one call outside an open output folder: creating the folder a user named (or a document's folder), and
/// its missing parents. Everything below an output folder goes through `OutputFolder`; other files are
/// written with `AtomicFileWrite`.
enum OutputFileSystem {
    /// Creates a folder and its missing parents.
    static func createDirectories(_ path: String) throws(FatalDiagnostic) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FatalDiagnostic(.cannotCreateFolder(path, reason: error.localizedDescription))
        }
    }
}

/// The failures of file system calls: what failed and the system's error (`strerror`) for `code`.
extension Diagnostic {
    /// A file in the output folder that could not be read.
    static func cannotReadOutput(_ path: String, errno code: Int32) -> Diagnostic {
        Diagnostic(.error, "cannot read '\(path)': \(String(cString: strerror(code)))", at: nil)
    }

    /// A file that could not be written.
    static func cannotWrite(_ path: String, errno code: Int32) -> Diagnostic {
        Diagnostic(.error, "cannot write '\(path)': \(String(cString: strerror(code)))", at: nil)
    }

    /// A file that could not be renamed over `path`.
    static func cannotReplace(_ path: String, errno code: Int32) -> Diagnostic {
        Diagnostic(.error, "cannot replace '\(path)': \(String(cString: strerror(code)))", at: nil)
    }

    /// A file that could not be removed.
    static func cannotRemove(_ path: String, errno code: Int32) -> Diagnostic {
        Diagnostic(.error, "cannot remove '\(path)': \(String(cString: strerror(code)))", at: nil)
    }

    /// A folder that could not be created, and the system's reason.
    static func cannotCreateFolder(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(.error, "cannot create the folder '\(path)': \(reason)", at: nil)
    }
}
