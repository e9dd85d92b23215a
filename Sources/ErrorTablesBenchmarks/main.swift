// `make bench`: `generate`, `lint` and `dump` against the floor, cmark parsing the same Markdown files, on
// synthetic specs of about 2.5, 10 and 20 MB (two domains, five languages); the runs interleaved (floor,
// generate, lint, dump, floor, …) so that the ratios compare runs made under the same load. Then the peak
// memory of each (one child process per figure), and the CPU time of each stage of `generate`. Figures only:
// nothing here passes or fails.
//
//   swift run -c release ErrorTablesBenchmarks [--rounds N] [--sizes 2.5,10,20] [--import-sizes 10,100]
//       [--no-growth]
//
// Then what `import` costs to read a String Catalog and an XLIFF file of about 10 and 100 MB (CPU time, peak
// memory and its ratio to the file's size; `--import-sizes ""` leaves it out).
//
// Last come the linear-growth table (each dimension of a spec at 1×, 4× and 16×, a few seconds) and the
// hostile-shapes table (inputs made to cost far more than their size, linted at 1×, 4× and 16× with their
// peak memory); `--no-growth` leaves both out, `--hostile-only` runs only the hostile shapes.

import ErrorTablesCore
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

/// The value after an option.
func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

// A child run for a peak-memory figure: `--peak <workload> <spec> <output>` prints ru_maxrss in KiB.
if arguments.first == "--peak", arguments.count == 4, let workload = Workload(rawValue: arguments[1]) {
    let spec = arguments[2]
    let documents = RealisticSpec.domains.flatMap { domain in
        RealisticSpec.languages.map { spec + "/" + domain + "/\($0).md" }
    }
    do {
        try workload.run(spec: spec, documents: documents, output: arguments[3])
        print(Sample.peakKilobytes())
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}

// A child run reading a translator's file: `--read-file <path>` prints CPU ms and peak KiB.
if arguments.first == "--read-file", arguments.count == 2 { TranslatorFiles.child(path: arguments[1]) }
// A child run for one hostile shape: `--hostile <shape> <factor> <folder>` prints CPU ms, peak KiB and bytes.
if arguments.first == "--hostile", arguments.count == 4, let factor = Int(arguments[2]) {
    do {
        try HostileShapes.child(id: arguments[1], factor: factor, folder: arguments[3])
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}

let rounds = option("--rounds", in: arguments).flatMap(Int.init) ?? 5
let sizes =
    option("--sizes", in: arguments).map { $0.split(separator: ",").compactMap { Double($0) } } ?? [2.5, 10, 20]
let growth = !arguments.contains("--no-growth")
let importSizes =
    option("--import-sizes", in: arguments).map { $0.split(separator: ",").compactMap { Double($0) } } ?? [10, 100]

/// Runs this program again as `--peak workload spec output` and returns the child's peak RSS in KiB.
func peak(_ workload: Workload, spec: String, output: String) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--peak", workload.rawValue, spec, output]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let kilobytes = Int(text) else {
        throw BenchmarkFailure("the peak-memory run of \(workload.rawValue) failed")
    }
    return kilobytes
}

let root = NSTemporaryDirectory() + "error-tables-bench-\(ProcessInfo.processInfo.processIdentifier)"
defer { try? FileManager.default.removeItem(atPath: root) }

if arguments.contains("--hostile-only") {
    do {
        try HostileShapes.run(in: root + "/hostile")
        try? FileManager.default.removeItem(atPath: root)
        exit(0)
    } catch {
        print("benchmark failed: \(error)")
        exit(1)
    }
}

