/// Renders `SwiftFileDescription` to text laid out the way `swift-format` (default configuration:
/// two-space indentation, 100 columns) leaves it.
public struct SwiftRenderer {
    private(set) var lines: [String] = []
    var depth = 0
    private let indentUnit = "  "
    private let lineLimit = 100

    /// A renderer with no output yet.
    public init() {}

    /// The file's text, ending in one newline.
    public static func rendered(_ file: SwiftFileDescription) -> String {
        var renderer = SwiftRenderer()
        renderer.render(file)
        return renderer.lines.joined(separator: "\n") + "\n"
    }

    /// A declaration's text (for tests of single render functions).
    public static func rendered(_ declaration: SwiftDeclaration) -> String {
        var renderer = SwiftRenderer()
        renderer.render(declaration)
        return renderer.lines.joined(separator: "\n") + "\n"
    }

    /// An expression's text at the top level.
    public static func rendered(_ expression: SwiftExpression) -> String {
        var renderer = SwiftRenderer()
        renderer.write(expression, prefix: "", suffix: "")
        return renderer.lines.joined(separator: "\n")
    }

    mutating func render(_ file: SwiftFileDescription) {
        for line in file.headerComment.flatMap(SwiftLiteral.lineComment) { emit(line) }
        if !file.headerComment.isEmpty { emit("") }
        for module in file.imports { emit("import \(module)") }
        for declaration in file.declarations {
            emit("")
            render(declaration)
        }
    }

