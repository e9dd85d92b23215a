import Testing

@testable import ErrorTablesCore

/// The steps of reading a JSON number: the digits, the fraction and exponent, the integer's range.
@Suite struct JSONReaderNumberStepsTests {
    @Test func digitsAreReadNegatedUpToTheFirstNonDigit() {
        var reader = JSONReader(bytes: Array("0123,".utf8))
        #expect(reader.readNegatedDigits() == (-123, false))
        #expect(reader.index == 4)
        var limit = JSONReader(bytes: Array("9223372036854775808]".utf8))
        #expect(limit.readNegatedDigits() == (Int.min, false))
        #expect(limit.index == 19)
        var beyond = JSONReader(bytes: Array("9223372036854775809".utf8))
        #expect(beyond.readNegatedDigits().overflow)
        #expect(beyond.index == 19)
    }

    @Test func fractionAndExponentAreEachOptional() throws {
        var both = JSONReader(bytes: Array(".25E-3]".utf8))
        #expect(try both.skipFractionAndExponent(numberAt: LineColumn(1, 1)))
        #expect(both.index == 6)
        var exponent = JSONReader(bytes: Array("e7,".utf8))
        #expect(try exponent.skipFractionAndExponent(numberAt: LineColumn(1, 1)))
        #expect(exponent.index == 2)
        var neither = JSONReader(bytes: Array(",".utf8))
        #expect(try !neither.skipFractionAndExponent(numberAt: LineColumn(1, 1)))
        #expect(neither.index == 0)
    }

    @Test func aFractionOrExponentWithoutDigitsIsRefusedAtTheNumber() {
        var fraction = JSONReader(bytes: Array(".e1".utf8))
        #expect(
            throws: JSONReader.Failure(
                message: "invalid JSON: a '.' in a number must be followed by digits", location: LineColumn(2, 4))
        ) { try fraction.skipFractionAndExponent(numberAt: LineColumn(2, 4)) }
        var exponent = JSONReader(bytes: Array("E+]".utf8))
        #expect(
            throws: JSONReader.Failure(
                message: "invalid JSON: the exponent of a number must have digits, as in 1e3",
                location: LineColumn(1, 3))
        ) { try exponent.skipFractionAndExponent(numberAt: LineColumn(1, 3)) }
    }

    @Test func theIntegerIsNegatedBackUnlessNegativeAndRefusedOutsideInt() throws {
        var reader = JSONReader(bytes: Array("9223372036854775808".utf8))
        let (negated, overflow) = reader.readNegatedDigits()
        #expect(
            try reader.integer(negated: negated, overflow: overflow, negative: true, from: 0, at: LineColumn(1, 1))
                == Int.min)
        #expect(
            try reader.integer(negated: -42, overflow: false, negative: false, from: 0, at: LineColumn(1, 1)) == 42)
        #expect(
            throws: JSONReader.Failure(
                message:
                    "the integer 9223372036854775808 is out of range; integers must be from \(Int.min) to \(Int.max)",
                location: LineColumn(1, 1))
        ) { try reader.integer(negated: negated, overflow: overflow, negative: false, from: 0, at: LineColumn(1, 1)) }
    }
}
