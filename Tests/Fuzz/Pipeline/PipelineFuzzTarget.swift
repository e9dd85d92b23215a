import ErrorTablesCore

/// libFuzzer target `pipeline`: a config and one or two Markdown documents through the whole pipeline (read,
/// extract, align, model, generate) in memory, without touching the disk.
///
/// The input is split at NUL bytes: the config JSON, then `en.md`, then `it.md` (anything after a third NUL
/// is ignored). Invariants beyond "no crash": every diagnostic is one line; loading twice gives the same
/// diagnostics and the same model; generating twice gives byte-identical files; generated paths are relative
/// and stay inside the output folder; a domain without errors generates its files.
@_cdecl("LLVMFuzzerTestOneInput")
public func pipelineFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let parts = fuzzBytes(data, size).split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
    let config = Array(parts[0])
    var documents: [String: [UInt8]] = [:]
    if parts.count > 1 { documents["en.md"] = Array(parts[1]) }
    if parts.count > 2 { documents["it.md"] = Array(parts[2]) }

    func load() -> (ErrorDomain?, Diagnostics) {
        var diagnostics = Diagnostics()
        let domain = SpecLoader.load(
            .inMemory(name: "Fuzz", folder: "spec/Fuzz", config: config, documents: documents),
            diagnostics: &diagnostics)?.domain
        return (domain, diagnostics)
    }
    let (domain, diagnostics) = load()
    let (again, diagnosticsAgain) = load()
    fuzzCheck(diagnostics == diagnosticsAgain, "loading twice gave different diagnostics")
    fuzzCheck(domain == again, "loading twice gave different models")
    for diagnostic in diagnostics.all {
        fuzzCheck(!diagnostic.description.contains("\n"), "multi-line diagnostic: \(diagnostic.description)")
    }
    guard let domain, !diagnostics.hasErrors else { return 0 }

    let options = CodeGenerator.Options(strings: true, stringCatalog: true)
    var generateDiagnostics = Diagnostics()
    let files = CodeGenerator(domain: domain, options: options).generate(diagnostics: &generateDiagnostics)
    var generateAgain = Diagnostics()
    let filesAgain = CodeGenerator(domain: domain, options: options).generate(diagnostics: &generateAgain)
    fuzzCheck(generateDiagnostics == generateAgain, "generating twice gave different diagnostics")
    for diagnostic in generateDiagnostics.all {
        fuzzCheck(!diagnostic.description.contains("\n"), "multi-line diagnostic: \(diagnostic.description)")
    }
    guard let files else {
        fuzzCheck(generateDiagnostics.hasErrors, "no files generated and no error said why")
        return 0
    }
    fuzzCheck(files == filesAgain, "generating twice gave different files")
    let expected = CodeGenerator.fileNames(domain: domain.name, languages: domain.languages, options: options)
    fuzzCheck(files.map(\.path) == expected, "generated \(files.map(\.path)), declared \(expected)")
    for file in files {
        let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
        fuzzCheck(
            !file.path.hasPrefix("/") && !components.contains("..") && !components.contains(""),
            "generated path '\(file.path)' leaves the output folder")
        // Swift and .strings files start with the generator's header; a String Catalog (JSON) has no header,
        // and its comments are notes for translators.
        fuzzCheck(
            file.path.hasSuffix(".xcstrings") || file.contents.hasPrefix("// \(GeneratedFile.marker)")
                || file.contents.hasPrefix("/* \(GeneratedFile.marker)"),
            "'\(file.path)' lacks the generator's header")
    }
    return 0
}
