import ErrorTablesCommands
import ErrorTablesCore
import Foundation

/// The hostile-shapes growth table: inputs made to cost far more than their size (spans and padding that
/// create millions of cells, deeply nested HTML tables, chains of inclusions, thousands of `sections`), each
/// linted (or generated) at 1×, 4× and 16× in a child process of its own, with CPU time and peak memory and the
/// ratios to 1×: about 4 and 16 when the work is linear in the input.
enum HostileShapes {
    /// One shape: its name and the text of a domain's source document at a scale.
    struct Shape: Sendable {
        var id: String
        var name: String
        /// Whether the child runs `generate` into a scratch folder instead of `lint`.
        var generates = false
        /// Writes the domain folder for a scale factor.
        var write: @Sendable (_ folder: String, _ factor: Int) throws -> Void
    }

    static let shapes: [Shape] = [
        Shape(id: "spans", name: "HTML spans (4 KB tables)") { folder, factor in
            // The issue's 4 KB table: four cells spanning 1,000 columns and 1,000 rows over 999 empty rows.
            let table =
                "<table>\n<tr>" + String(repeating: "<td colspan=1000 rowspan=1000>x</td>", count: 4) + "</tr>\n"
                + String(repeating: "<tr></tr>\n", count: 999) + "</table>\n\n"
            try document(String(repeating: table, count: factor), in: folder)
        },
        Shape(id: "padding", name: "pipe padding (n-cell header)") { folder, factor in
            // A header of n cells over n one-cell rows; 16× is the issue's 40 KB table (n = 5,000).
            let cells = 312 * factor
            let table =
                "|" + (0..<cells).map { "h\($0)" }.joined(separator: "|") + "|\n|"
                + String(repeating: "-|", count: cells) + "\n" + String(repeating: "|x|\n", count: cells)
            try document(table, in: folder)
        },
        Shape(id: "nested", name: "nested HTML tables") { folder, factor in
            let depth = 500 * factor
            let open = String(repeating: "<table><tr><td>", count: depth)
            try document(open + "x" + String(repeating: "</td></tr></table>", count: depth) + "\n", in: folder)
        },
        Shape(id: "unclosed", name: "unclosed HTML tables, one a block") { folder, factor in
            try document(String(repeating: "<table><tr><td>x\n\n", count: 1_000 * factor), in: folder)
        },
        Shape(id: "chain", name: "chain of inclusions (methods)") { folder, factor in
            try SyntheticSpec(codes: 20, commonRows: 20, methods: 320 * factor, inclusionEvery: 1, languages: 1)
                .write(to: folder)
        },
        // Each method has a code of its own and includes the next: the effective sets sum to n²/2 codes. 16× is
        // the issue's 4,000-method chain (631 KB, 7 s and 1.4 GB to lint before the budget on method cases).
        Shape(id: "chain-codes", name: "chain, a code per method (lint)") { folder, factor in
            try chain(methods: 250 * factor, in: folder)
        },
        Shape(id: "chain-generate", name: "chain, a code per method (generate)", generates: true) { folder, factor in
            try chain(methods: 50 * factor, in: folder)
        },
        // The issue's 5,000 names under `sections` at 16×, one table each (15–19 s to lint before).
        Shape(id: "sections", name: "sections: a name and a table each") { folder, factor in
            try sections(312 * factor, in: folder)
        },
    ]

    /// A domain whose `methods` methods each have a one-row table with a code of their own and include the next.
    static func chain(methods: Int, in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{"errorDomain": "ChainErrorDomain", "typeName": "ChainErrorCode", "codePrefix": "ChainErrorCode"}"#
            .write(toFile: folder + "/error-tables.json", atomically: false, encoding: .utf8)
        var text = "# Chain errors\n\n## `ChainClient`\n"
        for index in 0..<methods {
            text += "\n### step\(index):\n\n| Code | Description |\n| --- | --- |\n"
            text += "| `ChainErrorCode\(index)` | Step \(index) failed. |\n"
            if index + 1 < methods { text += "\nIt can also return the errors of `step\(index + 1):`.\n" }
        }
        try text.write(toFile: folder + "/en.md", atomically: false, encoding: .utf8)
    }

