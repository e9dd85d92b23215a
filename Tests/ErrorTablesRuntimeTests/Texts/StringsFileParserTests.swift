import ErrorTablesRuntime
import Foundation
import Testing

@Suite struct StringsFileParserTests {
    @Test func entriesAndComments() {
        let text = """
            /* A block comment
               over two lines with "quotes" = "and"; */
            // A line comment "x" = "y";
            "a" = "b";
            "with space"="x y"; // trailing comment
            unquoted = value_1.2;
            "self";
            "a" = "last wins";
            """
        #expect(
            StringsFileParser.parse(text) == [
                "a": "last wins", "with space": "x y", "unquoted": "value_1.2", "self": "self",
            ])
    }

    @Test func escapes() {
        let text = #""k" = "q\" bs\\ n\n t\t r\r z\0 e\U00e9 E\u00C8 o\012 x\q";"#
        #expect(StringsFileParser.parse(text) == ["k": "q\" bs\\ n\n t\t r\r z\u{0} eé EÈ o\n xq"])
    }

    @Test func surrogatePairs() {
        #expect(StringsFileParser.parse(#""e" = "\UD83D\UDE00!";"#) == ["e": "😀!"])
        #expect(StringsFileParser.parse(#""e" = "\ud83d\ude00";"#) == ["e": "😀"])
        #expect(StringsFileParser.parse(#""e" = "\UD83D x";"#) == ["e": "\u{FFFD} x"])
    }

    @Test func nonASCIITextIsKept() {
        #expect(StringsFileParser.parse("\"k\" = \"नेटवर्क 😀\";") == ["k": "नेटवर्क 😀"])
    }

    @Test func emptyAndCommentOnlyInputs() {
        #expect(StringsFileParser.parse("") == [:])
        #expect(StringsFileParser.parse("  /* only */ // comments\n") == [:])
    }

    @Test(arguments: [
        #""a" = "b""#,
        #""a" "b";"#,
        #""a = "b";"#,
        #"/* never closed "a" = "b";"#,
        #"= "b";"#,
        #""a" = ;"#,
        #""a" = "b\"#,
        #""a" = "\U";"#,
        #""a" = "b" "c";"#,
        "\"a\" = \"b\";\n\"c\"",
    ])
    func malformedInputIsRejected(text: String) {
        #expect(StringsFileParser.parse(text) == nil)
    }

    @Test func utf8WithAndWithoutByteOrderMark() {
        let text = "\"k\" = \"è\";"
        #expect(StringsFileParser.parse(data: Data(text.utf8)) == ["k": "è"])
        #expect(
            StringsFileParser.parse(data: Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))) == ["k": "è"])
    }

    @Test func utf16WithByteOrderMarks() {
        let text = "/* c */ \"k\" = \"नमस्ते 😀\";"
        #expect(
            StringsFileParser.parse(data: Self.utf16(text, bigEndian: false, mark: true)) == [
                "k": "नमस्ते 😀"
            ])
        #expect(
            StringsFileParser.parse(data: Self.utf16(text, bigEndian: true, mark: true)) == ["k": "नमस्ते 😀"]
        )
        #expect(
            StringsFileParser.parse(data: Self.utf16(text, bigEndian: false, mark: false)) == [
                "k": "नमस्ते 😀"
            ])
    }

    @Test func undecodableBytesAreRejected() {
        #expect(StringsFileParser.parse(data: Data([0x22, 0x6B, 0x22, 0x3D, 0xFF, 0xFE, 0xC3])) == nil)
        #expect(StringsFileParser.parse(data: Data([0xFF, 0xFE, 0x22])) == nil)
        #expect(StringsFileParser.parse(data: Data([0x00, 0x00, 0x00])) == nil)
    }

    @Test func xmlPropertyList() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>k</key><string>v</string></dict></plist>
            """
        #expect(StringsFileParser.parse(data: Data(xml.utf8)) == ["k": "v"])
    }

    @Test func binaryPropertyList() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["k": "v", "e": "è"], format: .binary, options: 0)
        #expect(StringsFileParser.parse(data: data) == ["k": "v", "e": "è"])
        let notStrings = try PropertyListSerialization.data(
            fromPropertyList: ["k": 1], format: .binary, options: 0)
        #expect(StringsFileParser.parse(data: notStrings) == nil)
    }

    static func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> Data {
        var bytes: [UInt8] = []
        let units = (mark ? [0xFEFF] : []) + Array(text.utf16)
        for unit in units {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return Data(bytes)
    }
}
