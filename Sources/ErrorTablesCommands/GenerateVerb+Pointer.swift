import ErrorTablesCore
import Foundation

extension GenerateVerb {
    /// `--pointer <file>`: the `error-tables-plugin.json` that named `--spec` when SwiftPM planned the build.
    static let pointerOption = ArgumentSpec.Option(
        name: "--pointer", valueName: "file",
        help: "The error-tables-plugin.json that named --spec (the build plugin passes it).")

    /// The error when `pointer` no longer names the folder `spec`: SwiftPM runs the build plugin only when it
    /// plans a build, so after an edit to the pointer file the generator runs with the folder of the last plan.
    /// `nil` when the pointer still names `spec`. Both paths are as given (relative to the current directory or
    /// absolute); the pointer's `spec` is relative to the pointer's own folder. The file is read as strictly as
    /// the plugin reads it, by the same `PointerReader` (`Shared/PointerReader.swift`, a symlink into
    /// Plugins/Shared): a file the plugin would refuse names no folder.
    static func changedPointer(_ pointer: String, spec: String) -> Diagnostic? {
        let named: String?
        if let data = FileManager.default.contents(atPath: pointer),
            let value = try? PointerReader.spec(in: data, path: pointer).value, !value.isEmpty
        {
            named = value
        } else {
            named = nil
        }
        let base = URL(filePath: pointer).deletingLastPathComponent()
        if let named, folderPath(URL(filePath: named, relativeTo: base)) == folderPath(URL(filePath: spec)) {
            return nil
        }
        return .pointerChanged(pointer, names: named, planned: spec)
    }

    /// A folder's standardized full path without a final slash, for comparing two spellings of it.
    static func folderPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}

extension Diagnostic {
    /// The pointer file names another folder (or none) than the build was planned with.
    static func pointerChanged(_ pointer: String, names: String?, planned spec: String) -> Diagnostic {
        Diagnostic(
            .error,
            "this file \(names.map { "names '\($0)'" } ?? "names no folder") now, but SwiftPM planned the build when "
                + "it named '\(spec)': SwiftPM runs the build plugin again only when it plans the build again, which "
                + "an edit to this file does not make it do; run 'touch Package.swift' and build again",
            at: SourceLocation(path: pointer, line: 1, column: 1))
    }
}
