import Foundation
import Testing

@testable import ErrorTablesCore

/// `TranslationFile`: reading XLIFF 1.2 and String Catalogs for import, and what is refused.
@Suite struct TranslationFileTests {
    static func parse(_ text: String, language: String? = nil) -> Result<TranslationFile, FatalDiagnostic> {
        Result { () throws(FatalDiagnostic) in try TranslationFile.parse(Data(text.utf8), path: "t", language: language)
        }
    }

    /// A place in the file `t`.
    static func at(_ line: Int, _ column: Int) -> ErrorTablesCore.SourceLocation {
        .init(path: "t", line: line, column: column)
    }

    static func error(_ text: String, language: String? = nil) -> String? {
        guard case .failure(let error) = parse(text, language: language) else { return nil }
        return error.diagnostic.description
    }

    @Test func xliffUnitsInBodiesAndGroupsWithTheirSourcesAndTargets() throws {
        let file = try Self.parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Pix/en.md" source-language="en" target-language="it" datatype="plaintext">
                <body>
                  <trans-unit id="A" xml:space="preserve">
                    <source>A &amp; "a"&#13;</source>
                    <target state="translated"> A\tè
            A </target>
                    <note>n</note>
                  </trans-unit>
                  <group id="g">
                    <trans-unit id="B"><source>B</source><target state="new">B</target></trans-unit>
                    <trans-unit id="C"><source>C</source></trans-unit>
                  </group>
                  <trans-unit><source>no id</source></trans-unit>
                  <trans-unit id="D"><source>D</source><target>🇮🇹 עברית</target></trans-unit>
                </body>
              </file>
            </xliff>
            """
        ).get()
        #expect(file.format == .xliff)
        #expect((file.sourceLanguage, file.language, file.domainName) == ("en", "it", "Pix"))
        #expect(
            file.units == [
                .init(id: "A", source: "A & \"a\"\r", target: " A\tè\nA ", location: Self.at(5, 7)),
                .init(id: "B", source: "B", target: nil, location: Self.at(12, 9)),
                .init(id: "C", source: "C", target: nil, location: Self.at(13, 9)),
                .init(id: "D", source: "D", target: "🇮🇹 עברית", location: Self.at(16, 7)),
            ])
    }

    @Test func xliffThatCannotBeImported() {
        #expect(
            Self.error("<xliff><file")
                == "t:1:13: error: this file cannot be imported as XLIFF 1.2: it is not well-formed XML: a tag is "
                + "not closed by '>' (XML parser error 73); nothing was written")
        #expect(
            Self.error("<xlf/>")
                == "t:1:1: error: this file cannot be imported as XLIFF 1.2: its root element is not <xliff>; nothing was "
                + "written")
        #expect(
            Self.error(#"<xliff version="1.2"/>"#)
                == "t:1:1: error: this file cannot be imported as XLIFF 1.2: it has no <file> element; nothing was "
                + "written")
        #expect(
            Self.error(#"<xliff><file source-language="en"><body/></file></xliff>"#)
                == "t:1:1: error: this file names no target language; choose one with --language; nothing was written")
        #expect(
            Self.error(#"<xliff><file target-language="it"/><file target-language="fr"/></xliff>"#)
                == "t:1:1: error: this file has several target languages (fr, it); choose one with --language; nothing "
                + "was written")
        #expect(
            Self.error(#"<xliff><file target-language="it"/></xliff>"#, language: "fr")
                == "t:1:1: error: this file has no 'fr' translations (it has it); nothing was written")
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "B" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "B" } },
                                        "it" : { "stringUnit" : { "state" : "new", "value" : "B" } },
                                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "B fr" } } } },
            "A" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "A\\n|" } },
                                        "it" : { "stringUnit" : { "state" : "needs_review", "value" : "A it" } } } },
            "C" : { "localizations" : { "it" : { "stringUnit" : { "state" : "translated", "value" : "C it" } } } },
            "D" : { }
          },
          "version" : "1.0"
        }
        """

    @Test func aStringCatalogsUnitsForTheChosenLanguage() throws {
        let file = try Self.parse(Self.catalog, language: "it").get()
        #expect((file.format, file.sourceLanguage, file.language, file.domainName) == (.xcstrings, "en", "it", nil))
        #expect(
            file.units == [
                .init(id: "A", source: "A\n|", target: "A it", location: Self.at(7, 5)),
                .init(id: "B", source: "B", target: nil, location: Self.at(4, 5)),
                .init(id: "C", source: nil, target: "C it", location: Self.at(9, 5)),
                .init(id: "D", source: nil, target: nil, location: Self.at(10, 5)),
            ])
        #expect(try Self.parse(Self.catalog, language: "fr").get().units.map(\.target) == [nil, "B fr", nil, nil])
    }

    @Test func aStringCatalogThatCannotBeImported() {
        #expect(
            Self.error(Self.catalog)
                == "t:1:1: error: this file has several target languages (fr, it); choose one with --language; nothing "
                + "was written")
        #expect(
            Self.error(Self.catalog, language: "de")
                == "t:1:1: error: this file has no 'de' translations (it has fr, it); nothing was written")
        #expect(
            Self.error("{ \"strings\": ")
                == "t:1:14: error: this file cannot be imported as a String Catalog: it is not valid JSON: expected a "
                + "value, found the end of the text; nothing was written")
        #expect(
            Self.error(#"{"strings": {}}"#)
                == "t:1:1: error: this file cannot be imported as a String Catalog: it has no 'sourceLanguage' or no "
                + "'strings'; nothing was written")
    }
}
