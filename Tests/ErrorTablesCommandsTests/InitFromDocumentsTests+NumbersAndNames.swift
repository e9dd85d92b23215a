import ErrorTablesCommands
import ErrorTablesTestSupport
import Foundation
import Testing

/// `init --documents` on the corpus pages of issue 20, slice A (numbers, raw values, names, rows that repeat),
/// laid out as a docs site keeps them (`docs/<language>/errors.md`): each ends with exit status 0 and writes a
/// config, with the column roles it inferred by header text where the layout is not the default and a `swiftName`
/// for each name it made unique, that `lint` reads without an error or a warning.
@Suite struct InitFromDocumentsNumbersAndNamesTests {
    static let corpus = PackageRoot.path + "/Tests/Fixtures/Corpus"

    /// Each page, its translation, and the `columns` init writes (`code`, `rawValue`, `description` by header).
    static let pages: [(String, String, [String])] = [
        ("StatusWithLabels", "ko", ["rawValue: HTTP status", "description: What it means"]),
        ("WideRanges", "ja", ["rawValue: Result code", "description: Description"]),
        ("StatusBesideNames", "de", ["code: Error code", "description: Description"]),
        ("PhraseNames", "fr", ["code: Reason", "rawValue: Code", "description: Description"]),
        ("CollidingNames", "pt-BR", ["rawValue: Error code", "description: Message"]),
        ("RepeatedCodes", "es", []),
        ("CausesPerRow", "zh-Hans", ["code: Constant", "rawValue: Value", "description: Cause"]),
    ]

    /// The `codes` init writes where derived names collided: a `swiftName` for each name made unique.
    static let codes = [
        "CollidingNames": """
        ,
          "codes": {
            "1202": {
              "swiftName": "invalidToken1202"
            },
            "1204": {
              "swiftName": "cardDeclined1204"
            }
          }
        """
    ]

    @Test(arguments: Self.pages)
    func initWritesAConfigThatLintsClean(folder: String, translation: String, columns: [String]) throws {
        let sandbox = try TemporaryFolder.repository()
        defer { sandbox.remove() }
        for language in ["en", translation] {
            let text = try String(contentsOfFile: "\(Self.corpus)/\(folder)/\(language).md", encoding: .utf8)
            try sandbox.write("site/docs/\(language)/errors.md", text)
        }
        let made = sandbox.run([
            "init", sandbox.path("spec/\(folder)"), "--documents", sandbox.path("site/docs/{language}/errors.md"),
        ])
        #expect(made.status == 0, "\(made.errors)")
        let roles = columns.map { entry -> String in
            let parts = entry.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return "    \"\(parts[0])\": \"\(parts[1])\""
        }
        let written =
            columns.isEmpty
            ? "" : ",\n  \"columns\": {\n" + roles.joined(separator: ",\n") + "\n  }"
        #expect(
            sandbox.read("spec/\(folder)/error-tables.json")
                == "{\n  \"documents\": \"../../site/docs/{language}/errors.md\"" + written
                + (Self.codes[folder] ?? "") + "\n}\n")
        let linted = sandbox.run(["lint", "--strict", "--spec", sandbox.path("spec/\(folder)")])
        #expect(linted.status == 0, "\(linted.errors)")
        #expect(!linted.errors.contains(": error: ") && !linted.errors.contains(": warning: "), "\(linted.errors)")
        #expect(linted.output.contains("0 errors, 0 warnings"), "\(linted.output)")
    }
}
