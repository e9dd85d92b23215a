import ErrorTablesCore

/// `error-tables api`: shows how the API the docs generate differs from each domain's `api-baseline.txt`, and
/// with `--accept` records it there.
enum APIVerb {
    static let acceptOption = ArgumentSpec.Option(
        name: "--accept", valueName: nil,
        help: "Write each domain's api-baseline.txt from the docs as they are (the reviewed API).")

    static let verb = Verb(
        name: "api",
        summary: "Compare the generated API with api-baseline.txt, or accept it there.",
        discussion: """
            Every domain folder may hold api-baseline.txt beside its error-tables.json: the public API its docs \
            generate (code enum cases with their raw values, method types, and each method type's cases with \
            where the method gets the code), one line each, sorted. lint, check and generate compare the docs \
            with it: an addition is a note (a new case in an existing public method type is a warning: it breaks \
            exhaustive switches), and a removal, a rename, a changed raw value or a code moving between a \
            method's own errors and the common errors is a warning at the line of the docs that made it; check \
            and strict lint fail on them. Without --accept, api prints those differences and changes nothing. \
            With --accept, it writes every domain's api-baseline.txt (init writes the first). Exit status: 0 \
            when nothing differs or the baselines were written, 1 when something differs or the spec has \
            errors, 2 for usage errors and files that cannot be written.
            """,
        arguments: ArgumentSpec(options: [LintVerb.specOption, acceptOption, Verb.verboseOption]),
        run: { arguments, console in run(arguments, console: &console) })

    static func run(_ arguments: ParsedArguments, console: inout Console) -> Int32 {
        guard let spec = arguments.value("--spec") else { return ExitStatus.usage }
        let result = Pipeline(formats: []).load(spec: spec)
        if console.reportNoSpec(result) { return ExitStatus.usage }
        let changes = Diagnostics(result.diagnostics.all.filter { $0.cause == .apiChange })
        guard arguments.has("--accept") else {
            console.report(changes, model: result.model)
            console.print("api: " + counted(changes.all.count, "change") + " from api-baseline.txt")
            return changes.all.isEmpty ? ExitStatus.success : ExitStatus.findings
        }
        guard result.succeeded else {
            console.report(Diagnostics(result.diagnostics.all.filter { $0.severity == .error }), model: result.model)
            console.printError("error-tables api: error: the spec has errors; fix them before accepting its API")
            return ExitStatus.findings
        }
        for domain in result.model.domains {
            guard let baseline = APIBaseline.generated(by: domain) else { continue }
            let path = APIBaseline.path(configPath: domain.config.path)
            do throws(FatalDiagnostic) {
                try baseline.write(to: path)
            } catch {
                console.report(error)
                return ExitStatus.usage
            }
            console.print("api: wrote \(path) (" + counted(changes.all.count, "change") + " accepted)")
        }
        return ExitStatus.success
    }
}
