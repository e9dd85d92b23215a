import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the verbs other than `generate` write a file (`export --output`, `import`, `translations.lock`,
/// `translations --new`, `init`): the bytes go to a temporary file beside the destination, created exclusively
/// and without following a link (`O_CREAT | O_EXCL | O_NOFOLLOW`) under an unpredictable name
/// (`.<name>.error-tables-<random>.tmp`), flushed to disk, then moved to the destination in one step, so the
/// destination is at every moment the old file or the whole new one; the temporary file is removed when anything
/// fails.
///
/// Only a regular file is replaced: a folder, a device, a named pipe or a socket at the destination is refused,
/// and so is a symbolic link, naming its target (replacing the link would leave the file it points to unchanged,
/// and writing through it would change a file elsewhere): write to the target instead.
public enum AtomicFileWrite {
    /// Replaces (or creates) the file at `path` with `data`.
    public static func replace(_ data: Data, at path: String) throws(FatalDiagnostic) {
        _ = try write(data, to: path, replacing: true)
    }

    /// Creates the file at `path` with `data`; `false`, with nothing written, when something is there already.
    public static func create(_ data: Data, at path: String) throws(FatalDiagnostic) -> Bool {
        try write(data, to: path, replacing: false)
    }

    private static func write(_ data: Data, to path: String, replacing: Bool) throws(FatalDiagnostic) -> Bool {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folderPath = folder.isEmpty ? "/" : folder
        switch kind(path) {
        case .absent: break
        case .file: if !replacing { return false }
        case .symbolicLink:
            if !replacing { return false }
            throw FatalDiagnostic(.refusedSymbolicLink(path, target: linkTarget(path)))
        case .directory: throw FatalDiagnostic(.refusedSpecialFile(path, what: "a folder"))
        case .other(let what): throw FatalDiagnostic(.refusedSpecialFile(path, what: what))
        }
        let directory = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw FatalDiagnostic(.cannotOpenFolder(folderPath, errno: errno)) }
        defer { close(directory) }
        var temporary = ""
        var file: Int32 = -1
        for _ in 0..<16 {
            temporary = ".\(name).error-tables-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            file = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if file >= 0 || errno != EEXIST { break }
        }
        guard file >= 0 else { throw FatalDiagnostic(.cannotWrite(folder + "/" + temporary, errno: errno)) }
        do throws(FatalDiagnostic) {
            defer { close(file) }
            try writeAll(data, to: file, path: folder + "/" + temporary)
        } catch {
            _ = unlinkat(directory, temporary, 0)
            throw error
        }
        if replacing {
            guard renameat(directory, temporary, directory, name) == 0 else {
                let code = errno
                _ = unlinkat(directory, temporary, 0)
                throw FatalDiagnostic(.cannotReplace(path, errno: code))
            }
        } else {
            // `linkat` never replaces: it fails when the name exists, even as a dangling link.
            let result = linkat(directory, temporary, directory, name, 0)
            let code = errno
            _ = unlinkat(directory, temporary, 0)
            guard result == 0 else {
                if code == EEXIST { return false }
                throw FatalDiagnostic(.cannotWrite(path, errno: code))
            }
        }
        _ = fsync(directory)
        return true
    }

    /// Writes all of `data` to the open `file` and flushes it to disk; `path` names it in errors.
    static func writeAll(_ data: Data, to file: Int32, path: String) throws(FatalDiagnostic) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer in
                Foundation.write(file, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw FatalDiagnostic(.cannotWrite(path, errno: errno))
            }
            offset += written
        }
        guard fsync(file) == 0 else { throw FatalDiagnostic(.cannotWrite(path, errno: errno)) }
    }

    /// What is at a destination, without following a link there.
    enum Kind: Equatable {
        case absent, file, directory, symbolicLink
        /// A device, a named pipe or a socket, in words.
        case other(String)
    }

    static func kind(_ path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .absent }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .other("a named pipe (FIFO)")
        case S_IFSOCK: return .other("a socket")
        case S_IFCHR, S_IFBLK: return .other("a device")
        default: return .other("not a regular file")
        }
    }

    /// The text of the link at `path` (`?` when it cannot be read).
    static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Diagnostic {
    /// A destination that is a symbolic link: replacing it would leave its target unchanged.
    static func refusedSymbolicLink(_ path: String, target: String) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(path)' is a symbolic link to '\(target)'; error-tables does not write through or replace a link, so "
                + "nothing was written: name the file it points to instead, or replace the link with a copy", at: nil)
    }

    /// A destination that is not a regular file (`what`: a folder, a device, a named pipe, a socket).
    static func refusedSpecialFile(_ path: String, what: String) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(path)' is \(what), not a regular file; error-tables replaces only regular files, so nothing was "
                + "written: choose another path", at: nil)
    }
}
