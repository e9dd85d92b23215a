import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

/// A spec may name only files inside the repository or package that holds it, links resolved: a config, document
/// or lock that leads elsewhere is one error naming it, and is not read (nothing of it reaches the output), unless
/// the user passes `--allow-outside-repository`.
@Suite struct OutsideRepositoryTests {
    static let secretText = "Private key material."
    static let secret = "| Code | Description |\n| --- | --- |\n| PixBad | \(secretText) |\n"
    static let document = "# Pix\n\n| Code | Description |\n| --- | --- |\n| PixBad | Bad thing. |\n"

    /// `repo/` (a git repository: it holds `.git`) with the domain `repo/spec/Pix`, and `secret/id_rsa` beside it.
    static func sandbox() throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: sandbox.path("repo/.git"), withIntermediateDirectories: true)
        try sandbox.write("secret/id_rsa", secret)
        return sandbox
    }

    static func lint(_ sandbox: TemporaryFolder, _ extra: [String] = []) -> (status: Int32, errors: String) {
        let result = sandbox.run(["lint", "--spec", sandbox.path("repo/spec/Pix")] + extra)
        return (result.status, result.errors)
    }

    static func refusal(_ path: String, leadsTo target: String?, root: String) -> String {
        "'\(path)' " + (target.map { "leads to '\($0)'," } ?? "is") + " outside '\(root)' (the repository holding "
            + "the spec); it is not read: move it inside, or pass --allow-outside-repository if this layout is meant"
    }

    @Test func aDocumentsPatternLeavingTheRepositoryIsRefusedWithoutListingTheFolder() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "repo/spec/Pix/error-tables.json",
            "{\"sourceLanguage\": \"rsa\",\n \"documents\": \"../../../secret/id_{language}\"}\n")
        let root = try #require(realpath(sandbox.path("repo"), nil).map { String(cString: $0) })
        let (status, errors) = Self.lint(sandbox)
        #expect(status == 1)
        #expect(
            errors == "repo/spec/Pix/error-tables.json:2:2: error: "
                + Self.refusal(sandbox.path("secret"), leadsTo: nil, root: root) + "\n")
        #expect(!errors.contains(Self.secretText))
        let allowed = Self.lint(sandbox, ["--allow-outside-repository"])
        #expect(allowed.status == 0)
    }

    @Test func aTranslationLinkedOutsideIsRefusedAndNotEchoed() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try sandbox.write("repo/spec/Pix/en.md", Self.document)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("repo/spec/Pix/it.md"), withDestinationPath: "../../../secret/id_rsa")
        let root = try #require(realpath(sandbox.path("repo"), nil).map { String(cString: $0) })
        let (status, errors) = Self.lint(sandbox)
        #expect(status == 1)
        #expect(
            errors.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init) == [
                "repo/spec/Pix/it.md:1:1: error: "
                    + Self.refusal(
                        sandbox.path("repo/spec/Pix/it.md"), leadsTo: root.dropLast(4) + "secret/id_rsa", root: root)
            ])
        #expect(!errors.contains(Self.secretText))
        let allowed = Self.lint(sandbox, ["--allow-outside-repository"])
        #expect(allowed.status == 0)
        #expect(!allowed.errors.contains(": error: "))
    }

    @Test func aConfigOrLockLinkedOutsideIsRefused() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try sandbox.write("repo/spec/Pix/en.md", Self.document)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("repo/spec/Pix/error-tables.json"), withDestinationPath: "../../../secret/id_rsa")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("repo/spec/Pix/translations.lock"), withDestinationPath: "../../../secret/id_rsa")
        let (status, errors) = Self.lint(sandbox)
        #expect(status == 1)
        #expect(
            errors.split(separator: "\n").map { $0.prefix(while: { $0 != "'" }) } == [
                "repo/spec/Pix/error-tables.json:1:1: error: "
            ])
        try FileManager.default.removeItem(atPath: sandbox.path("repo/spec/Pix/error-tables.json"))
        let lock = Self.lint(sandbox)
        #expect(lock.status == 1)
        #expect(
            lock.errors.split(separator: "\n").filter { $0.contains(": error: ") }.map {
                $0.prefix(while: { $0 != "'" })
            } == ["repo/spec/Pix/translations.lock:1:1: error: "])
        #expect(!lock.errors.contains(Self.secretText))
    }

    @Test func theBoundaryIsTheNearestRepositoryOrPackageElseTheSpecFolder() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write("outer/Package.swift", "// a package\n")
        try sandbox.write("outer/inner/.git/HEAD", "ref\n")
        try sandbox.write("outer/inner/spec/Pix/en.md", Self.document)
        try sandbox.write("lone/spec/Pix/en.md", Self.document)
        let resolved = { (path: String) in realpath(sandbox.path(path), nil).map { String(cString: $0) } }
        let inner = InputBoundary.enclosing(sandbox.path("outer/inner/spec/Pix"))
        #expect(inner == InputBoundary(root: resolved("outer/inner"), kind: "the repository"))
        let outer = InputBoundary.enclosing(sandbox.path("outer"))
        #expect(outer == InputBoundary(root: resolved("outer"), kind: "the package"))
        let lone = InputBoundary.enclosing(sandbox.path("lone/spec"))
        #expect(lone == InputBoundary(root: resolved("lone/spec"), kind: "the spec folder"))
        #expect(lone.outside(sandbox.path("lone/spec/Pix/en.md")) == nil)
        #expect(lone.outside(sandbox.path("lone/spec/../x.md")) == nil)  // nothing there: the reader reports it
        #expect(inner.outside(sandbox.path("lone/spec/Pix/en.md")) == resolved("lone/spec/Pix/en.md"))
    }
}
