import ErrorTablesCore
import Foundation

/// The linear-growth benchmark: for each dimension of a spec (rows of one table, tables, codes, methods,
/// languages, cell length) the whole pipeline in process (read, extract, align, model, generate) on 1×, 4×
/// and 16× inputs, with the ratios t(4×)/t(1×) and t(16×)/t(1×): about 4 and 16 when time is linear.
enum LinearGrowth {
    /// One dimension: its name and the spec at a given scale.
    struct Dimension {
        var name: String
        var unit: String
        var base: Int
        var spec: (Int) -> SyntheticSpec
    }

    static var dimensions: [Dimension] {
        [
            Dimension(name: "rows in one table", unit: "rows", base: 500) {
                SyntheticSpec(codes: $0, commonRows: $0)
            },
            Dimension(name: "tables", unit: "tables", base: 250) {
                SyntheticSpec(codes: $0, commonRows: 0, plainTables: $0)
            },
            Dimension(name: "codes (no raw values)", unit: "codes", base: 500) {
                SyntheticSpec(codes: $0, commonRows: $0, rawValues: false)
            },
            Dimension(name: "methods", unit: "methods", base: 125) { SyntheticSpec(codes: 200, methods: $0) },
            Dimension(name: "languages", unit: "languages", base: 2) {
                SyntheticSpec(codes: 200, commonRows: 200, languages: $0)
            },
            Dimension(name: "long cells", unit: "bytes/cell", base: 1_000) {
                SyntheticSpec(codes: 20, commonRows: 20, cellLength: $0)
            },
        ]
    }

    static func run(in root: String) throws {
        print("")
        print("linear growth: parse → model → generate in process, best of 2; linear ≈ 4 and 16")
        print(
            "dimension".padding(toLength: 36, withPad: " ", startingAt: 0)
                + "         1×         4×        16×   t4/t1  t16/t1")
        for dimension in dimensions {
            var times: [Double] = []
            var sizes: [Int] = []
            for factor in [1, 4, 16] {
                let folder = root + "/\(dimension.unit)-\(factor)/Bench"
                let size = dimension.base * factor
                try dimension.spec(size).write(to: folder)
                sizes.append(size)
                times.append(try best(of: 2) { try pipeline(folder) })
                try? FileManager.default.removeItem(atPath: folder)
            }
            let label = "\(dimension.name) (\(sizes[0]) \(dimension.unit))"
            print(
                label.padding(toLength: 36, withPad: " ", startingAt: 0)
                    + times.map { String(format: "%8.1fms", $0) }.joined(separator: " ")
                    + String(format: "  %6.1f  %6.1f", times[1] / times[0], times[2] / times[0]))
        }
    }

    /// Milliseconds of the fastest of `runs` runs.
    static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var result = Double.infinity
        for _ in 0..<runs {
            let start = ContinuousClock.now
            try body()
            let duration = ContinuousClock.now - start
            result = min(
                result, Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15)
        }
        return result
    }

    /// Runs the pipeline on the domain folder in memory, as `generate` does before writing.
    static func pipeline(_ folder: String) throws {
        let result = Pipeline(formats: Set(OutputFormat.allCases)).run(spec: folder)
        if let stage = result.failedStage {
            throw FatalDiagnostic(
                "the synthetic spec in \(folder) failed at \(stage.rawValue): \(result.diagnostics.errors.prefix(3))",
                at: nil)
        }
    }
}

/// A synthetic spec domain: a config, a source document and translations, sized by its parameters.
struct SyntheticSpec {
    /// Codes in the config (`BenchErrorCode0`…).
    var codes = 50
    /// Rows of the domain-common table (cycling through the codes).
    var commonRows = 20
    /// Extra one-row tables, each after a paragraph, in the domain-common section.
    var plainTables = 0
    /// Methods with a three-row table each; every `inclusionEvery`th includes the one before.
    var methods = 5
    /// How often a method includes the one before: every fifth by default, every one for a chain.
    var inclusionEvery = 5
    /// Documents: the source language and `languages - 1` translations.
    var languages = 2
    /// The length of each description in the common table; 0 for a short sentence.
    var cellLength = 0
    /// Whether the config gives raw values.
    var rawValues = true

    func write(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var config = """
            {"errorDomain": "BenchErrorDomain", "typeName": "BenchErrorCode", "codePrefix": "BenchErrorCode",
             "sourceLanguage": "en", "codes": {
            """
        for index in 0..<codes {
            config +=
                (index == 0 ? "\n" : ",\n")
                + "\"BenchErrorCode\(index)\": { \(rawValues ? "\"rawValue\": \(index + 1)" : "") }"
        }
        config += "\n} }\n"
        try config.write(toFile: folder + "/error-tables.json", atomically: false, encoding: .utf8)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let translations = (0..<max(languages - 1, 0)).map { "b\(letters[$0 / 26 % 26])\(letters[$0 % 26])" }
        for language in ["en"] + translations {
            var text =
                "# Bench \(language)\n\n## Errors common to every method\n\n| Code | Description |\n| --- | --- |\n"
            for row in 0..<commonRows {
                let code = row % codes
                let description =
                    cellLength > 0
                    ? "\(language) " + String(repeating: "word ", count: cellLength / 5)
                    : "Common failure \(code) in \(language), with `code` and *emphasis*."
                text += "| `BenchErrorCode\(code)` | \(description) |\n"
            }
            for table in 0..<plainTables {
                text += "\nParagraph \(table).\n\n| Code | Description |\n| --- | --- |\n"
                text += "| `BenchErrorCode\(table % codes)` | Table \(table) in \(language). |\n"
            }
            text += "\n## Method-specific errors\n\n### `BenchGroup`\n"
            for method in 0..<methods {
                text += "\n#### benchMethod\(method):completion:\n\n| Code | Description |\n| --- | --- |\n"
                for row in 0..<3 {
                    let code = (method * 7 + row * 13) % codes
                    text += "| `BenchErrorCode\(code)` | Method \(method) row \(row) in \(language). |\n"
                }
                if method > 0 && method % max(inclusionEvery, 1) == 0 {
                    text += "\nAlso returns the errors of `benchMethod\(method - 1):completion:`.\n"
                }
            }
            try text.write(toFile: folder + "/\(language).md", atomically: false, encoding: .utf8)
        }
    }
}
