import Testing

@testable import ErrorTablesCore

/// The reader's stages, each on its own: which tables are error tables (stage 1), which column plays which role
/// (stage 2), how each row is read (stage 3, step by step), with the reason or decision each one records.
@Suite struct ReaderStagesTests {
    static let config = DomainConfig(
        path: "spec/Shop/error-tables.json", errorDomain: "ShopErrorDomain", typeName: "ShopError", codePrefix: "",
        sourceLanguage: "en")
    static let path = "spec/Shop/en.md"

    func tables(_ markdown: String) -> [Table] {
        let document = MarkdownDocument(source: SourceText(path: Self.path, string: markdown))
        return Extractor.flatten(document.blocks).compactMap { block in
            if case .table(let table) = block { return table }
            return nil
        }
    }

    var extractor: Extractor { Extractor(config: Self.config, role: .source) }

    // MARK: - Stage 1: which tables are error tables

    @Test func aParameterTableIsLeftOutAndATableWhoseKeyNamesCodesIsTaken() {
        let tables = tables(
            """
            | Name | Type | Required | Description |
            | --- | --- | --- | --- |
            | `amount` | integer | yes | The amount in cents. |

            | Error code | Description |
            | --- | --- |
            | `CARD_DECLINED` | The card was declined. |

            | Step | Note |
            | --- | --- |
            | `RETRY` | Try once more, later on. |
            """)
        let selections = extractor.selections(tables)
        #expect(selections.map { $0.roles != nil } == [false, true, false])
        #expect(
            selections.map(\.reason) == [
                "a parameter table: column 2 ('Type') gives types, requiredness or defaults, and its key column 1 "
                    + "('Name') does not name errors",
                "its key column 1 ('Error code') names codes",
                "its key column 1 ('Step') does not name codes, and other tables' do",
            ])
        #expect(selections.map(\.isParameterTable) == [true, false, false])
        #expect(selections.map(\.hasUnnamedKey) == [false, false, true])
    }

    @Test func withoutAHeaderThatNamesCodesEveryTableWithAKeyColumnIsTaken() {
        let selections = extractor.selections(
            tables("| Step | Note |\n| --- | --- |\n| `RETRY` | Try once more, later on. |\n"))
        #expect(selections.map(\.reason) == ["column 1 ('Step') holds codes, and no table's header names codes"])
    }

    @Test func withACodePrefixColumn1HoldsTheCodes() {
        var config = Self.config
        config.codePrefix = "SHOP_"
        let tables = tables(
            """
            | Code | Description |
            | --- | --- |
            | `SHOP_DECLINED` | Declined. |

            | Code | Description |
            | --- | --- |
            | `DECLINED` | Declined. |
            """)
        let selections = Extractor(config: config, role: .source).selections(tables)
        #expect(
            selections.map(\.reason) == [
                "column 1 holds codes starting with 'SHOP_'", "no code in column 1 starts with the code prefix 'SHOP_'",
            ])
        #expect(selections[0].roles == ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: true))
    }

    @Test func rolesMovedSoThatColumn1HoldsTheCodes() {
        let inferred = ColumnRoles(code: 2, rawValue: 0, description: 1, grouping: [0, 3], inferred: true)
        #expect(
            Extractor.rolesWithCodesInColumn1(inferred, width: 4)
                == ColumnRoles(code: 0, rawValue: nil, description: 1, grouping: [3], inferred: true))
        #expect(
            Extractor.rolesWithCodesInColumn1(nil, width: 1)
                == ColumnRoles(code: 0, rawValue: nil, description: nil, inferred: true))
        #expect(
            Extractor.rolesWithCodesInColumn1(
                ColumnRoles(code: nil, rawValue: 1, description: nil, inferred: true), width: 3)
                == ColumnRoles(code: 0, rawValue: 1, description: nil, inferred: true))
    }

    // MARK: - Stage 2: which column plays which role, and why

    @Test func eachColumnsRoleHasAReason() throws {
        let table = try #require(
            tables(
                """
                | Status | Code | Exception | Description | Area |
                | --- | --- | --- | --- | --- |
                | 403 | `AccessDenied` | ShopException | You may not do this. | Auth |
                | 403 | `BadSignature` | ShopException | The signature does not match. |  |
                | 500 | `Internal` | ShopException | Something broke on our side. |  |
                """
            ).first)
        let roles = try #require(ColumnRoles.inferred(for: table, codePrefix: ""))
        let decisions = ColumnRoles.decisions(for: table, roles: roles, codePrefix: "", configured: [:])
        #expect(
            decisions.map { "\($0.column + 1) \($0.role.rawValue): \($0.reason)" } == [
                "1 property: numbers, but '403' stands beside 'AccessDenied' and 'BadSignature': a property of each "
                    + "error, not raw values",
                "2 code: its cells are code tokens or short names, in code spans, its header names codes",
                "3 property: one value on every row: a property, never the code",
                "4 description: its header says description",
                "5 grouping: filled on the first row and then only on some: an empty cell repeats the value above",
            ])
    }

    @Test func configuredColumnsSaySo() throws {
        let table = try #require(tables("| Code | Text |\n| --- | --- |\n| `A` | An a. |\n").first)
        let roles = ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: false)
        let decisions = ColumnRoles.decisions(for: table, roles: roles, codePrefix: "", configured: [1: "description"])
        #expect(
            decisions.map(\.reason) == [
                "its cells are code tokens, in code spans, its header names codes", "'columns.description' names it",
            ])
    }

    // MARK: - Stage 3: how each row is read

    func cells(_ row: String, roles: ColumnRoles) throws -> Extractor.RowCells {
        let table = try #require(tables("| A | B |\n| --- | --- |\n" + row + "\n").first)
        return Extractor.RowCells(try #require(table.rows.first), roles: roles)
    }

    @Test func placeholderAndClassRowsAreSkipped() throws {
        let roles = ColumnRoles(code: nil, rawValue: 0, description: 1, inferred: true)
        #expect(Extractor.rowSkip(try cells("| — | TBD |", roles: roles)) == .placeholder)
        #expect(
            Extractor.rowSkip(try cells("| 4XX | Client errors |", roles: roles)) == .codeClass("4XX Client errors"))
        let named = ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: true)
        #expect(Extractor.rowSkip(try cells("| **Client errors** |  |", roles: named)) == .codeClass("Client errors"))
        #expect(Extractor.rowSkip(try cells("| **Client errors** | Sent back. |", roles: named)) == nil)
        #expect(Extractor.rowSkip(try cells("| 404 | Not there. |", roles: roles)) == nil)
    }

    @Test func groupingCellsRepeatTheValueAbove() throws {
        let table = try #require(tables("| A | B |\n| --- | --- |\n| x | 1 |\n|  | 2 |\n| y | 3 |\n").first)
        var above: [Int: TableCell] = [:]
        let filled = table.rows.map { row -> String in
            var row = row
            Extractor.fillGroupingCells(&row, grouping: [0], above: &above)
            return row.map(\.plainText).joined(separator: " ")
        }
        #expect(filled == ["x 1", "x 2", "y 3"])
    }

    @Test func numbersRangesAndLabels() throws {
        let roles = ColumnRoles(code: nil, rawValue: 0, description: 1, inferred: true)
        var diagnostics = Diagnostics()
        func read(_ row: String) throws -> String? {
            let cells = try cells(row, roles: roles)
            let read = extractor.rowNumbers(
                cells.rawValue, roles: roles, headers: ["A", "B"], path: Self.path, diagnostics: &diagnostics)
            let numbers: [String] = read.numbers.map { number in
                "\(number.value)" + (number.range.map { "…\($0.upperBound)" } ?? "")
            }
            let label: String = read.label.map { " (\($0))" } ?? ""
            let key: String = read.textKey.map { " key \($0)" } ?? ""
            return numbers.joined(separator: ",") + label + key
        }
        #expect(try read("| 400 (Bad request) | x |") == "400 (Bad request)")
        #expect(try read("| 1000 ～ 1099 | x |") == "1000…1099")
        #expect(try read("| 101<br>102 | x |") == "101,102")
        #expect(diagnostics.all.isEmpty)
        #expect(try read("| 0x1F | x |") == "31")
        #expect(try read("| Default | x |") == "")
        #expect(diagnostics.all.isEmpty)
        #expect(try read("| 12a | x |") == " key 12a")
        #expect(try read("| 300-200 | x |") == "200…300")
        #expect(try read("| 100-99999999999999999999 | x |") == " key 100-99999999999999999999")
        #expect(
            diagnostics.all.map(\.description) == [
                "spec/Shop/en.md:3:3: warning: '12a' in column 1 ('A') is not a number or a range such as 200-299, so it is no raw value: a row "
                    + "without a code is keyed by this text and numbered after the other codes (set 'columns' if the "
                    + "column holds codes)",
                "spec/Shop/en.md:3:3: warning: the range '300-200' ends before it starts; it is read as 200-300",
                "spec/Shop/en.md:3:3: warning: '100-99999999999999999999' is outside the range of 64-bit integers, so "
                    + "it cannot be a raw value: the row is keyed by its text and numbered after the other codes (give "
                    + "it a raw value in \"codes\")",
            ])
    }

    @Test func codesOfACodeCell() throws {
        let roles = ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: true)
        #expect(
            extractor.rowCodes(try cells("| `A_B`<br>`AB` | x |", roles: roles).code, columnIsNames: false) == [
                "A_B", "AB",
            ])
        #expect(extractor.rowCodes(try cells("| Gone Fishing | x |", roles: roles).code, columnIsNames: false) == [])
        #expect(
            extractor.rowCodes(try cells("| Gone Fishing | x |", roles: roles).code, columnIsNames: true) == [
                "Gone Fishing"
            ])
        #expect(extractor.rowCodes(try cells("| All others | x |", roles: roles).code, columnIsNames: true) == [])
    }

    /// Every guess made reading rows, in row order: a success row, a class row, a label, a range, a cause joined,
    /// a placeholder row, a code merged, a fallback row.
    @Test func rowDecisionsOfATable() {
        var diagnostics = Diagnostics()
        let document = MarkdownDocument(
            source: SourceText(
                path: Self.path,
                string: """
                    | Error code | Description |
                    | --- | --- |
                    | 200 (OK) | The request worked. |
                    | 4XX | Client errors |
                    | 400 (Bad request) | The body is not valid. |
                    | 1000 ~ 1099 | A reserved block. |
                    | 404 | Nothing is there. |
                    | 404 | The path has a typo. |
                    | — | — |

                    | Code | Description | Retry |
                    | --- | --- | --- |
                    | `BUSY` | Busy. | yes |
                    | `LOCKED` | Locked. | no |
                    | `BUSY` |  | later |
                    | Anything else | Something else. | no |
                    """))
        let extracted = extractor.extract(document, language: "en", diagnostics: &diagnostics)
        #expect(
            extracted.tableDecisions.map { $0.rows.map { "\($0.line) \($0.kind.rawValue): \($0.detail)" } } == [
                [
                    "3 successSkipped: 'OK' reports success; skipped",
                    "4 classRow: '4XX Client errors' names a class of codes: skipped",
                    "5 label: 'Bad request' beside 400 names its case",
                    "6 range: '1000-1099' is a range: one case for 1000 to 1099",
                    "8 causesJoined: '404' is also at line 7 with another cause: joined into one case",
                    "9 placeholder: a placeholder row: skipped",
                ],
                [
                    "15 merged: 'BUSY' is also at line 13: merged into one case",
                    "16 fallback: 'Anything else' names no code: the row for every other code",
                ],
            ])
        #expect(extracted.tables.map(\.rowDecisions) == extracted.tableDecisions.map(\.rows))
    }

    @Test func aNumberedRowWithoutANameIsNamedByItsNumber() {
        var diagnostics = Diagnostics()
        let document = MarkdownDocument(
            source: SourceText(
                path: Self.path,
                string:
                    "| Code | Name | Description |\n| --- | --- | --- |\n| 17 | `LATE` | Late. |\n| 18 |  | Early. |\n")
        )
        let extracted = extractor.extract(document, language: "en", diagnostics: &diagnostics)
        #expect(
            extracted.tableDecisions.first?.rows.map { "\($0.line) \($0.kind.rawValue): \($0.detail)" } == [
                "4 label: no name beside 18: its case is 'code18'"
            ])
    }
}
