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
        // Group changes whose unchanged gap is small enough to share context, then widen by the context.
        var hunks: [ClosedRange<Int>] = []
        var start = firstChange
        var end = firstChange
        for index in changes.dropFirst() {
            if index - end - 1 > 2 * context {
                hunks.append(start...end)
                start = index
            }
            end = index
        }
        hunks.append(start...end)
        var body: [String] = []
        for hunk in hunks {
            let lower = max(0, hunk.lowerBound - context)
            let upper = min(edits.count - 1, hunk.upperBound + context)
            let slice = edits[lower...upper]
            let oldCount = slice.filter { $0.kind != .inserted }.count
            let newCount = slice.filter { $0.kind != .removed }.count
            let oldStart = edits[lower].oldOffset + (oldCount == 0 ? 0 : 1)
            let newStart = edits[lower].newOffset + (newCount == 0 ? 0 : 1)
            body.append("@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@")
            for edit in slice {
                switch edit.kind {
                case .same: body.append(" " + edit.text)
                case .removed: body.append("-" + edit.text)
                case .inserted: body.append("+" + edit.text)
                }
            }
        }
        if body.count > maxLines {
            let left = body.count - maxLines
            body = Array(body.prefix(maxLines)) + ["… \(left) more diff line\(left == 1 ? "" : "s") not shown"]
        }
        lines = ["--- \(oldName)", "+++ \(newName)"] + body
    }

    /// The diff as text, one line each, with a final newline; empty when there is no difference.
    public var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

    /// `start,count`, or `start` alone when the count is 1, as `diff -u` writes it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
