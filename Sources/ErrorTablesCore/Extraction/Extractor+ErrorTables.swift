// The error-table rules as stages, each with a reason the user can see (`error-tables tables --roles`):
//
// 1. Which tables are error tables: `selections(_:)` (the first rule that applies: `columns` by header text,
//    the code prefix, the tables' content and headers; a translation takes its source's layouts), each with a
//    reason (`TableDecision`; the rules for parameter tables are in `TableSelection`).
// 2. Which column plays which role: `roles(for:)` (configured, else `ColumnRoles.inferred(for:codePrefix:)`),
//    each with a reason (`ColumnRoles.decisions(for:roles:codePrefix:configured:)`).
// 3. How each row is read: `errorTable(_:roles:path:owner:diagnostics:)`, step by step in `Extractor+Rows.swift`
//    (grouping cells, class rows and placeholders, numbers, ranges and labels, codes, fallback rows, success rows,
//    merges), each guess recorded as a `RowDecision`.
// 4. Naming: case names are derived in `Model/` (`ModelBuilder.caseName(for:id:rawValue:config:)`).
extension Extractor {
    /// Decides which tables of a document are error tables and with which column roles: `nil` for a table
    /// that is not one.
    ///
    /// - Roles come from `columns` where configured, and are inferred from each table's content otherwise.
    /// - With a role named by header text, only tables whose header row has that text are error tables.
    /// - With a `codePrefix`, a table is an error table when its code column holds a code with that prefix.
    /// - Otherwise a table is one when its key column's header names codes (`Code`, `Error`, `Exception`,
    ///   `Constant`, `Name`, …, in several languages); when no table of the document has such a header,
    ///   every table with a key column is one.
    /// - A translation's table takes the roles of the source table layout whose code column finds the most
    ///   source codes in it, so translated (or untranslated) headers never matter.
    func errorTableRoles(_ tables: [Table]) -> [ColumnRoles?] { selections(tables).map(\.roles) }

    /// One table's selection: its roles (`nil` when it is not an error table), why, and whether it was left out
    /// as a parameter table.
    struct Selection {
        var roles: ColumnRoles?
        var reason: String
        var isParameterTable = false
        /// Left out as a table of fields (`TableSelection.fieldTableReason(_:key:)`).
        var isFieldTable = false
        /// Left out because its key column's header names no codes while other tables' headers do.
        var hasUnnamedKey = false
        /// Left out as a return-value, response or example table (`TableSelection.isReturnValueTable`).
        var isReturnValueTable = false
    }

    /// `errorTableRoles(_:)` with the reason for each decision: stage 1, which tables are error tables.
    /// `headings` holds the text of the heading nearest above each table (`nil` for none); without it no table is
    /// left out as a return-value or example table.
    func selections(_ tables: [Table], headings: [String?] = []) -> [Selection] {
        if role == .translation, let source {
            return translationSelections(tables, headings: headings, source: source)
        }
        return sourceSelections(tables, headings: headings)
    }

    /// Stage 1 for a translation: each table takes the source layout whose key column finds the most source codes
    /// in it; a table that translates a source table left out is left out; any other is read as a source table
    /// would be, so that alignment can say which table it fails to translate.
    private func translationSelections(_ tables: [Table], headings: [String?], source: ExtractedDocument)
        -> [Selection]
    {
        let own = sourceSelections(tables, headings: headings)
        let (layouts, layoutKeys) = Self.sourceLayouts(source)
        return tables.indices.map { index in
            if let matched = translationRoles(
                tables[index], layouts: layouts, layoutKeys: layoutKeys, known: sourceKeys)
            {
                return Selection(
                    roles: matched.roles, reason: "\(matched.score) of its rows name codes of the source")
            }
            // A table translating a source table that was left out (another family, another section).
            if let own = own[index].roles, let key = own.key,
                let excluded = source.excludedTables.first(where: { excluded in
                    tables[index].rows.contains { row in
                        key < row.count
                            && CellText.values(of: row[key]).map(Self.normalizedKey).contains(
                                where: excluded.keys.contains)
                    }
                })
            {
                return Selection(
                    roles: nil,
                    reason: "it translates the source's table at line \(excluded.line), which is not read ("
                        + excluded.reason + ")")
            }
            return own[index]
        }
    }

