import Testing

@testable import ErrorTablesCore

/// `sections`: which headings and bold labels choose a page's tables, and the warning for a name that matches
/// none.
@Suite struct SectionsTests {
    /// Tables under a level-1 heading, a level-6 heading, and two bold labels under a setext heading.
    static let source = """
        # Pix errors

        Intro.

        | Code | Description |
        | --- | --- |
        | `PXErrorA` | A. |

        ###### Deep errors

        | Code | Description |
        | --- | --- |
        | `PXErrorB` | B. |

        Other section
        -------------

        **Errors:**

        | Code | Description |
        | --- | --- |
        | `PXErrorC` | C. |

        **Retries**

        | Code | Description |
        | --- | --- |
        | `PXErrorD` | D. |
        """

    /// The codes read with `sections`, and the warnings about `sections`.
    static func read(_ sections: [String]) throws -> (codes: [String], warnings: [String]) {
        let names = sections.map { "\"\($0)\"" }.joined(separator: ", ")
        let config = #"{"errorDomain": "PXErrorDomain", "typeName": "PixError", "codePrefix": "PXError", "sections": ["#
        return try TempSpec.with(["error-tables.json": config + names + "]}", "en.md": Self.source]) { spec in
            let (model, lines) = spec.load()
            let warnings = lines.filter { $0.contains("'sections'") }.map {
                $0.replacingOccurrences(of: spec.root + "/", with: "")
            }
            return ((model?.domains.first?.codes ?? []).map(\.id), warnings)
        }
    }

    @Test func headingsOfEveryLevelAndBoldLabelsAreSections() throws {
        let read = try Self.read(["deep errors", "Errors"])
        #expect(read.codes == ["PXErrorB", "PXErrorC"])
        #expect(read.warnings == [])
        // The level-1 heading holds every table, labels included.
        #expect(try Self.read(["Pix errors"]).codes == ["PXErrorA", "PXErrorB", "PXErrorC", "PXErrorD"])
        // A setext heading, and a label that the next label closes.
        #expect(try Self.read(["Other section"]).codes == ["PXErrorC", "PXErrorD"])
        #expect(try Self.read(["retries"]).codes == ["PXErrorD"])
    }

    @Test func aNameThatMatchesNothingListsTheClosestTitlesOverTables() throws {
        let read = try Self.read(["Retry", "Deep errors"])
        #expect(read.codes == ["PXErrorB"])
        #expect(
            read.warnings == [
                "Pix/error-tables.json:1:83: warning: 'sections' names 'Retry', but no heading or bold label of "
                    + "Pix/en.md has this text; the closest over error tables: 'Retries' (line 24), 'Errors:' "
                    + "(line 18), 'Pix errors' (line 1)"
            ])
    }

    @Test func aBoldLabelIsAParagraphOfBoldTextAlone() {
        let label: [Inline] = [.strong([.text("Errors")]), .text(" :")]
        #expect(SectionTracker.boldLabel(label) == "Errors")
        #expect(SectionTracker.boldLabel([.strong([.text("Errors")]), .text(" and more")]) == nil)
        #expect(SectionTracker.boldLabel([.strong([.text("A")]), .strong([.text("B")])]) == nil)
        #expect(SectionTracker.boldLabel([.emphasis([.text("Errors")])]) == nil)
        #expect(SectionTracker.key("  **x** ") == "**x**")
        #expect(SectionTracker.key(" Errors： ") == "errors")
    }

    @Test func theClosestTitlesAreFewAndInDocumentOrderOnTies() {
        let titles = ["Errors", "Errata", "Arrows", "Mirrors", "Terrors"].enumerated().map { index, text in
            SectionTitle(text: text, key: SectionTracker.key(text), line: index + 1, hasTables: true)
        }
        #expect(SectionTracker.closest(to: "Errors!", among: titles).map(\.text) == ["Errors", "Terrors", "Arrows"])
    }

    @Test func manyNamesCostOneLookupEachPerTable() {
        var tracker = SectionTracker(sections: (0..<5_000).map { "Part \($0) errors" })
        tracker.heading("Overview", line: 1, depth: 0)
        #expect(!tracker.isNamed)
        tracker.heading("part 4999 errors", line: 3, depth: 1)
        #expect(tracker.isNamed)
        tracker.heading("Part 5000 errors", line: 5, depth: 1)
        #expect(!tracker.isNamed)
        tracker.tableStands()
        #expect(tracker.titles.map(\.hasTables) == [true, false, true])
    }
}
