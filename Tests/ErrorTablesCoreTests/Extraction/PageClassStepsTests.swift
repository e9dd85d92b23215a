import Testing

@testable import ErrorTablesCore

/// Issue 29's steps, each alone: a heading read as a declaration, the families a page's reader takes for its
/// error codes, a table of fields, a table in a syntax GFM does not know, and a derived case name a generated
/// member has.
@Suite struct PageClassStepsTests {
    func document(_ markdown: String) -> MarkdownDocument {
        MarkdownDocument(source: SourceText(path: "spec/Shop/en.md", string: markdown))
    }

    // MARK: - Declarations

    @Test func declarationsWithKeywordsParametersAndReturnTypes() {
        #expect(
            Identifier.declaration("static func deletePreferences(UIAbilityContext, String)")
                == Identifier.Declaration(
                    keywords: ["static", "func"], name: "deletePreferences", parameters: ["UIAbilityContext", "String"])
        )
        #expect(
            Identifier.declaration("fun getUser(id: String, tags: Map<String, Int>): User")
                == Identifier.Declaration(
                    keywords: ["fun"], name: "getUser", parameters: ["id: String", "tags: Map<String, Int>"]))
        #expect(Identifier.declaration("func clear()")?.parameters == [])
        #expect(Identifier.declaration("def list_orders(limit, cursor) -> list")?.name == "list_orders")
        #expect(Identifier.declaration("getUser(String id)")?.keywords == [])
    }

    @Test func proseSelectorsAndUnbalancedTextAreNoDeclarations() {
        #expect(Identifier.declaration("Errors (v2)") == nil)
        #expect(Identifier.declaration("signIn(withEmail:password:)") == nil)  // a selector
        #expect(Identifier.declaration("clear()") == nil)  // a selector too
        #expect(Identifier.declaration("static func open(Context") == nil)
        #expect(Identifier.declaration("Create the order(s) now") == nil)
        #expect(Identifier.declaration("var count(Int)") == nil)  // no function keyword
        #expect(Identifier.declaration("func open(Context) and more") == nil)
    }

    @Test func aDeclarationHeadingNamesAMethodTypedByItsNameOrItsParameterTypes() throws {
        let heading = try #require(
            Extractor.headings(of: document("### static func removeEntry(Context, String)\n").blocks).first)
        #expect(Identifier.reading(ofHeading: heading.inlines) == .declaration)
        #expect(GeneratedNames.methodTypeName(for: "static func removeEntry(Context, String)") == "RemoveEntryError")
        #expect(
            GeneratedNames.labelledMethodTypeName(for: "static func removeEntry(Context, key: String)")
                == "RemoveEntryContextStringError")
        #expect(GeneratedNames.methodTypeName(for: "signIn(withEmail:password:)") == "SignInError")
    }

    // MARK: - Families

    static func family(_ name: String, _ path: [String], _ layout: [String], rows: Int) -> Extractor.FamilyFacts {
        Extractor.FamilyFacts(name: name, path: path, layout: layout, rows: rows)
    }

    /// `reason: chosen, …` of `Extractor.chosenFamilies(_:)`.
    static func choice(_ families: [Extractor.FamilyFacts]) -> String {
        let (chosen, reason) = Extractor.chosenFamilies(families)
        return "\(reason): " + chosen.joined(separator: ", ")
    }

    @Test func errorFamiliesOfTheBiggestErrorLayoutWinOverOtherNumbers() {
        let layout = ["Value", "Name", "Description"]
        let families = [
            Self.family("Instruction", ["Protocol", "Instruction"], layout, rows: 12),
            Self.family("Error", ["Protocol", "Status packet", "Error"], layout, rows: 7),
            Self.family("Language codes", ["Protocol", "Language codes"], ["Code", "Language"], rows: 30),
        ]
        #expect(Self.choice(families) == "headingNamesErrors: Error")
        // A title that names errors says nothing about one family: below it, the biggest family is read.
        let titled = families.map { family in
            var family = family
            family.path[0] = "Error codes"
            return family
        }
        #expect(Self.choice(titled) == "headingNamesErrors: Error")
        let plain = [families[0], families[2]]
        #expect(Self.choice(plain) == "biggest: Language codes")
    }

    @Test func aCatalogueSplitIntoSectionsOfOneLayoutIsReadWhole() {
        let layout = ["Vendor Code", "SQL State", "Reason"]
        let families = [
            Self.family("Syntax", ["Codes", "Kernel exception", "Syntax"], layout, rows: 5),
            Self.family("Data", ["Codes", "Kernel exception", "Data"], layout, rows: 9),
            Self.family(
                "Sharding", ["Codes", "Feature exception", "Sharding"], [" vendor code ", "SQL state", "Reason"],
                rows: 3),
            Self.family("Webhooks", ["Codes", "Webhook errors"], ["Code", "Description"], rows: 4),
        ]
        #expect(Self.choice(families) == "headingNamesErrors: Syntax, Data, Sharding")
        #expect(Extractor.sharedPrefixCount([["A", "B"], ["A", "C"], ["A"]]) == 1)
        #expect(Extractor.sharedPrefixCount([]) == 0)
    }

    // MARK: - Tables of fields

    @Test func tablesOfResponseFieldsOrFieldHeadersAreFieldTables() throws {
        let fields = try #require(
            document(
                "Error element | Description\n--- | ---\n`Code` | The code.\n`Message` | Text.\n`RequestId` | Id.\n"
            )
            .tables.first)
        #expect(TableSelection.fieldTableReason(fields, key: 0)?.hasPrefix("its keys name fields") == true)
        let tagged = try #require(document("| Tag | Description |\n| --- | --- |\n| `Owner` | Who. |\n").tables.first)
        #expect(TableSelection.fieldTableReason(tagged, key: 0) == "its key column's header names fields, not errors")
        let codes = try #require(
            document("| Error code | Description |\n| --- | --- |\n| `NoSuchKey` | Missing. |\n| `Code` | Odd. |\n")
                .tables.first)
        #expect(TableSelection.fieldTableReason(codes, key: 0) == nil)
    }

    // MARK: - Syntax GFM does not know

    @Test func aYFMTableIsReadOneLinePerRowOrOneCellPerLine() throws {
        let markdown = """
            # Codes

            #|
            || **HTTP** | **Error code** | **Description** ||
            || 404 | `NoSuchKey` | No key \\| no value. ||
            || 409 | `Busy|Locked` | Held by another

            writer. ||
            || 503 | `SlowDown`
            |#

            #|
            ||
            Code
            |
            Status
            ||

            ||
            [400010](#bad)
            |
            [BAD_REQUEST](#bad)
            ||
            |#
            """
        let document = document(markdown)
        #expect(document.warnings == [])
        let tables = document.tables
        #expect(tables.count == 2)
        let first = try #require(tables.first)
        #expect(first.header.map(\.plainText) == ["HTTP", "Error code", "Description"])
        #expect(
            first.rows.map { $0.map(\.plainText) } == [
                ["404", "NoSuchKey", "No key | no value."], ["409", "Busy|Locked", "Held by another writer."],
                ["503", "SlowDown", ""],
            ])
        #expect(first.rows[0][1].start == LineColumn(5, 10))
        #expect(first.range.start.line == 3)
        let second = try #require(tables.last)
        #expect(second.header.map(\.plainText) == ["Code", "Status"])
        #expect(second.rows.map { $0.map(\.plainText) } == [["400010", "BAD_REQUEST"]])
    }

    @Test func aYFMTableNeverClosedIsNamedAtItsFirstLine() {
        let markdown = "# Codes\n\n#|\n|| **HTTP** | **Code** ||\n|| 404 | `NoSuchKey` ||\n"
        #expect(
            document(markdown).warnings.map(\.description) == [
                "spec/Shop/en.md:3:1: warning: this table is written in YFM's '#| … |#' syntax (Diplodoc, Yandex "
                    + "Flavored Markdown), which GFM does not know, so its rows are not read; write it as a pipe "
                    + "table (a header row, then '| --- | --- |')"
            ])
        #expect(document("# Codes\n\n#hashtag | not a table\n").warnings == [])
    }

    // MARK: - Member names

    @Test func aDerivedNameAMemberHasGetsASuffixThatIsFree() {
        #expect(ModelBuilder.caseNameAvoidingMembers("payload") == "payloadError")
        #expect(ModelBuilder.caseNameAvoidingMembers("code") == "codeError")
        // `undocumentedError` is a member too.
        #expect(ModelBuilder.caseNameAvoidingMembers("undocumented") == "undocumentedCode")
        #expect(ModelBuilder.caseNameAvoidingMembers("busy") == nil)
    }
}