    mutating func render(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .type(let type): render(type)
        case .enumCase(let enumCase): render(enumCase)
        case .variable(let variable): render(variable)
        case .function(let function): render(function)
        case .typeAlias(let doc, let access, let name, let type):
            renderDoc(doc)
            let head = modifiers(access: access, isStatic: false) + "typealias \(SwiftLiteral.identifier(name)) = "
            write(.raw(type), prefix: head, suffix: "")
        }
    }

    private mutating func render(_ type: SwiftTypeDescription) {
        renderDoc(type.docComment)
        let name = type.kind == .extension ? type.name : SwiftLiteral.identifier(type.name)
        let keyword = modifiers(access: type.access, isStatic: false) + type.kind.rawValue
        let inheritance = type.inheritance.joined(separator: ", ")
        guard !type.members.isEmpty else {
            emit(keyword + " " + name + (inheritance.isEmpty ? "" : ": " + inheritance) + " {}")
            return
        }
        openBrace(keyword: keyword, name: name, tail: inheritance)
        depth += 1
        var previousWasPlainCase = false
        for (index, member) in type.members.enumerated() {
            var isPlainCase = false
            if case .enumCase(let enumCase) = member { isPlainCase = enumCase.docComment == nil }
            // Plain cases stay together; anything documented or of another kind, and the first plain case
            // after it, gets a blank line before it.
            if index > 0 && !(isPlainCase && previousWasPlainCase) { emit("") }
            render(member)
            previousWasPlainCase = isPlainCase
        }
        depth -= 1
        emit("}")
    }

    private mutating func render(_ enumCase: SwiftCaseDescription) {
        renderDoc(enumCase.docComment)
        var text = "case \(SwiftLiteral.identifier(enumCase.name))"
        if !enumCase.associatedValues.isEmpty {
            let values = enumCase.associatedValues.map { value in
                value.label.map { "\(SwiftLiteral.identifier($0)): \(value.type)" } ?? value.type
            }
            text += "(" + values.joined(separator: ", ") + ")"
        }
        guard let rawValue = enumCase.rawValue.flatMap(Self.inline) else {
            if fits(text) {
                emit(text)
            } else if !enumCase.associatedValues.isEmpty, let open = text.firstIndex(of: "(") {
                // swift-format breaks after `(`, and also after `case` when `case name(` does not fit.
                let head = String(text[...open])
                let values = String(text[text.index(after: open)...])
                if fits(head) {
                    emit(head)
                    continued(values)
                } else {
                    emit("case")
                    continued(String(head.dropFirst("case ".count)))
                    continued(values, extraDepth: 2)
                }
            } else {
                emit("case")
                continued(String(text.dropFirst("case ".count)))
            }
            return
        }
        // swift-format breaks after `=`, and after `case` when the name itself does not fit.
        if fits(text + " = " + rawValue) {
            emit(text + " = " + rawValue)
        } else if fits(text + " =") {
            emit(text + " =")
            continued(rawValue)
        } else {
            emit("case")
            continued(String(text.dropFirst("case ".count)) + " =")
            continued(rawValue)
        }
    }

    private mutating func render(_ variable: SwiftVariableDescription) {
        renderDoc(variable.docComment)
        var head = modifiers(access: variable.access, isStatic: variable.isStatic)
        head += (variable.isStored ? "let " : "var ") + SwiftLiteral.identifier(variable.name)
        if variable.isStored {
            if let type = variable.type { head += ": \(type)" }
            write(variable.value, prefix: head + " = ", suffix: "")
        } else {
            if let type = variable.type {
                openBrace(keyword: head + ":", name: nil, tail: type)
            } else {
                emit(head + " {")
            }
            depth += 1
            write(variable.value, prefix: "", suffix: "")
            depth -= 1
            emit("}")
        }
    }

    private mutating func render(_ function: SwiftFunctionDescription) {
        renderDoc(function.docComment)
        let name =
            function.name == "init" || function.name == "init?"
            ? function.name : "func " + SwiftLiteral.identifier(function.name)
        var head = modifiers(access: function.access, isStatic: function.isStatic) + name
        head += "(" + function.parameters.joined(separator: ", ") + ")"
        if let returnType = function.returnType { head += " -> \(returnType)" }
        emit(head + " {")
        depth += 1
        for statement in function.body {
            switch statement {
            case .expression(let expression): write(expression, prefix: "", suffix: "")
            case .assignSelf(let expression): write(expression, prefix: "self = ", suffix: "")
            }
        }
        depth -= 1
        emit("}")
    }

    /// Opens a braced body the way swift-format lays out a declaration that does not fit on one line:
    /// first `{` alone on the next line, then also a break after `Name:` (before the inheritance or
    /// type), then also a break after the keyword (`public enum` / `Name: Inheritance`).
    ///
    /// `keyword` is what comes before the name (`public enum`), or the whole head when `name` is `nil`
    /// (`public var code:`); `tail` is the inheritance list or type, possibly empty.
    private mutating func openBrace(keyword: String, name: String?, tail: String) {
        let head = name.map { keyword + " " + $0 + (tail.isEmpty ? "" : ":") } ?? keyword
        let joined = tail.isEmpty ? head : head + " " + tail
        if fits(joined + " {") {
            emit(joined + " {")
            return
        }
        if fits(joined) {
            emit(joined)
        } else if !tail.isEmpty, fits(head) {
            emit(head)
            continued(tail)
        } else if let name {
            emit(keyword)
            if tail.isEmpty || fits(name + ": " + tail, extraDepth: 1) {
                continued(tail.isEmpty ? name : name + ": " + tail)
            } else {
                continued(name + ":")
                continued(tail, extraDepth: 2)
            }
        } else {
            emit(joined)
        }
        emit("{")
    }

    /// Whether a line fits in the line limit at the current depth (plus `extraDepth` continuation levels).
    /// Lengths are counted in characters, as swift-format counts them.
    func fits(_ line: String, extraDepth: Int = 0) -> Bool {
        let room = lineLimit - (depth + extraDepth) * indentUnit.count
        guard room >= 0 else { return false }
        // Walks at most `room + 1` characters: a whole collection written on one line can be very long.
        let end = line.index(line.startIndex, offsetBy: room, limitedBy: line.endIndex)
        return end == nil || end == line.endIndex
    }

    /// Emits a continuation line, indented one level (or `extraDepth` levels) deeper.
    mutating func continued(_ line: String, extraDepth: Int = 1) {
        depth += extraDepth
        emit(line)
        depth -= extraDepth
    }

    private func modifiers(access: String?, isStatic: Bool) -> String {
        var text = ""
        if let access { text += access + " " }
        if isStatic { text += "static " }
        return text
    }

    private mutating func renderDoc(_ doc: String?) {
        guard let doc else { return }
        let width = lineLimit - depth * indentUnit.count
        for line in SwiftLiteral.docComment(doc, width: width) { emit(line) }
    }

    /// The one-line form of an expression; `nil` for a switch, which always takes several lines.
    static func inline(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .string(let text): return SwiftLiteral.string(text)
        case .int(let value): return groupedDigits(value)
        case .bool(let value): return value ? "true" : "false"
        case .nil: return "nil"
        case .raw(let text): return text
        case .member(let base, let member):
            let name = SwiftLiteral.memberReference(member)
            guard let base else { return "." + name }
            return inline(base).map { $0 + "." + name }
        case .call(let function, let arguments):
            guard let callee = inline(function) else { return nil }
            var parts: [String] = []
            for argument in arguments {
                guard let value = inline(argument.value) else { return nil }
                parts.append((argument.label.map { "\($0): " } ?? "") + value)
            }
            return callee + "(" + parts.joined(separator: ", ") + ")"
        case .array(let elements):
            var parts: [String] = []
            for element in elements {
                guard let value = inline(element) else { return nil }
                parts.append(value)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "[:]" }
            var parts: [String] = []
            for entry in entries {
                guard let key = inline(entry.key), let value = inline(entry.value) else { return nil }
                parts.append(key + ": " + value)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .switchOver, .switchReturning, .switchStatement: return nil
        case .multilineString(let lines): return lines.isEmpty ? "\"\"" : nil
        }
    }

    /// A line of a multi-line string literal holding exactly `line`: escaped as a one-line literal
    /// (backslashes, quotes, line breaks and other controls), and a space or tab ending it written as
    /// an escape, so no editor or formatter that trims trailing white space can change the text.
    static func multilineContent(_ line: String) -> String {
        var content = String(SwiftLiteral.string(line).dropFirst().dropLast())
        if content.hasSuffix(" ") { content = content.dropLast() + "\\u{20}" }
        return content
    }

    /// An integer literal as swift-format's `GroupNumericLiterals` rule writes it: more than six digits
    /// are grouped in threes (`17020`, `123456`, `1_234_567`, `-9_223_372_036_854_775_808`).
    static func groupedDigits(_ value: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        guard digits.count > 6 else { return sign + digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return sign + groups.joined(separator: "_")
    }

    mutating func emit(_ line: String) {
        lines.append(line.isEmpty ? "" : String(repeating: indentUnit, count: depth) + line)
    }
}
