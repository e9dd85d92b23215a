import Testing

@testable import ErrorTablesCore

/// Gaps the corpus found in the reader (issue 20): return-value and example tables, a prose heading over its own
/// category of errors, and rows that made a column look like something it is not.
@Suite struct ReaderGapsTests {
    static let config = DomainConfig(
        path: "spec/Ledger/error-tables.json", errorDomain: "LedgerErrorDomain", typeName: "LedgerError",
        codePrefix: "", sourceLanguage: "en")
    static let path = "spec/Ledger/en.md"

    func extract(_ markdown: String) -> (ExtractedDocument, [Diagnostic]) {
        var diagnostics = Diagnostics()
        let document = MarkdownDocument(source: SourceText(path: Self.path, string: markdown))
        let extracted = Extractor(config: Self.config, role: .source).extract(
            document, language: "en", diagnostics: &diagnostics)
        return (extracted, diagnostics.all)
    }

    // MARK: - Return-value, response and example tables

    @Test func aReturnValueTableIsNoErrorTable() {
        let (extracted, diagnostics) = extract(
            """
            # Ledger SDK

            ## `postEntry(amount:)`

            #### Returns

            | Type | Description |
            | --- | --- |
            | `Entry` | The entry as booked. |

            #### Errors

            | Error | Description |
            | --- | --- |
            | `LEDGER_CLOSED` | The period is closed for posting. |
            """)
        #expect(extracted.tables.map(\.codes) == [["LEDGER_CLOSED"]])
        #expect(extracted.tableDecisions.map(\.isReturnValueTable) == [true, false])
        #expect(
            extracted.tableDecisions.first?.reason
                == "a return-value or example table: it stands under 'Returns', and its key column 1 ('Type') does "
                + "not name errors")
        #expect(
            diagnostics.map(\.description).contains(
                "spec/Ledger/en.md:7:1: note: not read as error tables: the table at line 7, under a heading that "
                    + "names a return value, a response or an example, whose key column's header does not name "
                    + "errors; set 'columns' by header text to read one"))
    }

    @Test func anExampleTableIsNoErrorTableWithoutAConfig() {
        let (extracted, _) = extract(
            """
            ## Error codes

            | Associated constant | Value | Description |
            | --- | --- | --- |
            | `LedgerErrorLocked` | 4 | The ledger is locked. |

            ## Beispiel

            | Call | Result |
            | --- | --- |
            | `post(1)` | booked |
            """)
        #expect(extracted.tables.map(\.codes) == [["LedgerErrorLocked"]])
    }

    @Test func aResponseTableKeyedByErrorsAndAReturnCodesTableStayErrorTables() {
        let (extracted, _) = extract(
            """
            ## Return codes

            | Result | Meaning |
            | --- | --- |
            | `OK_PARTIAL` | Some entries were booked. |

            ## Response details

            | Error | Description |
            | --- | --- |
            | `LEDGER_CLOSED` | The period is closed. |
            """)
        #expect(extracted.tables.map(\.codes) == [["OK_PARTIAL"], ["LEDGER_CLOSED"]])
    }

    // MARK: - A prose heading over its own category of errors

    @Test func aHeadingWhoseSubHeadingNamesItsErrorsIsACategoryNotAnOperation() {
        let (extracted, _) = extract(
            """
            # Ledger API

            ## Authentication

            Send a token with every call.

            ### Authentication errors

            | Error | Description |
            | --- | --- |
            | `TOKEN_EXPIRED` | The token is too old. |

            ## Close period

            ### Errors

            | Error | Description |
            | --- | --- |
            | `PERIOD_OPEN_ENTRIES` | Drafts are still open. |

            ## Autenticación de servicios

            ### Errores de autenticación

            | Error | Description |
            | --- | --- |
            | `KEY_REVOKED` | The key was revoked. |
            """)
        #expect(extracted.symbols.map(\.symbol) == ["Close period"])
        #expect(extracted.tables.map(\.owner) == [.domain, .method("Close period"), .domain])
    }

    // MARK: - Rows that made a column look like something it is not

    @Test func aClassRowDoesNotMakeAColumnOfNumbersAGroupingColumn() throws {
        let tables = Extractor.flatten(
            MarkdownDocument(
                source: SourceText(
                    path: Self.path,
                    string: """
                        | Error | HTTP status | Description |
                        | --- | --- | --- |
                        | `BAD_AMOUNT` | 400 | The amount is not a number. |
                        | `BAD_DATE` | 400 | The date is not valid. |
                        | `NO_TOKEN` | 401 | No token was sent. |
                        | Client errors | 4XX | Any other client error. |
                        """)
            ).blocks
        ).compactMap { block -> Table? in
            if case .table(let table) = block { return table }
            return nil
        }
        let table = try #require(tables.first)
        let roles = try #require(ColumnRoles.inferred(for: table, codePrefix: ""))
        #expect(roles.grouping == [])
        #expect(roles.code == 0 && roles.rawValue == nil && roles.description == 2)
    }

    @Test func aClassCellInAStatusColumnReadAsAPropertyMakesAClassRowNotTheFallbackRow() {
        let (extracted, _) = extract(
            """
            | Error | HTTP status | Description |
            | --- | --- | --- |
            | `BAD_AMOUNT` | 400 | The amount is not a number. |
            | `BAD_DATE` | 400 | The date is not valid. |
            | Client errors | 4XX | Any other client error. |
            | `NO_TOKEN` | 401 | No token was sent. |
            """)
        #expect(extracted.tables.map(\.codes) == [["BAD_AMOUNT", "BAD_DATE", "NO_TOKEN"]])
        #expect(extracted.tables.first?.fallback == nil)
        #expect(
            extracted.tableDecisions.first?.rows.map { "\($0.line) \($0.kind.rawValue)" } == ["5 classRow"])
    }

    @Test func aSentenceAmongCodesIsTheFallbackRowOrSkippedWithAWarning() {
        let (extracted, diagnostics) = extract(
            """
            | Error | Description |
            | --- | --- |
            | `LEDGER_CLOSED` | The period is closed. |
            | `AMOUNT_TOO_LARGE` | The amount is over the limit. |
            | `DATE_IN_FUTURE` | The entry is dated after today. |
            | Something else went wrong. | Contact support. |

            | Error | Description |
            | --- | --- |
            | `PERIOD_LOCKED` | The period is locked. |
            | `ACCOUNT_UNKNOWN` | No account has this number. |
            | `CURRENCY_MISMATCH` | The entry's currency is not the ledger's. |
            | The server is busy. | Try again in a minute. |
            """)
        #expect(
            extracted.tables.map(\.codes) == [
                ["LEDGER_CLOSED", "AMOUNT_TOO_LARGE", "DATE_IN_FUTURE"],
                ["PERIOD_LOCKED", "ACCOUNT_UNKNOWN", "CURRENCY_MISMATCH"],
            ])
        #expect(extracted.tables.map(\.fallback?.description) == ["Contact support.", nil])
        #expect(
            diagnostics.filter { $0.severity != .note }.map(\.description) == [
                "spec/Ledger/en.md:13:3: warning: 'The server is busy.' in column 1 ('Error') is a sentence among "
                    + "codes, not a code: this row is not read (write its code in the cell, or 'All others' to make "
                    + "it the row for every other code)"
            ])
    }

    @Test func aColumnOfSentencesIsStillAColumnOfNames() {
        let (extracted, _) = extract(
            """
            | Code | Reason | Description |
            | --- | --- | --- |
            | 400 | Invalid request. | The body could not be parsed as a ledger entry. |
            | 409 | Entry already booked! | An entry with this key was booked before today. |
            """)
        #expect(extracted.tables.map(\.codes) == [["Invalid request.", "Entry already booked!"]])
    }
}
