import ErrorTablesRuntime
import Foundation

/// libFuzzer target `strings`: arbitrary bytes through the runtime's `.strings` reader (encoding detection,
/// property lists, the text parser).
///
/// Invariants beyond "no crash": parsing is deterministic; whatever parses writes back (each entry as
/// `"key" = "value";` with `\` and `"` escaped, control characters as `\UXXXX`) to text that parses to the same entries, as bytes and as text.
@_cdecl("LLVMFuzzerTestOneInput")
public func stringsFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(fuzzBytes(data, size))
    let entries = StringsFileParser.parse(data: bytes)
    fuzzCheck(entries == StringsFileParser.parse(data: bytes), "parsing the same bytes twice differed")
    let text = String(decoding: bytes, as: UTF8.self)
    let textEntries = StringsFileParser.parse(text)
    for parsed in [entries, textEntries] {
        guard let parsed else { continue }
        let written = written(parsed)
        fuzzCheck(StringsFileParser.parse(written) == parsed, "entries did not survive writing: \(written)")
        fuzzCheck(StringsFileParser.parse(data: Data(written.utf8)) == parsed, "written bytes read differently")
    }
    return 0
}

/// Entries written as a `.strings` file, sorted by key.
private func written(_ entries: [String: String]) -> String {
    func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\\", "\"": result += "\\" + String(scalar)
            case "\u{0}"..<" ": result += "\\U" + String(format: "%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
    return entries.sorted { $0.key < $1.key }.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined()
}
