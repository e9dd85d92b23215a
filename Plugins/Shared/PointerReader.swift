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
        var cursor = Cursor(bytes: [UInt8](data), path: path)
        try cursor.expect(0x7B, "'{'")
        try cursor.expect(0x22, "the key \"spec\"")
        cursor.index -= 1
        let keyStart = cursor.index
        let key = try cursor.string()
        guard key == "spec" else {
            cursor.index = keyStart  // a key holds no line break: the line is the same
            throw cursor.fail("unknown key '\(key)'")
        }
        try cursor.expect(0x3A, "':'")
        cursor.skipSpace()
        let valueStart = (cursor.line, cursor.index - cursor.lineStart + 1)
        let value = try cursor.string()
        cursor.skipSpace()
        if cursor.index < cursor.bytes.count, cursor.bytes[cursor.index] == 0x2C {
            throw cursor.fail("only the key \"spec\" is allowed")
        }
        try cursor.expect(0x7D, "'}'")
        cursor.skipSpace()
        guard cursor.index == cursor.bytes.count else { throw cursor.fail("unexpected text after the object") }
        return (value, valueStart.0, valueStart.1)
    }

    /// A position in the file's bytes, with the line it is on, and the steps of reading JSON from it.
    private struct Cursor {
        let bytes: [UInt8]
        let path: String
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
        }

        /// The failure `message` at the current position.
        func fail(_ message: String) -> Failure {
            Failure(
                description: "\(path):\(line):\(index - lineStart + 1): error: \(message); expected "
                    + "{\"spec\": \"<folder>\"}")
        }

        /// Moves past JSON white space, counting lines.
        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                if bytes[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }

        /// Moves past white space and then `byte`, described as `what` when it is not there.
        mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else {
                throw fail(index < bytes.count ? "expected \(what)" : "the file ends where \(what) should be")
            }
            index += 1
        }

        /// Reads a JSON string after white space.
        mutating func string() throws(Failure) -> String {
            try expect(0x22, "a string")
            let start = index - 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            while true {
                guard index < bytes.count else { throw fail("unterminated string") }
                let byte = bytes[index]
                if byte == 0x22 {
                    index += 1
                    try flush(&run, into: &scalars, stringStart: start)
                    return String(scalars)
                }
                if byte < 0x20 { throw fail("a control character in a string") }
                if byte != 0x5C {
                    run.append(byte)
                    index += 1
                    continue
                }
                try flush(&run, into: &scalars, stringStart: start)
                index += 1
                try escape(into: &scalars)
            }
        }

        /// Appends the bytes of `run` to `scalars` as UTF-8, and empties it.
        mutating func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView, stringStart: Int)
            throws(Failure)
        {
            guard let text = String(bytes: run, encoding: .utf8) else {
                index = stringStart  // a string holds no line break: the line is the same
                throw fail("the string is not valid UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll()
        }

        /// Reads the escape after a backslash (the cursor is past the backslash) into `scalars`.
        mutating func escape(into scalars: inout String.UnicodeScalarView) throws(Failure) {
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
}
