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
            throw failure("cannot read '\(path)'", errno)
        }
        return data
    }

    /// Writes a new file and flushes it to disk.
    static func writeSynced(_ data: Data, to path: String) throws(FatalDiagnostic) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot write '\(path)'", errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure("cannot write '\(path)'", errno)
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw failure("cannot write '\(path)'", errno) }
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
            throw failure("cannot replace '\(destination)'", errno)
        }
    }

    static func remove(_ path: String) throws(FatalDiagnostic) {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure("cannot remove '\(path)'", errno) }
    }

    /// Creates a folder and its missing parents.
    static func createDirectories(_ path: String) throws(FatalDiagnostic) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FatalDiagnostic("cannot create the folder '\(path)': \(error.localizedDescription)", at: nil)
        }
    }

    /// The names in a folder (none when it is not there).
    static func names(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    static func failure(_ what: String, _ code: Int32) -> FatalDiagnostic {
        FatalDiagnostic("\(what): \(String(cString: strerror(code)))", at: nil)
    }
}
