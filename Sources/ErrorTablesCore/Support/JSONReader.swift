/// A strict JSON reader (RFC 8259) that keeps the position of every value and key.
///
/// Stricter than the RFC requires, so that a mistake in a hand-written config is an error at its place
/// rather than a silent guess:
/// - a key that appears twice in one object is an error at the second one (unless read with
///   `allowingDuplicateKeys`, for formats whose readers report duplicates themselves: then both are kept);
/// - a comma before `}` or `]` is an error at the comma;
/// - an integer (a number without fraction or exponent) is read exactly and must fit in `Int`;
/// - the text must be UTF-8; the first invalid byte is reported;
/// - arrays and objects nest at most ``maximumDepth`` deep; the bracket that goes deeper is reported.
///
/// A UTF-8 byte order mark at the very start is skipped (RFC 8259 allows a reader to ignore it); columns on
/// line 1 count from after it. Lines end at `\n`; columns count UTF-8 bytes, as everywhere in diagnostics.
/// The reader is iterative: its stack is an array, never the call stack.
struct JSONReader {
    /// How deep arrays and objects may nest.
    static let maximumDepth = 512

    /// Why the text is not acceptable JSON, and where.
    struct Failure: Error, Sendable, Equatable {
        /// What is wrong, lowercase, saying what to fix.
        var message: String
        /// Where it is wrong.
        var location: LineColumn
    }

    /// Reads one JSON value that makes up the whole text.
    static func read(_ bytes: [UInt8], allowingDuplicateKeys: Bool = false) throws(Failure) -> JSONNode {
        var reader = JSONReader(bytes: bytes)
        reader.allowsDuplicateKeys = allowingDuplicateKeys
        return try reader.readDocument()
    }

    /// An array or object that is being read.
    private struct Frame {
        var start: LineColumn
        var isObject: Bool
        var elements: [JSONNode] = []
        var members: [JSONNode.Member] = []
        /// Each key read so far and where, to report duplicates.
        var keys: [String: LineColumn] = [:]
        /// The key whose value is being read.
        var key = ""
        var keyLocation = LineColumn(1, 1)
    }

    private let bytes: [UInt8]
    /// Whether a key may appear twice in one object (both members are kept, in file order).
    private var allowsDuplicateKeys = false
    private let byteOrderMarkLength: Int
    private(set) var index: Int
    private var line = 1
    private var lineStart: Int

