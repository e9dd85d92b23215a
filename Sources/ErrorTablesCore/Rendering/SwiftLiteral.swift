import Foundation

/// Text made safe for Swift source: string literals that round-trip any text, identifiers that compile,
/// and doc comments that nothing in the docs can break out of.
public enum SwiftLiteral {
    /// A one-line string literal holding exactly `text`.
    ///
    /// Backslashes and quotes are escaped (so `\(`, `"""` and `#` stay text), line breaks and other
    /// control characters, bidirectional-override and invisible format characters become `\u{…}`
    /// escapes; every other character, Devanagari and emoji included, is written as itself.
    public static func string(_ text: String) -> String {
        var result = EscapedText(capacity: text.utf8.count + 2)
        result.append(UInt8(ascii: "\""))
        EscapedText.forEach(in: text) { byte in
            if result.appendSharedEscape(byte) { return }
            switch byte {
            case 0: result.append("\\0")
            case 0x01..<0x20, 0x7F: appendEscape(UInt32(byte), to: &result)
            default: result.append(byte)
            }
        } scalar: { scalar, bytes in
            if needsEscape(scalar) { appendEscape(scalar.value, to: &result) } else { result.append(bytes) }
        }
        result.append(UInt8(ascii: "\""))
        return result.string
    }

    /// `\u{…}` with the scalar's value in uppercase hexadecimal.
    private static func appendEscape(_ value: UInt32, to result: inout EscapedText) {
        result.append("\\u{")
        result.appendHex(value)
        result.append(UInt8(ascii: "}"))
    }

    /// Whether a scalar is written as an escape: controls, separators, format characters such as
    /// right-to-left overrides and zero-width joiners standing alone, and unassigned code points.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value < 0x1_0000 else { return needsEscapeByCategory(scalar) }
        return basicPlaneEscapes[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
    }

    /// `needsEscape` for every scalar of the Basic Multilingual Plane, one bit each, worked out once from the
    /// general categories: a bit test instead of a category lookup for each character of every text.
    private static let basicPlaneEscapes: [UInt64] = {
        var words = [UInt64](repeating: 0, count: 0x1_0000 / 64)
        for value in UInt32(0)..<0x1_0000 {
            // Surrogate code points are no scalars; they need an escape (they cannot occur in a String).
            let escape = Unicode.Scalar(value).map(needsEscapeByCategory) ?? true
            if escape { words[Int(value >> 6)] |= 1 << UInt64(value & 63) }
        }
        return words
    }()

