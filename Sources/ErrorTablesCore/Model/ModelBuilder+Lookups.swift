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
                diagnostics.report(.lookupWithoutTable(lookup, document: sourceName))
                continue
            }
            var entries: [ErrorLookup.Entry] = []
            var seen: [LookupKey: SourceLocation] = [:]
            var fallback: LocalizedText?
            for row in tables.flatMap(\.rows) {
                guard let code = row.caseCode else { continue }
                if let other = seen[row.key] {
                    diagnostics.report(
                        .duplicateLookupKeyInLookup(
                            row.key, lookup: lookup.name, firstLine: other.line, at: row.location))
                    continue
                }
                guard known.contains(code) else {
                    diagnostics.report(
                        .lookupCodeUndocumented(
                            code, key: row.key, lookup: lookup.name, document: sourceName, at: row.caseLocation))
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
                diagnostics.report(
                    .lookupNotTranslated(
                        name, source: sourceName, at: SourceLocation(path: translation.path, line: 1, column: 1)))
            }
            return
        }
        let translated = mergeLookupRows(
            tables.flatMap(\.rows), lookup: name, language: translation.language, into: &entries,
            diagnostics: &diagnostics)
        let translatedFallback = tables.compactMap(\.fallback).first
        var missing = entries.filter { !translated.contains($0.key) }.map(\.key.description)
        if fallback != nil && translatedFallback == nil { missing.append("the fallback row") }
        if !missing.isEmpty {
            diagnostics.report(.lookupTranslationIncomplete(name, missing: missing, at: first.location))
        }
        if let row = translatedFallback {
            mergeLookupFallback(
                row, lookup: name, language: translation.language, into: &fallback, diagnostics: &diagnostics)
        }
    }

    /// Adds a translation's lookup rows' messages to the source rows with the same key (`entries`), and returns
    /// the keys translated. Reports a row whose key the source lacks, one that maps its key to another code
    /// (its message is still taken), a key translated twice (the first row wins) and an empty message (the
    /// key counts as translated, with no message).
    func mergeLookupRows(
        _ rows: [LookupRow], lookup name: String, language: String, into entries: inout [ErrorLookup.Entry],
        diagnostics: inout Diagnostics
    ) -> Set<LookupKey> {
        let sourceName = Self.fileName(source.path)
        let index = Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        var translated = Set<LookupKey>()
        for row in rows {
            guard let position = index[row.key] else {
                diagnostics.report(.lookupKeyNotInSource(row.key, lookup: name, source: sourceName, at: row.location))
                continue
            }
            if let code = row.caseCode, code != entries[position].code {
                diagnostics.report(
                    .lookupTranslationMapsElsewhere(
                        row.key, code: code, sourceCode: entries[position].code, source: sourceName,
                        at: row.caseLocation))
            }
            guard translated.insert(row.key).inserted else {
                diagnostics.report(.lookupKeyTranslatedTwice(row.key, lookup: name, at: row.location))
                continue
            }
            if row.message.isEmpty {
                diagnostics.report(.emptyLookupMessage(row.key, at: row.location))
            } else {
                entries[position].message.texts[language] = row.message
            }
        }
        return translated
    }

    /// Adds a translation's fallback row's message to the source's fallback; reports a fallback row the source
    /// lacks, and an empty message where the source's is not empty (an empty message is not taken).
    func mergeLookupFallback(
        _ row: LookupRow, lookup name: String, language: String, into fallback: inout LocalizedText?,
        diagnostics: inout Diagnostics
    ) {
        if fallback == nil {
            let sourceName = Self.fileName(source.path)
            diagnostics.report(.lookupFallbackNotInSource(lookup: name, source: sourceName, at: row.location))
        } else if row.message.isEmpty {
            if fallback?.texts[config.sourceLanguage]?.isEmpty == false {
                diagnostics.report(.emptyLookupFallbackMessage(lookup: name, at: row.location))
            }
        } else {
            fallback?.texts[language] = row.message
        }
    }

    /// Traits from the config, checked against the documented codes.
    func applyTraits(to codes: inout [ErrorCode], diagnostics: inout Diagnostics) {
        let index = Dictionary(codes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ids = codes.map(\.id)
        var suggestionsLeft = Self.suggestionLimit
        for (code, names) in config.traits.sorted(by: { $0.key < $1.key }) {
            guard let position = index[code] else {
                let suggestion = suggestionsLeft > 0 ? Identifier.closest(to: code, among: ids) : nil
                suggestionsLeft -= 1
                diagnostics.report(
                    .traitsForUndocumentedCode(
                        code, document: Self.fileName(source.path), suggestion: suggestion,
                        at: config.traitLocations[code] ?? config.location(ofKey: "traits")))
                continue
            }
            codes[position].traits = DomainConfig.traitNames.filter(names.contains)
        }
    }
}

