/// A short unified diff (`diff -u` style) of two texts, computed in-process with `LineDiff`: hunks with a
/// few lines of context, cut after a number of lines so a report stays readable.
///
/// ```
/// --- generated/FirebaseAuthErrorCodes.swift (checked in)
/// +++ generated/FirebaseAuthErrorCodes.swift (from the spec)
/// @@ -12,7 +12,7 @@
///    /// A network error occurred during the operation.
/// -  case networkError = 17020
/// +  case networkError = 17021
/// ```
public struct UnifiedDiff: Sendable, Equatable {
    /// The diff's lines, the two file headers first; empty when the texts have the same lines.
    public var lines: [String]
    /// The 1-based line of the old text where the first difference is (at least 1, at most its last line),
    /// or `nil` when there is none.
    public var firstChangedOldLine: Int?

    /// The diff from `old` to `new`, with `context` unchanged lines around each change and at most
    /// `maxLines` lines after the headers (then one line saying how many were left out).
    public init(old: String, new: String, oldName: String, newName: String, context: Int = 3, maxLines: Int = 20) {
        let oldLines = LineDiff.lines(old)
        let edits = LineDiff.edits(from: oldLines, to: LineDiff.lines(new))
        let changes = edits.indices.filter { edits[$0].kind != .same }
        guard let firstChange = changes.first else {
            lines = []
            firstChangedOldLine = nil
            if old != new {
                lines = [
                    "--- \(oldName)", "+++ \(newName)", "(the texts differ only in line endings or the final newline)",
                ]
                firstChangedOldLine = max(1, oldLines.count)
            }
            return
        }
        // An insertion after the last line points at the last line.
        firstChangedOldLine = max(1, min(edits[firstChange].oldOffset + 1, oldLines.count))
        let body = Self.hunks(grouping: changes, context: context).flatMap { hunk in
            Self.hunkLines(hunk, of: edits, context: context)
        }
        lines = ["--- \(oldName)", "+++ \(newName)"] + Self.cut(body, maxLines: maxLines)
    }

    /// The changes (indices into the edits, ascending, at least one) grouped into hunks: changes whose unchanged
    /// gap is at most twice the context share one, so their context lines would touch or overlap.
    static func hunks(grouping changes: [Int], context: Int) -> [ClosedRange<Int>] {
        guard let first = changes.first else { return [] }
        var hunks: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changes.dropFirst() {
            if index - end - 1 > 2 * context {
                hunks.append(start...end)
                start = index
            }
            end = index
        }
        hunks.append(start...end)
        return hunks
    }

    /// One hunk's `@@` header and lines: the edits from `context` before its first change to `context` after its
    /// last, each marked ` `, `-` or `+`.
    static func hunkLines(_ hunk: ClosedRange<Int>, of edits: [LineDiff.Edit], context: Int) -> [String] {
        let lower = max(0, hunk.lowerBound - context)
        let upper = min(edits.count - 1, hunk.upperBound + context)
        let slice = edits[lower...upper]
        let oldCount = slice.filter { $0.kind != .inserted }.count
        let newCount = slice.filter { $0.kind != .removed }.count
        let oldStart = edits[lower].oldOffset + (oldCount == 0 ? 0 : 1)
        let newStart = edits[lower].newOffset + (newCount == 0 ? 0 : 1)
        return ["@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"]
            + slice.map { edit in
                switch edit.kind {
                case .same: " " + edit.text
                case .removed: "-" + edit.text
                case .inserted: "+" + edit.text
                }
            }
    }

    /// The first `maxLines` lines of `body`, then one line saying how many were left out, when there are more.
    static func cut(_ body: [String], maxLines: Int) -> [String] {
        guard body.count > maxLines else { return body }
        let left = body.count - maxLines
        return Array(body.prefix(maxLines)) + ["… \(left) more diff line\(left == 1 ? "" : "s") not shown"]
    }

    /// The diff as text, one line each, with a final newline; empty when there is no difference.
    public var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

    /// `start,count`, or `start` alone when the count is 1, as `diff -u` writes it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
