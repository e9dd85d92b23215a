/// Reads back a one-line Swift string literal as the compiler does, for round-trip checks: the escapes
/// `\0 \\ \t \n \r \" \' \u{…}`; anything else after a backslash is an error (`nil`).
enum SwiftLiteralDecoder {
    /// The text a literal stands for, or `nil` when it is not a valid one-line literal.
    static func decode(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { return nil }
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            guard index < scalars.count else { return nil }
            let escaped = scalars[index]
            index += 1
            switch escaped {
            case "0": result.append("\0")
            case "\\": result.append("\\")
            case "t": result.append("\t")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "u":
                guard index < scalars.count, scalars[index] == "{",
                    let close = scalars[index...].firstIndex(of: "}"),
                    let value = UInt32(
                        String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                result.append(decoded)
                index = close + 1
            default: return nil
            }
        }
        return String(result)
    }
}
