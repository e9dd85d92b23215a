import Testing

@testable import ErrorTablesCore

/// The extract step: symbol headings, table owners, fallback rows, code cells and inclusion paragraphs.
@Suite struct ExtractorTests {
    static let config = DomainConfig(
        path: "spec/Pix/error-tables.json", errorDomain: "PXErrorDomain", typeName: "PixError",
        codePrefix: "PXError", sourceLanguage: "en")

    func extract(
        _ markdown: String, role: Extractor.Role = .source, config: DomainConfig = ExtractorTests.config
    ) -> (document: ExtractedDocument, diagnostics: [Diagnostic]) {
        var diagnostics = Diagnostics()
        let document = MarkdownDocument(source: SourceText(path: "spec/Pix/en.md", string: markdown))
        let extracted = Extractor(config: config, role: role).extract(
            document, language: "en", diagnostics: &diagnostics)
        return (extracted, diagnostics.all)
    }

    /// `kind symbol [in group] @line:column`, one per symbol heading.
    func symbols(_ markdown: String) -> [String] {
        extract(markdown).document.symbols.map { symbol in
            "\(symbol.kind) \(symbol.symbol)" + (symbol.group.map { " in \($0)" } ?? "")
                + " @\(symbol.location.line):\(symbol.location.column)"
        }
    }

    static let table = "| Code | Description |\n| --- | --- |\n"

