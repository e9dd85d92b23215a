import Testing

@testable import ErrorTablesCore

/// The steps of `UnifiedDiff`: grouping changes into hunks, one hunk's lines, and cutting a long body.
@Suite struct UnifiedDiffStepsTests {
    @Test func changesShareAHunkWhenTheirContextsWouldTouch() {
        #expect(UnifiedDiff.hunks(grouping: [2, 5, 20], context: 1) == [2...5, 20...20])
        #expect(UnifiedDiff.hunks(grouping: [2, 5, 20], context: 0) == [2...2, 5...5, 20...20])
        #expect(UnifiedDiff.hunks(grouping: [2, 5, 20], context: 7) == [2...20])
        #expect(UnifiedDiff.hunks(grouping: [], context: 3) == [])
    }

    /// Old `a b c`, new `a x c`.
    static let edits = [
        LineDiff.Edit(.same, "a", oldOffset: 0, newOffset: 0),
        LineDiff.Edit(.removed, "b", oldOffset: 1, newOffset: 1),
        LineDiff.Edit(.inserted, "x", oldOffset: 2, newOffset: 1),
        LineDiff.Edit(.same, "c", oldOffset: 2, newOffset: 2),
    ]

    @Test func aHunkHasItsHeaderThenItsMarkedLinesWithinTheContext() {
        #expect(
            UnifiedDiff.hunkLines(1...2, of: Self.edits, context: 1) == ["@@ -1,3 +1,3 @@", " a", "-b", "+x", " c"])
        #expect(UnifiedDiff.hunkLines(1...2, of: Self.edits, context: 0) == ["@@ -2 +2 @@", "-b", "+x"])
        #expect(UnifiedDiff.hunkLines(1...1, of: Self.edits, context: 0) == ["@@ -2 +1,0 @@", "-b"])
    }

    @Test func aLongBodyIsCutWithACountOfWhatIsLeftOut() {
        #expect(UnifiedDiff.cut(["1", "2", "3"], maxLines: 3) == ["1", "2", "3"])
        #expect(UnifiedDiff.cut(["1", "2", "3"], maxLines: 2) == ["1", "2", "… 1 more diff line not shown"])
        #expect(UnifiedDiff.cut(["1", "2", "3"], maxLines: 1) == ["1", "… 2 more diff lines not shown"])
    }
}
