import Foundation

/// The output formats a folder of generated files holds, for `check --generated` when no format option says
/// which: the formats of the files the folder's manifests (`.error-tables/<Domain>.manifest`, written by
/// `generate`) list: `.strings` catalogs when they list a `.strings` file, a String Catalog when they list a
/// `.xcstrings` file, Swift always. Files nobody generated (a hand-written `.lproj` folder beside them) do
/// not count. A folder without a readable manifest was never written by `generate`, so nothing tells what it
/// should hold: then the formats are `generate`'s defaults. Either way the result carries a note that says
/// what was inferred and why, since it is a guess.
public struct GeneratedFolderFormats: Sendable, Equatable {
    /// The formats to compare the folder with.
    public var formats: Set<OutputFormat>
    /// What was inferred, from what.
    public var note: Diagnostic

    /// Reads the manifests of `folder`; `nil` when `folder` is not a folder.
    public init?(folder: String) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        let manifestFolder = folder + "/" + OutputManifest.folderName
        let names = ((try? fileManager.contentsOfDirectory(atPath: manifestFolder)) ?? []).filter {
            $0.hasSuffix(".manifest")
        }
        let listed = names.sorted().compactMap { name -> [String]? in
            let path = manifestFolder + "/" + name
            guard let data = fileManager.contents(atPath: path) else { return nil }
            return try? Array(OutputManifest.parse(String(decoding: data, as: UTF8.self), location: path).files.keys)
        }
        guard !listed.isEmpty else {
            formats = OutputFormat.defaults
            note = .noFormatsToInfer(folder: folder)
            return
        }
        let files = listed.joined()
        let hasStrings = files.contains { $0.hasSuffix(".strings") }
        let hasCatalog = files.contains { $0.hasSuffix(".xcstrings") }
        formats = [.swift]
        if hasStrings { formats.insert(.strings) }
        if hasCatalog { formats.insert(.stringCatalog) }
        note = .inferredFormats(folder: folder, strings: hasStrings, stringCatalog: hasCatalog)
    }
}

extension Diagnostic {
    /// `check --generated` without a format option, comparing with the formats the folder's manifests list.
    static func inferredFormats(folder: String, strings: Bool, stringCatalog: Bool) -> Diagnostic {
        let options = (stringCatalog ? " --xcstrings" : "") + (strings ? "" : " --no-strings")
        return Diagnostic(
            .note,
            "'\(folder)' holds \(strings ? ".strings catalogs" : "no .strings catalog") and "
                + "\(stringCatalog ? "a String Catalog" : "no String Catalog") by generate (its .error-tables "
                + "manifests list them), so it is compared with what 'generate\(options)' writes; --xcstrings or "
                + "--no-strings say otherwise",
            at: nil)
    }

    /// `check --generated` without a format option, on a folder `generate` never wrote into.
    static func noFormatsToInfer(folder: String) -> Diagnostic {
        Diagnostic(
            .note,
            "'\(folder)' holds no manifest of generate (.error-tables/<Domain>.manifest), so nothing tells which "
                + "formats it should hold: it is compared with what 'generate' writes by default (Swift and "
                + ".strings); --xcstrings or --no-strings say otherwise",
            at: nil)
    }
}
