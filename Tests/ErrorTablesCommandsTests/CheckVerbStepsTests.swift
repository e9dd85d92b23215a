import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCommands
@testable import ErrorTablesCore

/// The step of `check` that compares `--generated`: the summary line it gives for each pipeline outcome, and
/// what it adds to the report.
@Suite struct CheckVerbStepsTests {
    static let note = Diagnostic(.note, "the folder's formats were guessed", at: nil)

    func compare(_ result: PipelineResult, folder: String, report: inout CheckReport) -> Result<String, FatalDiagnostic>
    {
        CheckVerb.compareGenerated(
            result, folder: folder, spec: "spec", formats: [], formatsNote: Self.note, report: &report)
    }

    @Test func aSpecThatFailedIsNotComparedAndAddsNothing() {
        var report = CheckReport()
        let model = ErrorModel(domains: [])
        #expect(
            compare(PipelineResult(model: model, failedStage: .build), folder: "/nowhere", report: &report)
                == .success("generated: not compared, because the spec has errors"))
        #expect(
            compare(PipelineResult(model: model, failedStage: .locate), folder: "/nowhere", report: &report)
                == .success("generated: not compared, because the spec has errors"))
        #expect(
            compare(PipelineResult(model: model, failedStage: .render), folder: "/nowhere", report: &report)
                == .success("generated: not compared, because the spec cannot be generated"))
        #expect(report == CheckReport())
    }

    @Test func aMissingFolderStopsTheComparisonAfterTheFormatsNote() throws {
        try TemporaryFolder.with { sandbox in
            var report = CheckReport()
            let folder = sandbox.path("generated")
            #expect(
                compare(PipelineResult(model: ErrorModel(domains: [])), folder: folder, report: &report)
                    == .failure(FatalDiagnostic(.noGeneratedFolder(folder))))
            #expect(report.findings == [CheckFinding(Self.note, kind: .generated)])
        }
    }

    @Test func anEmptyFolderIsInSyncWithNoFiles() throws {
        try TemporaryFolder.with { sandbox in
            var report = CheckReport()
            #expect(
                compare(PipelineResult(model: ErrorModel(domains: [])), folder: sandbox.path, report: &report)
                    == .success("generated: 0 files in \(sandbox.path) are in sync with the spec"))
            #expect(report.findings == [CheckFinding(Self.note, kind: .generated)])
            #expect(report.files == [])
        }
    }
}
