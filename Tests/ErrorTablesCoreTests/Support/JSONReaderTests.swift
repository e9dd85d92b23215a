import Foundation
import Testing

@testable import ErrorTablesCore

/// The strict JSON reader: values with positions, and every refusal with its exact message and position.
@Suite struct JSONReaderTests {
    /// `line:column: message` of the reader's refusal, or `nil` when the text is read.
    func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try JSONReader.read(bytes)
            return nil
        } catch {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        }
    }

    func failure(_ text: String) -> String? { failure(Array(text.utf8)) }

    func read(_ text: String) throws -> JSONNode { try JSONReader.read(Array(text.utf8)) }

    @Test func valuesAndKeysKeepTheirPositions() throws {
        let node = try read("{\n  \"a\": [1, -2, 1.5e3, \"x\\u00e9\\n\", true, false, null],\n  \"b\": {}\n}")
        #expect(node.location == LineColumn(1, 1))
        let members = try #require(node.members)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members.map(\.keyLocation) == [LineColumn(2, 3), LineColumn(3, 3)])
        let elements = try #require(node["a"]?.elements)
        #expect(
            elements.map(\.value) == [
                .integer(1), .integer(-2), .number("1.5e3"), .string("xé\n"), .bool(true), .bool(false), .null,
            ])
        #expect(elements.map(\.location.column) == [9, 12, 16, 23, 36, 42, 49])
        #expect(node["b"] == JSONNode(value: .object([]), location: LineColumn(3, 8)))
    }

    @Test func integersAreExactAtTheLimitsOfInt() throws {
        #expect(try read("-9223372036854775808").integer == Int.min)
        #expect(try read("9223372036854775807").integer == Int.max)
        #expect(try read("-0").integer == 0)
        // 2^53 + 1 has no exact Double; read as an integer it stays exact.
        #expect(try read("9007199254740993").integer == 9_007_199_254_740_993)
    }

    @Test func integersBeyondIntAreErrorsAtTheNumber() {
        let range = "integers must be from -9223372036854775808 to 9223372036854775807"
        #expect(failure("-9223372036854775809") == "1:1: the integer -9223372036854775809 is out of range; \(range)")
        #expect(failure("9223372036854775808") == "1:1: the integer 9223372036854775808 is out of range; \(range)")
        #expect(
            failure("{\"a\": 18446744073709551616}")
                == "1:7: the integer 18446744073709551616 is out of range; \(range)")
        // A long number is quoted in part.
        #expect(
            failure("[\n " + String(repeating: "9", count: 1000) + "]")
                == "2:2: the integer \(String(repeating: "9", count: 40))… is out of range; \(range)")
    }

    @Test func aDuplicateKeyIsAnErrorAtTheSecondKey() {
        #expect(
            failure("{\n  \"x\": 1,\n  \"x\": 2\n}")
                == "3:3: duplicate key 'x' (first at line 2, column 3); remove one of them")
        // Columns count UTF-8 bytes.
        #expect(
            failure("{\"é\": 1, \"é\": 2}") == "1:11: duplicate key 'é' (first at line 1, column 2); remove one of them"
        )
        // The same key in two objects is no duplicate.
        #expect(failure("{\"a\": {\"x\": 1}, \"b\": {\"x\": 2}}") == nil)
    }

    @Test func aTrailingCommaIsAnErrorAtTheComma() {
        #expect(failure("{\"a\": 1,}") == "1:8: invalid JSON: trailing comma before '}'; remove it")
        #expect(failure("[1, 2 ,\n]") == "1:7: invalid JSON: trailing comma before ']'; remove it")
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() {
        #expect(
            failure([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0xFF, 0x22, 0x7D])
                == "1:8: invalid UTF-8 (byte 0xFF); save the file as UTF-8")
        // A truncated sequence on line 2, after valid multi-byte text.
        #expect(
            failure(Array("[\"é\",\n \"".utf8) + [0xE2, 0x82, 0x22, 0x5D])
                == "2:3: invalid UTF-8 (byte 0xE2); save the file as UTF-8")
    }

    @Test func controlCharactersInStringsAreErrors() {
        #expect(
            failure("\"a\tb\"")
                == "1:3: invalid JSON: control character U+0009 in a string; write it as an escape such as \\n or \\u0009"
        )
        #expect(
            failure("[\"a\nb\"]")
                == "1:4: invalid JSON: control character U+000A in a string; write it as an escape such as \\n or \\u000A"
        )
    }

    @Test func badEscapesAreErrorsAtTheBackslash() throws {
        #expect(
            failure("\"a\\qb\"")
                == "1:3: invalid JSON: unknown escape '\\q'; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u "
                + "followed by 4 hexadecimal digits")
        #expect(
            failure("\"\\u12G4\"")
                == "1:2: invalid JSON: '\\u' must be followed by 4 hexadecimal digits such as \\u00E9")
        #expect(try read(#""\"\\\/\b\f\n\r\t\u0041""#).string == "\"\\/\u{8}\u{C}\n\r\tA")
    }

    @Test func loneSurrogatesAreErrors() throws {
        let pair = "write a character above U+FFFF as a pair such as \\uD83D\\uDE00, or unescaped"
        #expect(failure("\"\\uD800\"") == "1:2: invalid JSON: '\\uD800' is half of a surrogate pair; \(pair)")
        #expect(failure("\"x\\uDC00\"") == "1:3: invalid JSON: '\\uDC00' is half of a surrogate pair; \(pair)")
        #expect(failure("\"\\uD800\\u0041\"") == "1:2: invalid JSON: '\\uD800' is half of a surrogate pair; \(pair)")
        #expect(try read("\"\\uD83D\\uDE00\"").string == "😀")
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try JSONReader.read(bom + Array("{\"a\": 1}".utf8))["a"]?.integer == 1)
        // Columns on line 1 count from after the mark.
        #expect(failure(bom + Array("{\"a\": 1,}".utf8)) == "1:8: invalid JSON: trailing comma before '}'; remove it")
        #expect(failure(bom + [0xFF]) == "1:1: invalid UTF-8 (byte 0xFF); save the file as UTF-8")
        // Anywhere else it is no whitespace.
        #expect(
            failure(Array("[1,".utf8) + bom + Array("2]".utf8)) == "1:4: invalid JSON: expected a value, found U+FEFF")
    }

    @Test func nestingIsLimitedAt512() throws {
        let limit = JSONReader.maximumDepth
        #expect(limit == 512)
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(failure(deepest) == nil)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(
            failure(tooDeep) == "1:513: arrays and objects nest deeper than 512 levels here; flatten the structure")
    }

    @Test func depth100000IsTheNestingErrorAndNoCrash() {
        let message = "arrays and objects nest deeper than 512 levels here; flatten the structure"
        #expect(failure(String(repeating: "[", count: 100_000)) == "1:513: \(message)")
        // Objects: each level is `{"a":` (5 bytes), so the 513th brace is at column 5 × 512 + 1.
        #expect(failure(String(repeating: "{\"a\":", count: 100_000)) == "1:2561: \(message)")
    }

    @Test func syntaxErrorsSayWhatWasExpected() {
        #expect(failure("") == "1:1: invalid JSON: expected a value, found the end of the text")
        #expect(failure("  \n") == "2:1: invalid JSON: expected a value, found the end of the text")
        #expect(
            failure("{} x") == "1:4: invalid JSON: expected the end of the text after the JSON value, found 'x'")
        #expect(
            failure("{\"a\": 1 \"b\": 2}")
                == "1:9: invalid JSON: expected ',' or '}' after an object member, found '\"'")
        #expect(
            failure("[1") == "1:3: invalid JSON: expected ',' or ']' after an array element, found the end of the text")
        #expect(failure("{a: 1}") == "1:2: invalid JSON: expected a key in double quotes, found 'a'")
        #expect(failure("{\"a\" 1}") == "1:6: invalid JSON: expected ':' after the key, found '1'")
        #expect(failure("{\"a\": }") == "1:7: invalid JSON: expected a value, found '}'")
        #expect(failure("[é]") == "1:2: invalid JSON: expected a value, found U+00E9")
        #expect(failure("\"abc") == "1:1: invalid JSON: the string is not closed; end it with '\"'")
        #expect(
            failure("[True]")
                == "1:2: invalid JSON: 'True' is not a JSON value; write a string in double quotes, a number, true, "
                + "false, null, an array or an object")
    }

    @Test func malformedNumbersAreErrorsAtTheNumber() {
        #expect(failure("[01]") == "1:2: invalid JSON: the number '01' starts with 0; write it without leading zeros")
        #expect(failure("-") == "1:1: invalid JSON: '-' must be followed by digits")
        #expect(failure("[-a]") == "1:2: invalid JSON: '-' must be followed by digits")
        #expect(failure("1.") == "1:1: invalid JSON: a '.' in a number must be followed by digits")
        #expect(failure("1e+") == "1:1: invalid JSON: the exponent of a number must have digits, as in 1e3")
        #expect(failure("[.5]") == "1:2: invalid JSON: expected a value, found '.'")
    }
}
