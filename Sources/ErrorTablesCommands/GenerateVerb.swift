import ErrorTablesCore

/// `error-tables generate`: Swift error types and string catalogs from a spec.
enum GenerateVerb {
    static let verb = Verb(
        name: "generate",
        summary: "Generate Swift error types and localized catalogs from a spec.",
        discussion: """
            For each domain writes <Domain>ErrorCodes.swift (the code enum), <Domain>MethodErrors.swift (one \
            error type per documented method), <Domain>ErrorTexts.swift (the texts of every language) and \
            <language>.lproj/<Domain>Errors.strings, plus <Domain>Errors.xcstrings with --xcstrings, and records \
            them with their SHA-256 in .error-tables/<Domain>.manifest. Files whose bytes are unchanged are not \
            rewritten. It replaces or removes only files a manifest of the generated domains lists and that still \
            hold the recorded bytes; any other file or folder at a generated path, or an edited generated file, is \
            an error and nothing changes. The files change as a set: a run that fails or is killed leaves the old \
            files, or is completed by the next run. Concurrent runs into one folder take turns. With any error in \
            the spec nothing in the output folder changes and the exit status is 1.
            """,
        arguments: ArgumentSpec(options: [
            LintVerb.specOption,
            .init(
                name: "--output", valueName: "dir", help: "The folder to write into (created when missing).",
                isRequired: true),
            .init(name: "--xcstrings", valueName: nil, help: "Also write a String Catalog (.xcstrings) per domain."),
            .init(name: "--no-strings", valueName: nil, help: "Do not write .strings catalogs."),
            .init(name: "--quiet", valueName: nil, help: "Print only diagnostics."),
            Verb.verboseOption,
        ]),
        run: { arguments, console in
            guard let spec = arguments.value("--spec"), let output = arguments.value("--output") else {
                return ExitStatus.usage
            }
            let options = CodeGenerator.Options(
                strings: !arguments.has("--no-strings"), stringCatalog: arguments.has("--xcstrings"))
            var diagnostics = Diagnostics()
            guard let model = console.loadSpec(spec, checkNames: false, diagnostics: &diagnostics) else {
                return ExitStatus.usage
            }
            let domains = generateDomains(model, options: options, diagnostics: &diagnostics)
            let files = domains.flatMap(\.files)
            console.report(diagnostics)
            guard !diagnostics.hasErrors else { return ExitStatus.findings }
            do throws(FatalDiagnostic) {
                let summary = try OutputWriter(folder: output).write(domains)
                if !arguments.has("--quiet") {
                    console.print(
                        "generate: \(files.count) files in \(output): \(summary.written.count) written, "
                            + "\(summary.unchanged.count) unchanged, \(summary.removed.count) removed")
                }
            } catch {
                console.report(error)
                return ExitStatus.findings
            }
            return ExitStatus.success
        })

    /// Every domain's files, or an empty list with errors reported.
    static func generateDomains(_ model: ErrorModel, options: CodeGenerator.Options, diagnostics: inout Diagnostics)
        -> [OutputWriter.Domain]
    {
        guard !diagnostics.hasErrors else { return [] }
        var owners: [String: ErrorDomain] = [:]
        for domain in model.domains {
            let base = CodeGenerator.fileNames(domain: domain.name, languages: []).first ?? domain.name
            if let other = owners[base] {
                diagnostics.error(
                    "the domain folders '\(other.name)' and '\(domain.name)' generate the same file names "
                        + "('\(base)', …); rename one of them",
                    at: SourceLocation(path: domain.config.path, line: 1, column: 1))
            }
            owners[base] = domain
        }
        guard !diagnostics.hasErrors else { return [] }
        var domains: [OutputWriter.Domain] = []
        for domain in model.domains {
            guard let generated = CodeGenerator(domain: domain, options: options).generate(diagnostics: &diagnostics)
            else { continue }
            domains.append(OutputWriter.Domain(name: domain.name, files: generated))
        }
        return domains
    }
}
