import Foundation

/// The folder every file a spec names must lie in, symbolic links resolved: the repository or package that holds
/// the spec, so that a spec from a pull request cannot make the tool read (and echo into CI logs) a file elsewhere
/// on the machine, such as `"documents": "../../../.ssh/id_{language}"` or a translation linked to `/etc/passwd`.
///
/// The boundary of a spec folder is the nearest folder at or above it (links resolved) that holds `.git` or
/// `Package.swift`, else the spec folder itself. Only the user lifts it (`--allow-outside-repository`), never the
/// spec: a config key would let the spec it guards opt itself out.
public struct InputBoundary: Sendable, Equatable {
    /// The folder, absolute and without symbolic links; `nil` when files may be anywhere.
    public var root: String?
    /// What the folder is, for messages: `the repository`, `the package` or `the spec folder`.
    public var kind: String

    /// A boundary at `root` (absolute, without symbolic links), described as `kind`.
    public init(root: String?, kind: String) {
        self.root = root
        self.kind = kind
    }

    /// No boundary: every path is read where it leads (`--allow-outside-repository`).
    public static let anywhere = InputBoundary(root: nil, kind: "")

    /// The boundary of the spec at `folder`: the nearest folder at or above it (links resolved) holding `.git`
    /// (the repository) or `Package.swift` (the package), else `folder` itself.
    public static func enclosing(_ folder: String) -> InputBoundary {
        guard let start = resolved(folder) else { return InputBoundary(root: folder, kind: "the spec folder") }
        var current = start
        while true {
            if InputFile.exists(current + "/.git") { return InputBoundary(root: current, kind: "the repository") }
            if InputFile.exists(current + "/Package.swift") { return InputBoundary(root: current, kind: "the package") }
            guard current != "/", let slash = current.lastIndex(of: "/") else { break }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
        return InputBoundary(root: start, kind: "the spec folder")
    }

    /// Where `path` leads when that is outside the boundary; `nil` when it is inside, when there is no boundary,
    /// or when nothing is there (the reader reports that).
    public func outside(_ path: String) -> String? {
        guard let root, let target = Self.resolved(path) else { return nil }
        if root == "/" || target == root || target.hasPrefix(root + "/") { return nil }
        return target
    }

    /// The path absolute, every symbolic link on it resolved; `nil` when it does not lead to anything.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Throws the refusal of `path` when it leads outside the boundary, placed at `location` (its own line 1:1
    /// when `nil`); nothing is read.
    func check(_ path: String, at location: SourceLocation? = nil) throws(FatalDiagnostic) {
        guard let target = outside(path) else { return }
        throw FatalDiagnostic(
            .inputOutsideBoundary(
                path, target: target, boundary: self, at: location ?? SourceLocation(path: path, line: 1, column: 1)))
    }
}

extension Diagnostic {
    /// A file a spec names that leads outside the repository or package holding the spec (`target`: where).
    static func inputOutsideBoundary(
        _ path: String, target: String, boundary: InputBoundary, at location: SourceLocation
    ) -> Diagnostic {
        let leads = path == target ? "is" : "leads to \(quote(target, limit: 200)),"
        return Diagnostic(
            .error,
            "\(quote(path, limit: 200)) \(leads) outside \(quote(boundary.root ?? "/", limit: 200)) "
                + "(\(boundary.kind) holding the spec); it is not read: move it inside, or pass "
                + "--allow-outside-repository if this layout is meant", at: location)
    }
}
