import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// Issue 23, no loops between folders: `Pipeline/` calls the stages and `Translation/` (the stale check on a
/// built model), never the other way. Read from the sources: the code of every other folder of the core (doc
/// comments may name the caller) names none of the types that run the pipeline, and `Translation/` takes from
/// `Pipeline/` only the value it hands over, `DomainSources`.
@Suite struct FolderDirectionTests {
    /// `Sources/ErrorTablesCore`.
    static let core = PackageRoot.path + "/Sources/ErrorTablesCore"

    /// The types that run the pipeline's steps.
    static let runners: Set<String> = ["SpecLoader", "Pipeline", "PipelineResult"]

    /// The names of the types `text` declares at the top level (`struct X`, `public enum X`, …).
    static func declaredTypes(in text: String) -> Set<String> {
        let pattern = #/^(?:public )?(?:final )?(?:struct|enum|class|actor|protocol) (\w+)/#
        return Set(
            DiagnosticSourceScan.code(text).compactMap { line in
                (try? pattern.firstMatch(in: line)).map { String($0.1) }
            })
    }

    /// Each code line of `text` that names one of `names` as a whole word, as `file:line: name`, in line order.
    static func mentions(of names: Set<String>, in text: String, file: String) -> [String] {
        DiagnosticSourceScan.code(text).enumerated().flatMap { index, line in
            let words = Set(line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            return words.intersection(names).sorted().map { "\(file):\(index + 1): \($0)" }
        }
    }

    /// What the files of `folders` (relative to the core) mention of `names`.
    static func mentions(of names: Set<String>, inFolders folders: [String]) -> [String] {
        DiagnosticSourceScan.sources(in: core, excluding: [])
            .filter { file in folders.contains { file.path.hasPrefix($0 + "/") } }
            .flatMap { mentions(of: names, in: $0.text, file: $0.path) }
    }

    /// The core's folders of Swift sources.
    static var folders: [String] {
        Set(
            DiagnosticSourceScan.sources(in: core, excluding: []).compactMap {
                $0.path.split(separator: "/").first.map(String.init)
            }
        )
        .filter { !$0.hasSuffix(".swift") }.sorted()
    }

    @Test func noFolderButPipelineRunsThePipeline() {
        let others = Self.folders.filter { $0 != "Pipeline" }
        #expect(others.contains("Translation"))
        #expect(Self.mentions(of: Self.runners, inFolders: others) == [])
    }

    @Test func translationTakesOnlyDomainSourcesFromPipeline() {
        let pipelineTypes = DiagnosticSourceScan.sources(in: Self.core, excluding: [])
            .filter { $0.path.hasPrefix("Pipeline/") }
            .reduce(into: Set<String>()) { $0.formUnion(Self.declaredTypes(in: $1.text)) }
        #expect(pipelineTypes.isSuperset(of: Self.runners.union(["DomainFiles", "DomainSources"])))
        #expect(Self.mentions(of: pipelineTypes.subtracting(["DomainSources"]), inFolders: ["Translation"]) == [])
    }

    @Test func onlyPipelineCallsTranslation() {
        let translationTypes = DiagnosticSourceScan.sources(in: Self.core, excluding: [])
            .filter { $0.path.hasPrefix("Translation/") }
            .reduce(into: Set<String>()) { $0.formUnion(Self.declaredTypes(in: $1.text)) }
        #expect(translationTypes.isSuperset(of: ["TranslationLock", "TranslationImport", "TranslationUnitBuilder"]))
        let others = Self.folders.filter { $0 != "Pipeline" && $0 != "Translation" }
        #expect(Self.mentions(of: translationTypes, inFolders: others) == [])
    }

    @Test func theScanReadsCodeAndSkipsComments() {
        let text = """
            /// Loaded by `SpecLoader.load(_:diagnostics:)`.
            public struct Loaded {
                // Pipeline calls this.
                let result: PipelineResult
                func run() { _ = SpecLoader.load(.onDisk("x"), diagnostics: &d); let pipelines = 1 }
            }
            """
        #expect(Self.declaredTypes(in: text) == ["Loaded"])
        #expect(
            Self.mentions(of: Self.runners, in: text, file: "X.swift") == [
                "X.swift:4: PipelineResult", "X.swift:5: SpecLoader",
            ])
    }
}
