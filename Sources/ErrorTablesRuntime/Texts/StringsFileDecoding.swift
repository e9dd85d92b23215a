import Foundation

/// Turns the bytes of a `.strings` file into text.
enum StringsFileDecoding {
    /// Decodes UTF-8 (optionally with a byte-order mark) or UTF-16 text; nil when neither fits.
    static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return String(data: Data(bytes.dropFirst(3)), encoding: .utf8)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return utf16(bytes.dropFirst(2), bigEndian: true)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return utf16(bytes.dropFirst(2), bigEndian: false)
        }
        if let bigEndian = guessedUTF16ByteOrder(bytes) {
            return utf16(bytes[...], bigEndian: bigEndian)
        }
        return String(data: data, encoding: .utf8)
    }

    /// Guesses the byte order of UTF-16 text without a byte-order mark from where zero bytes are.
    ///
    /// A `.strings` file starts with ASCII (a quote, a comment or white space), so UTF-16 text has
    /// a zero byte first (big endian) or second (little endian); UTF-8 text never contains zeros.
    private static func guessedUTF16ByteOrder(_ bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
        if bytes[0] == 0, bytes[1] != 0 { return true }
        if bytes[0] != 0, bytes[1] == 0 { return false }
        return nil
    }

    /// Decodes UTF-16 units, rejecting an odd number of bytes; lone surrogates become U+FFFD.
    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
