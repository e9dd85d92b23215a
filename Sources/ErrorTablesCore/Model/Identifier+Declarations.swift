/// Method headings written as declarations.
///
/// The class: API references generated from source (HarmonyOS/Cangjie, Kotlin, Python, TypeScript and Java
/// references) title each method with its declaration rather than a selector: declaration keywords, the name,
/// and the parameter list with types (`### static func deletePreferences(UIAbilityContext, String)`,
/// `### fun getUser(id: String): User`, `### def list_orders(limit, cursor)`, `### getUser(String id)`), and
/// overload one name with several parameter lists (two headings, two methods). Such a heading names a method:
/// its symbol is the heading's text (so overloads stay apart), and its Swift type is named from the name, with
/// the parameter types added when overloads share it (`GeneratedNames.labelledMethodTypeName(for:)`).
extension Identifier {
    /// A heading's text read as a declaration.
    public struct Declaration: Equatable, Sendable {
        /// The keywords before the name (`static`, `func`), as written.
        public var keywords: [String]
        /// The declared name (`deletePreferences`).
        public var name: String
        /// The parameter list as written between the parentheses, each parameter trimmed
        /// (`UIAbilityContext`, `String`); empty for `()`.
        public var parameters: [String]
    }

    /// Keywords that may stand before a method's name in a declaration heading, in any order.
    static let declarationKeywords: Set<String> = [
        "func", "fun", "def", "function", "fn", "method", "static", "class", "public", "private", "protected",
        "internal", "open", "final", "override", "async", "abstract", "mutating", "suspend", "operator", "inline",
        "export", "default", "virtual", "const", "sub", "proc", "redef", "unsafe", "extern", "native", "synchronized",
    ]

    /// Words that make a heading a function's declaration: without one of them, `name(…)` is a declaration only
    /// when its parameters are written (a heading `Errors (v2)` has a space before its parenthesis and is prose).
    static let functionKeywords: Set<String> = ["func", "fun", "def", "function", "fn", "method", "sub", "proc"]

    /// `text` read as a declaration: optional keywords from `declarationKeywords` (ending in a function keyword
    /// when there is any), an identifier, then at once a parenthesized parameter list whose parentheses balance
    /// and after which only a return type may follow (`: User`, `-> Int`). A selector (`signIn(withEmail:)`) is
    /// not a declaration: `isSelector` reads it first. `nil` for anything else.
    public static func declaration(_ text: String) -> Declaration? {
        let trimmed = text.trimmingSpacesAndNewlines()
        guard !isSelector(trimmed), let open = trimmed.firstIndex(of: "("),
            let close = matchingParenthesis(in: trimmed, from: open)
        else {
            return nil
        }
        // The name stands right before its parenthesis (`Errors (v2)` is prose).
        guard open > trimmed.startIndex, !trimmed[trimmed.index(before: open)].isWhitespace else { return nil }
        var words = trimmed[..<open].split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = words.popLast(), isIdentifier(name), words.count <= 6,
            words.allSatisfy(declarationKeywords.contains),
            words.isEmpty || words.contains(where: functionKeywords.contains)
        else { return nil }
        let rest = trimmed[trimmed.index(after: close)...].trimmingSpacesAndNewlines()
        guard rest.isEmpty || rest.hasPrefix(":") || rest.hasPrefix("->") else { return nil }
        let inside = trimmed[trimmed.index(after: open)..<close]
        let parameters = splitParameters(inside)
        // Without a keyword, a bare `name(…)` must write its parameters (a type or `label: Type`).
        guard !words.isEmpty || !parameters.isEmpty else { return nil }
        return Declaration(keywords: words, name: name, parameters: parameters)
    }

    /// The index of the `)` that closes the `(` at `open`, when the text's parentheses and angle brackets
    /// balance up to it; `nil` otherwise.
    static func matchingParenthesis(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Parameters split at the commas outside nested brackets (`Map<String, Int>, Bool` has two).
    static func splitParameters(_ text: Substring) -> [String] {
        var parameters: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "<", "[", "{": depth += 1
            case ")", ">", "]", "}": depth = max(0, depth - 1)
            case "," where depth == 0:
                parameters.append(String(current.trimmingSpacesAndNewlines()))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        let last = String(current.trimmingSpacesAndNewlines())
        if !last.isEmpty || !parameters.isEmpty { parameters.append(last) }
        return parameters
    }

    /// The Swift type name base of a declared method: its name, and with `withTypes` each parameter's type
    /// (the part after `:` when there is one, else the parameter's first word), in upper camel case
    /// (`deletePreferences(UIAbilityContext, String)` → `DeletePreferences`, or with types
    /// `DeletePreferencesUIAbilityContextString`).
    public static func typeNameBase(of declaration: Declaration, withTypes: Bool) -> String {
        var parts = [declaration.name]
        if withTypes {
            for parameter in declaration.parameters {
                let type =
                    parameter.firstIndex(of: ":").map { parameter[parameter.index(after: $0)...] }
                    ?? parameter.split(whereSeparator: \.isWhitespace).first ?? ""
                parts += words(of: String(type))
            }
        }
        return parts.map { upperFirst($0) }.joined()
    }
}
