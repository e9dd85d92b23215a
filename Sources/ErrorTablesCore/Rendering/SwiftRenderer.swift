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
    private func fits(_ line: String, extraDepth: Int = 0) -> Bool {
        let room = lineLimit - (depth + extraDepth) * indentUnit.count
        guard room >= 0 else { return false }
        // Walks at most `room + 1` characters: a whole collection written on one line can be very long.
        let end = line.index(line.startIndex, offsetBy: room, limitedBy: line.endIndex)
        return end == nil || end == line.endIndex
    }

    /// Emits a continuation line, indented one level (or `extraDepth` levels) deeper.
    private mutating func continued(_ line: String, extraDepth: Int = 1) {
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

    /// Writes an expression starting on a new line with `prefix`, breaking collections and calls over
    /// several lines (one element per line, trailing comma) when they do not fit in one.
    ///
    /// An expression that cannot be broken (a string, a number, a name) and does not fit after a prefix
    /// ending in `= `, `: ` or `return ` goes on a continuation line of its own, as swift-format puts it.
    private mutating func write(_ expression: SwiftExpression, prefix: String, suffix: String) {
        if let inline = Self.inline(expression) {
            if fits(prefix + inline + suffix) {
                emit(prefix + inline + suffix)
                return
            }
            if let chain = Self.chain(expression), chain.count > 1 {
                if fits(prefix + chain[0]) || !Self.breaksAfter(prefix) {
                    writeChain(chain, prefix: prefix, suffix: suffix)
                } else {
                    // The base alone does not fit after the prefix: break there first; the chain's own
                    // continuation lines then share that continuation indentation.
                    emit(String(prefix.dropLast()))
                    depth += 1
                    writeChain(chain, prefix: "", suffix: suffix, continuation: 0)
                    depth -= 1
                }
                return
            }
            if !Self.canBreak(expression) {
                if Self.breaksAfter(prefix) {
                    emit(String(prefix.dropLast()))
                    continued(inline + suffix)
                } else {
                    emit(prefix + inline + suffix)
                }
                return
            }
        }
        switch expression {
        case .array(let elements):
            // swift-format ends the elements of a broken collection with a comma only when there are several.
            let comma = elements.count > 1 ? "," : ""
            emit(prefix + "[")
            depth += 1
            for element in elements { write(element, prefix: "", suffix: comma) }
            depth -= 1
            emit("]" + suffix)
        case .dictionary(let entries):
            let comma = entries.count > 1 ? "," : ""
            emit(prefix + "[")
            depth += 1
            for entry in entries {
                let key = Self.inline(entry.key) ?? ""
                write(entry.value, prefix: key + ": ", suffix: comma)
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
        case .switchOver(let subject, let cases), .switchReturning(let subject, let cases),
            .switchStatement(let subject, let cases):
            emit(prefix + "switch \(Self.inline(subject) ?? "self") {")
            for switchCase in cases { writeArm(switchCase, of: expression) }
            emit("}" + suffix)
        case .multilineString(let lines):
            emit(prefix + "\"\"\"")
            depth += 1
            for line in lines { emit(Self.multilineContent(line)) }
            emit("\"\"\"" + suffix)
            depth -= 1
        default:
            emit(prefix + (Self.inline(expression) ?? "") + suffix)
        }
    }

    /// Writes one arm of a switch: on the label's line when it fits (swift-format keeps that line break out,
    /// since it respects existing line breaks, and it halves the lines of a switch over codes), else the
    /// value on the lines below, broken as swift-format breaks a call that does not fit.
    private mutating func writeArm(_ switchCase: SwiftSwitchCase, of expression: SwiftExpression) {
        // A `switchStatement` arm's value is a statement: `raw` text as it is, anything else assigned to `self`.
        let prefix: String
        switch (expression, switchCase.value) {
        case (.switchReturning, _): prefix = "return "
        case (.switchStatement, .raw): prefix = ""
        case (.switchStatement, _): prefix = "self = "
        default: prefix = ""
        }
        let label =
            switchCase.patterns.isEmpty
            ? "default:"
            : "case " + switchCase.patterns.map { Self.inline($0) ?? "" }.joined(separator: ", ") + ":"
        if let value = Self.inline(switchCase.value), fits(label + " " + prefix + value) {
            emit(label + " " + prefix + value)
            return
        }
        // `case .name(let received):` breaks after its parenthesis.
        if !fits(label), switchCase.patterns.count == 1, let open = label.firstIndex(of: "(") {
            emit(String(label[...open]))
            continued(String(label[label.index(after: open)...]))
        } else {
            emit(label)
        }
        depth += 1
        defer { depth -= 1 }
        guard case .call(let callee, let arguments) = switchCase.value, let function = Self.inline(callee),
            arguments.allSatisfy({ $0.label == nil }), !arguments.isEmpty
        else {
            write(switchCase.value, prefix: prefix, suffix: "")
            return
        }
        let values = arguments.map { Self.inline($0.value) ?? "" }
        if fits(prefix + function + "(" + values.joined(separator: ", ") + ")") {
            emit(prefix + function + "(" + values.joined(separator: ", ") + ")")
        } else if fits(prefix + function + "(") || !Self.breaksAfter(prefix) {
            // After `(`, the arguments together when they fit on one line, else one a line.
            emit(prefix + function + "(")
            if fits(values.joined(separator: ", ") + ")", extraDepth: 1) {
                continued(values.joined(separator: ", ") + ")")
            } else {
                for (index, value) in values.enumerated() {
                    continued(value + (index == values.count - 1 ? ")" : ","))
                }
            }
        } else {
            // `self =`, then the call on the next line, its arguments on the one after.
            emit(String(prefix.dropLast()))
            continued(function + "(")
            continued(values.joined(separator: ", ") + ")", extraDepth: 2)
        }
    }

    /// Whether an expression that does not fit after `prefix` goes on a continuation line of its own:
    /// after `= `, `: ` and `return `, as swift-format breaks there.
    private static func breaksAfter(_ prefix: String) -> Bool {
        prefix.hasSuffix("= ") || prefix.hasSuffix(": ") || prefix == "return "
    }

    /// Writes a member access chain (`FIRAuth.SignInError.self`) that does not fit as swift-format
    /// breaks it: as many components as fit on the first line, then the rest, packed the same way, on
    /// continuation lines, each continuation starting with its `.`.
    private mutating func writeChain(
        _ components: [String], prefix: String, suffix: String, continuation: Int = 1
    ) {
        var line = prefix + components[0]
        var isFirstLine = true
        for (index, component) in components.enumerated().dropFirst() {
            let isLast = index == components.count - 1
            if fits(line + component + (isLast ? suffix : ""), extraDepth: isFirstLine ? 0 : continuation) {
                line += component
                continue
            }
            if isFirstLine { emit(line) } else { continued(line, extraDepth: continuation) }
            isFirstLine = false
            line = component
        }
        if isFirstLine { emit(line + suffix) } else { continued(line + suffix, extraDepth: continuation) }
    }

    /// The components of a member access chain (`["FIRAuth", ".SignInError", ".self"]`) written as
    /// `base.member` or as a dotted name; `nil` for other expressions.
    static func chain(_ expression: SwiftExpression) -> [String]? {
        switch expression {
        case .member(let base?, let member):
            return chain(base).map { $0 + ["." + SwiftLiteral.memberReference(member)] }
        case .raw(let text):
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            let isName = { (part: Substring) in
                Identifier.isIdentifier(part) || (part.count > 2 && part.hasPrefix("`") && part.hasSuffix("`"))
            }
            guard parts.allSatisfy(isName) else { return nil }
            return [String(parts[0])] + parts.dropFirst().map { "." + $0 }
        default:
            return nil
        }
    }

    private static func canBreak(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .array(let elements): !elements.isEmpty
        case .dictionary(let entries): !entries.isEmpty
        case .call(_, let arguments): !arguments.isEmpty
        case .switchOver, .switchReturning, .switchStatement, .multilineString: true
        default: false
        }
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

    private mutating func emit(_ line: String) {
        lines.append(line.isEmpty ? "" : String(repeating: indentUnit, count: depth) + line)
    }
}