    /// The source's table layouts, each once, in order, found once for all tables (finding them for each table
    /// took time quadratic in the number of tables); with each layout, the keys of the source tables that have it:
    /// of two layouts whose key column finds as many source codes, the one whose source tables hold them is taken
    /// (a `Code | Value | Description` table after a `Code | Description | Recovery` one).
    static func sourceLayouts(_ source: ExtractedDocument) -> (layouts: [ColumnRoles], keys: [Set<String>]) {
        var layouts: [ColumnRoles] = []
        var layoutKeys: [Set<String>] = []
        for sourceTable in source.tables {
            let index = layouts.firstIndex(of: sourceTable.roles) ?? layouts.count
            if index == layouts.count {
                layouts.append(sourceTable.roles)
                layoutKeys.append([])
            }
            for row in sourceTable.rows {
                layoutKeys[index].insert(row.code)
                layoutKeys[index].formUnion(row.aliases)
                if let rawValue = row.rawValue { layoutKeys[index].insert("\(rawValue)") }
            }
        }
        return (layouts, layoutKeys)
    }

    /// Stage 1 for a source document: which tables are error tables, by the first rule that applies: `columns`
    /// named by header text, else the code prefix, else the tables' content and headers.
    private func sourceSelections(_ tables: [Table], headings: [String?]) -> [Selection] {
        let candidates = Self.sharedLayouts(tables, candidates: tables.map { roles(for: $0) })
        if config.columns.selectsByHeader { return selectionsByHeader(candidates) }
        if !config.codePrefix.isEmpty { return selectionsByPrefix(tables, candidates: candidates) }
        return selectionsByContent(tables, candidates: candidates, headings: headings)
    }

    /// Tables of one page with the same header row are one layout (the per-method tables of a reference page):
    /// each takes the roles inferred from the one of most rows among them, as a short table cannot show which of
    /// its columns repeats one value on every row (a one-row `Default | Error response | SomeException` table
    /// beside seven-row ones would otherwise take its exception class for a code). Configured roles are kept.
    static func sharedLayouts(_ tables: [Table], candidates: [ColumnRoles?]) -> [ColumnRoles?] {
        var largest: [[String]: Int] = [:]
        for (index, table) in tables.enumerated() where candidates[index]?.inferred ?? false {
            let header = table.header.map(\.plainText)
            if let other = largest[header], tables[other].rows.count >= table.rows.count { continue }
            largest[header] = index
        }
        return tables.indices.map { index in
            guard let roles = candidates[index], roles.inferred,
                let other = largest[tables[index].header.map(\.plainText)], let shared = candidates[other]
            else { return candidates[index] }
            return shared
        }
    }

    /// With a role named by header text: the tables whose header row has it.
    private func selectionsByHeader(_ candidates: [ColumnRoles?]) -> [Selection] {
        candidates.map { roles in
            roles == nil
                ? Selection(roles: nil, reason: "its header row lacks a column 'columns' names by header text")
                : Selection(roles: roles, reason: "its header row has the columns 'columns' names by header text")
        }
    }

    /// With a code prefix: the tables whose code column (column 1 unless `columns` says otherwise) holds a code
    /// with the prefix.
    private func selectionsByPrefix(_ tables: [Table], candidates: [ColumnRoles?]) -> [Selection] {
        let prefix = Diagnostic.quote(config.codePrefix)
        guard !config.columns.isConfigured else {
            return zip(tables, candidates).map { table, roles in
                guard let roles, let key = roles.key else {
                    return Selection(roles: nil, reason: "it lacks a column 'columns' names, or no column keys rows")
                }
                guard hasPrefixedCode(table, column: key) else {
                    return Selection(
                        roles: nil, reason: "no code in its key column starts with the code prefix \(prefix)")
                }
                let column = Self.column(key, table.header.map(\.plainText))
                return Selection(roles: roles, reason: "\(column) holds codes starting with \(prefix)")
            }
        }
        // With a prefix and no `columns`, the codes are in column 1, as they always were.
        return zip(tables, candidates).map { table, roles in
            guard hasPrefixedCode(table, column: 0) else {
                return Selection(roles: nil, reason: "no code in column 1 starts with the code prefix \(prefix)")
            }
            return Selection(
                roles: Self.rolesWithCodesInColumn1(roles, width: table.header.count),
                reason: "column 1 holds codes starting with \(prefix)")
        }
    }

