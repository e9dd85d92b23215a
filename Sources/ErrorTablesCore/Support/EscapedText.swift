/// Escaped text built as UTF-8 bytes in one buffer: the escaping functions of `SwiftLiteral`,
/// `StringsCatalog` and `JSONValue` walk their input's UTF-8 bytes, copy plain ASCII through, decide on the
/// few ASCII bytes that need an escape with a `switch`, and decode a Unicode scalar (to look up its
/// properties) only for the bytes of non-ASCII characters.
struct EscapedText {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// The bytes as a string (they are valid UTF-8: whole scalars of valid input, and ASCII).
    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    mutating func append(_ ascii: StaticString) {
        ascii.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ slice: UnsafeBufferPointer<UInt8>.SubSequence) { bytes.append(contentsOf: slice) }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Appends the escape that Swift, JSON and `.strings` literals share for backslash, quote, line feed, carriage
    /// return and tab, and returns `true`; returns `false`, appending nothing, for any other byte (each format
    /// escapes the remaining control characters its own way).
    mutating func appendSharedEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"): append("\\\\")
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\n"): append("\\n")
        case UInt8(ascii: "\r"): append("\\r")
        case UInt8(ascii: "\t"): append("\\t")
        default: return false
        }
        return true
    }

    /// `text` in double quotes, as JSON and `.strings` files quote it (the one loop both share): the shared
    /// escapes, every other control character and DEL as `controlEscape` and four uppercase hex digits (JSON
    /// writes `\u0001`, `.strings` `\U0001`), everything else as itself.
    mutating func appendQuoted(_ text: String, controlEscape: StaticString) {
        append(UInt8(ascii: "\""))
        Self.forEach(in: text) { byte in
            if appendSharedEscape(byte) { return }
            switch byte {
            case 0x00..<0x20, 0x7F:
                append(controlEscape)
                appendHex(UInt32(byte), minimumDigits: 4)
            default: append(byte)
            }
        } scalar: { _, bytes in
            append(bytes)
        }
        append(UInt8(ascii: "\""))
    }

    /// A value in uppercase hexadecimal without leading zeros, padded with zeros to `minimumDigits`, as
    /// `String(value, radix: 16, uppercase: true)` writes it.
    mutating func appendHex(_ value: UInt32, minimumDigits: Int = 1) {
        var digits = 1
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        for _ in digits..<max(digits, minimumDigits) { bytes.append(UInt8(ascii: "0")) }
        for index in stride(from: digits - 1, through: 0, by: -1) {
            let nibble = UInt8((value >> (4 * UInt32(index))) & 0xF)
            bytes.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
        }
    }

    /// Calls `ascii` with each ASCII byte of `text` and `scalar` with each other scalar (its value and its
    /// UTF-8 bytes), in order.
    static func forEach(
        in text: some StringProtocol, ascii: (UInt8) -> Void,
        scalar: (Unicode.Scalar, UnsafeBufferPointer<UInt8>.SubSequence) -> Void
    ) {
        var contiguous = String(text)
        contiguous.withUTF8 { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    ascii(lead)
                    index += 1
                    continue
                }
                // A String holds valid UTF-8: the lead byte gives the length, continuation bytes follow.
                let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                let end = min(index + length, count)
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for next in (index + 1)..<end { value = value << 6 | UInt32(buffer[next] & 0x3F) }
                scalar(Unicode.Scalar(value) ?? "\u{FFFD}", buffer[index..<end])
                index = end
            }
        }
    }
}
