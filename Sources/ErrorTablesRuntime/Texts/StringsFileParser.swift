import Foundation

/// Reads Apple `.strings` files the same way on every platform.
///
/// Supports `"key" = "value";` entries (unquoted keys and values made of letters, digits and
/// `_$+/:.-` too, and `"key";` meaning the key is its own value), `/* */` and `//` comments, the
/// escapes `\" \\ \' \n \t \r \a \b \f \v`, octal escapes such as `\0` and `\012`, and `\UXXXX` or
/// `\uXXXX` UTF-16 units (surrogate pairs are combined; a lone surrogate becomes U+FFFD).
/// Unknown escapes stand for the escaped character. Later duplicate keys win. Anything malformed
/// makes the whole file unreadable: the parser returns nil and never traps.
///
/// ```swift
/// StringsFileParser.parse(#""greeting" = "Ciao\n"; // comment"#)  // ["greeting": "Ciao\n"]
/// ```
public enum StringsFileParser {
    /// Parses the text of a `.strings` file, returning nil when it is malformed.
    ///
    /// ```swift
    /// StringsFileParser.parse(#""a" = "b""#)  // nil: the terminating ";" is missing
    /// ```
    public static func parse(_ text: String) -> [String: String]? {
        var scanner = StringsScanner(text)
        return scanner.parseEntries()
    }

    /// Parses the bytes of a `.strings` file, returning nil when they are malformed.
    ///
    /// Text may be UTF-8 (with or without a byte-order mark) or UTF-16 with a byte-order mark;
    /// UTF-16 without one is recognized by its zero bytes. A binary or XML property list whose
    /// values are all strings, as Xcode can produce from `.strings` files, is read too.
    ///
    /// ```swift
    /// StringsFileParser.parse(data: Data(#""a" = "b";"#.utf8))  // ["a": "b"]
    /// ```
    public static func parse(data: Data) -> [String: String]? {
        if data.starts(with: Array("bplist00".utf8)) {
            return StringsBinaryPropertyList.entries(data)
        }
        if isPropertyList(data) {
            return parsePropertyList(data)
        }
        guard let text = StringsFileDecoding.decode(data) else { return nil }
        return parse(text)
    }

    /// Whether the bytes start like an XML property list.
    private static func isPropertyList(_ data: Data) -> Bool {
        guard let text = String(data: data.prefix(64), encoding: .utf8) else { return false }
        let trimmed = text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" })
        return trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<plist")
    }

    /// Reads an XML property list whose top level is a dictionary of strings.
    private static func parsePropertyList(_ data: Data) -> [String: String]? {
        let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let dictionary = object as? [String: Any] else { return nil }
        var result: [String: String] = [:]
        for (key, value) in dictionary {
            guard let string = value as? String else { return nil }
            result[key] = string
        }
        return result
    }
}
