import Testing

@testable import ErrorTablesCore

/// The cells that spans and padding create are limited per document (`TableCellBudget`); nested and too deep
/// HTML tables are passed over whole. The time and memory of the hostile shapes are in `make bench`.
@Suite struct TableCellBudgetTests {
    /// Four cells spanning 1,000 columns and 1,000 rows over 999 empty rows: the 4 KB table.
    static let spanBomb =
        "<table>\n<tr>" + String(repeating: "<td colspan=1000 rowspan=1000>x</td>", count: 4) + "</tr>\n"
        + String(repeating: "<tr></tr>\n", count: 999) + "</table>\n"

    /// A pipe table whose header has `columns` cells over `rows` one-cell rows.
    static func paddingBomb(columns: Int, rows: Int) -> String {
        "|" + (0..<columns).map { "h\($0)" }.joined(separator: "|") + "|\n"
            + "|" + String(repeating: "-|", count: columns) + "\n" + String(repeating: "|x|\n", count: rows)
    }

    static let after = "\n\nAfter.\n\n| Code |\n| --- |\n| E1 |\n"

    @Test func theBudgetIsTwoCellsPerByteWithAFloor() {
        #expect(TableCellBudget(byteCount: 1_000).limit == 100_000)
        #expect(TableCellBudget(byteCount: 40_000).limit == 100_000)
        #expect(TableCellBudget(byteCount: 400_000).limit == 800_000)
        #expect(TableCellBudget(byteCount: Int.max).limit == Int.max)
        var budget = TableCellBudget(byteCount: 0)
        let spent = budget.spend(60_000)
        let refused = !budget.spend(40_001)
        #expect(spent && refused)
        #expect(budget.left == 40_000)
    }

    @Test func anHTMLTableWhoseSpansAskForTooManyCellsIsSkippedWithOneWarning() {
        let markdown = Self.spanBomb + Self.after
        let document = MarkdownDump.document(markdown)
        #expect(markdown.utf8.count == 10_195)
        #expect(
            document.warnings.map(\.description) == [
                "doc.md:1:1: warning: this table's spans and padding would add 3999996 cells, more than the 100000 "
                    + "left of the 100000 a document of 10195 bytes may add (2 per byte, at least 100000); the table "
                    + "is skipped (write the cells out, or split the table)"
            ])
        // The table stays HTML, and the rest of the document is read.
        #expect(
            MarkdownDump.tree(document).split(separator: "\n").suffix(5).joined(separator: "\n") == """
                paragraph 1005:1-1005:6 "After."
                table 1007:1-1009:6
                  Code
                  ---
                  E1
                """)
    }

    @Test func paddingToAWideRowCountsToo() {
        // One cell spanning 1,000 columns over 200 empty rows: 999 from the span, 200 × 1,000 from padding and
        // 1,000 for the empty header row.
        let markdown =
            "<table><tr><td colspan=1000>x</td></tr>" + String(repeating: "<tr></tr>", count: 200) + "</table>\n"
        let document = MarkdownDump.document(markdown)
        #expect(document.tables.isEmpty)
        #expect(
            document.warnings.map(\.message) == [
                "this table's spans and padding would add 201999 cells, more than the 100000 left of the 100000 a "
                    + "document of 1848 bytes may add (2 per byte, at least 100000); the table is skipped (write the "
                    + "cells out, or split the table)"
            ])
    }

    @Test func aPipeTableWhosePaddingIsTooLargeIsSkippedWithOneWarning() {
        let markdown = "Before.\n\n" + Self.paddingBomb(columns: 400, rows: 400) + Self.after
        let document = MarkdownDump.document(markdown)
        #expect(
            document.warnings.map(\.description) == [
                "doc.md:3:1: warning: this table's spans and padding would add 159600 cells, more than the 100000 "
                    + "left of the 100000 a document of 4337 bytes may add (2 per byte, at least 100000); the table "
                    + "is skipped (write the cells out, or split the table)"
            ])
        #expect(markdown.utf8.count == 4_337)
        #expect(document.tables.map { $0.header.map(\.plainText) } == [["Code"]])
        #expect(
            MarkdownDump.tree(document).hasPrefix("paragraph 1:1-1:7 \"Before.\"\nparagraph 407:1-407:6 \"After.\""))
    }

    @Test func theBudgetIsSharedByTheDocumentsTables() {
        // 299 × 200 = 59,800 padding cells each: the first table is read, the second finds 40,200 left.
        let table = Self.paddingBomb(columns: 300, rows: 200)
        let document = MarkdownDump.document(table + "\nText.\n\n" + table)
        #expect(document.tables.count == 1)
        #expect(
            document.warnings.map(\.message) == [
                "this table's spans and padding would add 59800 cells, more than the 40200 left of the 100000 a "
                    + "document of 5596 bytes may add (2 per byte, at least 100000); the table is skipped (write the "
                    + "cells out, or split the table)"
            ])
    }

    @Test func aTableWithinTheBudgetIsReadWhole() throws {
        let document = MarkdownDump.document(Self.paddingBomb(columns: 300, rows: 200))
        #expect(document.warnings.isEmpty)
        let table = try #require(document.tables.first)
        #expect(table.rows.count == 200)
        #expect(table.rows.allSatisfy { $0.count == 300 })
    }

    @Test func nestedTablesTooDeepGiveOneWarningForTheOuterTable() {
        let depth = 400
        let nested =
            String(repeating: "<table><tr><td>", count: depth) + "x"
            + String(repeating: "</td></tr></table>", count: depth)
        let document = MarkdownDump.document(nested + "\n<table><tr><th>Code</th></tr><tr><td>E1</td></tr></table>\n")
        #expect(
            document.warnings.map(\.description) == [
                "doc.md:1:1: warning: this HTML table nests elements 400 deep, more than the 256 ErrorTables reads; "
                    + "it is left as HTML"
            ])
        #expect(document.tables.map { $0.rows.map(MarkdownDump.row) } == [["E1"]])
    }

    @Test func unclosedNestedTablesGiveOneWarning() {
        let document = MarkdownDump.document(String(repeating: "<table><tr><td>", count: 300) + "x\n\nAfter.\n")
        #expect(document.warnings.map(\.message).count == 1)
        #expect(document.tables.isEmpty)
        #expect(MarkdownDump.tree(document).hasSuffix("paragraph 3:1-3:6 \"After.\""))
    }

    @Test func manyDeepTablesAreSummarizedUnlessVerbose() {
        let deep = String(repeating: "<div>", count: 300) + String(repeating: "</div>", count: 300)
        let markdown = (0..<8).map { _ in "<table><tr><td>\(deep)</td></tr></table>\n" }.joined(separator: "\n")
        let document = MarkdownDump.document(markdown)
        var diagnostics = Diagnostics()
        document.reportWarnings(into: &diagnostics)
        #expect(diagnostics.summarized(limit: nil).count == 8)
        let lines = diagnostics.summarized().map(\.description)
        #expect(lines.count == 4)
        #expect(
            lines.first
                == "doc.md:1:1: warning: 8 HTML tables nest their elements too deep to be read; each is left as HTML; "
                + "nest less (the first 3 follow as notes; --verbose lists all)")
    }
}
