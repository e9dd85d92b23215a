import CCmark

/// How `CMarkReader.inlines(ofEach:warnings:locate:)` parses many cells' texts: the one-line texts joined into
/// one document, a paragraph each after the lead-in with a blank line after it, and the others parsed alone.
struct CellParagraphs: Sendable, Equatable {
    /// The joined document's bytes.
    var bytes: [UInt8] = []
    /// The indices of the texts in `bytes`, in order: text `joined[p]` is paragraph `p`, on line 2 × p + 1.
    var joined: [Int] = []
    /// The indices of the non-empty texts with a line break, to be parsed alone.
    var alone: [Int] = []

    /// Sorts `texts` (empty ones have no inlines and are in neither list).
    init(_ texts: [String]) {
        for (index, text) in texts.enumerated() where !text.isEmpty {
            let start = bytes.count
            bytes.append(contentsOf: CMarkReader.leadIn.utf8)
            bytes.append(contentsOf: text.utf8)
            let isOneLine = bytes.withUnsafeBufferPointer { buffer in
                !buffer[start...].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
            }
            guard isOneLine else {
                // Not a single line (never so for a pipe table's cells): parsed alone.
                bytes.removeSubrange(start...)
                alone.append(index)
                continue
            }
            bytes.append(contentsOf: [UInt8(ascii: "\n"), UInt8(ascii: "\n")])
            joined.append(index)
        }
    }
}

extension CMarkReader {
    /// Parses the joined texts of `paragraphs` in one cmark call and reads paragraph `p` into `result` as the
    /// inlines of text `joined[p]`, without the lead-in and with its positions mapped by `locate`. When the
    /// document is not one paragraph per text after all, each text from the first mismatch on is parsed alone;
    /// when cmark fails, each text is kept as plain text.
    static func readParagraphs(
        of paragraphs: CellParagraphs, texts: [String], into result: inout [[Inline]],
        warnings: inout [ReaderWarning], locate: (_ index: Int, _ line: Int, _ column: Int) -> LineColumn
    ) {
        let joined = paragraphs.joined
        guard let document = parse(bytes: paragraphs.bytes) else {
            for index in joined { result[index] = [.text(texts[index])] }
            return
        }
        defer { cmark_node_free(document) }
        var paragraph = cmark_node_first_child(document)
        for (position, index) in joined.enumerated() {
            let firstLine = 2 * position + 1
            guard let current = paragraph, cmark_node_get_type(current) == CMARK_NODE_PARAGRAPH,
                Int(cmark_node_get_start_line(current)) == firstLine
            else {
                for rest in joined[position...] {
                    result[rest] = inlines(of: texts[rest], warnings: &warnings) { locate(rest, $0, $1) }
                }
                return
            }
            var cell = inlines(inChildrenOf: current, warnings: &warnings) { line, column in
                let line = line - firstLine + 1
                return locate(index, line, line == 1 ? max(column - leadIn.utf8.count, 1) : column)
            }
            dropLeadIn(from: &cell)
            result[index] = cell
            paragraph = cmark_node_next(current)
        }
    }
}
