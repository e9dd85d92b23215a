import Foundation

extension Pipeline {
    /// Reports each domain folder whose generated files would have the same names as an earlier one's: file
    /// names are built from a Swift identifier made of the folder's name, so two folder names can give one.
    static func checkFileNames(of domains: [ErrorDomain], diagnostics: inout Diagnostics) {
        var owners: [String: ErrorDomain] = [:]
        for domain in domains {
            let base = CodeGenerator.fileNames(domain: domain.name, languages: []).first ?? domain.name
            if let other = owners[base] {
                diagnostics.report(.duplicateDomainFileName(base, first: other, second: domain))
            }
            owners[base] = domain
        }
    }
}

extension Pipeline {
    /// Reports each domain folder whose name cannot become the names of its output (`OutputNames.problem`), at
    /// its config: checked on every file it can generate (every format, each of its languages) and its manifest,
    /// so a folder name is refused before anything is written, whatever formats are asked for.
    static func checkWritableNames(of domains: [ErrorDomain], diagnostics: inout Diagnostics) {
        let every = CodeGenerator.Options(strings: true, stringCatalog: true)
        for domain in domains {
            let paths = CodeGenerator.fileNames(
                domain: domain.name, languages: domain.languages, options: every, catalogs: domain.config.catalogs)
            guard let why = OutputNames.problem(domain: domain.name, paths: paths) else { continue }
            let folder = (domain.config.path as NSString).deletingLastPathComponent
            guard domain.name == "." || domain.name == ".." else {
                diagnostics.report(.unwritableDomainName(folder: folder, why: why, config: domain.config.path))
                continue
            }
            let named = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
            diagnostics.report(
                .unwritableDomainName(
                    folder: folder, why: "its name is taken from the spec path, which ends in '\(domain.name)'",
                    fix: "name the folder itself in the path (e.g. '../\(named)')", config: domain.config.path))
        }
    }
}

extension Diagnostic {
    /// Two domain folders generate the same file names; reported at the second one's config.
    static func duplicateDomainFileName(_ fileName: String, first: ErrorDomain, second: ErrorDomain) -> Diagnostic {
        Diagnostic(
            .error,
            "the domain folders '\(first.name)' and '\(second.name)' generate the same file names ('\(fileName)', …); "
                + "rename one of them",
            at: SourceLocation(path: second.config.path, line: 1, column: 1))
    }
}
