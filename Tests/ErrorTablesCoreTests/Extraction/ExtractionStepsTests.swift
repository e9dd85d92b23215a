import Testing

@testable import ErrorTablesCore

/// The steps split out of the extract step's long functions: a column's profile cell by cell
/// (`ColumnProfile`), the code and description columns of inferred roles, one table's selection by content,
/// the table decisions and headings of a document, the document walk over every item, the page's reports
/// after the walk, and one keyed row of a lookup table.
@Suite struct ExtractionStepsTests {
    static let path = "spec/Shop/en.md"
    static let config = DomainConfig(
        path: "spec/Shop/error-tables.json", errorDomain: "ShopErrorDomain", typeName: "ShopError",
        codePrefix: "Shop", sourceLanguage: "en")

    func document(_ markdown: String) -> MarkdownDocument {
        MarkdownDocument(source: SourceText(path: Self.path, string: markdown))
    }

    func table(_ markdown: String) throws -> Table {
        try #require(document(markdown).tables.first)
    }

    // MARK: - Column profiles

    @Test func aCellIsProfiledUnlessEmptyAPlaceholderAClassOrAFallbackLabel() throws {
        let table = try table(
            "| Code | Meaning |\n| --- | --- |\n| `ShopEmpty` | Nothing left. |\n| 4xx | **Client errors** |\n")
        let row = table.rows[0]
        #expect(ColumnProfile.isProfiled("Nothing left.", in: row))
        #expect(!ColumnProfile.isProfiled("", in: row))
        #expect(!ColumnProfile.isProfiled("—", in: row))
        #expect(!ColumnProfile.isProfiled("4xx", in: row))
        #expect(!ColumnProfile.isProfiled("Any other", in: row))
        // Every cell of a row that names a class of codes is left out, whatever its text.
        #expect(!ColumnProfile.isProfiled("Client errors", in: table.rows[1]))
    }

    @Test func aCellsKindComesFromAllItsValues() {
        #expect(ColumnProfile.kind(ofValues: ["404"]) == .numeric)
        #expect(ColumnProfile.kind(ofValues: ["400-499", "99999999999999999999"]) == .numeric)
        #expect(ColumnProfile.kind(ofValues: ["NOT_FOUND", "TIMEOUT"]) == .codes)
        #expect(ColumnProfile.kind(ofValues: ["NOT_FOUND", "Capture"]) == .names)
        #expect(ColumnProfile.kind(ofValues: ["The item is gone."]) == .prose)
        // A number beside a code token is neither numbers nor names.
        #expect(ColumnProfile.kind(ofValues: ["404", "NOT_FOUND"]) == .prose)
    }

