import Foundation
import Testing

@testable import ErrorTablesCore

/// `Pipeline`, the one entry point from a spec folder to generated files: which stage fails, which files a
/// small spec produces, and that the formats asked for are the formats rendered.
@Suite struct PipelineTests {
    static let config = """
        {"errorDomain": "PixErrorDomain", "typeName": "PixErrorCode", "codePrefix": "PixErrorCode",
         "sourceLanguage": "en", "codes": {"PixErrorCodeNetworkError": 1, "PixErrorCodeQuota": 2}}
        """

    /// A source document with one domain-common code and one method; `extraRows` go into the method's table
    /// and `extraMethods` after it.
    static func document(language: String, extraRows: String = "", extraMethods: String = "") -> String {
        """
        # Pix errors (\(language))

        ## Errors common to every method

        | Code | Description |
        | --- | --- |
        | `PixErrorCodeNetworkError` | The network failed (\(language)). |

        ## Method-specific errors

        ### `PixClient`

        #### fetch:completion:

        | Code | Description |
        | --- | --- |
        | `PixErrorCodeQuota` | Over quota (\(language)). |
        \(extraRows)
        \(extraMethods)
        """
    }

    static let files = [
        "error-tables.json": config, "en.md": document(language: "en"), "it.md": document(language: "it"),
    ]

    static let swiftFiles = ["PixErrorCodes.swift", "PixMethodErrors.swift", "PixErrorTexts.swift"]
    static let stringsFiles = ["en.lproj/PixErrors.strings", "it.lproj/PixErrors.strings"]

    /// The diagnostics of a result as `path:line:column: severity: message`, relative to the spec's root.
    static func lines(_ result: PipelineResult, _ spec: TempSpec) -> [String] {
        result.diagnostics.sorted.map { $0.formatted(relativeTo: spec.root) }
    }

    @Test func aSmallSpecGivesItsModelAndTheDefaultFiles() throws {
        try TempSpec.with(Self.files) { spec in
            let result = Pipeline().run(spec: spec.root)
            #expect(result.failedStage == nil)
            #expect(result.succeeded)
            #expect(result.diagnostics.errorCount == 0)
            #expect(result.model.domains.map(\.name) == ["Pix"])
            #expect(result.model.domains.first?.codes.map(\.id) == ["PixErrorCodeNetworkError", "PixErrorCodeQuota"])
            #expect(result.model.domains.first?.methods.map(\.symbol) == ["fetch:completion:"])
            #expect(result.domains.map(\.name) == ["Pix"])
            #expect(result.files.map(\.path) == Self.swiftFiles + Self.stringsFiles)
            let strings = try #require(result.files.first { $0.path == "it.lproj/PixErrors.strings" })
            #expect(strings.contents.contains("Over quota (it)."))
        }
    }

    @Test func theFilesAreWhatTheRenderingStageGivesForTheModel() throws {
        try TempSpec.with(Self.files) { spec in
            let result = Pipeline(formats: Set(OutputFormat.allCases)).run(spec: spec.root)
            let domain = try #require(result.model.domains.first)
            var diagnostics = Diagnostics()
            let rendered = CodeGenerator(domain: domain, options: .init(strings: true, stringCatalog: true))
                .generate(diagnostics: &diagnostics)
            #expect(result.files == rendered)
        }
    }

    @Test(arguments: [
        ([OutputFormat.swift], swiftFiles),
        ([.strings], stringsFiles),
        ([.stringCatalog], ["PixErrors.xcstrings"]),
        ([.swift, .stringCatalog], swiftFiles + ["PixErrors.xcstrings"]),
        ([.swift, .strings, .stringCatalog], swiftFiles + stringsFiles + ["PixErrors.xcstrings"]),
    ])
    func onlyTheFormatsAskedForAreRendered(_ formats: [OutputFormat], _ expected: [String]) throws {
        try TempSpec.with(Self.files) { spec in
            let result = Pipeline(formats: Set(formats)).run(spec: spec.root)
            #expect(result.failedStage == nil)
            #expect(result.files.map(\.path) == expected)
        }
    }

    @Test func withoutFormatsThePipelineStopsAfterNamingWithTheModel() throws {
        try TempSpec.with(Self.files) { spec in
            let result = Pipeline(formats: []).run(spec: spec.root)
            #expect(result.failedStage == nil)
            #expect(result.files.isEmpty)
            #expect(result.domains.isEmpty)
            #expect(result.model.domains.first?.codes.count == 2)
        }
    }

    @Test func loadThenRenderIsRun() throws {
        try TempSpec.with(Self.files) { spec in
            let pipeline = Pipeline(formats: [.swift, .stringCatalog])
            let loaded = pipeline.load(spec: spec.root)
            #expect(loaded.failedStage == nil)
            #expect(loaded.files.isEmpty)
            #expect(loaded.model.domains.count == 1)
            #expect(pipeline.render(loaded) == pipeline.run(spec: spec.root))
        }
    }

