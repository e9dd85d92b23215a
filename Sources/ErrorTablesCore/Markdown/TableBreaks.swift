import CCmark

/// The blank lines the reader puts after tables that end inside a cmark paragraph (see
/// `CMarkReader.read`), and the search for them.
///
/// Putting in one blank line changes how cmark reads what follows it, so the places cannot all be found
/// from one parse. Reading the whole document again after each one took time quadratic in the number of
/// tables; instead the search reads windows of the document: cmark reads a top-level block the same way
/// whatever came before it (its reading of a line depends only on the blocks still open, and none is open
/// where a top-level block starts), so a window may start at any top-level block. The last top-level
/// block of a window may be cut short by the window's end, so the next window starts there; a window
/// too small for the blocks in it is doubled. Each break found is trusted only when the line after it
/// lies in the window; reading goes on right after it when one line can open its containers again
/// (block quotes, or list items: `TableBreak.opener`), otherwise from the top-level block holding it.
/// In all, each line is read a bounded number of times, except that in a list inside a block quote (or
/// the reverse) the lines of the top-level block are read again for each table that ends inside a
/// paragraph there. The search only finds the places: the blocks come from one final read of the whole
/// text, so link reference definitions anywhere still apply, and a break the search missed would still
/// be found there (by reading the whole text again).
struct TableBreaks {
    /// One blank line put in.
    private struct Insertion {
        /// The source line it goes after.
        var after: Int
        /// The markers of the table's containers.
        var prefix: String
        /// The line that opens a window starting after it (see `TableBreak.opener`).
        var opener: String?
    }

    /// A stretch of the source with the blank lines put in so far.
    struct Window {
        /// The text to parse.
        var text: SourceText
        /// For each line of `text` (index 0 unused): its source line number, or minus the number of the
        /// source line a blank line put in follows.
        var origin: [Int]
    }

    let source: SourceText
    private var insertions: [Insertion] = []

    init(source: SourceText) {
        self.source = source
    }

    /// Whether any blank line was put in.
    var hasInsertions: Bool { !insertions.isEmpty }

    /// The whole text with the blank lines put in so far.
    func text() -> Window {
        guard hasInsertions else {
            return Window(text: source, origin: Array(0...source.lines.count))
        }
        return window(from: 1, through: source.lines.count)
    }

    /// Maps a position in `text()` back to the source. A position on a blank line put in (only a
    /// container's end can be there) goes to the end of the line before it.
    static func positionMap(_ window: Window, source: SourceText) -> (LineColumn) -> LineColumn {
        { position in
            guard position.line >= 1, position.line < window.origin.count else { return position }
            let origin = window.origin[position.line]
            if origin > 0 { return LineColumn(origin, position.column) }
            return LineColumn(-origin, max(source.line(-origin).utf8.count, 1))
        }
    }

    /// The source lines `first...last` with the blank lines put in after them, and with the one put in
    /// before `first` when `afterBlankLine`.
    func window(from first: Int, through last: Int, afterBlankLine: Bool = false) -> Window {
        var lines: [Substring] = []
        var origin = [0]
        var next = firstInsertion(after: first - 1)
        if afterBlankLine, next > 0, insertions[next - 1].after == first - 1 {
            let insertion = insertions[next - 1]
            lines.append(Substring(insertion.opener ?? insertion.prefix))
            origin.append(-(first - 1))
        }
        if first <= last {
            for number in first...last {
                lines.append(source.line(number))
                origin.append(number)
                while next < insertions.count, insertions[next].after == number {
                    lines.append(Substring(insertions[next].prefix))
                    origin.append(-number)
                    next += 1
                }
            }
        }
        return Window(text: SourceText(path: source.path, normalizedLines: lines.map(String.init)), origin: origin)
    }

    /// The index of the first insertion after source line `line` or later than it.
    private func firstInsertion(after line: Int) -> Int {
        var low = 0
        var high = insertions.count
        while low < high {
            let middle = (low + high) / 2
            if insertions[middle].after <= line { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Records a break found in `window`. Returns `false` when it adds nothing (a break on a blank
    /// line put in, or one already recorded), which would mean no progress.
    @discardableResult
    mutating func insert(_ tableBreak: TableBreak, in window: Window) -> Bool {
        guard tableBreak.line >= 1, tableBreak.line < window.origin.count else { return false }
        let after = window.origin[tableBreak.line]
        guard after > 0 else { return false }
        let index = firstInsertion(after: after)
        if index > 0, insertions[index - 1].after == after { return false }
        insertions.insert(Insertion(after: after, prefix: tableBreak.prefix, opener: tableBreak.opener), at: index)
        return true
    }

    /// The window size, in source lines, that a search starts with.
    private static let initialWindow = 256

    /// Where to read again after a break found in `window`: right after the table when its containers can
    /// be opened again by one line (so that a chain of tables in one long block quote or list item is read
    /// in linear time), otherwise from the top-level block the break names. Empty list items followed by
    /// a blank line would end, so a list item's table followed by a blank line is read from the top.
    func resumption(after tableBreak: TableBreak, in window: Window) -> (line: Int, afterBlankLine: Bool)? {
        if let opener = tableBreak.opener, tableBreak.line >= 1, tableBreak.line < window.origin.count,
            window.origin[tableBreak.line] > 0
        {
            let next = window.origin[tableBreak.line] + 1
            // An empty list item followed by a blank line would end; the blank line put in does not end it.
            if opener == tableBreak.prefix || !source.line(next).trimmingSpaces().isEmpty { return (next, true) }
        }
        guard tableBreak.restart >= 1, tableBreak.restart < window.origin.count, window.origin[tableBreak.restart] > 0
        else { return nil }
        return (window.origin[tableBreak.restart], false)
    }

    /// Finds the breaks from source line `start` on, which must start a top-level block, or follow a
    /// blank line put in after a table in block quotes (`afterBlankLine`).
    mutating func findRemaining(from start: Int, afterBlankLine: Bool) {
        var start = start
        var afterBlankLine = afterBlankLine
        var size = Self.initialWindow
        // Each round moves on, adds a break or doubles the window: this bounds the rounds generously.
        var rounds = 0
        let maximumRounds = 4 * (source.lines.count + 64)
        while rounds < maximumRounds, start >= 1, start <= source.lines.count {
            rounds += 1
            let last = start + min(size, source.lines.count) - 1
            let isCut = last < source.lines.count
            let window = self.window(
                from: start, through: min(last, source.lines.count), afterBlankLine: afterBlankLine)
            guard let document = CMarkReader.parse(window.text.text) else { return }
            defer { cmark_node_free(document) }
            var walker = BlockWalker(source: window.text, probing: true)
            do throws(TableBreak) {
                _ = try walker.blocks(of: document)
                guard isCut else { return }
                // Move on to the last top-level block, unless it is the first or a table read into it.
                guard let next = walker.lastTopLevelStart, next < window.origin.count, window.origin[next] > start,
                    walker.topLevelConsumedThrough < next
                else {
                    size *= 2
                    continue
                }
                start = window.origin[next]
                afterBlankLine = false
                size = Self.initialWindow
            } catch {
                if isCut && error.isInLastTopLevelBlock && error.line >= window.text.lines.count {
                    size *= 2
                    continue
                }
                guard insert(error, in: window), let resume = resumption(after: error, in: window) else { return }
                (start, afterBlankLine) = (resume.line, resume.afterBlankLine)
            }
        }
    }
}