    @Test func onlyACellOfOneValueIsAPhraseAndProseIsAsked() {
        #expect(ColumnProfile.isPhrase("NOT_FOUND", values: ["NOT_FOUND"], kind: .codes))
        #expect(ColumnProfile.isPhrase("Capture", values: ["Capture"], kind: .names))
        #expect(!ColumnProfile.isPhrase("A, B", values: ["A", "B"], kind: .names))
        #expect(!ColumnProfile.isPhrase("404", values: ["404"], kind: .numeric))
        #expect(
            !ColumnProfile.isPhrase(
                "The item you asked for is no longer sold here.",
                values: ["The item you asked for is no longer sold here."], kind: .prose))
    }

    // MARK: - Inferred roles

    @Test func theCodeColumnIsTheBestScoredCandidate() throws {
        let table = try table(
            """
            | Name | Code | Kind | Status |
            | --- | --- | --- | --- |
            | Empty | `ShopEmpty` | Client | 400 |
            | Gone | `ShopGone` | Client | 410 |
            """)
        let headers = table.header.map(\.plainText)
        let profiles = headers.indices.map { ColumnProfile(column: $0, of: table, codePrefix: "Shop") }
        // Code spans and the prefix beat a column of short names; the names count only without numbers.
        #expect(ColumnRoles.codeScore(profiles[1], header: "Code") == 11.5)
        #expect(ColumnRoles.codeColumn(headers: headers, profiles: profiles, hasNumbers: true) == 1)
        // Without column 2, the names in column 1 are candidates where the header names codes (`Name`) or no
        // column holds numbers; the repeated `Client` never is one.
        let noCodes = profiles.enumerated().map { index, profile in
            var profile = profile
            if index == 1 { profile.kind = .prose }
            return profile
        }
        #expect(ColumnRoles.codeColumn(headers: headers, profiles: noCodes, hasNumbers: true) == 0)
        let unnamed = ["Label", "Code", "Kind", "Status"]
        #expect(ColumnRoles.codeColumn(headers: unnamed, profiles: noCodes, hasNumbers: true) == nil)
        #expect(ColumnRoles.codeColumn(headers: unnamed, profiles: noCodes, hasNumbers: false) == 0)
    }

    @Test func theDescriptionColumnByHeaderThenLengthThenTheOnlyOther() throws {
        let table = try table(
            """
            | Code | Note | Reason | Detail |
            | --- | --- | --- | --- |
            | `ShopEmpty` | See the shelf. | Sold out | The shop has sold every item of this kind. |
            """)
        let headers = table.header.map(\.plainText)
        let profiles = headers.indices.map { ColumnProfile(column: $0, of: table, codePrefix: "Shop") }
        #expect(ColumnRoles.descriptionColumn(among: [1, 2, 3], headers: headers, profiles: profiles) == 2)
        #expect(ColumnRoles.descriptionColumn(among: [1, 3], headers: headers, profiles: profiles) == 3)
        #expect(ColumnRoles.descriptionColumn(among: [], headers: headers, profiles: profiles) == nil)
        let pair = try self.table("| Code | Extra |\n| --- | --- |\n| `ShopEmpty` | x |\n")
        let pairProfiles = [0, 1].map { ColumnProfile(column: $0, of: pair, codePrefix: "Shop") }
        #expect(ColumnRoles.descriptionColumn(among: [1], headers: ["Code", "Extra"], profiles: pairProfiles) == 1)
    }

    // MARK: - Selection by content

    @Test func contentSelectionGivesEachReasonInOrder() throws {
        let table = try table("| Code | Description |\n| --- | --- |\n| `ShopEmpty` | Sold out. |\n")
        let roles = ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: true)
        func select(
            _ roles: ColumnRoles?, heading: String? = nil, parameter: Int? = nil, returnValue: Bool = false,
            named: Bool = false, anyNamed: Bool = false
        ) -> String {
            let selection = Extractor.contentSelection(
                of: table, roles: roles, heading: heading, parameterColumn: parameter, isReturnValueTable: returnValue,
                keyIsNamed: named, anyKeyNamed: anyNamed)
            return "\(selection.roles != nil) \(selection.reason) \(selection.isParameterTable) "
                + "\(selection.hasUnnamedKey) \(selection.isReturnValueTable)"
        }
        #expect(select(nil) == "false no column holds codes or numbers false false false")
        #expect(
            select(roles, parameter: 0)
                == "false a parameter table: its key column names types, beside a column that names parameters "
                + "true false false")
        #expect(
            select(roles, parameter: 1)
                == "false a parameter table: column 2 ('Description') gives types, requiredness or defaults, and "
                + "its key column 1 ('Code') does not name errors true false false")
        #expect(
            select(roles, heading: "Returns", returnValue: true)
                == "false a return-value or example table: it stands under 'Returns', and its key column 1 ('Code') "
                + "does not name errors false false true")
        // A return-value table without a heading is not left out as one.
        #expect(
            select(roles, returnValue: true) == "true column 1 ('Code') holds codes, and no table's header "
                + "names codes false false false")
        #expect(
            select(roles, named: true, anyNamed: true) == "true its key column 1 ('Code') names codes false false false"
        )
        #expect(
            select(roles, anyNamed: true)
                == "false its key column 1 ('Code') does not name codes, and other tables' do false true false")
    }

    // MARK: - Document steps

    @Test func headingsAndTableDecisionsOfADocument() throws {
        let document = document(
            "# Shop\n\nText.\n\n## Errors\n\n| Code | Description |\n| --- | --- |\n| `ShopEmpty` | Sold out. |\n")
        let items = Extractor.flatten(document.blocks)
        #expect(Extractor.headings(of: items).map { $0.inlines.plainText } == ["Shop", "Errors"])
        let tables = document.tables
        let selection = Extractor.Selection(
            roles: ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: true), reason: "a reason",
            hasUnnamedKey: true)
        let decisions = Extractor.tableDecisions(tables, selections: [selection])
        #expect(decisions.count == 1)
        #expect(decisions.first?.line == 7)
        #expect(decisions.first?.column == 1)
        #expect(decisions.first?.reason == "a reason")
        #expect(decisions.first?.roles == selection.roles)
        #expect(decisions.first?.hasUnnamedKey == true)
        #expect(decisions.first?.isParameterTable == false)
        #expect(decisions.first?.isReturnValueTable == false)
    }

    @Test func theWalkVisitsHeadingsTablesAndParagraphsInOrder() {
        let document = document(
            "# Shop\n\n## `Shelf`\n\n### `take()`\n\n| Code | Description |\n| --- | --- |\n"
                + "| `ShopEmpty` | Sold out. |\n")
        var diagnostics = Diagnostics()
        let extracted = Extractor(config: Self.config, role: .source).extract(
            document, language: "en", diagnostics: &diagnostics)
        #expect(extracted.symbols.map(\.symbol) == ["Shelf", "take()"])
        #expect(extracted.tables.map(\.owner) == [.method("take()")])
        #expect(extracted.tables.first?.codes == ["ShopEmpty"])
    }

    @Test func thePageReportsHintAtACodeColumnWhenNoTableWasRead() throws {
        let document = document("# Shop\n\n| Name | Code |\n| --- | --- |\n| Empty | `ShopEmpty` |\n")
        let tables = document.tables
        var result = ExtractedDocument(path: Self.path, language: "en", symbols: [], tables: [], inclusions: [])
        var diagnostics = Diagnostics()
        Extractor(config: Self.config, role: .source).reportPageMistakes(
            &result, headings: [], kinds: [], readDecisions: [], tables: tables, titles: [], diagnostics: &diagnostics)
        #expect(result.missingTablesHint == Extractor(config: Self.config, role: .source).codeColumnHint(tables))
        #expect(result.missingTablesHint != nil)
        #expect(diagnostics.all.isEmpty)
    }

    // MARK: - Lookup rows

    static let lookup = DomainConfig.Lookup(
        name: "ServerError", code: 1, subcode: 2, caseColumn: 3, message: 4,
        location: SourceLocation(path: "spec/Shop/error-tables.json", line: 7, column: 5))

    func keyed(_ row: String, codes: ClosedRange<Int>?) throws -> (row: LookupRow?, diagnostics: [String]) {
        let table = try table("| Code | Subcode | Case | Message |\n| --- | --- | --- | --- |\n" + row)
        var diagnostics = Diagnostics()
        let keyed = Extractor(config: Self.config, role: .source).keyedRow(
            table.rows[0], codes: codes, as: Self.lookup, path: Self.path, diagnostics: &diagnostics)
        return (keyed, diagnostics.all.map { $0.formatted(relativeTo: nil) })
    }

    @Test func aKeyedRowWithItsLocations() throws {
        let (row, diagnostics) = try keyed("| 190 | 458 | `ShopGone` | The app is gone. |\n", codes: 190...190)
        #expect(diagnostics == [])
        #expect(row?.key == LookupKey(codes: 190...190, subcode: 458))
        #expect(row?.caseCode == "ShopGone")
        #expect(row?.message == "The app is gone.")
        #expect(row?.location == SourceLocation(path: Self.path, line: 3, column: 3))
        #expect(row?.caseLocation == SourceLocation(path: Self.path, line: 3, column: 15))
        #expect(row?.messageLocation == SourceLocation(path: Self.path, line: 3, column: 28))
    }

    @Test func aKeyedRowIsDroppedAndReported() throws {
        let badSubcode = try keyed("| 190 | x | `ShopGone` | Gone. |\n", codes: 190...190)
        #expect(badSubcode.row == nil)
        #expect(
            badSubcode.diagnostics == [
                "spec/Shop/en.md:3:9: error: the subcode 'x' is not a number; leave the cell empty to match any subcode"
            ])
        let nothing = try keyed("| | | `ShopGone` | Gone. |\n", codes: nil)
        #expect(nothing.row == nil)
        #expect(
            nothing.diagnostics == [
                "spec/Shop/en.md:3:2: error: this row has neither a code nor a subcode, so it matches nothing"
            ])
        let foreign = try keyed("| 190 | | `OtherGone` | Gone. |\n", codes: 190...190)
        #expect(foreign.row == nil)
        #expect(
            foreign.diagnostics == [
                "spec/Shop/en.md:3:11: error: the row for 190 must name one of the domain's codes ('Shop…') in column 3"
            ])
    }
}
