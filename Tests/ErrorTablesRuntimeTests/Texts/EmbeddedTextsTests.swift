import ErrorTablesRuntime
import Testing

@Suite struct EmbeddedTextsTests {
    /// Texts the documentation may hold that would break a naive encoding: separators of the format
    /// itself, escapes of Swift literals, control characters, and scripts of every width.
    static let hostile: [(key: String, text: String)] = [
        ("Quotes", #"He said "no", then """ and \"."#),
        ("Backslashes", #"C:\path\n is not a line feed; \(interpolation) \u{41}"#),
        ("Lines", "first\nsecond\r\nthird\rfourth\n"),
        ("Controls", "\u{1}\u{7}\u{8}\t\u{B}\u{C}\u{1B}[0m\u{7F}\u{85}"),
        ("Separators", "12:Fake 3:key\n4:more 0:\n: :: 99999999999999999999999:"),
        ("Unicode separators", "a\u{2028}b\u{2029}c"),
        ("Emoji", "👩‍👩‍👧‍👦 🇮🇹 👍🏽 e\u{301}"),
        ("RTL", "\u{202E}خطأ في الشبكة\u{202C} שגיאה"),
        ("CJK", "網路錯誤。ネットワークエラー。네트워크 오류"),
        ("Empty", ""),
        ("", "The empty key"),
        ("Spaces", "  leading and trailing  "),
        ("signIn:with:/Code.reason", "A key with the grammar's own characters."),
    ]

    @Test func hostileTextsRoundTrip() {
        let encoded = EmbeddedTexts.encoded(Self.hostile)
        let expected = Dictionary(uniqueKeysWithValues: Self.hostile.map { ($0.key, $0.text) })
        #expect(EmbeddedTexts.decoded(encoded) == expected)
    }

    @Test func entryForm() {
        #expect(EmbeddedTexts.entry(key: "K", text: "Text") == "1:K 4:Text")
        #expect(EmbeddedTexts.entry(key: "é", text: "") == "2:é 0:")
        #expect(EmbeddedTexts.entry(key: "網", text: "👍") == "3:網 4:👍")
        #expect(EmbeddedTexts.encoded([("a", "1"), ("b", "2")]) == "1:a 1:1\n1:b 1:2")
        #expect(EmbeddedTexts.encoded([]) == "")
    }

    @Test func laterEntryReplacesEarlier() {
        #expect(EmbeddedTexts.decoded("1:K 5:first\n1:K 6:second") == ["K": "second"])
    }

    @Test func malformedInputKeepsTheEntriesBefore() {
        #expect(EmbeddedTexts.decoded("") == [:])
        #expect(EmbeddedTexts.decoded("1:a 1:1\n1:b 9:short") == ["a": "1"])
        #expect(EmbeddedTexts.decoded("1:a 1:1\nx:b 1:2") == ["a": "1"])
        #expect(EmbeddedTexts.decoded("1:a 1:1 trailing") == ["a": "1"])
        #expect(EmbeddedTexts.decoded("1:a1:1") == [:])
        #expect(EmbeddedTexts.decoded(":a 1:1") == [:])
        #expect(EmbeddedTexts.decoded("99999999999999999999999:a 1:1") == [:])
        #expect(EmbeddedTexts.decoded("1:a 1:1\n") == ["a": "1"])
    }

    @Test func catalogDecodesEveryLanguage() {
        let catalog = ErrorTextCatalog(
            table: "Encoded", bundle: nil, sourceLanguage: "en", languages: ["en", "it"],
            encodedSourceTexts: EmbeddedTexts.encoded(Self.hostile + [("K", "Text")]),
            encodedLocalizedTexts: ["it": EmbeddedTexts.encoded([("K", "Testo\n\"citato\"")])])
        #expect(catalog.text(forKey: "K", language: "it") == "Testo\n\"citato\"")
        #expect(catalog.text(forKey: "K", language: "fr") == "Text")
        #expect(catalog.text(forKey: "Quotes", language: "it") == #"He said "no", then """ and \"."#)
        #expect(
            catalog.text(forKey: "Separators", language: "en")
                == "12:Fake 3:key\n4:more 0:\n: :: 99999999999999999999999:")
        #expect(catalog.text(forKey: "Empty", language: "en") == nil)
        #expect(catalog.languages == ["en", "it"])
    }
}
