import Foundation
import Testing

@testable import ErrorTablesCore

/// Issue 28: what Foundation's XML parser cannot take is refused before it gets it (`XLIFFInputCheck`): a byte
/// that is not UTF-8 in a name used to trap the process (SIGILL inside `XMLParser`), in an attribute's name, an
/// element's, an entity reference's, a processing instruction's and a comment; and the parser's error codes
/// that a translator's file produces are said in words (`ErrorTablesCore.XLIFFReader.parseErrorReason(code:)`).
@Suite struct XLIFFInputCheckTests {
    static func error(_ bytes: [UInt8]) -> String? {
        do throws(FatalDiagnostic) {
            _ = try TranslationFile.parse(Data(bytes), path: "t")
            return nil
        } catch {
            return error.diagnostic.description
        }
    }

    static func error(_ text: String) -> String? { error(Array(text.utf8)) }

    static let head = Array(
        #"<xliff version="1.2"><file original="Kiln/en.md" source-language="en" target-language="it"><body>"#.utf8)
    static let tail = Array("</body></file></xliff>\n".utf8)

    static func refusal(_ reason: String, column: Int, line: Int = 1) -> String {
        "t:\(line):\(column): error: this file cannot be imported as XLIFF 1.2: \(reason); nothing was written"
    }

    static let notUTF8 = "the byte 0xFF is not UTF-8 (import reads XLIFF in UTF-8 or UTF-16); save the file as UTF-8"

    /// The reproduction of the issue: an attribute name with the byte 0xFF (the process trapped with SIGILL).
    @Test func theIssuesAttributeNameIsRefusedAtItsByte() {
        let unit = Array(#"<trans-unit id="x" a"#.utf8) + [0xFF] + Array(#"="1"><source>a</source></trans-unit>"#.utf8)
        #expect(Self.error(Self.head + unit + Self.tail) == Self.refusal(Self.notUTF8, column: 118))
    }

    /// Every other place a name or a comment reaches Foundation's force-unwrapped decoding, and a text.
    @Test(arguments: [
        ("<x\u{FF}/>", 2), ("<!-- \u{FF} -->", 5), ("<?p\u{FF} d?>", 3), ("<x>&a\u{FF};</x>", 5), ("<x>a\u{FF}</x>", 4),
    ])
    func aByteThatIsNotUTF8IsRefusedWhereverItIs(_ snippet: String, offset: Int) {
        // U+00FF stands for the byte 0xFF.
        let bytes = snippet.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        #expect(Self.error(Self.head + bytes + Self.tail) == Self.refusal(Self.notUTF8, column: 98 + offset))
    }

    @Test func aControlCharacterIsRefusedAtItsLine() {
        #expect(
            Self.error("<xliff>\n<file>\u{1}</file></xliff>")
                == Self.refusal("it holds U+0001, a character XML 1.0 cannot hold", column: 7, line: 2))
        #expect(
            Self.error("<xliff>\u{FFFF}</xliff>")
                == Self.refusal("it holds U+FFFF, a character XML 1.0 cannot hold", column: 8))
    }

    @Test func aDeclaredEncodingOtherThanUTF8IsRefusedAtItsName() {
        #expect(
            Self.error("<?xml version=\"1.0\" encoding='ISO-8859-1'?>\n<xliff/>")
                == Self.refusal(
                    "it declares the encoding 'ISO-8859-1', but import reads XLIFF only in UTF-8 or UTF-16; save it as "
                        + "UTF-8 and declare encoding=\"UTF-8\"", column: 31))
        #expect(
            Self.error("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<xliff/>")?.contains("no <file> element") == true)
    }

    @Test func utf32AndBrokenUTF16AreRefused() {
        let text = "<xliff/>\n<"
        let utf32: [UInt8] = [0xFF, 0xFE, 0, 0] + text.unicodeScalars.flatMap { [UInt8($0.value), 0, 0, 0] }
        #expect(Self.error(utf32) == Self.refusal("it is encoded in UTF-32, not UTF-8; save it as UTF-8", column: 1))
        let units: [UInt16] = Array(text.utf16) + [0xDC00]
        let utf16: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(
            Self.error(utf16)
                == Self.refusal(
                    "it is UTF-16 with an unpaired surrogate on line 2; save it as UTF-8", column: 1, line: 2))
    }

    /// Found by the `xliff` fuzz target: a processing instruction without data (`<?name?>`, `<?xml?>` too) made
    /// Foundation's parser read a null pointer (SIGSEGV), in the document, its DTD, or an entity's value.
    @Test func aProcessingInstructionWithoutDataIsRefused() {
        #expect(
            Self.error(Self.head + Array("<?foo?>".utf8) + Self.tail)
                == Self.refusal(
                    "the processing instruction '<?foo?>' has no data, which Foundation's XML parser cannot take; "
                        + "remove it", column: 98))
        #expect(Self.error(Self.head + Array("<?foo data?>".utf8) + Self.tail) == nil)
        let entity = #"<!DOCTYPE xliff [<!ENTITY e "&#60;?foo?&#62;">]>"#
        #expect(
            Self.error(Array(entity.utf8) + Self.head + Self.tail)
                == Self.refusal(
                    "an entity's value holds markup or a character reference, which import does not read; write the "
                        + "text out instead of the entity", column: 18))
    }

    /// Issue 28's nested entities: error 89, in words, where the reference is.
    @Test func nestedEntitiesAreSaidInWords() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [
              <!ENTITY a "&b;">
              <!ENTITY b "&a;">
            ]>
            <xliff version="1.2"><file target-language="it"><body>
              <trans-unit id="x"><source>&a;</source></trans-unit>
            </body></file></xliff>
            """
        #expect(
            Self.error(text)
                == Self.refusal(
                    "it is not well-formed XML: an entity refers to itself (through other entities or directly), or its "
                        + "references nest too deep or expand too much; write the text out instead of the entities "
                        + "(XML parser error 89)", column: 33, line: 7))
    }

    /// The common mistakes of a hand-edited file, each with its code's words.
    @Test(arguments: [
        ("<x>a &amp b</x>", 23), ("<x>a&nbsp;b</x>", 26), ("<x>a & b</x>", 68), ("<x y=\"<\"/>", 38),
        ("<x y=1/>", 39), ("<x y/>", 41), ("<x y=\"1\" y=\"2\"/>", 42), ("<!-- x", 45), ("<x>a</y>", 76),
        ("<q:x/>", 201),
    ])
    func parseErrorsAreSaidInWords(_ snippet: String, code: Int) throws {
        let message = try #require(Self.error(Self.head + Array(snippet.utf8) + Self.tail))
        let words = try #require(ErrorTablesCore.XLIFFReader.parseErrorWords[code])
        #expect(message.contains("it is not well-formed XML: \(words) (XML parser error \(code)); nothing was written"))
    }

    @Test func anUncommonCodeKeepsItsNumber() {
        #expect(
            ErrorTablesCore.XLIFFReader.parseErrorReason(code: 104)
                == "it is not well-formed XML (XML parser error 104)")
    }
}
