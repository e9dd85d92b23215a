import Foundation

/// What every reader checks before it opens a file given as input: that it is a regular file. A FIFO, a
/// device or a socket would block or never end (Foundation reports them as a permission problem), so each is
/// refused with what it is.
enum InputFile {
    /// Throws when `path` names something other than a regular file or a folder (symbolic links followed);
    /// a path that does not exist passes, for the reader to report.
    static func checkNotSpecial(_ path: String) throws(FatalDiagnostic) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return
        case S_IFIFO: kind = "a FIFO (named pipe)"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a regular file"
        }
        throw FatalDiagnostic(.inputNotARegularFile(path, kind: kind))
    }
}

extension Diagnostic {
    /// An input path that names a FIFO, a device or a socket (`kind`: which).
    static func inputNotARegularFile(_ path: String, kind: String) -> Diagnostic {
        Diagnostic(.error, "cannot read '\(path)': it is \(kind), not a regular file; give the path of a file", at: nil)
    }
}
