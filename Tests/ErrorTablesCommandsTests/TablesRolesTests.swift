import ErrorTablesCommands
import ErrorTablesTestSupport
import Foundation
import Testing

/// `error-tables tables --roles`: the column roles inferred for each table.
@Suite struct TablesRolesTests {
    @Test func rolesPerTable() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write(
            "doc.md",
            """
            | Status | Code | Name | Meaning |
            | --- | --- | --- | --- |
            | rejected | 4001 | User Rejected Request | The user said no. |

            | Group | Error | Text |
            | --- | --- | --- |
            | Auth | `BadKey` | The key is wrong. |
            |  | `NoKey` | There is no key at all. |

            | a | b |
            | --- | --- |
            | This is a sentence. | And this is one too. |
            """)
        let result = sandbox.run(["tables", "--roles", sandbox.path("doc.md")])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let tables = try #require(object?["tables"] as? [[String: Any]])
        #expect(tables.count == 3)
        #expect(tables[0]["roles"] as? [String: Int] == ["code": 3, "rawValue": 2, "description": 4])
        let second = try #require(tables[1]["roles"] as? [String: Any])
        #expect(second["code"] as? Int == 2)
        #expect(second["description"] as? Int == 3)
        #expect(second["grouping"] as? [Int] == [1])
        #expect(tables[2]["roles"] is NSNull)
    }

    /// Each table says whether a domain without config reads it, why, and under which headings it stands: a
    /// parameter table, and of two families of colliding codes the one whose heading does not name errors.
    @Test func selectionReasonsAndSections() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write(
            "doc.md",
            """
            # Relay

            ## Options

            | Name | Type | Default | Description |
            | --- | --- | --- | --- |
            | `timeout` | integer | 30 | Seconds to wait. |

            ## Close codes

            | Code | Name | Description |
            | --- | --- | --- |
            | 4000 | `GOING_AWAY` | The relay restarts. |

            ## Relay errors

            | Code | Name | Description |
            | --- | --- | --- |
            | 4000 | `BAD_FRAME` | A frame could not be decoded. |
            """)
        let result = sandbox.run(["tables", "--roles", sandbox.path("doc.md")])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let tables = try #require(object?["tables"] as? [[String: Any]])
        #expect(tables.map { $0["errorTable"] as? Bool } == [false, false, true])
        #expect(
            tables.map { $0["reason"] as? String } == [
                "a parameter table: column 2 ('Type') gives types, requiredness or defaults, and its key column 1 "
                    + "('Name') does not name errors",
                "its codes are another family than those under 'Relay errors', which are read",
                "its key column 2 ('Name') names codes",
            ])
        #expect(
            tables.map { $0["section"] as? [String] } == [
                ["Relay", "Options"], ["Relay", "Close codes"], ["Relay", "Relay errors"],
            ])
    }

    /// Every decision per table and column, exactly: a table left out and why; for each table read, each column's
    /// role and reason, and each row decision that was a guess (a success row skipped, causes joined, a class
    /// row, a label, a range, a placeholder row, a fallback row).
    @Test func everyDecisionPerTableColumnAndRow() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        try sandbox.write(
            "doc.md",
            """
            # Heron

            ## Options

            | Name | Type | Description |
            | --- | --- | --- |
            | `timeout` | integer | Seconds to wait. |

            ## Errors

            | Status | Code | Description |
            | --- | --- | --- |
            | 403 | `DENIED` | You may not do this. |
            | 403 | `BAD_SIGNATURE` | The signature does not match. |
            | 200 | `OK` | It worked. |
            | 404 | `NOT_FOUND` | Nothing is there. |
            | 404 | `NOT_FOUND` | The path has a typo. |

            ## Result codes

            | Error code | Description |
            | --- | --- |
            | 4XX | Client errors |
            | 400 (Bad request) | The body is not valid. |
            | 1000 ~ 1099 | Kept for later. |
            | — | — |
            |  | Anything else fails this way. |
            """)
        let result = sandbox.run(["tables", "--roles", sandbox.path("doc.md")])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let tables = try #require(object?["tables"] as? [[String: Any]])
        #expect(tables.map { $0["errorTable"] as? Bool } == [false, true, true])
        #expect(tables[0]["columns"] == nil && tables[0]["rowDecisions"] == nil)
        func columns(_ table: [String: Any]) -> [String] {
            (table["columns"] as? [[String: Any]] ?? []).map { column in
                "\(column["column"] as? Int ?? 0) \(column["role"] as? String ?? ""): \(column["reason"] as? String ?? "")"
            }
        }
        func rows(_ table: [String: Any]) -> [String] {
            (table["rowDecisions"] as? [[String: Any]] ?? []).map { row in
                "\(row["line"] as? Int ?? 0) \(row["decision"] as? String ?? ""): \(row["detail"] as? String ?? "")"
            }
        }
        #expect(
            columns(tables[1]) == [
                "1 property: numbers, but '403' stands beside 'DENIED' and 'BAD_SIGNATURE': a property of each error, "
                    + "not raw values",
                "2 code: its cells are code tokens, in code spans, its header names codes",
                "3 description: its header says description",
            ])
        #expect(
            rows(tables[1]) == [
                "15 successSkipped: 'OK' reports success; skipped",
                "17 causesJoined: 'NOT_FOUND' is also at line 16 with another cause: joined into one case",
            ])
        #expect(
            columns(tables[2]) == [
                "1 rawValue: its numbers identify the rows", "2 description: its header says description",
            ])
        #expect(
            rows(tables[2]) == [
                "23 classRow: '4XX Client errors' names a class of codes: skipped",
                "24 label: 'Bad request' beside 400 names its case",
                "25 range: '1000-1099' is a range: one case for 1000 to 1099",
                "26 placeholder: a placeholder row: skipped",
                "27 fallback: a row without a code: the row for every other code",
            ])
    }
}