    /// A domain whose config names `count` sections, each a heading over a one-row table of its own.
    static func sections(_ count: Int, in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let names = (0..<count).map { "\"Part \($0) errors\"" }.joined(separator: ", ")
        try #"{"errorDomain": "PartErrorDomain", "typeName": "PartErrorCode", "sections": ["#
            .appending(names + "]}\n").write(toFile: folder + "/error-tables.json", atomically: false, encoding: .utf8)
        var text = "# Part errors\n"
        for index in 0..<count {
            text += "\n## Part \(index) errors\n\n| Code | Description |\n| --- | --- |\n"
            text += "| `PartError\(index)` | Part \(index) failed. |\n"
        }
        try text.write(toFile: folder + "/en.md", atomically: false, encoding: .utf8)
    }

    /// A domain folder with a config, and `hostile` after a small error table in its source document.
    static func document(_ hostile: String, in folder: String) throws {
        try SyntheticSpec(codes: 5, commonRows: 5, methods: 1, languages: 1).write(to: folder)
        let path = folder + "/en.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try (text + "\n" + hostile).write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// In a child process (`--hostile <id> <factor> <folder>`): writes the shape, lints (or generates) it once,
    /// and prints the CPU milliseconds, the peak memory in KiB and the source document's size in bytes.
    static func child(id: String, factor: Int, folder: String) throws {
        guard let shape = shapes.first(where: { $0.id == id }) else { throw BenchmarkFailure("no shape \(id)") }
        try shape.write(folder, factor)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: folder + "/en.md")[.size] as? Int) ?? 0
        let arguments =
            shape.generates
            ? ["generate", "--spec", folder, "--output", folder + "-generated", "--quiet"] : ["lint", "--spec", folder]
        let sample = Sample.of {
            var console = Console()
            // Warnings, or errors for a skipped table or a refused chain, are expected: the time and memory are
            // what count.
            _ = ErrorTablesTool.run(arguments, console: &console)
        }
        try? FileManager.default.removeItem(atPath: folder + "-generated")
        print("\(sample.cpu) \(Sample.peakKilobytes()) \(bytes)")
    }

    static func run(in root: String) throws {
        print("")
        print(
            "hostile shapes: lint (or generate) in a child process each; CPU ms and peak MiB at 1×, 4×, 16×; "
                + "linear ≈ 4 and 16")
        print(
            Column.left("shape", 36) + Column.right("KB at 1×", 9)
                + ["1×", "4×", "16×"].map { Column.right($0, 9) }
                .joined() + Column.right("t4/t1", 8) + Column.right("t16/t1", 8)
                + ["1×", "4×", "16×"].map { Column.right($0 + " MiB", 9) }.joined())
        for shape in shapes {
            var times: [Double] = []
            var peaks: [Double] = []
            var sizes: [Int] = []
            for factor in [1, 4, 16] {
                let folder = root + "/hostile-\(shape.id)-\(factor)/Bench"
                let figures = try measure(shape.id, factor: factor, folder: folder)
                times.append(figures.cpu)
                peaks.append(figures.peakMiB)
                sizes.append(figures.bytes)
                try? FileManager.default.removeItem(atPath: folder)
            }
            print(
                Column.left(shape.name, 36) + Column.right(Column.number(Double(sizes[0]) / 1_000), 9)
                    + times.map { Column.right(Column.number($0) + "ms", 9) }.joined()
                    + Column.right(Column.number(times[1] / times[0]), 8)
                    + Column.right(Column.number(times[2] / times[0]), 8)
                    + peaks.map { Column.right(Column.number($0), 9) }.joined())
            fflush(nil)
        }
    }

    /// Runs this program again as `--hostile id factor folder`.
    static func measure(_ id: String, factor: Int, folder: String) throws -> (cpu: Double, peakMiB: Double, bytes: Int)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--hostile", id, String(factor), folder]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard process.terminationStatus == 0, fields.count == 3, let cpu = Double(fields[0]),
            let kilobytes = Double(fields[1]), let bytes = Int(fields[2])
        else { throw BenchmarkFailure("the hostile-shape run \(id) \(factor)× failed") }
        return (cpu, kilobytes / 1024, bytes)
    }
}