    /// Inferred roles moved so that column 1 holds the codes: a raw value or description there is dropped, and a
    /// table of two or more columns gets column 2 as its description unless it holds the raw values.
    static func rolesWithCodesInColumn1(_ inferred: ColumnRoles?, width: Int) -> ColumnRoles {
        var roles = inferred ?? ColumnRoles(code: 0, rawValue: nil, description: nil, inferred: true)
        if roles.rawValue == 0 { roles.rawValue = nil }
        if roles.description == 0 { roles.description = nil }
        roles.code = 0
        if roles.description == nil && width > 1 && roles.rawValue != 1 { roles.description = 1 }
        roles.grouping = roles.grouping.filter { roles.isExtra($0) }
        return roles
    }

    /// Without `columns` by header or a prefix: parameter, field and option tables, and return-value, response
    /// and example tables, are never error tables (see `TableSelection`); of the others, those whose key
    /// column's header names codes, or every table with a key column when no header names codes.
    private func selectionsByContent(_ tables: [Table], candidates: [ColumnRoles?], headings: [String?])
        -> [Selection]
    {
        let parameterColumns = zip(tables, candidates).map { table, roles -> Int? in
            guard !config.columns.isConfigured, let key = roles?.key else { return nil }
            return TableSelection.parameterColumn(of: table, key: key)
        }
        let fieldReasons = zip(tables, candidates).map { table, roles -> String? in
            guard !config.columns.isConfigured, let key = roles?.key else { return nil }
            return TableSelection.fieldTableReason(table, key: key)
        }
        let returnValues = tables.indices.map { index -> Bool in
            guard !config.columns.isConfigured, index < headings.count, let key = candidates[index]?.key else {
                return false
            }
            return TableSelection.isReturnValueTable(tables[index], key: key, heading: headings[index])
        }
        let named = tables.indices.map { index -> Bool in
            guard parameterColumns[index] == nil, fieldReasons[index] == nil, !returnValues[index],
                let key = candidates[index]?.key
            else {
                return false
            }
            // A key of numbers headed as a status (`Status`, `Estado`) names codes too.
            let header = tables[index].header[key].plainText
            return CellText.header(header, mentions: CellText.codeHeaderWords)
                || (key == candidates[index]?.rawValue
                    && CellText.header(header, mentions: TableSelection.errorKeyHeaderWords))
        }
        let anyNamed = named.contains(true)
        return tables.indices.map { index in
            if parameterColumns[index] == nil, let reason = fieldReasons[index] {
                var selection = Selection(roles: nil, reason: "a table of fields: " + reason)
                selection.isFieldTable = true
                return selection
            }
            return Self.contentSelection(
                of: tables[index], roles: candidates[index], heading: index < headings.count ? headings[index] : nil,
                parameterColumn: parameterColumns[index], isReturnValueTable: returnValues[index],
                keyIsNamed: named[index], anyKeyNamed: anyNamed)
        }
    }

    /// With a code prefix and no `columns`, where codes with the prefix stand in a column other than the
    /// first: what to set to read them.
    func codeColumnHint(_ tables: [Table]) -> String? {
        guard !config.codePrefix.isEmpty, !config.columns.isConfigured else { return nil }
        for table in tables {
            guard let column = table.header.indices.dropFirst().first(where: { hasPrefixedCode(table, column: $0) })
            else { continue }
            return "\(Self.column(column, table.header.map(\.plainText))) of the table at line "
                + "\(table.range.start.line) holds codes starting with \(Diagnostic.quote(config.codePrefix)); set "
                + "'columns.code' to \(column + 1) to read them there"
        }
        return nil
    }

