import Testing

@testable import ErrorTablesCore

/// The extract step for lookup tables: key cells, recognizing a table by its configured columns, and every
/// diagnostic a lookup table can produce, with where it points. `⟨n⟩` in the inputs marks those places.
@Suite struct LookupExtractionTests {
    static let path = "spec/Pix/en.md"

    /// The `Pix` domain with one lookup, `ServerError`: code, subcode, case and message in columns 1 to 4.
    static let config: DomainConfig = {
        var config = DomainConfig(
            path: "spec/Pix/error-tables.json", errorDomain: "PXErrorDomain", typeName: "PixError",
            codePrefix: "PXError", sourceLanguage: "en")
        config.lookups = [
            DomainConfig.Lookup(
                name: "ServerError", code: 1, subcode: 2, caseColumn: 3, message: 4,
                location: SourceLocation(path: "spec/Pix/error-tables.json", line: 7, column: 5))
        ]
        return config
    }()

    static let header = "| Code | Subcode | Category | Message |\n| --- | --- | --- | --- |\n"

    /// What `extract` returns: the document, each diagnostic as `path:line:column: severity: message`, and
    /// each marker as `path:line:column`.
    typealias Extracted = (document: ExtractedDocument, diagnostics: [String], at: [String: String])

    /// Extracts `markdown` with its markers removed.
    func extract(_ markdown: String, config: DomainConfig = Self.config, role: Extractor.Role = .source) -> Extracted {
        let (clean, positions) = TempSpec.stripMarkers(markdown)
        var diagnostics = Diagnostics()
        let document = MarkdownDocument(source: SourceText(path: Self.path, string: clean))
        let extracted = Extractor(config: config, role: role).extract(
            document, language: "en", diagnostics: &diagnostics)
        return (
            extracted, diagnostics.sorted.map { $0.formatted(relativeTo: nil) },
            positions.mapValues { "\(Self.path):\($0)" }
        )
    }

    /// `key → case "message" [documentation] @line:column case@line:column`, one per row. An empty cell
    /// starts right after its opening pipe.
    func rows(_ table: LookupTable) -> [String] {
        table.rows.map(describe)
    }

    func describe(_ row: LookupRow) -> String {
        "\(row.key) → \(row.caseCode ?? "-") \"\(row.message)\" [\(row.documentation)] "
            + "@\(row.location.line):\(row.location.column) case@\(row.caseLocation.line):\(row.caseLocation.column)"
    }

    // MARK: - Key cells

    @Test func codeCells() {
        #expect(LookupKey.codes(from: "190") == .some(190...190))
        #expect(LookupKey.codes(from: " 190 ") == .some(190...190))
        #expect(LookupKey.codes(from: "-2") == .some(-2...(-2)))
        #expect(LookupKey.codes(from: "200-299") == .some(200...299))
        #expect(LookupKey.codes(from: "200–299") == .some(200...299))
        #expect(LookupKey.codes(from: "200 - 299") == .some(200...299))
        #expect(LookupKey.codes(from: "-5--1") == .some(-5...(-1)))
        #expect(LookupKey.codes(from: "-5-1") == .some(-5...1))
        #expect(LookupKey.codes(from: "7-7") == .some(7...7))
        // Empty: any code (a row that matches on its subcode alone).
        #expect(LookupKey.codes(from: "") == .some(nil))
        #expect(LookupKey.codes(from: "  ") == .some(nil))
        // Not a code: such a row is the fallback.
        #expect(LookupKey.codes(from: "-") == nil)
        #expect(LookupKey.codes(from: "abc") == nil)
        #expect(LookupKey.codes(from: "All others") == nil)
        #expect(LookupKey.codes(from: "299-200") == nil)
        #expect(LookupKey.codes(from: "200-") == nil)
        #expect(LookupKey.codes(from: "1-2-3") == nil)
    }

    @Test func subcodeCells() {
        #expect(LookupKey.subcode(from: "458") == .some(458))
        #expect(LookupKey.subcode(from: " 458 ") == .some(458))
        #expect(LookupKey.subcode(from: "-3") == .some(-3))
        #expect(LookupKey.subcode(from: "") == .some(nil))
        #expect(LookupKey.subcode(from: "-") == .some(nil))
        #expect(LookupKey.subcode(from: "–") == .some(nil))
        #expect(LookupKey.subcode(from: "—") == .some(nil))
        #expect(LookupKey.subcode(from: "*") == .some(nil))
        #expect(LookupKey.subcode(from: "abc") == nil)
        #expect(LookupKey.subcode(from: "458-460") == nil)
    }

    @Test func keyDescriptions() {
        #expect(LookupKey(codes: 190...190, subcode: 458).description == "190/458")
        #expect(LookupKey(codes: 190...190, subcode: nil).description == "190")
        #expect(LookupKey(codes: 200...299, subcode: nil).description == "200-299")
        #expect(LookupKey(codes: nil, subcode: 458).description == "*/458")
        #expect(LookupKey(codes: -5...(-1), subcode: nil).description == "-5--1")
        #expect(LookupKey(codes: -2...(-2), subcode: -3).description == "-2/-3")
        #expect(LookupKey(codes: nil, subcode: nil).description == "*")
    }

