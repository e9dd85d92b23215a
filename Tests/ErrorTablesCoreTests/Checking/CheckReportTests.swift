import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Testing

@testable import ErrorTablesCore

@Suite struct CheckReportTests {
    /// A report with one finding of each shape: no file, file and position, and a stale generated file.
    func sample(strict: Bool = false) -> CheckReport {
        var report = CheckReport(strict: strict)
        var diagnostics = Diagnostics()
        diagnostics.report(
            Diagnostic(
                .warning, "untranslated: the description of 'DriftErrorCodeNetworkError' is the same as en.md:7",
                at: SourceLocation(path: "/repo/spec/Drift/it.md", line: 7, column: 34)))
        diagnostics.report(Diagnostic(.error, "no spec, 100% sure", at: nil))
        report.add(diagnostics, model: nil)
        let diff = UnifiedDiff(
            old: "a\nb\n", new: "a\nc\n", oldName: "/repo/generated/X.swift (checked in)",
            newName: "/repo/generated/X.swift (from the spec)")
        report.add([GeneratedFileDifference(path: "/repo/generated/X.swift", status: .stale, diff: diff, line: 2)])
        report.coverage = [
            "Drift": ["it": TranslationCoverage(translated: 4, total: 5), "hi": .init(translated: 0, total: 0)]
        ]
        return report
    }

    @Test func textIsCompilerStyleWithDiffs() {
        let report = sample()
        #expect(
            report.textLines(relativeTo: "/repo") == [
                "error-tables: error: no spec, 100% sure",
                "spec/Drift/it.md:7:34: warning: untranslated: the description of 'DriftErrorCodeNetworkError' is the "
                    + "same as en.md:7",
                "generated/X.swift:2:1: error: generated file is stale: it differs from what the spec generates",
                "--- generated/X.swift (checked in)",
                "+++ generated/X.swift (from the spec)",
                "@@ -1,2 +1,2 @@",
                " a",
                "-b",
                "+c",
            ])
        #expect(report.coverageLines == ["Drift translations: hi 0/0 (100%), it 4/5 (80%; 1 missing)"])
        #expect(report.countText == "2 errors, 1 warning")
        #expect(report.failed)
    }

    @Test func strictTurnsWarningsIntoErrors() {
        var report = CheckReport(strict: true)
        var diagnostics = Diagnostics()
        diagnostics.report(Diagnostic(.warning, "w", at: SourceLocation(path: "a.md", line: 1, column: 1)))
        report.add(diagnostics, model: nil)
        #expect(report.textLines(relativeTo: nil) == ["a.md:1:1: error: w"])
        #expect(report.countText == "1 error, 0 warnings")
        #expect(report.failed)
        var lenient = CheckReport()
        lenient.add(diagnostics, model: nil)
        #expect(!lenient.failed)
    }

    @Test func json() {
        #expect(
            sample().json(relativeTo: "/repo").rendered() == """
                {
                  "version": 1,
                  "findings": [
                    {
                      "severity": "error",
                      "message": "no spec, 100% sure",
                      "file": null,
                      "line": null,
                      "column": null,
                      "kind": "spec"
                    },
                    {
                      "severity": "warning",
                      "message": "untranslated: the description of 'DriftErrorCodeNetworkError' is the same as en.md:7",
                      "file": "spec/Drift/it.md",
                      "line": 7,
                      "column": 34,
                      "kind": "spec"
                    },
                    {
                      "severity": "error",
                      "message": "generated file is stale: it differs from what the spec generates",
                      "file": "generated/X.swift",
                      "line": 2,
                      "column": 1,
                      "kind": "generated"
                    }
                  ],
                  "files": [
                    {
                      "path": "generated/X.swift",
                      "status": "stale",
                      "diff": "--- generated/X.swift (checked in)\\n+++ generated/X.swift (from the spec)\\n@@ -1,2 +1,2 @@\\n a\\n-b\\n+c\\n"
                    }
                  ],
                  "coverage": {
                    "Drift": {
                      "hi": {
                        "translated": 0,
                        "total": 0,
                        "percent": 100,
                        "missing": 0,
                        "identical": 0,
                        "stale": 0
                      },
                      "it": {
                        "translated": 4,
                        "total": 5,
                        "percent": 80,
                        "missing": 1,
                        "identical": 0,
                        "stale": 0
                      }
                    }
                  },
                  "summary": {
                    "errors": 2,
                    "warnings": 1
                  }
                }

                """)
    }

    @Test func githubAnnotations() {
        #expect(
            sample().githubLines(relativeTo: "/repo") == [
                "::error::no spec, 100%25 sure",
                "::warning file=spec/Drift/it.md,line=7,col=34::untranslated: the description of "
                    + "'DriftErrorCodeNetworkError' is the same as en.md:7",
                "::error file=generated/X.swift,line=2,col=1::generated file is stale: it differs from what the spec "
                    + "generates%0A--- generated/X.swift (checked in)%0A+++ generated/X.swift (from the spec)%0A"
                    + "@@ -1,2 +1,2 @@%0A a%0A-b%0A+c",
            ])
    }

    @Test func githubEscaping() {
        #expect(CheckReport.githubData("50% done\r\nnext: a, b") == "50%25 done%0D%0Anext: a, b")
        #expect(CheckReport.githubProperty("dir:a,b/100%\n.md") == "dir%3Aa%2Cb/100%25%0A.md")
        var report = CheckReport()
        report.add(
            CheckFinding(severity: .note, message: "n", file: "we,ird:name.md", line: nil, column: nil, kind: .spec))
        #expect(report.githubLines(relativeTo: nil) == ["::notice file=we%2Cird%3Aname.md::n"])
        #expect(report.textLines(relativeTo: nil) == ["we,ird:name.md: note: n"])
    }

    @Test func translationFindingsAreClassifiedByTheirFile() throws {
        let spec = try TemporarySpec(
            files: [
                "error-tables.json": TemporarySpec.config,
                "en.md":
                    "| Code | Description |\n| --- | --- |\n| `DriftErrorCodeNetworkError` | A network error occurred. |\n",
                "it.md":
                    "| Code | Description |\n| --- | --- |\n| `DriftErrorCodeNetworkError` | A network error occurred. |\n",
            ])
        defer { spec.remove() }
        var diagnostics = Diagnostics()
        let model = try SpecLoading.model(path: spec.folder, diagnostics: &diagnostics)
        var report = CheckReport()
        report.add(diagnostics, model: model)
        report.addCoverage(of: model)
        // The config's facts for codes en.md does not document are spec findings.
        #expect(report.findings.map(\.kind) == [.spec, .spec, .translation])
        #expect(report.coverageLines == ["Drift translations: it 0/1 (0%; 1 identical)"])
    }
}
