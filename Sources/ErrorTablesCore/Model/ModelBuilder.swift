/// The build step (the steps: `Pipeline`): combines a domain's source document and its translations into an
/// `ErrorDomain`, checking everything that needs more than one table to check.
public struct ModelBuilder {
    let name: String
    let config: DomainConfig
    let source: ExtractedDocument
    let translations: [ExtractedDocument]
    /// For each translation, the source table each of its tables translates (`TableAligner`), computed once.
    let alignments: [[Int?]]
    /// Config codes that no source row has but a translation does, each with the source code close to it that
    /// the config does not know: a typo in the source document (`codeTypos(…)`).
    let sourceTypos: [String: String]

    /// Creates a builder for one domain.
    public init(name: String, config: DomainConfig, source: ExtractedDocument, translations: [ExtractedDocument]) {
        self.name = name
        self.config = config
        self.source = source
        self.translations = translations.sorted { $0.language < $1.language }
        self.alignments = self.translations.map {
            TableAligner.align(
                source: source.tables.map(Self.alignmentKeys), translation: $0.tables.map(Self.alignmentKeys))
        }
        self.sourceTypos = Self.codeTypos(config: config, source: source, translations: self.translations)
    }

    /// Builds the domain, reporting problems into `diagnostics`. The steps, each in its own file: merging the
    /// texts (`mergedTexts(diagnostics:)`, ModelBuilder+Merging), the owners named by headings
    /// (`headingOwners(diagnostics:)`, ModelBuilder+Owners), the table entries given to them
    /// (`distribute(_:annotating:fallbacks:into:diagnostics:)`), resolving methods and inclusions
    /// (`resolveMethods(_:diagnostics:)`, ModelBuilder+Resolving), numbering codes (`buildCodes`,
    /// ModelBuilder+Numbering), then traits and lookups.
    public func build(diagnostics: inout Diagnostics) -> ErrorDomain {
        let merged = mergedTexts(diagnostics: &diagnostics)
        let annotating = annotatingTables()
        var extraColumns = extraColumnHeaders(skipping: Set(annotating.keys))
        var tableEntries = entries(texts: merged.texts, annotating: annotating, extraColumns: extraColumns)
        var owners = headingOwners(diagnostics: &diagnostics)
        annotate(&tableEntries, with: annotating, extraColumns: &extraColumns, diagnostics: &diagnostics)
        distribute(
            tableEntries, annotating: annotating, fallbacks: merged.fallbacks, into: &owners, diagnostics: &diagnostics)
        resolveMethods(&owners, diagnostics: &diagnostics)

        var codes = buildCodes(tableEntries: tableEntries, common: owners.commonErrors, diagnostics: &diagnostics)
        applyTraits(to: &codes, diagnostics: &diagnostics)
        let lookups = buildLookups(codes: codes, diagnostics: &diagnostics)
        let sourceLanguage = config.sourceLanguage
        var paths = [sourceLanguage: source.path]
        for translation in translations { paths[translation.language] = translation.path }
        return ErrorDomain(
            name: name, config: config, languages: [sourceLanguage] + translations.map(\.language),
            documentPaths: paths, codes: codes, groups: owners.groups, methods: owners.methods,
            commonErrors: owners.commonErrors, fallback: owners.domainFallback, extraColumns: extraColumns,
            translationCoverage: merged.coverage, lookups: lookups)
    }

    /// Each source table's entries (`[table][row]`), with the merged texts in every language; an annotating
    /// table's extra columns are named by its own headers, every other table's by `extraColumns`.
    func entries(texts: [[String: RowTexts]], annotating: [Int: [[String]]], extraColumns: [Int: String])
        -> [[ErrorEntry]]
    {
        let ownHeaders = Dictionary(
            uniqueKeysWithValues: annotating.keys.map { index in
                (index, Dictionary(uniqueKeysWithValues: source.tables[index].headers.enumerated().map { ($0, $1) }))
            })
        return source.tables.enumerated().map { index, table in
            table.rows.map { row in
                let rowTexts = texts[index][row.code] ?? RowTexts(description: [:], extra: [:])
                return ErrorEntry(
                    code: row.code, description: LocalizedText(rowTexts.description),
                    documentation: row.descriptionInlines.markdown,
                    properties: properties(rowTexts.extra, headers: ownHeaders[index] ?? extraColumns),
                    location: row.location,
                    rawValue: row.rawValue, range: row.range, aliases: row.aliases, label: row.label)
            }
        }
    }

