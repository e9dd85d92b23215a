import Foundation

/// The pipeline's entry point, from a spec folder to the validated model:
///
/// 1. `Markdown/`: `SourceText` (UTF-8, line endings, front matter) → cmark → `MarkdownDocument`
///    (`Block`, `Inline`, GFM `Table` values with source positions).
/// 2. `Extraction/`: `Extractor` → `ExtractedDocument` (symbol headings, error tables, fallback rows,
///    inclusion paragraphs) per file.
/// 3. `Alignment/` and `Model/`: `TableAligner` matches translated tables to source tables by codes;
///    `ModelBuilder` → `ErrorDomain` (codes, groups, methods and their effective sets, texts per language).
/// 4. `Rendering/`: Swift code and string catalogs from the model.
///
/// Every stage reports recoverable problems into one `Diagnostics` value; a problem that leaves nothing to
/// work with is thrown as `FatalDiagnostic`.
public enum SpecLoader {
    /// The config file every domain folder holds.
    public static let configFileName = "error-tables.json"

    /// Loads every domain under `path`: a domain folder itself, or a folder of domain folders.
    public static func load(path: String, diagnostics: inout Diagnostics) throws(FatalDiagnostic) -> ErrorModel {
        let folders = try domainFolders(at: path)
        var domains: [ErrorDomain] = []
        for folder in folders {
            if let domain = loadDomain(folder: folder, diagnostics: &diagnostics) { domains.append(domain) }
        }
        return ErrorModel(domains: domains)
    }

