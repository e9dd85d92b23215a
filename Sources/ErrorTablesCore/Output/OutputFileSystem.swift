import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX calls the output writer needs, with errors as `FatalDiagnostic`s that name the path: each
/// replacement is one `rename(2)`, and data reaches the disk (`fsync`) before the journal that refers to it.
enum OutputFileSystem {
    /// What is at a path, without following a symbolic link there.
    enum Kind: Equatable {
        case absent, file, directory, other
    }

    static func kind(_ path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .absent }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether `path` is a folder, following a symbolic link (an output folder may be one).
    static func isDirectoryFollowingLinks(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    static func read(_ path: String) throws(FatalDiagnostic) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FatalDiagnostic(.cannotReadOutput(path, errno: errno))
        }
        return data
    }

    /// Writes a new file and flushes it to disk.
    static func writeSynced(_ data: Data, to path: String) throws(FatalDiagnostic) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FatalDiagnostic(.cannotWrite(path, errno: errno)) }
        defer { close(descriptor) }
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw FatalDiagnostic(.cannotWrite(path, errno: errno))
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw FatalDiagnostic(.cannotWrite(path, errno: errno)) }
    }

    /// Flushes a folder's entries (new names, renames, removals) to disk.
    static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Replaces `destination` with `source` in one step: at every moment the destination is the old or the new file.
    static func rename(_ source: String, over destination: String) throws(FatalDiagnostic) {
        guard Foundation.rename(source, destination) == 0 else {
            throw FatalDiagnostic(.cannotReplace(destination, errno: errno))
        }
    }

    static func remove(_ path: String) throws(FatalDiagnostic) {
        guard unlink(path) == 0 || errno == ENOENT else { throw FatalDiagnostic(.cannotRemove(path, errno: errno)) }
    }

    /// Creates a folder and its missing parents.
    static func createDirectories(_ path: String) throws(FatalDiagnostic) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FatalDiagnostic(.cannotCreateFolder(path, reason: error.localizedDescription))
        }
    }

    /// The names in a folder (none when it is not there).
    static func names(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

/// The failures of the calls above: what failed and the system's error (`strerror`) for `code`.
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
