/// Reads the raw value an enum case declares from the Swift source, at the case name's position the symbol
/// graph gives: symbol graphs record where a case is declared, but not its raw value.
///
/// After the name (plain or in backticks) come spaces, line breaks and comments, then either `=` and an integer
/// literal (decimal, `0x`, `0o` or `0b`, with `_` separators and an optional `-`), or nothing: the case then
/// has the implicit raw value. Works on UTF-8 bytes, in time linear in the text looked at.
struct CaseRawValueReader {
    /// What follows a case's name.
    enum Reading: Equatable {
        /// `= 1001`.
        case explicit(Int)
        /// No `=`: the previous case's raw value plus one, or 0 for the first case.
        case implicit
        /// The name is not at the position (the source changed since the graph was extracted).
        case nameNotFound
        /// `=` followed by something else than an integer literal, as written (cut to 40 bytes).
        case notAnInteger(String)
        /// An integer literal beyond `Int`.
        case outOfRange(String)
    }

    /// The file's bytes.
    let bytes: [UInt8]
    /// The offset of each line's first byte.
    let lineStarts: [Int]

    /// A reader of one source file.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// What follows the case `name` declared at the 1-based `line` and `column` (in UTF-8 bytes).
    func reading(name: String, line: Int, column: Int) -> Reading {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return .nameNotFound }
        var position = lineStarts[line - 1] + (column - 1)
        let backticked = position < bytes.count && bytes[position] == UInt8(ascii: "`")
        if backticked { position += 1 }
        let nameBytes = Array(name.utf8)
        guard position + nameBytes.count <= bytes.count,
            bytes[position..<(position + nameBytes.count)].elementsEqual(nameBytes)
        else { return .nameNotFound }
        position += nameBytes.count
        if backticked {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "`") else { return .nameNotFound }
            position += 1
        } else if position < bytes.count, Self.isIdentifierByte(bytes[position]) {
            return .nameNotFound
        }
        position = skippingTrivia(from: position)
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return .implicit }
        return literal(at: skippingTrivia(from: position + 1))
    }

    /// The first offset from `start` that is not a space, line break or comment (nested block comments too).
    func skippingTrivia(from start: Int) -> Int {
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                var depth = 0
                repeat {
                    if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count,
                        bytes[position + 1] == UInt8(ascii: "*")
                    {
                        depth += 1
                        position += 2
                    } else if bytes[position] == UInt8(ascii: "*"), position + 1 < bytes.count,
                        bytes[position + 1] == UInt8(ascii: "/")
                    {
                        depth -= 1
                        position += 2
                    } else {
                        position += 1
                    }
                } while depth > 0 && position < bytes.count
            } else {
                break
            }
        }
        return position
    }

    /// The integer literal at `start`, with checked arithmetic.
    func literal(at start: Int) -> Reading {
        var end = start
        if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        let token = bytes[start..<end]
        let written = String(
            decoding: token.isEmpty ? bytes[start..<min(start + 40, bytes.count)] : token, as: UTF8.self)
        let negative = token.first == UInt8(ascii: "-")
        var digits = Array(token.dropFirst(negative ? 1 : 0))
        var radix = 10
        if digits.count > 2, digits[0] == UInt8(ascii: "0") {
            switch digits[1] {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "o"): radix = 8
            case UInt8(ascii: "b"): radix = 2
            default: break
            }
            if radix != 10 { digits.removeFirst(2) }
        }
        guard let first = digits.first, first != UInt8(ascii: "_") else { return .notAnInteger(written) }
        var value = 0
        for byte in digits where byte != UInt8(ascii: "_") {
            guard let digit = Self.digitValue(byte), digit < radix else { return .notAnInteger(written) }
            let shifted = value.multipliedReportingOverflow(by: radix)
            let next =
                negative
                ? shifted.partialValue.subtractingReportingOverflow(digit)
                : shifted.partialValue.addingReportingOverflow(digit)
            guard !shifted.overflow, !next.overflow else { return .outOfRange(written) }
            value = next.partialValue
        }
        return .explicit(value)
    }

    /// The value of an ASCII digit or letter (`a`/`A` is 10), `nil` for anything else.
    static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// Whether a byte can continue a Swift identifier (ASCII letters, digits, `_`, and any non-ASCII byte).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || digitValue(byte) != nil
    }
}
