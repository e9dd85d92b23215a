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
/// Only pairs that share a code are candidates, and the best chain of candidates is found with a
/// max-tree over source positions, so the cost grows with the number of candidates (times a logarithm),
/// not with source tables × translated tables. To keep that number linear in the tables, a code listed in
/// more than `codeFanOut` source tables counts only for the `codeFanOut` of them nearest the translated
/// table's proportional position, and a translated table keeps at most `candidateLimit` candidates (best
/// score first, then nearest that position). Documents with fewer repetitions get the exact best alignment.
public enum TableAligner {
    /// How many source tables one code of a translated table is compared with at most.
    public static let codeFanOut = 64
    /// How many source tables one translated table can be matched with at most.
    public static let candidateLimit = 64

    /// A candidate pair and what the alignment learns about it.
    struct Pair: Equatable {
        var source: Int
        var translation: Int
        var score: Int
        /// The best total of an alignment whose first pair is this one.
        var total = 0
        /// The pair that follows this one in that alignment.
        var next: Int?
    }

    /// For each translation table, the index of the source table it translates, or `nil` when none fits.
    public static func align(source: [[String]], translation: [[String]]) -> [Int?] {
        let m = translation.count
        guard !source.isEmpty, m > 0 else { return [Int?](repeating: nil, count: m) }
        let codes = SourceCodes(source)
        // Candidate pairs, column by column (translation order), each column in source order.
        var pairs: [Pair] = []
        var columns: [Range<Int>] = []
        for (j, tableCodes) in translation.enumerated() {
            let start = pairs.count
            pairs += codes.candidates(tableCodes, expected: j * source.count / m).map {
                Pair(source: $0.source, translation: j, score: $0.score)
            }
            columns.append(start..<pairs.count)
        }
        let first = linkBestAlignments(&pairs, columns: columns, sourceCount: source.count)
        return matches(from: first, pairs: pairs, translationCount: m)
    }

    /// The source tables' codes, indexed to find the tables that share a code with a translated table.
    struct SourceCodes {
        /// The number of distinct codes of each source table.
        let sizes: [Int]
        /// For each code, the source tables listing it, in order.
        let tablesWithCode: [String: [Int]]

        init(_ source: [[String]]) {
            sizes = source.map { Set($0).count }
            var tablesWithCode: [String: [Int]] = [:]
            for (index, codes) in source.enumerated() {
                for code in Set(codes) { tablesWithCode[code, default: []].append(index) }
            }
            self.tablesWithCode = tablesWithCode
        }

        /// The source tables a translated table with `codes` may be matched with and their positive scores,
        /// in source order: each code counts for the `codeFanOut` tables nearest `expected`, and at most
        /// `candidateLimit` tables are kept (best score first, then nearest `expected`).
        func candidates(_ codes: [String], expected: Int) -> [(source: Int, score: Int)] {
            let unique = Set(codes)
            var shared: [Int: Int] = [:]
            for code in unique {
                let tables = tablesWithCode[code] ?? []
                for index in TableAligner.nearest(tables, to: expected, count: TableAligner.codeFanOut) {
                    shared[index, default: 0] += 1
                }
            }
            var column: [(source: Int, score: Int)] = []
            for (index, count) in shared {
                let value = 3 * count - (sizes[index] + unique.count - 2 * count)
                if value > 0 { column.append((index, value)) }
            }
            if column.count > TableAligner.candidateLimit {
                column.sort { a, b in
                    a.score != b.score
                        ? a.score > b.score
                        : (abs(a.source - expected), a.source) < (abs(b.source - expected), b.source)
                }
                column.removeLast(column.count - TableAligner.candidateLimit)
            }
            column.sort { $0.source < $1.source }
            return column
        }
    }

    /// Sets each pair's `total` and `next`, from the last column to the first: a pair's total is its score plus
    /// the best total of a pair below and to the right of it, found in a tree holding the pairs of the columns
    /// after it. Returns the first pair of the best alignment of all tables.
    static func linkBestAlignments(_ pairs: inout [Pair], columns: [Range<Int>], sourceCount: Int) -> Int? {
        var tree = SuffixMaxTree(count: sourceCount)
        /// The first pair of the best alignment of source tables from `sourceStart` on against translated
        /// tables from `column` on (the tree holds those columns). Among equally good ones it is the pair a
        /// walk from the front takes when it prefers skipping source tables: the one in `column` with the
        /// lowest source index if there is one, else the one with the highest source index.
        func first(from sourceStart: Int, column: Int, pairs: [Pair]) -> Int? {
            guard let best = tree.best(from: sourceStart, pairs: pairs) else { return nil }
            guard pairs[best].translation == column else { return best }
            return columns[column].first { pairs[$0].source >= sourceStart && pairs[$0].total == pairs[best].total }
        }
        let m = columns.count
        for j in stride(from: m - 1, through: 0, by: -1) {
            for index in columns[j] {
                let next = j + 1 < m ? first(from: pairs[index].source + 1, column: j + 1, pairs: pairs) : nil
                pairs[index].next = next
                pairs[index].total = pairs[index].score + (next.map { pairs[$0].total } ?? 0)
            }
            for index in columns[j] { tree.insert(index, pairs: pairs) }
        }
        return m > 0 ? first(from: 0, column: 0, pairs: pairs) : nil
    }

    /// The source table of each translated table along the chain of pairs that starts at `first`.
    static func matches(from first: Int?, pairs: [Pair], translationCount: Int) -> [Int?] {
        var result = [Int?](repeating: nil, count: translationCount)
        var current = first
        while let index = current {
            result[pairs[index].translation] = pairs[index].source
            current = pairs[index].next
        }
        return result
    }

    /// Up to `count` of the sorted `indices`, those nearest `position`.
    private static func nearest(_ indices: [Int], to position: Int, count: Int) -> ArraySlice<Int> {
        guard indices.count > count else { return indices[...] }
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < position { low = middle + 1 } else { high = middle }
        }
        let start = min(max(0, low - count / 2), indices.count - count)
        return indices[start..<(start + count)]
    }

    /// A Fenwick tree over source positions answering "the best pair at or after this source index" among the
    /// pairs inserted so far: highest total, then lowest translation index, then highest source index.
    private struct SuffixMaxTree {
        private var nodes: [Int?]
        private let count: Int

        init(count: Int) {
            self.count = count
            nodes = [Int?](repeating: nil, count: count + 1)
        }

        private static func better(_ a: Int, than b: Int?, pairs: [Pair]) -> Bool {
            guard let b else { return true }
            let x = pairs[a]
            let y = pairs[b]
            if x.total != y.total { return x.total > y.total }
            if x.translation != y.translation { return x.translation < y.translation }
            return x.source > y.source
        }

        mutating func insert(_ pair: Int, pairs: [Pair]) {
            // Position p counts from the end, so a prefix of positions is a suffix of source indices.
            var position = count - pairs[pair].source
            while position <= count {
                if Self.better(pair, than: nodes[position], pairs: pairs) { nodes[position] = pair }
                position += position & -position
            }
        }

        func best(from source: Int, pairs: [Pair]) -> Int? {
            guard source < count else { return nil }
            var result: Int?
            var position = count - source
            while position > 0 {
                if let candidate = nodes[position], Self.better(candidate, than: result, pairs: pairs) {
                    result = candidate
                }
                position -= position & -position
            }
            return result
        }
    }
}
