/// The state of one pass over the text of a `.strings` file.
struct StringsScanner {
    private let units: [UInt16]
    private var index = 0

    /// Prepares to scan `text`.
    init(_ text: String) {
        units = Array(text.utf16)
    }

    /// Reads every entry, or returns nil at the first malformed construct.
    mutating func parseEntries() -> [String: String]? {
        var entries: [String: String] = [:]
        while true {
            guard skipTrivia() else { return nil }
            guard index < units.count else { return entries }
            guard let key = readString(), skipTrivia(), let next = peek() else { return nil }
            if next == Self.semicolon {
                index += 1
                entries[key] = key
                continue
            }
            guard next == Self.equals else { return nil }
            index += 1
            guard skipTrivia(), let value = readString(), skipTrivia(), peek() == Self.semicolon else {
                return nil
            }
            index += 1
            entries[key] = value
        }
    }

    /// The unit at the current position, or nil at the end.
    private func peek(offset: Int = 0) -> UInt16? {
        let position = index + offset
        return position < units.count ? units[position] : nil
    }

    /// Skips white space and comments; false when a block comment is not terminated.
    private mutating func skipTrivia() -> Bool {
        while let unit = peek() {
            if Self.isWhitespace(unit) {
                index += 1
            } else if unit == Self.slash, peek(offset: 1) == Self.slash {
                while let next = peek(), next != Self.lineFeed, next != Self.carriageReturn {
                    index += 1
                }
            } else if unit == Self.slash, peek(offset: 1) == Self.asterisk {
                index += 2
                while !(peek() == Self.asterisk && peek(offset: 1) == Self.slash) {
                    guard peek() != nil else { return false }
                    index += 1
                }
                index += 2
            } else {
                return true
            }
        }
        return true
    }

    /// Reads a quoted or unquoted string, or returns nil when there is none or it is malformed.
    private mutating func readString() -> String? {
        guard let first = peek() else { return nil }
        if first == Self.quote {
            index += 1
            return readQuotedRest()
        }
        let start = index
        while let unit = peek(), Self.isUnquotedStringUnit(unit) {
            index += 1
        }
        guard index > start else { return nil }
        return String(decoding: units[start..<index], as: UTF16.self)
    }

    /// Reads up to and including the closing quote, resolving escapes.
    private mutating func readQuotedRest() -> String? {
        var result: [UInt16] = []
        while let unit = peek() {
            index += 1
            if unit == Self.quote {
                return String(decoding: result, as: UTF16.self)
            }
            if unit == Self.backslash {
                guard let escaped = readEscape() else { return nil }
                result.append(contentsOf: escaped)
            } else {
                result.append(unit)
            }
        }
        return nil
    }

    /// Reads the escape after a backslash and returns the UTF-16 units it stands for.
    private mutating func readEscape() -> [UInt16]? {
        guard let unit = peek() else { return nil }
        index += 1
        if let simple = Self.simpleEscapes[unit] {
            return [simple]
        }
        if unit == Self.upperU || unit == Self.lowerU {
            return readHexDigits(maximum: 4).map { [$0] }
        }
        if let digit = Self.octalValue(unit) {
            var value = UInt16(digit)
            for _ in 0..<2 {
                guard let next = peek(), let more = Self.octalValue(next) else { break }
                value = value * 8 + UInt16(more)
                index += 1
            }
            return [value]
        }
        return [unit]
    }

    /// Reads one to `maximum` hexadecimal digits as a UTF-16 unit; nil when there is none.
    private mutating func readHexDigits(maximum: Int) -> UInt16? {
        var value: UInt16 = 0
        var count = 0
        while count < maximum, let unit = peek(), let digit = Self.hexValue(unit) {
            value = value << 4 | UInt16(digit)
            index += 1
            count += 1
        }
        return count > 0 ? value : nil
    }
}
