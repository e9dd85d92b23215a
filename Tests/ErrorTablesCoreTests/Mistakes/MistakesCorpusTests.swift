import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The mistakes corpus, Tests/Fixtures/Mistakes: each folder is a small domain after one everyday edit that
/// breaks it, and its `expected.txt` lists exactly what `lint` reports, sorted by position. A new kind of
/// mistake is one more folder.
///
/// The domain's files may mark positions with `⟨name⟩` (see `TempSpec`); in `expected.txt`, `⟨name⟩` stands for
/// `<Folder>/<file>:<line>:<column>` of that marker, and `⟨spec⟩` for the spec folder. Lines starting with `#` say
/// what the edit was. A folder with an `api-baseline.txt` records the API before the edit.
struct MistakesCorpusTests {
    static let folder = PackageRoot.path("Tests/Fixtures/Mistakes")

    /// The fixtures' folder names, sorted.
    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()

    @Test func theCorpusHasFixtures() {
        #expect(Self.names.count >= 3)
    }

    @Test(arguments: names) func lintReportsExactlyTheExpectedDiagnostics(_ name: String) throws {
        let directory = Self.folder + "/" + name
        var files: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file != "expected.txt" {
            files[file] = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
        }
        let expectedText = try String(contentsOfFile: directory + "/expected.txt", encoding: .utf8)
        try TempSpec.with(domain: name, files) { spec in
            let result = Pipeline(formats: []).load(spec: spec.root)
            let lines = result.diagnostics.sorted.map { $0.formatted(relativeTo: spec.root) }
            let expected = expectedText.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map {
                Self.replacingMarkers(in: String($0), spec: spec)
            }
            #expect(lines == expected, "\(name)")
            #expect(!expected.isEmpty, "\(name): a mistake must be reported")
            var report = CheckReport(strict: true)
            report.add(result.diagnostics, model: result.model)
            #expect(report.failed, "\(name): lint --strict must fail")
        }
    }

    /// `line` with each `⟨name⟩` replaced by the marker's position, and `⟨spec⟩` by the spec folder (the path
    /// `lint` was given, which the command accepting an API change names).
    static func replacingMarkers(in line: String, spec: TempSpec) -> String {
        var result = ""
        var rest = Substring(line)
        while let open = rest.range(of: "⟨"), let close = rest[open.upperBound...].range(of: "⟩") {
            let name = String(rest[open.upperBound..<close.lowerBound])
            result += rest[..<open.lowerBound] + (name == "spec" ? spec.root : spec[name])
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
