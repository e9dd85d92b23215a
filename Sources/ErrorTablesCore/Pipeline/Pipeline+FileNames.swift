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
