extension Diagnostic {
    /// A kind of problem that can occur many times (a code without a raw value, an untranslated text):
    /// a stable identifier and the words for a summary of all its occurrences.
    public struct Cause: Sendable, Hashable {
        /// Stable, e.g. `no-raw-value`; diagnostics with equal identifiers and severity are summarized together.
        public var id: String
        /// The summary's plural subject and verb, after the count: `codes have no raw value in error-tables.json`.
        public var summary: String
        /// What to do, after the summary's examples: `give each a 'rawValue' so that it cannot change`.
        public var advice: String

        /// Creates a cause.
        public init(id: String, summary: String, advice: String) {
            self.id = id
            self.summary = summary
            self.advice = advice
        }

        /// `8000 codes have no raw value in error-tables.json ('A', 'B', 'C', …); give each a 'rawValue'…`;
        /// `verboseHint` ends it with "--verbose lists all", for callers where the user can pass `--verbose`.
        public func summaryMessage(count: Int, subjects: [String], verboseHint: Bool = true) -> String {
            var message = "\(count) \(summary)"
            if !subjects.isEmpty {
                message += " (" + subjects.map { Diagnostic.quote($0) }.joined(separator: ", ")
                message += count > subjects.count ? ", …)" : ")"
            }
            return message + "; \(advice) (the first \(DiagnosticSummary.shownOccurrences) follow as notes"
                + (verboseHint ? "; --verbose lists all)" : ")")
        }
    }

    /// Input text quoted for a message: in single quotes, at most `limit` characters (cut at a character
    /// boundary, with `…`), with line breaks, tabs and other control characters escaped (`\n`, `\t`,
    /// `\u{1}`) so that a diagnostic stays one line however long or odd the cell or line it quotes.
    public static func quote(_ text: some StringProtocol, limit: Int = 80) -> String {
        "'" + excerpt(text, limit: limit) + "'"
    }

    /// `quote(_:limit:)` without the quotes.
    public static func excerpt(_ text: some StringProtocol, limit: Int = 80) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            switch character {
            case "\n": result += "\\n"
            case "\r\n": result += "\\r\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                    scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
                {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }
}
