extension StringsScanner {
    static let quote = UInt16(UInt8(ascii: "\""))
    static let backslash = UInt16(UInt8(ascii: "\\"))
    static let slash = UInt16(UInt8(ascii: "/"))
    static let asterisk = UInt16(UInt8(ascii: "*"))
    static let equals = UInt16(UInt8(ascii: "="))
    static let semicolon = UInt16(UInt8(ascii: ";"))
    static let lineFeed = UInt16(UInt8(ascii: "\n"))
    static let carriageReturn = UInt16(UInt8(ascii: "\r"))
    static let upperU = UInt16(UInt8(ascii: "U"))
    static let lowerU = UInt16(UInt8(ascii: "u"))

    /// Single-character escapes and the unit each stands for.
    static let simpleEscapes: [UInt16: UInt16] = [
        UInt16(UInt8(ascii: "n")): 0x0A,
        UInt16(UInt8(ascii: "t")): 0x09,
        UInt16(UInt8(ascii: "r")): 0x0D,
        UInt16(UInt8(ascii: "a")): 0x07,
        UInt16(UInt8(ascii: "b")): 0x08,
        UInt16(UInt8(ascii: "f")): 0x0C,
        UInt16(UInt8(ascii: "v")): 0x0B,
        UInt16(UInt8(ascii: "\"")): 0x22,
        UInt16(UInt8(ascii: "'")): 0x27,
        UInt16(UInt8(ascii: "\\")): 0x5C,
    ]

    /// Whether a unit is white space between tokens, including a byte-order mark.
    static func isWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0xA0, 0x2028, 0x2029, 0xFEFF: return true
        default: return false
        }
    }

    /// Whether a unit may appear in an unquoted string.
    static func isUnquotedStringUnit(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return "_$+/:.-".utf16.contains(unit)
        }
    }

    /// The value of an octal digit, or nil.
    static func octalValue(_ unit: UInt16) -> Int? {
        (0x30...0x37).contains(unit) ? Int(unit - 0x30) : nil
    }

    /// The value of a hexadecimal digit, or nil.
    static func hexValue(_ unit: UInt16) -> Int? {
        switch unit {
        case 0x30...0x39: return Int(unit - 0x30)
        case 0x41...0x46: return Int(unit - 0x41 + 10)
        case 0x61...0x66: return Int(unit - 0x61 + 10)
        default: return nil
        }
    }
}
