import ErrorTablesCore

/// `error-tables check`: the CI gate that fails when documentation, translations, generated code and
/// compiled code disagree.
enum CheckVerb {
    static let verb = Verb(
        name: "check",
        summary: "Check that docs, translations, generated files and compiled code agree (for CI).",
        discussion: """
            Always reports what lint reports, translation drift included: per language, codes missing or extra \
            against the source, tables that match no source table, inclusion paragraphs that disagree, and texts \
            left identical to the source ("untranslated"), translations made against an older source text than \
            the current one ("stale", when the domain has a translations.lock), with each translation's coverage.

            --generated <dir> regenerates in memory (with the same --xcstrings/--no-strings as generate; \
            without either, with the formats of the files the folder's manifests list, said in a note) and compares with the folder, without writing: each stale (differs), missing, or extra file (one that a \
            manifest in the folder's .error-tables lists for a domain of the spec, which the spec no longer \
            produces: generate would remove it; files no manifest lists are ignored) is an error with a short \
            diff. check never writes: it takes no lock, and when an interrupted generate left its journal \
            there, it reports that (an error, with the generate command that completes the run) and compares the \
            files as they are.

            --symbol-graph <file.symbols.json> compares the documented codes with the cases of an enum in a \
            compiled module, read from the symbol graph that swift-symbolgraph-extract or 'swift package \
            dump-symbol-graph' writes: a documented code with no case is an error, a case with no documentation \
            a warning. --type names the enum (default: the domain's typeName); --domain picks the domain when the \
            spec has several (default: the one whose typeName is --type).

            --format json prints one object: {"version":1,"findings":[{"severity":"error|warning|note",\
            "message":…,"file":…|null,"line":N|null,"column":N|null,"kind":"spec|translation|generated|code"}],\
            "files":[{"path":…,"status":"stale|missing|extra","diff":…}],"coverage":{"<Domain>":{"<language>":\
            {"translated":N,"total":N,"percent":N,"missing":N,"identical":N,"stale":N}}},"summary":{"errors":N,"warnings":N}}. --format github prints \
            workflow commands (::error file=…,line=…,col=…::message). Paths are relative to the current directory.

            Exit status: 0 when everything agrees (warnings allowed unless --strict), 1 for any finding that is \
            an error, 2 for usage errors and files that cannot be read (a spec, generated folder or symbol graph \
            that is not there, a type the symbol graph does not declare).
            """,
        arguments: ArgumentSpec(options: [
            LintVerb.specOption,
            .init(name: "--generated", valueName: "dir", help: "A checked-in folder of generated files to compare."),
            .init(
                name: OutputFormat.stringCatalogFlag, valueName: nil,
                help: "The folder has String Catalogs (as generate --xcstrings)."),
            .init(
                name: OutputFormat.noStringsFlag, valueName: nil,
                help: "The folder has no .strings (as generate --no-strings)."),
            .init(
                name: "--symbol-graph", valueName: "file", help: "A .symbols.json to compare the documented codes with."
            ),
            .init(
                name: "--type", valueName: "TypeName",
                help: "The enum in the symbol graph (default: the domain's typeName)."),
            .init(name: "--domain", valueName: "name", help: "The domain the symbol graph is compared with."),
            LintVerb.strictOption,
            ReportFormat.option,
            Verb.verboseOption,
            Verb.allowOutsideRepositoryOption,
        ]),
        run: { arguments, console in run(arguments, console: &console) })

