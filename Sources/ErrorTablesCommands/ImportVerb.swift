import ErrorTablesCore

/// `error-tables import`: writes a translator's XLIFF or String Catalog back into the target language's
/// Markdown document (`TranslationImport`).
enum ImportVerb {
    static let verb = Verb(
        name: "import",
        summary: "Import a translated XLIFF or String Catalog into the language's Markdown document.",
        discussion: """
            Reads the file's target language (XLIFF: target-language; String Catalog: its one language beside \
            the source, or --language) and writes each unit's translation into its cell of <lang>.md, found by \
            the unit's id (its code and column in the tables), never by searching for text. Only cells whose \
            text changes are rewritten, escaped as the table needs (\\|, <br>, HTML entities); everything else \
            stays byte for byte, so importing an unchanged export changes nothing. A language without a \
            document gets one from the source document's structure (as translations --new makes it). Units \
            without a translation are skipped; a unit the spec does not have is a warning and skipped. When a \
            unit's source text in the file differs from the source document's (the translator worked on an \
            old export), nothing is written and each such unit is an error with both texts; --force imports \
            them anyway, one warning each. The document is replaced atomically; --dry-run prints the unified \
            diff instead and writes nothing. Exit status: 0 when imported, 1 when refused, 2 for usage errors \
            and unreadable files.
            """,
        arguments: ArgumentSpec(
            options: [
                LintVerb.specOption,
                .init(
                    name: "--domain", valueName: "name",
                    help: "The domain, when --spec holds several and the file names none (XLIFF: original)."),
                .init(
                    name: "--language", valueName: "tag",
                    help: "The language to import, for a String Catalog with several."),
                .init(
                    name: "--force", valueName: nil, help: "Import units whose source text changed since the export."),
                .init(name: "--dry-run", valueName: nil, help: "Print the diff of the document instead of writing it."),
                Verb.verboseOption,
                Verb.allowOutsideRepositoryOption,
            ],
            positionals: [.init(name: "file", help: "The translated file: .xliff (XLIFF 1.2) or .xcstrings.")]),
        run: { arguments, console in run(arguments, console: &console) })

    static func run(_ arguments: ParsedArguments, console: inout Console) -> Int32 {
        guard let spec = arguments.value("--spec").map(console.absolutePath),
            let path = arguments.positionals.first.map(console.absolutePath)
        else {
            return ExitStatus.usage
        }
        if let language = arguments.value("--language"), !LanguageTag.isValid(language) {
            console.usageError(verb: "import", .notALanguageTag(language))
            return ExitStatus.usage
        }
        let file: TranslationFile
        do throws(FatalDiagnostic) {
            file = try TranslationFile.read(path: path, language: arguments.value("--language"))
        } catch {
            console.report(error)
            return ExitStatus.usage
        }
        guard
            let folder = DomainChoice.folder(
                spec: spec, domain: arguments.value("--domain"), fileDomain: file.domainName, verb: "import",
                console: &console)
        else { return ExitStatus.usage }
        var diagnostics = Diagnostics()
        let result: TranslationImport
        do throws(FatalDiagnostic) {
            result = try Pipeline.prepareImport(
                file, domain: .onDisk(folder, boundary: Verb.boundary(arguments, spec: spec)),
                force: arguments.has("--force"), diagnostics: &diagnostics)
        } catch {
            console.report(diagnostics)
            console.report(error)  // why nothing was written, after the units' errors
            return ExitStatus.findings
        }
        console.report(diagnostics)
        let dryRun = arguments.has("--dry-run")
        if dryRun {
            let diff = result.diff(relativeTo: console.workingDirectory)
            if !diff.isEmpty { console.print(String(diff.dropLast())) }
        } else {
            do throws(FatalDiagnostic) {
                try result.write()
            } catch {
                console.report(error)
                return ExitStatus.usage
            }
        }
        console.print(result.summary(dryRun: dryRun, relativeTo: console.workingDirectory))
        return ExitStatus.success
    }
}
