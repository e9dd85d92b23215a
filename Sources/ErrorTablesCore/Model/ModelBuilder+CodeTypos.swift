/// Codes that the config and the documents spell differently: a misspelt code in the source document, and a
/// config key that no document has.
extension ModelBuilder {
    /// For each config code that no source row has but a translation does, the source code close to it that the
    /// config does not know (`Identifier.closest`): the source document misspells a code that the config and the
    /// translations agree on. At most `suggestionLimit` config codes are compared with the source codes.
    static func codeTypos(
        config: DomainConfig, source: ExtractedDocument, translations: [ExtractedDocument]
    ) -> [String: String] {
        guard !config.codes.isEmpty, !translations.isEmpty else { return [:] }
        var sourceCodes = Set<String>()
        for table in source.tables { sourceCodes.formUnion(table.codes) }
        let missing = config.codes.keys.filter { !sourceCodes.contains($0) }.sorted()
        guard !missing.isEmpty else { return [:] }
        let translated = translatedCodes(translations)
        let unconfigured = sourceCodes.filter { config.codes[$0] == nil }.sorted()
        var result: [String: String] = [:]
        var taken = Set<String>()
        for key in missing.filter({ translated.contains($0) }).prefix(suggestionLimit) {
            guard let code = Identifier.closest(to: key, among: unconfigured), !taken.contains(code) else { continue }
            taken.insert(code)
            result[key] = code
        }
        return result
    }

    /// Every code of every translated table.
    static func translatedCodes(_ translations: [ExtractedDocument]) -> Set<String> {
        var codes = Set<String>()
        for translation in translations {
            for table in translation.tables { codes.formUnion(table.codes) }
        }
        return codes
    }

    /// A config code that no source row has, and what to say about it.
    struct UndocumentedConfiguredCode {
        let key: String
        /// The closest source code the config does not know, when no document has `key`.
        let suggestion: String?
        /// Whether a translation has `key` (its table reports the code too).
        let translated: Bool
    }

    /// Each config code that no source row has (`documented`: the source's codes, in `order`), except those
    /// the source misspells (`sourceTypos`, reported at the source row). The closest documented code the config
    /// does not know is suggested for at most `suggestionLimit` of them.
    func undocumentedConfiguredCodes(
        order: [String], documented: [String: ErrorEntry]
    ) -> [UndocumentedConfiguredCode] {
        let keys = config.codes.keys.filter { documented[$0] == nil && sourceTypos[$0] == nil }.sorted()
        guard !keys.isEmpty else { return [] }
        let translated = Self.translatedCodes(translations)
        let unconfigured = order.filter { config.codes[$0] == nil }
        var suggestionsLeft = Self.suggestionLimit
        return keys.map { key in
            if translated.contains(key) {
                return UndocumentedConfiguredCode(key: key, suggestion: nil, translated: true)
            }
            var suggestion: String?
            if suggestionsLeft > 0 {
                suggestionsLeft -= 1
                suggestion = Identifier.closest(to: key, among: unconfigured)
            }
            return UndocumentedConfiguredCode(key: key, suggestion: suggestion, translated: false)
        }
    }

    /// Reports `undocumented`: an error when no document has the code, since its facts are then lost; the older
    /// warning when a translation has it.
    func report(_ undocumented: [UndocumentedConfiguredCode], diagnostics: inout Diagnostics) {
        for code in undocumented {
            guard let facts = config.codes[code.key] else { continue }
            diagnostics.report(
                code.translated
                    ? .undocumentedConfiguredCode(code.key, document: Self.fileName(source.path), at: facts.location)
                    : .configuredCodeInNoDocument(
                        code.key, document: Self.fileName(source.path), suggestion: code.suggestion,
                        at: facts.location))
        }
    }
}

extension Diagnostic {
    /// A source code that the config does not know, close to a config code (`intended`) that the translations
    /// have; `rawValue` is what the misspelt `code` gets as written (none when `hasRawValue` is false). The message
    /// names `code` as the one getting the raw value, so the number is not read as `intended`'s configured one.
    static func sourceCodeMisspelt(
        _ code: String, intended: String, config: String, rawValue: Int, hasRawValue: Bool,
        at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "\(quote(code)) matches no code of \(config), but \(config) and the translations have \(quote(intended)); "
                + "did you mean \(quote(intended))? As written, \(quote(code)) gets "
                + (hasRawValue ? "raw value \(rawValue) and " : "") + "none of the facts of \(quote(intended))",
            at: location)
    }

    /// A config code that no document has, with the closest documented code the config does not know.
    static func configuredCodeInNoDocument(
        _ code: String, document: String, suggestion: String?, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "the config gives facts for \(quote(code)), which no document has, so they are not applied"
                + (suggestion.map { "; did you mean \(quote($0)) (\(document) has it)?" }
                    ?? "; add a row for it to \(document) or remove it from the config"),
            at: location, cause: .configuredCodeInNoDocument, subject: code)
    }
}
