import ErrorTablesCore

/// Which domain folder of `--spec` a verb that works on one domain (`translations`, `export`, `import`) works on.
enum DomainChoice {
    /// The domain folder of `spec` the verb works on: the spec's domain folders listed, then chosen by
    /// `folder(_:domain:fileDomain:)`. `nil` after printing why not (no spec there, or a usage error naming
    /// `verb`), for the verb to exit with `ExitStatus.usage`. The one place every such verb chooses its folder.
    static func folder(
        spec: String, domain: String?, fileDomain: String? = nil, verb: String, console: inout Console
    ) -> String? {
        let folders: [String]
        do throws(FatalDiagnostic) {
            folders = try SpecLoader.domainFolders(at: spec)
        } catch {
            console.report(error)
            return nil
        }
        do throws(UsageError) {
            return try folder(folders, domain: domain, fileDomain: fileDomain)
        } catch {
            console.usageError(verb: verb, error)
            return nil
        }
    }

    /// The domain folder: `--domain`'s, else the only one, else the one a translator's file names (XLIFF
    /// `original`), else a usage error listing the domains.
    static func folder(
        _ folders: [String], domain: String?, fileDomain: String? = nil
    ) throws(UsageError) -> String {
        let names = folders.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        if let domain {
            guard let index = names.firstIndex(of: domain) else {
                throw .unknownDomain(domain, names: names, suggestion: Identifier.closest(to: domain, among: names))
            }
            return folders[index]
        }
        if folders.count == 1, let folder = folders.first { return folder }
        if let fileDomain, let index = names.firstIndex(of: fileDomain) { return folders[index] }
        throw .domainNeeded(names)
    }
}

extension UsageError {
    /// A spec folder of several domains without `--domain`.
    static func domainNeeded(_ names: [String]) -> UsageError {
        UsageError(
            message: "the spec folder holds several domains (" + names.joined(separator: ", ")
                + "); name one with --domain")
    }

    /// A `--domain` that names no domain folder of the spec.
    static func unknownDomain(_ name: String, names: [String], suggestion: String?) -> UsageError {
        UsageError(
            message: "no domain '\(name)' in the spec folder (" + names.joined(separator: ", ") + ")"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
}
