/// The inlines of one HTML table cell while they are built: a stack of the open elements (the cell itself,
/// emphasis, strong, links), each with the children still to visit and the inlines built so far. It replaces
/// recursion over the element tree, so nesting costs heap, not stack. Generic over the node so that its steps
/// are tested without libgumbo.
struct HTMLInlineStack<Node> {
    /// What an open element becomes when it is closed.
    enum Kind: Equatable {
        case root, emphasis, strong
        case link(destination: String, title: String)
    }

    private struct Frame {
        var kind: Kind
        var pending: [Node]  // children still to visit, last first
        var built: [Inline] = []
    }

    private var frames: [Frame]

    /// A stack holding only the cell, with its children to visit.
    init(children: [Node]) {
        frames = [Frame(kind: .root, pending: children.reversed())]
    }

    /// How many elements are open, the cell included; 0 once the cell is closed.
    var depth: Int { frames.count }

    /// The next child to visit in the innermost open element, or `nil` when it has none left.
    mutating func nextNode() -> Node? {
        frames.isEmpty ? nil : frames[frames.count - 1].pending.popLast()
    }

    /// Adds an inline to the innermost open element, joined to a text just before it.
    mutating func append(_ inline: Inline) {
        guard !frames.isEmpty else { return }
        let last = frames.count - 1
        if case .text(let new) = inline, case .text(let previous)? = frames[last].built.last {
            frames[last].built[frames[last].built.count - 1] = .text(previous + new)
        } else {
            frames[last].built.append(inline)
        }
    }

    /// Opens an element whose children are visited next and become its content.
    mutating func open(_ kind: Kind, children: [Node]) {
        frames.append(Frame(kind: kind, pending: children.reversed()))
    }

    /// Visits an element's children as part of the innermost open element (the element itself is dropped).
    mutating func inline(children: [Node]) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].pending += children.reversed()
    }

    /// Starts a line for a block inside the cell (`p`, `div`, `li`): a line break, unless nothing comes
    /// before it in the cell.
    mutating func breakLine() {
        guard let innermost = frames.last else { return }
        if !innermost.built.isEmpty || frames.count > 1 { append(.html("<br>")) }
    }

    /// Closes the innermost open element into an inline of the element around it; closing the cell returns
    /// its inlines, without the blank text its markup leaves at the start and end.
    mutating func close() -> [Inline]? {
        guard let done = frames.popLast() else { return [] }
        let inline: Inline
        switch done.kind {
        case .root: return Self.trimmed(done.built)
        case .emphasis: inline = .emphasis(done.built)
        case .strong: inline = .strong(done.built)
        case .link(let destination, let title): inline = .link(destination: destination, title: title, done.built)
        }
        append(inline)
        return nil
    }

    /// Inlines without the blank text a cell's markup leaves at its start and end.
    static func trimmed(_ inlines: [Inline]) -> [Inline] {
        var result = inlines
        if case .text(let first)? = result.first {
            let rest = String(first.drop { $0 == " " })
            if rest.isEmpty { result.removeFirst() } else { result[0] = .text(rest) }
        }
        if case .text(let last)? = result.last {
            let rest = String(last.trimmingTrailingSpaces())
            if rest.isEmpty { result.removeLast() } else { result[result.count - 1] = .text(rest) }
        }
        return result
    }
}
