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
}
