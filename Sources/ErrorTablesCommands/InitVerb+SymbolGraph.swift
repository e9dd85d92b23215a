import ErrorTablesCore
import Foundation

extension InitVerb {
    /// `init --from-symbol-graph`: a config and a source document for a hand-written error enum, one row per
    /// case (the reading is `ErrorEnumImport`'s, the files `ImportedSpec`'s).
    static func fromSymbolGraph(
        _ graphPath: String, folder: String, domain: String, arguments: ParsedArguments, console: inout Console
    ) -> Int32 {
        guard let language = symbolGraphSourceLanguage(arguments, console: &console),
            let graph = readSymbolGraph(graphPath, console: &console)
        else { return ExitStatus.usage }
        let imported: ErrorEnumImport
        switch importEnum(graph, graphPath: graphPath, type: arguments.value("--type"), console: &console) {
        case .failure(let stop): return stop.status
        case .success(let value): imported = value
        }
        let files: [(name: String, contents: String)]
        do throws(FatalDiagnostic) {
            files = try ImportedSpec(imported: imported, domain: domain, language: language).checkedFiles()
        } catch {
            console.report(error)
            console.usageError(verb: "init", .nothingWritten)
            return ExitStatus.findings
        }
        if let failure = write(files, into: folder, console: &console) { return failure }
        console.print(
            "init: wrote \(files.map(\.name).joined(separator: ", ")) in \(folder): " + importSummary(imported))
        if let failure = startLock(folder: folder, console: &console) { return failure }
        if let failure = writeAPIBaseline(folder: folder, console: &console) { return failure }
        console.print(symbolGraphNextStep(imported, language: language, folder: folder, graphPath: graphPath))
        return ExitStatus.success
    }

    /// Why `fromSymbolGraph` stops early: the exit status, its messages already printed.
    struct Stop: Error, Equatable {
        var status: Int32
    }

    /// The source language (`--source-language`, `en` by default); `nil`, with a usage error printed, when it is
    /// not a language tag or an option `--from-symbol-graph` does not take is given.
    static func symbolGraphSourceLanguage(_ arguments: ParsedArguments, console: inout Console) -> String? {
        for option in ["--documents", "--languages"] where arguments.value(option) != nil {
            console.usageError(verb: "init", .symbolGraphWith(option))
            return nil
        }
        let language = arguments.value("--source-language") ?? "en"
        guard LanguageTag.isValid(language) else {
            console.usageError(verb: "init", .notALanguageTag(language, inList: false))
            return nil
        }
        return language
    }

    /// The symbol graph at `graphPath`; `nil`, with a usage error printed, when it cannot be read.
    static func readSymbolGraph(_ graphPath: String, console: inout Console) -> SymbolGraph? {
        do throws(FatalDiagnostic) {
            return try SymbolGraph.read(path: graphPath)
        } catch {
            console.usageError(verb: "init", UsageError(symbolGraphFailure: error.diagnostic))
            return nil
        }
    }

    /// The enum read from the graph, its diagnostics printed; a stop with the usage status for a failure without
    /// a place (no such type), with the findings status and "nothing was written" for errors in the enum.
    static func importEnum(_ graph: SymbolGraph, graphPath: String, type: String?, console: inout Console)
        -> Result<ErrorEnumImport, Stop>
    {
        var diagnostics = Diagnostics()
        let imported: ErrorEnumImport
        do throws(FatalDiagnostic) {
            imported = try ErrorEnumImport.read(
                graph: graph, graphPath: graphPath, type: type,
                readSource: { path in FileManager.default.contents(atPath: path).map { Array($0) } },
                diagnostics: &diagnostics)
        } catch {
            console.report(diagnostics)
            guard error.diagnostic.location != nil else {
                console.usageError(verb: "init", UsageError(message: error.diagnostic.message))
                return .failure(Stop(status: ExitStatus.usage))
            }
            console.report(error)
            console.usageError(verb: "init", .nothingWritten)
            return .failure(Stop(status: ExitStatus.findings))
        }
        console.report(diagnostics)
        guard !diagnostics.hasErrors else {
            console.usageError(verb: "init", .nothingWritten)
            return .failure(Stop(status: ExitStatus.findings))
        }
        return .success(imported)
    }

    /// What the written files hold, for the `init: wrote …` line: `7 codes from Domain, 2 with a placeholder
    /// description, 1 deprecated` (the last two only when not 0).
    static func importSummary(_ imported: ErrorEnumImport) -> String {
        let placeholders = imported.rows.filter(\.isPlaceholder).count
        let deprecated = imported.rows.filter { $0.deprecation != nil }.count
        var details = [counted(imported.rows.count, "code") + " from \(imported.errorDomain)"]
        if placeholders > 0 { details.append("\(placeholders) with a placeholder description") }
        if deprecated > 0 { details.append("\(deprecated) deprecated") }
        return details.joined(separator: ", ")
    }

    /// The `next:` line: describe the placeholder cases (when there are any), lint, then keep enum and docs in step.
    static func symbolGraphNextStep(_ imported: ErrorEnumImport, language: String, folder: String, graphPath: String)
        -> String
    {
        "next: "
            + (imported.rows.contains(where: \.isPlaceholder)
                ? "describe the cases marked \(ErrorEnumImport.placeholderMarker) in \(language).md, " : "")
            + "run: error-tables lint --spec \(folder); keep the enum and the docs in sync with: "
            + "error-tables check --spec \(folder) --symbol-graph \(graphPath)"
    }
}

extension UsageError {
    /// The enum could not be read as a whole: no file is written.
    static let nothingWritten = UsageError(message: "nothing was written, because of the errors above")
}