    @Test func aModelChangedAfterNamingIsCheckedAgainWhenRendered() throws {
        var colliding = Self.files
        colliding["en.md"] = Self.document(language: "en", extraMethods: Self.collidingMethod)
        colliding.removeValue(forKey: "it.md")
        try TempSpec.with(Self.files) { good in
            try TempSpec.with(colliding) { bad in
                let badModel = Pipeline().load(spec: bad.root)
                #expect(badModel.failedStage == .build)
                var loaded = Pipeline().load(spec: good.root)
                #expect(loaded.succeeded)
                loaded.model = badModel.model
                let rendered = Pipeline().render(loaded)
                #expect(rendered.failedStage == .render)
                #expect(rendered.files.isEmpty)
                #expect(
                    rendered.diagnostics.sorted.map { $0.formatted(relativeTo: bad.root) }.contains(
                        "Pix/en.md:19:1: error: 'fetch(_:completion:)' and 'fetch:completion:' (line 13) both become "
                            + "the Swift type 'PixClient.FetchError'; name one in 'methodTypeNames' of error-tables.json"
                    ))
            }
        }
    }

    @Test func aMissingSpecFolderFailsLocateWithNothingElse() {
        let path = NSTemporaryDirectory() + "error-tables-no-such-spec-" + UUID().uuidString
        let result = Pipeline().run(spec: path)
        #expect(result.failedStage == .locate)
        #expect(result.model.domains.isEmpty)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.errorCount == 1)
        #expect(result.diagnostics.all.map(\.message) == ["spec folder '\(path)' does not exist"])
    }

    @Test func aFolderWithoutDomainsFailsLocate() throws {
        try TempSpec.with(["notes.txt": "not a spec"]) { spec in
            let result = Pipeline().run(spec: spec.root)
            #expect(result.failedStage == .locate)
            #expect(result.diagnostics.errorCount == 1)
            #expect(result.diagnostics.all.first?.message.hasPrefix("no error-tables.json in ") == true)
        }
    }

    @Test func aTableErrorFailsBuildAndNothingIsRendered() throws {
        var files = Self.files
        files["en.md"] = Self.document(language: "en", extraRows: "| `PixErrorCode` | Again. |")
        try TempSpec.with(files) { spec in
            let result = Pipeline().run(spec: spec.root)
            #expect(result.failedStage == .build)
            #expect(result.files.isEmpty)
            #expect(result.model.domains.count == 1)
            #expect(result.diagnostics.errorCount == 1)
            #expect(
                Self.lines(result, spec) == [
                    "Pix/en.md:18:3: error: 'PixErrorCode' is the domain's code prefix itself, not a code"
                ])
        }
    }

    /// Two selectors that become one Swift type: the model loads, the names do not.
    static let collidingMethod = """
        #### fetch(_:completion:)

        | Code | Description |
        | --- | --- |
        | `PixErrorCodeQuota` | Over quota again. |
        """

    @Test func twoMethodsWithOneTypeNameFailBuild() throws {
        var files = Self.files
        files["en.md"] = Self.document(language: "en", extraMethods: Self.collidingMethod)
        files.removeValue(forKey: "it.md")
        try TempSpec.with(files) { spec in
            let result = Pipeline().run(spec: spec.root)
            #expect(result.failedStage == .build)
            #expect(result.files.isEmpty)
            #expect(
                Self.lines(result, spec) == [
                    "Pix/en.md:19:1: error: 'fetch(_:completion:)' and 'fetch:completion:' (line 13) both become the "
                        + "Swift type 'PixClient.FetchError'; name one in 'methodTypeNames' of error-tables.json"
                ])
        }
    }

    @Test func namesAreCheckedEvenWhenLoadingFailed() throws {
        var files = Self.files
        files["en.md"] = Self.document(
            language: "en", extraRows: "| `PixErrorCode` | Again. |", extraMethods: Self.collidingMethod)
        files.removeValue(forKey: "it.md")
        try TempSpec.with(files) { spec in
            let result = Pipeline().run(spec: spec.root)
            #expect(result.failedStage == .build)
            #expect(result.diagnostics.errorCount == 2)
            #expect(Self.lines(result, spec).contains { $0.contains("both become the Swift type") })
        }
    }

    @Test func twoDomainFoldersWithTheSameFileNamesFailRender() throws {
        try TempSpec.with(domain: "my-pix", Self.files) { spec in
            let second = spec.root + "/my_pix"
            try FileManager.default.createDirectory(atPath: second, withIntermediateDirectories: true)
            for (name, text) in Self.files {
                try text.write(toFile: second + "/" + name, atomically: true, encoding: .utf8)
            }
            let result = Pipeline().run(spec: spec.root)
            #expect(result.failedStage == .render)
            #expect(result.files.isEmpty)
            #expect(result.model.domains.map(\.name) == ["my-pix", "my_pix"])
            #expect(
                Self.lines(result, spec) == [
                    "my_pix/error-tables.json:1:1: error: the domain folders 'my-pix' and 'my_pix' generate the same "
                        + "file names ('My_pixErrorCodes.swift', …); rename one of them"
                ])
            // Without files to write there are no file names to collide.
            #expect(Pipeline(formats: []).run(spec: spec.root).failedStage == nil)
        }
    }
}
