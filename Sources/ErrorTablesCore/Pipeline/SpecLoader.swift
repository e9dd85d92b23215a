import Foundation

/// The read, extract and build steps of the pipeline for each domain folder, from a spec folder to the model
/// (the steps, their input and output types: `Pipeline`, which runs them).
///
/// Every stage reports recoverable problems into one `Diagnostics` value; a problem that leaves nothing to
/// work with is thrown as `FatalDiagnostic`.
public enum SpecLoader {
    /// The domain folders at `path`, sorted.
    public static func domainFolders(at path: String) throws(FatalDiagnostic) -> [String] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FatalDiagnostic(.noSpecFolder(path))
        }
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        // A config is anything at its path, a broken link included, so that reading reports it.
        if InputFile.exists(trimmed + "/" + DomainConfig.fileName) { return [trimmed] }
        let children = (try? fileManager.contentsOfDirectory(atPath: trimmed)) ?? []
        let folders = children.sorted().map { trimmed + "/" + $0 }.filter {
            InputFile.exists($0 + "/" + DomainConfig.fileName)
        }
        // A folder of documents without a config is a domain with the default config.
        if folders.isEmpty
            && children.contains(where: { $0.hasSuffix(".md") && LanguageTag.isValid(String($0.dropLast(3))) })
        {
            return [trimmed]
        }
        guard !folders.isEmpty else {
            throw FatalDiagnostic(.noDomainFolder(path))
        }
        return folders
    }

    /// Loads one domain from its files, the one way every domain is loaded (`Pipeline.load(spec:)` for each
    /// domain folder, `Pipeline.loadSources(domain:diagnostics:)` for one): the config (for a folder on disk
    /// without one, the default config; see `DomainConfig.forFolder(_:diagnostics:)`), then its documents located, read,
    /// extracted and built (the steps: `Pipeline`), then, on disk, the Translation step on the built model that
    /// reads its `translations.lock` and marks stale translations (`TranslationLock.markStale(in:folder:diagnostics:)`).
    /// `nil` when its config or source document cannot be used.
    public static func load(_ files: DomainFiles, diagnostics: inout Diagnostics) -> DomainSources? {
        let configPath = files.folder + "/" + DomainConfig.fileName
        let config: DomainConfig
        let documents: [String: String]
        do throws(FatalDiagnostic) {
            switch files.storage {
            case .disk(let replacement):
                config = try DomainConfig.forFolder(files.folder, boundary: files.boundary, diagnostics: &diagnostics)
                var located = DocumentLocator.documents(
                    folder: files.folder, config: config, boundary: files.boundary, diagnostics: &diagnostics)
                if let replacement { located[replacement.language] = replacement.path }
                documents = located
            case .memory(let bytes, let named):
                config = try DomainConfig.parse(data: Data(bytes), path: configPath, diagnostics: &diagnostics)
                documents = DocumentLocator.documents(
                    fileNames: named.keys.sorted(), folder: files.folder, diagnostics: &diagnostics)
            }
        } catch {
            diagnostics.report(error.diagnostic)
            return nil
        }
        let prefix = files.folder + "/"
        guard
            var sources = build(
                name: files.name, folder: files.folder, config: config, documents: documents,
                read: { path throws(FatalDiagnostic) in
                    switch files.storage {
                    case .disk(let replacement):
                        if let replacement, path == replacement.path {
                            return MarkdownDocument(source: try SourceText(path: path, bytes: replacement.bytes))
                        }
                        try DocumentLocator.checkInside(path, config: config, boundary: files.boundary)
                        return try MarkdownDocument.read(path: path)
                    case .memory(_, let named):
                        let file = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
                        return MarkdownDocument(source: try SourceText(path: path, bytes: named[file] ?? []))
                    }
                }, diagnostics: &diagnostics)
        else { return nil }
        if case .disk = files.storage {
            TranslationLock.markStale(
                in: &sources, folder: files.folder, boundary: files.boundary, diagnostics: &diagnostics)
        }
        return sources
    }

    /// The steps after the config: reads each document (by language, its path) through `read` and builds the
    /// domain.
    private static func build(
        name: String, folder: String, config: DomainConfig, documents: [String: String],
        read: (String) throws(FatalDiagnostic) -> MarkdownDocument, diagnostics: inout Diagnostics
    ) -> DomainSources? {
        guard let sourcePath = documents[config.sourceLanguage] else {
            if config.documents == nil || !documents.isEmpty {
                diagnostics.report(.noSourceDocument(config: config, folder: folder))
            }
            return nil
        }
        /// One document read and extracted, with what reading and extracting it reported; `document` is `nil`
        /// when it could not be read.
        func extracted(_ path: String, language: String, role: Extractor.Role, source: ExtractedDocument? = nil)
            -> (document: ExtractedDocument?, reported: Diagnostics)
        {
            var reported = Diagnostics()
            do {
                let document = try read(path)
                document.reportWarnings(into: &reported)
                let extracted = Extractor(config: config, role: role, source: source).extract(
                    document, language: language, diagnostics: &reported)
                return (extracted, reported)
            } catch {
                reported.report(error.diagnostic)
                return (nil, reported)
            }
        }
        let (extractedSource, sourceReport) = extracted(sourcePath, language: config.sourceLanguage, role: .source)
        diagnostics.merge(sourceReport)
        guard let source = extractedSource else { return nil }
        // A source whose tables were all rejected with errors needs no second error saying it has none.
        if source.tables.isEmpty && sourceReport.errorCount == 0 {
            diagnostics.report(.noErrorTable(in: source, config: config))
        }
        let translations = documents.filter { $0.key != config.sourceLanguage }.sorted { $0.key < $1.key }
            .compactMap { language, path in
                let (translation, report) = extracted(path, language: language, role: .translation, source: source)
                diagnostics.merge(report)
                return translation
            }
        let builder = ModelBuilder(name: name, config: config, source: source, translations: translations)
        return DomainSources(
            domain: builder.build(diagnostics: &diagnostics), source: source, translations: builder.translations,
            alignments: builder.alignments)
    }
}

extension Diagnostic {
    /// The spec path given to `generate`, `lint` or `check` is not a folder.
    static func noSpecFolder(_ path: String) -> Diagnostic {
        Diagnostic(.error, "spec folder '\(path)' does not exist", at: nil)
    }

    /// The spec folder is neither a domain folder nor a folder of them.
    static func noDomainFolder(_ path: String) -> Diagnostic {
        let config = DomainConfig.fileName
        return Diagnostic(
            .error,
            "no \(config) in '\(path)' or its subfolders; a spec folder is one domain folder "
                + "(with \(config) and <language>.md files) or a folder of them",
            at: nil)
    }

    /// The source document has no table the extractor takes for an error table.
    static func noErrorTable(in source: ExtractedDocument, config: DomainConfig) -> Diagnostic {
        Diagnostic(
            .error,
            config.codePrefix.isEmpty
                ? "no error table in the source document: no table has a column of codes or numbers; set "
                    + "'columns' in \(DomainConfig.fileName) to say which column holds them"
                : "no error table in the source document: no table has a code starting with "
                    + "\(Diagnostic.quote(config.codePrefix)) in column 1"
                    + (source.missingTablesHint.map { "; " + $0 } ?? ""),
            at: SourceLocation(path: source.path, line: 1, column: 1))
    }
}
