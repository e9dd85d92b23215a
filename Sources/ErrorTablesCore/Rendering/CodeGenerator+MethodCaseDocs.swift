extension CodeGenerator {
    /// The doc comment of a method error's case: it starts with the documented text (the method's own where
    /// its table gives one, else the code's), so Quick Help on the case says what it means, and ends with where
    /// the method's error comes from:
    ///
    ///     /// The host could not be reached.
    ///     ///
    ///     /// See ``AuthErrorCode/networkError`` (common to the domain).
    ///
    ///     /// The card was declined by the bank.
    ///     ///
    ///     /// Differs from ``DemoErrorCode/cardDeclined`` (this method's table).
    ///
    /// ("What it means for this method; see …" when the code has no description of its own, and only the
    /// reference when no text is documented at all).
    func methodCaseDoc(_ error: EffectiveError, of method: ErrorMethod, code: ErrorCode) -> String {
        let reference = "\(codeLink(code)) (\(Self.originNote(error.origin, group: method.group)))."
        let own = error.entry.documentation
        guard !own.isEmpty, own != code.documentation else {
            let text = code.documentation
            return (text.isEmpty ? "" : text + "\n\n") + "See " + reference
        }
        // A code the methods describe differently has no text of its own to differ from.
        let relation = code.description.texts.isEmpty ? "What it means for this method; see " : "Differs from "
        return own + "\n\n" + relation + reference
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
