import ErrorTablesCore

extension InitVerb {
    /// Writes the domain's `api-baseline.txt` from the docs `init` just wrote or found, so that `lint`, `check`
    /// and the build plugin report every later change of the generated API; the exit status of a failed write,
    /// `nil` otherwise. A domain that cannot be generated yet gets none, and a line says how to write it later.
    static func writeAPIBaseline(folder: String, console: inout Console) -> Int32? {
        let result = Pipeline(formats: []).load(spec: folder)
        guard result.succeeded, result.model.domains.count == 1, let domain = result.model.domains.first,
            let baseline = APIBaseline.generated(by: domain)
        else {
            console.print(
                "init: no \(APIBaseline.fileName) yet, as the docs have errors; once they have none, record the API "
                    + "with: error-tables api --spec \(folder) --accept")
            return nil
        }
        let path = APIBaseline.path(configPath: domain.config.path)
        do throws(FatalDiagnostic) {
            try baseline.write(to: path)
        } catch {
            console.report(error)
            return ExitStatus.usage
        }
        console.print(
            "init: recorded the API in \(path) (" + counted(baseline.codes.count, "code") + ", "
                + counted(baseline.methods.count, "method type") + "); lint warns when the docs change it")
        return nil
    }
}