extension Diagnostic {
    /// A configured lookup that the source `document` has no table for.
    static func lookupWithoutTable(_ lookup: DomainConfig.Lookup, document: String) -> Diagnostic {
        Diagnostic(
            .warning,
            "the lookup '\(lookup.name)' is configured but \(document) has no table with numeric codes in column "
                + "\(lookup.code) and codes of the domain in column \(lookup.caseColumn)", at: lookup.location)
    }

    /// A lookup key listed twice across the lookup's tables.
    static func duplicateLookupKeyInLookup(
        _ key: LookupKey, lookup name: String, firstLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, "the key \(key) of '\(name)' is listed twice; the first row is at line \(firstLine)", at: location)
    }

    /// A lookup row mapping to a code no error table documents.
    static func lookupCodeUndocumented(
        _ code: String, key: LookupKey, lookup name: String, document: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "\(quote(code)) is not documented in any error table of \(document), so '\(name)' cannot map \(key) to it",
            at: location)
    }

    /// A translation without the lookup's table.
    static func lookupNotTranslated(_ name: String, source: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "no table translates the lookup \(quote(name)) of \(source); the source-language messages are used",
            at: location)
    }

    /// A translated lookup row whose key the source lookup does not have.
    static func lookupKeyNotInSource(
        _ key: LookupKey, lookup name: String, source: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "the key \(key) is not in the lookup \(quote(name)) of \(source); a translation cannot add rows",
            at: location)
    }

    /// A translated lookup row mapping its key to another code than the source does.
    static func lookupTranslationMapsElsewhere(
        _ key: LookupKey, code: String, sourceCode: String, source: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, "\(key) maps to \(quote(code)) here but to \(quote(sourceCode)) in \(source)", at: location)
    }

    /// A lookup key translated twice in one translation.
    static func lookupKeyTranslatedTwice(_ key: LookupKey, lookup name: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.error, "\(key) is translated twice in the lookup \(quote(name))", at: location)
    }

    /// A translated lookup's fallback row with an empty message (the source has one).
    static func emptyLookupFallbackMessage(lookup: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "the message of the fallback row of '\(lookup)' is empty; the source-language message is used",
            at: location)
    }

    /// A translated lookup row with an empty message.
    static func emptyLookupMessage(_ key: LookupKey, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, "the message of \(key) is empty; the source-language message is used", at: location)
    }

    /// A translated lookup without some of the source's rows (`missing`: their keys, or `the fallback row`).
    static func lookupTranslationIncomplete(
        _ name: String, missing: [String], at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "the lookup \(quote(name)) lacks " + missing.joined(separator: ", ")
                + "; the source-language messages are used", at: location)
    }

    /// A translated lookup fallback row where the source lookup has none.
    static func lookupFallbackNotInSource(lookup name: String, source: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, "the fallback row has no counterpart in the lookup \(quote(name)) of \(source)", at: location)
    }

    /// Configured traits for a code `document` does not document, with the closest code when there is one.
    static func traitsForUndocumentedCode(
        _ code: String, document: String, suggestion: String?, at location: SourceLocation
    ) -> Diagnostic {
        var message = "traits are given for \(quote(code)), which no table of \(document) documents"
        if let suggestion { message += "; did you mean \(quote(suggestion))?" }
        return Diagnostic(.error, message, at: location)
    }
}
