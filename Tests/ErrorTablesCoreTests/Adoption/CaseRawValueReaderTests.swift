import Testing

@testable import ErrorTablesCore

/// Raw values read from the Swift source at a case name's position.
@Suite struct CaseRawValueReaderTests {
    /// What follows `name` written at the start of line 1, column 6 (after `case `).
    static func reading(_ declaration: String, name: String = "a") -> CaseRawValueReader.Reading {
        CaseRawValueReader(bytes: Array(("case " + declaration).utf8)).reading(name: name, line: 1, column: 6)
    }

    @Test(arguments: [
        ("a = 1001", 1001), ("a=7", 7), ("a = -1", -1), ("a = 0x3F2", 1010), ("a = 0o17", 15), ("a = 0b101", 5),
        ("a = 2_000", 2000), ("a = -0x10", -16), ("a /* c */ = // c\n  /* nested /* c */ c */ 42, b", 42),
        ("a = 9223372036854775807", Int.max), ("a = -9223372036854775808", Int.min), ("a = 0", 0),
    ])
    func explicitLiterals(_ declaration: String, _ value: Int) {
        #expect(Self.reading(declaration) == .explicit(value))
    }

    @Test func implicitWhenNoEqualsSignFollows() {
        #expect(Self.reading("a, b = 3") == .implicit)
        #expect(Self.reading("a // = 3\n") == .implicit)
        #expect(Self.reading("a") == .implicit)
        #expect(Self.reading("`default` = 4", name: "default") == .explicit(4))
        #expect(Self.reading("`default`", name: "default") == .implicit)
    }

    @Test func whatIsNoIntegerLiteral() {
        #expect(Self.reading("a = 9223372036854775808") == .outOfRange("9223372036854775808"))
        #expect(Self.reading("a = -9223372036854775809") == .outOfRange("-9223372036854775809"))
        #expect(Self.reading("a = 1.5") == .notAnInteger("1.5"))
        #expect(Self.reading("a = 0x") == .notAnInteger("0x"))
        #expect(Self.reading("a = 0b102") == .notAnInteger("0b102"))
        #expect(Self.reading("a = _1") == .notAnInteger("_1"))
        #expect(Self.reading("a = \"text\"") == .notAnInteger("\"text\""))
    }

    @Test func theNameMustBeWhereTheGraphSays() {
        #expect(Self.reading("ab = 1") == .nameNotFound)
        #expect(Self.reading("b = 1") == .nameNotFound)
        #expect(Self.reading("`a = 1") == .nameNotFound)
        let reader = CaseRawValueReader(bytes: Array("enum E: Int {\n    case é, a = 2\n}\n".utf8))
        // Columns count UTF-8 bytes: `é` is two.
        #expect(reader.reading(name: "a", line: 2, column: 14) == .explicit(2))
        #expect(reader.reading(name: "a", line: 2, column: 13) == .nameNotFound)
        #expect(reader.reading(name: "a", line: 9, column: 1) == .nameNotFound)
        #expect(reader.reading(name: "a", line: 0, column: 1) == .nameNotFound)
        #expect(reader.reading(name: "a", line: 4, column: 1) == .nameNotFound)
    }
}
