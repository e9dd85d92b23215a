import ErrorTablesCore
import Foundation

/// The path the `xliff` and `xcstrings` targets take: the input's bytes as a translator's file, read
/// (`TranslationFile.parse`) and imported into the fixture domain `Tests/Fuzz/Import/Fixture/Kiln` (read from the
/// repository, where `run.sh` runs the targets; nothing is written: the import is only prepared, as
/// `import --dry-run` does).
///
/// Invariants beyond "no crash": a file that is refused gets one one-line error inside the input's lines; a file
/// that reads reads the same twice, its units lie inside its lines; preparing the import gives one-line
/// diagnostics and, when it is not refused, a document that is UTF-8, the same twice.
func importFuzzCheck(_ bytes: [UInt8], path: String) {
    let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    func inside(_ location: SourceLocation?, _ what: String) {
        guard let location else { return }
        fuzzCheck(location.path == path, "\(what) about another file: \(location)")
        fuzzCheck(
            location.line >= 1 && location.line <= lineCount && location.column >= 1,
            "\(what) at \(location), outside the \(lineCount) lines")
    }
    let data = Data(bytes)
    let file: TranslationFile
    do {
        file = try TranslationFile.parse(data, path: path)
    } catch {
        fuzzCheck(!error.diagnostic.description.contains("\n"), "multi-line diagnostic: \(error.diagnostic)")
        fuzzCheck(error.diagnostic.severity == .error, "a refusal that is no error: \(error.diagnostic)")
        inside(error.diagnostic.location, "refusal")
        return
    }
    fuzzCheck((try? TranslationFile.parse(data, path: path)) == file, "reading the same bytes twice differed")
    for unit in file.units { inside(unit.location, "unit '\(unit.id)'") }
    for diagnostic in file.diagnostics.all {
        fuzzCheck(!diagnostic.description.contains("\n"), "multi-line diagnostic: \(diagnostic)")
        inside(diagnostic.location, "reading diagnostic")
    }
    let first = prepared(file)
    fuzzCheck(first == prepared(file), "preparing the same import twice differed")
}

/// The fixture domain, from the repository root.
private let fixtureFolder = "Tests/Fuzz/Import/Fixture/Kiln"

/// What preparing the import gives: the diagnostics and the prepared document, or the refusal.
private func prepared(_ file: TranslationFile) -> [String] {
    fuzzCheck(
        FileManager.default.fileExists(atPath: fixtureFolder + "/en.md"),
        "no \(fixtureFolder)/en.md: run the target from the repository root")
    var diagnostics = Diagnostics()
    var result: [String]
    do {
        let prepared = try Pipeline.prepareImport(
            file, domain: .onDisk(fixtureFolder), force: false, diagnostics: &diagnostics)
        fuzzCheck(
            (try? SourceText(path: prepared.path, bytes: prepared.contents)) != nil,
            "the prepared document is not UTF-8")
        result = [prepared.path, String(decoding: prepared.contents, as: UTF8.self), prepared.summary(dryRun: true)]
    } catch {
        fuzzCheck(!error.diagnostic.description.contains("\n"), "multi-line refusal: \(error.diagnostic)")
        result = ["refused", error.diagnostic.description]
    }
    for diagnostic in diagnostics.all {
        fuzzCheck(!diagnostic.description.contains("\n"), "multi-line diagnostic: \(diagnostic)")
        result.append(diagnostic.description)
    }
    return result
}
