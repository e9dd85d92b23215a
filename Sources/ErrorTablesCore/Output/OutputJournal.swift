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

        /// The file the step replaces or removes.
        var path: String {
            switch self {
            case .put(_, let path, _, _), .remove(let path, _): path
            }
        }
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

    /// Reads a journal, trusting it only when it is what the writer writes: the version line, then steps whose
    /// staged names are the five-digit names the writer gives, whose paths are files generate writes or
    /// manifests, with SHA-256s where hashes go, then `end`. Anything else is an error naming the line
    /// (`location` is the journal's path), and nothing is done with it.
    static func parse(_ text: String, location: String) throws(FatalDiagnostic) -> OutputJournal {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func untrusted(_ index: Int, _ why: String) -> FatalDiagnostic {
            FatalDiagnostic(.untrustedJournal(why, at: SourceLocation(path: location, line: index + 1, column: 1)))
        }
        guard lines.first == "version 1" else { throw untrusted(0, "no 'version 1' line") }
        guard lines.count >= 3, lines[lines.count - 2] == "end", lines[lines.count - 1].isEmpty else {
            throw untrusted(max(lines.count - 2, 0), "it does not end with an 'end' line")
        }
        var steps: [Step] = []
        for (index, line) in lines.enumerated().dropFirst().dropLast(2) {
            let fields = line.split(separator: " ", maxSplits: line.hasPrefix("put ") ? 4 : 2).map(String.init)
            switch fields.first {
            case "put" where fields.count == 5:
                guard isStagedName(fields[1]) else {
                    throw untrusted(index, "'\(fields[1])' is not a staged file's name")
                }
                guard fields[2] == "-" || OutputManifest.isHash(fields[2]), OutputManifest.isHash(fields[3]) else {
                    throw untrusted(index, "expected SHA-256 hashes")
                }
                guard isWritablePath(fields[4]) else {
                    throw untrusted(index, "'\(fields[4])' is not a path generate writes")
                }
                steps.append(
                    .put(
                        staged: fields[1], path: fields[4], oldHash: fields[2] == "-" ? nil : fields[2],
                        newHash: fields[3]))
            case "remove" where fields.count == 3:
                guard OutputManifest.isHash(fields[1]) else { throw untrusted(index, "expected a SHA-256 hash") }
                guard isWritablePath(fields[2]) else {
                    throw untrusted(index, "'\(fields[2])' is not a path generate writes")
                }
                steps.append(.remove(path: fields[2], hash: fields[1]))
            default: throw untrusted(index, "expected 'put' or 'remove' with their fields")
            }
        }
        return OutputJournal(steps: steps)
    }

    /// The name of the `index`th staged file: five digits from `00000`.
    static func stagedName(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    /// Refuses, before anything is staged, a journal that would not read back as written (`parse`): committed, it
    /// would stop every later run (a path of a shape the reader refuses, or more staged files than five-digit
    /// names). `location` is where it would be written.
    func checkReadable(at location: String) throws(FatalDiagnostic) {
        guard (try? Self.parse(text, location: location)) != self else { return }
        throw FatalDiagnostic(.unreadableNewJournal(location, steps: steps.count))
    }

    /// A name the writer gives a staged file: five digits.
    static func isStagedName(_ name: String) -> Bool {
        name.utf8.count == 5 && name.utf8.allSatisfy { (48...57).contains($0) }
    }

    /// A path a journal may replace or remove: a generated file or a manifest.
    static func isWritablePath(_ path: String) -> Bool {
        OutputManifest.isGeneratedFilePath(path) || OutputManifest.isManifestPath(path)
    }

    /// Refuses, before anything changes, a journal step on a file that no domain with a manifest (in the folder,
    /// or written by the journal) generates by name (`OutputNames.isFile(_:ofDomain:)`): the writer only ever
    /// journals its own files, so a planted journal cannot name a hand-written one. `location` is its path.
    func checkOwners(in folder: OutputFolder, location: String) throws(FatalDiagnostic) {
        var domains = Set(
            try folder.names(in: OutputManifest.folderName).filter { $0.hasSuffix(".manifest") }.map {
                String($0.dropLast(".manifest".count))
            })
        for step in steps where OutputManifest.isManifestPath(step.path) {
            domains.insert(String(step.path.dropFirst(OutputManifest.folderName.count + 1).dropLast(9)))
        }
        for (index, step) in steps.enumerated() where !OutputManifest.isManifestPath(step.path) {
            guard !domains.contains(where: { OutputNames.isFile(step.path, ofDomain: $0) }) else { continue }
            let why = "'\(step.path)' is not a file of a domain with a manifest"
            throw FatalDiagnostic(
                .untrustedJournal(why, at: SourceLocation(path: location, line: index + 2, column: 1)))
        }
    }

    /// Refuses, before anything changes, a journal that would write or remove through a symbolic link or over
    /// something that is not a file: each destination's folders must be real folders (or absent), and the
    /// destination a file or absent.
    func checkDestinations(in folder: OutputFolder) throws(FatalDiagnostic) {
        for step in steps {
            let path: String
            switch step {
            case .put(_, let destination, _, _): path = destination
            case .remove(let destination, _): path = destination
            }
            if let (prefix, kind) = try folder.blockingComponent(of: path), kind == .symbolicLink {
                throw FatalDiagnostic(.symbolicLinkInOutput(folder.full(prefix)))
            }
            if try folder.kind(path) == .symbolicLink {
                throw FatalDiagnostic(.symbolicLinkInOutput(folder.full(path)))
            }
        }
    }

    /// Completes the journal's steps in `folder`. A step whose destination no longer holds the bytes the journal
    /// expects (changed by someone since) is skipped, so no file the journal does not know is replaced or removed.
    /// `checkpoint` is called after each step done.
    func apply(in folder: OutputFolder, checkpoint: () -> Void) throws(FatalDiagnostic) {
        try checkDestinations(in: folder)
        var touched: Set<String> = []
        for step in steps {
            switch step {
            case .put(let staged, let path, let oldHash, let newHash):
                let source = Self.stagingFolder + "/" + staged
                guard try folder.kind(source) == .file else { continue }  // done before
                let current: String?
                switch try folder.kind(path) {
                case .absent: current = nil
                case .file: current = SHA256.hex(try folder.read(path))
                case .directory, .symbolicLink, .other: current = "-"
                }
                guard current == oldHash || current == newHash else {
                    try folder.remove(source)
                    continue
                }
                try folder.rename(source, over: path)
                touched.insert((path as NSString).deletingLastPathComponent)
            case .remove(let path, let hash):
                guard try folder.kind(path) == .file, SHA256.hex(try folder.read(path)) == hash else { continue }
                try folder.remove(path)
                touched.insert((path as NSString).deletingLastPathComponent)
            }
            checkpoint()
        }
        for directory in touched.sorted() { folder.sync(directory) }
    }

    /// Whether an interrupted run left a journal in `folder`, looked at without changing anything: its path.
    static func unfinished(in folder: OutputFolder) -> String? {
        (try? folder.kind(path)).map { $0 == .absent ? nil : folder.full(path) } ?? nil
    }

    /// Finishes or discards what an interrupted run left in `folder`: completes a committed journal, then
    /// deletes the journal, the staged files and the staging folder (and `.error-tables` when that leaves it
    /// empty). A journal that is not what the writer writes, or that leads through a link, is an error and
    /// nothing changes. Call with the folder locked; `check` never calls it.
    static func recover(in folder: OutputFolder, checkpoint: () -> Void = {}) throws(FatalDiagnostic) {
        switch try folder.kind(OutputManifest.folderName) {
        case .absent: return
        case .directory: break
        case let kind:
            throw FatalDiagnostic(
                .blockedOutputPath(folder.full(OutputManifest.folderName), isLink: kind == .symbolicLink))
        }
        switch try folder.kind(path) {
        case .absent: break
        case .file:
            let text = String(decoding: try folder.read(path), as: UTF8.self)
            let journal = try parse(text, location: folder.full(path))
            try journal.checkOwners(in: folder, location: folder.full(path))
            do {
                try journal.apply(in: folder, checkpoint: checkpoint)
            } catch {
                throw FatalDiagnostic(
                    .recoveryFailed(error.diagnostic, journal: folder.full(path), folder: folder.path))
            }
            try folder.remove(path)
            folder.sync(OutputManifest.folderName)
            checkpoint()
        case .symbolicLink: throw FatalDiagnostic(.symbolicLinkInOutput(folder.full(path)))
        case .directory, .other: throw FatalDiagnostic(.manifestNotRegularFile(folder.full(path)))
        }
        try folder.remove(path + ".tmp")
        if try folder.kind(stagingFolder) == .directory {
            for name in try folder.names(in: stagingFolder) { try folder.remove(stagingFolder + "/" + name) }
            folder.removeFolderIfEmpty(stagingFolder)
        } else if try folder.kind(stagingFolder) == .symbolicLink {
            throw FatalDiagnostic(.symbolicLinkInOutput(folder.full(stagingFolder)))
        }
        if try folder.names(in: OutputManifest.folderName).isEmpty {
            folder.removeFolderIfEmpty(OutputManifest.folderName)
        }
    }
}

