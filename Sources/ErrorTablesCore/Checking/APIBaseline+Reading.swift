import Foundation

/// Reading `api-baseline.txt`.
extension APIBaseline {
    /// The baseline at `path`; `nil` when there is none. A file that cannot be read and each line that is not a
    /// baseline line are reported as warnings and skipped.
    public static func read(path: String, diagnostics: inout Diagnostics) -> APIBaseline? {
        guard InputFile.exists(path) else { return nil }
        let bytes: [UInt8]
        do {
            // A baseline is lines of names: 64 MiB is far more than any domain's API.
            bytes = try InputFile.read(path, limit: 1 << 26) { _ in FatalDiagnostic(.apiBaselineUnreadable(path)) }
        } catch {
            var warning = error.diagnostic  // the baseline is optional, so a warning
            warning.severity = .warning
            diagnostics.report(warning)
            return nil
        }
        return parse(bytes, path: path, diagnostics: &diagnostics)
    }

    /// Parses a baseline's bytes (reported as `path`): blank lines and lines starting with `#` are skipped;
    /// a line that is none of `code`, `method` and `case` with its fields is a warning at its line.
    public static func parse(_ bytes: [UInt8], path: String, diagnostics: inout Diagnostics) -> APIBaseline {
        var baseline = APIBaseline()
        for (number, line) in contentLines(bytes) {
            let location = SourceLocation(path: path, line: number, column: 1)
            guard let text = String(validating: line, as: UTF8.self), baseline.add(line: text) else {
                diagnostics.report(.apiBaselineLineMalformed(at: location))
                continue
            }
        }
        return baseline
    }

    /// Adds one line's element; `false` when the line is not a baseline line.
    mutating func add(line: String) -> Bool {
        let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        switch (fields.first, fields.count) {
        case ("code", 4):
            guard let rawValue = Int(fields[2]), let id = Self.field(fields[3]) else { return false }
            codes[id] = Code(caseName: fields[1], rawValue: rawValue, id: id)
        case ("method", 3), ("method", 4):
            guard let symbol = Self.field(fields[2...].joined(separator: " ")) else { return false }
            methods[symbol] = Method(typeName: fields[1], symbol: symbol)
        case ("case", 3):
            guard ["method", "included", "group", "domain"].contains(fields[2]) else { return false }
            cases[fields[1]] = Case(caseName: fields[1], origin: fields[2])
        default:
            return false
        }
        return true
    }

    /// An escaped last field, unescaped; `nil` when it is empty or has a bad escape.
    static func field(_ text: String) -> String? {
        guard let value = unescaped(text), !value.isEmpty else { return nil }
        return value
    }
}

extension APIBaseline {
    /// A documented code or symbol as the last field of a line: `\` as `\\`, and a line feed, carriage return
    /// or tab as `\n`, `\r`, `\t`, so that a line stays one line whatever a cell holds.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The text of an escaped field; `nil` for an escape `escaped(_:)` does not write.
    static func unescaped(_ text: String) -> String? {
        var result = ""
        var escaping = false
        for character in text.unicodeScalars {
            guard escaping else {
                if character == "\\" { escaping = true } else { result.unicodeScalars.append(character) }
                continue
            }
            escaping = false
            switch character {
            case "\\": result += "\\"
            case "n": result += "\n"
            case "r": result += "\r"
            case "t": result += "\t"
            default: return nil
            }
        }
        return escaping ? nil : result
    }

    /// The lines of a baseline with their 1-based numbers, without line breaks (`\n` or `\r\n`); blank lines
    /// and lines starting with `#` left out.
    static func contentLines(_ bytes: [UInt8]) -> [(number: Int, line: ArraySlice<UInt8>)] {
        var result: [(number: Int, line: ArraySlice<UInt8>)] = []
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.last == 0x0D ? line.dropLast() : line
            if trimmed.isEmpty || trimmed.first == UInt8(ascii: "#") { continue }
            result.append((index + 1, trimmed))
        }
        return result
    }
}