do {
    print("make bench: release build, \(rounds) interleaved rounds per size; CPU time (user + system) medians")
    print("floor = cmark_parse_document over each document's bytes (read from disk, sourcepos, validated UTF-8)")
    var memory: [(size: String, kilobytes: [Int])] = []
    var stageTimes: [(size: String, times: [Double])] = []
    for megabytes in sizes {
        let spec = root + "/spec-\(megabytes)"
        let output = root + "/out-\(megabytes)"
        let documents = try RealisticSpec(megabytes: megabytes).write(to: spec)
        let bytes = documents.compactMap { try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int }
            .reduce(0, +)
        let label = String(format: "%.1f MB", Double(bytes) / 1e6)
        print("")
        print(
            "\(label): \(RealisticSpec.domains.count) domains × \(RealisticSpec.languages.count) languages, "
                + "\(RealisticSpec(megabytes: megabytes).methodCount()) methods per domain")
        var cpu: [Workload: [Double]] = [:]
        var wall: [Workload: [Double]] = [:]
        for _ in 0..<rounds {
            for workload in Workload.allCases {
                // Each generate writes a fresh folder, as a first run would.
                try? FileManager.default.removeItem(atPath: output)
                let sample = try Sample.of { try workload.run(spec: spec, documents: documents, output: output) }
                cpu[workload, default: []].append(sample.cpu)
                wall[workload, default: []].append(sample.wall)
            }
        }
        let floorCPU = cpu[.floor, default: []].median
        let floorWall = wall[.floor, default: []].median
        print(
            "  " + Column.left("", 10) + Column.right("CPU ms", 10) + Column.right("× floor", 9)
                + Column.right("wall ms", 10) + Column.right("× floor", 9) + Column.right("CPU ms/MB", 11))
        for workload in Workload.allCases {
            let medianCPU = cpu[workload, default: []].median
            let medianWall = wall[workload, default: []].median
            print(
                "  " + Column.left(workload.rawValue, 10) + Column.right(Column.number(medianCPU), 10)
                    + Column.right(Column.number(medianCPU / floorCPU) + "×", 9)
                    + Column.right(Column.number(medianWall), 10)
                    + Column.right(Column.number(medianWall / floorWall) + "×", 9)
                    + Column.right(Column.number(medianCPU / (Double(bytes) / 1e6), "%.2f"), 11))
        }
        // Each size's table as soon as it is measured, also when the output goes to a file or a pipe.
        fflush(nil)
        memory.append((label, try Workload.allCases.map { try peak($0, spec: spec, output: output + "-peak") }))
        var runs: [[Double]] = []
        for _ in 0..<max(rounds / 2, 1) { runs.append(try Stages.run(spec: spec, output: output + "-stages")) }
        stageTimes.append((label, Stages.names.indices.map { stage in runs.map { $0[stage] }.median }))
        try? FileManager.default.removeItem(atPath: spec)
        for folder in [output, output + "-peak", output + "-stages"] {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    print("")
    print("peak memory (ru_maxrss of a process running one workload once), MiB")
    print("  " + Column.left("", 10) + Workload.allCases.map { Column.right($0.rawValue, 10) }.joined())
    for (size, kilobytes) in memory {
        print(
            "  " + Column.left(size, 10) + kilobytes.map { Column.right(Column.number(Double($0) / 1024), 10) }.joined()
        )
    }

    print("")
    print("stages of generate (CPU ms, median of \(max(rounds / 2, 1)); share of their sum)")
    print("  " + Column.left("", 10) + Stages.names.map { Column.right($0, 15) }.joined() + Column.right("sum", 10))
    for (size, times) in stageTimes {
        let sum = times.reduce(0, +)
        let cells = times.map {
            Column.right(Column.number($0) + " (" + Column.number(100 * $0 / sum, "%.0f") + "%)", 15)
        }
        print("  " + Column.left(size, 10) + cells.joined() + Column.right(Column.number(sum), 10))
    }

    if !importSizes.isEmpty { try TranslatorFiles.run(sizes: importSizes, in: root + "/translator-files") }

    if growth {
        try LinearGrowth.run(in: root + "/growth")
        try HostileShapes.run(in: root + "/hostile")
    }
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}
