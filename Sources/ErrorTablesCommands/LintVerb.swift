import ErrorTablesCore

/// `error-tables lint`: reads a spec and reports every problem.
enum LintVerb {
    static let specOption = ArgumentSpec.Option(
        name: "--spec", valueName: "dir", help: "A domain folder, or a folder of domain folders.", isRequired: true)

    static let strictOption = ArgumentSpec.Option(
        name: "--strict", valueName: nil, help: "Treat warnings as errors (they are printed as errors).")

    static let verb = Verb(
        name: "lint",
        summary: "Check a spec folder and report every problem.",
        discussion: """
            Reads every domain's error-tables.json and <language>.md files, matches the translations to the \
            source document and prints each problem as path:line:column: error|warning: message, then a summary \
            per domain and each translation's coverage (texts translated / texts of the source tables; a text \
            left identical to the source is untranslated), with the counts of texts missing, left identical and \
            stale (made against an older source text, as translations.lock records) when not 0. --format json and --format github print the report \
            as 'error-tables check' does. Exit status: 0 without errors, 1 with errors, 2 for usage errors.
            """,
        arguments: ArgumentSpec(options: [
            specOption, strictOption, ReportFormat.option, Verb.verboseOption, Verb.allowOutsideRepositoryOption,
        ]),
        run: { arguments, console in
            guard let spec = arguments.value("--spec") else { return ExitStatus.usage }
            let result = Pipeline(
                formats: [], allowsOutsideRepository: arguments.has(Verb.allowOutsideRepositoryOption.name)
            ).load(spec: spec)
            if console.reportNoSpec(result) { return ExitStatus.usage }
            var report = CheckReport(strict: arguments.has("--strict"))
            report.add(result.diagnostics, model: result.model)
            report.add(TranslationLock.missingLockNotes(result.model), model: result.model)
            report.addCoverage(of: result.model)
            let summary = result.model.domains.map(summary(of:)) + report.coverageLines + [report.countText]
            console.print(report, format: ReportFormat(arguments), summary: summary)
            return report.failed ? ExitStatus.findings : ExitStatus.success
        })

    /// One line per domain: `FirebaseAuth (FIRAuthErrorDomain): languages en, hi, it; 23 codes; 2 groups; 14 methods`.
    static func summary(of domain: ErrorDomain) -> String {
        "\(domain.name) (\(domain.config.errorDomain)): languages \(domain.languages.joined(separator: ", ")); "
            + counted(domain.codes.count, "code") + "; " + counted(domain.groups.count, "group") + "; "
            + counted(domain.methods.count, "method") + "; " + counted(domain.commonErrors.count, "common error")
    }
}
