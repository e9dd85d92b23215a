extension Array where Element == Inline {
    /// The inlines written back as CommonMark (for doc comments): code spans, emphasis and links kept,
    /// literal text escaped so it stays literal, `<br>` and hard breaks as line breaks, other HTML dropped.
    public var markdown: String {
        var result = ""
        for inline in self {
            switch inline {
            case .text(let text): result += Inline.escapedMarkdown(text)
            case .code(let code): result += Inline.codeSpan(code)
            case .emphasis(let children): result += "*" + children.markdown + "*"
            case .strong(let children): result += "**" + children.markdown + "**"
            case .link(let destination, _, let children):
                result += "[" + children.markdown + "](" + Inline.linkDestination(destination) + ")"
            case .image(_, _, let children): result += children.markdown
            case .html(let html): if Inline.isBreakTag(html) { result += "\n" }
            case .softBreak: result += " "
            case .lineBreak: result += "\n"
            }
        }
        return String(result.trimmingSpacesAndNewlines())
    }
}

extension Inline {
    /// Backslash-escapes the characters that would start Markdown syntax inside a line.
    ///
    /// Works on UTF-8 bytes: a special ASCII byte between two ASCII bytes (or the text's ends) is a character
    /// of its own. Where a special byte has a non-ASCII neighbour it may belong to a larger character (`*`
    /// followed by a combining mark), which is left as it is: such text goes the `Character` way.
    static func escapedMarkdown(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        var previous: UInt8 = 0
        var pendingSpecial = false
        for byte in text.utf8 {
            if pendingSpecial && byte >= 0x80 { return escapedMarkdownByCharacter(text) }
            pendingSpecial = false
            if isMarkdownSpecial(byte) {
                if previous >= 0x80 { return escapedMarkdownByCharacter(text) }
                bytes.append(UInt8(ascii: "\\"))
                pendingSpecial = true
            }
            bytes.append(byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `escapedMarkdown(_:)` one `Character` at a time.
    static func escapedMarkdownByCharacter(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*[]<".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func isMarkdownSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "<"):
            true
        default: false
        }
    }

    /// A code span whose backtick fence is longer than any run of backticks inside it. The fence is never two
    /// backticks, which DocC reads as a symbol link, so a span holding single backticks gets three.
    static func codeSpan(_ code: String) -> String {
        var longest = 0
        var current = 0
        for character in code {
            current = character == "`" ? current + 1 : 0
            longest = Swift.max(longest, current)
        }
        let fence = String(repeating: "`", count: longest == 1 ? 3 : longest + 1)
        let padded = code.hasPrefix("`") || code.hasSuffix("`") ? " \(code) " : code
        return fence + padded + fence
    }

    /// A link destination that cannot end the link early.
    static func linkDestination(_ destination: String) -> String {
        if destination.contains(where: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" }) {
            return "<"
                + destination.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E")
                + ">"
        }
        return destination
    }
}