extension OutputJournal {
    /// The journal of a plan: its puts, staged under `stagedName(_:)` of their index, then its removals.
    init(plan: OutputPlan) {
        steps = plan.puts.enumerated().map { index, put in
            .put(staged: Self.stagedName(index), path: put.path, oldHash: put.oldHash, newHash: put.newHash)
        }
        steps += plan.removals.map { .remove(path: $0.path, hash: $0.hash) }
    }
}

extension Diagnostic {
    /// Applying a committed journal failed with `failure`: what the next run does, and how to give up instead.
    static func applyFailed(_ failure: Diagnostic, journal: String, folder: String) -> Diagnostic {
        Diagnostic(
            .error,
            failure.message + "; this run stopped after its commit point, leaving '\(journal)': fix that, and the "
                + "next generate on '\(folder)' completes the run (or delete '\(journal)' and "
                + "'\(folder)/\(OutputJournal.stagingFolder)' to leave the files as they are)", at: nil)
    }

    /// The journal a run was about to commit (of `steps` steps) would not read back; nothing was written.
    static func unreadableNewJournal(_ location: String, steps: Int) -> Diagnostic {
        Diagnostic(
            .error,
            "error-tables would commit a journal of \(steps) steps at '\(location)' that it could not read back (over "
                + "100000 files, or a path it does not write), so nothing was written", at: nil)
    }

    /// A journal that is not what the writer writes (`why`), at its line: nothing is done with it.
    static func untrustedJournal(_ why: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "this journal was not written by error-tables (\(why)), so nothing was written or removed: delete it, "
                + "and the staging folder beside it, and run again", at: location)
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