    /// A reader at the start of `bytes` (after a byte order mark); `read` is the way in, steps' tests start here.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        byteOrderMarkLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = byteOrderMarkLength
        lineStart = byteOrderMarkLength
    }

    // MARK: Structure

    /// The document's one value. Nesting is kept on an explicit stack (`Frame`s), not by recursion, so deep
    /// input costs memory in proportion, up to `maximumDepth`.
    private mutating func readDocument() throws(Failure) -> JSONNode {
        try checkEncoding()
        var stack: [Frame] = []
        while true {
            skipWhitespace()
            guard let node = try readValue(opening: &stack),
                let value = try handOver(node, to: &stack)
            else { continue }
            skipWhitespace()
            guard index == bytes.count else { throw unexpected("the end of the text after the JSON value") }
            return value
        }
    }

    /// Fails at the first byte that is not UTF-8 (its column not counting a byte order mark).
    private func checkEncoding() throws(Failure) {
        guard let offset = SourceText.firstInvalidUTF8Offset(in: bytes) else { return }
        var (line, column) = SourceText.lineAndColumn(ofByte: offset, in: bytes)
        if line == 1 { column -= byteOrderMarkLength }
        throw Failure(
            message: "invalid UTF-8 (byte 0x\(Self.hex(bytes[offset], digits: 2))); save the file as UTF-8",
            location: LineColumn(line, column))
    }

    /// A scalar or an empty array or object; `nil` when a non-empty one opens instead (pushed on `stack`, with
    /// its first key read for an object).
    private mutating func readValue(opening stack: inout [Frame]) throws(Failure) -> JSONNode? {
        let start = here
        switch peek {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = peek == UInt8(ascii: "{")
            guard stack.count < Self.maximumDepth else {
                throw Failure(
                    message: "arrays and objects nest deeper than \(Self.maximumDepth) levels here; "
                        + "flatten the structure",
                    location: start)
            }
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: isObject ? "}" : "]") {
                index += 1
                return JSONNode(value: isObject ? .object([]) : .array([]), location: start)
            }
            var frame = Frame(start: start, isObject: isObject)
            if isObject {
                (frame.key, frame.keyLocation) = try readKey()
                if !allowsDuplicateKeys { frame.keys[frame.key] = frame.keyLocation }
            }
            stack.append(frame)
            return nil
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try readString()), location: start)
        case UInt8(ascii: "-"), .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
            return JSONNode(value: try readNumber(), location: start)
        default:
            return JSONNode(value: try readLiteral(), location: start)
        }
    }

    /// Hands a finished value to its container and closes containers until one wants another value (`nil`,
    /// after its comma and, in an object, the next key); returns the document's value once no container is left.
    private mutating func handOver(_ value: JSONNode, to stack: inout [Frame]) throws(Failure) -> JSONNode? {
        var node = value
        while let top = stack.indices.last {
            skipWhitespace()
            let isObject = stack[top].isObject
            if isObject {
                let member = JSONNode.Member(key: stack[top].key, keyLocation: stack[top].keyLocation, value: node)
                stack[top].members.append(member)
            } else {
                stack[top].elements.append(node)
            }
            if peek == UInt8(ascii: ",") {
                try readSeparator(in: &stack[top])
                return nil
            }
            guard peek == UInt8(ascii: isObject ? "}" : "]") else {
                let expected = isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
                throw unexpected(expected)
            }
            index += 1
            let frame = stack.removeLast()
            node = JSONNode(value: isObject ? .object(frame.members) : .array(frame.elements), location: frame.start)
        }
        return node
    }

    /// The comma after a container's member or element, and in an object the next key (checked against the
    /// object's earlier keys unless duplicates are allowed); a comma before the closing bracket fails.
    private mutating func readSeparator(in frame: inout Frame) throws(Failure) {
        let close = UInt8(ascii: frame.isObject ? "}" : "]")
        let comma = here
        index += 1
        skipWhitespace()
        if peek == close {
            throw Failure(
                message: "invalid JSON: trailing comma before '\(Character(Unicode.Scalar(close)))'; remove it",
                location: comma)
        }
        guard frame.isObject else { return }
        let (key, location) = try readKey()
        if !allowsDuplicateKeys, let first = frame.keys[key] {
            throw Failure(
                message: "duplicate key '\(Self.excerpt(key))' (first at line \(first.line), column "
                    + "\(first.column)); remove one of them",
                location: location)
        }
        if !allowsDuplicateKeys { frame.keys[key] = location }
        frame.key = key
        frame.keyLocation = location
    }

    /// A key in double quotes and the `:` after it.
    private mutating func readKey() throws(Failure) -> (String, LineColumn) {
        let location = here
        guard peek == UInt8(ascii: "\"") else { throw unexpected("a key in double quotes") }
        let key = try readString()
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw unexpected("':' after the key") }
        index += 1
        return (key, location)
    }

    // MARK: Scalars

    /// A string starting at its opening quote.
    private mutating func readString() throws(Failure) -> String {
        let start = here
        index += 1
        var buffer: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &buffer)
            case 0x00..<0x20:
                throw Failure(
                    message: "invalid JSON: control character U+\(Self.hex(UInt32(byte), digits: 4)) in a string; "
                        + "write it as an escape such as \\n or \\u\(Self.hex(UInt32(byte), digits: 4))",
                    location: here)
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw Failure(message: "invalid JSON: the string is not closed; end it with '\"'", location: start)
    }

    /// One escape sequence, starting at its backslash; a `\u` escape of a surrogate needs its partner.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(Failure) {
        let start = here
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        index += 1
        guard index < bytes.count else {
            throw Failure(message: "invalid JSON: the string is not closed; end it with '\"'", location: start)
        }
        if let replacement = simple[bytes[index]] {
            buffer.append(replacement)
            index += 1
            return
        }
        guard bytes[index] == UInt8(ascii: "u") else {
            throw Failure(
                message: "invalid JSON: unknown escape '\\\(describe(at: index, quoted: false))'; the escapes are "
                    + "\\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by 4 hexadecimal digits",
                location: start)
        }
        var value = try readHexadecimal(escapeAt: start)
        let loneSurrogate = Failure(
            message: "invalid JSON: '\\u\(Self.hex(value, digits: 4))' is half of a surrogate pair; write a "
                + "character above U+FFFF as a pair such as \\uD83D\\uDE00, or unescaped",
            location: start)
        if (0xDC00...0xDFFF).contains(value) { throw loneSurrogate }
        if (0xD800...0xDBFF).contains(value) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw loneSurrogate }
            let lowStart = here
            index += 1
            let low = try readHexadecimal(escapeAt: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        // Every value here is a scalar: surrogates were paired or refused above.
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        buffer.append(contentsOf: Array(String(scalar).utf8))
    }

    /// The 4 hexadecimal digits after `\u` (the index is at the `u`).
    private mutating func readHexadecimal(escapeAt start: LineColumn) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for offset in 1...4 {
            guard index + offset < bytes.count,
                let digit = Character(Unicode.Scalar(bytes[index + offset])).hexDigitValue
            else {
                throw Failure(
                    message: "invalid JSON: '\\u' must be followed by 4 hexadecimal digits such as \\u00E9",
                    location: start)
            }
            value = value << 4 | UInt32(digit)
        }
        index += 5
        return value
    }

    /// A number: an integer read exactly, or a number with fraction or exponent kept as written.
    private mutating func readNumber() throws(Failure) -> JSONNode.Value {
        let start = here
        let startIndex = index
        let negative = peek == UInt8(ascii: "-")
        if negative { index += 1 }
        guard isDigit(peek) else {
            throw Failure(message: "invalid JSON: '-' must be followed by digits", location: start)
        }
        let firstDigit = index
        let (negated, overflow) = readNegatedDigits()
        if bytes[firstDigit] == UInt8(ascii: "0") && index - firstDigit > 1 {
            throw Failure(
                message: "invalid JSON: the number '\(text(from: startIndex))' starts with 0; write it without "
                    + "leading zeros",
                location: start)
        }
        guard try !skipFractionAndExponent(numberAt: start) else { return .number(text(from: startIndex)) }
        return .integer(
            try integer(negated: negated, overflow: overflow, negative: negative, from: startIndex, at: start))
    }

    /// Reads the digits from `index` on, accumulated as a negative number so that `Int.min` fits; `overflow` is
    /// whether they go past it.
    mutating func readNegatedDigits() -> (value: Int, overflow: Bool) {
        var value = 0
        var overflow = false
        while isDigit(peek) {
            let digit = Int(bytes[index] - UInt8(ascii: "0"))
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times10.subtractingReportingOverflow(digit)
            overflow = overflow || overflow1 || overflow2
            value = next
            index += 1
        }
        return (value, overflow)
    }

    /// Reads a fraction (`.5`) and an exponent (`e3`) after a number's integer digits, either being optional;
    /// `true` when there was either, so the number is not an integer. `start` is where the number begins.
    mutating func skipFractionAndExponent(numberAt start: LineColumn) throws(Failure) -> Bool {
        var hasEither = false
        if peek == UInt8(ascii: ".") {
            hasEither = true
            index += 1
            guard isDigit(peek) else {
                throw Failure(message: "invalid JSON: a '.' in a number must be followed by digits", location: start)
            }
            while isDigit(peek) { index += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            hasEither = true
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard isDigit(peek) else {
                throw Failure(
                    message: "invalid JSON: the exponent of a number must have digits, as in 1e3", location: start)
            }
            while isDigit(peek) { index += 1 }
        }
        return hasEither
    }

    /// The integer whose digits `readNegatedDigits` read as `negated` (with its `overflow`), written from
    /// `startIndex` (at `start`) with a `-` when `negative`; a number outside `Int` is refused.
    func integer(
        negated: Int, overflow: Bool, negative: Bool, from startIndex: Int, at start: LineColumn
    ) throws(Failure) -> Int {
        var (value, overflow) = (negated, overflow)
        if !negative {
            (value, overflow) = overflow ? (0, true) : (0 as Int).subtractingReportingOverflow(value)
        }
        guard !overflow else {
            throw Failure(
                message: "the integer \(Self.excerpt(text(from: startIndex))) is out of range; integers must be from "
                    + "\(Int.min) to \(Int.max)",
                location: start)
        }
        return value
    }

    /// `true`, `false` or `null`; anything else is no value.
    private mutating func readLiteral() throws(Failure) -> JSONNode.Value {
        for (word, value) in [("true", JSONNode.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
        where bytes[index...].starts(with: word.utf8) {
            index += word.utf8.count
            return value
        }
        guard index < bytes.count, bytes[index] < 0x80, Character(Unicode.Scalar(bytes[index])).isLetter else {
            throw unexpected("a value")
        }
        var end = index
        while end < bytes.count, Character(Unicode.Scalar(bytes[end])).isLetter, bytes[end] < 0x80 { end += 1 }
        let word = String(decoding: bytes[index..<end], as: UTF8.self)
        throw Failure(
            message: "invalid JSON: '\(Self.excerpt(word))' is not a JSON value; write a string in double quotes, a "
                + "number, true, false, null, an array or an object",
            location: here)
    }

    // MARK: Positions and messages

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var here: LineColumn { LineColumn(line, index - lineStart + 1) }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private func text(from start: Int) -> String { String(decoding: bytes[start..<index], as: UTF8.self) }

    /// "expected X, found Y" at the current position.
    private func unexpected(_ expected: String) -> Failure {
        Failure(
            message: "invalid JSON: expected \(expected), found \(describe(at: index, quoted: true))", location: here)
    }

    /// The character at `offset` for a message: `'x'`, `U+00A0`, or "the end of the text".
    private func describe(at offset: Int, quoted: Bool) -> String {
        guard offset < bytes.count else { return "the end of the text" }
        let byte = bytes[offset]
        if byte > 0x20 && byte < 0x7F {
            let character = String(Character(Unicode.Scalar(byte)))
            return quoted ? "'\(character)'" : character
        }
        let prefix = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
        let scalar = prefix.unicodeScalars.first.map(\.value) ?? UInt32(byte)
        return "U+" + Self.hex(scalar, digits: 4)
    }

    /// At most 40 characters of a text, for quoting in a message.
    static func excerpt(_ text: String) -> String { Diagnostic.excerpt(text, limit: 40) }

    private static func hex<Number: BinaryInteger>(_ value: Number, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
