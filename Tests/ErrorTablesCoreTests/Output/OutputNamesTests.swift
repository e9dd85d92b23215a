import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The names an output folder can hold (`OutputNames`), the files a manifest may name for its domain, the journal
/// checked to read back before anything is staged, and diagnostics printed on one line (issue 28).
@Suite struct OutputNamesTests {
    @Test(arguments: [
        (".hidden", "a name starting with '.' would make its manifest a hidden file, which generate never writes"),
        ("a/b", "a name cannot contain '/'"),
        ("line\u{2028}break", "its name contains the control character U+2028"),
        ("bell\u{7}", "its name contains the control character U+0007"),
        ("", "its manifest cannot record the name ''"),
    ])
    func aNameTheOutputCannotHoldIsRefused(_ name: String, _ why: String) {
        #expect(OutputNames.problem(domain: name, paths: []) == why)
    }

    @Test func fileNamesAreMeasuredInBytes() {
        // 125 two-byte characters: the Swift files' names are 143 bytes (one '_' each), the manifest's 259.
        let accented = String(repeating: "é", count: 125)
        let paths = CodeGenerator.fileNames(domain: accented, languages: ["en"])
        #expect(
            OutputNames.problem(domain: accented, paths: paths)
                == "the file name '\(accented).manifest' would be 259 bytes long, over the 255 bytes a file name can "
                + "have")
        let fits = String(repeating: "é", count: 123)
        #expect(
            OutputNames.problem(domain: fits, paths: CodeGenerator.fileNames(domain: fits, languages: ["en"])) == nil)
        #expect(OutputNames.problem(domain: " spaced name ", paths: []) == nil)
    }

    @Test func aDomainsFilesAreTheNamesItGenerates() {
        for path in [
            "AuthErrorCodes.swift", "AuthMethodErrors.swift", "AuthErrorTexts.swift", "AuthErrors.xcstrings",
            "fr-CA.lproj/AuthErrors.strings",
        ] {
            #expect(OutputNames.isFile(path, ofDomain: "Auth"), "\(path)")
        }
        for path in ["Handwritten.swift", "BErrorCodes.swift", "AuthErrors.strings", "x/y.lproj/AuthErrors.strings"] {
            #expect(!OutputNames.isFile(path, ofDomain: "Auth"), "\(path)")
        }
        #expect(OutputNames.isFile("My_sdkErrorCodes.swift", ofDomain: "my-sdk"))
    }

    @Test func aJournalThatWouldNotReadBackIsRefusedBeforeStaging() throws {
        #expect(OutputJournal.stagedName(7) == "00007")
        #expect(OutputJournal.stagedName(99_999) == "99999")
        let hash = String(repeating: "ab", count: 32)
        let fits = OutputJournal(steps: [.put(staged: "99999", path: "AErrorCodes.swift", oldHash: nil, newHash: hash)])
        try fits.checkReadable(at: "j")
        let over = OutputJournal(steps: [
            .put(staged: OutputJournal.stagedName(100_000), path: "AErrorCodes.swift", oldHash: nil, newHash: hash)
        ])
        #expect(throws: FatalDiagnostic(.unreadableNewJournal("j", steps: 1))) { try over.checkReadable(at: "j") }
    }

    @Test func theWriterRefusesAPathItCouldNotRecordBeforeMakingTheFolder() throws {
        // A file not named after its domain: its manifest entry would be left, and its journal step refused.
        try TemporaryFolder.with { sandbox in
            let domain = OutputWriter.Domain(name: "A", files: [GeneratedFile(path: "Other.swift", contents: "x\n")])
            let why =
                "'Other.swift' is not a file generate writes for it (AErrorCodes.swift, …, <language>.lproj/AErrors.strings)"
            #expect(throws: FatalDiagnostic(.unwritableDomainName(folder: "A", why: why, config: nil))) {
                try OutputWriter(folder: sandbox.path("out")).write([domain])
            }
            #expect(!sandbox.exists("out"))
        }
        try TemporaryFolder.with { sandbox in
            let domain = OutputWriter.Domain(
                name: "A", files: [GeneratedFile(path: "a/b/AErrorCodes.swift", contents: "x\n")],
                config: "spec/A/error-tables.json")
            let why =
                "'a/b/AErrorCodes.swift' is not a file generate writes for it (AErrorCodes.swift, …, "
                + "<language>.lproj/AErrors.strings)"
            #expect(
                throws: FatalDiagnostic(
                    .unwritableDomainName(folder: "spec/A", why: why, config: "spec/A/error-tables.json"))
            ) {
                try OutputWriter(folder: sandbox.path("out")).write([domain])
            }
            #expect(!sandbox.exists("out"))
        }
    }

    @Test func everyDiagnosticIsPrintedOnOneLine() {
        let path = "spec/two\nlines\u{1B}[31m/en.md"
        let diagnostic = Diagnostic(
            .error, "'\(path)'\tis\u{2029}odd", at: SourceLocation(path: path, line: 2, column: 3))
        let expected =
            "spec/twoU+000AlinesU+001B[31m/en.md:2:3: error: 'spec/twoU+000AlinesU+001B[31m/en.md'U+0009isU+2029odd"
        #expect(diagnostic.description == expected)
        #expect(CheckFinding(diagnostic, kind: .spec).formatted(relativeTo: nil) == expected)
        // Text without a control character is printed as it is, other characters included.
        let plain = Diagnostic(.warning, "caf\u{E9} \u{200C} \\n", at: nil)
        #expect(plain.description == "error-tables: warning: caf\u{E9} \u{200C} \\n")
    }
}
