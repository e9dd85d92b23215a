import Foundation

/// The one way an input file is read: what every reader of a path given as input (a config, a document, a lock
/// file, a translation file, a symbol graph) does before and while it reads. A path that names no regular file is
/// refused with one error at `path:1:1` that says what it names: a symbolic link to nothing or in a loop, a folder,
/// a FIFO, a device or a socket (which would block or never end), or a file the system does not let the tool read.
enum InputFile {
    /// The bytes of the regular file at `path` (symbolic links followed), at most `limit` of them.
    ///
    /// - Throws: `FatalDiagnostic` at `path:1:1` when `path` names no readable regular file, and `tooLarge`'s
    ///   diagnostic (given the size) when the file has more than `limit` bytes.
    static func read(_ path: String, limit: Int, tooLarge: (Int) -> FatalDiagnostic) throws(FatalDiagnostic)
        -> [UInt8]
    {
        try check(path)
        // Not blocking: a FIFO put in place of the file after the check must not hang the open.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw FatalDiagnostic(.cannotReadInput(path, errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FatalDiagnostic(.cannotReadInput(path, errno: errno)) }
        if let kind = kind(of: status.st_mode) { throw kindError(path, kind: kind) }
        if Int(status.st_size) > limit { throw tooLarge(Int(status.st_size)) }
        return try readAll(descriptor, path: path, limit: limit, tooLarge: tooLarge)
    }

    /// The bytes left in an open file, read in blocks; more than `limit` throws `tooLarge`'s diagnostic.
    private static func readAll(
        _ descriptor: Int32, path: String, limit: Int, tooLarge: (Int) -> FatalDiagnostic
    ) throws(FatalDiagnostic) -> [UInt8] {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw FatalDiagnostic(.cannotReadInput(path, errno: errno))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: block[0..<count])
            if bytes.count > limit { throw tooLarge(bytes.count) }
        }
    }

    /// Throws when `path` names something other than a regular file (symbolic links followed): a link that
    /// leads nowhere or loops, a folder, a FIFO, a device or a socket. A path where nothing exists passes, for
    /// the reader to report.
    static func check(_ path: String) throws(FatalDiagnostic) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            var link = stat()
            if code == ENOENT, lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                throw FatalDiagnostic(.inputIsDanglingLink(path, target: linkTarget(path)))
            }
            if code == ELOOP { throw FatalDiagnostic(.inputIsLinkLoop(path)) }
            if code == ENOENT { return }
            throw FatalDiagnostic(.cannotReadInput(path, errno: code))
        }
        if let kind = kind(of: status.st_mode) { throw kindError(path, kind: kind) }
    }

    /// Whether anything is at `path`, a symbolic link that leads nowhere included (which `FileManager`'s
    /// `fileExists` takes for nothing, so that a broken config link would be read as no config).
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// What a file of mode `mode` is when it is not a regular file (`nil` for a regular file); `"a folder"` for a
    /// folder.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    private static func kindError(_ path: String, kind: String) -> FatalDiagnostic {
        if kind == "a folder" { return FatalDiagnostic(.inputIsFolder(path)) }
        return FatalDiagnostic(.inputNotARegularFile(path, kind: kind))
    }

    /// The text of the symbolic link at `path` (what it points to), as stored.
    private static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return "" }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Diagnostic {
    /// An input path that names a FIFO, a device or a socket (`kind`: which).
    static func inputNotARegularFile(_ path: String, kind: String) -> Diagnostic {
        Diagnostic(
            .error, "cannot read this path: it is \(kind), not a regular file; give the path of a file",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// An input path that names a folder.
    static func inputIsFolder(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, "cannot read this path: it is a folder, not a file; give the path of a file",
            at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// An input path that is a symbolic link to nothing (`target`: the link's text).
    static func inputIsDanglingLink(_ path: String, target: String) -> Diagnostic {
        Diagnostic(
            .error,
            "cannot read this path: it is a symbolic link to \(quote(target)), which does not exist; fix the link "
                + "or remove it", at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// An input path whose symbolic links form a loop.
    static func inputIsLinkLoop(_ path: String) -> Diagnostic {
        Diagnostic(
            .error,
            "cannot read this path: its symbolic links form a loop and never reach a file; fix the links or remove "
                + "them", at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// An input file the system does not let the tool open or read (`errno`: why; permission denied, an I/O
    /// error).
    static func cannotReadInput(_ path: String, errno code: Int32) -> Diagnostic {
        let reason =
            code == ENOENT
            ? "no such file"
            : (code == EACCES || code == EPERM)
                ? "permission denied; make it readable" : String(cString: strerror(code)).lowercased()
        return Diagnostic(
            .error, "cannot read this path: " + reason, at: SourceLocation(path: path, line: 1, column: 1))
    }
}
