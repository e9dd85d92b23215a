import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The writer's trust in what it finds (`OutputJournal.parse`, manifest paths) and its file calls that never
/// follow a link (`OutputFolder`, `AtomicFileWrite`).
@Suite struct OutputFolderContainmentTests {
    static let hash = String(repeating: "ab", count: 32)

    static func journal(_ lines: [String]) -> String {
        (["version 1"] + lines + ["end"]).joined(separator: "\n") + "\n"
    }

    @Test func aJournalAsTheWriterWritesItIsRead() throws {
        let written = OutputJournal(steps: [
            .put(staged: "00000", path: "en.lproj/AErrors.strings", oldHash: nil, newHash: Self.hash),
            .put(staged: "00001", path: ".error-tables/A.manifest", oldHash: Self.hash, newHash: Self.hash),
            .remove(path: "AErrorCodes.swift", hash: Self.hash),
        ])
        #expect(try OutputJournal.parse(written.text, location: "j") == written)
    }

    @Test(arguments: [
        ("put ../00000 - \(hash) A.swift", 2, "'../00000' is not a staged file's name"),
        ("put 0000 - \(hash) A.swift", 2, "'0000' is not a staged file's name"),
        ("put 00000 - \(hash) link/authorized_keys", 2, "'link/authorized_keys' is not a path generate writes"),
        ("put 00000 - \(hash) ../A.swift", 2, "'../A.swift' is not a path generate writes"),
        ("put 00000 - \(hash) /etc/A.swift", 2, "'/etc/A.swift' is not a path generate writes"),
        ("put 00000 - \(hash) .git/A.swift", 2, "'.git/A.swift' is not a path generate writes"),
        ("put 00000 - \(hash) a/b/A.swift", 2, "'a/b/A.swift' is not a path generate writes"),
        ("put 00000 - xyz A.swift", 2, "expected SHA-256 hashes"),
        ("remove \(hash) .error-tables/journal", 2, "'.error-tables/journal' is not a path generate writes"),
        ("remove \(hash)", 2, "expected 'put' or 'remove' with their fields"),
    ])
    func aJournalTheWriterDidNotWriteIsRefused(_ line: String, _ number: Int, _ why: String) {
        #expect(throws: FatalDiagnostic(.untrustedJournal(why, at: SourceLocation(path: "j", line: number, column: 1))))
        {
            try OutputJournal.parse(Self.journal([line]), location: "j")
        }
    }

    @Test func aJournalWithoutItsEndIsRefused() {
        #expect(
            throws: FatalDiagnostic(
                .untrustedJournal(
                    "it does not end with an 'end' line", at: SourceLocation(path: "j", line: 2, column: 1)))
        ) {
            try OutputJournal.parse("version 1\nremove \(Self.hash) A.swift\n", location: "j")
        }
    }

    @Test func generatedPathsHaveTheShapeTheGeneratorGives() {
        for path in ["AErrorCodes.swift", "en.lproj/AErrors.strings", "AErrors.xcstrings"] {
            #expect(OutputManifest.isGeneratedFilePath(path), "\(path)")
        }
        for path in [
            "p", "link/p", ".error-tables/A.manifest", ".hidden.swift", "a/b/c.swift", "a//b.swift", "./a.swift",
        ] {
            #expect(!OutputManifest.isGeneratedFilePath(path), "\(path)")
        }
        #expect(OutputManifest.isManifestPath(".error-tables/A.manifest"))
        #expect(!OutputManifest.isManifestPath(".error-tables/a/A.manifest"))
        #expect(!OutputManifest.isManifestPath(".error-tables/.manifest"))
    }

    @Test func theOutputFolderNeverFollowsALinkBelowIt() throws {
        try TemporaryFolder.with { sandbox in
            try sandbox.write("out/real/A.swift", "a")
            try sandbox.write("elsewhere/B.swift", "b")
            try FileManager.default.createSymbolicLink(
                atPath: sandbox.path("out/link"), withDestinationPath: "../elsewhere")
            let folder = try OutputFolder(path: sandbox.path("out"))
            let link = FatalDiagnostic(.symbolicLinkInOutput(sandbox.path("out/link")))
            #expect(try folder.kind("link") == .symbolicLink)
            #expect(try folder.kind("real/A.swift") == .file)
            #expect(try folder.blockingComponent(of: "link/B.swift")?.prefix == "link")
            #expect(throws: link) { try folder.kind("link/B.swift") }
            #expect(throws: link) { try folder.read("link/B.swift") }
            #expect(throws: link) { try folder.remove("link/B.swift") }
            #expect(throws: link) { try folder.writeNew(Data("x".utf8), to: "link/C.swift") }
            #expect(throws: link) { try folder.rename("real/A.swift", over: "link/B.swift") }
            #expect(throws: link) { try folder.names(in: "link") }
            #expect(sandbox.read("elsewhere/B.swift") == "b")
            #expect(!sandbox.exists("elsewhere/C.swift"))
            // A new file is created exclusively: an existing name, file or link, is never written through.
            #expect(throws: FatalDiagnostic(.cannotWrite(sandbox.path("out/link"), errno: EEXIST))) {
                try folder.writeNew(Data("x".utf8), to: "link")
            }
        }
    }

    @Test func anAtomicWriteReplacesOnlyARegularFile() throws {
        try TemporaryFolder.with { sandbox in
            try sandbox.write("a.txt", "old")
            try AtomicFileWrite.replace(Data("new".utf8), at: sandbox.path("a.txt"))
            #expect(sandbox.read("a.txt") == "new")
            #expect(try AtomicFileWrite.create(Data("x".utf8), at: sandbox.path("a.txt")) == false)
            #expect(try AtomicFileWrite.create(Data("x".utf8), at: sandbox.path("b.txt")))
            #expect(sandbox.read("b.txt") == "x")
            try FileManager.default.createSymbolicLink(atPath: sandbox.path("l.txt"), withDestinationPath: "a.txt")
            #expect(throws: FatalDiagnostic(.refusedSymbolicLink(sandbox.path("l.txt"), target: "a.txt"))) {
                try AtomicFileWrite.replace(Data("via link".utf8), at: sandbox.path("l.txt"))
            }
            #expect(try AtomicFileWrite.create(Data("x".utf8), at: sandbox.path("l.txt")) == false)
            #expect(sandbox.read("a.txt") == "new")
            try FileManager.default.createDirectory(atPath: sandbox.path("d"), withIntermediateDirectories: false)
            #expect(throws: FatalDiagnostic(.refusedSpecialFile(sandbox.path("d"), what: "a folder"))) {
                try AtomicFileWrite.replace(Data("x".utf8), at: sandbox.path("d"))
            }
            #expect(throws: FatalDiagnostic(.refusedSpecialFile("/dev/null", what: "a device"))) {
                try AtomicFileWrite.replace(Data("x".utf8), at: "/dev/null")
            }
            // No temporary file is left behind.
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == [
                    "a.txt", "b.txt", "d", "l.txt",
                ])
        }
    }
}
