import Foundation

/// Compares the files the generator produces in memory with a checked-in folder of generated files,
/// without writing anything: each file that differs, is missing, or is generated but no longer produced. It
/// takes no lock and never completes or removes the journal an interrupted `generate` left: it compares the files
/// as they are and reports the journal (`unfinishedJournal()`). Files are read without following a link (a link at
/// a generated path is stale, its target never read), so a planted link never shows a file from elsewhere.
///
/// Hand-written files in the folder are ignored: a file is extra only when `generate` owns it and would remove
/// it (`OutputWriter.noLongerGenerated`: a manifest of one of the spec's domains lists it).
public struct GeneratedFolderComparison {
    let folder: String
    let maxDiffLines: Int

    /// A comparison against `folder`, with diffs cut after `maxDiffLines` lines.
    public init(folder: String, maxDiffLines: Int = 20) {
        self.folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        self.maxDiffLines = maxDiffLines
    }

    /// Every difference, sorted by path; empty when the folder is in sync. Throws when the folder does not exist.
    public func differences(from domains: [OutputWriter.Domain]) throws(FatalDiagnostic) -> [GeneratedFileDifference] {
        let files = domains.flatMap(\.files)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FatalDiagnostic(.noGeneratedFolder(folder))
        }
        // Read from the opened folder without following links: a planted link never shows a file from elsewhere.
        let opened = try OutputFolder(path: folder)
        var result: [GeneratedFileDifference] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let path = folder + "/" + file.path
            let kind = (try? opened.kind(file.path)) ?? .symbolicLink  // a link on the way
            if kind == .absent {
                let diff = UnifiedDiff(
                    old: "", new: file.contents, oldName: "/dev/null", newName: "\(path) (from the spec)",
                    maxLines: maxDiffLines)
                result.append(GeneratedFileDifference(path: path, status: .missing, diff: diff, line: nil))
                continue
            }
            guard kind == .file, let data = opened.contents(file.path) else {
                // Not a regular file (a link, or a link on the way): stale, and never read.
                let diff = UnifiedDiff(
                    old: "", new: file.contents, oldName: "\(path) (checked in: not a regular file, not read)",
                    newName: "\(path) (from the spec)", maxLines: maxDiffLines)
                result.append(GeneratedFileDifference(path: path, status: .stale, diff: diff, line: 1))
                continue
            }
            guard data != Data(file.contents.utf8) else { continue }
            let diff = UnifiedDiff(
                old: String(decoding: data, as: UTF8.self), new: file.contents, oldName: "\(path) (checked in)",
                newName: "\(path) (from the spec)", maxLines: maxDiffLines)
            result.append(
                GeneratedFileDifference(path: path, status: .stale, diff: diff, line: diff.firstChangedOldLine ?? 1))
        }
        for relative in try OutputWriter.noLongerGenerated(in: folder, domains: domains) {
            let path = folder + "/" + relative
            let contents = opened.contents(relative).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let diff = UnifiedDiff(
                old: contents, new: "", oldName: "\(path) (checked in)", newName: "/dev/null", maxLines: maxDiffLines)
            result.append(GeneratedFileDifference(path: path, status: .extra, diff: diff, line: 1))
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The journal an interrupted `generate` left in the folder, or `nil`.
    public func unfinishedJournal() -> String? {
        OutputWriter.unfinishedJournal(in: folder)
    }
}

extension Diagnostic {
    /// `check --generated` on a folder where an interrupted `generate` left its journal; `command` completes it.
    public static func unfinishedGenerate(journal: String, command: String) -> Diagnostic {
        Diagnostic(
            .error,
            "an interrupted generate left '\(journal)', so the folder may hold part of its files; check compared the "
                + "files as they are and changed nothing: run '\(command)' to complete it", at: nil)
    }

    /// A generated folder to compare with that is not there.
    static func noGeneratedFolder(_ folder: String) -> Diagnostic {
        Diagnostic(
            .error,
            "the generated folder '\(folder)' does not exist; create it with 'error-tables generate --output \(folder)'",
            at: nil)
    }
}
