import Foundation
import Testing

@testable import ErrorTablesCore

/// The escaping functions work on UTF-8 bytes with a fast path for ASCII; these tests pin them to the
/// definitions they replaced (one Unicode scalar at a time, kept here as the reference) on ASCII, every
/// escape, control and format characters, bidirectional controls, CRLF, combining marks and scripts.
@Suite struct EscapingReferenceTests {
    /// Texts that reach every branch: each ASCII byte alone and in context, C1 controls, separators, format
    /// and private-use characters, unassigned code points, scripts, emoji sequences, and a sweep of scalars.
    static let texts: [String] = {
        var texts = [
            "", "plain text", #"a "quote" and \backslash\"#, "\\(x) \"\"\" #\"raw\"#", "\0", "a\0b", "\r\n", "a\r\nb\n",
            "tab\there", "\u{1}\u{1F}\u{7F}", "\u{80}\u{85}\u{9F}\u{A0}", "\u{202E}evil\u{202C}",
            "\u{2066}\u{2067}\u{2068}\u{2069}", "zero\u{200B}width\u{200C}\u{200D}joiner\u{FEFF}", "\u{2028}\u{2029}",
            "\u{E000}\u{F8FF}\u{F0000}", "\u{378}\u{9FFFF}\u{10FFFF}", "Die Anmeldung für `x` schlug fehl — Schritt 3",
            "リクエストは失敗しました。", "नमस्ते दुनिया", "مرحبا שלום", "👨‍👩‍👧‍👦 🇮🇹 👍🏽", "e\u{301} *\u{301}/ */\u{301}",
            "a*/b", "**//", "*/*/", "x\u{301}*/", "\n\u{301}", "/* comment */", "U+202E", "\u{AD}\u{600}\u{61C}",
        ]
        texts.append(String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))))
        texts.append(String(String.UnicodeScalarView((0..<0x3000).compactMap(Unicode.Scalar.init))))
        texts.append(
            String(
                String.UnicodeScalarView(stride(from: 0x3000, to: 0x11_0000, by: 61).compactMap(Unicode.Scalar.init))))
        // Each ASCII byte between letters, and next to a non-ASCII character.
        for value in 0..<0x80 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts.append("a\(scalar)b")
            texts.append("é\(scalar)\u{301}")
        }
        return texts
    }()

    @Test func swiftStringLiteralsMatchTheReference() {
        for text in Self.texts {
            #expect(SwiftLiteral.string(text) == Reference.swiftString(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func visibleLinesMatchTheReference() {
        for text in Self.texts {
            #expect(SwiftLiteral.visible(text[...]) == Reference.visible(text[...]), "\(Array(text.unicodeScalars))")
        }
        // A substring in the middle of a text, as `docComment` passes each line.
        let text = "\u{202E}first\nsecond\ttab\u{200B}\nthird"
        for line in text.split(separator: "\n") { #expect(SwiftLiteral.visible(line) == Reference.visible(line)) }
    }

    @Test func theEscapeTableMatchesTheGeneralCategories() {
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(SwiftLiteral.needsEscape(scalar) == SwiftLiteral.needsEscapeByCategory(scalar), "\(value)")
        }
    }

    @Test(arguments: [12, 20, 40, 80, 100, Int.max])
    func docCommentsMatchTheReference(width: Int) {
        let prose = [
            "Thrown when the request fails - retry\nlater: 1. wait\n\n# not a heading *bold* `code` > quote",
            "Die Anmeldung ist fehlgeschlagen, weil die Anmeldedaten abgelaufen sind - 2) erneut versuchen",
            "リクエストは 失敗 しました。 更新 してから 再試行 してください - 3. 手順",
            "a \u{301} b  double  space \t tab e\u{301}x ```fence ___ 12. item",
        ]
        for text in Self.texts + prose {
            #expect(
                SwiftLiteral.docComment(text, width: width) == Reference.docComment(text, width: width),
                "\(Array(text.unicodeScalars))")
        }
    }

    @Test func commentLinesSplitAsCharactersDo() {
        for text in Self.texts + ["a\nb\n", "\n\u{301}\n", "\u{600}\n", "x\r\ny\nz", "\r", "\n\n"] {
            #expect(
                SwiftLiteral.lines(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false),
                "\(Array(text.unicodeScalars))")
        }
    }

    @Test func blockStartsAreFoundAsTheCharacterWayFindsThem() {
        var words = [
            "-", "+x", "*", "#", ">", "=", "|", "<a", "```", "~~~x", "___", "_", "_a", "1.", "12)", "1", "a1.", "é",
            "a\u{301}",
        ]
        for value in 0x21..<0x7F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            words += ["\(scalar)", "\(scalar)x", "\(scalar)\u{301}", "\(scalar)."]
        }
        for word in words {
            let reference: Bool = {
                guard let first = word.first else { return false }
                if "-+*#>=|<".contains(first) { return true }
                if word.hasPrefix("```") || word.hasPrefix("~~~") || word.allSatisfy({ $0 == "_" }) { return true }
                let digits = word.prefix { $0.isASCII && $0.isNumber }
                return !digits.isEmpty && (word.dropFirst(digits.count).first.map { $0 == "." || $0 == ")" } ?? false)
            }()
            #expect(SwiftLiteral.startsBlock(word[...]) == reference, "\(word)")
        }
    }

    @Test func stringsQuotingMatchesTheReference() {
        for text in Self.texts {
            #expect(StringsCatalog.quoted(text) == Reference.quoted(text), "\(Array(text.unicodeScalars))")
        }
    }

    /// `*/` is broken wherever it is: Foundation's search, which the reference used, compared whole
    /// characters and so missed `*/` followed by a combining mark, which still ends a `/* */` comment.
    @Test func commentSafeTextMatchesTheReferenceAndBreaksEveryCommentEnd() {
        for text in Self.texts where !text.unicodeScalars.contains(where: { $0.value >= 0x80 }) {
            #expect(StringsCatalog.commentSafe(text) == Reference.commentSafe(text), "\(Array(text.unicodeScalars))")
        }
        #expect(StringsCatalog.commentSafe("é*/ü\n日本") == "é* /ü 日本")
        #expect(StringsCatalog.commentSafe("*/\u{301}") == "* /\u{301}")
        #expect(StringsCatalog.commentSafe("\n\u{301}") == " \u{301}")
        #expect(StringsCatalog.commentSafe("*\u{301}/") == "*\u{301}/")
        for text in Self.texts { #expect(!StringsCatalog.commentSafe(text).contains("*/")) }
    }

    @Test func jsonStringsMatchTheReference() {
        for text in Self.texts {
            var output = EscapedText(capacity: 0)
            JSONValue.writeString(text, to: &output)
            #expect(output.string == Reference.jsonString(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func jsonDocumentsKeepTheirLayout() {
        let value = JSONValue.object([
            ("a", .array([.int(1), .string("x\u{1}"), .null, .bool(true), .array([]), .object([])])),
            ("b", .object([("c", .bool(false))])),
        ])
        #expect(
            value.rendered() == """
                {
                  "a": [
                    1,
                    "x\\u0001",
                    null,
                    true,
                    [],
                    {}
                  ],
                  "b": {
                    "c": false
                  }
                }

                """)
    }

    @Test(arguments: [
        (0 as UInt32, 1, "0"), (0xA, 1, "A"), (0x1F, 4, "001F"), (0x10FFFF, 1, "10FFFF"), (0x7F, 4, "007F"),
    ])
    func hexadecimal(value: UInt32, digits: Int, expected: String) {
        var output = EscapedText(capacity: 0)
        output.appendHex(value, minimumDigits: digits)
        #expect(output.string == expected)
    }

    /// The definitions before the UTF-8 fast paths.
    enum Reference {
        static func swiftString(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\\": result += "\\\\"
                case "\"": result += "\\\""
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                case "\0": result += "\\0"
                default:
                    if SwiftLiteral.needsEscape(scalar) {
                        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
            return result + "\""
        }

        static func visible(_ line: Substring) -> String {
            var clean = ""
            for scalar in line.unicodeScalars {
                if scalar == "\t" {
                    clean += " "
                } else if SwiftLiteral.needsEscape(scalar) || scalar == "\r" {
                    clean += "U+" + String(scalar.value, radix: 16, uppercase: true)
                } else {
                    clean.unicodeScalars.append(scalar)
                }
            }
            return clean
        }

        static func docComment(_ text: String, width: Int) -> [String] {
            var result: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let words = visible(line).split(separator: " ")
                guard let first = words.first else {
                    result.append("///")
                    continue
                }
                var current = SwiftLiteral.escapedBlockStart(first)
                var length = current.count
                for word in words.dropFirst() {
                    let wordLength = word.count
                    if 4 + length + 1 + wordLength <= width || SwiftLiteral.startsBlock(word) {
                        current += " " + word
                        length += 1 + wordLength
                    } else {
                        result.append("/// " + current)
                        current = String(word)
                        length = wordLength
                    }
                }
                result.append("/// " + current)
            }
            return result
        }

        static func quoted(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\\": result += "\\\\"
                case "\"": result += "\\\""
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F {
                        let hex = String(scalar.value, radix: 16, uppercase: true)
                        result += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
            return result + "\""
        }

        /// The replacements as Foundation made them (compared on ASCII text, where they agree).
        static func commentSafe(_ text: String) -> String {
            text.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "\n", with: " ")
        }

        static func jsonString(_ string: String) -> String {
            var output = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "\r": output += "\\r"
                case "\t": output += "\\t"
                case let control where control.value < 0x20 || control.value == 0x7F:
                    let hex = String(control.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: output.unicodeScalars.append(scalar)
                }
            }
            return output + "\""
        }
    }
}