    /// The domain folders at `path`, sorted.
    public static func domainFolders(at path: String) throws(FatalDiagnostic) -> [String] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FatalDiagnostic("spec folder '\(path)' does not exist", at: nil)
        }
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if fileManager.fileExists(atPath: trimmed + "/" + configFileName) { return [trimmed] }
        let children = (try? fileManager.contentsOfDirectory(atPath: trimmed)) ?? []
        let folders = children.sorted().map { trimmed + "/" + $0 }.filter {
            fileManager.fileExists(atPath: $0 + "/" + configFileName)
        }
        // A folder of documents without a config is a domain with the default config.
        if folders.isEmpty
            && children.contains(where: { $0.hasSuffix(".md") && LanguageTag.isValid(String($0.dropLast(3))) })
        {
            return [trimmed]
        }
        guard !folders.isEmpty else {
            throw FatalDiagnostic(
                "no \(configFileName) in '\(path)' or its subfolders; a spec folder is one domain folder "
                    + "(with \(configFileName) and <language>.md files) or a folder of them",
                at: nil)
        }
        return folders
    }

    /// Loads one domain folder; `nil` when its config or source document cannot be used. A folder without
    /// `error-tables.json` gets the default config (see `DomainConfig.defaults(path:)`).
    public static func loadDomain(folder: String, diagnostics: inout Diagnostics) -> ErrorDomain? {
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        let configPath = folder + "/" + configFileName
        let config: DomainConfig
        do throws(FatalDiagnostic) {
            if FileManager.default.fileExists(atPath: configPath) {
                config = try DomainConfig.read(path: configPath, diagnostics: &diagnostics)
            } else if let defaults = DomainConfig.defaults(path: configPath) {
                config = defaults
            } else {
                throw FatalDiagnostic(
                    "the folder name '\(name)' gives no Swift type name; add an \(configFileName) with 'typeName'",
                    at: nil)
            }
        } catch {
            diagnostics.report(error.diagnostic)
            return nil
        }
        let documents = DocumentLocator.documents(folder: folder, config: config, diagnostics: &diagnostics)
        return build(
            name: name, folder: folder, config: config, documents: documents,
            read: { path throws(FatalDiagnostic) in try MarkdownDocument.read(path: path) }, diagnostics: &diagnostics)
    }

    /// Loads one domain from files held in memory, exactly as `loadDomain(folder:diagnostics:)` loads them
    /// from disk (documents named `<language>.md`); `nil` when its config or source document cannot be used.
    /// Nothing is read or written.
    ///
    /// - Parameters:
    ///   - name: The domain's name (on disk, the folder's name).
    ///   - folder: The folder the files are reported in, as in `folder/en.md:3:1: error: …`.
    ///   - config: The bytes of the domain's `error-tables.json`.
    ///   - documents: The bytes of each Markdown file, by file name (`en.md`, `it.md`).
    ///   - diagnostics: Where every problem found is reported.
    public static func loadDomain(
        name: String, folder: String, config: [UInt8], documents: [String: [UInt8]], diagnostics: inout Diagnostics
    ) -> ErrorDomain? {
        let domainConfig: DomainConfig
        do {
            domainConfig = try DomainConfig.parse(
                data: Data(config), path: folder + "/" + configFileName, diagnostics: &diagnostics)
        } catch {
            diagnostics.report(error.diagnostic)
            return nil
        }
        let paths = DocumentLocator.documents(
            fileNames: documents.keys.sorted(), folder: folder, diagnostics: &diagnostics)
        let prefix = folder + "/"
        return build(
            name: name, folder: folder, config: domainConfig, documents: paths,
            read: { path throws(FatalDiagnostic) in
                let file = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
                return MarkdownDocument(source: try SourceText(path: path, bytes: documents[file] ?? []))
            },
            diagnostics: &diagnostics)
    }

    /// The steps after the config: reads each document (by language, its path) through `read` and builds the
    /// domain.
    private static func build(
        name: String, folder: String, config: DomainConfig, documents: [String: String],
        read: (String) throws(FatalDiagnostic) -> MarkdownDocument, diagnostics: inout Diagnostics
    ) -> ErrorDomain? {
        guard let sourcePath = documents[config.sourceLanguage] else {
            if config.documents == nil || !documents.isEmpty {
                let expected =
                    config.documents.map { "no document for it matches \(Diagnostic.quote($0))" }
                    ?? "there is no \(Diagnostic.excerpt(config.sourceLanguage)).md in \(Diagnostic.quote(folder))"
                diagnostics.error(
                    "the source language is \(Diagnostic.quote(config.sourceLanguage)) but \(expected)",
                    at: config.location(ofKey: config.documents == nil ? "sourceLanguage" : "documents"))
            }
            return nil
        }
        func extracted(_ path: String, language: String, role: Extractor.Role, source: ExtractedDocument? = nil)
            -> ExtractedDocument?
        {
            do {
                let document = try read(path)
                document.reportWarnings(into: &diagnostics)
                return Extractor(config: config, role: role, source: source).extract(
                    document, language: language, diagnostics: &diagnostics)
            } catch {
                diagnostics.report(error.diagnostic)
                return nil
            }
        }
        guard let source = extracted(sourcePath, language: config.sourceLanguage, role: .source) else { return nil }
        let sourceHasErrors = diagnostics.errors.contains { $0.location?.path == sourcePath }
        if source.tables.isEmpty && !sourceHasErrors {
            diagnostics.error(
                config.codePrefix.isEmpty
                    ? "no error table in the source document: no table has a column of codes or numbers; set "
                        + "'columns' in \(configFileName) to say which column holds them"
                    : "no error table in the source document: no table has a code starting with "
                        + "\(Diagnostic.quote(config.codePrefix)) in column 1"
                        + (source.missingTablesHint.map { "; " + $0 } ?? ""),
                at: SourceLocation(path: sourcePath, line: 1, column: 1))
        }
        let translations = documents.filter { $0.key != config.sourceLanguage }.sorted { $0.key < $1.key }
            .compactMap { extracted($0.value, language: $0.key, role: .translation, source: source) }
        return ModelBuilder(name: name, config: config, source: source, translations: translations)
            .build(diagnostics: &diagnostics)
    }
}
