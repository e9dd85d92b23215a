/// A line-by-line difference of two texts, computed in-process with Myers' O(ND) algorithm: the shortest
/// edit script that turns the old lines into the new ones.
///
/// Common leading and trailing lines are taken off first, so a local change in a long file costs little;
/// when the remaining lines differ in more than `maxEditDistance` places the middle is reported as removed
/// and inserted as a whole (still a correct diff, only not the shortest).
public enum LineDiff {
    /// One line of the edit script.
    public struct Edit: Sendable, Equatable {
        /// What happens to the line.
        public enum Kind: Sendable, Equatable { case same, removed, inserted }

        /// Kept, removed from the old text, or inserted from the new one.
        public var kind: Kind
        /// The line, without its line ending.
        public var text: String
        /// How many old lines come before this one (the 0-based old line index for `same` and `removed`).
        public var oldOffset: Int
        /// How many new lines come before this one (the 0-based new line index for `same` and `inserted`).
        public var newOffset: Int

        /// Creates an edit.
        public init(_ kind: Kind, _ text: String, oldOffset: Int, newOffset: Int) {
            self.kind = kind
            self.text = text
            self.oldOffset = oldOffset
            self.newOffset = newOffset
        }
    }

    /// The lines of a text: split at `\n`, with a final line ending not starting another line.
    public static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// The edit script from `old` to `new`: every line of both, in order, as `same`, `removed` or `inserted`.
    public static func edits(from old: [String], to new: [String], maxEditDistance: Int = 2000) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var result: [Edit] = []
        for index in 0..<prefix { result.append(Edit(.same, old[index], oldOffset: index, newOffset: index)) }
        let middle = shortestEdits(a, b, maxEditDistance: maxEditDistance) ?? wholesale(a, b)
        result += middle.map { edit in
            Edit(edit.kind, edit.text, oldOffset: edit.oldOffset + prefix, newOffset: edit.newOffset + prefix)
        }
        for index in 0..<suffix {
            let oldIndex = old.count - suffix + index
            result.append(Edit(.same, old[oldIndex], oldOffset: oldIndex, newOffset: new.count - suffix + index))
        }
        return result
    }

    /// Every old line removed, then every new line inserted.
    private static func wholesale(_ a: [String], _ b: [String]) -> [Edit] {
        a.indices.map { Edit(.removed, a[$0], oldOffset: $0, newOffset: 0) }
            + b.indices.map { Edit(.inserted, b[$0], oldOffset: a.count, newOffset: $0) }
    }

    /// Myers' greedy forward search, keeping each round's furthest-reaching points to walk back the path;
    /// `nil` when more than `maxEditDistance` edits are needed.
    private static func shortestEdits(_ a: [String], _ b: [String], maxEditDistance: Int) -> [Edit]? {
        furthestReachingRounds(a, b, maxEditDistance: maxEditDistance).map { editsWalkingBack($0, a, b) }
    }

    /// The forward search: `rounds[d][k + d]` is the furthest old offset reached on diagonal `k` (old offset
    /// minus new offset) with `d` edits, round by round until one reaches the end of both; `nil` when that takes
    /// more than `maxEditDistance` rounds.
    static func furthestReachingRounds(_ a: [String], _ b: [String], maxEditDistance: Int) -> [[Int]]? {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maxEditDistance)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var rounds: [[Int]] = []
        for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    rounds.append(Array(furthest[(offset - d)...(offset + d)]))
                    return rounds
                }
            }
            rounds.append(Array(furthest[(offset - d)...(offset + d)]))
        }
        return nil
    }

    /// The edit script that `rounds` (from `furthestReachingRounds`, whose last round reaches the end) found,
    /// walked back from the end of both texts, one edit and its run of same lines per round.
    static func editsWalkingBack(_ rounds: [[Int]], _ a: [String], _ b: [String]) -> [Edit] {
        var reversed: [Edit] = []
        var x = a.count
        var y = b.count
        for d in stride(from: rounds.count - 1, to: 0, by: -1) {
            let previous = rounds[d - 1]
            let k = x - y
            let down = k == -d || (k != d && previous[k - 1 + d - 1] < previous[k + 1 + d - 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[previousK + d - 1]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(Edit(.same, a[x], oldOffset: x, newOffset: y))
            }
            if down {
                y -= 1
                reversed.append(Edit(.inserted, b[y], oldOffset: x, newOffset: y))
            } else {
                x -= 1
                reversed.append(Edit(.removed, a[x], oldOffset: x, newOffset: y))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            reversed.append(Edit(.same, a[x], oldOffset: x, newOffset: y))
        }
        return reversed.reversed()
    }
}
