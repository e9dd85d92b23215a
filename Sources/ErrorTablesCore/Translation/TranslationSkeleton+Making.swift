import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TranslationSkeleton {
    /// The skeleton of a new language for one domain folder: the source document located as `lint` locates it
    /// (`<language>.md` beside the config, or the config's `documents` pattern), emptied as
    /// `contents(source:document:extracted:lookups:sourceLanguage:language:)` says, to go where the locator will
    /// find it. Nothing is written.
    ///
    /// The languages of a domain are the documents found, so the config never lists them and needs no change.
    ///
    /// - Throws: `FatalDiagnostic` (nothing to write) when `language` is no BCP-47 tag, is the source language or
    ///   already has a document, or when the config or the source document cannot be read or has errors
    ///   (those are reported into `diagnostics` first).
    public static func make(
        language: String, domainFolder folder: String, boundary: InputBoundary? = nil, diagnostics: inout Diagnostics
    ) throws(FatalDiagnostic) -> TranslationSkeleton {
        let boundary = boundary ?? .enclosing(folder)
        guard LanguageTag.isValid(language) else { throw FatalDiagnostic(.skeletonLanguageNotATag(language)) }
        let configPath = folder + "/" + DomainConfig.fileName
        var configReport = Diagnostics()
        let config = try DomainConfig.forFolder(folder, boundary: boundary, diagnostics: &configReport)
        diagnostics.merge(configReport)
        if configReport.errorCount > 0 { throw FatalDiagnostic(.skeletonSourceHasErrors(configPath)) }
        if language.lowercased() == config.sourceLanguage.lowercased() {
            throw FatalDiagnostic(.skeletonOfSourceLanguage(language, at: config.location(ofKey: "sourceLanguage")))
        }
        var located = Diagnostics()
        let documents = DocumentLocator.documents(
            folder: folder, config: config, boundary: boundary, diagnostics: &located)
        guard let sourcePath = documents[config.sourceLanguage] else {
            diagnostics.merge(located)
            throw FatalDiagnostic(.noSourceDocument(config: config, folder: folder))
        }
        let path = documentPath(language: language, folder: folder, config: config)
        if let existing = documents.first(where: { $0.key.lowercased() == language.lowercased() })?.value
            ?? (FileManager.default.fileExists(atPath: path) ? path : nil)
        {
            throw FatalDiagnostic(.skeletonDocumentExists(language, path: existing))
        }
        try DocumentLocator.checkInside(sourcePath, config: config, boundary: boundary)
        let bytes = try InputFile.read(sourcePath, limit: SourceText.maximumByteCount) {
            FatalDiagnostic(.documentTooLarge(byteCount: $0, at: SourceLocation(path: sourcePath, line: 1, column: 1)))
        }
        let source = try SourceText(path: sourcePath, bytes: bytes)
        let document = MarkdownDocument(source: source)
        var reported = Diagnostics()
        document.reportWarnings(into: &reported)
        let extracted = Extractor(config: config, role: .source).extract(
            document, language: config.sourceLanguage, diagnostics: &reported)
        diagnostics.merge(reported)
        if reported.errorCount > 0 { throw FatalDiagnostic(.skeletonSourceHasErrors(sourcePath)) }
        let (contents, emptied) = Self.contents(
            source: bytes, document: document, extracted: extracted, lookups: config.lookups,
            sourceLanguage: config.sourceLanguage, language: language)
        return TranslationSkeleton(language: language, path: path, contents: contents, emptiedCells: emptied)
    }

    /// Where a language's document goes: `<language>.md` beside the config, or the `documents` pattern with the
    /// language for `{language}`.
    static func documentPath(language: String, folder: String, config: DomainConfig) -> String {
        guard let pattern = config.documents else { return folder + "/" + language + ".md" }
        return DocumentLocator.normalized(folder + "/" + pattern.replacingOccurrences(of: "{language}", with: language))
    }

    /// Writes the document, creating missing folders, atomically and never over an existing file or link
    /// (``AtomicFileWrite/create(_:at:)``).
    public func write() throws(FatalDiagnostic) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try OutputFileSystem.createDirectories(folder) }
        guard try AtomicFileWrite.create(Data(contents), at: path) else {
            throw FatalDiagnostic(.skeletonDocumentExists(language, path: path))
        }
    }
}
