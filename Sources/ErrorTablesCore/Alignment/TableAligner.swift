/// Matches a translation's error tables to the source document's tables by their codes and order,
/// never by heading text (translated headings are translated, sometimes mangled).
///
/// The match is an ordered alignment (like a diff) that maximizes, over matched pairs, the score
/// `2 × shared codes − codes only on one side`; a pair is allowed only when that score is positive.
/// Because order is kept, tables with equal code sets are told apart by position, and one missing or
/// extra table in a translation costs one unmatched table, not a cascade over every later one.
public enum TableAligner {
    /// For each translation table, the index of the source table it translates, or `nil` when none fits.
    public static func align(source: [[String]], translation: [[String]]) -> [Int?] {
        let n = source.count
        let m = translation.count
        let sourceSets = source.map(Set.init)
        let translationSets = translation.map(Set.init)
        func score(_ i: Int, _ j: Int) -> Int? {
            let shared = sourceSets[i].intersection(translationSets[j]).count
            let unmatched = sourceSets[i].count + translationSets[j].count - 2 * shared
            let value = 2 * shared - unmatched
            return shared > 0 && value > 0 ? value : nil
        }
        // best[i][j]: the best total for source[i...] against translation[j...].
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
}
