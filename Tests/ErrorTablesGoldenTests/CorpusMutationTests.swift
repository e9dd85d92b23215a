import ErrorTablesCore
import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

/// Issue 20's mutation test: every Markdown document of every corpus domain, with its pipe tables rewritten by
/// `MarkdownTableMutation` (headers translated, columns rotated, outer pipes removed, cells padded, padding
/// stripped), gives the same model as the original: codes, raw values, Swift names, names and aliases, ranges,
/// texts and extra columns per language, methods and their error sets, common errors, groups, fallbacks,
/// lookups and translation coverage (positions excluded), with as many errors and warnings.
///
/// Not mutated, and why: fenced code blocks (examples, not tables) and raw HTML tables (their cells are
/// elements; the documents holding only HTML tables are listed in `untouchedDocuments`); see
/// `MarkdownTableMutation` for the table shapes it leaves alone.
@Suite struct CorpusMutationTests {
    /// Mutations that change a domain's model for a reason, not a reader bug: domain → mutation → why.
    static let exclusions: [String: [MarkdownTableMutation: String]] = [
        "HeaderSelected": [
            .headersTranslated:
                "its config names the columns by header text ('Associated constant', 'Value', 'Description'); a "
                + "translated header no longer matches the config, which is the config's job to say"
        ],
        "PlatformAliases": [
            .columnsRotated:
                "its config sets 'codePrefix' without 'columns', which reads the codes in column 1 (the documented "
                + "rule); rotated, column 1 holds the platform names and the error says to set 'columns.code'"
        ],
    ]

    /// Documents that hold no pipe table, so no mutation changes them: their tables are raw HTML or YFM.
    static let untouchedDocuments = [
        "HTMLTable/en.md", "HTMLTable/ja.md", "PastedHTMLPage/en.md", "PastedHTMLPage/it.md",
        // YFM `#| … |#` tables, which are no pipe tables.
        "PlatformTableSyntax/en.md", "PlatformTableSyntax/ru.md",
    ]

    /// The model of a domain as lines, positions left out. With `propertyNames` false, extra columns are
    /// compared by their texts only: their names come from header text, which a translated header changes.
    static func model(_ domain: ErrorDomain, propertyNames: Bool = true) -> [String] {
        func texts(_ label: String, _ text: LocalizedText?) -> [String] {
            guard let text else { return [] }
            return text.texts.keys.sorted().map { "  \(label)[\($0)]: \(text.texts[$0] ?? "")" }
        }
        func properties(_ properties: [String: LocalizedText]) -> [String] {
            properties.keys.sorted().flatMap { key in texts(propertyNames ? key : "property", properties[key]) }
                .sorted()
        }
        func entry(_ entry: ErrorEntry) -> String {
            "\(entry.code) raw=\(entry.rawValue.map(String.init) ?? "-") range=\(entry.range.map { "\($0)" } ?? "-") "
                + "aliases=\(entry.aliases) label=\(entry.label ?? "-")"
        }
        var lines = ["languages: \(domain.languages)"]
        for code in domain.codes {
            lines.append(
                "\(code.id)=\(code.rawValue)→\(code.swiftName) name=\(code.name ?? "-") "
                    + "aliases=\(code.alternativeNames) range=\(code.range.map { "\($0)" } ?? "-") traits=\(code.traits)"
            )
            lines += texts("description", code.description) + properties(code.properties)
            lines.append("  documentation: \(code.documentation)")
        }
        for method in domain.methods {
            lines.append("method \(method.symbol) group=\(method.group ?? "-") inclusions=\(method.inclusions)")
            lines += method.ownErrors.map { "  own " + entry($0) } + texts("fallback", method.fallback)
            lines += method.errors.map { "  error \($0.code) \($0.origin)" }
        }
        lines += domain.commonErrors.map { "common " + entry($0) }
        for group in domain.groups {
            lines.append("group \(group.symbol): " + group.commonErrors.map(entry).joined(separator: ", "))
        }
        lines += texts("fallback", domain.fallback)
        for lookup in domain.lookups {
            lines.append("lookup \(lookup.name): \(lookup.entries.map { "\($0.key)→\($0.code)" })")
        }
        lines += domain.translationCoverage.keys.sorted().map { language in
            "coverage \(language): \(domain.translationCoverage[language].map { "\($0)" } ?? "-")"
        }
        return lines
    }