    /// `needsEscape` from the scalar's general category.
    static func needsEscapeByCategory(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse: return true
        case .format: return scalar.value != 0x200D  // keep ZWJ so emoji sequences read as written
        default: return false
        }
    }

    /// Swift's reserved words, which need backticks as names.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// An identifier made valid: characters outside `[A-Za-z0-9_]` become `_`, a leading digit gets a `_`
    /// in front, and a reserved word such as `default` is written between backticks.
    public static func identifier(_ name: String) -> String {
        var cleaned = String(
            name.unicodeScalars.map { scalar -> Character in
                let isValid =
                    scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar)
                return isValid ? Character(scalar) : "_"
            })
        if cleaned.isEmpty { cleaned = "_unnamed" }
        if let first = cleaned.unicodeScalars.first, ("0"..."9").contains(first) { cleaned = "_" + cleaned }
        return keywords.contains(cleaned) ? "`\(cleaned)`" : cleaned
    }

    /// The name a member is referred to with after a dot: keywords other than a few need no backticks
    /// there, but backticks are always accepted, so the declared spelling is reused.
    public static func memberReference(_ name: String) -> String { identifier(name) }

    /// Doc-comment lines (`/// …`) for text, wrapped at word boundaries to fit `width` columns: one
    /// paragraph per text line, control and format characters replaced by their `U+XXXX` names so nothing
    /// can end the comment or reorder what a reader sees, no wrapped line starting with text Markdown
    /// would read as a list item, heading or quote, and such text at the start of a text line escaped
    /// (`- Returns:` → `\- Returns:`), so a description cannot add doc-comment fields or blocks.
    public static func docComment(_ text: String, width: Int = .max) -> [String] {
        var result: [String] = []
        for line in lines(of: text) {
            let visibleLine = visible(line)
            // In ASCII text each byte is a character: words split at space bytes and are measured in bytes.
            let isASCII = visibleLine.utf8.allSatisfy { $0 < 0x80 }
            let words =
                isASCII
                ? visibleLine.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
                : visibleLine.split(separator: " ")
            guard let first = words.first else {
                result.append("///")
                continue
            }
            var current = escapedBlockStart(first)
            // The line's length kept as it grows: `current.count` would count the whole line for every word.
            var length = isASCII ? current.utf8.count : current.count
            for word in words.dropFirst() {
                let wordLength = isASCII ? word.utf8.count : word.count
                if 4 + length + 1 + wordLength <= width || startsBlock(word) {
                    current += " " + word
                    length += 1 + wordLength
                } else {
                    result.append("/// " + current)
                    current = String(word)
                    length = wordLength
                }
            }
            result.append("/// " + current)
        }
        return result
    }

    /// The text split at line feeds, empty lines kept, as `text.split(separator: "\n")` splits it: at the bytes
    /// when the text has no carriage return (a line feed is then a character of its own), else by `Character`
    /// (where `\r\n` is one character, not a line feed).
    static func lines(of text: String) -> [Substring] {
        guard !text.utf8.contains(UInt8(ascii: "\r")) else {
            return text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// `//` comment lines for text: one per text line, with the same replacements as doc comments, so
    /// text (such as a domain folder's name) cannot end the comment and start code.
    public static func lineComment(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let clean = visible(line).trimmingCharacters(in: .whitespaces)
            return clean.isEmpty ? "//" : "// " + clean
        }
    }

    /// A line of text with tabs as spaces and every other control or format character (line breaks,
    /// bidirectional overrides, zero-width characters) written as its `U+XXXX` name.
    static func visible(_ line: Substring) -> String {
        var clean = EscapedText(capacity: line.utf8.count)
        EscapedText.forEach(in: line) { byte in
            switch byte {
            case UInt8(ascii: "\t"): clean.append(UInt8(ascii: " "))
            case 0x00..<0x20, 0x7F:
                clean.append("U+")
                clean.appendHex(UInt32(byte))
            default: clean.append(byte)
            }
        } scalar: { scalar, bytes in
            if needsEscape(scalar) {
                clean.append("U+")
                clean.appendHex(scalar.value)
            } else {
                clean.append(bytes)
            }
        }
        return clean.string
    }

    /// A code span holding `text` exactly, for doc comments: the fence is longer than any run of
    /// backticks inside, and padded with a space when the text starts or ends with a backtick.
    public static func codeSpan(_ text: String) -> String { Inline.codeSpan(text) }

    /// Whether a word at the start of a comment line would make Markdown read a block (`-`, `+`, `*`,
    /// `#`, `>`, `=`, `|`, `<`, `1.`, `1)`, a code fence or a `___` rule), so it must not start a
    /// wrapped line.
    static func startsBlock(_ word: Substring) -> Bool {
        // A word starting with an ASCII letter starts none of them (most words: answered from one byte).
        if let byte = word.utf8.first, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") {
            return false
        }
        guard let first = word.first else { return false }
        if "-+*#>=|<".contains(first) { return true }
        if word.hasPrefix("```") || word.hasPrefix("~~~") || word.allSatisfy({ $0 == "_" }) { return true }
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && (word.dropFirst(digits.count).first.map { $0 == "." || $0 == ")" } ?? false)
    }

    /// The first word of a text line, backslash-escaped when Markdown would read it as the start of a
    /// block: `\-`, `\#`, `1\.`, `\```…`.
    static func escapedBlockStart(_ word: Substring) -> String {
        guard startsBlock(word) else { return String(word) }
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty { return digits + "\\" + word.dropFirst(digits.count) }
        return "\\" + word
    }
}
