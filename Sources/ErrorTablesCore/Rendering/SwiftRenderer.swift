/// Renders `SwiftFileDescription` to text laid out the way `swift-format` (default configuration:
/// two-space indentation, 100 columns) leaves it.
public struct SwiftRenderer {
    private var lines: [String] = []
    private var depth = 0
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
        for line in file.headerComment { emit(line.isEmpty ? "//" : "// " + line) }
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
            emit(modifiers(access: access, isStatic: false) + "typealias \(SwiftLiteral.identifier(name)) = \(type)")
        }
    }

    private mutating func render(_ type: SwiftTypeDescription) {
        renderDoc(type.docComment)
        let name = type.kind == .extension ? type.name : SwiftLiteral.identifier(type.name)
        var head = modifiers(access: type.access, isStatic: false) + "\(type.kind.rawValue) \(name)"
        if !type.inheritance.isEmpty { head += ": " + type.inheritance.joined(separator: ", ") }
        guard !type.members.isEmpty else {
            emit(head + " {}")
            return
        }
        emit(head + " {")
        depth += 1
        var previousWasCase = false
        for (index, member) in type.members.enumerated() {
            var isCase = false
            var hasDoc = false
            if case .enumCase(let enumCase) = member {
                isCase = true
                hasDoc = enumCase.docComment != nil
            }
            // Plain cases stay together; anything documented or of another kind gets a blank line before it.
            if index > 0 && !(isCase && previousWasCase && !hasDoc) { emit("") }
            render(member)
            previousWasCase = isCase
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
        if let rawValue = enumCase.rawValue {
            write(rawValue, prefix: text + " = ", suffix: "")
        } else {
            emit(text)
        }
    }

    private mutating func render(_ variable: SwiftVariableDescription) {
        renderDoc(variable.docComment)
        var head = modifiers(access: variable.access, isStatic: variable.isStatic)
        head += (variable.isStored ? "let " : "var ") + SwiftLiteral.identifier(variable.name)
        if let type = variable.type { head += ": \(type)" }
        if variable.isStored {
            write(variable.value, prefix: head + " = ", suffix: "")
        } else {
            emit(head + " {")
            depth += 1
            write(variable.value, prefix: "", suffix: "")
            depth -= 1
            emit("}")
        }
    }

    private mutating func render(_ function: SwiftFunctionDescription) {
        renderDoc(function.docComment)
        let name = function.name == "init" ? "init" : "func " + SwiftLiteral.identifier(function.name)
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

    /// Writes an expression starting on a new line with `prefix`, breaking collections and calls over
    /// several lines (one element per line, trailing comma) when they do not fit in one.
    private mutating func write(_ expression: SwiftExpression, prefix: String, suffix: String) {
        if let inline = Self.inline(expression) {
            let indent = String(repeating: indentUnit, count: depth)
            if indent.count + prefix.count + inline.count + suffix.count <= lineLimit || !Self.canBreak(expression) {
                emit(prefix + inline + suffix)
                return
            }
        }
        switch expression {
        case .array(let elements):
            emit(prefix + "[")
            depth += 1
            for element in elements { write(element, prefix: "", suffix: ",") }
            depth -= 1
            emit("]" + suffix)
        case .dictionary(let entries):
            emit(prefix + "[")
            depth += 1
            for entry in entries {
                let key = Self.inline(entry.key) ?? ""
                write(entry.value, prefix: key + ": ", suffix: ",")
            }
            depth -= 1
            emit("]" + suffix)
        case .call(let function, let arguments):
            emit(prefix + (Self.inline(function) ?? "") + "(")
            depth += 1
            for (index, argument) in arguments.enumerated() {
                let label = argument.label.map { "\($0): " } ?? ""
                write(argument.value, prefix: label, suffix: index == arguments.count - 1 ? "" : ",")
            }
            depth -= 1
            emit(")" + suffix)
        case .switchOver(let subject, let cases):
            emit(prefix + "switch \(Self.inline(subject) ?? "self") {")
            for switchCase in cases {
                let label =
                    switchCase.patterns.isEmpty
                    ? "default:" : "case " + switchCase.patterns.map { Self.inline($0) ?? "" }.joined(separator: ", ") + ":"
                emit(label)
                depth += 1
                write(switchCase.value, prefix: "", suffix: "")
                depth -= 1
            }
            emit("}" + suffix)
        default:
            emit(prefix + (Self.inline(expression) ?? "") + suffix)
        }
    }

    private static func canBreak(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .array(let elements): !elements.isEmpty
        case .dictionary(let entries): !entries.isEmpty
        case .call(_, let arguments): !arguments.isEmpty
        case .switchOver: true
        default: false
        }
    }

    /// The one-line form of an expression; `nil` for a switch, which always takes several lines.
    static func inline(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .string(let text): return SwiftLiteral.string(text)
        case .int(let value): return String(value)
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
        case .switchOver: return nil
        }
    }

    private mutating func emit(_ line: String) {
        lines.append(line.isEmpty ? "" : String(repeating: indentUnit, count: depth) + line)
    }
}
