import Foundation

/// Reading a lock file, and the escaping of its fields.
extension TranslationLock {
    /// Reads the lock of the domain in `folder`; `nil` when there is none. A file that cannot be read (a FIFO or
    /// a device included) and each line that cannot be used are reported as warnings
    /// (`translations.lock:line:column`) and skipped.
    public static func read(folder: String, diagnostics: inout Diagnostics) -> TranslationLock? {
        let path = path(folder: folder)
        guard InputFile.exists(path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: Int.max) { _ in
                FatalDiagnostic(.cannotReadInput(path, errno: EFBIG))
            }
        } catch {
            var warning = error.diagnostic  // the lock is optional, so a warning
            warning.severity = .warning
            diagnostics.report(warning)
            return nil
        }
        if let encoding = ForeignEncoding.detect(bytes) {
            var warning = Diagnostic.foreignEncoding(encoding, at: SourceLocation(path: path, line: 1, column: 1))
            warning.severity = .warning  // the lock is optional, so a warning
            diagnostics.report(warning)
            return nil
        }
        return parse(bytes, path: path, diagnostics: &diagnostics)
    }

    /// Parses a lock file's bytes (reported as `path`). Blank lines and lines starting with `#` are skipped; a
    /// line break may be `\r\n`. Each other line is `<language> TAB <unit id> TAB <source text>`, the id and
    /// text escaped (see `escaped(_:)`); a line that is not is reported as a warning at its line and column
    /// (UTF-8 bytes) and skipped, and of two lines for one language and unit the first is used.
    public static func parse(_ bytes: [UInt8], path: String, diagnostics: inout Diagnostics) -> TranslationLock {
        var texts: [String: [String: String]] = [:]
        var lines: [String: [String: Int]] = [:]
        for (number, line) in contentLines(bytes) {
            guard let entry = entry(line, number: number, path: path, diagnostics: &diagnostics) else { continue }
            if let first = lines[entry.language]?[entry.id] {
                diagnostics.report(
                    .translationsLockDuplicateLine(
                        entry.language, id: entry.id, firstLine: first,
                        at: SourceLocation(path: path, line: number, column: 1)))
                continue
            }
            lines[entry.language, default: [:]][entry.id] = number
            texts[entry.language, default: [:]][entry.id] = entry.sourceText
        }
        return TranslationLock(sourceTexts: texts)
    }

    /// One lock line's fields, unescaped.
    struct Entry: Equatable {
        var language: String
        var id: String
        var sourceText: String
    }

    /// The lines of a lock file with their 1-based numbers, without their line breaks (`\n` or `\r\n`) and a
    /// leading byte order mark; blank lines and lines starting with `#` left out.
    static func contentLines(_ bytes: [UInt8]) -> [(number: Int, line: ArraySlice<UInt8>)] {
        var result: [(number: Int, line: ArraySlice<UInt8>)] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 0
        while start <= bytes.count {
            number += 1
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            var line = bytes[start..<end]
            start = end + 1
            if line.last == 0x0D { line = line.dropLast() }
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            result.append((number, line))
        }
        return result
    }

    /// The fields of line `number` (its bytes: `line`, indices as in the file); `nil`, with a warning at the
    /// line and column of the problem, when it is not UTF-8, is a merge conflict marker, has other than three
    /// fields, a language that is no tag, a bad escape or an empty field.
    static func entry(_ line: ArraySlice<UInt8>, number: Int, path: String, diagnostics: inout Diagnostics)
        -> Entry?
    {
        func at(_ offset: Int) -> SourceLocation {
            SourceLocation(path: path, line: number, column: offset - line.startIndex + 1)
        }
        guard let text = String(validating: line, as: UTF8.self) else {
            diagnostics.report(.translationsLockNotUTF8(at: at(line.startIndex)))
            return nil
        }
        if ["<<<<<<<", "=======", ">>>>>>>", "|||||||"].contains(where: { text.hasPrefix($0) }) {
            diagnostics.report(.translationsLockConflictMarker(at: at(line.startIndex)))
            return nil
        }
        let tabs = line.indices.filter { line[$0] == 0x09 }
        guard tabs.count == 2 else {
            let column = tabs.count > 2 ? tabs[2] : line.endIndex
            diagnostics.report(.translationsLockLineMalformed(fields: tabs.count + 1, at: at(column)))
            return nil
        }
        let language = String(decoding: line[..<tabs[0]], as: UTF8.self)
        guard LanguageTag.isValid(language) else {
            diagnostics.report(.translationsLockLanguageNotATag(language, at: at(line.startIndex)))
            return nil
        }
        switch (unescaped(line[(tabs[0] + 1)..<tabs[1]]), unescaped(line[(tabs[1] + 1)...])) {
        case (.failure(let failure), _), (_, .failure(let failure)):
            diagnostics.report(.translationsLockBadEscape(at: at(failure.offset)))
            return nil
        case (.success(let id), .success(let sourceText)):
            guard !id.isEmpty, !sourceText.isEmpty else {
                diagnostics.report(
                    .translationsLockEmptyField(
                        id.isEmpty ? "unit id" : "source text", at: at(id.isEmpty ? tabs[0] + 1 : tabs[1] + 1)))
                return nil
            }
            return Entry(language: language, id: id, sourceText: sourceText)
        }
    }

    /// A unit id or source text as one field of a lock line: `\` as `\\`, tab as `\t`, line feed as `\n`,
    /// carriage return as `\r`, every other control character and U+2028, U+2029 as `\u{hex}`, and a space
    /// that ends the text as `\s`. Every other character stays as it is.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        let scalars = text.unicodeScalars
        for index in scalars.indices {
            let scalar = scalars[index]
            switch scalar {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case " " where scalars.index(after: index) == scalars.endIndex: result += "\\s"
            default:
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The text of an escaped field (see `escaped(_:)`), or the offset in `bytes` of the backslash of an
    /// escape that is not one of those (`\u{…}` needs 1 to 6 hex digits naming a Unicode scalar).
    static func unescaped(_ bytes: ArraySlice<UInt8>) -> Result<String, EscapeFailure> {
        guard bytes.contains(UInt8(ascii: "\\")) else { return .success(String(decoding: bytes, as: UTF8.self)) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                index += 1
                continue
            }
            let next = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
            switch next {
            case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "s"): result.append(0x20)
            case UInt8(ascii: "u"):
                guard index + 2 < bytes.endIndex, bytes[index + 2] == UInt8(ascii: "{"),
                    let close = bytes[(index + 3)...].prefix(7).firstIndex(of: UInt8(ascii: "}")), close > index + 3,
                    bytes[(index + 3)..<close].allSatisfy({ Unicode.Scalar($0).properties.isASCIIHexDigit }),
                    let value = UInt32(String(decoding: bytes[(index + 3)..<close], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { return .failure(EscapeFailure(offset: index)) }
                result.append(contentsOf: Array(String(Character(scalar)).utf8))
                index = close + 1
                continue
            default: return .failure(EscapeFailure(offset: index))
            }
            index += 2
        }
        return .success(String(decoding: result, as: UTF8.self))
    }

    /// Where an escape that cannot be read starts.
    struct EscapeFailure: Error {
        var offset: Int
    }
}