    private func hasPrefixedCode(_ table: Table, column: Int) -> Bool {
        table.rows.contains { row in
            column < row.count && CellText.values(of: row[column]).contains { $0.hasPrefix(config.codePrefix) }
        }
    }

    /// The configured roles of a table, with the roles not configured inferred; `nil` when a configured
    /// column is missing or no column can key the rows.
    func roles(for table: Table) -> ColumnRoles? {
        let headers = table.header.map(\.plainText)
        let columns = config.columns
        var roles =
            ColumnRoles.inferred(for: table, codePrefix: config.codePrefix)
            ?? ColumnRoles(code: nil, rawValue: nil, description: nil, inferred: true)
        guard columns.isConfigured else { return roles.key == nil ? nil : roles }
        let configured = (
            code: columns.code.map { $0.index(in: headers) }, rawValue: columns.rawValue.map { $0.index(in: headers) },
            description: columns.description.map { $0.index(in: headers) }
        )
        // A configured role whose column the table lacks: not an error table.
        if configured.code == .some(nil) || configured.rawValue == .some(nil) || configured.description == .some(nil) {
            return nil
        }
        let fixed = [configured.code, configured.rawValue, configured.description].compactMap { $0 }.compactMap { $0 }
        func unlessTaken(_ index: Int?) -> Int? { index.flatMap { fixed.contains($0) ? nil : $0 } }
        roles.code = configured.code ?? unlessTaken(roles.code)
        roles.rawValue = configured.rawValue ?? unlessTaken(roles.rawValue)
        roles.description = configured.description ?? unlessTaken(roles.description)
        roles.inferred = !(columns.code != nil && columns.description != nil)
        roles.grouping = roles.grouping.filter { roles.isExtra($0) }
        return roles.key == nil ? nil : roles
    }

    private func translationRoles(
        _ table: Table, layouts: [ColumnRoles], layoutKeys: [Set<String>], known: Set<String>
    ) -> (roles: ColumnRoles, score: Int)? {
        let width = table.header.count
        var best: (roles: ColumnRoles, score: Int, own: Int)?
        for (roles, keys) in zip(layouts, layoutKeys) {
            guard let key = roles.key, key < width, (roles.description ?? 0) < width else { continue }
            var score = 0
            var own = 0
            for row in table.rows {
                let values = CellText.values(of: row[key]).map(Self.normalizedKey)
                if values.contains(where: known.contains) { score += 1 }
                if values.contains(where: keys.contains) { own += 1 }
            }
            guard score > 0 else { continue }
            if score > (best?.score ?? 0) || (score == best?.score && own > (best?.own ?? 0)) {
                best = (roles, score, own)
            }
        }
        return best.map { ($0.roles, $0.score) }
    }

    /// An error table read with the given roles: the stage that reads rows (see `Extractor+Rows.swift` for its
    /// steps), after the table was chosen (`selections(_:)`) and its column roles settled (`roles(for:)`).
    func errorTable(
        _ table: Table, roles: ColumnRoles, path: String, owner: TableOwner?, diagnostics: inout Diagnostics
    ) -> ErrorTable {
        let headers = table.header.map(\.plainText)
        if role == .source {
            checkConfiguredRoles(table, roles: roles, path: path, diagnostics: &diagnostics)
            noteNumbersLeftAsProperties(table, roles: roles, path: path, diagnostics: &diagnostics)
        }
        let start = SourceLocation(path: path, line: table.range.start.line, column: table.range.start.column)
        var assembly = TableAssembly(
            table: ErrorTable(owner: owner, headers: headers, rows: [], fallback: nil, location: start, roles: roles))
        let context = RowContext(
            roles: roles, headers: headers, path: path, columnIsNames: codeColumnIsNames(table, roles: roles),
            statusColumns: Self.statusColumns(headers, roles: roles),
            // A translation skips the rows its source skipped as successes.
            skippedBySource: Set(source?.tables.flatMap(\.skippedCodes) ?? []),
            digitCodes: Self.codeColumn(of: table, roles: roles, holds: CellText.isDigitCode),
            codeNumbers: Self.codeColumn(of: table, roles: roles) { CellText.integer($0) != nil })
        var above: [Int: TableCell] = [:]
        for var row in table.rows {
            Self.fillGroupingCells(&row, grouping: roles.grouping, above: &above)
            assembleRow(row, context: context, into: &assembly, diagnostics: &diagnostics)
        }
        return assembly.table
    }