    @Test func symbolHeadings() {
        let markdown = """
            # Handling errors
            ## `FIRAuth`
            ### signInWithEmail:password:completion:
            ### signIn(withEmail:password:)
            ### signOut()
            ### `signOut:`
            ## FIRUser
            ### Common errors for FIRUser operations
            ### `reload`
            ## Notes on `FIRAuth`
            ## signIn(withEmail:
            ## sign-in:
            ## `a` `b`
            """
        #expect(
            symbols(markdown) == [
                "group FIRAuth @2:1",
                "method signInWithEmail:password:completion: in FIRAuth @3:1",
                "method signIn(withEmail:password:) in FIRAuth @4:1",
                "method signOut() in FIRAuth @5:1",
                "method signOut: in FIRAuth @6:1",
                "group FIRUser @7:1",
                "method reload in FIRUser @9:1",
            ])
    }

    @Test func plainWordsAreProseAndCodeLikeNamesAreSymbols() {
        let markdown = """
            # Errors
            ## Overview
            ## API
            ## Methods
            ## `Server`
            ## FBSession
            ### fetchItems
            ### sign_out
            ### OAuth2
            ### refresh
            """
        #expect(
            symbols(markdown) == [
                "method Server @5:1", "group FBSession @6:1", "method fetchItems in FBSession @7:1",
                "method sign_out in FBSession @8:1", "method OAuth2 in FBSession @9:1",
            ])
        #expect(
            extract(markdown).diagnostics.map(\.description)
                == [
                    "spec/Pix/en.md:6:1: note: read as API symbols because they look like code: 'FBSession' (line 6, a "
                        + "group), 'fetchItems' (line 7, a method), 'sign_out' (line 8, a method), 'OAuth2' (line 9, a "
                        + "method); write them as code spans to confirm, or in more words for prose",
                    "spec/Pix/en.md:2:1: note: read as prose, not as API symbols: 'Overview' (line 2), 'API' (line 3), "
                        + "'Methods' (line 4), 'refresh' (line 10); write a heading as a code span if it names a symbol",
                ].sorted())
    }

    @Test func proseHeadingsAreNotedOncePerDocument() {
        let markdown = "## `a()`\n### Errors\n### Example\n## `b()`\n### Errors\n### Example\n"
        #expect(
            extract(markdown).diagnostics.map(\.description) == [
                "spec/Pix/en.md:2:1: note: read as prose, not as API symbols: 'Errors' (lines 2, 5), 'Example' "
                    + "(lines 3, 6); write a heading as a code span if it names a symbol"
            ])
    }

    @Test func repeatedProseSubHeadingsStayInTheirMethodsSections() {
        let markdown = """
            ## `connect(to:)`
            ### Description
            Opens a connection.
            ### Errors
            \(Self.table)| `PXErrorA` | A |
            ### Example
            ## `send(_:)`
            ### Description
            Sends bytes.
            ### Errors
            \(Self.table)| `PXErrorB` | B |
            ### Example
            """
        let (document, diagnostics) = extract(markdown)
        #expect(symbols(markdown) == ["method connect(to:) @1:1", "method send(_:) @9:1"])
        #expect(document.tables.map(\.owner) == [.method("connect(to:)"), .method("send(_:)")])
        #expect(diagnostics.filter { $0.severity != .note } == [])
    }

    @Test func groupOrMethodByNesting() {
        let markdown = """
            # `Store`
            ## Instance methods
            ### load:
            # Other helpers
            ## `Cache`
            ## purge:
            #### More details
            """
        // `Store` holds `load:` (through a prose heading), so it is a group; `Cache` holds nothing.
        #expect(
            symbols(markdown) == [
                "group Store @1:1", "method load: in Store @3:1", "method Cache @5:1", "method purge: @6:1",
            ])
    }

    @Test func translationsTrustNoHeading() {
        #expect(extract("## `FIRAuth`\n### signOut:\n", role: .translation).document.symbols == [])
    }

    @Test func tableOwners() {
        let markdown = """
            ## Errors common to every method

            \(Self.table)| `PXErrorA` | A |

            ## `PXClient`

            ### Common errors for PXClient

            \(Self.table)| `PXErrorB` | B |

            ### fetch:

            \(Self.table)| `PXErrorC` | C |

            #### More error cases

            \(Self.table)| `PXErrorE` | E |

            ## See also

            \(Self.table)| `PXErrorD` | D |
            """
        let (document, diagnostics) = extract(markdown)
        #expect(diagnostics == [])
        #expect(
            document.tables.map(\.owner) == [
                .domain, .group("PXClient"), .method("fetch:"), .method("fetch:"), .domain,
            ])
        #expect(document.tables.map(\.codes) == [["PXErrorA"], ["PXErrorB"], ["PXErrorC"], ["PXErrorE"], ["PXErrorD"]])
        #expect(document.tables.map(\.location.line) == [3, 11, 17, 23, 29])
        #expect(extract(markdown, role: .translation).document.tables.map(\.owner) == [nil, nil, nil, nil, nil])
    }

    @Test func aTableWithoutCodesOfTheDomainIsNoErrorTable() {
        let markdown = """
            | Key | Meaning |
            | --- | --- |
            | `NSUnderlyingErrorKey` | The cause |

            | Code | Description |
            | --- | --- |
            | `PXErrorA` | A |
            """
        #expect(extract(markdown).document.tables.map(\.codes) == [["PXErrorA"]])
    }

    @Test func fallbackRowAndExtraColumns() {
        let markdown = """
            | Error | Description | Recovery tactic |
            | --- | --- | --- |
            | `PXErrorA` | Login failed. | Retry *later*. |
            | All others | Something went wrong. | Show a generic message. |
            """
        let (document, diagnostics) = extract(markdown)
        #expect(diagnostics == [])
        let table = document.tables.first
        #expect(table?.headers == ["Error", "Description", "Recovery tactic"])
        #expect(table?.rows.map(\.extra) == [[2: "Retry later."]])
        #expect(
            table?.fallback
                == ErrorRow(
                    code: "All others", description: "Something went wrong.",
                    descriptionInlines: [.text("Something went wrong.")], extra: [2: "Show a generic message."],
                    location: SourceLocation(path: "spec/Pix/en.md", line: 4, column: 3),
                    descriptionLocation: SourceLocation(path: "spec/Pix/en.md", line: 4, column: 16),
                    extraLocations: [2: SourceLocation(path: "spec/Pix/en.md", line: 4, column: 40)]))
    }

    @Test func aSecondFallbackRowIsAnotherCauseOfTheFirst() {
        let (document, diagnostics) = extract(
            Self.table + "| All others | X |\n| `PXErrorA` | A |\n| Any other | Y |\n")
        #expect(document.tables.first?.fallback?.code == "All others")
        #expect(document.tables.first?.fallback?.description == "X\nY")
        #expect(
            diagnostics.map(\.description) == [
                "spec/Pix/en.md:5:3: warning: a second row without an error code ('Any other'): a table has one "
                    + "fallback row, 'All others' at line 3, and this row's description is joined to it as another "
                    + "cause (give this row a code to make it a case)"
            ])
    }

    @Test func codeCells() {
        let markdown =
            Self.table + """
                | `PXErrorA` | code span |
                | PXErrorB | bare |
                | **`PXErrorC`** | strong code span |
                | [`PXErrorD`](#d) | link |
                |  ` PXErrorE `  | padded code span |
                | `PXErrorF` or `PXErrorG` | two codes: a case each, not the fallback row |
                """
        let (document, diagnostics) = extract(markdown)
        #expect(
            diagnostics.map(\.description) == [
                "spec/Pix/en.md:8:3: warning: this cell holds 2 codes ('PXErrorF', 'PXErrorG'): each is a case of its "
                    + "own with this row's texts (put one error's names for several platforms on lines of their own "
                    + "(<br>) to make them one case)"
            ])
        #expect(
            document.tables.first?.codes == [
                "PXErrorA", "PXErrorB", "PXErrorC", "PXErrorD", "PXErrorE", "PXErrorF", "PXErrorG",
            ])
        #expect(document.tables.first?.rows.map(\.location.column) == [3, 3, 3, 3, 4, 3, 3])
        #expect(document.tables.first?.fallback == nil)
    }

    @Test func codesOutsideThePrefix() {
        let (document, diagnostics) = extract(
            Self.table + "| `PXErrorA` | A |\n| `OtherError` | B |\n| `PXError` | C |\n")
        #expect(document.tables.first?.codes == ["PXErrorA"])
        #expect(
            diagnostics.map(\.description) == [
                "spec/Pix/en.md:4:3: error: 'OtherError' does not start with the domain's code prefix 'PXError'",
                "spec/Pix/en.md:5:3: error: 'PXError' is the domain's code prefix itself, not a code",
            ])
    }

    @Test func emptyDescriptionIsAWarning() {
        let (document, diagnostics) = extract(Self.table + "| `PXErrorA` |  |\n")
        #expect(document.tables.first?.codes == ["PXErrorA"])
        #expect(diagnostics.map(\.description) == ["spec/Pix/en.md:3:15: warning: 'PXErrorA' has an empty description"])
    }

    @Test func columnRoles() {
        var config = Self.config
        config.columns = DomainConfig.Columns(code: .index(2), description: .index(1))
        let markdown = "| Meaning | Code |\n| --- | --- |\n| Failed. | `PXErrorA` |\n"
        let table = extract(markdown, config: config).document.tables.first
        #expect(table?.rows.map { "\($0.code): \($0.description)" } == ["PXErrorA: Failed."])
    }

    @Test func inclusionParagraphs() {
        let markdown = """
            ## `PXClient`
            ### fetch:

            See also `load:`.

            \(Self.table)| `PXErrorA` | A |

            This method can also return the errors of `load:` and `store:` on `PXClient`.

            ### load:

            \(Self.table)| `PXErrorB` | B |

            ## More notes

            Mentions `fetch:` outside any method.
            """
        let inclusions = extract(markdown).document.inclusions
        #expect(
            inclusions == [
                InclusionParagraph(
                    method: "fetch:", tableIndex: 0, codeSpans: ["load:"],
                    location: SourceLocation(path: "spec/Pix/en.md", line: 4, column: 1)),
                InclusionParagraph(
                    method: "fetch:", tableIndex: 0, codeSpans: ["load:", "store:", "PXClient"],
                    location: SourceLocation(path: "spec/Pix/en.md", line: 10, column: 1)),
            ])
    }

    @Test func translatedInclusionParagraphsAttachToTheirTable() {
        let markdown = """
            ### carica:

            \(Self.table)| `PXErrorB` | B |

            Può restituire anche gli errori di `load:`.
            """
        let inclusions = extract(markdown, role: .translation).document.inclusions
        #expect(inclusions.map(\.method) == [nil])
        #expect(inclusions.map(\.tableIndex) == [0])
        #expect(inclusions.map(\.codeSpans) == [["load:"]])
    }

    @Test func aTableOfCodesWithoutADescriptionColumnGivesEmptyDescriptionsAndSaysSo() {
        let (document, diagnostics) = extract(
            "Intro.\n\n| Code |\n| --- |\n| `PXErrorA` |\n\n| Name |\n| --- |\n| Ann |\n")
        #expect(document.tables.map(\.codes) == [["PXErrorA"]])
        #expect(document.tables.first?.rows.map(\.description) == [""])
        #expect(
            diagnostics.map(\.description) == [
                "spec/Pix/en.md:3:1: note: inferred the columns of this table: code = column 1 ('Code'), no "
                    + "description; set 'columns' in the config if this is wrong"
            ])
    }
}

