import ErrorTablesCore
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCommands

/// `error-tables export`: what it writes and prints, and its usage errors.
@Suite struct ExportVerbTests {
    @Test func exportsADomainAsXLIFF() throws {
        try TemporaryFolder.with { folder in
            try folder.copyRepositorySpec("Facebook")
            try folder.write("it.xliff", "an older export")
            let (status, output, errors) = folder.run([
                "export", "--spec", folder.path("spec"), "--language", "it", "--format", "xliff", "--output",
                folder.path("it.xliff"),
            ])
            #expect(errors == "")
            #expect(status == 0)
            #expect(
                output == "Facebook: 44 units for it written to \(folder.path("it.xliff")) (44 translated, 0 new, "
                    + "0 to review)\n")
            let text = try String(contentsOfFile: folder.path("it.xliff"), encoding: .utf8)
            #expect(
                text.split(separator: "\n").prefix(4) == [
                    #"<?xml version="1.0" encoding="UTF-8"?>"#,
                    #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#,
                    #"  <file original="Facebook/en.md" source-language="en" target-language="it" datatype="plaintext">"#,
                    "    <body>",
                ])
            #expect(text.components(separatedBy: "<trans-unit ").count == 45)
            #expect(text.hasSuffix("  </file>\n</xliff>\n"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["it.xliff", "spec"])
        }
    }

    @Test func exportsANewLanguageAsAStringCatalog() throws {
        try TemporaryFolder.with { folder in
            try folder.copyRepositorySpec("FirebaseAuth")
            let (status, output, errors) = folder.run([
                "export", "--spec", folder.path("spec/FirebaseAuth"), "--language", "de", "--format", "xcstrings",
                "--output", folder.path("de.xcstrings"),
            ])
            #expect(errors == "")
            #expect(status == 0)
            #expect(
                output == "FirebaseAuth: 49 units for de written to \(folder.path("de.xcstrings")) (0 translated, "
                    + "49 new, 0 to review)\n")
            let data = try #require(FileManager.default.contents(atPath: folder.path("de.xcstrings")))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let strings = try #require(json["strings"] as? [String: [String: Any]])
            #expect(strings.count == 49)
            #expect(
                strings.values.allSatisfy {
                    ($0["localizations"] as? [String: Any]).map { Array($0.keys) } == ["en"]
                })
        }
    }

    @Test func aSpecWithErrorsWritesNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.write("Pix/error-tables.json", #"{"errorDomain": "PX", "typeName": "PixError"}"#)
            try folder.write("Pix/en.md", "| Code | Description |\n| --- | --- |\n| `PXA` | A. |\n| `PXA` | B. |\n")
            let (status, output, errors) = folder.run([
                "export", "--spec", folder.path("Pix"), "--language", "it", "--format", "xliff", "--output",
                folder.path("it.xliff"),
            ])
            #expect(status == 1)
            #expect(output == "")
            #expect(errors.contains("error: "))
            #expect(!FileManager.default.fileExists(atPath: folder.path("it.xliff")))
        }
    }

    /// The usage errors: each prints one line and exits with status 2, writing nothing.
    @Test(arguments: [
        (
            ["--language", "it", "--format", "xliff"],
            "error-tables export: error: missing required option --output <file>\nUSAGE: error-tables export "
                + "--spec <dir> [--domain <name>] --language <tag> --format <format> --output <file> [--verbose] "
                + "[--allow-outside-repository]\n"
        ),
        (
            ["--language", "it", "--format", "po", "--output", "x"],
            "error-tables export: error: '--format' must be one of xliff, xcstrings, not 'po'\nUSAGE: "
                + "error-tables export --spec <dir> [--domain <name>] --language <tag> --format <format> --output "
                + "<file> [--verbose] [--allow-outside-repository]\n"
        ),
        (
            ["--language", "it_IT!", "--format", "xliff", "--output", "x"],
            "error-tables export: error: 'it_IT!' is not a language tag; write one such as it, hi or pt-BR\n"
        ),
        (
            ["--language", "it", "--format", "xliff", "--output", "x"],
            "error-tables export: error: the spec folder holds several domains (Facebook, FirebaseAuth); name one "
                + "with --domain\n"
        ),
        (
            ["--domain", "Fire", "--language", "it", "--format", "xliff", "--output", "x"],
            "error-tables export: error: no domain 'Fire' in the spec folder (Facebook, FirebaseAuth)\n"
        ),
        (
            ["--domain", "Facebook", "--language", "en", "--format", "xliff", "--output", "x"],
            "error-tables export: error: 'en' is the source language of Facebook; export the language to "
                + "translate into\n"
        ),
    ])
    func usageErrors(arguments: [String], expected: String) throws {
        try TemporaryFolder.with { folder in
            try folder.copyRepositorySpec("Facebook")
            try folder.copyRepositorySpec("FirebaseAuth")
            let (status, output, errors) = folder.run(["export", "--spec", folder.path("spec")] + arguments)
            #expect(status == 2)
            #expect(output == "")
            #expect(errors == expected)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["spec"])
        }
    }

    @Test func anOutputThatCannotBeWrittenIsStatus2AndLeavesNothing() throws {
        try TemporaryFolder.with { folder in
            try folder.copyRepositorySpec("Facebook")
            let (status, output, errors) = folder.run([
                "export", "--spec", folder.path("spec"), "--language", "it", "--format", "xliff", "--output",
                folder.path("missing/it.xliff"),
            ])
            #expect(status == 2)
            #expect(output == "")
            #expect(
                errors
                    == "error-tables: error: cannot open the folder '\(folder.path("missing"))': No such file or directory\n"
            )
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["spec"])
        }
    }

    @Test func aMissingSpecIsAUsageError() throws {
        try TemporaryFolder.with { folder in
            let (status, _, errors) = folder.run([
                "export", "--spec", folder.path("nowhere"), "--language", "it", "--format", "xliff", "--output",
                folder.path("x"),
            ])
            #expect(status == 2)
            #expect(errors == "error-tables: error: spec folder '\(folder.path("nowhere"))' does not exist\n")
        }
    }
}
