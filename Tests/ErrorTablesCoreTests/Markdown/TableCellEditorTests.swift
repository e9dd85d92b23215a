import Testing

@testable import ErrorTablesCore

/// `TableCellEditor`: exact documents before and after, one per kind of table and line ending, and the
/// edits it refuses.
@Suite struct TableCellEditorTests {
    /// The document with each cell whose plain text is a key (its first occurrence) rewritten to the value.
    static func edited(_ markdown: String, _ changes: KeyValuePairs<String, String>, rewriting: Bool = false)
        throws -> String
    {
        let editor = try TableCellEditor(path: "it.md", bytes: Array(markdown.utf8))
        let edits = try changes.map { old, new in TableCellEdit(try cell(old, in: editor.document), text: new) }
        return String(decoding: try editor.applying(edits, rewritingUnchangedCells: rewriting), as: UTF8.self)
    }

    /// The first cell whose plain text is `text`.
    static func cell(_ text: String, in document: MarkdownDocument) throws -> TableCell {
        let cells = document.tables.flatMap { ([$0.header] + $0.rows).flatMap { $0 } }
        return try #require(cells.first { $0.plainText == text }, "no cell reads '\(text)'")
    }

    /// The error message an edit is refused with.
    static func refusal(_ markdown: String, _ edits: [TableCellEdit]) throws -> String? {
        let editor = try TableCellEditor(path: "it.md", bytes: Array(markdown.utf8))
        do {
            _ = try editor.applying(edits)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func paddedTableWithOuterPipesKeepsPaddingAndEverythingElse() throws {
        let before = """
            # Errors

            Intro *text*.

            | Code | Description |
            | ---- | :---------: |
            | `E1` | Old text.   |
            | `E2` | Keep.       |

            After.

            """
        #expect(
            try Self.edited(before, ["Old text.": "Nouveau | texte *gras*"]) == """
                # Errors

                Intro *text*.

                | Code | Description |
                | ---- | :---------: |
                | `E1` | Nouveau \\| texte \\*gras\\*   |
                | `E2` | Keep.       |

                After.

                """)
    }

    @Test func tableWithoutOuterPipesEscapesWhatWouldStartABlock() throws {
        let before = "Code | Text\n--- | ---\nE1 | Old\nE2 | Other\n"
        #expect(
            try Self.edited(before, ["E1": "# E1", "E2": "2. deux", "Old": "-"])
                == "Code | Text\n--- | ---\n\\# E1 | \\-\n2\\. deux | Other\n")
    }

