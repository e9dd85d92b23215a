import Foundation
import Testing

@testable import ErrorTablesCommands

extension CLITests {
    @Test func tablesWarnsWhereNestingIsFlattenedAndStillPrintsTheTables() throws {
        let quotes = String(repeating: "> ", count: 100_000)
        let markdown = "| a |\n|---|\n| 1 |\n\n\(quotes)| b |\n\n| c |\n|---|\n| 3 |\n"
        try withTemporaryFolder(["deep.md": markdown]) { root in
            let (status, output, errors) = run(["tables", root + "/deep.md"], in: root)
            #expect(status == 0)
            #expect(
                errors
                    == "deep.md:5:129: warning: block quotes and list items are nested more than 64 deep here; the "
                    + "deeper ones are read as part of the one at depth 64 (nest less)\n")
            let tables = json(output)?["tables"] as? [[String: Any]] ?? []
            #expect(tables.map { $0["line"] as? Int } == [1, 7])
        }
    }
}
