import Foundation

extension Identifier {
    /// Words that stay in capitals inside a case name made from `SCREAMING_SNAKE` or phrase words
    /// (`REQUEST_API` → `requestAPI`, `Invalid url` → `invalidURL`).
    public static let acronyms: Set<String> = [
        "ACL", "API", "CPU", "CSS", "DNS", "GPS", "GPU", "HTML", "HTTP", "HTTPS", "ID", "IO", "IP", "JSON", "JWT",
        "MFA", "NFC", "OTP", "PDF", "PIN", "SDK", "SMS", "SSL", "SSO", "TCP", "TLS", "UDP", "UI", "URI", "URL", "UUID",
        "XML",
    ]

    /// Short words that end a case name taken from a description (`Route not found between the two points`
    /// → `routeNotFound`), and that are skipped at its start (`The user declined` → `userDeclined`).
    static let functionWords: Set<String> = [
        "a", "an", "the", "by", "for", "of", "to", "in", "on", "at", "from", "with", "between", "because", "when",
        "while", "is", "are", "was", "were", "be", "been", "has", "have", "this", "that", "these", "those", "and",
        "or", "but", "so", "as", "if", "than", "then",
    ]

    /// The Swift case name for a documented code in any naming style: the prefix removed, then
    ///
    /// - one identifier without underscores keeps its words, the leading capitals lowered the way Swift API
    ///   names do it (`NetworkError` → `networkError`, `InvalidAPIKey` → `invalidAPIKey`, `URLNotFound` →
    ///   `urlNotFound`, `AccountSendingPausedException` → `accountSendingPausedException`, `TIMEOUT` → `timeout`);
    /// - anything else is split into words at every character that is not an ASCII letter or digit
    ///   (`_`, `-`, `.`, spaces; apostrophes are dropped and accents folded first), and the words are joined
    ///   in lower camel case: `REQUEST_API` → `requestAPI` (`acronyms` stay in capitals), `user_cancel` →
    ///   `userCancel`, `schema-mismatch` → `schemaMismatch`, `User Rejected Request` → `userRejectedRequest`,
    ///   `I'm a teapot` → `imATeapot`, `auth.token-expired` → `authTokenExpired`.
    ///
    /// A name that would start with a digit gets a `_` in front (`2FactorRequired` → `_2FactorRequired`).
    /// Keywords stay as they are; generated code writes them in backticks. `nil` when no ASCII letter or
    /// digit is left (a code written only in another script): the caller then names the case otherwise.
    public static func swiftCaseName(forCode code: String, prefix: String) -> String? {
        let stem =
            !prefix.isEmpty && code.hasPrefix(prefix) && code.count > prefix.count
            ? String(code.dropFirst(prefix.count)) : code
        let name: String
        if isIdentifier(stem) && !stem.contains("_") {
            name = lowerCamelCase(stem)
        } else {
            guard let joined = camelCase(words(of: stem)) else { return nil }
            name = joined
        }
        guard let first = name.unicodeScalars.first else { return nil }
        return ("0"..."9").contains(first) ? "_" + name : name
    }

    /// A case name from the first words of a description: leading function words skipped, then words up to
    /// the first function word or punctuation, at most four (`Invalid API key. Check …` → `invalidAPIKey`,
    /// `Location permission denied by the user.` → `locationPermissionDenied`). `nil` when that leaves no
    /// word, more than four, or letters of a script other than Latin (the caller then uses `code<N>`).
    public static func caseName(fromDescription description: String) -> String? {
        let clause = String(description.prefix { !".,;:!?()[]—–\n".contains($0) })
        let folded = clause.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        guard !folded.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.isAlphabetic }) else { return nil }
        var words = self.words(of: clause)
        while let first = words.first, functionWords.contains(first.lowercased()) { words.removeFirst() }
        guard !words.isEmpty else { return nil }
        let end = words.firstIndex { functionWords.contains($0.lowercased()) } ?? words.endIndex
        let kept = Array(words[..<end])
        guard !kept.isEmpty, kept.count <= 4, let name = camelCase(kept) else { return nil }
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return "_" + name }
        return name
    }

    /// The case name of a numeric code with no name: `code4001`, `codeMinus199` for `-199`.
    public static func caseName(forNumber number: Int) -> String {
        number < 0 ? "codeMinus\(number.magnitude)" : "code\(number)"
    }

    /// The ASCII words of a text: accents folded, apostrophes dropped, split at every other character that is
    /// not an ASCII letter or digit.
    static func words(of text: String) -> [String] {
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Words joined in lower camel case. When no word has a lowercase letter (`SCREAMING_SNAKE`), each word
    /// is lowered and capitalized, except `acronyms` after the first word; otherwise the first word's leading
    /// capitals are lowered and the others get an uppercase first letter.
    static func camelCase(_ words: [String]) -> String? {
        guard let first = words.first else { return nil }
        let screaming = !words.joined().unicodeScalars.contains { ("a"..."z").contains($0) }
        if screaming {
            return first.lowercased()
                + words.dropFirst().map { acronyms.contains($0) ? $0 : upperFirst($0.lowercased()) }.joined()
        }
        let rest = words.dropFirst().map { word in
            acronyms.contains(word.uppercased()) && word == word.lowercased() && word.count > 1
                ? word.uppercased() : upperFirst(word)
        }
        return lowerCamelCase(first) + rest.joined()
    }
}
