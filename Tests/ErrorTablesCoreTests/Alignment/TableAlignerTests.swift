import Testing

@testable import ErrorTablesCore

/// The aligner works on candidate pairs only; these tests compare it with the plain dynamic program over
/// every pair of tables (kept here as the reference) on many small random inputs.
@Suite struct TableAlignerTests {
    /// The table-by-table dynamic program the aligner replaced: O(source × translation), exact, and walked
    /// from the front preferring to skip source tables.
    static func reference(source: [[String]], translation: [[String]]) -> [Int?] {
        let n = source.count
        let m = translation.count
        func score(_ i: Int, _ j: Int) -> Int? {
            let a = Set(source[i])
            let b = Set(translation[j])
            let shared = a.intersection(b).count
            guard shared > 0 else { return nil }
            let value = 3 * shared - (a.count + b.count - 2 * shared)
            return value > 0 ? value : nil
        }
        var best = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                var value = max(best[i + 1][j], best[i][j + 1])
                if let pair = score(i, j) { value = max(value, pair + best[i + 1][j + 1]) }
                best[i][j] = value
            }
        }
        var result = [Int?](repeating: nil, count: m)
        var i = 0
        var j = 0
        while i < n && j < m {
            if let pair = score(i, j), pair + best[i + 1][j + 1] == best[i][j] {
                result[j] = i
                i += 1
                j += 1
            } else if best[i + 1][j] == best[i][j] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }

    @Test func matchesTheFullDynamicProgramOnRandomTables() {
        var generator = SplitMix(seed: 8)
        for round in 0..<1_000 {
            let codes = (0..<(2 + round % 5)).map { "C\($0)" }
            func table() -> [String] {
                (0..<(1 + generator.next(3))).map { _ in codes[generator.next(codes.count)] }
            }
            let source = (0..<generator.next(9)).map { _ in table() }
            var translation = source.filter { _ in generator.next(5) != 0 }
            for index in translation.indices where generator.next(4) == 0 { translation[index] = table() }
            if generator.next(3) == 0 { translation.insert(table(), at: generator.next(translation.count + 1)) }
            let expected = Self.reference(source: source, translation: translation)
            let actual = TableAligner.align(source: source, translation: translation)
            #expect(actual == expected, "source \(source), translation \(translation)")
            if actual != expected { return }
        }
    }

    @Test func equalTablesMatchInOrderAndAMissingOneCostsOneTable() {
        let source = Array(repeating: ["A", "B"], count: 5) + [["C"]]
        let translation = Array(repeating: ["A", "B"], count: 4) + [["C"]]
        #expect(TableAligner.align(source: source, translation: translation) == [0, 1, 2, 3, 5])
    }

    @Test func thousandsOfEqualTablesAllMatch() {
        // Every table shares its code with every other: the candidate limits keep this linear.
        let source = Array(repeating: ["A"], count: 5_000)
        let translation = Array(repeating: ["A"], count: 5_000)
        #expect(TableAligner.align(source: source, translation: translation) == Array(0..<5_000))
    }

    @Test func aTranslationLackingTheFirstHundredOfFiveThousandEqualTablesMatchesTheRestInOrder() {
        // Beyond the candidate limits the alignment is no longer the exact optimum, but every translated table
        // still finds a source table, in order, and exactly the hundred missing ones stay untranslated.
        let source = Array(repeating: ["A"], count: 5_000)
        let translation = Array(repeating: ["A"], count: 4_900)
        let matches = TableAligner.align(source: source, translation: translation).compactMap { $0 }
        #expect(matches.count == 4_900)
        #expect(zip(matches, matches.dropFirst()).allSatisfy { $0 < $1 })
    }
}

/// A small deterministic random number generator, so a failure can be replayed.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound` (0 when `bound` is 0).
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return bound > 0 ? Int(z % UInt64(bound)) : 0
    }
}