    /// Whether a value of the code column satisfies `test`.
    static func codeColumn(of table: Table, roles: ColumnRoles, holds test: (String) -> Bool) -> Bool {
        guard let column = roles.code else { return false }
        return table.rows.contains { column < $0.count && CellText.values(of: $0[column]).contains(where: test) }
    }

    /// A row as read before its code is known: keyed by its key cell's text, with its description and the texts
    /// of its extra columns.
    func baseRow(_ cells: RowCells, roles: ColumnRoles, path: String) -> ErrorRow {
        func location(_ position: LineColumn) -> SourceLocation {
            SourceLocation(path: path, line: position.line, column: position.column)
        }
        var extra: [Int: String] = [:]
        var extraLocations: [Int: SourceLocation] = [:]
        for (index, cell) in cells.row.enumerated() where roles.isExtra(index) {
            extra[index] = cell.plainText
            extraLocations[index] = location(cell.start)
        }
        return ErrorRow(
            code: cells.key.plainText, description: cells.description?.plainText ?? "",
            descriptionInlines: cells.description?.inlines ?? [], extra: extra, location: location(cells.key.start),
            descriptionLocation: location((cells.description ?? cells.key).start), extraLocations: extraLocations)
    }

    /// A key cell's value as the source's `knownKeys` spell it: a number or range by its first code.
    static func normalizedKey(_ value: String) -> String {
        if let number = CellText.integer(value) { return "\(number)" }
        if let range = CellText.range(value) { return "\(range.lowerBound)" }
        if let labeled = CellText.labeledNumber(value) { return normalizedKey(labeled.number) }
        return value
    }

    /// Warns where a configured column's content contradicts its role: a description column of numbers only,
    /// a code column of sentences.
    private func checkConfiguredRoles(_ table: Table, roles: ColumnRoles, path: String, diagnostics: inout Diagnostics)
    {
        let headers = table.header.map(\.plainText)
        func location(_ column: Int) -> SourceLocation {
            let start = table.header[column].start
            return SourceLocation(path: path, line: start.line, column: start.column)
        }
        if config.columns.description != nil, let column = roles.description,
            ColumnProfile(column: column, of: table, codePrefix: config.codePrefix).kind == .numeric
        {
            diagnostics.report(.numericDescriptionColumn(Self.column(column, headers), at: location(column)))
        }
        // Phrases that name errors (`Invalid request.`, `Gone Fishing`) are names, not sentences.
        if config.columns.code != nil, let column = roles.code,
            case let profile = ColumnProfile(column: column, of: table, codePrefix: config.codePrefix),
            profile.kind == .prose, profile.phraseCells < profile.filledCells
        {
            diagnostics.report(.proseCodeColumn(Self.column(column, headers), at: location(column)))
        }
    }

    /// Says where an inferred layout left a column of numbers as a property because its numbers do not tell the
    /// rows apart (an HTTP status shared by several codes), and the key that reads them as raw values instead.
    private func noteNumbersLeftAsProperties(
        _ table: Table, roles: ColumnRoles, path: String, diagnostics: inout Diagnostics
    ) {
        guard roles.inferred, roles.rawValue == nil, config.columns.rawValue == nil, let code = roles.code else {
            return
        }
        let headers = table.header.map(\.plainText)
        for column in headers.indices where roles.isExtra(column) {
            guard ColumnProfile(column: column, of: table, codePrefix: config.codePrefix).kind == .numeric,
                let conflict = ColumnRoles.numbersConflict(table, numbers: column, codes: code)
            else { continue }
            let start = table.header[column].start
            diagnostics.report(
                .numbersLeftAsProperty(
                    Self.column(column, headers), conflict: conflict, number: column + 1,
                    at: SourceLocation(path: path, line: start.line, column: start.column)))
        }
    }