    @Test func tableKeysInRowOrder() {
        let (document, diagnostics, _) = extract(
            Self.header + """
                | 190 | 458 | `PXErrorA` | Removed. |
                | 200-299 | | `PXErrorB` | Permission. |
                | | 458 | `PXErrorA` | Any code. |
                | 190 | | `PXErrorA` | Session. |
                """)
        #expect(diagnostics == [])
        #expect(document.lookups.map(\.keys) == [["190/458", "200-299", "*/458", "190"]])
    }

    // MARK: - Recognizing a lookup table

    @Test func aTableWithNumericCodesAndDomainCasesIsTheLookup() throws {
        let markdown = """
            # Server errors

            ⟨table⟩| Code | Subcode | Category | Message |
            | --- | --- | --- | --- |
            | ⟨1⟩190 | 458 | ⟨c1⟩`PXErrorA` | The app was removed. |
            | ⟨2⟩200–299 |  | ⟨c2⟩**`PXErrorB`** | A permission is missing: use `grant`. |
            | ⟨3⟩-5--1 | | ⟨c3⟩PXErrorC | *Negative* codes. |
            |⟨4⟩ | 7 | ⟨c4⟩`PXErrorA` | Subcode 7 under any code. |
            | ⟨f⟩All others | |⟨cf⟩ | Something went wrong. |
            """
        let (document, diagnostics, at) = extract(markdown)
        #expect(diagnostics == [])
        #expect(document.tables == [])
        #expect(document.lookups.count == 1)
        let table = try #require(document.lookups.first)
        #expect(table.name == "ServerError")
        #expect("\(Self.path):\(table.location.line):\(table.location.column)" == at["table"])
        func place(_ marker: String) -> String { String(at[marker]!.dropFirst(Self.path.count + 1)) }
        #expect(
            rows(table) == [
                "190/458 → PXErrorA \"The app was removed.\" [The app was removed.] @\(place("1")) case@\(place("c1"))",
                "200-299 → PXErrorB \"A permission is missing: use grant.\" [A permission is missing: use `grant`.] "
                    + "@\(place("2")) case@\(place("c2"))",
                "-5--1 → PXErrorC \"Negative codes.\" [*Negative* codes.] @\(place("3")) case@\(place("c3"))",
                "*/7 → PXErrorA \"Subcode 7 under any code.\" [Subcode 7 under any code.] @\(place("4")) "
                    + "case@\(place("c4"))",
            ])
        #expect(
            table.fallback.map(describe)
                == "* → - \"Something went wrong.\" [Something went wrong.] @\(place("f")) case@\(place("cf"))")
    }

    @Test func aLookupWithoutASubcodeColumn() {
        var config = Self.config
        config.lookups[0].subcode = nil
        config.lookups[0].caseColumn = 2
        config.lookups[0].message = 3
        let markdown = """
            | Code | Category | Message |
            | --- | --- | --- |
            | 17 | `PXErrorA` | Too many. |
            | 200-299 | `PXErrorB` | Permission. |
            """
        let (document, diagnostics, _) = extract(markdown, config: config)
        #expect(diagnostics == [])
        #expect(document.lookups.map(\.keys) == [["17", "200-299"]])
        #expect(document.lookups.first?.fallback == nil)
    }

    @Test func translationsReadLookupTablesTheSameWay() {
        let (document, diagnostics, _) = extract(
            "## Codici del server\n\n" + Self.header + """
                | 190 | 458 | `PXErrorA` | L'app è stata rimossa. |
                | Tutti gli altri | | | Qualcosa è andato storto. |
                """, role: .translation)
        #expect(diagnostics == [])
        #expect(document.lookups.map(\.keys) == [["190/458"]])
        #expect(document.lookups.first?.rows.first?.message == "L'app è stata rimossa.")
        #expect(document.lookups.first?.fallback?.message == "Qualcosa è andato storto.")
    }

    @Test func anErrorTableAndALookupTableSideBySide() {
        let markdown = """
            # Pix

            ⟨errors⟩| Code | Description |
            | --- | --- |
            | `PXErrorA` | A happened. |
            | `PXErrorB` | B happened. |
            | All others | Something else. |

            ⟨lookup⟩| Code | Subcode | Category | Message |
            | --- | --- | --- | --- |
            | 17 | | `PXErrorB` | Too many requests. |
            | All others | | | Try again later. |
            """
        let (document, diagnostics, at) = extract(markdown)
        #expect(diagnostics == [])
        #expect(document.tables.map(\.codes) == [["PXErrorA", "PXErrorB"]])
        #expect(document.tables.first?.fallback?.description == "Something else.")
        #expect(
            document.tables.map { "\(Self.path):\($0.location.line):\($0.location.column)" } == [at["errors"]!])
        #expect(document.lookups.map(\.keys) == [["17"]])
        #expect(document.lookups.first?.fallback?.message == "Try again later.")
        #expect(
            document.lookups.map { "\(Self.path):\($0.location.line):\($0.location.column)" } == [at["lookup"]!])
    }

    @Test func tablesThatFitNoLookupAreIgnored() {
        let markdown = """
            | Key | Meaning |
            | --- | --- |
            | `NSUnderlyingErrorKey` | The cause. |

            | Status | Subcode | Meaning | Message |
            | --- | --- | --- | --- |
            | 404 | | Not found | The page is gone. |
            | 500 | | Server error | Try again. |

            | Code | Subcode | Category |
            | --- | --- | --- |
            | 17 | | `PXErrorA` |

            | Name | Subcode | Category | Message |
            | --- | --- | --- | --- |
            | throttled | | `PXErrorA` | Too many. |
            """
        let (document, diagnostics, _) = extract(markdown)
        #expect(diagnostics == [])
        #expect(document.lookups == [])
        #expect(document.tables == [])
    }

    @Test func withoutConfiguredLookupsNoTableIsALookup() {
        var config = Self.config
        config.lookups = []
        let (document, diagnostics, _) = extract(Self.header + "| 17 | | `PXErrorA` | Too many. |\n", config: config)
        #expect(diagnostics == [])
        #expect(document.lookups == [])
    }

    // MARK: - Diagnostics

    @Test func aSubcodeThatIsNotANumber() {
        let (document, diagnostics, at) = extract(
            Self.header + """
                | 190 | ⟨1⟩abc | `PXErrorA` | Removed. |
                | 17 | | `PXErrorB` | Too many. |
                """)
        #expect(
            diagnostics == [
                "\(at["1"]!): error: the subcode 'abc' is not a number; leave the cell empty to match any subcode"
            ])
        #expect(document.lookups.map(\.keys) == [["17"]])
    }

    @Test func aRowWithNeitherCodeNorSubcode() {
        let (document, diagnostics, at) = extract(
            Self.header + """
                | 17 | | `PXErrorB` | Too many. |
                |⟨1⟩ | - | `PXErrorA` | Matches nothing. |
                """)
        #expect(diagnostics == ["\(at["1"]!): error: this row has neither a code nor a subcode, so it matches nothing"])
        #expect(document.lookups.map(\.keys) == [["17"]])
    }

    @Test func aCaseCellThatIsNotADomainCode() {
        let (document, diagnostics, at) = extract(
            Self.header + """
                | 17 | | `PXErrorB` | Too many. |
                | 4 | | ⟨1⟩`OtherErrorA` | Another domain. |
                | 190 | 458 | ⟨2⟩Log in again | Prose. |
                | 2 | |⟨3⟩ | No case. |
                """)
        #expect(
            diagnostics == [
                "\(at["1"]!): error: the row for 4 must name one of the domain's codes ('PXError…') in column 3",
                "\(at["2"]!): error: the row for 190/458 must name one of the domain's codes ('PXError…') in column 3",
                "\(at["3"]!): error: the row for 2 must name one of the domain's codes ('PXError…') in column 3",
            ])
        #expect(document.lookups.map(\.keys) == [["17"]])
    }

    @Test func duplicateKeysInOneTable() {
        let (document, diagnostics, at) = extract(
            Self.header + """
                | 190 | 458 | `PXErrorA` | First. |
                | 200-299 | | `PXErrorB` | Range. |
                | ⟨1⟩190 | 458 | `PXErrorB` | Again. |
                | ⟨2⟩200–299 | | `PXErrorB` | Same range, en dash. |
                | 190 | | `PXErrorA` | Not a duplicate: no subcode. |
                """)
        #expect(
            diagnostics == [
                "\(at["1"]!): error: the key 190/458 is listed twice in one table; the first row is at line 3",
                "\(at["2"]!): error: the key 200-299 is listed twice in one table; the first row is at line 4",
            ])
        #expect(document.lookups.map(\.keys) == [["190/458", "200-299", "190"]])
        #expect(document.lookups.first?.rows.first?.message == "First.")
    }

    @Test func aSecondFallbackRow() {
        let (document, diagnostics, at) = extract(
            Self.header + """
                | 17 | | `PXErrorB` | Too many. |
                | All others | | | First fallback. |
                | ⟨1⟩Anything else | | | Second fallback. |
                """)
        #expect(
            diagnostics == [
                "\(at["1"]!): error: a second row without a code ('Anything else'); a lookup table has at most one "
                    + "fallback row"
            ])
        #expect(document.lookups.first?.fallback?.message == "First fallback.")
    }

    @Test func aCodeWithATypoIsAnErrorNotAFallbackRow() {
        let (document, diagnostics, at) = extract(
            Self.header + """
                | ⟨1⟩19O | 458 | `PXErrorA` | Removed. |
                | 17 | | `PXErrorB` | Too many. |
                | All others | | | Something else. |
                """)
        #expect(
            diagnostics == [
                "\(at["1"]!): error: '19O' is not a code or a range; write a number such as 190 or a range such as "
                    + "200-299 (a fallback row has words, e.g. 'All others')"
            ])
        #expect(document.lookups.map(\.keys) == [["17"]])
        #expect(document.lookups.first?.fallback?.message == "Something else.")
    }
}
