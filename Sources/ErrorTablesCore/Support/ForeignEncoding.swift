/// Text saved in UTF-16 or UTF-32 instead of UTF-8, recognized by its first bytes: a byte order mark, or without
/// one the NUL bytes that ASCII characters have in those encodings (`a` is `61 00` in UTF-16LE). Such text is
/// valid UTF-8 full of NULs, so without this check a document in UTF-16 reads as one with no error table.
struct ForeignEncoding: Sendable, Equatable {
    /// `UTF-16LE`, `UTF-16BE`, `UTF-32LE` or `UTF-32BE`.
    var name: String
    /// Whether the text starts with a byte order mark (else its NUL bytes gave the encoding away).
    var hasByteOrderMark: Bool

    /// How many bytes from the start are looked at for NUL bytes.
    static let sampleLength = 512

    /// The encoding of `bytes` when it is UTF-16 or UTF-32; `nil` for anything else (UTF-8 among it).
    static func detect(_ bytes: [UInt8]) -> ForeignEncoding? {
        let marks: [([UInt8], String)] = [
            ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE"),
            ([0xFE, 0xFF], "UTF-16BE"), ([0xFF, 0xFE], "UTF-16LE"),
        ]
        if let mark = marks.first(where: { bytes.starts(with: $0.0) }) {
            return ForeignEncoding(name: mark.1, hasByteOrderMark: true)
        }
        return byNULPattern(bytes).map { ForeignEncoding(name: $0, hasByteOrderMark: false) }
    }

    /// The encoding the NUL bytes of the first `sampleLength` bytes show: in UTF-32 three bytes of every four
    /// are NUL for ASCII text, in UTF-16 one of every two, always at the same places.
    static func byNULPattern(_ bytes: [UInt8]) -> String? {
        let length = min(bytes.count, sampleLength) / 4 * 4
        guard length >= 4 else { return nil }
        var nuls = [0, 0, 0, 0]
        for index in 0..<length where bytes[index] == 0 { nuls[index % 4] += 1 }
        let perPlace = length / 4
        func mostly(_ place: Int) -> Bool { nuls[place] * 10 >= perPlace * 9 }
        func rarely(_ place: Int) -> Bool { nuls[place] * 2 < perPlace }
        if mostly(1) && mostly(2) && mostly(3) && rarely(0) { return "UTF-32LE" }
        if mostly(0) && mostly(1) && mostly(2) && rarely(3) { return "UTF-32BE" }
        let (even, odd) = (nuls[0] + nuls[2], nuls[1] + nuls[3])
        if odd > perPlace && even * 5 < perPlace { return "UTF-16LE" }
        if even > perPlace && odd * 5 < perPlace { return "UTF-16BE" }
        return nil
    }
}

extension Diagnostic {
    /// A file in UTF-16 or UTF-32 where UTF-8 is read.
    static func foreignEncoding(_ encoding: ForeignEncoding, at location: SourceLocation) -> Diagnostic {
        let evidence =
            encoding.hasByteOrderMark
            ? "it starts with the \(encoding.name) byte order mark"
            : "it has no byte order mark, but its NUL bytes fall where \(encoding.name) puts them"
        return Diagnostic(
            .error, "this file is \(encoding.name), not UTF-8 (\(evidence)); save it as UTF-8", at: location)
    }

    /// A NUL byte in a document (`count`: how many it has), which Markdown would read as U+FFFD.
    static func nulByte(count: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "a NUL byte (U+0000), which Markdown reads as U+FFFD ('\u{FFFD}')"
                + (count > 1 ? "; the file has \(count) of them" : "") + "; remove it", at: location)
    }
}
