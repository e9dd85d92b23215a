/// Writes a plain text as the content of a table cell so that the reader gives the same text back.
///
/// A pipe-table cell is read by splitting the row at unescaped `|`, trimming spaces, turning `\|` into `|` and
/// parsing the rest as CommonMark inlines, whose plain text (`[Inline].plainText`) keeps code-span and
/// literal text, reads `<br>` as a line break and trims the whole. The escaping undoes each of those steps:
/// - `|` becomes `\|`; the characters that start inline syntax (`` \ ` * _ [ ] < & ``) are backslash-escaped,
///   so no emphasis, code span, link, autolink, raw HTML or entity forms;
/// - a line break becomes `<br>`, a carriage return `&#13;` (a raw one would end the line);
/// - a cell that begins its line (no leading pipe) must not start a block, so a leading ASCII punctuation
///   character is escaped, and so is the `.` or `)` after leading digits (`1.` would start a list);
/// - a text made only of `-` and `:` is escaped at its first character, so the row never reads as a
///   delimiter row.
///
/// An HTML cell (`<td>`) gets `&amp;`, `&lt;`, `&gt;` and `<br>` for line breaks, and a numeric reference
/// (`&#7;`) for each control character and noncharacter, which an HTML parser replaces with U+FFFD when raw.
///
/// What no escaping can keep is refused (`problem(in:html:)`): whitespace at either end (a cell's plain text
/// is trimmed), NUL (cmark and HTML both turn it into U+FFFD) and, in HTML cells, tabs, carriage returns,
/// form feeds and runs of spaces (HTML shows them as one space) and C1 controls (U+0080 to U+009F: raw ones
/// are replaced, and most numeric references to them are read as Windows-1252 characters).
enum CellTextEscaper {
    /// Why a text cannot be written into a cell.
    enum Problem: Equatable {
        case outerWhitespace, nul, htmlWhitespace, htmlC1Control
    }

    /// What keeps `text` from reading back exactly, or `nil` when it can be written.
    static func problem(in text: String, html: Bool) -> Problem? {
        if text.utf8.contains(0) { return .nul }
        if text.trimmingSpacesAndNewlines().utf8.count != text.utf8.count { return .outerWhitespace }
        guard html else { return nil }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x09 || byte == 0x0D || byte == 0x0C || (byte == 0x20 && previous == 0x20) {
                return .htmlWhitespace
            }
            previous = byte
        }
        // C1 controls are U+0080...U+009F: 0xC2 followed by 0x80...0x9F in UTF-8.
        if zip(text.utf8, text.utf8.dropFirst()).contains(where: { $0 == 0xC2 && $1 <= 0x9F }) {
            return .htmlC1Control
        }
        return nil
    }

    /// The Markdown for a pipe-table cell holding `text`; `startsLine` when nothing but container markers and
    /// indentation comes before the cell on its line.
    static func pipeCell(_ text: String, startsLine: Bool) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            switch byte {
            case newline: result += Array("<br>".utf8)
            case carriageReturn: result += Array("&#13;".utf8)
            case UInt8(ascii: "|"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
                UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "&"):
                result.append(backslash)
                result.append(byte)
            default: result.append(byte)
            }
        }
        guard let first = result.first else { return result }
        if text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") }) {
            result.insert(backslash, at: 0)
        } else if startsLine {
            if isASCIIPunctuation(first) && first != backslash {
                result.insert(backslash, at: 0)
            } else if let marker = listMarkerIndex(in: result) {
                result.insert(backslash, at: marker)
            }
        }
        return result
    }

    /// The HTML for a `<td>` or `<th>` holding `text`.
    static func htmlCell(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x0A: result += Array("<br>".utf8)
            case 0x26: result += Array("&amp;".utf8)
            case 0x3C: result += Array("&lt;".utf8)
            case 0x3E: result += Array("&gt;".utf8)
            case 0x01...0x1F, 0x7F, 0xFDD0...0xFDEF: result += Array("&#\(value);".utf8)
            case _ where value & 0xFFFE == 0xFFFE: result += Array("&#\(value);".utf8)
            default: UTF8.encode(scalar) { result.append($0) }
            }
        }
        return result
    }

    /// The index of the `.` or `)` after 1 to 9 leading digits (an ordered list marker), if there is one.
    private static func listMarkerIndex(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count, index < 10, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        guard index >= 1, index <= 9, index < bytes.count else { return nil }
        return bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")") ? index : nil
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40) || (byte >= 0x5B && byte <= 0x60)
            || (byte >= 0x7B && byte <= 0x7E)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let backslash = UInt8(ascii: "\\")
}
