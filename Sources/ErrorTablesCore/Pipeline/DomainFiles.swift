import Foundation

/// A domain's files: the one input of loading a domain (`SpecLoader.load(_:diagnostics:)`), whether the bytes
/// come from a domain folder on disk or from memory.
public struct DomainFiles: Sendable, Equatable {
    /// Where the bytes come from.
    enum Storage: Sendable, Equatable {
        /// The domain folder on disk: its `error-tables.json` (the default config when it has none) and the
        /// documents `DocumentLocator` finds, with `replacement`'s document read from memory instead.
        case disk(replacement: Document?)
        /// Everything in memory: the config's bytes and each document's, by file name (`en.md`, `it.md`).
        case memory(config: [UInt8], documents: [String: [UInt8]])
    }

    /// One document held in memory, read at `path` in place of the file there, if any (`import` into a new
    /// language reads its skeleton before writing it).
    struct Document: Sendable, Equatable {
        var language: String
        var path: String
        var bytes: [UInt8]
    }

    /// The domain's name (on disk, the folder's name).
    public var name: String
    /// The domain folder: where the files are read on disk, and where every diagnostic places them.
    public var folder: String
    /// Where the bytes come from.
    var storage: Storage
    /// The folder every file read from disk (the config, the documents, the lock) must lead into; anywhere in
    /// memory.
    public var boundary = InputBoundary.anywhere

    /// The domain folder `folder` on disk; the domain is named after it. Its files must lead into `boundary`
    /// (by default `InputBoundary.enclosing(folder)`: the repository or package holding it).
    public static func onDisk(_ folder: String, boundary: InputBoundary? = nil) -> DomainFiles {
        DomainFiles(
            name: folder.split(separator: "/").last.map(String.init) ?? folder, folder: folder,
            storage: .disk(replacement: nil), boundary: boundary ?? .enclosing(folder))
    }

    /// A domain's files held in memory, read exactly as the same files in `folder` on disk (documents named
    /// `<language>.md`) and reported there, as in `folder/en.md:3:1: error: …`. Nothing is read or written.
    ///
    /// - Parameters:
    ///   - name: The domain's name (on disk, the folder's name).
    ///   - folder: The folder the files are reported in.
    ///   - config: The bytes of the domain's `error-tables.json`.
    ///   - documents: The bytes of each Markdown file, by file name (`en.md`, `it.md`).
    public static func inMemory(
        name: String, folder: String, config: [UInt8], documents: [String: [UInt8]]
    ) -> DomainFiles {
        DomainFiles(name: name, folder: folder, storage: .memory(config: config, documents: documents))
    }

    /// These files with `document` read from memory in place of the file at its path (`import` into a new
    /// language loads the domain with its skeleton before writing it); unchanged when `document` is `nil`. In
    /// memory, the document is added under its file name.
    func adding(_ document: Document?) -> DomainFiles {
        guard let document else { return self }
        var files = self
        switch storage {
        case .disk: files.storage = .disk(replacement: document)
        case .memory(let config, var documents):
            documents[(document.path as NSString).lastPathComponent] = document.bytes
            files.storage = .memory(config: config, documents: documents)
        }
        return files
    }
}
