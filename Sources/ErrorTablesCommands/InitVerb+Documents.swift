import ErrorTablesCore
import Foundation

extension InitVerb {
    /// `init --documents`: a config for documentation that already exists, and what reading it inferred. The
    /// steps: the options checked (`documentsSourceLanguage`), the first config written (`writeFirstConfig`),
    /// each guess the reader made written out when it holds (sections, columns, code prefix, unique names), the
    /// lock started, and the new domain linted (`lintNewDomain`).
    static func fromDocuments(
        _ pattern: String, folder: String, domain: String, arguments: ParsedArguments, console: inout Console
    ) -> Int32 {
        let sourceLanguage: String
        do throws(UsageError) {
            sourceLanguage = try documentsSourceLanguage(pattern, domain: domain, arguments: arguments)
        } catch {
            console.usageError(verb: "init", error)
            return ExitStatus.usage
        }
        let configPath = folder + "/" + DomainConfig.fileName
        var members: [(String, JSONValue)] = [("documents", .string(relativePath(pattern, from: folder)))]
        if sourceLanguage != "en" { members.append(("sourceLanguage", .string(sourceLanguage))) }
        if let failure = writeFirstConfig(members, at: configPath, folder: folder, console: &console) {
            return failure
        }
        console.print("init: wrote \(configPath)")
        // Where the reader guessed, the guess is written out, so the config says what lint reads.
        if let failure = writeGuessedSections(&members, configPath: configPath, folder: folder, console: &console) {
            return failure
        }
        if let failure = writeInferredColumns(&members, configPath: configPath, folder: folder, console: &console) {
            return failure
        }
        if let failure = writeInferredPrefix(&members, configPath: configPath, folder: folder, console: &console) {
            return failure
        }
        if let failure = writeUniqueNames(&members, configPath: configPath, folder: folder, console: &console) {
            return failure
        }
        if let failure = startLock(folder: folder, console: &console) { return failure }
        noteDocumentsOutside(pattern, folder: folder, console: &console)
        if let failure = writeAPIBaseline(folder: folder, console: &console) { return failure }
        return lintNewDomain(folder, console: &console)
    }

    /// Says so when the documents the user named lie outside the repository or package holding the new domain:
    /// `init` reads them (the user named them), but `lint`, `generate` and `check` refuse them without
    /// `--allow-outside-repository` (see `InputBoundary`).
    static func noteDocumentsOutside(_ pattern: String, folder: String, console: inout Console) {
        let beforeLanguage = pattern.components(separatedBy: "{language}")[0]
        let documents = beforeLanguage.lastIndex(of: "/").map { String(beforeLanguage[..<$0]) } ?? "."
        let boundary = InputBoundary.enclosing(folder)
        guard let target = boundary.outside(documents), let root = boundary.root else { return }
        console.print(
            "init: the documents are in '\(target)', outside '\(root)' (\(boundary.kind) holding the spec); lint, "
                + "generate and check read them only with --allow-outside-repository")
    }

    /// The source language of `init --documents` (`--source-language`, by default `en`), once the options are
    /// known to fit: no `--languages` (the documents say which there are), a language tag, a pattern with one
    /// `{language}`, and a domain name that gives a Swift type name.
    static func documentsSourceLanguage(_ pattern: String, domain: String, arguments: ParsedArguments)
        throws(UsageError) -> String
    {
        if arguments.value("--languages") != nil { throw .languagesWithDocuments }
        let sourceLanguage = arguments.value("--source-language") ?? "en"
        guard LanguageTag.isValid(sourceLanguage) else { throw .notALanguageTag(sourceLanguage, inList: false) }
        guard pattern.components(separatedBy: "{language}").count == 2 else {
            throw .documentsPatternWithoutOneLanguage
        }
        guard DomainConfig.typeNameStem(forDomain: domain) != nil else { throw .domainNameGivesNoTypeName(domain) }
        return sourceLanguage
    }

    /// Writes the config `members` at `configPath`, creating `folder`, never over a file there (a config that
    /// appears meanwhile included); the exit status of a failure, after saying why, `nil` on success.
    static func writeFirstConfig(
        _ members: [(String, JSONValue)], at configPath: String, folder: String, console: inout Console
    ) -> Int32? {
        let fileManager = FileManager.default
        guard !fileManager.fileExists(atPath: configPath) else {
            console.usageError(verb: "init", .filesExist([configPath]))
            return ExitStatus.findings
        }
        do {
            try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard try AtomicFileWrite.create(Data(JSONValue.object(members).rendered().utf8), at: configPath) else {
                console.usageError(verb: "init", .filesExist([configPath]))
                return ExitStatus.findings
            }
        } catch {
            console.usageError(verb: "init", .cannotWrite(into: folder, error))
            return ExitStatus.usage
        }
        return nil
    }

    /// When the source page holds several families of codes and the reader chose the one to read, writes its
    /// heading as `sections` and says so; the exit status of a failure, `nil` otherwise (`members` unchanged when
    /// nothing was guessed).
    static func writeGuessedSections(
        _ members: inout [(String, JSONValue)], configPath: String, folder: String, console: inout Console
    ) -> Int32? {
        var probe = Diagnostics()
        guard
            let sections = Pipeline.loadSources(domain: .onDisk(folder, boundary: .anywhere), diagnostics: &probe)?
                .source.guessedSections
        else { return nil }
        members.append(("sections", .array(sections.map { .string($0) })))
        if let failure = rewriteConfig(members, at: configPath, folder: folder, console: &console) { return failure }
        console.print(
            "init: the page holds several families of codes; wrote \"sections\": ["
                + sections.map { "\"\($0)\"" }.joined(separator: ", ")
                + "], the one read; name another heading there to read its family")
        return nil
    }

    /// Lints the domain `init` just configured, as `lint` does: its findings, one summary line per domain and
    /// what to do next; the exit status (`findings` when it has errors or no domain).
    static func lintNewDomain(_ folder: String, console: inout Console) -> Int32 {
        let result = Pipeline(formats: [], allowsOutsideRepository: true).load(spec: folder)
        if console.reportNoSpec(result) { return ExitStatus.findings }
        console.report(result.diagnostics)
        for domain in result.model.domains { console.print(LintVerb.summary(of: domain)) }
        console.print("next: check the notes above, then run: error-tables generate --spec \(folder) --output <dir>")
        return result.succeeded ? ExitStatus.success : ExitStatus.findings
    }
}
