extension CodeGenerator {
    /// The doc comment of a method error's case. The code enum's case already says what the code means, so a
    /// method case repeats a description only where the method's documentation gives it another one, and
    /// otherwise links to the code's case; either way it ends with where the method's error comes from:
    ///
    ///     /// See ``AuthErrorCode/networkError`` (common to `FIRAuth`).
    ///
    ///     /// The host could not be reached.
    ///     ///
    ///     /// Differs from ``DemoErrorCode/networkError`` (this method's table).
    ///
    /// (or "What it means for this method; see …" when the code has no description of its own).
    ///
    /// A code common to the domain that the method describes as the code does gets no comment (nil): the
    /// method type's doc comment lists those codes once.
    func methodCaseDoc(_ error: EffectiveError, of method: ErrorMethod, code: ErrorCode) -> String? {
        let reference = "\(codeLink(code)) (\(Self.originNote(error.origin, group: method.group)))."
        let text = error.entry.documentation
        guard !text.isEmpty, text != code.documentation else {
            if case .domain = error.origin { return nil }
            return "See " + reference
        }
        // A code the methods describe differently has no text of its own to differ from.
        let relation = code.description.texts.isEmpty ? "What it means for this method; see " : "Differs from "
        return text + "\n\n" + relation + reference
    }

    /// A DocC symbol link to a code's case, `` ``AuthErrorCode/networkError`` ``: the code enum's name and the
    /// case's name are plain ASCII identifiers (the config and the name checks see to it), written without the
    /// backticks a keyword needs in code, as DocC expects.
    func codeLink(_ code: ErrorCode) -> String { "``\(domain.config.typeName)/\(code.swiftName)``" }

    /// Where a method's error comes from, in a few words; `group` is the method's.
    static func originNote(_ origin: EffectiveError.Origin, group: String?) -> String {
        switch origin {
        case .method: "this method's table"
        case .included(let symbol): "included from \(SwiftLiteral.codeSpan(symbol))"
        case .group: "common to \(SwiftLiteral.codeSpan(group ?? ""))"
        case .domain: "common to the domain"
        }
    }
}
