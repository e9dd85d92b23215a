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
        /// Left out because its key column's header names no codes while other tables' headers do.
        var hasUnnamedKey = false
    }

    /// `errorTableRoles(_:)` with the reason for each decision.
    func selections(_ tables: [Table]) -> [Selection] {
        if role == .translation, let source {
            // A table that fits no source layout is read as a source table would be, so that alignment can
            // say which table it fails to translate.
            let own = sourceSelections(tables)
            // The source's table layouts, each once, in order: found once for all tables (finding them for
            // each table took time quadratic in the number of tables).
            // With each layout, the keys of the source tables that have it: of two layouts whose key column finds
            // as many source codes, the one whose source tables hold them is taken (a `Code | Value | Description`
            // table after a `Code | Description | Recovery` one).
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
        return sourceSelections(tables)
    }

    private func sourceSelections(_ tables: [Table]) -> [Selection] {
        let candidates = tables.map { roles(for: $0) }
        func headers(_ table: Table) -> [String] { table.header.map(\.plainText) }
        if config.columns.selectsByHeader {
            return zip(tables, candidates).map { table, roles in
                roles == nil
                    ? Selection(roles: nil, reason: "its header row lacks a column 'columns' names by header text")
                    : Selection(roles: roles, reason: "its header row has the columns 'columns' names by header text")
            }
        }
        if !config.codePrefix.isEmpty {
            let noPrefix =
                "no code in its key column starts with the code prefix \(Diagnostic.quote(config.codePrefix))"
            guard !config.columns.isConfigured else {
                return zip(tables, candidates).map { table, roles in
                    guard let roles, let key = roles.key else {
                        return Selection(
                            roles: nil, reason: "it lacks a column 'columns' names, or no column keys rows")
                    }
                    guard hasPrefixedCode(table, column: key) else { return Selection(roles: nil, reason: noPrefix) }
                    return Selection(
                        roles: roles,
                        reason: "\(Self.column(key, headers(table))) holds codes starting with "
                            + Diagnostic.quote(config.codePrefix))
                }
            }
            // With a prefix and no `columns`, the codes are in column 1, as they always were.
            return zip(tables, candidates).map { table, roles in
                guard hasPrefixedCode(table, column: 0) else {
                    return Selection(
                        roles: nil,
                        reason: "no code in column 1 starts with the code prefix \(Diagnostic.quote(config.codePrefix))"
                    )
                }
                var roles = roles ?? ColumnRoles(code: 0, rawValue: nil, description: nil, inferred: true)
                if roles.rawValue == 0 { roles.rawValue = nil }
                if roles.description == 0 { roles.description = nil }
                roles.code = 0
                if roles.description == nil && table.header.count > 1 && roles.rawValue != 1 { roles.description = 1 }
                roles.grouping = roles.grouping.filter { roles.isExtra($0) }
                return Selection(
                    roles: roles,
                    reason: "column 1 holds codes starting with \(Diagnostic.quote(config.codePrefix))")
            }
        }
        // Parameter, field and option tables are never error tables (see `TableSelection`).
        let parameterColumns = zip(tables, candidates).map { table, roles -> Int? in
            guard !config.columns.isConfigured, let key = roles?.key else { return nil }
            return TableSelection.parameterColumn(of: table, key: key)
        }
        let kept = zip(candidates, parameterColumns).map { roles, parameter in parameter == nil ? roles : nil }
        let named = zip(tables, kept).map { table, roles -> ColumnRoles? in
            guard let roles, let key = roles.key else { return nil }
            return CellText.header(table.header[key].plainText, mentions: CellText.codeHeaderWords) ? roles : nil
        }
        let anyNamed = named.contains { $0 != nil }
        return tables.indices.map { index in
            let table = tables[index]
            guard let roles = candidates[index], let key = roles.key else {
                return Selection(roles: nil, reason: "no column holds codes or numbers")
            }
            if let parameter = parameterColumns[index] {
                let keyText =
                    parameter == key
                    ? "its key column names types, beside a column that names parameters"
                    : "\(Self.column(parameter, headers(table))) gives types, requiredness or defaults, and its key "
                        + "\(Self.column(key, headers(table))) does not name errors"
                return Selection(roles: nil, reason: "a parameter table: " + keyText, isParameterTable: true)
            }
            if named[index] != nil {
                return Selection(roles: roles, reason: "its key \(Self.column(key, headers(table))) names codes")
            }
            if anyNamed {
                return Selection(
                    roles: nil,
                    reason: "its key \(Self.column(key, headers(table))) does not name codes, and other tables' do",
                    hasUnnamedKey: true)
            }
            return Selection(
                roles: roles,
                reason: "\(Self.column(key, headers(table))) holds codes, and no table's header names codes")
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

    /// An error table read with the given roles.
    func errorTable(
        _ table: Table, roles: ColumnRoles, path: String, owner: TableOwner?, diagnostics: inout Diagnostics
    ) -> ErrorTable {
        func location(_ position: LineColumn) -> SourceLocation {
            SourceLocation(path: path, line: position.line, column: position.column)
        }
        let headers = table.header.map(\.plainText)
        if role == .source { checkConfiguredRoles(table, roles: roles, path: path, diagnostics: &diagnostics) }
        if role == .source { noteNumbersLeftAsProperties(table, roles: roles, path: path, diagnostics: &diagnostics) }
        var result = ErrorTable(
            owner: owner, headers: headers, rows: [], fallback: nil, location: location(table.range.start), roles: roles
        )
        var rowIndex: [String: Int] = [:]
        var rowCells: [String: [String]] = [:]
        var above: [Int: TableCell] = [:]
        // A column of names (`Not Found`) or phrases (`Invalid request.`) rather than code tokens (`NOT_FOUND`):
        // fallback labels aside. With a code prefix, codes are identifiers.
        let codeColumnIsNames =
            config.codePrefix.isEmpty
            && roles.code.map { column in
                table.rows.contains { row in
                    CellText.values(of: row[column]).contains {
                        !CellText.isCodeToken($0) && CellText.isPhraseName($0)
                            && !Self.fallbackLabels.contains($0.lowercased())
                    }
                }
            } ?? false
        // A translation skips the rows its source skipped as successes.
        let skippedBySource = Set(source?.tables.flatMap(\.skippedCodes) ?? [])
        for var row in table.rows {
            for column in roles.grouping where column < row.count {
                if row[column].plainText.isEmpty, let value = above[column] {
                    row[column] = value
                } else {
                    above[column] = row[column]
                }
            }
            let codeCell = roles.code.map { row[$0] }
            let rawCell = roles.rawValue.map { row[$0] }
            let descriptionCell = roles.description.map { row[$0] }
            let keyCell = codeCell ?? rawCell ?? row[0]
            let roleTexts = [codeCell, rawCell, descriptionCell].compactMap { $0?.plainText }
            if roleTexts.allSatisfy({ $0.isEmpty || CellText.isPlaceholder($0) }) {
                diagnostics.report(.placeholderRowSkipped(at: location(keyCell.start)))
                continue
            }
            if roleTexts.contains(where: CellText.isCodeClass)
                || (codeCell.map(isEmphasisOnly) ?? false && (descriptionCell?.plainText.isEmpty ?? true))
            {
                diagnostics.report(
                    .codeClassRowSkipped(
                        row.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " "), at: location(keyCell.start))
                )
                continue
            }
            var extra: [Int: String] = [:]
            var extraLocations: [Int: SourceLocation] = [:]
            for (index, cell) in row.enumerated() where roles.isExtra(index) {
                extra[index] = cell.plainText
                extraLocations[index] = location(cell.start)
            }
            let description = descriptionCell?.plainText ?? ""
            let base = ErrorRow(
                code: keyCell.plainText, description: description, descriptionInlines: descriptionCell?.inlines ?? [],
                extra: extra, location: location(keyCell.start),
                descriptionLocation: location((descriptionCell ?? keyCell).start), extraLocations: extraLocations)

            // The numbers of the raw-value column.
            var numbers: [(value: Int, range: ClosedRange<Int>?, text: String)] = []
            var label: String?
            var rawProblem = false
            if let rawCell {
                for value in CellText.values(of: rawCell) where !CellText.isPlaceholder(value) {
                    if let number = CellText.integer(value) {
                        numbers.append((number, nil, value))
                    } else if let range = CellText.range(value) {
                        numbers.append((range.lowerBound, range, value))
                    } else if let labeled = CellText.labeledNumber(value) {
                        // `400 (Bad request)`: the number is the code, the label names it.
                        if let number = CellText.integer(labeled.number) {
                            numbers.append((number, nil, labeled.number))
                        } else if let range = CellText.range(labeled.number) {
                            numbers.append((range.lowerBound, range, labeled.number))
                        }
                        label = labeled.label
                    } else if CellText.isOutOfRangeInteger(value) {
                        diagnostics.report(.rawValueOutOfRange(value, at: location(rawCell.start)))
                        rawProblem = true
                    } else if let (low, high) = CellText.reversedRange(value) {
                        diagnostics.report(.reversedRange(value, low: low, high: high, at: location(rawCell.start)))
                        rawProblem = true
                    } else if roles.code == nil || value.contains(where: \.isNumber) {
                        diagnostics.report(
                            .rawValueNotNumber(
                                value, column: Self.column(roles.rawValue ?? 0, headers), at: location(rawCell.start)))
                        rawProblem = true
                    }
                }
            }
            if rawProblem { continue }

            // The names of the code column.
            var codes: [String] = []
            if let codeCell {
                let values = CellText.values(of: codeCell).filter { !CellText.isPlaceholder($0) }
                codes = values.filter { CellText.isCodeToken($0) || (codeColumnIsNames && CellText.isPhraseName($0)) }
                if codes.count < values.count || isFallbackLabel(codes, names: codeColumnIsNames) { codes = [] }
            }

            var entries: [ErrorRow] = []
            let nameCellIsEmpty =
                codes.isEmpty && (codeCell.map { CellText.values(of: $0).allSatisfy(CellText.isPlaceholder) } ?? false)
            if nameCellIsEmpty, numbers.count == 1, let number = numbers.first {
                // A numbered row whose name cell is empty: keyed by its number, its case named `code<N>` (an empty
                // label says so), with a warning rather than an error.
                if role == .source {
                    diagnostics.report(
                        .numberedRowWithoutName(
                            number.text, column: Self.column(roles.code ?? 0, headers),
                            swiftName: Identifier.caseName(forNumber: number.value), config: Self.configName(config),
                            at: base.location))
                }
                var entry = base
                entry.code = number.range.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "\(number.value)"
                entry.rawValue = number.value
                entry.range = number.range
                entry.label = ""
                entries.append(entry)
            } else if roles.code != nil {
                guard let primary = primaryCode(codes) else {
                    let text = codeCell?.plainText ?? ""
                    let spans =
                        codeCell?.inlines.codeSpans.filter {
                            CellText.isCodeToken(String($0.trimmingSpacesAndNewlines()))
                        } ?? []
                    if role == .source && spans.count > 1 {
                        diagnostics.report(
                            .severalCodesInCell(
                                spans.map { String($0.trimmingSpacesAndNewlines()) }, at: base.location))
                        continue
                    }
                    if let numberText = numbers.first?.text {
                        diagnostics.report(
                            .numberedRowWithoutCode(
                                numberText, column: Self.column(roles.code ?? 0, headers), at: base.location))
                    } else if role == .source && !text.contains(" ") && !text.isEmpty
                        && !Self.fallbackLabels.contains(text.lowercased())
                    {
                        // One word that is no code is a typo, not an "All others" row.
                        diagnostics.report(
                            .notACode(text, column: Self.column(roles.code ?? 0, headers), at: base.location))
                    } else {
                        setFallback(base, in: &result, diagnostics: &diagnostics)
                    }
                    continue
                }
                if numbers.count > 1 {
                    diagnostics.report(
                        .severalNumbersForOneCode(
                            numbers.count, code: primary, at: location((rawCell ?? keyCell).start)))
                    continue
                }
                var entry = base
                entry.code = primary
                entry.aliases = codes.filter { $0 != primary }
                entry.rawValue = numbers.first?.value
                entry.range = numbers.first?.range
                entries.append(entry)
            } else {
                guard !numbers.isEmpty else {
                    setFallback(base, in: &result, diagnostics: &diagnostics)
                    continue
                }
                for number in numbers {
                    var entry = base
                    entry.code = number.range.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "\(number.value)"
                    entry.rawValue = number.value
                    entry.range = number.range
                    entry.label = label
                    entries.append(entry)
                }
            }
            for entry in entries {
                if role == .translation && skippedBySource.contains(entry.code) { continue }
                if role == .source, config.codes[entry.code] == nil, let name = successName(entry, named: roles.code) {
                    diagnostics.report(
                        .successRowSkipped(
                            entry.code, name: name, rawValue: entry.rawValue ?? 0, config: Self.configName(config),
                            at: entry.location))
                    result.skippedCodes.append(entry.code)
                    continue
                }
                if !config.codePrefix.isEmpty && entry.code == config.codePrefix {
                    diagnostics.report(.codeIsPrefix(entry.code, at: entry.location))
                    continue
                }
                if !config.codePrefix.isEmpty && roles.code != nil && !entry.code.hasPrefix(config.codePrefix) {
                    diagnostics.report(.wrongPrefix(entry.code, codePrefix: config.codePrefix, at: entry.location))
                    continue
                }
                let cells = row.map(\.plainText)
                if let existing = rowIndex[entry.code] {
                    let first = result.rows[existing]
                    if rowCells[entry.code] == cells {
                        diagnostics.report(
                            .repeatedRow(entry.code, firstLine: first.location.line, at: entry.location))
                    } else if !first.description.isEmpty && !entry.description.isEmpty
                        && first.description != entry.description
                    {
                        // One row per cause: one case whose description lists the causes in row order.
                        if role == .source {
                            diagnostics.report(
                                .causesJoined(entry.code, firstLine: first.location.line, at: entry.descriptionLocation)
                            )
                        }
                        joinCause(entry, into: &result.rows[existing])
                        merge(entry, into: &result.rows[existing], separator: "\n")
                    } else {
                        merge(entry, into: &result.rows[existing])
                    }
                    continue
                }
                if entry.description.isEmpty && roles.description != nil {
                    diagnostics.report(.emptyDescription(entry.code, at: entry.descriptionLocation))
                } else if entry.description.hasPrefix(ErrorEnumImport.placeholderMarker) {
                    diagnostics.report(.placeholderDescription(entry.code, at: entry.descriptionLocation))
                }
                rowIndex[entry.code] = result.rows.count
                rowCells[entry.code] = cells
                result.rows.append(entry)
            }
        }
        return result
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
    private func primaryCode(_ codes: [String]) -> String? {
        guard !config.codePrefix.isEmpty else { return codes.first }
        return codes.first { $0.hasPrefix(config.codePrefix) } ?? codes.first
    }

    /// Whether a code cell says "every other code" (`All others`) rather than naming a code. In a column of
    /// code tokens any other text does; in a column of names, only the usual labels do.
    private func isFallbackLabel(_ codes: [String], names: Bool) -> Bool {
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
    private func joinCause(_ entry: ErrorRow, into existing: inout ErrorRow) {
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
    private func merge(_ entry: ErrorRow, into existing: inout ErrorRow, separator: String = ", ") {
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

    private func setFallback(_ row: ErrorRow, in table: inout ErrorTable, diagnostics: inout Diagnostics) {
        if let existing = table.fallback {
            diagnostics.report(
                .secondFallbackRow(
                    row.code, first: existing.code, firstLine: existing.location.line, at: row.location))
        } else {
            table.fallback = row
        }
    }

    /// Whether a cell is all emphasis or strong text, as a class name such as `**Client errors**` is.
    private func isEmphasisOnly(_ cell: TableCell) -> Bool {
        let content = cell.inlines.filter { inline in
            if case .text(let text) = inline { return !text.allSatisfy(\.isWhitespace) }
            return true
        }
        guard content.count == 1 else { return false }
        switch content[0] {
        case .strong, .emphasis: return true
        default: return false
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
