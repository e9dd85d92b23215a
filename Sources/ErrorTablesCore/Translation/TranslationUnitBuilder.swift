import ErrorTablesRuntime

/// Builds every `TranslationUnit` of a domain from the documents its model was built from (`DomainSources`):
/// each non-empty text cell of the source document's error tables (descriptions, extra columns, fallback rows)
/// and each lookup message, in source document order, with each translation's counterpart found as the model
/// finds it (tables matched by `TableAligner`, rows by code, lookup rows by key).
///
/// The result is deterministic: units are sorted by their source cell's place. Two units with one id (two
/// fallback rows of one owner's tables, a group named like a lookup) keep the first, and the later one is
/// reported.
///
/// ```swift
/// let units = TranslationUnitBuilder(sources).build(diagnostics: &diagnostics)
/// units.first?.id  // "FIRAuthErrorCodeNetworkError"
/// ```
public struct TranslationUnitBuilder {
    let sources: DomainSources

    /// Creates a builder for one loaded domain.
    public init(_ sources: DomainSources) { self.sources = sources }

    /// Every unit of the domain in source document order; collisions are reported into `diagnostics`.
    public func build(diagnostics: inout Diagnostics) -> [TranslationUnit] {
        var units = errorTableUnits() + lookupUnits()
        units.sort { ($0.sourceCell.location, $0.id) < ($1.sourceCell.location, $1.id) }
        var seen: [String: SourceLocation] = [:]
        var result: [TranslationUnit] = []
        result.reserveCapacity(units.count)
        for unit in units {
            if let first = seen[unit.id] {
                diagnostics.report(
                    .translationUnitCollision(unit.id, firstLine: first.line, at: unit.sourceCell.location))
                continue
            }
            seen[unit.id] = unit.sourceCell.location
            result.append(unit)
        }
        return result
    }

