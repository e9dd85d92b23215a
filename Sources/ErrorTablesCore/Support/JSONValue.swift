/// A JSON value whose objects keep their keys in the order they were built, so output is stable and
/// reads in a sensible order (not alphabetically).
public indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// Pretty-printed JSON with two-space indentation and a final newline.
    public func rendered() -> String {
        var output = EscapedText(capacity: 4_096)
        write(to: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return output.string
    }

    /// Writes the value; `indent` counts levels of two spaces.
    private func write(to output: inout EscapedText, indent: Int) {
        switch self {
        case .string(let string): Self.writeString(string, to: &output)
        case .int(let int): output.append(String(int))
        case .bool(let bool): output.append(bool ? "true" : "false")
        case .null: output.append("null")
        case .array(let values):
            guard !values.isEmpty else {
                output.append("[]")
                return
            }
            output.append("[\n")
            for (index, value) in values.enumerated() {
                Self.writeIndent(indent + 1, to: &output)
                value.write(to: &output, indent: indent + 1)
                output.append(index == values.count - 1 ? "\n" : ",\n")
            }
            Self.writeIndent(indent, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                output.append("{}")
                return
            }
            output.append("{\n")
            for (index, (key, value)) in members.enumerated() {
                Self.writeIndent(indent + 1, to: &output)
                Self.writeString(key, to: &output)
                output.append(": ")
                value.write(to: &output, indent: indent + 1)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            Self.writeIndent(indent, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeIndent(_ levels: Int, to output: inout EscapedText) {
        for _ in 0..<levels { output.append("  ") }
    }

    /// A JSON string: quote, backslash and control characters escaped, everything else as itself.
    static func writeString(_ string: String, to output: inout EscapedText) {
        output.appendQuoted(string, controlEscape: "\\u")
    }
}
