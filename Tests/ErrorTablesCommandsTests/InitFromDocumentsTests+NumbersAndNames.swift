import ErrorTablesCommands
import ErrorTablesTestSupport
import Foundation
import Testing

/// `init --documents` on the corpus pages of issue 20, slice A (numbers, raw values, names, rows that repeat),
/// laid out as a docs site keeps them (`docs/<language>/errors.md`): each ends with exit status 0 and writes a
/// config that `lint` reads without an error or a warning.
@Suite struct InitFromDocumentsNumbersAndNamesTests {
    static let corpus = PackageRoot.path + "/Tests/Fixtures/Corpus"

    @Test(arguments: [
        ("StatusWithLabels", "ko"), ("WideRanges", "ja"), ("StatusBesideNames", "de"), ("PhraseNames", "fr"),
        ("CollidingNames", "pt-BR"), ("RepeatedCodes", "es"), ("CausesPerRow", "zh-Hans"),
    ])
    func initWritesAConfigThatLintsClean(folder: String, translation: String) throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        for language in ["en", translation] {
            let text = try String(contentsOfFile: "\(Self.corpus)/\(folder)/\(language).md", encoding: .utf8)
            try sandbox.write("site/docs/\(language)/errors.md", text)
        }
        let made = sandbox.run([
            "init", sandbox.path("spec/\(folder)"), "--documents", sandbox.path("site/docs/{language}/errors.md"),
        ])
        #expect(made.status == 0, "\(made.errors)")
        #expect(
            sandbox.read("spec/\(folder)/error-tables.json")
                == "{\n  \"documents\": \"../../site/docs/{language}/errors.md\"\n}\n")
        let linted = sandbox.run(["lint", "--strict", "--spec", sandbox.path("spec/\(folder)")])
        #expect(linted.status == 0, "\(linted.errors)")
        #expect(!linted.errors.contains(": error: ") && !linted.errors.contains(": warning: "), "\(linted.errors)")
        #expect(linted.output.contains("0 errors, 0 warnings"), "\(linted.output)")
    }
}