    /// The error tables' units, with each translation's cells.
    private func errorTableUnits() -> [TranslationUnit] {
        let counterparts = counterpartTables()
        var units: [TranslationUnit] = []
        for (tableIndex, table) in sources.source.tables.enumerated() {
            let translated: [TranslatedTable] = counterparts.map { language, tables in
                let table = tables[tableIndex]
                let rows = Dictionary(
                    (table?.rows ?? []).map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
                return TranslatedTable(language: language, table: table, rows: rows)
            }
            for row in table.rows { units += rowUnits(row, fallback: false, of: table, translated: translated) }
            if let row = table.fallback { units += rowUnits(row, fallback: true, of: table, translated: translated) }
        }
        return units
    }

    /// For each translation, the first of its tables that translates each source table, by source table.
    func counterpartTables() -> [(language: String, tables: [Int: ErrorTable])] {
        zip(sources.translations, sources.alignments).map { translation, matches in
            var tables: [Int: ErrorTable] = [:]
            for (index, match) in matches.enumerated() {
                if let match, tables[match] == nil, index < translation.tables.count {
                    tables[match] = translation.tables[index]
                }
            }
            return (translation.language, tables)
        }
    }

    /// The units of one row of a source table (`fallback`: the table's fallback row): its description's and
    /// each non-empty extra column's, each with its counterpart in every translation (`translated`).
    func rowUnits(_ row: ErrorRow, fallback: Bool, of table: ErrorTable, translated: [TranslatedTable])
        -> [TranslationUnit]
    {
        let owner: TranslationUnit.Owner
        let prefix: String
        switch table.owner ?? .domain {
        case .domain: (owner, prefix) = (.domain, "")
        case .group(let symbol): (owner, prefix) = (.group(symbol), symbol + "/")
        case .method(let symbol): (owner, prefix) = (.method(symbol), symbol + "/")
        }
        func header(_ column: Int) -> String {
            if column < table.headers.count, !table.headers[column].isEmpty { return table.headers[column] }
            return sources.domain.extraColumns[column] ?? ""
        }
        func counterpart(_ translation: TranslatedTable) -> ErrorRow? {
            fallback ? translation.table?.fallback : translation.rows[row.code]
        }
        let base = prefix + (fallback ? Self.anyPart : row.code)
        var units: [TranslationUnit] = []
        if !row.description.isEmpty {
            let column = table.roles.description ?? table.roles.code ?? 0
            units.append(
                TranslationUnit(
                    id: base, kind: fallback ? .fallback : .description, owner: owner, code: row.code,
                    columnHeader: header(column), sourceText: row.description,
                    needsTranslation: ModelBuilder.needsTranslation(row.description, inlines: row.descriptionInlines),
                    sourceCell: .init(location: row.descriptionLocation, table: table.location, column: column),
                    translations: Dictionary(
                        uniqueKeysWithValues: translated.map {
                            ($0.language, Self.descriptionTranslation(counterpart($0), in: $0.table))
                        })))
        }
        for (column, text) in row.extra.sorted(by: { $0.key < $1.key }) where !text.isEmpty {
            let columnHeader = header(column)
            units.append(
                TranslationUnit(
                    id: base + "." + GeneratedNames.propertyName(columnHeader),
                    kind: fallback
                        ? .fallbackExtra(column: column, header: columnHeader)
                        : .extra(column: column, header: columnHeader),
                    owner: owner, code: row.code, columnHeader: columnHeader, sourceText: text,
                    needsTranslation: ModelBuilder.needsTranslation(text, inlines: nil),
                    sourceCell: .init(
                        location: row.extraLocations[column] ?? row.location, table: table.location, column: column),
                    translations: Dictionary(
                        uniqueKeysWithValues: translated.map {
                            ($0.language, Self.extraTranslation(counterpart($0), column: column, in: $0.table))
                        })))
        }
        return units
    }

    /// A translated row's description (`nil` when empty or when there is no such row) and its cell: the
    /// translated table's own description column (its roles are its own); none when it has no description column.
    static func descriptionTranslation(_ row: ErrorRow?, in table: ErrorTable?) -> TranslationUnit.Translation {
        TranslationUnit.Translation(
            text: row.map(\.description).flatMap { $0.isEmpty ? nil : $0 },
            cell: row.flatMap { row in
                table.flatMap { table in
                    table.roles.description.map {
                        .init(location: row.descriptionLocation, table: table.location, column: $0)
                    }
                }
            })
    }

    /// A translated row's text in extra column `column` (`nil` when empty or missing) and its cell.
    static func extraTranslation(_ row: ErrorRow?, column: Int, in table: ErrorTable?) -> TranslationUnit.Translation {
        let cell = row.flatMap { row in
            row.extraLocations[column].flatMap { location in
                table.map { TranslationUnit.Cell(location: location, table: $0.location, column: column) }
            }
        }
        return TranslationUnit.Translation(text: row?.extra[column].flatMap { $0.isEmpty ? nil : $0 }, cell: cell)
    }

    /// The lookups' units: each row's message and each fallback row's, matched by key in the translations
    /// (`translatedLookups(named:in:)`, `lookupUnit(_:table:lookup:fallback:translated:counterpart:)`).
    private func lookupUnits() -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        for lookup in sources.domain.config.lookups {
            let translated = Self.translatedLookups(named: lookup.name, in: sources.translations)
            for table in sources.source.lookups where table.name == lookup.name {
                for row in table.rows where row.caseCode != nil && !row.message.isEmpty {
                    units.append(
                        Self.lookupUnit(
                            row, table: table.location, lookup: lookup, fallback: false, translated: translated
                        ) {
                            $0.rows[row.key]
                        })
                }
                if let row = table.fallback, !row.message.isEmpty {
                    units.append(
                        Self.lookupUnit(
                            row, table: table.location, lookup: lookup, fallback: true, translated: translated
                        ) {
                            $0.fallback
                        })
                }
            }
        }
        return units
    }

    /// What a lookup's message column is called in notes (lookup tables' headers are not kept).
    static let lookupMessageHeader = "Message"

    /// The key part that stands for "all others" (`*`, as in `ErrorTextKey.domainFallback`).
    static let anyPart = ErrorTextKey.domainFallback.description

    /// A translation's table for one source table (`nil` when it has none), with its rows by code.
    struct TranslatedTable {
        var language: String
        var table: ErrorTable?
        var rows: [String: ErrorRow]
    }
}

extension Diagnostic {
    /// Two translatable texts of a domain whose unit ids are the same: the later one cannot be exported.
    static func translationUnitCollision(_ id: String, firstLine: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "this text's translation unit id \(quote(id)) is also the id of the text at line \(firstLine); only "
                + "that one is exported", at: location)
    }
}
