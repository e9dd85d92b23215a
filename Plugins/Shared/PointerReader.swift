import Foundation

/// Reads a pointer file, `{"spec": "<folder>"}`: a JSON object with the one key `spec` and a string value,
/// read strictly (no other key, no duplicate, nothing after the object) without recursion. Errors carry the
/// 1-based line and column (in UTF-8 bytes) of the problem.
///
/// The one reader of the pointer format: the plugins compile it through their `Shared` symlink, and the CLI
/// (`generate --pointer`, in ErrorTablesCommands) through the symlink `Sources/ErrorTablesCommands/Shared`, so
/// it depends on Foundation alone.
enum PointerReader {
    /// Why a pointer file cannot be read: `path:line:column: error: message; expected {"spec": "<folder>"}`.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The `spec` value and the line and column where it starts.
    static func spec(in data: Data, path: String) throws(Failure) -> (value: String, line: Int, column: Int) {
        let bytes = [UInt8](data)
        var index = 0
        var line = 1
        var lineStart = 0
        func fail(_ message: String) -> Failure {
            Failure(
                description: "\(path):\(line):\(index - lineStart + 1): error: \(message); expected "
                    + "{\"spec\": \"<folder>\"}")
        }
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                if bytes[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        func expect(_ byte: UInt8, _ what: String) throws(Failure) {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else {
                throw fail(index < bytes.count ? "expected \(what)" : "the file ends where \(what) should be")
            }
            index += 1
        }
        func string() throws(Failure) -> String {
            try expect(0x22, "a string")
            let start = index - 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() throws(Failure) {
                guard let text = String(bytes: run, encoding: .utf8) else {
                    index = start  // a string holds no line break: the line is the same
                    throw fail("the string is not valid UTF-8")
                }
                scalars.append(contentsOf: text.unicodeScalars)
                run.removeAll()
            }
            while true {
                guard index < bytes.count else { throw fail("unterminated string") }
                let byte = bytes[index]
                if byte == 0x22 {
                    index += 1
                    try flush()
                    return String(scalars)
                }
                if byte < 0x20 { throw fail("a control character in a string") }
                if byte != 0x5C {
                    run.append(byte)
                    index += 1
                    continue
                }
                try flush()
                index += 1
                guard index < bytes.count else { throw fail("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case 0x22, 0x5C, 0x2F: scalars.append(Unicode.Scalar(escape))
                case 0x6E: scalars.append("\n")
                case 0x74: scalars.append("\t")
                case 0x72: scalars.append("\r")
                case 0x62: scalars.append("\u{8}")
                case 0x66: scalars.append("\u{C}")
                case 0x75:
                    guard index + 4 <= bytes.count,
                        let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    else { throw fail("an invalid \\u escape") }
                    scalars.append(scalar)
                    index += 4
                default:
                    index -= 2  // at the backslash
                    throw fail("an invalid escape")
                }
            }
        }
        try expect(0x7B, "'{'")
        try expect(0x22, "the key \"spec\"")
        index -= 1
        let keyStart = index
        let key = try string()
        guard key == "spec" else {
            index = keyStart  // a key holds no line break: the line is the same
            throw fail("unknown key '\(key)'")
        }
        try expect(0x3A, "':'")
        skipSpace()
        let valueStart = (line, index - lineStart + 1)
        let value = try string()
        skipSpace()
        if index < bytes.count, bytes[index] == 0x2C { throw fail("only the key \"spec\" is allowed") }
        try expect(0x7D, "'}'")
        skipSpace()
        guard index == bytes.count else { throw fail("unexpected text after the object") }
        return (value, valueStart.0, valueStart.1)
    }
}
