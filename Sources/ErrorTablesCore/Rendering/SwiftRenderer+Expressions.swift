/// Expressions: how `SwiftRenderer` writes one on as many lines as it needs.
extension SwiftRenderer {
    /// Writes an expression starting on a new line with `prefix`, breaking collections and calls over
    /// several lines (one element per line, trailing comma) when they do not fit in one.
    ///
    /// An expression that cannot be broken (a string, a number, a name) and does not fit after a prefix
    /// ending in `= `, `: ` or `return ` goes on a continuation line of its own, as swift-format puts it.
    mutating func write(_ expression: SwiftExpression, prefix: String, suffix: String) {
        if let inline = Self.inline(expression),
            writeUnbroken(expression, inline: inline, prefix: prefix, suffix: suffix)
        {
            return
        }
        switch expression {
        case .array(let elements):
            writeBrokenCollection(elements.map { ("", $0) }, prefix: prefix, suffix: suffix)
        case .dictionary(let entries):
            writeBrokenCollection(
                entries.map { ((Self.inline($0.key) ?? "") + ": ", $0.value) }, prefix: prefix, suffix: suffix)
        case .call(let function, let arguments):
            writeBrokenCall(function, arguments, prefix: prefix, suffix: suffix)
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

    /// Writes an expression that has a one-line form (`inline`) without breaking inside it, where it can:
    /// whole on the prefix's line when it fits, as a broken member access chain, or, when nothing in it can
    /// break, on a continuation line after a prefix that breaks (else on the prefix's line, too long).
    /// Returns `false`, having written nothing, for a collection or call that does not fit: it is broken.
    mutating func writeUnbroken(
        _ expression: SwiftExpression, inline: String, prefix: String, suffix: String
    ) -> Bool {
        if fits(prefix + inline + suffix) {
            emit(prefix + inline + suffix)
            return true
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
            return true
        }
        guard !Self.canBreak(expression) else { return false }
        if Self.breaksAfter(prefix) {
            emit(String(prefix.dropLast()))
            continued(inline + suffix)
        } else {
            emit(prefix + inline + suffix)
        }
        return true
    }

    /// Writes a collection one element a line between `[` and `]`, each element after its key (`""` for an
    /// array's, `"key: "` for a dictionary's).
    mutating func writeBrokenCollection(
        _ elements: [(key: String, value: SwiftExpression)], prefix: String, suffix: String
    ) {
        // swift-format ends the elements of a broken collection with a comma only when there are several.
        let comma = elements.count > 1 ? "," : ""
        emit(prefix + "[")
        depth += 1
        for element in elements { write(element.value, prefix: element.key, suffix: comma) }
        depth -= 1
        emit("]" + suffix)
    }

    /// Writes a call one argument a line between `(` and `)`.
    mutating func writeBrokenCall(
        _ function: SwiftExpression, _ arguments: [SwiftArgument], prefix: String, suffix: String
    ) {
        emit(prefix + (Self.inline(function) ?? "") + "(")
        depth += 1
        for (index, argument) in arguments.enumerated() {
            let label = argument.label.map { "\($0): " } ?? ""
            write(argument.value, prefix: label, suffix: index == arguments.count - 1 ? "" : ",")
        }
        depth -= 1
        emit(")" + suffix)
    }

    /// Writes one arm of a switch: on the label's line when it fits (swift-format keeps that line break out,
    /// since it respects existing line breaks, and it halves the lines of a switch over codes), else the
    /// value on the lines below, broken as swift-format breaks a call that does not fit.
    mutating func writeArm(_ switchCase: SwiftSwitchCase, of expression: SwiftExpression) {
        let prefix = Self.armPrefix(switchCase, of: expression)
        let label = Self.armLabel(switchCase)
        if let value = Self.inline(switchCase.value), fits(label + " " + prefix + value) {
            emit(label + " " + prefix + value)
            return
        }
        writeArmLabel(label, patternCount: switchCase.patterns.count)
        depth += 1
        defer { depth -= 1 }
        guard case .call(let callee, let arguments) = switchCase.value, let function = Self.inline(callee),
            arguments.allSatisfy({ $0.label == nil }), !arguments.isEmpty
        else {
            write(switchCase.value, prefix: prefix, suffix: "")
            return
        }
        writeArmCall(function, arguments.map { Self.inline($0.value) ?? "" }, prefix: prefix)
    }

    /// What an arm's value follows: `return ` in a `switchReturning`; in a `switchStatement`, nothing before
    /// `raw` text (a statement as it is) and `self = ` before anything else.
    static func armPrefix(_ switchCase: SwiftSwitchCase, of expression: SwiftExpression) -> String {
        switch (expression, switchCase.value) {
        case (.switchReturning, _): "return "
        case (.switchStatement, .raw): ""
        case (.switchStatement, _): "self = "
        default: ""
        }
    }

    /// `case .a, .b:`, or `default:` for an arm without patterns.
    static func armLabel(_ switchCase: SwiftSwitchCase) -> String {
        switchCase.patterns.isEmpty
            ? "default:"
            : "case " + switchCase.patterns.map { Self.inline($0) ?? "" }.joined(separator: ", ") + ":"
    }

    /// Writes an arm's label on its own line; one pattern that does not fit (`case .name(let received):`)
    /// breaks after its parenthesis.
    mutating func writeArmLabel(_ label: String, patternCount: Int) {
        if !fits(label), patternCount == 1, let open = label.firstIndex(of: "(") {
            emit(String(label[...open]))
            continued(String(label[label.index(after: open)...]))
        } else {
            emit(label)
        }
    }

    /// Writes an arm's value that is a call with unlabelled one-line arguments (`values`), below its label:
    /// on one line when it fits; else broken after `(`, the arguments together on the next line when they fit
    /// there, else one a line; else, when even `prefix` and the callee do not fit, broken after the prefix too.
    mutating func writeArmCall(_ function: String, _ values: [String], prefix: String) {
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
}
