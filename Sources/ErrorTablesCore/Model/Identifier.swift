/// Rules for the names that appear in error documentation and in generated Swift.
public enum Identifier {
    /// Whether text is one C/Objective-C/Swift identifier: a letter or `_`, then letters, digits or `_` (ASCII).
    public static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.unicodeScalars.first, isIdentifierHead(first) else { return false }
        return text.unicodeScalars.dropFirst().allSatisfy(isIdentifierBody)
    }

    /// Whether text is an Objective-C selector (`signOut:`, `signInWithEmail:password:completion:`,
    /// `sendEmailVerificationWithCompletion:`) or a Swift function name (`signIn(withEmail:password:)`, `signOut()`).
    public static func isSelector<S: StringProtocol>(_ text: S) -> Bool {
        if text.hasSuffix(":") {
            let parts = text.dropLast().split(separator: ":", omittingEmptySubsequences: false)
            return !parts.isEmpty && parts.allSatisfy { isIdentifier($0) }
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return false }
        let base = text[..<open]
        let labels = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard isIdentifier(base) else { return false }
        if labels.isEmpty { return true }
        guard labels.hasSuffix(":") else { return false }
        return labels.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy { isIdentifier($0) }
    }

    /// Whether a heading's text names an API symbol: one identifier or one selector.
    public static func isSymbol<S: StringProtocol>(_ text: S) -> Bool { isIdentifier(text) || isSelector(text) }

    /// How a heading reads: as an API symbol or as prose, and why.
    public enum HeadingReading: Sendable, Equatable {
        /// A code span holding an identifier or selector (`FIRAuth` or `fetchItems` between backticks).
        case codeSpanSymbol
        /// A selector or Swift function name (`signOut:`, `signIn(withEmail:password:)`).
        case selector
        /// A declaration as API references title methods: declaration keywords, a name and its parameters
        /// (`static func deletePreferences(UIAbilityContext, String)`, `def list_orders(limit)`,
        /// `getUser(String id)`); see `Identifier.declaration(_:)`.
        case declaration
        /// One identifier that looks like code: internal capitals after a lowercase letter or in mixed case,
        /// underscores or digits (`FIRAuth`, `fetchItems`, `sign_out`, `OAuth2`). A guess.
        case codeLikeIdentifier
        /// One plain word (`Errors`, `Overview`, `API`): prose, though it could name a symbol. A guess.
        case plainWord
        /// Anything else: prose.
        case prose

        /// Whether the heading names an API symbol.
        public var isSymbol: Bool {
            switch self {
            case .codeSpanSymbol, .selector, .declaration, .codeLikeIdentifier: true
            case .plainWord, .prose: false
            }
        }
    }

    /// Reads a heading: a code span holding an identifier or selector, a selector, or one identifier that
    /// looks like code names an API symbol; a plain word (`## Errors`, `### Example`) and any other text
    /// is prose.
    public static func reading(ofHeading inlines: [Inline]) -> HeadingReading {
        let content = inlines.filter { inline in
            if case .text(let text) = inline { return !text.allSatisfy(\.isWhitespace) }
            return true
        }
        if content.count == 1, case .code(let code) = content[0] {
            return isSymbol(code.trimmingSpacesAndNewlines()) ? .codeSpanSymbol : .prose
        }
        let text = inlines.plainText
        if isSelector(text) { return .selector }
        if declaration(text) != nil { return .declaration }
        guard isIdentifier(text) else { return .prose }
        return looksLikeCode(text) ? .codeLikeIdentifier : .plainWord
    }

    /// Whether an identifier looks like code rather than a word: it has an underscore or a digit, or an
    /// uppercase letter after its first character while also having a lowercase letter (`FIRAuth`,
    /// `fetchItems`; not `Errors` nor `API`).
    static func looksLikeCode<S: StringProtocol>(_ text: S) -> Bool {
        let scalars = Array(text.unicodeScalars)
        if scalars.contains(where: { $0 == "_" || ("0"..."9").contains($0) }) { return true }
        let hasLowercase = scalars.contains { ("a"..."z").contains($0) }
        return hasLowercase && scalars.dropFirst().contains { ("A"..."Z").contains($0) }
    }

    /// Whether text can be a Swift identifier (ASCII only, as generated code uses).
    public static func isSwiftIdentifier(_ text: String) -> Bool { isIdentifier(text) }

    /// Whether text can name a Swift type: an identifier, optionally dotted (`FIRAuth.SignInError`).
    public static func isSwiftTypeName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { isIdentifier($0) }
    }

    /// Lowers the leading run of capitals, keeping the last one when a lowercase letter follows it.
    public static func lowerCamelCase(_ text: String) -> String {
        let characters = Array(text)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        guard upperRun > 0 else { return text }
        var lowered = upperRun
        if upperRun > 1, upperRun < characters.count, characters[upperRun].isLowercase { lowered -= 1 }
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }

    /// Uppercases the first character.
    public static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// The candidate closest to `text` by edit distance, when it is close enough to be a likely typo.
    public static func closest(to text: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(text.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.1 <= max(2, text.count / 3) ? best.0 : nil
    }

    /// The Levenshtein distance between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = Swift.min(
                    previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || ("0"..."9").contains(scalar)
    }
}

/// BCP-47 language tags as used for spec file names (`en`, `hi`, `pt-BR`, `zh-Hant-TW`).
public enum LanguageTag {
    /// Whether text is a well-formed tag: a 2–3 letter language, then subtags of 2–8 letters or digits.
    public static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy {
                    $0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                        || ("0"..."9").contains($0)
                }
        }
    }
}
