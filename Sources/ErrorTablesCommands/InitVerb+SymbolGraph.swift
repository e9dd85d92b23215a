import ErrorTablesCore
import Foundation

extension InitVerb {
    /// `init --from-symbol-graph`: a config and a source document for a hand-written error enum, one row per
    /// case (the reading is `ErrorEnumImport`'s, the files `ImportedSpec`'s).
    static func fromSymbolGraph(
        _ graphPath: String, folder: String, domain: String, arguments: ParsedArguments, console: inout Console
    ) -> Int32 {
        for option in ["--documents", "--languages"] where arguments.value(option) != nil {
            console.usageError(verb: "init", .symbolGraphWith(option))
            return ExitStatus.usage
        }
        let language = arguments.value("--source-language") ?? "en"
        guard LanguageTag.isValid(language) else {
            console.usageError(verb: "init", .notALanguageTag(language, inList: false))
            return ExitStatus.usage
        }
        let graph: SymbolGraph
        do throws(FatalDiagnostic) {
            graph = try SymbolGraph.read(path: graphPath)
        } catch {
            console.usageError(verb: "init", UsageError(symbolGraphFailure: error.diagnostic))
            return ExitStatus.usage
        }
        var diagnostics = Diagnostics()
        let imported: ErrorEnumImport
        do throws(FatalDiagnostic) {
            imported = try ErrorEnumImport.read(
                graph: graph, graphPath: graphPath, type: arguments.value("--type"),
                readSource: { path in FileManager.default.contents(atPath: path).map { Array($0) } },
                diagnostics: &diagnostics)
        } catch {
            console.report(diagnostics)
            guard error.diagnostic.location != nil else {
                console.usageError(verb: "init", UsageError(message: error.diagnostic.message))
                return ExitStatus.usage
            }
            console.report(error)
            console.usageError(verb: "init", .nothingWritten)
            return ExitStatus.findings
        }
        console.report(diagnostics)
        guard !diagnostics.hasErrors else {
            console.usageError(verb: "init", .nothingWritten)
            return ExitStatus.findings
        }
        let spec = ImportedSpec(imported: imported, domain: domain, language: language)
        let files: [(name: String, contents: String)]
        do throws(FatalDiagnostic) {
            files = try spec.checkedFiles()
        } catch {
            console.report(error)
            console.usageError(verb: "init", .nothingWritten)
            return ExitStatus.findings
        }
        if let failure = write(files, into: folder, console: &console) { return failure }
        let placeholders = imported.rows.filter(\.isPlaceholder).count
        let deprecated = imported.rows.filter { $0.deprecation != nil }.count
        var details = [counted(imported.rows.count, "code") + " from \(imported.errorDomain)"]
        if placeholders > 0 { details.append("\(placeholders) with a placeholder description") }
        if deprecated > 0 { details.append("\(deprecated) deprecated") }
        console.print(
            "init: wrote \(files.map(\.name).joined(separator: ", ")) in \(folder): "
                + details.joined(separator: ", "))
        if let failure = startLock(folder: folder, console: &console) { return failure }
        console.print(
            "next: "
                + (placeholders > 0
                    ? "describe the cases marked \(ErrorEnumImport.placeholderMarker) in \(language).md, " : "")
                + "run: error-tables lint --spec \(folder); keep the enum and the docs in sync with: "
                + "error-tables check --spec \(folder) --symbol-graph \(graphPath)")
        return ExitStatus.success
    }
}

extension UsageError {
    /// The enum could not be read as a whole: no file is written.
    static let nothingWritten = UsageError(message: "nothing was written, because of the errors above")
}
