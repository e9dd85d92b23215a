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

            generate prints errors and warnings; notes (what the tool inferred, what it would settle with a config \
            line) only with --verbose: lint prints them.

            Diagnostics name files relative to the current directory, or in full with --absolute-paths, as \
            swiftc does (the build plugin passes it, so that Xcode and other IDEs can open them).

            --pointer <file> names the error-tables-plugin.json that named --spec when SwiftPM planned the build \
            (the build plugin passes it): when the file names another folder now, generate fails, saying to run \
            'touch Package.swift', since SwiftPM runs the plugin again only when it plans the build again.
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
            absolutePathsOption,
            pointerOption,
            Verb.verboseOption,
            Verb.allowOutsideRepositoryOption,
        ]),
        run: { arguments, console in
            guard var spec = arguments.value("--spec"), var output = arguments.value("--output") else {
                return ExitStatus.usage
            }
            if arguments.has(absolutePathsOption.name) {
                spec = console.absolutePath(spec)
                output = console.absolutePath(output)
                console.workingDirectory = nil
                // The plugins pass it, and their users cannot pass --verbose.
                console.verboseHint = false
            }
            if let pointer = arguments.value(pointerOption.name), let changed = changedPointer(pointer, spec: spec) {
                console.report(FatalDiagnostic(changed))
                return ExitStatus.findings
            }
            let result = Pipeline(
                formats: OutputFormat.formats(arguments),
                allowsOutsideRepository: arguments.has(Verb.allowOutsideRepositoryOption.name)
            ).run(spec: spec)
            if console.reportNoSpec(result) { return ExitStatus.usage }
            // Notes belong to lint: the build plugin runs generate on every build, where they would never settle.
            let shown = arguments.has(Verb.verboseOption.name) ? result.diagnostics : result.diagnostics.withoutNotes
            console.report(shown, model: result.model)
            guard result.succeeded else { return ExitStatus.findings }
            do throws(FatalDiagnostic) {
                let summary = try OutputWriter(folder: output).write(result.domains)
                for warning in summary.warnings {
                    console.printError(warning.formatted(relativeTo: console.workingDirectory))
                }
                if !arguments.has("--quiet") {
                    console.print(
                        "generate: " + counted(result.files.count, "file")
                            + " in \(output): \(summary.written.count) written, "
                            + "\(summary.unchanged.count) unchanged, \(summary.removed.count) removed")
                }
            } catch {
                console.report(error)
                return ExitStatus.findings
            }
            return ExitStatus.success
        })

    /// `--absolute-paths`: every path printed in full, for IDEs that open a diagnostic's file.
    static let absolutePathsOption = ArgumentSpec.Option(
        name: "--absolute-paths", valueName: nil,
        help: "Print full paths in diagnostics, as swiftc does (the build plugin passes it).")
}
