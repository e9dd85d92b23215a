import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// No planted link, journal or manifest leads `generate` or `check` outside the output folder, and `check`
/// writes nothing (issue 19): each case is a real folder with a link `out/link -> ../elsewhere` beside a file
/// there that must survive.
@Suite struct OutputContainmentTests {
    static let precious = "precious bytes\n"
    static let planted = "ssh-ed25519 AAAA planted\n"

    /// A sandbox with FirebaseAuth generated into `out`, `elsewhere/p.swift` and `elsewhere/p` holding
    /// `precious`, and the link `out/link -> ../elsewhere`.
    static func sandboxWithLink() throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        try sandbox.copyRepositorySpec("FirebaseAuth")
        let generated = sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out")])
        guard generated.status == 0 else { throw TestSetupError("generate failed: \(generated.errors)") }
        try sandbox.write("elsewhere/p.swift", precious)
        try sandbox.write("elsewhere/p", precious)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("out/link"), withDestinationPath: "../elsewhere")
        return sandbox
    }

    /// Adds the link `out/xx.lproj -> ../elsewhere` and `elsewhere/FirebaseAuthErrors.strings` holding
    /// `precious`: a path of the domain's own file name through a link (other names are never acted on, see
    /// `OutputPlantedManifestTests`).
    static func addLanguageFolderLink(in sandbox: TemporaryFolder) throws {
        try sandbox.write("elsewhere/FirebaseAuthErrors.strings", precious)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("out/xx.lproj"), withDestinationPath: "../elsewhere")
    }

    /// Plants a staged file holding `planted` and a journal with `lines` between its first and last line.
    static func plantJournal(_ lines: [String], in sandbox: TemporaryFolder) throws {
        try sandbox.write("out/.error-tables/staging/00000", planted)
        try sandbox.write("out/.error-tables/journal", (["version 1"] + lines + ["end"]).joined(separator: "\n") + "\n")
    }

    /// What is at `path`, without following a link: "file", "link", "fifo", "other" or "absent".
    static func kind(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "absent" }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return "file"
        case S_IFLNK: return "link"
        case S_IFIFO: return "fifo"
        default: return "other"
        }
    }

    static func hash(_ text: String) -> String { SHA256.hex(Data(text.utf8)) }

    /// Everything below `folder`, links as `-> target`, without following them.
    static func tree(_ folder: String) -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        while let path = enumerator.nextObject() as? String {
            let full = folder + "/" + path
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                result[path] = "-> " + target
                enumerator.skipDescendants()
            } else if let data = FileManager.default.contents(atPath: full) {
                result[path] = String(decoding: data, as: UTF8.self)
            } else {
                result[path] = "(folder)"
            }
        }
        return result
    }

    @Test func checkNeitherAppliesNorRemovesAPlantedJournal() throws {
        let sandbox = try Self.sandboxWithLink()
        defer { sandbox.remove() }
        try Self.plantJournal(
            [
                "put 00000 - \(Self.hash(Self.planted)) link/authorized_keys",
                "remove \(Self.hash(Self.precious)) link/p",
            ], in: sandbox)
        let before = Self.tree(sandbox.path)
        let result = sandbox.run(["check", "--spec", sandbox.path("spec"), "--generated", sandbox.path("out")])
        #expect(result.status == 1)
        #expect(Self.tree(sandbox.path) == before)
        #expect(sandbox.read("elsewhere/p") == Self.precious)
        #expect(!sandbox.exists("elsewhere/authorized_keys"))
        #expect(result.errors.split(separator: "\n").count == 2)  // the note on the formats, then this
        #expect(
            result.errors.hasSuffix(
                "error-tables: error: an interrupted generate left '\(sandbox.path("out/.error-tables/journal"))', so "
                    + "the folder may hold part of its files; check compared the files as they are and changed "
                    + "nothing: run 'error-tables generate --spec \(sandbox.path("spec")) --output \(sandbox.path("out"))' "
                    + "to complete it\n"))
        #expect(result.output.hasSuffix("check: 1 error, 0 warnings\n"), "\(result.output)")
    }

    @Test func checkNeverReadsThroughALinkAtAGeneratedPath() throws {
        let sandbox = try Self.sandboxWithLink()
        defer { sandbox.remove() }
        let secret = "SECRET-TOKEN-1234\n"
        try sandbox.write("elsewhere/secret.txt", secret)
        try sandbox.delete("out/FirebaseAuthErrorCodes.swift")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("out/FirebaseAuthErrorCodes.swift"), withDestinationPath: "../elsewhere/secret.txt")
        let before = Self.tree(sandbox.path)
        let result = sandbox.run([
            "check", "--spec", sandbox.path("spec"), "--generated", sandbox.path("out"), "--format", "json",
        ])
        #expect(result.status == 1)
        #expect(Self.tree(sandbox.path) == before)
        #expect(!result.output.contains("SECRET-TOKEN") && !result.errors.contains("SECRET-TOKEN"))
        #expect(result.output.contains("(checked in: not a regular file, not read)"))
    }

    @Test func generateRefusesAJournalLeadingThroughALink() throws {
        let sandbox = try Self.sandboxWithLink()
        defer { sandbox.remove() }
        try Self.addLanguageFolderLink(in: sandbox)
        try Self.plantJournal(
            [
                "put 00000 - \(Self.hash(Self.planted)) xx.lproj/FirebaseAuthErrors.strings",
                "remove \(Self.hash(Self.precious)) xx.lproj/FirebaseAuthErrors.strings",
            ], in: sandbox)
        let before = Self.tree(sandbox.path)
        let result = sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out")])
        #expect(result.status == 1)
        #expect(Self.tree(sandbox.path) == before)
        #expect(
            result.errors
                == "error-tables: error: an interrupted error-tables run left '\(sandbox.path("out/.error-tables/journal"))', and "
                + "completing it failed: '\(sandbox.path("out/xx.lproj"))' is a symbolic link inside the output folder; error-tables never "
                + "writes or removes through one, so nothing was written: replace it with a real folder or file, or "
                + "remove it; fix that and run again (or delete '\(sandbox.path("out/.error-tables/journal"))' and "
                + "'\(sandbox.path("out/.error-tables/staging"))' to leave the files as they are)\n")
    }

    @Test func generateRefusesAJournalItDidNotWrite() throws {
        let sandbox = try Self.sandboxWithLink()
        defer { sandbox.remove() }
        try Self.plantJournal(["put 00000 - \(Self.hash(Self.planted)) link/authorized_keys"], in: sandbox)
        let before = Self.tree(sandbox.path)
        let result = sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out")])
        #expect(result.status == 1)
        #expect(Self.tree(sandbox.path) == before)
        #expect(
            result.errors
                == "out/.error-tables/journal:2:1: error: this journal was not written by error-tables "
                + "('link/authorized_keys' is not a path generate writes), so nothing was written or removed: delete "
                + "it, and the staging folder beside it, and run again\n")
    }

    @Test func generateRefusesAManifestEntryThroughALink() throws {
        let sandbox = try Self.sandboxWithLink()
        defer { sandbox.remove() }
        try Self.addLanguageFolderLink(in: sandbox)
        let manifest = try #require(sandbox.read("out/.error-tables/FirebaseAuth.manifest"))
        try sandbox.write(
            "out/.error-tables/FirebaseAuth.manifest",
            manifest + "file \(Self.hash(Self.precious)) xx.lproj/FirebaseAuthErrors.strings\n")
        let before = Self.tree(sandbox.path)
        let result = sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out")])
        #expect(result.status == 1)
        #expect(Self.tree(sandbox.path) == before)
        #expect(sandbox.read("elsewhere/FirebaseAuthErrors.strings") == Self.precious)
        #expect(
            result.errors
                == "error-tables: error: '\(sandbox.path("out/xx.lproj"))' is a symbolic link inside the output folder; error-tables never "
                + "writes or removes through one, so nothing was written: replace it with a real folder or file, or "
                + "remove it\n")
    }

    @Test func aManifestEntryOfAnotherShapeIsMalformed() throws {
        let sandbox = try Self.sandboxWithLink()
        defer { sandbox.remove() }
        let manifest = try #require(sandbox.read("out/.error-tables/FirebaseAuth.manifest"))
        try sandbox.write(
            "out/.error-tables/FirebaseAuth.manifest", manifest + "file \(Self.hash(Self.precious)) link/p\n")
        let before = Self.tree(sandbox.path)
        let result = sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out")])
        #expect(result.status == 1)
        #expect(Self.tree(sandbox.path) == before)
        let line = manifest.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(
            result.errors
                == "out/.error-tables/FirebaseAuth.manifest:\(line):1: error: malformed manifest ('link/p' is not a "
                + "path generate writes); error-tables writes this file: restore it from version control, or delete it "
                + "and generate again (files it listed are then adopted only when their first line is the generator's "
                + "header)\n")
    }

    @Test func generateRefusesALinkedErrorTablesFolder() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.copyRepositorySpec("FirebaseAuth")
        // What the old writer wrote through: the staged file, itself a link to a file outside.
        try sandbox.write("precious.txt", Self.precious)
        try FileManager.default.createDirectory(
            atPath: sandbox.path("victim/staging"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("victim/staging/00000"), withDestinationPath: "../../precious.txt")
        try FileManager.default.createDirectory(atPath: sandbox.path("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("out/.error-tables"), withDestinationPath: "../victim")
        let before = Self.tree(sandbox.path)
        let result = sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out")])
        #expect(result.status == 1)
        #expect(Self.tree(sandbox.path) == before)
        #expect(sandbox.read("precious.txt") == Self.precious)
        #expect(
            result.errors
                == "error-tables: error: '\(sandbox.path("out/.error-tables"))' is a symbolic link inside the output folder; "
                + "error-tables never writes or removes through one, so nothing was written: replace it with a real "
                + "folder or file, or remove it\n")
    }

    @Test func aLinkAtAGeneratedPathIsRefused() throws {
        let sandbox = try Self.sandboxWithLink()
        defer { sandbox.remove() }
        try sandbox.delete("out/FirebaseAuthErrorCodes.swift")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("out/FirebaseAuthErrorCodes.swift"), withDestinationPath: "../elsewhere/p.swift")
        let before = Self.tree(sandbox.path)
        let result = sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path("out")])
        #expect(result.status == 1)
        #expect(Self.tree(sandbox.path) == before)
        #expect(
            result.errors.hasPrefix(
                "error-tables: error: '\(sandbox.path("out/FirebaseAuthErrorCodes.swift"))' is a symbolic link"))
    }

    /// The old temporary file names were predictable (`.<name>.error-tables-<pid>.tmp`, and `.<name>.<pid>.tmp`
    /// for a new language) and opened following links: a link planted there made a verb overwrite its target.
    @Test func importWritesNoPlantedTemporaryLink() throws {
        try ImportVerbTests.withEditedExport { folder in
            try folder.write("victim.txt", Self.precious)
            try FileManager.default.createSymbolicLink(
                atPath: folder.path("spec/Facebook/.it.md.error-tables-\(getpid()).tmp"),
                withDestinationPath: folder.path("victim.txt"))
            let result = folder.run(["import", "--spec", folder.path("spec"), folder.path("it.xliff")])
            #expect(result.status == 0)
            #expect(folder.read("victim.txt") == Self.precious)
            #expect(Self.kind(folder.path("spec/Facebook/it.md")) == "file")
            #expect(folder.read("spec/Facebook/it.md")?.contains("un problema \\| temporaneo.") == true)
        }
    }

    @Test func translationsNewWritesNoPlantedTemporaryLink() throws {
        let sandbox = try TemporaryFolder.repository()
        defer { sandbox.remove() }
        try sandbox.copyRepositorySpec("FirebaseAuth")
        try sandbox.write("victim.txt", Self.precious)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("spec/FirebaseAuth/.de.md.\(getpid()).tmp"),
            withDestinationPath: sandbox.path("victim.txt"))
        let result = sandbox.run(["translations", "--spec", sandbox.path("spec"), "--new", "de"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(sandbox.read("victim.txt") == Self.precious)
        #expect(Self.kind(sandbox.path("spec/FirebaseAuth/de.md")) == "file")
    }

    @Test func importRefusesASymlinkedDocumentAndKeepsTheLink() throws {
        try ImportVerbTests.withEditedExport { folder in
            // A repository, so that the link leads inside it and the write's own refusal is what is tested.
            try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
            let original = try #require(folder.read("spec/Facebook/it.md"))
            try folder.write("shared/it.md", original)
            try folder.delete("spec/Facebook/it.md")
            try FileManager.default.createSymbolicLink(
                atPath: folder.path("spec/Facebook/it.md"), withDestinationPath: "../../shared/it.md")
            let result = folder.run(["import", "--spec", folder.path("spec"), folder.path("it.xliff")])
            #expect(result.status != 0)
            #expect(
                result.errors
                    == "error-tables: error: '\(folder.path("spec/Facebook/it.md"))' is a symbolic link to '../../shared/it.md'; "
                    + "error-tables does not write through or replace a link, so nothing was written: name the file it "
                    + "points to instead, or replace the link with a copy\n")
            #expect(Self.kind(folder.path("spec/Facebook/it.md")) == "link")
            #expect(folder.read("shared/it.md") == original)
        }
    }

    @Test func exportRefusesAFIFOAndALink() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.copyRepositorySpec("Facebook")
        #expect(mkfifo(sandbox.path("pipe"), 0o644) == 0)
        try sandbox.write("target.xliff", Self.precious)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("link.xliff"), withDestinationPath: "target.xliff")
        let arguments = ["export", "--spec", sandbox.path("spec"), "--language", "it", "--format", "xliff", "--output"]
        let toPipe = sandbox.run(arguments + [sandbox.path("pipe")])
        #expect(toPipe.status != 0)
        #expect(
            toPipe.errors
                == "error-tables: error: '\(sandbox.path("pipe"))' is a named pipe (FIFO), not a regular file; error-tables replaces only "
                + "regular files, so nothing was written: choose another path\n")
        #expect(Self.kind(sandbox.path("pipe")) == "fifo")
        let toLink = sandbox.run(arguments + [sandbox.path("link.xliff")])
        #expect(toLink.status != 0)
        #expect(
            toLink.errors.hasPrefix(
                "error-tables: error: '\(sandbox.path("link.xliff"))' is a symbolic link to 'target.xliff';"))
        #expect(Self.kind(sandbox.path("link.xliff")) == "link")
        #expect(sandbox.read("target.xliff") == Self.precious)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == [
                "link.xliff", "pipe", "spec", "target.xliff",
            ])
    }
}
