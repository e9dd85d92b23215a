/// Matches a translation's error tables to the source document's tables by their codes and order,
/// never by heading text (translated headings are translated, sometimes mangled).
///
/// The match is an ordered alignment (like a diff) that maximizes, over matched pairs, the score
/// `3 × shared codes − codes only on one side`; a pair is allowed only when that score is positive, so a
/// two-row table with one mistyped code still matches (and the typo is reported on its row), while tables
/// that share one code out of several do not.
/// Because order is kept, tables with equal code sets are told apart by position, and one missing or
/// extra table in a translation costs one unmatched table, not a cascade over every later one.
///
/// Shared codes are counted through an index from code to source tables, so only pairs that share a
/// code cost anything; the alignment itself is O(source tables × translated tables) integer steps.
public enum TableAligner {
    /// For each translation table, the index of the source table it translates, or `nil` when none fits.
    public static func align(source: [[String]], translation: [[String]]) -> [Int?] {
        let n = source.count
        let m = translation.count
        let sourceSizes = source.map { Set($0).count }
        var tablesWithCode: [String: [Int]] = [:]
        for (index, codes) in source.enumerated() {
            for code in Set(codes) { tablesWithCode[code, default: []].append(index) }
        }
        // scores[j][i]: the pair's score, only for pairs that share a code and score above zero.
        let scores: [[Int: Int]] = translation.map { codes in
            let unique = Set(codes)
            var shared: [Int: Int] = [:]
            for code in unique {
                for index in tablesWithCode[code] ?? [] { shared[index, default: 0] += 1 }
            }
            var result: [Int: Int] = [:]
            for (index, count) in shared {
                let value = 3 * count - (sourceSizes[index] + unique.count - 2 * count)
                if value > 0 { result[index] = value }
            }
            return result
        }
        // best[i][j]: the best total for source[i...] against translation[j...].
        var best = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                var value = max(best[i + 1][j], best[i][j + 1])
                if let pair = scores[j][i] { value = max(value, pair + best[i + 1][j + 1]) }
                best[i][j] = value
            }
        }
        var result = [Int?](repeating: nil, count: m)
        var i = 0
        var j = 0
        while i < n && j < m {
            if let pair = scores[j][i], pair + best[i + 1][j + 1] == best[i][j] {
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
