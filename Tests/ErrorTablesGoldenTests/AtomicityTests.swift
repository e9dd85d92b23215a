import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables generate` run in-process into a temporary folder: unchanged files are not rewritten, a
/// failing run changes nothing, and outputs of a removed domain are removed while hand-written files stay.
@Suite struct AtomicityTests {
    /// What identifies a file's version on disk: its inode and modification date.
    struct Stamp: Equatable {
        var inode: Int
        var modified: Date
    }

    static func stamps(_ folder: String) throws -> [String: Stamp] {
        var result: [String: Stamp] = [:]
        for path in Golden.files(in: folder).keys {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/" + path)
            result[path] = Stamp(
                inode: (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1,
                modified: attributes[.modificationDate] as? Date ?? .distantPast)
        }
        return result
    }

    @Test func aSecondRunReportsEverythingUnchangedAndRewritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.path + "/out"
        let first = runTool([
            "generate", "--spec", PackageRoot.goldenSpec, "--output", output, "--xcstrings",
        ])
        #expect(first.status == 0, "\(first.console.errors)")
        #expect(
            first.console.output
                == "generate: 30 files in \(output): 30 written, 0 unchanged, 0 removed\n")
        let before = try Self.stamps(output)
        #expect(before.count == 30)
        #expect(Golden.files(in: output) == Golden.files(in: PackageRoot.goldenOutput))

        let second = runTool([
            "generate", "--spec", PackageRoot.goldenSpec, "--output", output, "--xcstrings",
        ])
        #expect(second.status == 0, "\(second.console.errors)")
        #expect(
            second.console.output
                == "generate: 30 files in \(output): 0 written, 30 unchanged, 0 removed\n")
        #expect(try Self.stamps(output) == before)
    }

    @Test func aRunOnASpecWithAnErrorExitsWithOneAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.path + "/out"
        let spec = try folder.copy(PackageRoot.goldenSpec, to: "spec")
        #expect(runTool(["generate", "--spec", spec, "--output", output, "--xcstrings"]).status == 0)
        let contents = Golden.files(in: output)
        let before = try Self.stamps(output)

        // A change that would alter Demo's files, plus a translated row whose code is the prefix itself: an error.
        let english = spec + "/Demo/en.md"
        let source = try String(contentsOfFile: english, encoding: .utf8)
        try source.replacingOccurrences(of: "The host name is malformed.", with: "Changed.")
            .write(toFile: english, atomically: true, encoding: .utf8)
        let italian = spec + "/Demo/it.md"
        let translation = try String(contentsOfFile: italian, encoding: .utf8)
        try translation.replacingOccurrences(
            of: "| `DemoErrorCodeAlreadyDisconnected` | Il client era già disconnesso. |",
            with: "| `DemoErrorCodeAlreadyDisconnected` | Il client era già disconnesso. |\n"
                + "| `DemoErrorCode` | Un altro testo. |"
        ).write(toFile: italian, atomically: true, encoding: .utf8)

        let failed = runTool(["generate", "--spec", spec, "--output", output, "--xcstrings"])
        #expect(failed.status == 1)
        let errors = failed.console.errors.split(separator: "\n")
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasPrefix(
                "\(spec)/Demo/it.md:45:3: error: 'DemoErrorCode' is the domain's code prefix itself, not a code")
                == true
        )
        #expect(Golden.files(in: output) == contents)
        #expect(try Self.stamps(output) == before)
    }

    @Test func aRemovedDomainsFilesAreRemovedWhileHandWrittenFilesStay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.path + "/out"
        let spec = try folder.copy(PackageRoot.goldenSpec, to: "spec")
        #expect(runTool(["generate", "--spec", spec, "--output", output]).status == 0)
        let handWritten = [
            "Notes.swift": "// Written by hand.\n", "en.lproj/Extra.strings": "\"a\" = \"b\";\n",
        ]
        for (path, text) in handWritten {
            #expect(
                FileManager.default.createFile(atPath: output + "/" + path, contents: Data(text.utf8)))
        }
        let demoBefore = try Self.stamps(output).filter { !$0.key.contains("Adversarial") }

        try FileManager.default.removeItem(atPath: spec + "/Adversarial")
        let run = runTool(["generate", "--spec", spec, "--output", output])
        #expect(run.status == 0, "\(run.console.errors)")
        #expect(
            run.console.output == "generate: 20 files in \(output): 0 written, 20 unchanged, 5 removed\n")
        #expect(
            Golden.files(in: output).keys.sorted() == [
                "AccountErrorCodes.swift", "AccountErrorTexts.swift", "AccountMethodErrors.swift",
                "AuthErrorCodes.swift", "AuthErrorTexts.swift", "AuthMethodErrors.swift",
                "DemoErrorCodes.swift", "DemoErrorTexts.swift", "DemoMethodErrors.swift",
                "GraphErrorCodes.swift", "GraphErrorTexts.swift", "GraphMethodErrors.swift", "Notes.swift",
                "en.lproj/AccountErrors.strings", "en.lproj/AuthErrors.strings", "en.lproj/DemoErrors.strings",
                "en.lproj/Extra.strings", "en.lproj/GraphErrors.strings", "hi.lproj/AccountErrors.strings",
                "it.lproj/AccountErrors.strings", "it.lproj/DemoErrors.strings", "it.lproj/GraphErrors.strings",
            ])
        for (path, text) in handWritten {
            #expect(FileManager.default.contents(atPath: output + "/" + path) == Data(text.utf8))
        }
        #expect(try Self.stamps(output) == demoBefore)
    }

    @Test func aRemovedDomainsStringCatalogIsRemovedToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.path + "/out"
        let spec = try folder.copy(PackageRoot.goldenSpec, to: "spec")
        #expect(runTool(["generate", "--spec", spec, "--output", output, "--xcstrings"]).status == 0)
        try FileManager.default.removeItem(atPath: spec + "/Adversarial")
        #expect(runTool(["generate", "--spec", spec, "--output", output, "--xcstrings"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: output + "/AdversarialErrorCodes.swift"))
        // The String Catalog carries the marker in its comments, so a removed domain's catalog goes too.
        #expect(!FileManager.default.fileExists(atPath: output + "/AdversarialErrors.xcstrings"))
    }

    @Test func noTemporaryFilesAreLeftBehind() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.path + "/out"
        #expect(
            runTool(["generate", "--spec", PackageRoot.goldenSpec, "--output", output, "--xcstrings"])
                .status == 0)
        let spec = try folder.copy(PackageRoot.goldenSpec, to: "spec")
        let english = spec + "/Demo/en.md"
        let source = try String(contentsOfFile: english, encoding: .utf8)
        try source.replacingOccurrences(
            of: "The host name is malformed.", with: "The host name is wrong."
        )
        .write(toFile: english, atomically: true, encoding: .utf8)
        let changed = runTool(["generate", "--spec", spec, "--output", output, "--xcstrings"])
        #expect(changed.status == 0, "\(changed.console.errors)")
        // A code's description is in its code enum, texts and catalogs, and starts its method cases' doc comments.
        #expect(changed.console.output.contains(": 5 written, 25 unchanged, 0 removed\n"))
        let names = Golden.files(in: output).keys
        #expect(names.count == 30)
        #expect(!names.contains { ($0 as NSString).lastPathComponent.hasPrefix(".") })
    }
}
