import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock(2)` on the output folder itself, held while `generate` writes it, so two runs into one
/// folder take turns (`check`, which only reads, takes none). The lock needs no lock file, and ends with the process however it ends
/// (a killed run leaves no stale lock). A run waits for it at most `timeout` seconds, then fails with nothing changed.
struct OutputFolderLock {
    private let descriptor: Int32

    /// Locks the open `folder`, waiting while another run holds it.
    init(folder opened: OutputFolder, timeout: Double = 120) throws(FatalDiagnostic) {
        let folder = opened.path
        let descriptor = dup(opened.descriptor)
        guard descriptor >= 0 else { throw FatalDiagnostic(.cannotOpenFolder(folder, errno: errno)) }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(descriptor)
                throw FatalDiagnostic(.cannotLockFolder(folder, errno: code))
            }
            guard Date() < deadline else {
                close(descriptor)
                throw FatalDiagnostic(.folderLocked(folder, seconds: Int(timeout)))
            }
            usleep(20_000)
        }
        self.descriptor = descriptor
    }

    /// Releases the lock.
    func release() {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

extension Diagnostic {
    /// An output folder that could not be opened for locking.
    static func cannotOpenFolder(_ folder: String, errno code: Int32) -> Diagnostic {
        Diagnostic(.error, "cannot open the folder '\(folder)': \(String(cString: strerror(code)))", at: nil)
    }

    /// An output folder that could not be locked.
    static func cannotLockFolder(_ folder: String, errno code: Int32) -> Diagnostic {
        Diagnostic(.error, "cannot lock the folder '\(folder)': \(String(cString: strerror(code)))", at: nil)
    }

    /// An output folder another run held for longer than the wait.
    static func folderLocked(_ folder: String, seconds: Int) -> Diagnostic {
        Diagnostic(
            .error,
            "another error-tables run has been writing into '\(folder)' for over \(seconds) s; nothing was changed: "
                + "wait for it to finish, or stop it, and run again", at: nil)
    }
}
