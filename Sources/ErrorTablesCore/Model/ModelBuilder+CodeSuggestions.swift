extension ModelBuilder {
    /// The source codes suggested for a translated table's codes that its source table lacks (`mergeRows`).
    /// Suggestions cost a comparison with every untranslated source code, so a table of many unknown codes
    /// gets them for its first few rows only (`suggestionLimit`).
    struct CodeSuggestions {
        /// The source table's codes, in order.
        let sourceCodes: [String]
        /// The source codes the translated table has.
        let translated: Set<String>
        /// How many more unknown codes get a suggestion.
        var left = ModelBuilder.suggestionLimit
        /// The source codes not translated, computed for the first suggestion.
        private var untranslated: [String]?
        /// The source codes suggested so far: their errors name them, so the table's warning about the
        /// codes it lacks does not name them again.
        private(set) var suggested = Set<String>()

        init(sourceCodes: [String], translated: Set<String>) {
            self.sourceCodes = sourceCodes
            self.translated = translated
        }

        /// The untranslated source code closest to `code`, while suggestions are left; `nil` when none is
        /// close or none is left.
        mutating func suggestion(for code: String) -> String? {
            guard left > 0 else { return nil }
            left -= 1
            let candidates = untranslated ?? sourceCodes.filter { !translated.contains($0) }
            untranslated = candidates
            let suggestion = Identifier.closest(to: code, among: candidates)
            if let suggestion { suggested.insert(suggestion) }
            return suggestion
        }
    }
}
