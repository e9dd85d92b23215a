import Testing

@testable import ErrorTablesCore

/// The aligner's steps on their own: the candidates of one translated table, the linking of best alignments,
/// and the walk along the chain.
@Suite struct TableAlignerStepsTests {
    @Test func sourceCodesCountDistinctCodesAndListTablesInOrder() {
        let codes = TableAligner.SourceCodes([["A", "B", "A"], ["B"], ["C", "B"]])
        #expect(codes.sizes == [2, 1, 2])
        #expect(codes.tablesWithCode == ["A": [0], "B": [0, 1, 2], "C": [2]])
    }

    @Test func candidatesKeepPositiveScoresInSourceOrder() {
        let codes = TableAligner.SourceCodes([["A", "B"], ["C", "D", "E"], ["A", "B", "C"]])
        // Against table 0: 3×2 − (2 + 2 − 4) = 6. Table 2: 3×2 − (3 + 2 − 4) = 5. Table 1 shares nothing.
        let found = codes.candidates(["B", "A", "A"], expected: 0)
        #expect(found.map(\.source) == [0, 2])
        #expect(found.map(\.score) == [6, 5])
        // One shared code out of several scores 3 − (3 + 2 − 2) = 0: not a candidate.
        #expect(codes.candidates(["C", "X"], expected: 0).map(\.source) == [])
    }

    @Test func candidatesKeepTheTablesNearestTheExpectedPosition() {
        let count = TableAligner.candidateLimit + 2
        let codes = TableAligner.SourceCodes(Array(repeating: ["A"], count: count))
        // Every table scores 3; the ones farthest from position 0 are dropped.
        let found = codes.candidates(["A"], expected: 0)
        #expect(found.map(\.source) == Array(0..<TableAligner.candidateLimit))
        #expect(Set(found.map(\.score)) == [3])
    }

    @Test func linkingSetsTotalsAndNextAndReturnsTheBestFirstPair() {
        // Translated table 0 may match source 0 (score 2) or 1 (score 5); table 1 only source 1 (score 4).
        var pairs = [
            TableAligner.Pair(source: 0, translation: 0, score: 2),
            TableAligner.Pair(source: 1, translation: 0, score: 5),
            TableAligner.Pair(source: 1, translation: 1, score: 4),
        ]
        let first = TableAligner.linkBestAlignments(&pairs, columns: [0..<2, 2..<3], sourceCount: 2)
        #expect(pairs.map(\.total) == [6, 5, 4])
        #expect(pairs.map(\.next) == [2, nil, nil])
        #expect(first == 0)
        #expect(TableAligner.matches(from: first, pairs: pairs, translationCount: 3) == [0, 1, nil])
    }

    @Test func matchesWithoutAChainAreAllNil() {
        #expect(TableAligner.matches(from: nil, pairs: [], translationCount: 2) == [nil, nil])
    }
}
