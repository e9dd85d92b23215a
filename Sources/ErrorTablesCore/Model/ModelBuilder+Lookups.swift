extension ModelBuilder {
    /// Each configured lookup's rows from the source, with the translations' messages matched by key.
    func buildLookups(codes: [ErrorCode], diagnostics: inout Diagnostics) -> [ErrorLookup] {
        let known = Set(codes.map(\.id))
        let sourceLanguage = config.sourceLanguage
        let sourceName = Self.fileName(source.path)
        var result: [ErrorLookup] = []
        for lookup in config.lookups {
            let tables = source.lookups.filter { $0.name == lookup.name }
            guard let first = tables.first else {
                diagnostics.warning(
                    "the lookup '\(lookup.name)' is configured but \(sourceName) has no table with numeric codes in "
                        + "column \(lookup.code) and codes of the domain in column \(lookup.caseColumn)",
                    at: lookup.location)
                continue
            }
            var entries: [ErrorLookup.Entry] = []
            var seen: [LookupKey: SourceLocation] = [:]
            var fallback: LocalizedText?
            for row in tables.flatMap(\.rows) {
                guard let code = row.caseCode else { continue }
                if let other = seen[row.key] {
                    diagnostics.error(
                        "the key \(row.key) of '\(lookup.name)' is listed twice; the first row is at line \(other.line)",
                        at: row.location)
                    continue
                }
                guard known.contains(code) else {
                    diagnostics.error(
                        "\(Diagnostic.quote(code)) is not documented in any error table of \(sourceName), so "
                            + "'\(lookup.name)' cannot "
                            + "map \(row.key) to it",
                        at: row.caseLocation)
                    continue
                }
                seen[row.key] = row.location
                entries.append(
                    ErrorLookup.Entry(
                        key: row.key, code: code, message: LocalizedText([sourceLanguage: row.message]),
                        documentation: row.documentation, location: row.location))
            }
            if let row = tables.compactMap(\.fallback).first {
                fallback = LocalizedText([sourceLanguage: row.message])
            }
            for translation in translations {
                mergeLookup(
                    lookup.name, from: translation, into: &entries, fallback: &fallback, diagnostics: &diagnostics)
            }
            result.append(
                ErrorLookup(name: lookup.name, entries: entries, fallback: fallback, location: first.location))
        }
        return result
    }

    /// Adds a translation's messages to the rows with the same key, and reports rows that differ.
    private func mergeLookup(
        _ name: String, from translation: ExtractedDocument, into entries: inout [ErrorLookup.Entry],
        fallback: inout LocalizedText?, diagnostics: inout Diagnostics
    ) {
        let tables = translation.lookups.filter { $0.name == name }
        let sourceName = Self.fileName(source.path)
        guard let first = tables.first else {
            if !entries.isEmpty {
                diagnostics.warning(
                    "no table translates the lookup \(Diagnostic.quote(name)) of \(sourceName); the source-language messages are used",
                    at: SourceLocation(path: translation.path, line: 1, column: 1))
            }
            return
        }
        let index = Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        var translated = Set<LookupKey>()
        for row in tables.flatMap(\.rows) {
            guard let position = index[row.key] else {
                diagnostics.error(
                    "the key \(row.key) is not in the lookup \(Diagnostic.quote(name)) of \(sourceName); a translation cannot add rows",
                    at: row.location)
                continue
            }
            if let code = row.caseCode, code != entries[position].code {
                diagnostics.error(
                    "\(row.key) maps to \(Diagnostic.quote(code)) here but to "
                        + "\(Diagnostic.quote(entries[position].code)) in \(sourceName)",
                    at: row.caseLocation)
            }
            guard translated.insert(row.key).inserted else {
                diagnostics.error(
                    "\(row.key) is translated twice in the lookup \(Diagnostic.quote(name))", at: row.location)
                continue
            }
            if row.message.isEmpty {
                diagnostics.warning(
                    "the message of \(row.key) is empty; the source-language message is used", at: row.location)
            } else {
                entries[position].message.texts[translation.language] = row.message
            }
        }
        let translatedFallback = tables.compactMap(\.fallback).first
        var missing = entries.filter { !translated.contains($0.key) }.map(\.key.description)
        if fallback != nil && translatedFallback == nil { missing.append("the fallback row") }
        if !missing.isEmpty {
            diagnostics.warning(
                "the lookup \(Diagnostic.quote(name)) lacks " + missing.joined(separator: ", ")
                    + "; the source-language messages are used",
                at: first.location)
        }
        if let row = translatedFallback {
            if fallback == nil {
                diagnostics.error(
                    "the fallback row has no counterpart in the lookup \(Diagnostic.quote(name)) of \(sourceName)",
                    at: row.location)
            } else if !row.message.isEmpty {
                fallback?.texts[translation.language] = row.message
            }
        }
    }

    /// Traits from the config, checked against the documented codes.
    func applyTraits(to codes: inout [ErrorCode], diagnostics: inout Diagnostics) {
        let index = Dictionary(codes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ids = codes.map(\.id)
        var suggestionsLeft = Self.suggestionLimit
        for (code, names) in config.traits.sorted(by: { $0.key < $1.key }) {
            guard let position = index[code] else {
                var message =
                    "traits are given for \(Diagnostic.quote(code)), which no table of "
                    + "\(Self.fileName(source.path)) documents"
                if suggestionsLeft > 0, let suggestion = Identifier.closest(to: code, among: ids) {
                    message += "; did you mean \(Diagnostic.quote(suggestion))?"
                }
                suggestionsLeft -= 1
                diagnostics.error(message, at: config.traitLocations[code] ?? config.location(ofKey: "traits"))
                continue
            }
            codes[position].traits = DomainConfig.traitNames.filter(names.contains)
        }
    }
}
