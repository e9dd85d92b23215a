import Foundation
import Testing

@testable import ErrorTablesCore

/// `TranslationFile`: where its errors and units are (line and UTF-8 byte column), which format a file is
/// read as, XLIFF beyond libxml2's 10 MB chunk, and the warnings reading gives (DTD entities).
@Suite struct TranslationFilePositionTests {
    static func error(_ data: Data, language: String? = nil) -> String? {
        do throws(FatalDiagnostic) {
            _ = try TranslationFile.parse(data, path: "t", language: language)
            return nil
        } catch {
            return error.diagnostic.description
        }
    }

    static func error(_ text: String, language: String? = nil) -> String? { error(Data(text.utf8), language: language) }

    @Test func anXLIFFParseErrorIsWhereTheParserStoppedInBytes() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2">
              <file target-language="it">
                <body><trans-unit id="é"><source>à</source></bdy>
            """
        #expect(
            Self.error(text)
                == "t:4:56: error: this file cannot be imported as XLIFF 1.2: it is not well-formed XML: an end tag "
                + "does not match the element it closes (XML parser error 76); nothing was written")
    }

    @Test func anXLIFFThatEndsEarlyIsAtItsEnd() {
        #expect(
            Self.error("<xliff>\n<file")
                == "t:2:6: error: this file cannot be imported as XLIFF 1.2: it is not well-formed XML: a tag is not "
                + "closed by '>' (XML parser error 73); nothing was written")
    }

    @Test func xliffUnitsAreAtTheirStartTags() throws {
        let text = """
            <xliff version="1.2">
              <file original="Pix/en.md" source-language="en" target-language="it"><body>
                <trans-unit id="A"><source>Ä</source><target>È</target></trans-unit>  <trans-unit
                    id="B"
                    xml:space="preserve"><source>B</source></trans-unit>
              </body></file>
            </xliff>
            """
        let file = try TranslationFile.parse(Data(text.utf8), path: "t")
        #expect(
            file.units.map { $0.location?.description } == ["t:3:5", "t:3:77"])
    }

    @Test func xliffLargerThanLibxml2sChunkLimitIsRead() throws {
        let unit =
            "<trans-unit id=\"PXError%d\"><source>Source text %d</source><target>Testo %d</target></trans-unit>\n"
        var text = #"<xliff version="1.2"><file source-language="en" target-language="it"><body>"# + "\n"
        var count = 0
        while text.utf8.count <= 11_000_000 {
            text += unit.replacingOccurrences(of: "%d", with: String(count))
            count += 1
        }
        text += "</body></file></xliff>\n"
        let file = try TranslationFile.parse(Data(text.utf8), path: "t")
        #expect(file.units.count == count)
        #expect(file.units.last?.target == "Testo \(count - 1)")
        #expect(file.units.last?.location == ErrorTablesCore.SourceLocation(path: "t", line: count + 1, column: 1))
    }

    /// A parameter entity (`%p`) is used only inside the DTD, so it costs no text: no warning.
    @Test func dtdEntitiesAreWarnedAbout() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [
              <!ENTITY brand "Pix">
              <!ENTITY  % p "x">
            ]>
            <xliff version="1.2"><file target-language="it"><body>
              <trans-unit id="A"><source>A</source><target>A&brand;B</target></trans-unit>
            </body></file></xliff>
            """
        let file = try TranslationFile.parse(Data(text.utf8), path: "t")
        #expect(file.units.map(\.target) == ["AB"])
        #expect(
            file.diagnostics.all.map(\.description) == [
                "t:3:3: warning: the DTD declares the entity 'brand', which import does not expand: every '&brand;' "
                    + "in a text is dropped from it; write the text out instead"
            ])
    }

    @Test func aStringCatalogsJSONErrorIsAtItsPlace() {
        #expect(
            Self.error("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {,}\n}")
                == "t:3:15: error: this file cannot be imported as a String Catalog: it is not valid JSON: expected a "
                + "key in double quotes, found ','; nothing was written")
        #expect(
            Self.error("{ \"strings\": ")
                == "t:1:14: error: this file cannot be imported as a String Catalog: it is not valid JSON: expected a "
                + "value, found the end of the text; nothing was written")
    }

    @Test func aStringCatalogsUnitsAreAtTheirKeys() throws {
        let text = """
            {"sourceLanguage": "en", "strings": {
              "é": {"localizations": {"it": {"stringUnit": {"state": "translated", "value": "x"}}}},
                "B": {}, "B": {"localizations": {"it": {"stringUnit": {"value": "second"}}}}
            }}
            """
        let file = try TranslationFile.parse(Data(text.utf8), path: "t")
        #expect(file.units.map(\.id) == ["B", "B", "é"])
        #expect(file.units.map { $0.location?.description } == ["t:3:5", "t:3:14", "t:2:3"])
        #expect(file.units.map(\.target) == [nil, "second", "x"])
    }

    @Test func jsonThatIsNotAnObjectIsAStringCatalogError() {
        #expect(
            Self.error(" []")
                == "t:1:2: error: this file cannot be imported as a String Catalog: its top-level value is not an "
                + "object; nothing was written")
    }

    @Test func aUTF16StringCatalogIsToldApart() {
        let text = "{\"sourceLanguage\": \"en\", \"strings\": {}}"
        let little = Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let big = Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let expected =
            "t:1:1: error: this file cannot be imported as a String Catalog: it is encoded in UTF-16, not UTF-8; "
            + "save it as UTF-8; nothing was written"
        #expect(Self.error(little) == expected)
        #expect(Self.error(big) == expected)
    }

    @Test func aUTF16XLIFFIsStillRead() throws {
        let text = #"<?xml version="1.0" encoding="UTF-16"?><xliff><file target-language="it"/></xliff>"#
        let data = Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(try TranslationFile.parse(data, path: "t").language == "it")
    }

    @Test func aFIFOIsRefusedForWhatItIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/it.xliff"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: FatalDiagnostic(.inputNotARegularFile(path, kind: "a FIFO (named pipe)"))) {
            try TranslationFile.read(path: path)
        }
        #expect(throws: FatalDiagnostic(.inputNotARegularFile("/dev/null", kind: "a character device"))) {
            try TranslationFile.read(path: "/dev/null")
        }
        #expect(throws: FatalDiagnostic(.inputNotARegularFile(path, kind: "a FIFO (named pipe)"))) {
            try SourceText.read(path: path)
        }
    }
}
