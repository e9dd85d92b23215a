import Testing

@testable import ErrorTablesCore

@Suite struct LineDiffTests {
    /// The edit script in a compact form: ` a`, `-b`, `+c`.
    func script(_ old: [String], _ new: [String]) -> [String] {
        LineDiff.edits(from: old, to: new).map { edit in
            switch edit.kind {
            case .same: " " + edit.text
            case .removed: "-" + edit.text
            case .inserted: "+" + edit.text
            }
        }
    }

    @Test func equalTextsAreAllSame() {
        #expect(script(["a", "b"], ["a", "b"]) == [" a", " b"])
        #expect(script([], []) == [])
    }

    @Test func oneChangedLine() {
        #expect(script(["a", "b", "c"], ["a", "x", "c"]) == [" a", "-b", "+x", " c"])
    }

    @Test func insertionsAndRemovalsAtTheEnds() {
        #expect(script([], ["a", "b"]) == ["+a", "+b"])
        #expect(script(["a", "b"], []) == ["-a", "-b"])
        #expect(script(["b"], ["a", "b", "c"]) == ["+a", " b", "+c"])
    }

    @Test func shortestScriptInTheMiddle() {
        // The classic Myers example: ABCABBA → CBABAC takes 5 edits.
        let old = ["A", "B", "C", "A", "B", "B", "A"]
        let new = ["C", "B", "A", "B", "A", "C"]
        let edits = LineDiff.edits(from: old, to: new)
        #expect(edits.filter { $0.kind != .same }.count == 5)
        #expect(edits.filter { $0.kind != .inserted }.map(\.text) == old)
        #expect(edits.filter { $0.kind != .removed }.map(\.text) == new)
    }

    @Test func offsetsCountTheLinesBefore() {
        let edits = LineDiff.edits(from: ["a", "b", "c"], to: ["a", "c", "d"])
        #expect(edits.map(\.oldOffset) == [0, 1, 2, 3])
        #expect(edits.map(\.newOffset) == [0, 1, 1, 2])
    }

    @Test func beyondTheEditLimitTheMiddleIsReplacedWhole() {
        let edits = LineDiff.edits(from: ["x", "a", "b", "y"], to: ["x", "b", "a", "y"], maxEditDistance: 1)
        #expect(
            edits.map { "\($0.kind)" + $0.text } == [
                "samex", "removeda", "removedb", "insertedb", "inserteda", "samey",
            ])
    }

    @Test func linesIgnoreTheFinalLineEnding() {
        #expect(LineDiff.lines("a\nb\n") == ["a", "b"])
        #expect(LineDiff.lines("a\nb") == ["a", "b"])
        #expect(LineDiff.lines("") == [])
        #expect(LineDiff.lines("\n") == [""])
    }
}

/// The two halves of Myers' search: the rounds of furthest points, and the walk back through them.
@Suite struct LineDiffSearchStepsTests {
    @Test func roundsKeepTheFurthestPointOfEachDiagonalUntilTheEnd() {
        // Round 0 reaches (0, 0); round 1 old offset 0 on diagonal -1 and 1 on diagonal 1; round 2 reaches the
        // end on diagonal 0 (diagonal 2 is not visited, so its slot still holds 0).
        #expect(
            LineDiff.furthestReachingRounds(["x"], ["y"], maxEditDistance: 2) == [[0], [0, 0, 1], [0, 0, 1, 1, 0]])
        #expect(LineDiff.furthestReachingRounds(["x"], ["y"], maxEditDistance: 1) == nil)
        #expect(LineDiff.furthestReachingRounds(["s"], ["s"], maxEditDistance: 0) == [[1]])
    }

    @Test func theWalkBackGivesOneEditPerRoundWithTheSameLinesBetween() {
        #expect(
            LineDiff.editsWalkingBack([[0], [0, 0, 1], [0, 0, 1, 1, 0]], ["x"], ["y"]) == [
                LineDiff.Edit(.removed, "x", oldOffset: 0, newOffset: 0),
                LineDiff.Edit(.inserted, "y", oldOffset: 1, newOffset: 0),
            ])
        #expect(
            LineDiff.editsWalkingBack([[1]], ["s"], ["s"]) == [LineDiff.Edit(.same, "s", oldOffset: 0, newOffset: 0)])
    }
}
