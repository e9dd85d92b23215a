/// Inline Markdown content, as cmark parses it.
public indirect enum Inline: Sendable, Equatable {
    /// Literal text.
    case text(String)
    /// A code span's content.
    case code(String)
    /// `*emphasis*`.
    case emphasis([Inline])
    /// `**strong**`.
    case strong([Inline])
    /// A link and its text.
    case link(destination: String, title: String, [Inline])
    /// An image and its description.
    case image(source: String, title: String, [Inline])
    /// Raw inline HTML such as `<br>` or `<sup>`.
    case html(String)
    /// A line ending inside a paragraph.
    case softBreak
    /// A hard line break (two spaces or a backslash before the line ending).
    case lineBreak
}

extension Inline {
    /// Whether raw HTML is a line break tag: `<br>`, `<br/>`, `<br />` in any case.
    static func isBreakTag(_ html: String) -> Bool {
        let compact = html.lowercased().filter { !$0.isWhitespace }
        return compact == "<br>" || compact == "<br/>"
    }
}

extension Array where Element == Inline {
    /// The text a reader sees, trimmed: code-span contents kept, emphasis and link markup dropped,
    /// `<br>` and hard breaks as `\n`, soft breaks as a space, other inline HTML dropped.
    public var plainText: String {
        var result = ""
        appendPlainText(to: &result)
        return String(result.trimmingSpacesAndNewlines())
    }

    func appendPlainText(to result: inout String) {
        for inline in self {
            switch inline {
            case .text(let text), .code(let text): result += text
            case .emphasis(let children), .strong(let children): children.appendPlainText(to: &result)
            case .link(_, _, let children), .image(_, _, let children): children.appendPlainText(to: &result)
            case .html(let html): if Inline.isBreakTag(html) { result += "\n" }
            case .softBreak: result += " "
            case .lineBreak: result += "\n"
            }
        }
    }

    /// The contents of every code span, in order, including those nested in emphasis and links.
    public var codeSpans: [String] {
        flatMap { inline -> [String] in
            switch inline {
            case .code(let code): [code]
            case .emphasis(let children), .strong(let children): children.codeSpans
            case .link(_, _, let children), .image(_, _, let children): children.codeSpans
            case .text, .html, .softBreak, .lineBreak: []
            }
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines.
    func trimmingSpacesAndNewlines() -> SubSequence {
        // Text whose first and last characters are visible ASCII has nothing to trim (the common case, found
        // without looking up any character's properties).
        if let first = first?.asciiValue, let last = last?.asciiValue, Self.isASCIIVisible(first),
            Self.isASCIIVisible(last)
        {
            return self[startIndex..<endIndex]
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return self[endIndex...] }
        return self[first...last]
    }

    private static func isASCIIVisible(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}