    static func run(_ arguments: ParsedArguments, console: inout Console) -> Int32 {
        guard let spec = arguments.value("--spec") else { return ExitStatus.usage }
        let graphPath = arguments.value("--symbol-graph")
        if graphPath == nil, arguments.value("--type") != nil || arguments.value("--domain") != nil {
            console.usageError(verb: "check", .typeOrDomainWithoutSymbolGraph)
            return ExitStatus.usage
        }
        let folder = arguments.value("--generated")
        // Without a folder to compare, nothing is rendered: check reports what lint reports.
        let (formats, formatsNote) = folder.map { comparedFormats(folder: $0, arguments: arguments) } ?? ([], nil)
        let result = Pipeline(
            formats: formats, allowsOutsideRepository: arguments.has(Verb.allowOutsideRepositoryOption.name)
        ).run(spec: spec)
        if console.reportNoSpec(result) { return ExitStatus.usage }
        let model = result.model
        var report = CheckReport(strict: arguments.has("--strict"))
        report.add(result.diagnostics.withAPIBreaksAsErrors, model: model)
        report.add(TranslationLock.missingLockNotes(model), model: model)
        report.addCoverage(of: model)
        var summary = report.coverageLines

        if let folder {
            switch compareGenerated(
                result, folder: folder, spec: spec, formats: formats, formatsNote: formatsNote, report: &report)
            {
            case .success(let line): summary.append(line)
            case .failure(let error):
                console.report(error)
                return ExitStatus.usage
            }
        }

        if let graphPath {
            switch checkSymbolGraph(graphPath, model: model, arguments: arguments, report: &report) {
            case .success(let line): summary += line.map { [$0] } ?? []
            case .failure(let error):
                console.usageError(verb: "check", error)
                return ExitStatus.usage
            }
        }

        summary.append("check: " + report.countText)
        console.print(report, format: ReportFormat(arguments), summary: summary)
        return report.failed ? ExitStatus.findings : ExitStatus.success
    }

    /// Compares `folder` with what the spec renders (when it could be rendered): adds the differences, the
    /// formats note and an unfinished `generate` to `report`, and gives the summary's `generated:` line, or the
    /// error that stops the comparison.
    static func compareGenerated(
        _ result: PipelineResult, folder: String, spec: String, formats: Set<OutputFormat>, formatsNote: Diagnostic?,
        report: inout CheckReport
    ) -> Result<String, FatalDiagnostic> {
        switch result.failedStage {
        case .locate, .build: return .success("generated: not compared, because the spec has errors")
        case .render: return .success("generated: not compared, because the spec cannot be generated")
        case nil: break
        }
        if let formatsNote { report.add(CheckFinding(formatsNote, kind: .generated)) }
        let comparison = GeneratedFolderComparison(folder: folder)
        let differences: [GeneratedFileDifference]
        do throws(FatalDiagnostic) {
            differences = try comparison.differences(from: result.domains)
        } catch {
            return .failure(error)
        }
        report.add(differences)
        if let journal = comparison.unfinishedJournal() {
            let command = generateCommand(spec: spec, folder: folder, formats: formats)
            report.add(CheckFinding(.unfinishedGenerate(journal: journal, command: command), kind: .generated))
        }
        return .success(
            generatedSummary(differences, count: result.files.count, folder: folder, spec: spec, formats: formats))
    }

    /// The formats `--generated` is compared with: those the format options choose when any is given, else those
    /// the folder holds, with the note saying so (the defaults when the folder is not there: the comparison
    /// reports that).
    static func comparedFormats(folder: String, arguments: ParsedArguments) -> (Set<OutputFormat>, Diagnostic?) {
        guard !OutputFormat.hasFormatOption(arguments), let inferred = GeneratedFolderFormats(folder: folder) else {
            return (OutputFormat.formats(arguments), nil)
        }
        return (inferred.formats, inferred.note)
    }

    /// `generated: 6 files compared with generated: 1 stale, 0 missing, 0 extra; update them with: …`.
    static func generatedSummary(
        _ differences: [GeneratedFileDifference], count: Int, folder: String, spec: String, formats: Set<OutputFormat>
    ) -> String {
        guard !differences.isEmpty else {
            return "generated: " + counted(count, "file")
                + " in \(folder) \(count == 1 ? "is" : "are") in sync with the spec"
        }
        let counts = GeneratedFileDifference.Status.allCases.map { status in
            "\(differences.filter { $0.status == status }.count) \(status.rawValue)"
        }
        let command = generateCommand(spec: spec, folder: folder, formats: formats)
        return "generated: " + counted(count, "file") + " compared with \(folder): " + counts.joined(separator: ", ")
            + "; update them with: \(command)"
    }

