/// Which of several code ranges wins for a code, found by binary search.
///
/// Built from rows listed in order of priority, the first being the most preferred. The number
/// line is cut at every range's bounds into segments that every range either covers whole or
/// not at all; each segment keeps the first row in priority order that covers it. A lookup finds
/// the code's segment by binary search, so it takes O(log rows) however the ranges overlap, and
/// building takes O(rows · log rows).
struct CodeRangeIndex: Sendable {
    /// The first code of each segment, ascending; a segment runs to the next one's start.
    private let starts: [Int]
    /// The winning row of each segment (the caller's position), or -1 when no range covers it.
    private let winners: [Int]

    /// Indexes ranges given in order of priority, each with the position the caller knows it by.
    init(prioritized rows: [(codes: ClosedRange<Int>, position: Int)]) {
        var bounds: [Int] = []
        bounds.reserveCapacity(rows.count * 2)
        for row in rows {
            bounds.append(row.codes.lowerBound)
            if row.codes.upperBound < Int.max {
                bounds.append(row.codes.upperBound + 1)
            }
        }
        bounds.sort()
        var starts: [Int] = []
        starts.reserveCapacity(bounds.count)
        for bound in bounds where starts.last != bound {
            starts.append(bound)
        }
        var winners = [Int](repeating: -1, count: starts.count)
        // nextOpen[i] leads, through path compression, to the first segment at or after i that
        // has no winner yet; starts.count stands for "none".
        var nextOpen = Array(0...starts.count)
        func firstOpen(from segment: Int) -> Int {
            var root = segment
            while nextOpen[root] != root {
                root = nextOpen[root]
            }
            var current = segment
            while nextOpen[current] != root {
                let next = nextOpen[current]
                nextOpen[current] = root
                current = next
            }
            return root
        }
        for row in rows {
            let first = Self.segment(containing: row.codes.lowerBound, in: starts)
            let last =
                row.codes.upperBound == Int.max
                ? starts.count - 1
                : Self.segment(containing: row.codes.upperBound + 1, in: starts) - 1
            guard first >= 0 else { continue }
            var segment = firstOpen(from: first)
            while segment <= last {
                winners[segment] = row.position
                nextOpen[segment] = segment + 1
                segment = firstOpen(from: segment + 1)
            }
        }
        self.starts = starts
        self.winners = winners
    }

    /// The position of the winning row for `code`, or nil when no range covers it.
    func winner(for code: Int) -> Int? {
        let segment = Self.segment(containing: code, in: starts)
        guard segment >= 0 else { return nil }
        let winner = winners[segment]
        return winner >= 0 ? winner : nil
    }

    /// The index of the last start at or below `code`, or -1 when `code` is below every start.
    private static func segment(containing code: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = low + (high - low) / 2
            if starts[middle] <= code {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low - 1
    }
}
