import ErrorTablesTestSupport
import Foundation
import Testing

/// Issue 28: `import --dry-run` of mutated translators' files, each in its own process of the built tool, so a
/// crash is a signal this test sees instead of the end of the test run. The seeds are the fuzz corpora's XLIFF
/// and String Catalog files for the fixture domain `Tests/Fuzz/Import/Fixture/Kiln`; each mutation is
/// deterministic (a seeded generator): a flipped bit, a truncation, an inserted byte (0xFF, 0x00, a lead byte
/// without its continuation, markup characters), a duplicated tag or quoted string, a deleted range, a byte
/// overwritten with 0xFF. Every run must exit normally with status 0, 1 or 2 and print only one-line
/// diagnostics, and the domain's files must not change.
///
/// 100 files per format keeps the test within seconds; the `xliff` and `xcstrings` fuzz targets try the same
/// path in process, millions of times (`make fuzz`).
@Suite struct ImportMutationTests {
    static let fixture = PackageRoot.path + "/Tests/Fuzz/Import/Fixture/Kiln"
    static let mutationsPerFormat = 100

    /// SplitMix64: the same mutations on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// The `index`th mutation of `seed` (the kind cycles with the index, so every kind is tried).
    static func mutated(_ seed: [UInt8], index: Int, generator: inout Generator) -> [UInt8] {
        var bytes = seed
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch index % 6 {
        case 0: bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
        case 1: bytes.removeSubrange(at...)
        case 2:
            let inserted: [UInt8] = [0xFF, 0x00, 0xC3, 0xED, UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "\"")]
            bytes.insert(inserted.randomElement(using: &generator) ?? 0xFF, at: at)
        case 3:
            // A tag (`<…>`) or a quoted string duplicated in place.
            let open = bytes[at...].firstIndex { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "\"") } ?? at
            let closer = bytes[open] == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "\"")
            let close = bytes[(open + 1)...].firstIndex(of: closer) ?? (bytes.count - 1)
            bytes.insert(contentsOf: bytes[open...close], at: open)
        case 4: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &generator)))
        default: bytes[at] = 0xFF
        }
        return bytes
    }

    /// The fixture's files, to check that nothing changed them.
    static func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: fixture)) ?? [] {
            files[name] = FileManager.default.contents(atPath: fixture + "/" + name)
        }
        return files
    }

    @Test(arguments: [("xliff", "kiln-it.xliff"), ("xcstrings", "kiln-it.xcstrings")])
    func mutatedFilesGiveOneLineDiagnosticsAndNeverASignal(_ format: String, seedName: String) throws {
        let seed = Array(
            try Data(contentsOf: URL(fileURLWithPath: PackageRoot.path + "/Tests/Fuzz/Corpus/\(format)/\(seedName)")))
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let before = Self.snapshot()
        var generator = Generator(state: format == "xliff" ? 28 : 29)
        var files: [String] = []
        for index in 0..<Self.mutationsPerFormat {
            let name = "m\(index).\(format)"
            try sandbox.write(name, data: Data(Self.mutated(seed, index: index, generator: &generator)))
            files.append(name)
        }
        // Four processes at a time: most of each run is starting the process.
        for batch in stride(from: 0, to: files.count, by: 4) {
            let runs = try files[batch..<min(files.count, batch + 4)].map { name in
                (name, try Self.launchImport(name, in: sandbox))
            }
            for (name, process) in runs {
                process.waitUntilExit()
                Self.check(name, process: process, errors: sandbox.read(name + ".stderr") ?? "")
            }
        }
        #expect(Self.snapshot() == before)
    }

    static func launchImport(_ name: String, in sandbox: TemporaryFolder) throws -> Process {
        try sandbox.write(name + ".stderr", "")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: OutputAtomicityTests.tool)
        process.arguments = ["import", name, "--spec", fixture, "--dry-run"]
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: sandbox.path(name + ".stderr")))
        try process.run()
        return process
    }

    /// A normal exit with status 0, 1 or 2, and every line of the error output a diagnostic.
    static func check(_ name: String, process: Process, errors: String) {
        #expect(process.terminationReason == .exit, "\(name) ended by signal \(process.terminationStatus)")
        #expect([0, 1, 2].contains(process.terminationStatus), "\(name) exited with \(process.terminationStatus)")
        for line in errors.split(separator: "\n") {
            #expect(
                line.wholeMatch(of: /[^:]+:\d+:\d+: (error|warning|note): .+/) != nil,
                "\(name): not a one-line diagnostic: \(line)")
        }
    }
}
