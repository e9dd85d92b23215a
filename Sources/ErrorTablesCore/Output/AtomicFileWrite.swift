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

    /// The steps: the destination checked, a temporary file created beside it and written, then moved (or linked)
    /// into place; the temporary file never outlives a failure.
    private static func write(_ data: Data, to path: String, replacing: Bool) throws(FatalDiagnostic) -> Bool {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folderPath = folder.isEmpty ? "/" : folder
        guard try destinationMayBeWritten(path, replacing: replacing) else { return false }
        let directory = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw FatalDiagnostic(.cannotOpenFolder(folderPath, errno: errno)) }
        defer { close(directory) }
        let temporary = try createTemporary(for: name, in: directory, folder: folder)
        do throws(FatalDiagnostic) {
            defer { close(temporary.file) }
            try writeAll(data, to: temporary.file, path: folder + "/" + temporary.name)
        } catch {
            _ = unlinkat(directory, temporary.name, 0)
            throw error
        }
        guard try move(temporary.name, to: name, in: directory, path: path, replacing: replacing) else { return false }
        _ = fsync(directory)
        return true
    }

    /// Whether the destination may be written: `true` when nothing is there, or a regular file being replaced;
    /// `false` when something is there and the file is only to be created. A link, a folder or another special
    /// file is refused when replacing (a folder or special file also when creating).
    static func destinationMayBeWritten(_ path: String, replacing: Bool) throws(FatalDiagnostic) -> Bool {
        switch kind(path) {
        case .absent: return true
        case .file: return replacing
        case .symbolicLink:
            if !replacing { return false }
            throw FatalDiagnostic(.refusedSymbolicLink(path, target: linkTarget(path)))
        case .directory: throw FatalDiagnostic(.refusedSpecialFile(path, what: "a folder"))
        case .other(let what): throw FatalDiagnostic(.refusedSpecialFile(path, what: what))
        }
    }

    /// A new temporary file for `name` in the open `directory` (`folder` names it in errors), created exclusively
    /// and without following a link under an unpredictable name, `.<name>.error-tables-<random>.tmp` (16 tries
    /// when the name is taken): its name and open descriptor, which the caller closes.
    static func createTemporary(
        for name: String, in directory: Int32, folder: String
    ) throws(FatalDiagnostic) -> (name: String, file: Int32) {
        var temporary = ""
        var file: Int32 = -1
        for _ in 0..<16 {
            temporary = ".\(name).error-tables-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            file = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if file >= 0 || errno != EEXIST { break }
        }
        guard file >= 0 else { throw FatalDiagnostic(.cannotWrite(folder + "/" + temporary, errno: errno)) }
        return (temporary, file)
    }

    /// Moves the written `temporary` file to `name` in the open `directory` in one step (`path` names the
    /// destination in errors): renamed over it when replacing, else linked, which never replaces, and
    /// `false` when something took the name meanwhile. The temporary name is gone afterwards either way.
    static func move(
        _ temporary: String, to name: String, in directory: Int32, path: String, replacing: Bool
    ) throws(FatalDiagnostic) -> Bool {
        if replacing {
            guard renameat(directory, temporary, directory, name) == 0 else {
                let code = errno
                _ = unlinkat(directory, temporary, 0)
                throw FatalDiagnostic(.cannotReplace(path, errno: code))
            }
            return true
        }
        // `linkat` never replaces: it fails when the name exists, even as a dangling link.
        let result = linkat(directory, temporary, directory, name, 0)
        let code = errno
        _ = unlinkat(directory, temporary, 0)
        guard result == 0 else {
            if code == EEXIST { return false }
            throw FatalDiagnostic(.cannotWrite(path, errno: code))
        }
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
