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
            .init(
                name: OutputFormat.stringCatalogFlag, valueName: nil,
                help: "Also write a String Catalog (.xcstrings) per domain."),
            .init(
                name: OutputFormat.noStringsFlag, valueName: nil,
                help: "Do not write .strings catalogs (a domain with \"catalogs\": \"resources\" keeps them)."),
            .init(name: "--quiet", valueName: nil, help: "Print only diagnostics."),
            Verb.verboseOption,
        ]),
        run: { arguments, console in
            guard let spec = arguments.value("--spec"), let output = arguments.value("--output") else {
                return ExitStatus.usage
            }
            let result = Pipeline(formats: OutputFormat.formats(arguments)).run(spec: spec)
            if console.reportNoSpec(result) { return ExitStatus.usage }
            console.report(result.diagnostics)
            guard result.succeeded else { return ExitStatus.findings }
            do throws(FatalDiagnostic) {
                let summary = try OutputWriter(folder: output).write(result.domains)
                if !arguments.has("--quiet") {
                    console.print(
                        "generate: \(result.files.count) files in \(output): \(summary.written.count) written, "
                            + "\(summary.unchanged.count) unchanged, \(summary.removed.count) removed")
                }
            } catch {
                console.report(error)
                return ExitStatus.findings
            }
            return ExitStatus.success
        })

}
