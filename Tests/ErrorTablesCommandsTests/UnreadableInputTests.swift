import ErrorTablesTestSupport
import Foundation
import Testing

/// An input path that exists but names no readable file (a broken or looping symbolic link, a folder) is one error
/// at the path's line 1:1 saying what it is: never read as "no config" (which would use the defaults and change the
/// generated type names) and never a system error without a position.
@Suite struct UnreadableInputTests {
    static let document = "# Pix\n\n| Code | Description |\n| --- | --- |\n| PixBad | Bad thing. |\n"

    /// A domain `spec/Pix` with an English document and no config.
    static func sandbox() throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        try sandbox.write("spec/Pix/en.md", document)
        return sandbox
    }

    static func lintErrors(_ sandbox: TemporaryFolder) -> (status: Int32, lines: [String]) {
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec/Pix")])
        return (result.status, result.errors.split(separator: "\n").map(String.init))
    }

    @Test func aBrokenConfigLinkIsAnErrorNotTheDefaults() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("spec/Pix/error-tables.json"), withDestinationPath: "shared.json")
        let (status, lines) = Self.lintErrors(sandbox)
        #expect(status == 1)
        #expect(
            lines == [
                "spec/Pix/error-tables.json:1:1: error: cannot read this path: it is a symbolic "
                    + "link to 'shared.json', which does not exist; fix the link or remove it"
            ])
    }

    @Test func aLoopingConfigLinkIsAnError() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("spec/Pix/error-tables.json"), withDestinationPath: "error-tables.json")
        let (status, lines) = Self.lintErrors(sandbox)
        #expect(status == 1)
        #expect(
            lines.first
                == "spec/Pix/error-tables.json:1:1: error: cannot read this path: its symbolic "
                + "links form a loop and never reach a file; fix the links or remove them")
    }

    @Test func aConfigThatIsAFolderIsAnErrorAtItsPath() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(
            atPath: sandbox.path("spec/Pix/error-tables.json"), withIntermediateDirectories: false)
        let (status, lines) = Self.lintErrors(sandbox)
        #expect(status == 1)
        #expect(
            lines.first
                == "spec/Pix/error-tables.json:1:1: error: cannot read this path: it is a folder, "
                + "not a file; give the path of a file")
    }

    @Test func aBrokenLinkOrFolderAsATranslationIsAnErrorAtItsPath() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("spec/Pix/it.md"), withDestinationPath: "gone.md")
        try FileManager.default.createDirectory(
            atPath: sandbox.path("spec/Pix/de.md"), withIntermediateDirectories: false)
        let (status, lines) = Self.lintErrors(sandbox)
        #expect(status == 1)
        #expect(
            lines.filter { $0.contains(": error: ") } == [
                "spec/Pix/de.md:1:1: error: cannot read this path: it is a folder, not a file; give the path "
                    + "of a file",
                "spec/Pix/it.md:1:1: error: cannot read this path: it is a symbolic link to 'gone.md', which "
                    + "does not exist; fix the link or remove it",
            ])
    }

    @Test func aBrokenLockLinkIsAWarningAtItsPath() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("spec/Pix/translations.lock"), withDestinationPath: "old.lock")
        let result = sandbox.run(["lint", "--spec", sandbox.path("spec/Pix")])
        #expect(result.status == 0)
        #expect(
            result.errors.split(separator: "\n").filter { $0.contains("translations.lock") }
                == [
                    "spec/Pix/translations.lock:1:1: warning: cannot read this path: it is a "
                        + "symbolic link to 'old.lock', which does not exist; fix the link or remove it"
                ])
    }

    @Test func anImportFileThatIsAFolderIsAnErrorAtItsPath() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(atPath: sandbox.path("it.xliff"), withIntermediateDirectories: false)
        let result = sandbox.run(["import", "--spec", sandbox.path("spec/Pix"), "--dry-run", sandbox.path("it.xliff")])
        #expect(result.status != 0)
        #expect(
            result.errors.split(separator: "\n").first
                == "it.xliff:1:1: error: cannot read this path: it is a folder, not a file; give the path of a file")
    }
}
