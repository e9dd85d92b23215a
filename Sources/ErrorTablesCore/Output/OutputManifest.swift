import Foundation

/// What `generate` wrote for one domain into an output folder: the path and SHA-256 of every file, kept in
/// `.error-tables/<Domain>.manifest` there. The writer replaces or removes a file only when the manifest of
/// the domain being generated lists it and the file still holds the recorded bytes.
struct OutputManifest: Equatable {
    /// The hidden folder, inside the output folder, holding the manifests, the journal and staged files.
    static let folderName = ".error-tables"
    static let version = "1"

    /// The domain the files were generated for.
    var domain: String
    /// Every domain generated in the same run (this one included), sorted: a later run of a spec with one
    /// of them but not this domain treats this domain as removed from the spec.
    var group: [String]
    /// Path below the output folder → SHA-256 of the bytes written.
    var files: [String: String]

    /// The manifest's path below the output folder.
    static func path(domain: String) -> String { "\(folderName)/\(domain).manifest" }

    /// The file's text: a line-oriented format, stable for version control (sorted, no dates).
    var text: String {
        var lines = [
            "# Written by error-tables generate: the files it wrote for domain \(domain), with their SHA-256.",
            "# It replaces or removes only these files, and only while their bytes match. Do not edit.",
            "version \(Self.version)",
            "domain \(domain)",
        ]
        lines += group.map { "group \($0)" }
        lines += files.keys.sorted().map { "file \(files[$0] ?? "") \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a manifest's text; `location` names it in the error for a malformed line.
    static func parse(_ text: String, location: String) throws(FatalDiagnostic) -> OutputManifest {
        var manifest = OutputManifest(domain: "", group: [], files: [:])
        var sawVersion = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            func malformed(_ why: String) -> FatalDiagnostic {
                FatalDiagnostic(
                    .malformedManifestLine(why, at: SourceLocation(path: location, line: index + 1, column: 1)))
            }
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw malformed("a line without a value") }
            switch parts[0] {
            case "version":
                guard parts[1] == version else { throw malformed("unknown version '\(parts[1])'") }
                sawVersion = true
            case "domain": manifest.domain = parts[1]
            case "group": manifest.group.append(parts[1])
            case "file":
                let fields = parts[1].split(separator: " ", maxSplits: 1).map(String.init)
                guard fields.count == 2, isHash(fields[0]), isSafe(relativePath: fields[1]) else {
                    throw malformed("expected 'file <sha256> <relative path>'")
                }
                guard isGeneratedFilePath(fields[1]) else {
                    throw malformed("'\(fields[1])' is not a path generate writes")
                }
                manifest.files[fields[1]] = fields[0]
            default: throw malformed("unknown key '\(parts[0])'")
            }
        }
        guard sawVersion, !manifest.domain.isEmpty else {
            throw FatalDiagnostic(.manifestWithoutHeader(at: SourceLocation(path: location, line: 1, column: 1)))
        }
        return manifest
    }

    /// Whether `text` is a SHA-256 as the writer records it: 64 lowercase hex digits.
    static func isHash(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Whether `path` has the shape of a file `generate` writes (see `CodeGenerator`): a plain relative path
    /// (`isSafe`) of at most two components (`<language>.lproj/<Domain>Errors.strings`), none hidden (so never
    /// in `.error-tables`, `.git`, …), ending in `.swift`, `.strings` or `.xcstrings`. A manifest or journal
    /// entry of another shape was not written by error-tables and is refused.
    static func isGeneratedFilePath(_ path: String) -> Bool {
        guard isSafe(relativePath: path) else { return false }
        let components = path.split(separator: "/")
        guard components.count <= 2, !components.contains(where: { $0.hasPrefix(".") }) else { return false }
        return [".swift", ".strings", ".xcstrings"].contains { path.hasSuffix($0) }
    }

    /// Whether `path` is where the writer keeps a domain's manifest: `.error-tables/<Domain>.manifest`.
    static func isManifestPath(_ path: String) -> Bool {
        guard path.hasPrefix(folderName + "/"), path.hasSuffix(".manifest") else { return false }
        let name = path.dropFirst(folderName.count + 1).dropLast(".manifest".count)
        return !name.isEmpty && !name.contains("/") && !name.hasPrefix(".") && !name.contains("\n")
    }

    /// Whether a path stays inside the output folder: relative, no `.` or `..` component, no newline.
    static func isSafe(relativePath path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\n") else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains {
            $0.isEmpty || $0 == "." || $0 == ".."
        }
    }
}

extension Diagnostic {
    /// A manifest line that cannot be read, and `why`.
    static func malformedManifestLine(_ why: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "malformed manifest (\(why)); error-tables writes this file: restore it from version control, or delete it "
                + "and generate again (files it listed are then adopted only when their first line is the generator's "
                + "header)", at: location)
    }

    /// A manifest without its version or domain line.
    static func manifestWithoutHeader(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "malformed manifest (no version or domain line); restore it or delete it", at: location)
    }
}
