import ErrorTablesCore

/// `error-tables export`: every translatable text of a domain, for one target language, as XLIFF 1.2 or a
/// String Catalog for translators and their tools.
enum ExportVerb {
    static let verb = Verb(
        name: "export",
        summary: "Export a domain's texts and one language's translations as XLIFF or a String Catalog.",
        discussion: """
            Writes one unit per text of the source document's tables (descriptions, extra columns, fallback rows, \
            lookup messages), in document order, each with a stable id (the catalog key: <Code>, <Code>.<column>, \
            <Group>/<Code>, <method>/<Code>, <method>/*, <Lookup>/<key>), the source text, the language's \
            translation if it has one, its state (new, translated, or needs review when identical to a source \
            text that needs translating or stale: made against an older source text than translations.lock \
            records) and a note for translators (method or table, column, code, source \
            location). xliff: XLIFF 1.2 as Xcode exports it, no <target> for a new unit; a control character \
            XML 1.0 cannot hold is an error naming its unit. xcstrings: a String Catalog with the source and the \
            target language. The output is replaced atomically. With errors in the spec the exit status is 1 and \
            nothing is written.
            """,
        arguments: ArgumentSpec(options: [
            LintVerb.specOption,
            .init(name: "--domain", valueName: "name", help: "The domain to export, when the spec has several."),
            .init(
                name: "--language", valueName: "tag", help: "The target language, e.g. it or pt-BR.",
                isRequired: true),
            .init(
                name: "--format", valueName: "format", help: "xliff (XLIFF 1.2) or xcstrings (String Catalog).",
                isRequired: true, allowedValues: TranslationExport.Format.allCases.map(\.rawValue)),
            .init(name: "--output", valueName: "file", help: "The file to write.", isRequired: true),
            Verb.verboseOption,
            Verb.allowOutsideRepositoryOption,
        ]),
        run: { arguments, console in run(arguments, console: &console) })

    static func run(_ arguments: ParsedArguments, console: inout Console) -> Int32 {
        guard let spec = arguments.value("--spec"), let language = arguments.value("--language"),
            let format = arguments.value("--format").flatMap(TranslationExport.Format.init(rawValue:)),
            let output = arguments.value("--output")
        else { return ExitStatus.usage }
        guard LanguageTag.isValid(language) else {
            console.usageError(verb: "export", .notALanguageTag(language))
            return ExitStatus.usage
        }
        // Only the chosen domain is loaded, so another domain's errors neither cost time nor block the export.
        guard
            let folder = DomainChoice.folder(
                spec: spec, domain: arguments.value("--domain"), verb: "export", console: &console)
        else { return ExitStatus.usage }
        var diagnostics = Diagnostics()
        let files = DomainFiles.onDisk(folder, boundary: Verb.boundary(arguments, spec: spec))
        guard let sources = Pipeline.loadSources(domain: files, diagnostics: &diagnostics) else {
            console.report(diagnostics)
            return ExitStatus.findings
        }
        guard language != sources.domain.sourceLanguage else {
            console.report(diagnostics)
            console.usageError(verb: "export", .sourceLanguageExported(language, domain: sources.domain.name))
            return ExitStatus.usage
        }
        let units = TranslationUnitBuilder(sources).build(diagnostics: &diagnostics)
        console.report(diagnostics)
        guard diagnostics.errorCount == 0 else { return ExitStatus.findings }
        let export = TranslationExport(
            domain: sources.domain, units: units, language: language,
            staleIDs: sources.lock?.staleIDs(language: language, units: units) ?? [])
        do throws(FatalDiagnostic) {
            let text = try export.rendered(as: format)
            do throws(FatalDiagnostic) {
                try TranslationExport.write(text, to: output)
            } catch {
                console.report(error)
                return ExitStatus.usage
            }
        } catch {
            console.report(error)
            return ExitStatus.findings
        }
        console.print(summary(export, output: output))
        return ExitStatus.success
    }

    /// `FirebaseAuth: 49 units for it written to it.xliff (40 translated, 5 new, 4 to review)`.
    static func summary(_ export: TranslationExport, output: String) -> String {
        let states = export.entries.map(\.state)
        let translated = states.filter { $0 == .translated }.count
        let new = states.filter { $0 == .new }.count
        let review = states.filter { $0 == .needsReview }.count
        return "\(export.domainName): " + counted(export.entries.count, "unit")
            + " for \(export.language) written to \(output) "
            + "(\(translated) translated, \(new) new, \(review) to review)"
    }
}

extension UsageError {
    /// `--language` with something that is no BCP-47 tag.
    static func notALanguageTag(_ text: String) -> UsageError {
        UsageError(message: "'\(text)' is not a language tag; write one such as it, hi or pt-BR")
    }

    /// The source language given as the target.
    static func sourceLanguageExported(_ language: String, domain: String) -> UsageError {
        UsageError(
            message: "'\(language)' is the source language of \(domain); export the language to translate into")
    }
}
