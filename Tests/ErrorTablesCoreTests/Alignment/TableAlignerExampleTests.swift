import Testing

@testable import ErrorTablesCore

/// The aligner on small inputs whose answer is known: each test names a situation a translation is in and the
/// exact match it must get (the index of the source table for each translated table, `nil` for none).
@Suite struct TableAlignerExampleTests {
    func align(_ source: [[String]], _ translation: [[String]]) -> [Int?] {
        TableAligner.align(source: source, translation: translation)
    }

    @Test func identicalTablesMatchOneToOne() {
        let tables = [["A", "B"], ["C"], ["D", "E", "F"]]
        #expect(align(tables, tables) == [0, 1, 2])
    }

    @Test func aMissingTableLeavesOnlyThatSourceTableUnmatched() {
        #expect(align([["A", "B"], ["C"], ["D", "E"]], [["A", "B"], ["D", "E"]]) == [0, 2])
        #expect(align([["A", "B"], ["C"], ["D", "E"]], [["C"], ["D", "E"]]) == [1, 2])
    }

    @Test func anExtraTableMatchesNothingAndTheOthersStillMatch() {
        #expect(
            align([["A", "B"], ["C"], ["D", "E"]], [["A", "B"], ["X", "Y"], ["C"], ["D", "E"]]) == [0, nil, 1, 2])
    }

    @Test func aTableMovedOutOfOrderIsLeftUnmatchedAndTheOthersKeepTheirOrder() {
        // The match keeps the documents' order, so of C moved to the front only A and B still match.
        #expect(align([["A"], ["B"], ["C"]], [["C"], ["A"], ["B"]]) == [nil, 0, 1])
        // Of two swapped tables only one can match, equally good either way: the first translated one does.
        #expect(align([["A"], ["B"], ["C"], ["D"]], [["B"], ["A"], ["C"], ["D"]]) == [1, nil, 2, 3])
    }

    @Test func oneMistypedCodeStillMatchesWhenMostCodesAreShared() {
        // 3 × 1 shared − 2 on one side only = 1: the two-row table matches, and the typo is reported on its row.
        #expect(align([["A", "B"]], [["A", "X"]]) == [0])
        // 3 × 2 shared − 2 on one side only = 4.
        #expect(align([["A", "B", "C"]], [["A", "B", "X"]]) == [0])
        // 3 × 1 shared − 6 on one side only = −3: one code in common out of four is not the same table.
        #expect(align([["A", "B", "C", "D"]], [["A", "X", "Y", "Z"]]) == [nil])
        // 3 × 1 shared − 3 on one side only = 0: not positive, so no match either.
        #expect(align([["A", "B", "C"]], [["A", "X"]]) == [nil])
    }

    @Test func aCodeRepeatedInATableCountsOnce() {
        #expect(align([["A", "B", "C", "D"]], [["A", "A", "A", "X", "Y", "Z"]]) == [nil])
        #expect(align([["A", "A", "B"]], [["A", "B"]]) == [0])
    }

    @Test func emptyInputsGiveOneNilPerTranslatedTable() {
        #expect(align([], []) == [])
        #expect(align([["A"]], []) == [])
        #expect(align([], [["A"], ["B"]]) == [nil, nil])
        #expect(align([["A"]], [[]]) == [nil])
        #expect(align([[]], [["A"]]) == [nil])
    }

    @Test func tablesWithTheSameCodesAreToldApartByPosition() {
        #expect(align([["A"], ["B"], ["A"]], [["A"], ["A"]]) == [0, 2])
        #expect(align([["A", "B"], ["A", "B"]], [["A", "B"], ["C"], ["A", "B"]]) == [0, nil, 1])
    }

    @Test func tiesGoToTheEarliestTables() {
        // Equally good matches: the first translated table takes the first source table it can.
        #expect(align([["A"], ["A"]], [["A"]]) == [0])
        #expect(align([["A"]], [["A"], ["A"]]) == [0, nil])
        #expect(align([["A"], ["A"], ["A"]], [["A"], ["A"]]) == [0, 1])
        // A better-scoring pair wins over an earlier one: B, C and D share more with the second source table.
        #expect(align([["A", "B"], ["B", "C", "D"]], [["B", "C", "D"]]) == [1])
    }
}
