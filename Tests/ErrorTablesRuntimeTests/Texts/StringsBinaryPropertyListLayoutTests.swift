import Foundation
import Testing

@testable import ErrorTablesRuntime

/// `StringsBinaryPropertyList`: the trailer's layout, reading strings and the dictionary through it, and the
/// entries of a whole list.
@Suite struct StringsBinaryPropertyListLayoutTests {
    /// `{"ok": "é"}`: the dictionary (object 0) at 8, the ASCII key (1) at 11, the UTF-16 value (2) at 14, the
    /// offset table at 17, then the trailer (1-byte offsets and references, 3 objects, top object `top`).
    static func list(top: UInt8 = 0, objectCount: UInt8 = 3) -> [UInt8] {
        let objects: [UInt8] = [0xD1, 1, 2, 0x52, 0x6F, 0x6B, 0x61, 0x00, 0xE9]
        let table: [UInt8] = [8, 11, 14]
        let trailer: [UInt8] =
            [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, objectCount] + [0, 0, 0, 0, 0, 0, 0, top]
            + [0, 0, 0, 0, 0, 0, 0, 17]
        return Array("bplist00".utf8) + objects + table + trailer
    }

    @Test func theLayoutIsTheTrailers() throws {
        let layout = try #require(StringsBinaryPropertyList.Layout(bytes: Self.list()))
        #expect(layout.offsetSize == 1)
        #expect(layout.referenceSize == 1)
        #expect(layout.objectCount == 3)
        #expect(layout.topObject == 0)
        #expect(layout.tableOffset == 17)
        #expect(StringsBinaryPropertyList.Layout(bytes: Self.list(top: 3)) == nil)
        #expect(StringsBinaryPropertyList.Layout(bytes: Array(Self.list().dropFirst())) == nil)
    }

    @Test func stringsAndTheDictionaryAreReadByReference() throws {
        let layout = try #require(StringsBinaryPropertyList.Layout(bytes: Self.list()))
        #expect(layout.objectOffset(2) == 14)
        #expect(layout.objectOffset(3) == nil)
        #expect(layout.string(1) == "ok")
        #expect(layout.string(2) == "é")
        #expect(layout.string(0) == nil)
        #expect(layout.dictionary(0)?.count == 1)
        #expect(layout.dictionary(0)?.references == 9)
        #expect(layout.dictionary(1) == nil)
        #expect(layout.reference(at: 10) == 2)
    }

    @Test func aCountOver14FollowsTheMarkerAsAnInteger() throws {
        // Object 1 as `0x5F 0x10 0x02 "ok"`: an ASCII string whose count is the 1-byte integer after the marker.
        var bytes = Self.list()
        bytes.replaceSubrange(11..<14, with: [0x5F, 0x10, 0x02, 0x6F, 0x6B])
        bytes.replaceSubrange(19..<22, with: [8, 11, 16])
        bytes[bytes.count - 1] = 19
        let layout = try #require(StringsBinaryPropertyList.Layout(bytes: bytes))
        #expect(layout.header(11)?.kind == 0x5)
        #expect(layout.header(11)?.count == 2)
        #expect(layout.header(11)?.contents == 14)
        #expect(layout.string(1) == "ok")
    }

    @Test func integersAreBigEndianAndNonNegative() {
        #expect(StringsBinaryPropertyList.Layout.integer([0x01, 0x02], at: 0, size: 2) == 258)
        #expect(StringsBinaryPropertyList.Layout.integer([0x01, 0x02], at: 1, size: 2) == nil)
        #expect(StringsBinaryPropertyList.Layout.integer(Array(repeating: 0xFF, count: 8), at: 0, size: 8) == nil)
    }

    @Test func theEntriesAreTheTopDictionarys() {
        #expect(StringsBinaryPropertyList.entries(Data(Self.list())) == ["ok": "é"])
        #expect(StringsBinaryPropertyList.entries(Data(Self.list(top: 1))) == nil)
    }
}
