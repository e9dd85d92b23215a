import Testing

@testable import ErrorTablesCore

@Suite struct UnifiedDiffTests {
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"

    @Test func oneHunkWithThreeLinesOfContext() {
        let new = old.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        let diff = UnifiedDiff(old: old, new: new, oldName: "a.txt (checked in)", newName: "a.txt (from the spec)")
        #expect(
            diff.text == """
                --- a.txt (checked in)
                +++ a.txt (from the spec)
                @@ -7,7 +7,7 @@
                 line 7
                 line 8
                 line 9
                -line 10
                +line ten
                 line 11
                 line 12
                 line 13

                """)
        #expect(diff.firstChangedOldLine == 10)
    }

    @Test func distantChangesMakeSeparateHunksNearOnesShareOne() {
        var new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
        new = new.replacingOccurrences(of: "line 18\n", with: "")
        let diff = UnifiedDiff(old: old, new: new, oldName: "a", newName: "b")
        #expect(diff.lines.filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,5 @@"])
        let near = old.replacingOccurrences(of: "line 5\n", with: "five\n").replacingOccurrences(
            of: "line 11\n", with: "eleven\n")
        #expect(
            UnifiedDiff(old: old, new: near, oldName: "a", newName: "b").lines.filter { $0.hasPrefix("@@") } == [
                "@@ -2,13 +2,13 @@"
            ])
    }

    @Test func cutAfterMaxLines() {
        let new = old.replacingOccurrences(of: "line", with: "row")
        let diff = UnifiedDiff(old: old, new: new, oldName: "a", newName: "b", maxLines: 5)
        #expect(
            diff.lines == [
                "--- a", "+++ b", "@@ -1,20 +1,20 @@", "-line 1", "-line 2", "-line 3", "-line 4",
                "… 36 more diff lines not shown",
            ])
    }

    @Test func missingAndExtraFiles() {
        let created = UnifiedDiff(old: "", new: "a\nb\n", oldName: "/dev/null", newName: "b")
        #expect(created.lines == ["--- /dev/null", "+++ b", "@@ -0,0 +1,2 @@", "+a", "+b"])
        #expect(created.firstChangedOldLine == 1)
        let removed = UnifiedDiff(old: "a\n", new: "", oldName: "a", newName: "/dev/null")
        #expect(removed.lines == ["--- a", "+++ /dev/null", "@@ -1 +0,0 @@", "-a"])
    }

    @Test func appendedLinePointsAtTheLastLine() {
        let diff = UnifiedDiff(old: "a\nb\n", new: "a\nb\nc\n", oldName: "a", newName: "b")
        #expect(diff.firstChangedOldLine == 2)
        #expect(diff.lines == ["--- a", "+++ b", "@@ -1,2 +1,3 @@", " a", " b", "+c"])
    }

    @Test func sameLinesButDifferentBytes() {
        #expect(UnifiedDiff(old: "a\n", new: "a\n", oldName: "a", newName: "b").lines.isEmpty)
        let diff = UnifiedDiff(old: "a\n", new: "a", oldName: "a", newName: "b")
        #expect(diff.lines == ["--- a", "+++ b", "(the texts differ only in line endings or the final newline)"])
        #expect(diff.firstChangedOldLine == 1)
    }
}