    /// The domain folder copied into `sandbox` with every Markdown document mutated; the paths (relative to the
    /// corpus) of the documents the mutation left as they were.
    static func mutatedCopy(of folder: String, by mutations: [MarkdownTableMutation], into sandbox: TemporaryFolder)
        throws -> (folder: String, untouched: [String])
    {
        let name = URL(fileURLWithPath: folder).lastPathComponent
        var untouched: [String] = []
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + file, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
            guard file.hasSuffix(".md"), let text = String(data: data, encoding: .utf8) else {
                try sandbox.write(name + "/" + file, data: data)
                continue
            }
            let mutated = mutations.reduce(String?.none) { result, mutation in
                mutation.apply(to: result ?? text) ?? result
            }
            if let mutated {
                try sandbox.write(name + "/" + file, mutated)
            } else {
                untouched.append(name + "/" + file)
                try sandbox.write(name + "/" + file, data: data)
            }
        }
        return (sandbox.path(name), untouched)
    }

    static func counts(_ diagnostics: Diagnostics) -> String {
        let all = diagnostics.all
        return "errors: \(all.filter { $0.severity == .error }.count), "
            + "warnings: \(all.filter { $0.severity == .warning }.count)"
    }

    @Test(arguments: MarkdownTableMutation.allCases) func everyCorpusDocumentMutatedGivesTheSameModel(
        _ mutation: MarkdownTableMutation
    ) throws {
        try Self.check([mutation])
    }

    /// Headers translated, columns rotated and outer pipes removed in one document.
    @Test func mutationsTogetherGiveTheSameModel() throws {
        try Self.check([.headersTranslated, .columnsRotated, .outerPipesRemoved])
    }

    /// Every corpus domain with `mutations` applied in turn to every document gives the model of the original.
    static func check(_ mutations: [MarkdownTableMutation]) throws {
        let folders = try SpecLoader.domainFolders(at: CorpusTests.corpus)
        #expect(folders.count == 57)
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        var untouched: [String] = []
        for folder in folders {
            let name = URL(fileURLWithPath: folder).lastPathComponent
            var originalDiagnostics = Diagnostics()
            let original = try #require(SpecLoading.domain(folder: folder, diagnostics: &originalDiagnostics))
            let copy = try Self.mutatedCopy(of: folder, by: mutations, into: sandbox)
            untouched += copy.untouched
            var diagnostics = Diagnostics()
            let mutated = SpecLoading.domain(folder: copy.folder, diagnostics: &diagnostics)
            let propertyNames = !mutations.contains(.headersTranslated)
            if mutations.contains(where: { Self.exclusions[name]?[$0] != nil }) {
                // An exclusion stays only while the mutation changes the model.
                #expect(
                    mutated.map { Self.model($0, propertyNames: propertyNames) }
                        != Self.model(original, propertyNames: propertyNames), "\(name), \(mutations) is excluded")
                continue
            }
            #expect(
                mutated.map { Self.model($0, propertyNames: propertyNames) }
                    == Self.model(original, propertyNames: propertyNames),
                "\(name), \(mutations): \(diagnostics.all.map(\.description))")
            #expect(Self.counts(diagnostics) == Self.counts(originalDiagnostics), "\(name), \(mutations)")
        }
        #expect(untouched == Self.untouchedDocuments)
    }

    // MARK: - The rewriter

    static let table = """
        Intro | not a table

        | Code | Description |
        | :--- | ---: |
        | `A\\|B` | First. |
        |  | Second, grouped. |

        ```
        | Code | Description |
        | --- | --- |
        ```
        """

    static func lines(_ mutation: MarkdownTableMutation) -> [Substring] {
        // Padded, so that a table left alone fails the comparisons instead of trapping on an index.
        (mutation.apply(to: table)?.split(separator: "\n", omittingEmptySubsequences: false) ?? [])
            + Array(repeating: "", count: 12)
    }

    @Test func theRewriterReshapesPipeTablesOnly() {
        #expect(
            Self.lines(.headersTranslated)[2...3]
                == ["| Código | Descripción |", "| :-- | --: |"])
        #expect(
            Self.lines(.columnsRotated)[2...5]
                == ["| Description | Code |", "| --: | :-- |", "| First. | `A\\|B` |", "| Second, grouped. |  |"])
        #expect(
            Self.lines(.outerPipesRemoved)[2...5]
                == ["Code | Description", ":-- | --:", "`A\\|B` | First.", "|  | Second, grouped."])
        #expect(
            Self.lines(.cellsPadded)[2...5]
                == [
                    "| Code   | Description      |", "| :----- | ---------------: |", "| `A\\|B` | First.           |",
                    "|        | Second, grouped. |",
                ])
        let stripped = Self.lines(.cellsStripped)
        #expect(
            stripped[2...5] == ["|Code|Description|", "|:--|--:|", "|`A\\|B`|First.|", "||Second, grouped.|"])
        // The code block and the line before the table are left as they were.
        #expect(stripped[0] == "Intro | not a table")
        #expect(stripped[8...9] == ["| Code | Description |", "| --- | --- |"])
        #expect(MarkdownTableMutation.cellsStripped.apply(to: "<table><tr><td>A</td></tr></table>") == nil)
    }

    @Test func translatedHeadersKeepWordsTheReaderKnows() {
        #expect(MarkdownTableMutation.translatedHeader("Error code") == "Código de error")
        #expect(MarkdownTableMutation.translatedHeader("Status code") == "Status código")
        #expect(MarkdownTableMutation.translatedHeader("Beschreibung") == "Description")
        #expect(MarkdownTableMutation.translatedHeader("エラーコード") == "error code")
        #expect(MarkdownTableMutation.translatedHeader("Name") == "Name")
    }
}