    /// The code a row names: with a code prefix, the alias that has it; else the first.
    func primaryCode(_ codes: [String]) -> String? {
        guard !config.codePrefix.isEmpty else { return codes.first }
        return codes.first { $0.hasPrefix(config.codePrefix) } ?? codes.first
    }

    /// Whether a code cell says "every other code" (`All others`) rather than naming a code. In a column of
    /// code tokens any other text does; in a column of names, only the usual labels do.
    func isFallbackLabel(_ codes: [String], names: Bool) -> Bool {
        guard names, codes.count == 1, let code = codes.first else { return false }
        if role == .translation, source != nil { return !sourceKeys.contains(code) }
        return Self.fallbackLabels.contains(code.lowercased())
    }

    /// Whether text is one of `fallbackLabels` in any case. The longest label has 16 bytes and lowercasing
    /// shrinks text at most threefold (the Kelvin sign's 3 bytes become `k`): longer text is not lowercased.
    static func isFallbackLabel(_ text: String) -> Bool {
        text.utf8.count <= 64 && fallbackLabels.contains(text.lowercased())
    }

    static let fallbackLabels: Set<String> = [
        "all others", "all other errors", "any other", "any other error", "other", "others", "other errors",
        "everything else", "anything else", "default", "unknown", "unknown error",
    ]

    /// A code's cause on another row (the class: a status listed once per cause, with its own fix): its
    /// description follows the first row's on a line of its own.
    func joinCause(_ entry: ErrorRow, into existing: inout ErrorRow) {
        guard !existing.description.components(separatedBy: "\n").contains(entry.description) else { return }
        existing.description += "\n" + entry.description
        existing.descriptionInlines += [.lineBreak] + entry.descriptionInlines
    }

    /// The name of a row that reports success rather than an error, if it is one: `200 (OK)`, `0 | SUCCESS`,
    /// `0 | ERROR_NONE`. The class: a row whose name (its code, or the label beside its number) says success and
    /// whose number, when it has one, is 0 or a 2xx status. Such a row is skipped with a note; a line for its code
    /// in `codes` keeps it.
    func successName(_ entry: ErrorRow, named codeColumn: Int?) -> String? {
        guard entry.range == nil, let name = entry.label ?? (codeColumn != nil ? entry.code : nil) else { return nil }
        if let rawValue = entry.rawValue, rawValue != 0 && !(200...299).contains(rawValue) { return nil }
        let letters = String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) }.map(Character.init))
        return Self.successNames.contains(letters) ? name : nil
    }

    /// Names of success, lowered and with everything but ASCII letters dropped (`ERROR_NONE` → `errornone`).
    static let successNames: Set<String> = [
        "ok", "success", "succeeded", "successful", "noerror", "errornone", "errorsuccess", "errsuccess",
        "resultok", "statusok", "nonerror",
    ]

    /// The config's file name, for messages.
    static func configName(_ config: DomainConfig) -> String {
        config.path.split(separator: "/").last.map(String.init) ?? "error-tables.json"
    }

    /// The same code on another row: extra values that differ are joined, as one case lists them all.
    /// Values are joined with `separator`: `, ` for values such as statuses (`408, 504`), a line break for the
    /// fixes of rows that each give a cause.
    func merge(_ entry: ErrorRow, into existing: inout ErrorRow, separator: String = ", ") {
        for (index, value) in entry.extra where !value.isEmpty {
            let current = existing.extra[index] ?? ""
            let values = current.components(separatedBy: separator)
            if current.isEmpty {
                existing.extra[index] = value
                existing.extraLocations[index] = entry.extraLocations[index]
            } else if !values.contains(value) {
                existing.extra[index] = current + separator + value
            }
        }
        if existing.description.isEmpty && !entry.description.isEmpty {
            existing.description = entry.description
            existing.descriptionInlines = entry.descriptionInlines
            existing.descriptionLocation = entry.descriptionLocation
        }
    }

    /// Makes a row the table's fallback row; a second one is another cause of the first, joined to it.
    func setFallback(_ row: ErrorRow, in table: inout ErrorTable, diagnostics: inout Diagnostics) {
        if let existing = table.fallback {
            if role == .source {
                diagnostics.report(
                    .secondFallbackRow(
                        row.code, first: existing.code, firstLine: existing.location.line, at: row.location))
            }
            if var fallback = table.fallback {
                joinCause(row, into: &fallback)
                table.fallback = fallback
            }
        } else {
            table.fallback = row
        }
    }

    /// `column 2 ('Error Code')`.
    static func column(_ index: Int, _ headers: [String]) -> String {
        let header = index < headers.count ? headers[index] : ""
        return header.isEmpty ? "column \(index + 1)" : "column \(index + 1) ('\(quoted(header))')"
    }

    /// Cell text for a message, without quotes (see `Diagnostic.excerpt`): bounded, line breaks escaped.
    static func quoted(_ text: String) -> String { Diagnostic.excerpt(text) }

    /// The identifier in a code cell: one code span holding an identifier, or bare identifier text.
    func codeText(of cell: TableCell) -> String? {
        let inlines = cell.inlines.filter { inline in
            if case .text(let text) = inline { return !text.allSatisfy(\.isWhitespace) }
            return true
        }
        switch inlines.count {
        case 1:
            switch inlines[0] {
            case .code(let code), .text(let code):
                let trimmed = String(code.trimmingSpacesAndNewlines())
                return Identifier.isIdentifier(trimmed) ? trimmed : nil
            case .link(_, _, let children), .strong(let children), .emphasis(let children):
                let text = children.plainText
                return Identifier.isIdentifier(text) && children.codeSpans.count <= 1 ? text : nil
            default: return nil
            }
        default: return nil
        }
    }
}

