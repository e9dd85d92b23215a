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
        guard let list = Layout(bytes: [UInt8](data)), let (count, start) = list.dictionary(list.topObject)
        else { return nil }
        var result: [String: String] = [:]
        for index in 0..<count {
            guard let keyReference = list.reference(at: start + index * list.referenceSize),
                let valueReference = list.reference(at: start + (count + index) * list.referenceSize),
                let key = list.string(keyReference), let value = list.string(valueReference)
            else { return nil }
            result[key] = value
        }
        return result
    }

    /// A binary list's bytes and what its trailer says: the sizes of offsets and object references, the number
    /// of objects, the top object and where the offset table starts. Every reading method checks what it reads
    /// against the data and returns nil for anything out of place.
    struct Layout {
        static let trailerSize = 32

        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let tableOffset: Int

        /// The layout of a `bplist00` whose trailer is consistent: sizes of 1 to 8 bytes, a top object among the
        /// objects, and an offset table between the header and the trailer; nil otherwise.
        init?(bytes: [UInt8]) {
            guard bytes.count >= 8 + Self.trailerSize, bytes.starts(with: Array("bplist00".utf8)) else { return nil }
            let trailer = bytes.count - Self.trailerSize
            let offsetSize = Int(bytes[trailer + 6])
            let referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
                let objectCount = Self.integer(bytes, at: trailer + 8, size: 8),
                let topObject = Self.integer(bytes, at: trailer + 16, size: 8),
                let tableOffset = Self.integer(bytes, at: trailer + 24, size: 8),
                topObject < objectCount,
                case (let tableSize, let overflow) = objectCount.multipliedReportingOverflow(by: offsetSize), !overflow,
                tableOffset >= 8, tableOffset <= trailer, tableSize <= trailer - tableOffset
            else { return nil }
            (self.bytes, self.offsetSize, self.referenceSize) = (bytes, offsetSize, referenceSize)
            (self.objectCount, self.topObject, self.tableOffset) = (objectCount, topObject, tableOffset)
        }

        /// The object reference at `offset`.
        func reference(at offset: Int) -> Int? { Self.integer(bytes, at: offset, size: referenceSize) }

        /// Where object `reference` starts: after the header and before the offset table.
        func objectOffset(_ reference: Int) -> Int? {
            guard reference < objectCount,
                let offset = Self.integer(bytes, at: tableOffset + reference * offsetSize, size: offsetSize),
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
            guard size <= 8, let count = Self.integer(bytes, at: offset + 2, size: size), count >= 0 else { return nil }
            return (marker >> 4, count, offset + 2 + size)
        }

        /// Object `reference` as a string: ASCII (kind 5) or UTF-16 big-endian (kind 6); nil for any other kind
        /// or contents that run into the offset table.
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

        /// Object `reference` as a dictionary (kind 13): its number of entries and where its key references
        /// start (the value references follow them); nil when it is not one or its references do not fit.
        func dictionary(_ reference: Int) -> (count: Int, references: Int)? {
            guard let offset = objectOffset(reference), let (kind, count, start) = header(offset), kind == 0xD,
                count <= (tableOffset - start) / (2 * referenceSize)
            else { return nil }
            return (count, start)
        }

        /// The big-endian unsigned integer of `size` bytes at `offset`; nil when it does not fit in the data or in
        /// a non-negative `Int`.
        static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
            guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }
    }
}
