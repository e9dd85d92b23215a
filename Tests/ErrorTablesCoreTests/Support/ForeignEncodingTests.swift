import Foundation
import Testing

@testable import ErrorTablesCore

/// Documents and configs saved in UTF-16 or UTF-32 (which, full of NUL bytes, are valid UTF-8 and used to read as
/// "no error table") and NUL bytes in UTF-8 text (which Markdown turns into U+FFFD without a word): one error
/// each, naming the encoding or the NUL's line and column.
@Suite struct ForeignEncodingTests {
    static let text = "# Pix\n\n| Code | Description |\n| --- | --- |\n| PixBad | Bad thing. |\n"

    /// `text` in `encoding`, with its byte order mark when `mark`.
    static func encoded(_ encoding: String.Encoding, mark: [UInt8] = []) -> [UInt8] {
        mark + Array(text.data(using: encoding) ?? Data())
    }

    static func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try SourceText(path: "spec/Pix/en.md", bytes: bytes)
            return nil
        } catch {
            return error.diagnostic.description
        }
    }

    @Test(
        arguments: [
            (String.Encoding.utf16LittleEndian, "UTF-16LE"), (.utf16BigEndian, "UTF-16BE"),
            (.utf32LittleEndian, "UTF-32LE"), (.utf32BigEndian, "UTF-32BE"),
        ])
    func withoutAByteOrderMarkTheNULsNameTheEncoding(encoding: String.Encoding, name: String) {
        #expect(
            Self.error(Self.encoded(encoding))
                == "spec/Pix/en.md:1:1: error: this file is \(name), not UTF-8 (it has no byte order mark, but its NUL "
                + "bytes fall where \(name) puts them); save it as UTF-8")
    }

    @Test(
        arguments: [
            (String.Encoding.utf16LittleEndian, [0xFF, 0xFE], "UTF-16LE"),
            (.utf16BigEndian, [0xFE, 0xFF], "UTF-16BE"),
            (.utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00], "UTF-32LE"),
            (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"),
        ] as [(String.Encoding, [UInt8], String)])
    func aByteOrderMarkNamesTheEncoding(encoding: String.Encoding, mark: [UInt8], name: String) {
        #expect(
            Self.error(Self.encoded(encoding, mark: mark))
                == "spec/Pix/en.md:1:1: error: this file is \(name), not UTF-8 (it starts with the \(name) byte order "
                + "mark); save it as UTF-8")
    }

    @Test func utf8WithOrWithoutItsByteOrderMarkAndNonASCIITextIsNotForeign() {
        let text = Array("| Código | Descripción |\n| --- | --- |\n| Ошибка | 失败 |\n".utf8)
        #expect(ForeignEncoding.detect(text) == nil)
        #expect(ForeignEncoding.detect([0xEF, 0xBB, 0xBF] + text) == nil)
        #expect(Self.error([0xEF, 0xBB, 0xBF] + text) == nil)
        #expect(ForeignEncoding.detect([]) == nil)
        #expect(ForeignEncoding.detect([0x41, 0x00]) == nil)  // too short to tell: read as UTF-8 (one NUL, an error)
    }

    @Test func aNULByteInACellIsAnErrorAtTheCell() {
        let bytes =
            Array("| Code | Description |\n| --- | --- |\n| PixBad | Bad".utf8) + [0] + Array(" thing. |\n".utf8)
        #expect(
            Self.error(bytes)
                == "spec/Pix/en.md:3:15: error: a NUL byte (U+0000), which Markdown reads as U+FFFD ('\u{FFFD}'); "
                + "remove it")
        #expect(
            Self.error(bytes + [0, 0x0A, 0])
                == "spec/Pix/en.md:3:15: error: a NUL byte (U+0000), which Markdown reads as U+FFFD ('\u{FFFD}'); "
                + "the file has 3 of them; remove it")
    }

    @Test func aConfigInUTF16IsAnErrorNamingTheEncoding() {
        let bytes = [0xFF, 0xFE] + Array(#"{"typeName": "PixError"}"#.data(using: .utf16LittleEndian) ?? Data())
        var diagnostics = Diagnostics()
        #expect(
            throws: FatalDiagnostic(
                .foreignEncoding(
                    ForeignEncoding(name: "UTF-16LE", hasByteOrderMark: true),
                    at: SourceLocation(path: "spec/Pix/error-tables.json", line: 1, column: 1)))
        ) {
            _ = try DomainConfig.parse(data: Data(bytes), path: "spec/Pix/error-tables.json", diagnostics: &diagnostics)
        }
    }
}
