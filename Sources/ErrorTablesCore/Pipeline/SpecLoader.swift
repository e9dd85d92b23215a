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
        guard !folders.isEmpty else {
            throw FatalDiagnostic(
                "no \(configFileName) in '\(path)' or its subfolders; a spec folder is one domain folder "
                    + "(with \(configFileName) and <language>.md files) or a folder of them",
                at: nil)
        }
        return folders
    }

    /// Loads one domain folder; `nil` when its config or source document cannot be used.
    public static func loadDomain(folder: String, diagnostics: inout Diagnostics) -> ErrorDomain? {
        let name = folder.split(separator: "/").last.map(String.init) ?? folder
        let configPath = folder + "/" + configFileName
        let config: DomainConfig
        do {
            config = try DomainConfig.read(path: configPath, diagnostics: &diagnostics)
        } catch {
            diagnostics.report(error.diagnostic)
            return nil
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return loadDomain(
            name: name, folder: folder, config: config, fileNames: files,
            read: { file throws(FatalDiagnostic) in try MarkdownDocument.read(path: folder + "/" + file) },
            diagnostics: &diagnostics)
    }

    /// Loads one domain from files held in memory, exactly as `loadDomain(folder:diagnostics:)` loads them
    /// from disk; `nil` when its config or source document cannot be used. Nothing is read or written.
    ///
    /// - Parameters:
    ///   - name: The domain's name (on disk, the folder's name).
    ///   - folder: The folder the files are reported in, as in `folder/en.md:3:1: error: …`.
    ///   - config: The bytes of the domain's `error-tables.json`.
    ///   - documents: The bytes of each Markdown file, by file name (`en.md`, `it.md`).
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
        return loadDomain(
            name: name, folder: folder, config: domainConfig, fileNames: documents.keys.sorted(),
            read: { file throws(FatalDiagnostic) in
                MarkdownDocument(source: try SourceText(path: folder + "/" + file, bytes: documents[file] ?? []))
            },
            diagnostics: &diagnostics)
    }

    /// The steps after the config: picks the documents among `fileNames` (sorted), reads each through `read`
    /// (given its file name in `folder`) and builds the domain.
    private static func loadDomain(
        name: String, folder: String, config: DomainConfig, fileNames files: [String],
        read: (String) throws(FatalDiagnostic) -> MarkdownDocument, diagnostics: inout Diagnostics
    ) -> ErrorDomain? {
        var documents: [String: String] = [:]  // file name by language
        for file in files where file.hasSuffix(".md") {
            let language = String(file.dropLast(3))
            guard LanguageTag.isValid(language) else {
                diagnostics.warning(
                    "'\(file)' is not named by a BCP-47 language tag (such as 'en.md' or 'pt-BR.md'); it is ignored",
                    at: SourceLocation(path: folder + "/" + file, line: 1, column: 1))
                continue
            }
            documents[language] = file
        }
        guard let sourceFile = documents[config.sourceLanguage] else {
            diagnostics.error(
                "the source language is '\(config.sourceLanguage)' but there is no \(config.sourceLanguage).md in "
                    + "'\(folder)'",
                at: config.location(ofKey: "sourceLanguage"))
            return nil
        }
        let sourcePath = folder + "/" + sourceFile
        func extracted(_ file: String, language: String, role: Extractor.Role) -> ExtractedDocument? {
            do {
                let document = try read(file)
                return Extractor(config: config, role: role).extract(
                    document, language: language, diagnostics: &diagnostics)
            } catch {
                diagnostics.report(error.diagnostic)
                return nil
            }
        }
        guard let source = extracted(sourceFile, language: config.sourceLanguage, role: .source) else { return nil }
        let sourceHasErrors = diagnostics.errors.contains { $0.location?.path == sourcePath }
        if source.tables.isEmpty && !sourceHasErrors {
            diagnostics.error(
                "no error table in the source document: no table has a row whose first column starts with "
                    + "'\(config.codePrefix)'",
                at: SourceLocation(path: sourcePath, line: 1, column: 1))
        }
        let translations = documents.filter { $0.key != config.sourceLanguage }.sorted { $0.key < $1.key }
            .compactMap { extracted($0.value, language: $0.key, role: .translation) }
        return ModelBuilder(name: name, config: config, source: source, translations: translations)
            .build(diagnostics: &diagnostics)
    }
}
