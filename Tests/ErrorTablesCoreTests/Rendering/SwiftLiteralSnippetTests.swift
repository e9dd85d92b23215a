import ErrorTablesTestSupport
import Testing

@testable import ErrorTablesCore

/// `SwiftLiteral`: string literals that hold any text, identifiers that compile, doc comments that text
/// cannot leave.
@Suite struct SwiftLiteralSnippetTests {
    @Test func stringLiteralsEscapeWhatSwiftWouldReadAsSyntax() {
        #expect(SwiftLiteral.string("plain") == #""plain""#)
        #expect(SwiftLiteral.string(#"a "quote""#) == #""a \"quote\"""#)
        #expect(SwiftLiteral.string(#"back\slash"#) == #""back\\slash""#)
        #expect(SwiftLiteral.string(#"\(x)"#) == #""\\(x)""#)
        #expect(SwiftLiteral.string(#"""""#) == #""\"\"\"""#)
        #expect(SwiftLiteral.string(##"#"raw"#"##) == ##""#\"raw\"#""##)
        #expect(SwiftLiteral.string("a\0b") == #""a\0b""#)
        #expect(SwiftLiteral.string("line\nbreak\r\ttab") == #""line\nbreak\r\ttab""#)
        #expect(SwiftLiteral.string("\u{202E}evil\u{202C}") == #""\u{202E}evil\u{202C}""#)
        #expect(SwiftLiteral.string("zero\u{200B}width \u{2028}") == #""zero\u{200B}width \u{2028}""#)
        #expect(SwiftLiteral.string("*/ /* // `") == #""*/ /* // `""#)
    }

    @Test func scriptsAndEmojiAreWrittenAsThemselves() {
        let text = "नमस्ते שלום مرحبا 👨‍👩‍👧‍👦 🇮🇹 👍🏽 e\u{301}"
        #expect(SwiftLiteral.string(text) == "\"" + text + "\"")
    }

    @Test func everyTextRoundTripsThroughItsLiteral() {
        var texts = [
            "", "\0", "\0\0x", #"\"#, #"\\"#, #"\0"#, #"\u{41}"#, "\u{7F}\u{80}\u{9F}\u{85}", "\u{FEFF}",
            "\u{E000}",
            "\u{378}", "\u{2029}", "\r\n", "\u{1F468}\u{200D}\u{1F469}", #""""# + "\n" + #"""""#,
            #"\("# + "\n)",
        ]
        // Every scalar up to U+2100, and a deterministic sample above.
        texts.append(String(String.UnicodeScalarView((0..<0x2100).compactMap(Unicode.Scalar.init))))
        texts.append(
            String(
                String.UnicodeScalarView(
                    stride(from: 0x2100, to: 0x11_0000, by: 97).compactMap(Unicode.Scalar.init))))
        for text in texts {
            let literal = SwiftLiteral.string(text)
            #expect(
                scalars(SwiftLiteralDecoder.decode(literal)) == scalars(text), "\(text.debugDescription)")
            #expect(!literal.contains("\n") && !literal.contains("\r"), "\(text.debugDescription)")
        }
    }

    @Test func identifiersAreMadeValid() {
        #expect(SwiftLiteral.identifier("networkError") == "networkError")
        #expect(SwiftLiteral.identifier("default") == "`default`")
        #expect(SwiftLiteral.identifier("self") == "`self`")
        #expect(SwiftLiteral.identifier("Type") == "`Type`")
        #expect(SwiftLiteral.identifier("init") == "`init`")
        #expect(SwiftLiteral.identifier("1abc") == "_1abc")
        #expect(SwiftLiteral.identifier("a-b") == "a_b")
        #expect(SwiftLiteral.identifier("é") == "`_`")
        #expect(SwiftLiteral.identifier("") == "_unnamed")
        #expect(SwiftLiteral.memberReference("default") == "`default`")
    }

    @Test func derivedCaseNamesAreValidIdentifiersInTheModelToo() {
        #expect(
            Identifier.swiftCaseName(forCode: "FIRAuthErrorCodeNetworkError", prefix: "FIRAuthErrorCode")
                == "networkError")
        #expect(
            Identifier.swiftCaseName(forCode: "FIRAuthErrorCodeInvalidAPIKey", prefix: "FIRAuthErrorCode")
                == "invalidAPIKey")
        #expect(Identifier.swiftCaseName(forCode: "XURLNotFound", prefix: "X") == "urlNotFound")
        #expect(
            Identifier.swiftCaseName(forCode: "AdvErrorCode2FactorRequired", prefix: "AdvErrorCode")
                == "_2FactorRequired")
        #expect(
            Identifier.swiftCaseName(forCode: "AdvErrorCodeDefault", prefix: "AdvErrorCode") == "default")
    }

    @Test func aDocCommentCannotBeBrokenOutOf() {
        let lines = SwiftLiteral.docComment(
            "Ends */ here\n*/ func evil() {}\rstill\u{2028}one\u{202E}line\u{85}x")
        #expect(
            lines == ["/// Ends */ here", "/// \\*/ func evil() {}U+DstillU+2028oneU+202ElineU+85x"])
        #expect(lines.allSatisfy { $0.hasPrefix("///") && !$0.contains("\n") && !$0.contains("\r") })
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains { SwiftLiteral.needsEscape($0) } })
    }

    @Test func aDocCommentNeverStartsAWrappedLineWithABlockMarker() {
        #expect(SwiftLiteral.docComment("aaaa bbbb cccc", width: 13) == ["/// aaaa bbbb", "/// cccc"])
        #expect(
            SwiftLiteral.docComment("aaaa bbbb - cccc", width: 13) == ["/// aaaa bbbb -", "/// cccc"])
        #expect(
            SwiftLiteral.docComment("aaaa bbbb 1. cccc", width: 13) == ["/// aaaa bbbb 1.", "/// cccc"])
        #expect(
            SwiftLiteral.docComment("aaaa bbbb # c > d", width: 13) == ["/// aaaa bbbb #", "/// c > d"])
    }

    @Test func aDocCommentLineThatWouldStartABlockIsEscaped() {
        #expect(
            SwiftLiteral.docComment(
                "First\n- Returns: injected\n1. item\n2) item\n# heading\n> quote\n```\n___")
                == [
                    "/// First", "/// \\- Returns: injected", "/// 1\\. item", "/// 2\\) item",
                    "/// \\# heading",
                    "/// \\> quote", "/// \\```", "/// \\___",
                ])
        #expect(SwiftLiteral.docComment("- starts") == ["/// \\- starts"])
        #expect(SwiftLiteral.docComment("a\n\nb") == ["/// a", "///", "/// b"])
    }

    @Test func codeSpansInDocCommentsHoldAnyBackticks() {
        #expect(SwiftLiteral.codeSpan("ERROR_NAME") == "`ERROR_NAME`")
        #expect(SwiftLiteral.codeSpan("a`b") == "```a`b```")
        #expect(SwiftLiteral.codeSpan("`x`") == "``` `x` ```")
        #expect(SwiftLiteral.codeSpan("a``b") == "```a``b```")
    }
}
