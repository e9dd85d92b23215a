import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output folder opened once, with every path below it resolved from that descriptor one component at a
/// time without following a symbolic link (`openat` with `O_NOFOLLOW`, `fstatat` with `AT_SYMLINK_NOFOLLOW`,
/// `mkdirat`, `renameat`, `unlinkat`): whatever a planted link, journal or manifest says, no call made through
/// it reaches outside the folder. A symbolic link on the way to a path is an error naming it. The folder itself
/// may be a link: the user named it.
final class OutputFolder {
    /// What is at a path, without following a symbolic link there.
    enum Kind: Equatable {
        case absent, file, directory, symbolicLink, other
    }

    /// The folder as the user named it, for messages.
    let path: String
    /// The open folder (`O_DIRECTORY`); the lock is taken on it.
    let descriptor: Int32

    /// Opens `path`, which must be a folder (or a link to one).
    init(path: String) throws(FatalDiagnostic) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FatalDiagnostic(.cannotOpenFolder(path, errno: errno)) }
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// `relative` as a path for messages.
    func full(_ relative: String) -> String { path + "/" + relative }

    /// The kind of an entry `name` of the open folder `parent`.
    static func kind(at parent: Int32, _ name: String) -> Kind {
        var status = stat()
        guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return .absent }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// How far resolving a path's folders got.
    private enum Walk {
        /// The last folder, open (close it), and the path's last component.
        case opened(Int32, String)
        /// A folder on the way is not there.
        case missing
        /// A component on the way (a prefix of the path) is not a real folder.
        case blocked(String, Kind)
    }

    /// Opens the folders of `relative` one by one (creating missing ones when `create` is set).
    private func walk(_ relative: String, create: Bool) throws(FatalDiagnostic) -> Walk {
        guard OutputManifest.isSafe(relativePath: relative) else {
            throw FatalDiagnostic(.unsafeOutputPath(full(relative)))
        }
        var components = relative.split(separator: "/").map(String.init)
        let name = components.removeLast()
        var current = dup(descriptor)
        guard current >= 0 else { throw FatalDiagnostic(.cannotOpenFolder(path, errno: errno)) }
        var prefix = ""
        for component in components {
            prefix += (prefix.isEmpty ? "" : "/") + component
            var next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, create {
                if mkdirat(current, component, 0o755) != 0, errno != EEXIST {
                    let code = errno
                    close(current)
                    throw FatalDiagnostic(.cannotCreateFolder(full(prefix), reason: String(cString: strerror(code))))
                }
                next = openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard next >= 0 else {
                let code = errno
                let kind = Self.kind(at: current, component)
                close(current)
                switch kind {
                case .absent where code == ENOENT: return .missing
                case .directory, .absent: throw FatalDiagnostic(.cannotOpenFolder(full(prefix), errno: code))
                case .file, .symbolicLink, .other: return .blocked(prefix, kind)
                }
            }
            close(current)
            current = next
        }
        return .opened(current, name)
    }

    /// Like `walk`, but a component on the way that is not a folder is an error naming it.
    private func parent(of relative: String, create: Bool) throws(FatalDiagnostic) -> (Int32, String)? {
        switch try walk(relative, create: create) {
        case .opened(let parent, let name): return (parent, name)
        case .missing: return nil
        case .blocked(let prefix, let kind):
            throw FatalDiagnostic(.blockedOutputPath(full(prefix), isLink: kind == .symbolicLink))
        }
    }

    /// The first component on the way to `relative` (a proper prefix) that exists but is not a real folder.
    func blockingComponent(of relative: String) throws(FatalDiagnostic) -> (prefix: String, kind: Kind)? {
        switch try walk(relative, create: false) {
        case .opened(let parent, _):
            close(parent)
            return nil
        case .missing: return nil
        case .blocked(let prefix, let kind): return (prefix, kind)
        }
    }

    /// What is at `relative`; a symbolic link or file on the way is an error naming it.
    func kind(_ relative: String) throws(FatalDiagnostic) -> Kind {
        guard let (parent, name) = try parent(of: relative, create: false) else { return .absent }
        defer { close(parent) }
        return Self.kind(at: parent, name)
    }

    /// The bytes of the file at `relative`, never through a symbolic link.
    func read(_ relative: String) throws(FatalDiagnostic) -> Data {
        guard let (parent, name) = try parent(of: relative, create: false) else {
            throw FatalDiagnostic(.cannotReadOutput(full(relative), errno: ENOENT))
        }
        defer { close(parent) }
        let file = openat(parent, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else {
            if errno == ELOOP { throw FatalDiagnostic(.symbolicLinkInOutput(full(relative))) }
            throw FatalDiagnostic(.cannotReadOutput(full(relative), errno: errno))
        }
        defer { close(file) }
        var result = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(file, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FatalDiagnostic(.cannotReadOutput(full(relative), errno: errno))
            }
            if count == 0 { return result }
            result.append(contentsOf: buffer[0..<count])
        }
    }

    /// The bytes of the regular file at `relative`, or `nil` when there is none (or it cannot be read).
    func contents(_ relative: String) -> Data? {
        guard (try? kind(relative)) == .file else { return nil }
        return try? read(relative)
    }

    /// The names in the folder `relative` (none when it is not there), sorted.
    func names(in relative: String) throws(FatalDiagnostic) -> [String] {
        guard let (parent, name) = try parent(of: relative, create: false) else { return [] }
        defer { close(parent) }
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            switch Self.kind(at: parent, name) {
            case .absent: return []
            case .symbolicLink: throw FatalDiagnostic(.symbolicLinkInOutput(full(relative)))
            default: throw FatalDiagnostic(.cannotOpenFolder(full(relative), errno: errno))
            }
        }
        guard let stream = fdopendir(folder) else {
            close(folder)
            throw FatalDiagnostic(.cannotOpenFolder(full(relative), errno: errno))
        }
        defer { closedir(stream) }
        var result: [String] = []
        while let entry = readdir(stream) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if entryName != "." && entryName != ".." { result.append(entryName) }
        }
        return result.sorted()
    }

    /// Creates the folder `relative` and its missing parents, none of them through a symbolic link.
    func createDirectories(_ relative: String) throws(FatalDiagnostic) {
        guard let (parent, name) = try parent(of: relative, create: true) else { return }
        defer { close(parent) }
        if mkdirat(parent, name, 0o755) != 0, errno != EEXIST {
            throw FatalDiagnostic(.cannotCreateFolder(full(relative), reason: String(cString: strerror(errno))))
        }
        let kind = Self.kind(at: parent, name)
        guard kind == .directory else {
            throw FatalDiagnostic(.blockedOutputPath(full(relative), isLink: kind == .symbolicLink))
        }
    }

    /// Writes a new file at `relative` and flushes it to disk: created exclusively (`O_EXCL`), so neither a
    /// file nor a link already there is written through.
    func writeNew(_ data: Data, to relative: String) throws(FatalDiagnostic) {
        guard let (parent, name) = try parent(of: relative, create: true) else {
            throw FatalDiagnostic(.cannotWrite(full(relative), errno: ENOENT))
        }
        defer { close(parent) }
        let file = openat(parent, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw FatalDiagnostic(.cannotWrite(full(relative), errno: errno)) }
        defer { close(file) }
        try AtomicFileWrite.writeAll(data, to: file, path: full(relative))
    }

    /// Replaces `destination` with `source` in one `renameat`, creating the destination's missing folders.
    func rename(_ source: String, over destination: String) throws(FatalDiagnostic) {
        guard let (sourceParent, sourceName) = try parent(of: source, create: false) else {
            throw FatalDiagnostic(.cannotReplace(full(destination), errno: ENOENT))
        }
        defer { close(sourceParent) }
        guard let (parent, name) = try parent(of: destination, create: true) else {
            throw FatalDiagnostic(.cannotReplace(full(destination), errno: ENOENT))
        }
        defer { close(parent) }
        guard renameat(sourceParent, sourceName, parent, name) == 0 else {
            throw FatalDiagnostic(.cannotReplace(full(destination), errno: errno))
        }
    }

    /// Removes the entry `relative` (a link is removed itself, never its target); nothing when it is not there.
    func remove(_ relative: String) throws(FatalDiagnostic) {
        guard let (parent, name) = try parent(of: relative, create: false) else { return }
        defer { close(parent) }
        guard unlinkat(parent, name, 0) == 0 || errno == ENOENT else {
            throw FatalDiagnostic(.cannotRemove(full(relative), errno: errno))
        }
    }

    /// Removes the folder `relative` when it is empty; nothing otherwise.
    func removeFolderIfEmpty(_ relative: String) {
        guard let (parent, name) = try? parent(of: relative, create: false) else { return }
        _ = unlinkat(parent, name, AT_REMOVEDIR)
        close(parent)
    }

    /// Flushes the entries of the folder `relative` (`""`: the output folder) to disk.
    func sync(_ relative: String) {
        guard !relative.isEmpty else {
            _ = fsync(descriptor)
            return
        }
        guard let (parent, name) = try? parent(of: relative, create: false) else { return }
        defer { close(parent) }
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return }
        _ = fsync(folder)
        close(folder)
    }
}

/// `read(2)`, which `OutputFolder.read` hides.
private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(file, buffer, count)
    #else
        Darwin.read(file, buffer, count)
    #endif
}

extension Diagnostic {
    /// A symbolic link at or on the way to a path in the output folder the writer would read or write.
    static func symbolicLinkInOutput(_ path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(path)' is a symbolic link inside the output folder; error-tables never writes or removes through "
                + "one, so nothing was written: replace it with a real folder or file, or remove it", at: nil)
    }

    /// A component on the way to a path below the output folder that is not a real folder: a symbolic link
    /// (`symbolicLinkInOutput`) or a file, where a folder must be.
    static func blockedOutputPath(_ path: String, isLink: Bool) -> Diagnostic {
        isLink ? .symbolicLinkInOutput(path) : .cannotCreateFolder(path, reason: String(cString: strerror(ENOTDIR)))
    }

    /// A path below the output folder that is not a plain relative path.
    static func unsafeOutputPath(_ path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(path)' is not a plain relative path inside the output folder; nothing was written", at: nil)
    }
}
