import Foundation

/// What `XLIFFReader` checks before it hands a document to Foundation's XML parser, which cannot take it.
///
/// Foundation's `XMLParser` (libxml2 beneath it on Linux) turns every name libxml2 reports (of an element, an
/// attribute, an entity, a processing instruction) and every comment into a Swift string with a force-unwrap of
/// a strict UTF-8 decoding. libxml2, on a byte that is not UTF-8, reports an error but goes on reading the rest
/// of the document as Latin-1 and hands the raw bytes over: a name holding such a byte traps the process. So a
/// document is read only in an encoding whose conversion libxml2 always completes or refuses:
///
/// - UTF-8 (with or without its byte order mark), every byte checked, declaring no encoding or UTF-8; the first
///   byte that is not UTF-8, or character XML 1.0 cannot hold (control characters, U+FFFE, U+FFFF), is an error
///   at its line and byte column;
/// - UTF-16, told by its byte order mark or by the zero bytes around its first character, whose code units all
///   pair up (libxml2 converts it to UTF-8 itself); an unpaired surrogate is an error at its line;
/// - anything else (UTF-32, a declared encoding such as ISO-8859-1) is refused, asking for UTF-8;
/// - in either, a processing instruction without data (`<?name?>`: Foundation reads its data through a null
///   pointer) and an entity value with markup or a character reference (`checkMarkup(_:path:)`).
///
/// Time is linear in the document, and nothing is copied but a UTF-16 document's code units.
enum XLIFFInputCheck {
    /// Throws the first thing in `data` that the parser cannot take (see the type's comment).
    static func check(_ data: Data, path: String) throws(FatalDiagnostic) {
        if let wide = TranslationFile.utf16Or32(data) {
            guard wide.width == 2 else {
                throw refusal(path, "it is encoded in \(wide.name), not UTF-8; save it as UTF-8")
            }
            try checkUTF16(data, encoding: wide, path: path)
            try checkMarkup(Array(String(decoding: utf16Units(data, encoding: wide), as: UTF16.self).utf8), path: path)
            return
        }
        if let declared = declaredEncoding(data), !["utf-8", "utf8"].contains(declared.name.lowercased()) {
            throw refusal(
                path,
                "it declares the encoding \(Diagnostic.quote(declared.name)), but import reads XLIFF only in UTF-8 "
                    + "or UTF-16; save it as UTF-8 and declare encoding=\"UTF-8\"",
                at: lineAndColumn(of: declared.offset, in: data))
        }
        let problem = data.withUnsafeBytes { raw in firstUTF8Problem(raw.bindMemory(to: UInt8.self)) }
        if let problem {
            throw refusal(path, problem.reason, at: lineAndColumn(of: problem.offset, in: data))
        }
        try checkMarkup(Array(data), path: path)
    }

    /// Throws at a processing instruction without data (`<?name?>`), anywhere (Foundation's parser reads the
    /// missing data through a null pointer and the process crashes), and at an entity declaration whose value
    /// holds `<` or a character reference, which could make one when the entity is used. A comment or CDATA
    /// section holding such text is refused too: the check does not tell them apart.
    static func checkMarkup(_ bytes: [UInt8], path: String) throws(FatalDiagnostic) {
        var offset = 0
        while let start = bytes[offset...].firstIndex(of: UInt8(ascii: "<")) {
            offset = start + 1
            if bytes[offset...].starts(with: Array("?".utf8)) {
                var end = offset + 1
                while end < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?")].contains(bytes[end]) { end += 1 }
                if end == bytes.count || bytes[end] == UInt8(ascii: "?") {
                    let name = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
                    throw refusal(
                        path,
                        "the processing instruction \(Diagnostic.quote("<?" + name + "?>")) has no data, which "
                            + "Foundation's XML parser cannot take; remove it", at: position(of: start, in: bytes))
                }
            } else if bytes[offset...].starts(with: Array("!ENTITY".utf8)),
                let value = entityValue(bytes, from: offset),
                value.contains(UInt8(ascii: "<")) || containsCharacterReference(value)
            {
                throw refusal(
                    path,
                    "an entity's value holds markup or a character reference, which import does not read; write the "
                        + "text out instead of the entity", at: position(of: start, in: bytes))
            }
        }
    }

