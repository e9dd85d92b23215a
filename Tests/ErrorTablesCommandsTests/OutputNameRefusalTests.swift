import ErrorTablesTestSupport
import Foundation
import Testing

/// A domain folder whose name the output folder cannot hold is refused at its config before anything is written
/// (issue 28): a hidden name, a control character, a file name over 255 bytes, a path over the system's limit.
/// Before, `generate` wrote the files, then stopped on its own journal or on "file name too long" after its
/// commit point, and every later run failed the same way.
@Suite struct OutputNameRefusalTests {
    /// `spec/<folder>` holding the golden Demo domain's config and English document.
    func sandbox(folder: String) throws -> TemporaryFolder {
        let sandbox = try TemporaryFolder()
        let demo = PackageRoot.path + "/Tests/Fixtures/GoldenSpec/Demo"
        for file in ["error-tables.json", "en.md"] {
            try sandbox.write("spec/\(folder)/\(file)", try String(contentsOfFile: demo + "/" + file, encoding: .utf8))
        }
        return sandbox
    }

    func generate(_ sandbox: TemporaryFolder, output: String = "out") -> (status: Int32, output: String, errors: String)
    {
        sandbox.run(["generate", "--spec", sandbox.path("spec"), "--output", sandbox.path(output)])
    }

    static func refusal(_ folder: String, config: String, _ why: String, fix: String = "rename the folder") -> String {
        "\(config):1:1: error: the domain folder '\(folder)' cannot be generated: \(why); nothing was written: \(fix)\n"
    }

    @Test func aHiddenFolderIsRefusedAndNothingIsWritten() throws {
        let sandbox = try sandbox(folder: ".hidden")
        defer { sandbox.remove() }
        let expected = Self.refusal(
            sandbox.path("spec/.hidden"), config: "spec/.hidden/error-tables.json",
            "a name starting with '.' would make its manifest a hidden file, which generate never writes")
        for _ in 0..<2 {
            let result = generate(sandbox)
            #expect(result.status == 1)
            #expect(result.errors == expected)
            #expect(result.output == "")
            #expect(!sandbox.exists("out"))
        }
        let check = sandbox.run(["check", "--spec", sandbox.path("spec"), "--generated", sandbox.path("spec")])
        #expect(check.status == 1)
        #expect(check.errors == expected)
    }

    @Test func aNameTooLongForAFileIsRefusedAtItsLongestFileName() throws {
        let name = String(repeating: "L", count: 250)
        let sandbox = try sandbox(folder: name)
        defer { sandbox.remove() }
        let expected = Self.refusal(
            sandbox.path("spec/" + name), config: "spec/\(name)/error-tables.json",
            "the file name '\(name)MethodErrors.swift' would be 268 bytes long, over the 255 bytes a file name can have"
        )
        for _ in 0..<2 {
            let result = generate(sandbox)
            #expect(result.status == 1)
            #expect(result.errors == expected)
            #expect(!sandbox.exists("out"))
        }
    }

    @Test func theLongestNameThatFitsIsGenerated() throws {
        // 237 characters + "MethodErrors.swift" = 255 bytes; the manifest's name is 246 bytes.
        let name = String(repeating: "L", count: 237)
        let sandbox = try sandbox(folder: name)
        defer { sandbox.remove() }
        let result = generate(sandbox)
        #expect(result.errors == "")
        #expect(result.status == 0)
        #expect(sandbox.exists("out/\(name)MethodErrors.swift"))
        #expect(!sandbox.exists("out/.error-tables/journal"))
    }

    @Test func aNewlineInTheNameIsRefusedOnOneLine() throws {
        let sandbox = try sandbox(folder: "two\nlines")
        defer { sandbox.remove() }
        let result = generate(sandbox)
        #expect(result.status == 1)
        #expect(
            result.errors
                == Self.refusal(
                    sandbox.path("spec/twoU+000Alines"), config: "spec/twoU+000Alines/error-tables.json",
                    "its name contains the control character U+000A"))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
        #expect(!sandbox.exists("out"))
    }

    @Test func aSpecPathEndingInADotNamesNoFolder() throws {
        let sandbox = try sandbox(folder: "Demo")
        defer { sandbox.remove() }
        let result = sandbox.run(["generate", "--spec", sandbox.path("spec/Demo/."), "--output", sandbox.path("out")])
        #expect(result.status == 1)
        #expect(
            result.errors
                == Self.refusal(
                    sandbox.path("spec/Demo/."), config: "spec/Demo/./error-tables.json",
                    "its name is taken from the spec path, which ends in '.'",
                    fix: "name the folder itself in the path (e.g. '../Demo')"))
        #expect(!sandbox.exists("out"))
    }

    @Test func aPathOverTheSystemsLimitIsRefusedBeforeTheFolderIsMade() throws {
        let sandbox = try sandbox(folder: "Demo")
        defer { sandbox.remove() }
        let deep = "out/" + Array(repeating: String(repeating: "d", count: 200), count: 21).joined(separator: "/")
        let result = generate(sandbox, output: deep)
        #expect(result.status == 1)
        let manifest = sandbox.path(deep) + "/.error-tables/Demo.manifest"
        #expect(
            result.errors
                == "spec/Demo/error-tables.json:1:1: error: the path of '\(manifest)' (domain Demo) would be "
                + "\(manifest.utf8.count) bytes long, over the \(Int(PATH_MAX) - 1) the system takes; nothing was written: generate "
                + "into a folder with a shorter path, or rename the domain folder\n")
        #expect(!sandbox.exists("out"))
    }
}
