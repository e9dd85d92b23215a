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
}