    /// The quoted value of the entity declaration whose `!ENTITY` starts at `offset`, if it has one.
    private static func entityValue(_ bytes: [UInt8], from offset: Int) -> ArraySlice<UInt8>? {
        guard let quote = bytes[offset...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") })
        else { return nil }
        let end = bytes[(quote + 1)...].firstIndex(of: bytes[quote]) ?? bytes.count
        return bytes[(quote + 1)..<end]
    }

    /// A UTF-16 document's code units.
    private static func utf16Units(_ data: Data, encoding: TranslationFile.WideEncoding) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(data.count / 2)
        var offset = data.startIndex + encoding.start
        while offset + 1 < data.endIndex {
            let first = UInt16(data[offset])
            let second = UInt16(data[offset + 1])
            units.append(encoding.bigEndian ? first << 8 | second : second << 8 | first)
            offset += 2
        }
        return units
    }

    private static func containsCharacterReference(_ value: ArraySlice<UInt8>) -> Bool {
        value.indices.contains { value[$0] == UInt8(ascii: "&") && value[($0 + 1)...].first == UInt8(ascii: "#") }
    }

    private static func position(of offset: Int, in bytes: [UInt8]) -> LineColumn {
        lineAndColumn(of: offset, in: Data(bytes[..<offset]))
    }

    /// The first problem of a UTF-8 document (after its byte order mark): its byte offset and what it is.
    static func firstUTF8Problem(_ bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, reason: String)? {
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if !XLIFFDocument.isAllowed(scalar) {
                    return (offset, "it holds \(codePoint(scalar)), a character XML 1.0 cannot hold")
                }
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                return (
                    offset,
                    "the byte 0x\(byte.count < 2 ? "0" + byte : byte) is not UTF-8 (import reads XLIFF in UTF-8 or "
                        + "UTF-16); save the file as UTF-8"
                )
            }
        }
    }

    /// Checks that a UTF-16 document's code units pair up (libxml2 refuses nothing else that it converts).
    private static func checkUTF16(_ data: Data, encoding: TranslationFile.WideEncoding, path: String)
        throws(FatalDiagnostic)
    {
        var line = 1
        var pendingHigh = false
        var offset = data.startIndex + encoding.start
        while offset + 1 < data.endIndex {
            let first = UInt16(data[offset])
            let second = UInt16(data[offset + 1])
            let unit = encoding.bigEndian ? first << 8 | second : second << 8 | first
            let isLow = (0xDC00...0xDFFF).contains(unit)
            guard pendingHigh == isLow else {
                throw refusal(
                    path, "it is UTF-16 with an unpaired surrogate on line \(line); save it as UTF-8",
                    at: LineColumn(line, 1))
            }
            pendingHigh = (0xD800...0xDBFF).contains(unit)
            if unit == 0x0A { line += 1 }
            offset += 2
        }
        if pendingHigh {
            throw refusal(path, "it is UTF-16 ending in half a character; save it as UTF-8", at: LineColumn(line, 1))
        }
    }

    /// The name in the XML declaration's `encoding="…"` at the document's start and its byte offset; `nil`
    /// without a declaration or an encoding in it.
    static func declaredEncoding(_ data: Data) -> (name: String, offset: Int)? {
        let head = Array(data.prefix(512))
        let start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard head[start...].starts(with: Array("<?xml".utf8)),
            let end = head[start...].firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        let declaration = head[start..<end]
        let key = Array("encoding".utf8)
        guard let keyStart = declaration.indices.first(where: { declaration[$0...].starts(with: key) }) else {
            return nil
        }
        var cursor = keyStart + key.count
        while cursor < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(head[cursor]) { cursor += 1 }
        guard cursor < end, head[cursor] == UInt8(ascii: "\"") || head[cursor] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = head[cursor]
        let nameStart = cursor + 1
        let nameEnd = head[nameStart..<end].firstIndex(of: quote) ?? end
        return (String(decoding: head[nameStart..<nameEnd], as: UTF8.self), nameStart)
    }

    /// `U+` and the scalar's value in at least four hexadecimal digits.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The 1-based line and byte column of a byte offset.
    private static func lineAndColumn(of offset: Int, in data: Data) -> LineColumn {
        var line = 1
        var lineStart = 0
        for (index, byte) in data.prefix(offset).enumerated() where byte == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return LineColumn(line, offset - lineStart + 1)
    }

    private static func refusal(_ path: String, _ reason: String, at position: LineColumn = LineColumn(1, 1))
        -> FatalDiagnostic
    {
        FatalDiagnostic(.importFileUnreadable(path, format: .xliff, reason: reason, at: position))
    }
}
