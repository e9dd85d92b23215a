import Foundation

/// The intent of one `generate` run, written to `.error-tables/journal` before the first file in the output
/// folder changes: every replacement (a staged file in `.error-tables/staging/` and the path it goes to) and
/// every removal, each with the SHA-256 the destination must have. Its appearance (one `rename`) is the commit
/// point: a run killed before it leaves the old files, and `recover` deletes the staged ones; a run killed after
/// it is completed by `recover`, which repeats each step that is not yet done.
struct OutputJournal: Equatable {
    /// One step.
    enum Step: Equatable {
        /// `staged` replaces `path`, whose bytes were `oldHash` (`nil`: no file there) and become `newHash`.
        case put(staged: String, path: String, oldHash: String?, newHash: String)
        /// `path`, with bytes `hash`, is removed.
        case remove(path: String, hash: String)
    }

    var steps: [Step]

    static let path = OutputManifest.folderName + "/journal"
    static let stagingFolder = OutputManifest.folderName + "/staging"

    var text: String {
        var lines = ["version 1"]
        for step in steps {
            switch step {
            case .put(let staged, let path, let oldHash, let newHash):
                lines.append("put \(staged) \(oldHash ?? "-") \(newHash) \(path)")
            case .remove(let path, let hash): lines.append("remove \(hash) \(path)")
            }
        }
        lines.append("end")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A journal's steps, or `nil` when the text is not a complete journal.
    static func parse(_ text: String) -> OutputJournal? {
        var lines = text.split(separator: "\n").map(String.init)
        guard lines.first == "version 1", lines.last == "end" else { return nil }
        lines = Array(lines.dropFirst().dropLast())
        var steps: [Step] = []
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: line.hasPrefix("put ") ? 4 : 2).map(String.init)
            switch fields.first {
            case "put"
            where fields.count == 5 && OutputManifest.isSafe(relativePath: fields[4])
                && !fields[1].contains("/"):
                steps.append(
                    .put(
                        staged: fields[1], path: fields[4], oldHash: fields[2] == "-" ? nil : fields[2],
                        newHash: fields[3]))
            case "remove" where fields.count == 3 && OutputManifest.isSafe(relativePath: fields[2]):
                steps.append(.remove(path: fields[2], hash: fields[1]))
            default: return nil
            }
        }
        return OutputJournal(steps: steps)
    }

    /// Completes the journal's steps in `folder`. A step whose destination no longer holds the bytes the journal
    /// expects (changed by someone since) is skipped, so no file the journal does not know is replaced or removed.
    /// `checkpoint` is called after each step done.
    func apply(in folder: String, checkpoint: () -> Void) throws(FatalDiagnostic) {
        var touched: Set<String> = []
        for step in steps {
            switch step {
            case .put(let staged, let path, let oldHash, let newHash):
                let source = folder + "/" + Self.stagingFolder + "/" + staged
                guard OutputFileSystem.kind(source) == .file else { continue }  // done before
                let destination = folder + "/" + path
                let current: String?
                switch OutputFileSystem.kind(destination) {
                case .absent: current = nil
                case .file: current = SHA256.hex(try OutputFileSystem.read(destination))
                case .directory, .other: current = "-"
                }
                guard current == oldHash || current == newHash else {
                    try OutputFileSystem.remove(source)
                    continue
                }
                let parent = (destination as NSString).deletingLastPathComponent
                if OutputFileSystem.kind(parent) == .absent { try OutputFileSystem.createDirectories(parent) }
                try OutputFileSystem.rename(source, over: destination)
                touched.insert(parent)
            case .remove(let path, let hash):
                let destination = folder + "/" + path
                guard OutputFileSystem.kind(destination) == .file,
                    SHA256.hex(try OutputFileSystem.read(destination)) == hash
                else { continue }
                try OutputFileSystem.remove(destination)
                touched.insert((destination as NSString).deletingLastPathComponent)
            }
            checkpoint()
        }
        for directory in touched.sorted() { OutputFileSystem.syncDirectory(directory) }
    }

    /// Finishes or discards what an interrupted run left in `folder`: completes a committed journal, then
    /// deletes the journal, the staged files and the staging folder (and `.error-tables` when that leaves it
    /// empty). Call with the folder locked.
    static func recover(in folder: String, checkpoint: () -> Void = {}) throws(FatalDiagnostic) {
        let hidden = folder + "/" + OutputManifest.folderName
        guard OutputFileSystem.kind(hidden) == .directory else { return }
        let journalPath = folder + "/" + path
        if OutputFileSystem.kind(journalPath) == .file {
            let text = String(decoding: try OutputFileSystem.read(journalPath), as: UTF8.self)
            if let journal = parse(text) {
                do {
                    try journal.apply(in: folder, checkpoint: checkpoint)
                } catch {
                    throw FatalDiagnostic(.recoveryFailed(error.diagnostic, journal: journalPath, folder: folder))
                }
            }
            try OutputFileSystem.remove(journalPath)
            OutputFileSystem.syncDirectory(hidden)
            checkpoint()
        }
        try OutputFileSystem.remove(journalPath + ".tmp")
        let staging = folder + "/" + stagingFolder
        if OutputFileSystem.kind(staging) == .directory {
            for name in OutputFileSystem.names(in: staging) { try OutputFileSystem.remove(staging + "/" + name) }
            _ = rmdir(staging)
        }
        if OutputFileSystem.names(in: hidden).isEmpty { _ = rmdir(hidden) }
    }
}

extension Diagnostic {
    /// Applying a committed journal failed with `failure`; the next run completes it.
    static func applyFailed(_ failure: Diagnostic, folder: String) -> Diagnostic {
        Diagnostic(
            .error, failure.message + "; the next generate or check on '\(folder)' completes this run", at: nil)
    }

    /// Completing the journal an interrupted run left failed with `failure`.
    static func recoveryFailed(_ failure: Diagnostic, journal: String, folder: String) -> Diagnostic {
        Diagnostic(
            .error,
            "an interrupted error-tables run left '\(journal)', and completing it failed: \(failure.message); fix that "
                + "and run again (or delete '\(journal)' and '\(folder)/\(OutputJournal.stagingFolder)' to leave the "
                + "files as they are)", at: nil)
    }
}
