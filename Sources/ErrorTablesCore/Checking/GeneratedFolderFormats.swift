import Foundation

/// The output formats a folder of generated files holds, for `check --generated` when no format option says
/// which: `.strings` catalogs when it has a `<language>.lproj` folder, a String Catalog when it has a
/// `.xcstrings` file, Swift always. A folder with no `.error-tables` folder was never written by `generate`,
/// so nothing tells what it should hold: then the formats are `generate`'s defaults. Either way the result
/// carries a note that says what was inferred and why, since it is a guess.
public struct GeneratedFolderFormats: Sendable, Equatable {
    /// The formats to compare the folder with.
    public var formats: Set<OutputFormat>
    /// What was inferred, from what.
    public var note: Diagnostic

    /// Looks at the entries of `folder` (not below them); `nil` when `folder` is not a folder.
    public init?(folder: String) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            let entries = try? fileManager.contentsOfDirectory(atPath: folder)
        else { return nil }
        guard entries.contains(OutputManifest.folderName) else {
            formats = OutputFormat.defaults
            note = .noFormatsToInfer(folder: folder)
            return
        }
        let hasStrings = entries.contains { entry in
            var isFolder: ObjCBool = false
            return entry.hasSuffix(".lproj")
                && fileManager.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder) && isFolder.boolValue
        }
        let hasCatalog = entries.contains { $0.hasSuffix(".xcstrings") }
        formats = [.swift]
        if hasStrings { formats.insert(.strings) }
        if hasCatalog { formats.insert(.stringCatalog) }
        note = .inferredFormats(folder: folder, strings: hasStrings, stringCatalog: hasCatalog)
    }
}

extension Diagnostic {
    /// `check --generated` without a format option, comparing with the formats the folder holds.
    static func inferredFormats(folder: String, strings: Bool, stringCatalog: Bool) -> Diagnostic {
        let options = (stringCatalog ? " --xcstrings" : "") + (strings ? "" : " --no-strings")
        return Diagnostic(
            .note,
            "'\(folder)' holds \(strings ? "a .lproj folder" : "no .lproj folder") and "
                + "\(stringCatalog ? "a .xcstrings file" : "no .xcstrings file"), so it is compared with what "
                + "'generate\(options)' writes; --xcstrings or --no-strings say otherwise",
            at: nil)
    }

    /// `check --generated` without a format option, on a folder `generate` never wrote into.
    static func noFormatsToInfer(folder: String) -> Diagnostic {
        Diagnostic(
            .note,
            "'\(folder)' holds no .error-tables folder, so nothing tells which formats it should hold: it is "
                + "compared with what 'generate' writes by default (Swift and .strings); --xcstrings or --no-strings "
                + "say otherwise",
            at: nil)
    }
}
