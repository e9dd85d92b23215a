import Foundation

/// Finds a domain's documents: `<language>.md` beside the config, or the files the config's `documents`
/// pattern matches (`../../docs/{language}/errors.md`), one per language tag.
enum DocumentLocator {
    /// The documents by language tag. Names that are not language tags are reported and skipped. A `documents`
    /// pattern whose folder leads outside `boundary` is an error at the key, and that folder is not listed.
    static func documents(
        folder: String, config: DomainConfig, boundary: InputBoundary = .anywhere, diagnostics: inout Diagnostics
    ) -> [String: String] {
        guard let pattern = config.documents else { return besideConfig(folder: folder, diagnostics: &diagnostics) }
        return matching(pattern, folder: folder, config: config, boundary: boundary, diagnostics: &diagnostics)
    }

    /// Throws the refusal of the document at `path` when it leads outside `boundary`: at the config's
    /// `documents` key when the pattern found it, else at the document's own line 1:1. Nothing is read.
    static func checkInside(_ path: String, config: DomainConfig, boundary: InputBoundary) throws(FatalDiagnostic) {
        try boundary.check(path, at: config.documents == nil ? nil : config.location(ofKey: "documents"))
    }

    private static func besideConfig(folder: String, diagnostics: inout Diagnostics) -> [String: String] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return documents(fileNames: files, folder: folder, diagnostics: &diagnostics)
    }

    /// The `<language>.md` files among some file names (sorted) of a folder, by language; other `.md` names
    /// are reported and skipped.
    static func documents(fileNames files: [String], folder: String, diagnostics: inout Diagnostics)
        -> [String: String]
    {
        var documents: [String: String] = [:]
        for file in files where file.hasSuffix(".md") {
            let language = String(file.dropLast(3))
            guard LanguageTag.isValid(language) else {
                diagnostics.report(.documentNotNamedByLanguage(file, folder: folder))
                continue
            }
            documents[language] = folder + "/" + file
        }
        return documents
    }

    /// The files a pattern matches: the path component holding `{language}` is matched against the entries
    /// of its folder, and the rest of the path must name a file below each match.
    private static func matching(
        _ pattern: String, folder: String, config: DomainConfig, boundary: InputBoundary,
        diagnostics: inout Diagnostics
    ) -> [String: String] {
        let components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let index = components.firstIndex(where: { $0.contains("{language}") }) else { return [:] }
        let parent = ([folder] + components[..<index]).joined(separator: "/")
        let parts = components[index].components(separatedBy: "{language}")
        guard parts.count == 2 else { return [:] }
        let (prefix, suffix) = (parts[0], parts[1])
        let rest = components[(index + 1)...].joined(separator: "/")
        // A folder outside is not even listed: its file names would choose the languages.
        if let target = boundary.outside(parent) {
            diagnostics.report(
                .inputOutsideBoundary(
                    normalized(parent), target: target, boundary: boundary, at: config.location(ofKey: "documents")))
            return [:]
        }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).sorted()
        var documents: [String: String] = [:]
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(suffix) {
            guard entry.count > prefix.count + suffix.count else { continue }
            let language = String(entry.dropFirst(prefix.count).dropLast(suffix.count))
            guard LanguageTag.isValid(language) else { continue }
            let path = parent + "/" + entry + (rest.isEmpty ? "" : "/" + rest)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            documents[language] = normalized(path)
        }
        if documents.isEmpty {
            diagnostics.report(
                .documentsPatternMatchesNothing(
                    folder: normalized(parent), component: components[index], config: config))
        }
        return documents
    }

    /// A path with `.` and `a/..` components removed, so diagnostics show short paths.
    static func normalized(_ path: String) -> String {
        var result: [Substring] = []
        let absolute = path.hasPrefix("/")
        for component in path.split(separator: "/") {
            if component == "." { continue }
            if component == "..", let last = result.last, last != ".." {
                result.removeLast()
            } else {
                result.append(component)
            }
        }
        let joined = result.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

extension Diagnostic {
    /// A Markdown file beside the config whose name is not a language tag.
    static func documentNotNamedByLanguage(_ file: String, folder: String) -> Diagnostic {
        Diagnostic(
            .warning, "'\(file)' is not named by a BCP-47 language tag (such as 'en.md' or 'pt-BR.md'); it is ignored",
            at: SourceLocation(path: folder + "/" + file, line: 1, column: 1))
    }

    /// The config's `documents` pattern matches no file.
    static func documentsPatternMatchesNothing(folder: String, component: String, config: DomainConfig)
        -> Diagnostic
    {
        Diagnostic(
            .error,
            "'documents' matches no file: no entry of '\(folder)' fits '\(component)' with a language tag for "
                + "{language}",
            at: config.location(ofKey: "documents"))
    }

    /// No document of the domain is in its source language.
    static func noSourceDocument(config: DomainConfig, folder: String) -> Diagnostic {
        let expected =
            config.documents.map { "no document for it matches \(Diagnostic.quote($0))" }
            ?? "there is no \(Diagnostic.excerpt(config.sourceLanguage)).md in \(Diagnostic.quote(folder))"
        return Diagnostic(
            .error, "the source language is \(Diagnostic.quote(config.sourceLanguage)) but \(expected)",
            at: config.location(ofKey: config.documents == nil ? "sourceLanguage" : "documents"))
    }
}