/// Column roles given in the config that the table's content contradicts.
@Suite struct ConfiguredRoleTests {
    func extract(_ markdown: String, columns: DomainConfig.Columns) -> [String] {
        var config = DomainConfig(
            path: "spec/Pix/error-tables.json", errorDomain: "PXErrorDomain", typeName: "PixError", codePrefix: "",
            sourceLanguage: "en")
        config.columns = columns
        var diagnostics = Diagnostics()
        let document = MarkdownDocument(source: SourceText(path: "spec/Pix/en.md", string: markdown))
        _ = Extractor(config: config, role: .source).extract(document, language: "en", diagnostics: &diagnostics)
        return diagnostics.all.filter { $0.severity != .note }.map(\.description)
    }

    @Test func aDescriptionColumnOfNumbersIsAWarningAtItsHeader() {
        let markdown = "| Error | Code | Text |\n| --- | --- | --- |\n| `A_B` | 12 | Broken. |\n"
        #expect(
            extract(markdown, columns: .init(code: .index(1), description: .header("code")))
                == [
                    "spec/Pix/en.md:1:11: warning: column 2 ('Code') holds numbers but is configured as the "
                        + "description; is it 'columns.rawValue'?"
                ])
    }

    @Test func aCodeColumnOfSentencesIsAWarningAtItsHeader() {
        let markdown = "| Error | Text |\n| --- | --- |\n| `A_B` | This is broken, and that is bad. |\n"
        #expect(
            extract(markdown, columns: .init(code: .index(2), description: .index(1))).first
                == "spec/Pix/en.md:1:11: warning: column 2 ('Text') holds sentences but is configured as the code "
                + "column; check 'columns.code'")
    }

    @Test func headersSelectTheErrorTables() {
        let markdown = """
            | Name | Type | Description |
            | --- | --- | --- |
            | `event` | `String` | The event name. |

            | Associated constant | Value | Description |
            | --- | --- | --- |
            | `PXErrorTooLong` | 11 | Too long. |
            """
        var config = DomainConfig(
            path: "spec/Pix/error-tables.json", errorDomain: "PXErrorDomain", typeName: "PixError", codePrefix: "",
            sourceLanguage: "en")
        config.columns = .init(
            code: .header("Associated constant"), rawValue: .header("value"), description: .header("Description"))
        var diagnostics = Diagnostics()
        let document = MarkdownDocument(source: SourceText(path: "spec/Pix/en.md", string: markdown))
        let extracted = Extractor(config: config, role: .source).extract(
            document, language: "en", diagnostics: &diagnostics)
        #expect(extracted.tables.map(\.codes) == [["PXErrorTooLong"]])
        #expect(extracted.tables.first?.rows.first?.rawValue == 11)
        #expect(diagnostics.all == [])
    }
}

