import Foundation

/// The text of one Markdown file, made ready for cmark: UTF-8 checked, byte order mark removed,
/// line endings normalized to `\n`, YAML front matter blanked out so line numbers stay true.
public struct SourceText: Sendable, Equatable {
    /// The path the text was read from, as given.
    public var path: String
    /// The normalized text handed to cmark.
    public var text: String
    /// The normalized lines, without their `\n`; index 0 is line 1.
    public var lines: [Substring]
    /// How many lines of YAML front matter were blanked out (0 when there was none).
    public var frontMatterLineCount: Int

    /// Reads and normalizes a file.
    /// - Throws: `FatalDiagnostic` when the file cannot be read (a folder, a FIFO or a device included) or is
    ///   not valid UTF-8.
    public static func read(path: String) throws(FatalDiagnostic) -> SourceText {
        let bytes = try InputFile.read(path, limit: maximumByteCount) { tooLarge(path: path, byteCount: $0) }
        return try SourceText(path: path, bytes: bytes)
    }

    /// Normalizes bytes read from `path`.
    /// - Throws: `FatalDiagnostic` for text in UTF-16 or UTF-32 (at 1:1, naming the encoding), or pointing at the
    ///   first byte that is not valid UTF-8, or at the first NUL byte.
    public init(path: String, bytes: [UInt8]) throws(FatalDiagnostic) {
        if bytes.count > Self.maximumByteCount { throw Self.tooLarge(path: path, byteCount: bytes.count) }
        if let encoding = ForeignEncoding.detect(bytes) {
            throw FatalDiagnostic(.foreignEncoding(encoding, at: SourceLocation(path: path, line: 1, column: 1)))
        }
        if let offset = bytes.firstIndex(of: 0) {
            let (line, column) = Self.lineAndColumn(ofByte: offset, in: bytes)
            let count = bytes[offset...].reduce(0) { $1 == 0 ? $0 + 1 : $0 }
            throw FatalDiagnostic(.nulByte(count: count, at: SourceLocation(path: path, line: line, column: column)))
        }
        if let offset = Self.firstInvalidUTF8Offset(in: bytes) {
            let (line, column) = Self.lineAndColumn(ofByte: offset, in: bytes)
            throw FatalDiagnostic(
                .invalidUTF8(byteOffset: offset, at: SourceLocation(path: path, line: line, column: column)))
        }
        self.init(path: path, string: String(decoding: bytes, as: UTF8.self))
    }

    /// The largest document read, in bytes: 64 MiB, hundreds of times the largest real error
    /// documentation, and small enough that every line number and column fits cmark's 32-bit counters.
    public static let maximumByteCount = 64 << 20

    private static func tooLarge(path: String, byteCount: Int) -> FatalDiagnostic {
        FatalDiagnostic(.documentTooLarge(byteCount: byteCount, at: SourceLocation(path: path, line: 1, column: 1)))
    }

    /// Normalizes text that is already valid Unicode (in-memory inputs and tests).
    public init(path: String, string: String) {
        var text = string
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // On the UTF-8 level: "\r\n" is one Character in Swift, and so is a line break followed by a combining
        // mark, which `Character` comparisons and splits would not see.
        if Self.contains(0x0D, in: text) {
            text = String(decoding: Self.normalizingLineEndings(Array(text.utf8)), as: UTF8.self)
        }
        var lines = Self.lines(of: text)
        if lines.last == "" { lines.removeLast() }
        let frontMatter = Self.frontMatterLineCount(lines)
        if frontMatter > 0 {
            let blanked = Array(repeating: "", count: frontMatter) + lines[frontMatter...].map(String.init)
            text = blanked.joined(separator: "\n") + "\n"
            lines = Self.lines(of: text)
            lines.removeLast()
        }
        self.path = path
        self.text = text
        self.lines = lines
        self.frontMatterLineCount = frontMatter
    }

    /// Lines that are already normalized (a part of a document read again), without front matter.
    init(path: String, normalizedLines: [String]) {
        self.path = path
        self.text = normalizedLines.joined(separator: "\n") + "\n"
        self.lines = Array(Self.lines(of: text).dropLast())
        self.frontMatterLineCount = 0
    }

    /// The text split at every `\n` byte, as cmark splits it (a `Character` split misses a line break that a
    /// combining mark follows).
    static func lines(of text: String) -> [Substring] {
        var text = text
        // The offsets of the line feeds, found in the contiguous bytes; each line then cut out by its offsets.
        let breaks = text.withUTF8 { bytes in bytes.indices.filter { bytes[$0] == 0x0A } }
        let utf8 = text.utf8
        var result: [Substring] = []
        result.reserveCapacity(breaks.count + 1)
        var start = utf8.startIndex
        var startOffset = 0
        for offset in breaks {
            let end = utf8.index(start, offsetBy: offset - startOffset)
            result.append(Substring(utf8[start..<end]))
            start = utf8.index(after: end)
            startOffset = offset + 1
        }
        result.append(Substring(utf8[start...]))
        return result
    }

    /// Whether a byte occurs in the text's UTF-8.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(byte) }
    }

    private static func normalizingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D {
                result.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                result.append(bytes[index])
            }
            index += 1
        }
        return result
    }

    /// The line with the given 1-based number, or an empty line past the end.
    public func line(_ number: Int) -> Substring {
        number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

    /// The number of lines YAML front matter takes: a first line `---`, up to and including the next
    /// line that is `---` or `...`. Zero when the file has no closed front matter.
    static func frontMatterLineCount(_ lines: [Substring]) -> Int {
        guard let first = lines.first, first.trimmingTrailingSpaces() == "---" else { return 0 }
        for index in lines.indices.dropFirst() {
            let line = lines[index].trimmingTrailingSpaces()
            if line == "---" || line == "..." { return index + 1 }
        }
        return 0
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch byte {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upperBound = 0x9F
            case 0xF0:
                length = 4
                lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upperBound = 0x8F
            default: return index
            }
            for continuation in 1..<length {
                guard index + continuation < bytes.count else { return index }
                let next = bytes[index + continuation]
                let (low, high) = continuation == 1 ? (lowerBound, upperBound) : (0x80, 0xBF)
                guard next >= low && next <= high else { return index }
            }
            index += length
        }
        return nil
    }

    /// The 1-based line and byte column of a byte offset.
    static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}

extension StringProtocol {
    /// The text without trailing spaces and tabs.
    func trimmingTrailingSpaces() -> SubSequence {
        var end = endIndex
        while end > startIndex {
            let previous = index(before: end)
            guard self[previous] == " " || self[previous] == "\t" else { break }
            end = previous
        }
        return self[startIndex..<end]
    }

    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> SubSequence {
        let trailingTrimmed = trimmingTrailingSpaces()
        var start = trailingTrimmed.startIndex
        while start < trailingTrimmed.endIndex, trailingTrimmed[start] == " " || trailingTrimmed[start] == "\t" {
            start = trailingTrimmed.index(after: start)
        }
        return trailingTrimmed[start...]
    }
}

extension Diagnostic {
    /// A document with a byte that is not UTF-8.
    static func invalidUTF8(byteOffset: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "invalid UTF-8 at byte offset \(byteOffset); save the file as UTF-8", at: location)
    }

    /// A document larger than `SourceText.maximumByteCount`.
    static func documentTooLarge(byteCount: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "the file is \(byteCount) bytes, more than the \(SourceText.maximumByteCount >> 20) MiB a document may "
                + "have; split it into smaller documents", at: location)
    }
}
