import Foundation

/// Whether the file system and the writer's own files can hold the names a domain's output gets: its generated
/// files (named after the domain folder, see `CodeGenerator.FileKind`) and its manifest
/// (`.error-tables/<Domain>.manifest`, whose `domain` and `group` lines hold the name). Checked before anything
/// is written: by the pipeline's render stage for every domain folder (so `generate` and `check` report it at
/// the folder's config), and by `OutputWriter` for the domains it is handed, with the output folder's path.
enum OutputNames {
    /// The longest file name, in bytes, on the file systems error-tables writes to (`NAME_MAX` of ext4, XFS,
    /// Btrfs and APFS), so a name that fits is not refused on another system.
    static let componentLimit = 255
    /// The longest path, in bytes, that can be handed to the system (`PATH_MAX` without its terminating NUL:
    /// 4,095 bytes on Linux, 1,023 on macOS), which the compiler and other tools open generated files by.
    static let pathLimit = Int(PATH_MAX) - 1

    /// Why a domain named `domain` (its folder's name) cannot be written with the relative `paths` of its files;
    /// `nil` when it can. Checks the manifest's name with them, and that the manifest can record the name.
    static func problem(domain: String, paths: [String]) -> String? {
        if domain.hasPrefix(".") {
            return "a name starting with '.' would make its manifest a hidden file, which generate never writes"
        }
        if domain.contains("/") { return "a name cannot contain '/'" }
        if let scalar = domain.unicodeScalars.first(where: Diagnostic.isUnprintable) {
            return "its name contains the control character \(Diagnostic.scalarName(scalar))"
        }
        let recorded = OutputManifest(domain: domain, group: [domain], files: [:])
        guard let read = try? OutputManifest.parse(recorded.text, location: ""), read == recorded else {
            return "its manifest cannot record the name '\(domain)'"
        }
        let names = ([OutputManifest.path(domain: domain)] + paths).flatMap { $0.split(separator: "/") }
        if let longest = names.max(by: { $0.utf8.count < $1.utf8.count }), longest.utf8.count > componentLimit {
            return "the file name '\(longest)' would be \(longest.utf8.count) bytes long, over the \(componentLimit) "
                + "bytes a file name can have"
        }
        return nil
    }

    /// The first of `paths` (relative to the output folder at the absolute path `folder`) whose full path is
    /// longer than the system takes, and its length in bytes; `nil` when every path fits.
    static func overlongPath(_ paths: [String], in folder: String) -> (path: String, length: Int)? {
        for path in paths {
            let full = folder + "/" + path
            if full.utf8.count > pathLimit { return (full, full.utf8.count) }
        }
        return nil
    }

    /// Whether `path` is a file the domain named `domain` generates by name: one of its Swift files or its
    /// String Catalog, or its `.strings` catalog in any `<language>.lproj` folder (see `CodeGenerator.FileKind`).
    static func isFile(_ path: String, ofDomain domain: String) -> Bool {
        let parts = path.split(separator: "/")
        let language = parts.count == 2 && parts[0].hasSuffix(".lproj") ? [String(parts[0].dropLast(6))] : []
        let every = CodeGenerator.Options(strings: true, stringCatalog: true)
        return CodeGenerator.fileNames(domain: domain, languages: language, options: every).contains(path)
    }

    /// `path` made absolute against the working folder, for measuring it as the system will.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The relative paths a domain's files and manifest have in the output folder.
    static func paths(of domain: OutputWriter.Domain) -> [String] {
        [OutputManifest.path(domain: domain.name)] + domain.files.map(\.path)
    }
}

extension Diagnostic {
    /// A domain folder whose name cannot become the names of its output files (`why`); reported at its config.
    static func unwritableDomainName(
        folder: String, why: String, fix: String = "rename the folder", config: String?
    ) -> Diagnostic {
        Diagnostic(
            .error, "the domain folder '\(folder)' cannot be generated: \(why); nothing was written: \(fix)",
            at: config.map { SourceLocation(path: $0, line: 1, column: 1) })
    }

    /// A generated file whose full path is longer than the system takes.
    static func overlongOutputPath(_ path: String, length: Int, domain: String, config: String?) -> Diagnostic {
        Diagnostic(
            .error,
            "the path of '\(path)' (domain \(domain)) would be \(length) bytes long, over the "
                + "\(OutputNames.pathLimit) the system takes; nothing was written: generate into a folder with a "
                + "shorter path, or rename the domain folder",
            at: config.map { SourceLocation(path: $0, line: 1, column: 1) })
    }
}
