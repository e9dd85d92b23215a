import Foundation

/// Reads a binary property list (`bplist00`) whose top object is a dictionary of strings, as Xcode can compile
/// `.strings` files to; nil for anything else or anything malformed.
///
/// Foundation's `PropertyListSerialization` is not used for binary lists: on Linux a malformed one (a set
/// where a string should be) crashes the process, and a damaged file in an app's bundle must not. Every
/// offset and length is checked against the data before it is read; nothing recurses.
enum StringsBinaryPropertyList {
    /// The entries of the top-level dictionary, or nil when the list is not a dictionary of strings.
    static func entries(_ data: Data) -> [String: String]? {
        let bytes = [UInt8](data)
        let trailerSize = 32
        guard bytes.count >= 8 + trailerSize, bytes.starts(with: Array("bplist00".utf8)) else { return nil }
        let trailer = bytes.count - trailerSize
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let objectCount = integer(bytes, at: trailer + 8, size: 8),
            let topObject = integer(bytes, at: trailer + 16, size: 8),
            let tableOffset = integer(bytes, at: trailer + 24, size: 8),
            topObject < objectCount,
            case (let tableSize, let overflow) = objectCount.multipliedReportingOverflow(by: offsetSize), !overflow,
            tableOffset >= 8, tableOffset <= trailer, tableSize <= trailer - tableOffset
        else { return nil }

        func objectOffset(_ reference: Int) -> Int? {
            guard reference < objectCount,
                let offset = integer(bytes, at: tableOffset + reference * offsetSize, size: offsetSize),
                offset >= 8, offset < tableOffset
            else { return nil }
            return offset
        }
        /// The marker's kind and the object's count (the low nibble, or the integer after it), and where its
        /// contents start.
        func header(_ offset: Int) -> (kind: UInt8, count: Int, contents: Int)? {
            let marker = bytes[offset]
            let low = Int(marker & 0x0F)
            guard low == 0x0F else { return (marker >> 4, low, offset + 1) }
            guard offset + 1 < tableOffset, bytes[offset + 1] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            guard size <= 8, let count = integer(bytes, at: offset + 2, size: size), count >= 0 else { return nil }
            return (marker >> 4, count, offset + 2 + size)
        }
        func string(_ reference: Int) -> String? {
            guard let offset = objectOffset(reference), let (kind, count, start) = header(offset) else { return nil }
            switch kind {
            case 0x5:
                guard count <= tableOffset - start else { return nil }
                return String(bytes: bytes[start..<start + count], encoding: .ascii)
            case 0x6:
                guard count <= (tableOffset - start) / 2 else { return nil }
                let units = (0..<count).map { UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            default:
                return nil
            }
        }

        guard let offset = objectOffset(topObject), let (kind, count, start) = header(offset), kind == 0xD,
            count <= (tableOffset - start) / (2 * referenceSize)
        else { return nil }
        var result: [String: String] = [:]
        for index in 0..<count {
            guard let keyReference = integer(bytes, at: start + index * referenceSize, size: referenceSize),
                let valueReference = integer(bytes, at: start + (count + index) * referenceSize, size: referenceSize),
                let key = string(keyReference), let value = string(valueReference)
            else { return nil }
            result[key] = value
        }
        return result
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`; nil when it does not fit in the data or in
    /// a non-negative `Int`.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