extension ExtractedDocument {
    /// Every code and raw value the document's error tables name, as written, for reading translations.
    var knownKeys: Set<String> { Self.keys(of: tables) }

    /// Every code, other name and raw value of `tables`.
    static func keys(of tables: [ErrorTable]) -> Set<String> {
        var keys: Set<String> = []
        for table in tables {
            for row in table.rows {
                keys.insert(row.code)
                keys.formUnion(row.aliases)
                if let rawValue = row.rawValue { keys.insert("\(rawValue)") }
            }
        }
        return keys
    }
}

extension Diagnostic {
    /// A row skipped because it reports success (`200 (OK)`, `0 | SUCCESS`); `config` is the config's file name.
    static func successRowSkipped(
        _ code: String, name: String, rawValue: Int, config: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .note,
            "\(quote(code))\(name == code ? "" : " (\(quote(name)))") reports success, not an error; the row is skipped "
                + "(to keep it as a case, "
                + "add \"codes\": {\"\(excerpt(code))\": \(rawValue)} to \(config))", at: location)
    }

    /// A column of numbers read as a property because they do not identify the rows (`conflict` says where).
    static func numbersLeftAsProperty(
        _ column: String, conflict: String, number: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .note,
            "\(column) holds numbers, but \(conflict): they are read as a property of each error, not as raw values "
                + "(set 'columns.rawValue' to \(number) if they are)", at: location)
    }

    /// A numbered row whose name cell is empty: its case is named `swiftName` (`code17`).
    static func numberedRowWithoutName(
        _ number: String, column: String, swiftName: String, config: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "the row for \(excerpt(number)) has no name in \(column); its case is \(quote(swiftName)) (to name it, add "
                + "\"codes\": {\"\(excerpt(number))\": {\"swiftName\": \"…\"}} to \(config))", at: location)
    }

    /// A code on another row of one table with another description (one row per cause): the descriptions are
    /// joined in row order.
    static func causesJoined(_ code: String, firstLine: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note,
            "\(quote(code)) is also listed at line \(firstLine) with another description: one case, whose "
                + "description lists both in row order", at: location)
    }
}