    /// The `generate` command that writes `folder` as check compares it.
    static func generateCommand(spec: String, folder: String, formats: Set<OutputFormat>) -> String {
        "error-tables generate --spec \(spec) --output \(folder)" + OutputFormat.flags(for: formats)
    }

    /// Compares the chosen domain with the enum in the symbol graph; the summary line, `nil` when the spec
    /// has no domain to compare, or a usage or I/O error.
    static func checkSymbolGraph(
        _ path: String, model: ErrorModel, arguments: ParsedArguments, report: inout CheckReport
    ) -> Result<String?, UsageError> {
        let graph: SymbolGraph
        do throws(FatalDiagnostic) {
            graph = try SymbolGraph.read(path: path)
        } catch {
            return .failure(UsageError(symbolGraphFailure: error.diagnostic))
        }
        let type = arguments.value("--type")
        let domain: ErrorDomain
        if let name = arguments.value("--domain") {
            guard let match = model.domains.first(where: { $0.name == name }) else {
                return .failure(.noSuchDomain(name, in: model))
            }
            domain = match
        } else if let type, let match = model.domains.first(where: { $0.config.typeName == type }) {
            domain = match
        } else if model.domains.count == 1 {
            domain = model.domains[0]
        } else if model.domains.isEmpty {
            return .success("symbol graph: not compared, because the spec has no usable domain")
        } else {
            return .failure(.severalDomains(in: model))
        }
        let typeName = type ?? domain.config.typeName
        guard let enumPath = graph.enumPath(named: typeName) else {
            return .failure(.noSuchEnum(typeName, in: graph, path: path))
        }
        let cases = graph.cases(ofEnumAt: enumPath)
        var diagnostics = Diagnostics()
        SymbolGraphCheck(domain: domain, typeName: typeName).check(cases: cases, diagnostics: &diagnostics)
        report.add(diagnostics, model: nil, kind: .code)
        return .success(
            "symbol graph: \(enumPath.joined(separator: ".")) declares " + counted(cases.count, "case")
                + "; \(domain.name) documents " + counted(domain.codes.count, "code"))
    }

    /// Names quoted and separated by commas: `'A', 'B'`.
    static func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}

extension UsageError {
    /// `--type` or `--domain` without the symbol graph they are about.
    static let typeOrDomainWithoutSymbolGraph = UsageError(
        message: "--type and --domain choose what --symbol-graph is compared with; give --symbol-graph <file>")

    /// `--domain` names no domain of the spec.
    static func noSuchDomain(_ name: String, in model: ErrorModel) -> UsageError {
        UsageError(message: "the spec has no domain '\(name)'; it has " + CheckVerb.list(model.domains.map(\.name)))
    }

    /// Several domains and nothing to choose the one the symbol graph is compared with.
    static func severalDomains(in model: ErrorModel) -> UsageError {
        UsageError(
            message: "the spec has several domains (" + CheckVerb.list(model.domains.map(\.name))
                + "); choose the one to compare with --domain <name>")
    }

    /// The symbol graph declares no enum of the name compared with.
    static func noSuchEnum(_ typeName: String, in graph: SymbolGraph, path: String) -> UsageError {
        let module = graph.moduleName.isEmpty ? "" : " of module '\(graph.moduleName)'"
        let enums = graph.enumNames
        return UsageError(
            message: "the symbol graph '\(path)'\(module) declares no enum '\(typeName)'"
                + (enums.isEmpty ? "; it declares no enums" : "; its enums: " + CheckVerb.list(enums)))
    }
}
