/// The form in which generated code carries one language's texts: one string, decoded into a
/// dictionary when the catalog is first used. The one definition of that form; the generator writes it
/// with ``entry(key:text:)``.
///
/// Each entry is the key's length in UTF-8 bytes, `:`, the key, a space, the text's length, `:`, and
/// the text; entries are separated by a line feed. Lengths make every text safe, whatever it holds
/// (line feeds, colons, digits, quotes, any Unicode), and the generated Swift writes one entry a line,
/// escaped as a string literal needs.
///
/// A Swift dictionary literal of texts costs the compiler hundreds of kilobytes per entry; a string
/// literal costs about its length.
///
/// ```swift
/// EmbeddedTexts.entry(key: "NetworkError", text: "A network error occurred.")
/// // "12:NetworkError 25:A network error occurred."
/// EmbeddedTexts.decoded("12:NetworkError 25:A network error occurred.\n1:* 0:")
/// // ["NetworkError": "A network error occurred.", "*": ""]
/// ```
public enum EmbeddedTexts {
    /// One entry, without the line feed that separates it from the next.
    public static func entry(key: String, text: String) -> String {
        "\(key.utf8.count):\(key) \(text.utf8.count):\(text)"
    }

    /// Entries in order, as one string.
    public static func encoded(_ entries: [(key: String, text: String)]) -> String {
        entries.map { entry(key: $0.key, text: $0.text) }.joined(separator: "\n")
    }

    /// The texts by key; a later entry with the same key replaces an earlier one. Decoding stops at the
    /// first malformed entry (which generated code never holds), keeping the entries before it.
    public static func decoded(_ encoded: String) -> [String: String] {
        var encoded = encoded
        return encoded.withUTF8 { decoded(bytes: $0) }
    }

    private static func decoded(bytes: UnsafeBufferPointer<UInt8>) -> [String: String] {
        var texts: [String: String] = [:]
        var index = 0
        // `<length>:<bytes>` at `index`, moving past it; nil when malformed.
        func field() -> String? {
            var length = 0
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                let (times, overflowed) = length.multipliedReportingOverflow(by: 10)
                let (sum, overflowedAgain) = times.addingReportingOverflow(Int(digit))
                guard !overflowed, !overflowedAgain else { return nil }
                length = sum
                index += 1
            }
            guard index > start, index < bytes.count, length <= bytes.count - index - 1 else { return nil }
            index += 1
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
            index += length
            return value
        }
        while index < bytes.count {
            guard let key = field(), index < bytes.count, bytes[index] == UInt8(ascii: " ") else { break }
            index += 1
            guard let text = field() else { break }
            texts[key] = text
            if index < bytes.count {
                guard bytes[index] == UInt8(ascii: "\n") else { break }
                index += 1
            }
        }
        return texts
    }
}