    @Test func crlfAndNoTrailingNewlineStay() throws {
        let before = "| A | B |\r\n|---|---|\r\n| x | y |\r\n| z | w |"
        #expect(
            try Self.edited(before, ["y": "one\ntwo", "w": "a\r\nb"])
                == "| A | B |\r\n|---|---|\r\n| x | one<br>two |\r\n| z | a&#13;<br>b |")
    }

    @Test func loneCarriageReturnsAndAByteOrderMarkOnTheTablesLine() throws {
        #expect(try Self.edited("| A |\r|---|\r| x |\r", ["x": "y"]) == "| A |\r|---|\r| y |\r")
        #expect(
            try Self.edited("\u{FEFF}| A | B |\n|---|---|\n| x | y |", ["A": "a", "B": "b"])
                == "\u{FEFF}| a | b |\n|---|---|\n| x | y |")
    }

    @Test func blockQuoteMarkersStay() throws {
        let before = "> Quote.\n>\n> | A | B |\n> |---|---|\n> | x | y |\n"
        #expect(
            try Self.edited(before, ["x": "[x](y)", "y": "<b>"])
                == "> Quote.\n>\n> | A | B |\n> |---|---|\n> | \\[x\\](y) | \\<b> |\n")
    }

    @Test func listItemIndentationStays() throws {
        let before = "- Item\n\n  | A | B |\n  |---|---|\n  | x | y |\n- Next\n"
        #expect(
            try Self.edited(before, ["y": "back\\slash `code`"])
                == "- Item\n\n  | A | B |\n  |---|---|\n  | x | back\\\\slash \\`code\\` |\n- Next\n")
    }

    @Test func escapedPipesAndCodeSpansWithPipes() throws {
        let before = "| Code | Text |\n|---|---|\n| `a\\|b` | c\\|d |\n"
        #expect(try Self.edited(before, ["c|d": "e|f"]) == "| Code | Text |\n|---|---|\n| `a\\|b` | e\\|f |\n")
        #expect(try Self.edited(before, ["a|b": "x\\|"]) == "| Code | Text |\n|---|---|\n| x\\\\\\| | c\\|d |\n")
    }

    @Test func emptyCellsGetTheTextWithASpaceOnEachSide() throws {
        let before = "| A | B |\n|---|---|\n| x | |\n| y ||\n| z |    |\n"
        let editor = try TableCellEditor(path: "it.md", bytes: Array(before.utf8))
        let rows = try #require(editor.document.tables.first).rows
        let edits = rows.map { TableCellEdit($0[1], text: "new \($0[0].plainText)") }
        #expect(
            String(decoding: try editor.applying(edits), as: UTF8.self)
                == "| A | B |\n|---|---|\n| x | new x |\n| y | new y |\n| z | new z |\n")
    }

    @Test func alignmentRowStaysAndDashesAreEscaped() throws {
        let before = "| A | B |\n|:--|--:|\n| - | : |\n"
        #expect(try Self.edited(before, ["-": "---", ":": ":-:"]) == "| A | B |\n|:--|--:|\n| \\--- | \\:-: |\n")
    }

    @Test func tightCellEndingInABackslashKeepsItsPipe() throws {
        #expect(try Self.edited("|A|B|\n|-|-|\n|x|y|\n", ["x": "end\\"]) == "|A|B|\n|-|-|\n|end\\\\ |y|\n")
    }

    @Test func emptiedFirstCellWithoutLeadingPipeGetsOne() throws {
        #expect(try Self.edited("A | B\n--- | ---\nx | y\n", ["x": ""]) == "A | B\n--- | ---\n| | y\n")
    }

    @Test func htmlTableCellsAreEscapedAsHTML() throws {
        let before = """
            <table>
            <tr><th>Code</th><th>Text</th></tr>
            <tr><td><code>E1</code></td><td>Old &amp;
              text</td></tr>
            <tr><td>E2</td><td></td></tr>
            </table>

            """
        #expect(
            try Self.edited(before, ["Old & text": "A & B <x>\nC", "": "neu"]) == """
                <table>
                <tr><th>Code</th><th>Text</th></tr>
                <tr><td><code>E1</code></td><td>A &amp; B &lt;x&gt;<br>C</td></tr>
                <tr><td>E2</td><td>neu</td></tr>
                </table>

                """)
    }

    @Test func htmlCellSpanningCRLFLines() throws {
        let before = "<table>\r\n<tr><th>A</th></tr>\r\n<tr><td>one\r\n  two</td></tr>\r\n</table>\r\n"
        #expect(
            try Self.edited(before, ["one two": "drei"])
                == "<table>\r\n<tr><th>A</th></tr>\r\n<tr><td>drei</td></tr>\r\n</table>\r\n")
    }

    @Test func spannedHTMLCellIsOneCell() throws {
        let before = "<table>\n<tr><th>A</th><th>B</th></tr>\n<tr><td colspan=\"2\">wide</td></tr>\n</table>\n"
        let editor = try TableCellEditor(path: "it.md", bytes: Array(before.utf8))
        let row = try #require(editor.document.tables.first?.rows.first)
        #expect(row.count == 2 && row[0].start == row[1].start)
        #expect(
            try Self.edited(before, ["wide": "breit"])
                == "<table>\n<tr><th>A</th><th>B</th></tr>\n<tr><td colspan=\"2\">breit</td></tr>\n</table>\n")
        #expect(
            try Self.refusal(before, [TableCellEdit(row[0], text: "x"), TableCellEdit(row[1], text: "y")])?.contains(
                "two new texts") == true)
    }

    @Test func htmlTableWithoutHeaderHasNoHeaderCellsToEdit() throws {
        let markdown = "<table><tr><td>x</td></tr></table>\n"
        #expect(
            try Self.refusal(markdown, [TableCellEdit(cell: LineColumn(1, 1), text: "n")])?.contains(
                "no table cell starts here") == true)
        #expect(
            try Self.edited(markdown, ["x": "<y>\u{7}\u{FFFE}"])
                == "<table><tr><td>&lt;y&gt;&#7;&#65534;</td></tr></table>\n")
    }

    @Test func byteOrderMarkAndFrontMatterStay() throws {
        let before = "\u{FEFF}---\ntitle: x | y\n---\n| A | B |\n|---|---|\n| x | y |\n"
        #expect(
            try Self.edited(before, ["A": "Ä", "y": "ÿ"])
                == "\u{FEFF}---\ntitle: x | y\n---\n| Ä | B |\n|---|---|\n| x | ÿ |\n")
    }

    @Test func unchangedTextKeepsTheCellsMarkupUnlessRewriting() throws {
        let before = "| A |\n|---|\n| **bold** `c` |\n"
        #expect(try Self.edited(before, ["bold c": "bold c"]) == before)
        #expect(try Self.edited(before, ["bold c": "bold c"], rewriting: true) == "| A |\n|---|\n| bold c |\n")
    }

    @Test func otherTablesAndCellsStay() throws {
        let before = "| A | B |\n|---|---|\n| x | y |\n\nText.\n\n| C |\n|---|\n| y |\n"
        #expect(
            try Self.edited(before, ["C": "D"]) == "| A | B |\n|---|---|\n| x | y |\n\nText.\n\n| D |\n|---|\n| y |\n")
    }

    @Test func refusesWhatIsNoCell() throws {
        let markdown = "# T\n\n| A | B |\n|---|---|\n| x |\n"
        // 5:6 is where the short row's padding cell would start: there is no cell in the text.
        for position in [LineColumn(1, 1), LineColumn(3, 2), LineColumn(4, 2), LineColumn(5, 6), LineColumn(9, 1)] {
            #expect(
                try Self.refusal(markdown, [TableCellEdit(cell: position, text: "n")])
                    == "it.md:\(position.line):\(position.column): error: no table cell starts here; only the cells the reader reports can be rewritten"
            )
        }
    }

    @Test func refusesTwoEditsOfOneCell() throws {
        let markdown = "| A | B |\n|---|---|\n| x | y |\n"
        #expect(
            try Self.refusal(
                markdown,
                [TableCellEdit(cell: LineColumn(3, 3), text: "1"), TableCellEdit(cell: LineColumn(3, 3), text: "2")])
                == "it.md:3:3: error: this cell is given two new texts; give each cell one")
    }

    @Test func problemsListsEveryRefusalBeforeApplying() throws {
        let markdown = "| A | B |\n|---|---|\n| x | y |\n"
        let editor = try TableCellEditor(path: "it.md", bytes: Array(markdown.utf8))
        let edits = [
            TableCellEdit(cell: LineColumn(3, 3), text: "fine"), TableCellEdit(cell: LineColumn(2, 1), text: "n"),
            TableCellEdit(cell: LineColumn(3, 7), text: "y "), TableCellEdit(cell: LineColumn(3, 3), text: "again"),
        ]
        #expect(
            editor.problems(in: edits).map(\.description) == [
                "it.md:2:1: error: no table cell starts here; only the cells the reader reports can be rewritten",
                "it.md:3:7: error: the new text of this cell starts or ends with whitespace or a line break, which a table cell cannot keep (its text is trimmed when read); trim it",
                "it.md:3:3: error: this cell is given two new texts; give each cell one",
            ])
        #expect(editor.problems(in: [edits[0]]) == [])
    }

    /// The read-back check behind `cellEditNotReadBack`, given forged results: no escaping is known to need it.
    @Test func readBackCheckFindsWhatAnEditWouldBreak() throws {
        let markdown = "| A | B |\n|---|---|\n| x | y |\n"
        let editor = try TableCellEditor(path: "it.md", bytes: Array(markdown.utf8))
        let edit = TableCellEdit(cell: LineColumn(3, 3), text: "new")
        let expected = [TableCellEditor.Place(table: 0, row: 1, column: 0): "new"]
        func mismatch(_ result: String) throws -> LineColumn? {
            try editor.readBackMismatch(of: Array(result.utf8), expected: expected, edits: [edit])
        }
        #expect(try mismatch("| A | B |\n|---|---|\n| new | y |\n") == nil)
        #expect(try mismatch("| A | B |\n|---|---|\n| *new | y |\n") == LineColumn(3, 3))
        #expect(try mismatch("| A | B |\n|---|---|\n| new | *y* |\n") == LineColumn(3, 3))
        #expect(try mismatch("| A | B |\n|---|---|\n| new \n") == LineColumn(3, 3))
        #expect(try mismatch("Text.\n") == LineColumn(3, 3))
    }

    @Test func refusesTextsACellCannotKeep() throws {
        let pipe = "| A | B |\n|---|---|\n| x | y |\n"
        let html = "<table><tr><td>x</td></tr></table>\n"
        #expect(
            try Self.refusal(pipe, [TableCellEdit(cell: LineColumn(3, 3), text: " x")])?.hasPrefix(
                "it.md:3:3: error: the new text of this cell starts or ends with whitespace") == true)
        #expect(
            try Self.refusal(pipe, [TableCellEdit(cell: LineColumn(3, 3), text: "x\n")])?.contains(
                "starts or ends with whitespace") == true)
        #expect(
            try Self.refusal(pipe, [TableCellEdit(cell: LineColumn(3, 3), text: "a\u{0}b")])?.contains("NUL") == true)
        #expect(try Self.refusal(pipe, [TableCellEdit(cell: LineColumn(3, 3), text: "a  b\tc")]) == nil)
        #expect(
            try Self.refusal(html, [TableCellEdit(cell: LineColumn(1, 16), text: "a  b")])?.contains(
                "consecutive spaces") == true)
        #expect(
            try Self.refusal(html, [TableCellEdit(cell: LineColumn(1, 16), text: "a\tb")])?.contains("a tab") == true)
        #expect(try Self.refusal(html, [TableCellEdit(cell: LineColumn(1, 16), text: "a b")]) == nil)
        #expect(
            try Self.refusal(html, [TableCellEdit(cell: LineColumn(1, 16), text: "a\u{85}b")])?.contains("C1 control")
                == true)
        #expect(try Self.refusal(pipe, [TableCellEdit(cell: LineColumn(3, 3), text: "a\u{85}b")]) == nil)
    }
}