    struct RowTexts {
        var description: [String: String]
        var extra: [Int: [String: String]]
    }

    private func extraColumnHeaders(skipping: Set<Int>) -> [Int: String] {
        var result: [Int: String] = [:]
        for (tableIndex, table) in source.tables.enumerated() where !skipping.contains(tableIndex) {
            for index in table.headers.indices where table.roles.isExtra(index) && result[index] == nil {
                result[index] = table.headers[index]
            }
        }
        return result
    }

    private func properties(_ extra: [Int: [String: String]], headers: [Int: String]) -> [String: LocalizedText] {
        var result: [String: LocalizedText] = [:]
        for (index, texts) in extra {
            guard let header = headers[index], !header.isEmpty else { continue }
            result[header] = LocalizedText(texts)
        }
        return result
    }

    /// Tables that list codes other tables define, by the codes' numbers: the class of troubleshooting and
    /// "what to do" tables (`4101, 4102 | Sign in again …`) below the tables that name the codes. Such a table
    /// is keyed by numbers alone (no code column), and every number on it is the raw value of a code named in
    /// another table of the document; its text joins those codes as properties named by its headers instead of
    /// making new codes. For each such table: the codes each of its rows names.
    func annotatingTables() -> [Int: [[String]]] {
        var codeByNumber: [Int: String] = [:]
        for table in source.tables where table.roles.code != nil {
            for row in table.rows where row.range == nil {
                if let rawValue = row.rawValue, codeByNumber[rawValue] == nil { codeByNumber[rawValue] = row.code }
            }
        }
        var result: [Int: [[String]]] = [:]
        for (index, table) in source.tables.enumerated() where table.roles.code == nil && table.roles.rawValue != nil {
            var targets: [[String]] = []
            for row in table.rows {
                guard row.range == nil, let rawValue = row.rawValue, let code = codeByNumber[rawValue] else { break }
                targets.append([code])
            }
            if !table.rows.isEmpty && targets.count == table.rows.count { result[index] = targets }
        }
        return result
    }

    /// Joins each annotating table's texts (its description and extra columns, in every language) to the codes
    /// its rows name, as properties named by the table's source headers, and empties the table's own entries.
    private func annotate(
        _ tableEntries: inout [[ErrorEntry]], with annotating: [Int: [[String]]], extraColumns: inout [Int: String],
        diagnostics: inout Diagnostics
    ) {
        guard !annotating.isEmpty else { return }
        // Where each code's entries are, found once.
        var places: [String: [(list: Int, position: Int)]] = [:]
        for list in tableEntries.indices where annotating[list] == nil {
            for (position, entry) in tableEntries[list].enumerated() {
                places[entry.code, default: []].append((list, position))
            }
        }
        for (index, targets) in annotating.sorted(by: { $0.key < $1.key }) {
            let table = source.tables[index]
            var added: [String] = []
            for (entry, codes) in zip(tableEntries[index], targets) {
                var texts: [String: LocalizedText] = entry.properties
                if let column = table.roles.description, column < table.headers.count, !table.headers[column].isEmpty {
                    texts[table.headers[column]] = entry.description
                }
                for (header, text) in texts.sorted(by: { $0.key < $1.key }) {
                    if !added.contains(header) { added.append(header) }
                    for code in codes {
                        for place in places[code] ?? []
                        where tableEntries[place.list][place.position].properties[header] == nil {
                            tableEntries[place.list][place.position].properties[header] = text
                        }
                    }
                }
            }
            for header in added where !extraColumns.values.contains(header) {
                extraColumns[(extraColumns.keys.max() ?? -1) + 1] = header
            }
            tableEntries[index] = []
            diagnostics.report(
                .tableAnnotatesCodes(
                    Set(targets.joined()).count, columns: added, at: table.location))
        }
    }
}

extension Diagnostic {
    /// A table whose numbers all name codes of other tables: its columns join those codes as properties.
    static func tableAnnotatesCodes(_ count: Int, columns: [String], at location: SourceLocation) -> Diagnostic {
        let names = columns.map { quote($0) }.joined(separator: ", ")
        return Diagnostic(
            .note,
            "this table lists \(count) codes already named in other tables, by number; its \(names) "
                + "\(columns.count == 1 ? "column joins" : "columns join") those codes as a property, not as new codes",
            at: location)
    }
}