/// Cells that hold several values.
@Suite struct SeveralValuesTests {
    static let config = DomainConfig(
        path: "spec/Pix/error-tables.json", errorDomain: "PXErrorDomain", typeName: "PixError", codePrefix: "",
        sourceLanguage: "en")

    func extract(_ markdown: String) -> (ExtractedDocument, [String]) {
        var diagnostics = Diagnostics()
        let document = MarkdownDocument(source: SourceText(path: "spec/Pix/en.md", string: markdown))
        let extracted = Extractor(config: Self.config, role: .source).extract(
            document, language: "en", diagnostics: &diagnostics)
        return (extracted, diagnostics.all.filter { $0.severity != .note }.map(\.description))
    }

    @Test func severalNumbersShareOneDescription() {
        let (document, diagnostics) = extract(
            "| Code | Description |\n| --- | --- |\n| 101<br>102<br/>`103` | Busy. |\n| 200 | Gone. |\n")
        #expect(diagnostics == [])
        #expect(
            document.tables.first?.rows.map { "\($0.code)=\($0.rawValue ?? 0): \($0.description)" } == [
                "101=101: Busy.", "102=102: Busy.", "103=103: Busy.", "200=200: Gone.",
            ])
    }

    /// One error with several statuses in one cell: the column is a property (inferred), or, where `columns`
    /// makes it the raw value, the row takes none of them, with a warning.
    @Test func severalNumbersBesideOneNameAreOneCase() {
        let markdown =
            "| Code | Value | Description |\n| --- | --- | --- |\n| `BUSY` | 101<br>102 | Busy. |\n| `GONE` | 200 | Gone. |\n"
        let (document, diagnostics) = extract(markdown)
        #expect(diagnostics == [])
        #expect(document.tables.first?.roles.rawValue == nil)
        #expect(document.tables.first?.rows.map { "\($0.code) \($0.extra[1] ?? "")" } == ["BUSY 101\n102", "GONE 200"])
        var config = Self.config
        config.columns.rawValue = .index(2)
        var configured = Diagnostics()
        let table = Extractor(config: config, role: .source).extract(
            MarkdownDocument(source: SourceText(path: "spec/Pix/en.md", string: markdown)), language: "en",
            diagnostics: &configured
        ).tables.first
        #expect(
            table?.rows.map { "\($0.code)=\($0.rawValue.map(String.init) ?? "none")" } == ["BUSY=none", "GONE=200"])
        #expect(
            configured.all.map(\.description).contains(
                "spec/Pix/en.md:3:12: warning: this cell holds 2 numbers (101, 102) for one error, 'BUSY': one case, "
                    + "which takes none of them as its raw value (give each number its own row to make each a case, or "
                    + "make column 2 ('Value') a property by setting 'columns' without it)"))
    }

    @Test func namesForSeveralPlatformsAreOneErrorWithAliases() {
        let (document, diagnostics) = extract(
            "| Error | Description |\n| --- | --- |\n| `DOC_LOCKED`<br>`doc-locked`<br>`DocLocked` | Locked. |\n")
        #expect(diagnostics == [])
        #expect(document.tables.first?.rows.map(\.code) == ["DOC_LOCKED"])
        #expect(document.tables.first?.rows.map(\.aliases) == [["doc-locked", "DocLocked"]])
    }

    /// Issue 28: a number beyond 64 bits is no raw value, as a range beyond them is; a reversed range is read the
    /// right way round; each with a warning at its cell, and the column stays the raw-value column.
    @Test func reversedAndHugeRangesAreDecisionsAtTheirCell() {
        let (document, diagnostics) = extract(
            "| Code | Description |\n| --- | --- |\n| 300-200 | Backwards. |\n| 99999999999999999999 | Huge. |\n"
                + "| 1000 ~ 1099 | Fine. |\n")
        #expect(
            diagnostics == [
                "spec/Pix/en.md:3:3: warning: the range '300-200' ends before it starts; it is read as 200-300",
                "spec/Pix/en.md:4:3: warning: '99999999999999999999' is outside the range of 64-bit integers, so it "
                    + "cannot be a raw value: the row is keyed by its text and numbered after the other codes (give it "
                    + "a raw value in \"codes\")",
            ])
        #expect(document.tables.first?.rows.map(\.range) == [200...300, nil, 1000...1099])
        #expect(document.tables.first?.rows.map(\.code) == ["200-300", "99999999999999999999", "1000-1099"])
        #expect(document.tables.first?.roles.rawValue == 0)
    }
}
