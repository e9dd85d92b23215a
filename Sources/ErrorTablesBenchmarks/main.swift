// `make bench`: how long each pipeline stage takes on a large synthetic spec, then how the whole pipeline
// grows with each dimension of the input, printed as figures. Not a test: nothing here passes or fails; it
// measures.
//
//   swift run -c release ErrorTablesBenchmarks [codes] [methods] [languages]

import ErrorTablesCore
import Foundation

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let codeCount = arguments.count > 0 ? arguments[0] : 2_000
let methodCount = arguments.count > 1 ? arguments[1] : 400
let languageCount = arguments.count > 2 ? arguments[2] : 6
let languages = ["en", "de", "fr", "hi", "it", "ja", "pt-BR", "zh-Hant"].prefix(max(1, min(languageCount, 8)))

/// Writes a spec domain with `codeCount` codes, a domain-common table, 10 groups and `methodCount`
/// methods of 12 rows each (some included by others), translated into every language.
func writeSpec(to folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var codes: [String] = []
    for index in 0..<codeCount { codes.append("\"BenchErrorCode\(index)\": { \"rawValue\": \(index + 1) }") }
    let config = """
        {"errorDomain": "BenchErrorDomain", "typeName": "BenchErrorCode", "codePrefix": "BenchErrorCode",
         "sourceLanguage": "en", "codes": { \(codes.joined(separator: ",\n")) } }
        """
    try config.write(toFile: folder + "/error-tables.json", atomically: true, encoding: .utf8)
    for language in languages {
        var lines = [
            "# Bench errors (\(language))", "", "## Errors common to every method", "",
            "| Code | Description |", "| --- | --- |",
        ]
        for index in 0..<min(codeCount, 20) {
            lines.append(
                "| `BenchErrorCode\(index)` | Common failure \(index) in \(language), with `code` and *emphasis*. |")
        }
        for method in 0..<methodCount {
            if method % (max(methodCount / 10, 1)) == 0 {
                lines += ["", "### `BenchGroup\(method / max(methodCount / 10, 1))`"]
            }
            lines += ["", "#### benchMethod\(method):completion:", "", "| Code | Description |", "| --- | --- |"]
            for row in 0..<12 {
                let code = (method * 7 + row * 13) % codeCount
                if row > 0, (method * 7 + (row - 1) * 13) % codeCount == code { continue }
                lines.append("| `BenchErrorCode\(code)` | Method \(method) fails with \(code) (\(language)). |")
            }
            if method > 0 && method % 5 == 0 {
                lines += ["", "Also returns the errors of `benchMethod\(method - 1):completion:`."]
            }
        }
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: folder + "/\(language).md", atomically: true, encoding: .utf8)
    }
}

func measure<T>(_ label: String, runs: Int = 3, _ body: () throws -> T) rethrows -> T {
    var start = ContinuousClock.now
    let result = try body()
    var durations = [ContinuousClock.now - start]
    for _ in 1..<max(runs, 1) {
        start = ContinuousClock.now
        _ = try body()
        durations.append(ContinuousClock.now - start)
    }
    let best = durations.min() ?? .zero
    let milliseconds = Double(best.components.seconds) * 1_000 + Double(best.components.attoseconds) / 1e15
    print(
        "\(label.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%9.1f", milliseconds)) ms "
            + "(best of \(durations.count))")
    return result
}

let root = NSTemporaryDirectory() + "error-tables-bench-\(ProcessInfo.processInfo.processIdentifier)"
defer { try? FileManager.default.removeItem(atPath: root) }
do {
    try writeSpec(to: root + "/Bench")
    let bytes = languages.compactMap { try? Data(contentsOf: URL(fileURLWithPath: root + "/Bench/\($0).md")).count }
        .reduce(0, +)
    print(
        "spec: \(codeCount) codes, \(methodCount) methods, \(languages.count) languages, \(bytes / 1024) KiB of Markdown"
    )
    let source = try SourceText.read(path: root + "/Bench/en.md")
    let document = measure("parse en.md (cmark + GFM tables)") { MarkdownDocument(source: source) }
    print("  \(document.tables.count) tables")
    let pipeline = Pipeline(formats: Set(OutputFormat.allCases))
    let loaded = measure("load spec (parse, extract, model, names)") { pipeline.load(spec: root) }
    let diagnostics = loaded.diagnostics
    print("  \(diagnostics.errors.count) errors, \(diagnostics.warnings.count) warnings")
    guard loaded.succeeded, !loaded.model.domains.isEmpty else {
        print(
            "benchmark failed: the synthetic spec did not load (failed stage: \(loaded.failedStage?.rawValue ?? "none"))"
        )
        exit(1)
    }
    let generated = measure("generate Swift and catalogs (in memory)") { pipeline.render(loaded) }
    let files = generated.files
    let generatedBytes = files.map(\.contents.utf8.count).reduce(0, +)
    print("  \(files.count) files, \(generatedBytes / 1024) KiB")
    let output = root + "/out"
    _ = try measure("write (first run: all files)", runs: 1) {
        try OutputWriter(folder: output).write(generated.domains)
    }
    _ = try measure("write (second run: nothing changed)") {
        try OutputWriter(folder: output).write(generated.domains)
    }
    try LinearGrowth.run(in: root + "/growth")
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}
