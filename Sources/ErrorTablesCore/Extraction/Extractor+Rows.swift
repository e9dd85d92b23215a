/// Stage 3 of reading an error table (see `Extractor.errorTable`): how each row is read, one small step
/// each, in the order they apply.
///
/// 1. `fillGroupingCells`: an empty cell of a grouping column repeats the value above it.
/// 2. `RowCells` and `rowSkip`: a row whose role cells are all empty or placeholders, or that names a class of
///    codes (`4XX`, `**Client errors**`), is skipped.
/// 3. `rowNumbers`: the raw-value cell's numbers, ranges (`1000 ~ 1099`) and labeled numbers
///    (`400 (Bad request)`); a value that is no number drops the row with an error.
/// 4. `rowCodes`: the code cell's codes (identifiers, or phrases in a column of names).
/// 5. `readRow`: the row's entries, or its reading as the fallback row, or nothing (an error said why).
/// 6. `admit`: success rows skipped, the code prefix checked, a code on an earlier row merged into it.
///
/// Each step that guessed records a `RowDecision`, which `tables --roles` prints.
extension Extractor {
    /// A row's cells by role.
    struct RowCells {
        /// Every cell of the row, grouping cells filled.
        var row: [TableCell]
        var code: TableCell?
        var rawValue: TableCell?
        var description: TableCell?
        /// The cell that keys the row: the code cell, else the raw-value cell, else the first.
        var key: TableCell

        init(_ row: [TableCell], roles: ColumnRoles) {
            self.row = row
            code = roles.code.map { row[$0] }
            rawValue = roles.rawValue.map { row[$0] }
            description = roles.description.map { row[$0] }
            key = code ?? rawValue ?? row[0]
        }
    }

    /// Why a row is not read at all.
    enum RowSkip: Equatable {
        /// Its role cells are empty or placeholders (`—`, `TBD`).
        case placeholder
        /// It names a class of codes (`4XX`, `**Client errors**`): its non-empty cells, joined by spaces.
        case codeClass(String)
        /// It labels the rows below it (`**Class 08** | **Connection Exception**`): its non-empty cells, joined by
        /// spaces.
        case sectionLabel(String)
    }

    /// One number of a raw-value cell: its value (a range's first code), its range, and its text.
    struct RowNumber: Equatable {
        var value: Int
        var range: ClosedRange<Int>?
        var text: String
    }

    /// What a row gives once read.
    enum RowReading: Equatable {
        /// Rows keyed by codes or numbers (one per number of a code-less row).
        case entries([ErrorRow])
        /// The row for every other code (`All others`).
        case fallback(ErrorRow)
        /// Nothing: a diagnostic said why.
        case dropped
    }

    /// A table being assembled from its rows: the rows read so far, by code, with their cells' texts.
    struct TableAssembly {
        var table: ErrorTable
        var rowIndex: [String: Int] = [:]
        var rowCells: [String: [String]] = [:]
        /// The row that took each raw value, for a number named twice (`0 | Normal disconnection`, `0 | Granted QoS
        /// 0`).
        var rawValueIndex: [Int: Int] = [:]

        /// Records a guess about the row at `line`.
        mutating func decide(_ kind: RowDecision.Kind, line: Int, _ detail: String) {
            table.rowDecisions.append(RowDecision(line: line, kind: kind, detail: detail))
        }
    }

    /// Step 1: fills the empty cells of grouping columns with the value above them, and remembers each
    /// filled one.
    static func fillGroupingCells(_ row: inout [TableCell], grouping: [Int], above: inout [Int: TableCell]) {
        for column in grouping where column < row.count {
            if row[column].plainText.isEmpty, let value = above[column] {
                row[column] = value
            } else {
                above[column] = row[column]
            }
        }
    }

    /// Step 2: whether a row is skipped before it is read: a placeholder row, or a row naming a class of codes
    /// (a class cell in a role column or in one of `statusColumns`, or a code cell all in emphasis beside an empty
    /// description). A row whose code cell names a code (`models.SDKError | 4XX, 5XX`) is a case, its class a
    /// property: the class of SDK references whose catch-all error type stands for every other status. `statusColumns` are the extra columns whose header names codes or statuses (an `HTTP status`
    /// column read as a property): a `4XX` there names a class too, where it made the row the fallback row
    /// before; a class cell in any other column is text.
    static func rowSkip(_ cells: RowCells, statusColumns: [Int] = []) -> RowSkip? {
        let roleTexts = [cells.code, cells.rawValue, cells.description].compactMap { $0?.plainText }
        if roleTexts.allSatisfy({ $0.isEmpty || CellText.isPlaceholder($0) }) { return .placeholder }
        if isSectionLabel(cells) {
            return .sectionLabel(cells.row.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " "))
        }
        let statusTexts = statusColumns.compactMap { $0 < cells.row.count ? cells.row[$0].plainText : nil }
        let namesCode =
            cells.code.map { CellText.isCodeToken($0.plainText) || CellText.pathCode($0.plainText) != nil } ?? false
        if (!namesCode && (roleTexts + statusTexts).contains(where: CellText.isCodeClass))
            || (cells.code.map(isEmphasisOnly) ?? false && (cells.description?.plainText.isEmpty ?? true))
        {
            return .codeClass(cells.row.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " "))
        }
        return nil
    }

    /// A row that labels the rows below it rather than naming a code: every filled cell is all bold or emphasis,
    /// several cells are filled, and its key is several words (`**Class 08** | **Connection Exception**`). The
    /// class: category rows splitting one long table (SQLSTATE classes, a catalogue's services). A row whose key is
    /// one code token is a code in bold, and is read.
    static func isSectionLabel(_ cells: RowCells) -> Bool {
        let filled = cells.row.filter { !$0.plainText.isEmpty }
        guard filled.count > 1, filled.allSatisfy(isEmphasisOnly) else { return false }
        return cells.key.plainText.contains(where: \.isWhitespace)
    }

    /// Step 3: the numbers of a raw-value cell and the label a number carries (`400 (Bad request)`). No value
    /// drops the row: a reversed range is read the right way round; a number beyond 64 bits, or text that is no
    /// number, is no raw value and gives the row its key when it has no code (`textKey`); each with a warning.
    func rowNumbers(
        _ cell: TableCell?, roles: ColumnRoles, headers: [String], path: String, diagnostics: inout Diagnostics
    ) -> (numbers: [RowNumber], label: String?, textKey: String?) {
        guard let cell else { return ([], nil, nil) }
        let location = SourceLocation(path: path, line: cell.start.line, column: cell.start.column)
        var numbers: [RowNumber] = []
        var label: String?
        var textKey: String?
        for value in CellText.values(of: cell) where !CellText.isPlaceholder(value) {
            // `Default`, `Other` in a status column: the fallback row (`readRow`), as in a code column; a class
            // of statuses (`4XX`) beside a code is no raw value (`rowSkip` kept the row for its code).
            if Self.isFallbackLabel(value) || CellText.isCodeClass(value) { continue }
            if let number = Self.number(value) {
                numbers.append(number)
            } else if let labeled = CellText.labeledNumber(value) {
                // `400 (Bad request)`: the number is the code, the label names it.
                if let number = Self.number(labeled.number) { numbers.append(number) }
                label = labeled.label
            } else if let (low, high) = CellText.reversedRange(value) {
                if role == .source { diagnostics.report(.reversedRange(value, low: low, high: high, at: location)) }
                numbers.append(RowNumber(value: high, range: high...low, text: "\(high)-\(low)"))
            } else if CellText.isBeyondInt(value) {
                if role == .source { diagnostics.report(.rawValueOutOfRange(value, at: location)) }
                textKey = textKey ?? value
            } else if roles.code == nil || value.contains(where: \.isNumber) {
                if role == .source {
                    diagnostics.report(
                        .rawValueNotNumber(value, column: Self.column(roles.rawValue ?? 0, headers), at: location))
                }
                textKey = textKey ?? value
            }
        }
        return (numbers, label, textKey)
    }

    /// An integer or a range of integers.
    static func number(_ text: String) -> RowNumber? {
        if let number = CellText.integer(text) { return RowNumber(value: number, range: nil, text: text) }
        if let range = CellText.range(text) { return RowNumber(value: range.lowerBound, range: range, text: text) }
        return nil
    }

    /// Step 4: the codes of a code cell: identifiers, numbers and codes that start with a digit (`205`, `08S01`:
    /// see `numberCode(_:context:)`), or in a column of names the phrases too; none when any value is neither, or
    /// when the cell is a fallback label (`All others`).
    func rowCodes(_ cell: TableCell?, columnIsNames: Bool, columnHasNumbers: Bool = false) -> [String] {
        guard let cell else { return [] }
        let values = CellText.values(of: cell).filter { !CellText.isPlaceholder($0) }.map {
            CellText.pathCode($0) ?? $0
        }
        let codes = values.filter {
            CellText.isCodeToken($0) || CellText.isDigitCode($0) || CellText.integer($0) != nil
                || (columnIsNames && CellText.isPhraseName($0))
        }
        if codes.count < values.count || isFallbackLabel(codes, names: columnIsNames) { return [] }
        // Among numbers (`205`, `E203`), a word such as `default` or `other` labels the fallback row.
        if columnHasNumbers, codes.count == 1, Self.isFallbackLabel(codes[0]) { return [] }
        return codes
    }

    /// Whether a table's code column holds names (`Not Found`) or phrases (`Invalid request.`) rather than code
    /// tokens (`NOT_FOUND`), fallback labels aside. With a code prefix, codes are identifiers.
    ///
    /// A sentence (`Something else went wrong.`) among identifier-like codes does not make the column one of
    /// names: the column is one of names when a phrase that is no sentence is in it, or when sentences are more
    /// than half of its filled cells (`Invalid request.`, `Bucket full!`). The lone sentence is then read by
    /// `codelessRow`: a fallback row when it says so (`else`, `other`, …), else skipped with a warning.
    func codeColumnIsNames(_ table: Table, roles: ColumnRoles) -> Bool {
        guard config.codePrefix.isEmpty, let column = roles.code else { return false }
        var filled = 0
        var sentences = 0
        // A class row's label (`Client errors` beside `4XX`) names no error.
        for row in table.rows where column < row.count && !ColumnProfile.isCodeRowOfAClass(row) {
            for value in CellText.values(of: row[column]) where !CellText.isPlaceholder(value) {
                filled += 1
                guard !CellText.isCodeToken(value), CellText.isPhraseName(value),
                    !Self.fallbackLabels.contains(value.lowercased())
                else { continue }
                if !Self.isSentence(value) { return true }
                sentences += 1
            }
        }
        return sentences > 0 && sentences * 2 > filled
    }

    /// Whether text is a sentence: several words ending with `.`, `!` or `?` (or their fullwidth forms).
    static func isSentence(_ text: String) -> Bool {
        guard let last = text.last, ".!?。！？".contains(last) else { return false }
        return text.split(separator: " ").count >= 3
    }

    /// Words of a sentence in a code column that make it the fallback row (`Something else went wrong.`).
    static let fallbackSentenceWords: Set<String> = [
        "else", "other", "others", "unknown", "unexpected", "unlisted", "any", "default",
    ]

    /// Step 5: what a row gives, from its codes and numbers: a numbered row with an empty name cell is named
    /// `code<N>`; a row of a table with a code column is keyed by its code; a row of a table without one gives
    /// one entry per number.
    func readRow(
        _ base: ErrorRow, cells: RowCells, codes: [String], numbers: [RowNumber], label: String?,
        roles: ColumnRoles, headers: [String], diagnostics: inout Diagnostics
    ) -> RowReading {
        let nameCellIsEmpty =
            codes.isEmpty && (cells.code.map { CellText.values(of: $0).allSatisfy(CellText.isPlaceholder) } ?? false)
        if nameCellIsEmpty, numbers.count == 1, let number = numbers.first {
            // Keyed by its number, its case named `code<N>` (an empty label says so), with a warning.
            if role == .source {
                diagnostics.report(
                    .numberedRowWithoutName(
                        number.text, column: Self.column(roles.code ?? 0, headers),
                        swiftName: Identifier.caseName(forNumber: number.value), config: Self.configName(config),
                        at: base.location))
            }
            return .entries([Self.numberedEntry(base, number, label: "")])
        }
        guard roles.code != nil else {
            guard !numbers.isEmpty else { return .fallback(base) }
            return .entries(numbers.map { Self.numberedEntry(base, $0, label: label) })
        }
        guard let primary = primaryCode(codes) else {
            return codelessRow(base, cells: cells, numbers: numbers, roles: roles, headers: headers, &diagnostics)
        }
        var entry = base
        entry.code = primary
        entry.aliases = codes.filter { $0 != primary }
        // One error for several statuses (`models.ClerkErrors | 400, 401, 404`): one case, the numbers no raw value.
        if numbers.count > 1 {
            if role == .source, let cell = cells.rawValue {
                diagnostics.report(
                    .severalNumbersForOneCode(
                        numbers.map(\.text), code: primary, column: Self.column(roles.rawValue ?? 0, headers),
                        at: SourceLocation(path: base.location.path, line: cell.start.line, column: cell.start.column)))
            }
            return .entries([entry])
        }
        entry.rawValue = numbers.first?.value
        entry.range = numbers.first?.range
        return .entries([entry])
    }

    /// A row keyed by a number: its code is the number or the range (`1000-1099`).
    static func numberedEntry(_ base: ErrorRow, _ number: RowNumber, label: String?) -> ErrorRow {
        var entry = base
        entry.code = number.range.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "\(number.value)"
        entry.rawValue = number.value
        entry.range = number.range
        entry.label = label
        return entry
    }

    /// A row of a table with a code column whose code cell names no code: several codes in one cell, a number
    /// without a code and a word that is no code are errors; other text (`All others`) is the fallback row.
    private func codelessRow(
        _ base: ErrorRow, cells: RowCells, numbers: [RowNumber], roles: ColumnRoles, headers: [String],
        _ diagnostics: inout Diagnostics
    ) -> RowReading {
        let text = cells.code?.plainText ?? ""
        let spans =
            cells.code?.inlines.codeSpans.filter { CellText.isCodeToken(String($0.trimmingSpacesAndNewlines())) } ?? []
        if spans.count > 1 {
            // Several codes in code spans beside one explanation: each a case of its own with that text.
            let codes = spans.map { String($0.trimmingSpacesAndNewlines()) }
            if role == .source { diagnostics.report(.severalCodesInCell(codes, at: base.location)) }
            return .entries(
                codes.map { code in
                    var entry = base
                    entry.code = code
                    entry.rawValue = numbers.count == 1 ? numbers.first?.value : nil
                    return entry
                })
        }
        if Self.isSentence(text), spans.isEmpty {
            // A sentence among identifier-like codes: the fallback row when its words say so, else no code. A
            // translation's sentence stays its fallback row, as its words are not English.
            let words = Set(text.lowercased().split { !$0.isLetter }.map(String.init))
            if role != .source || !words.isDisjoint(with: Self.fallbackSentenceWords) { return .fallback(base) }
            diagnostics.report(
                .sentenceInCodeColumn(text, column: Self.column(roles.code ?? 0, headers), at: base.location))
            return .dropped
        }
        if let number = numbers.first, numbers.count == 1 {
            // A number beside text that is no code nor name (`too many requests and connection will be closed`):
            // the number keys the row, as in a table without a code column.
            if role == .source {
                diagnostics.report(
                    .numberedRowWithoutCode(
                        number.text, text: text, column: Self.column(roles.code ?? 0, headers),
                        config: Self.configName(config), at: base.location))
            }
            return .entries([Self.numberedEntry(base, number, label: nil)])
        }
        // One word that is no code token (`Oops!`) is its code as written, not an "All others" row; a translation's
        // word is that code when the source has it, else its fallback label.
        if !text.contains(" ") && !text.isEmpty && !Self.fallbackLabels.contains(text.lowercased())
            && (role == .source || sourceKeys.contains(text))
        {
            if role == .source {
                diagnostics.report(.notACode(text, column: Self.column(roles.code ?? 0, headers), at: base.location))
            }
            return .entries([base])
        }
        return .fallback(base)
    }

    /// Step 6: adds an entry to the table: a success row is skipped (unless `codes` names it), a code that is
    /// the prefix or lacks it is an error, a code on an earlier row is merged into it; else a new row.
    func admit(
        _ entry: ErrorRow, cells: [String], roles: ColumnRoles, skippedBySource: Set<String>,
        into assembly: inout TableAssembly, diagnostics: inout Diagnostics
    ) {
        let line = entry.location.line
        if role == .translation
            && skippedBySource.contains(entry.code)
        {
            return
        }
        if role == .source, config.codes[entry.code] == nil, let name = successName(entry, named: roles.code) {
            diagnostics.report(
                .successRowSkipped(
                    entry.code, name: name, rawValue: entry.rawValue ?? 0, config: Self.configName(config),
                    at: entry.location))
            assembly.table.skippedCodes.append(entry.code)
            // A translation whose success row is keyed by the number alone skips it too.
            if let rawValue = entry.rawValue, "\(rawValue)" != entry.code {
                assembly.table.skippedCodes.append("\(rawValue)")
            }
            assembly.decide(.successSkipped, line: line, "\(Diagnostic.quote(name)) reports success; skipped")
            return
        }
        if !config.codePrefix.isEmpty && entry.code == config.codePrefix {
            diagnostics.report(.codeIsPrefix(entry.code, at: entry.location))
            return
        }
        if !config.codePrefix.isEmpty && roles.code != nil && !entry.code.hasPrefix(config.codePrefix) {
            diagnostics.report(.wrongPrefix(entry.code, codePrefix: config.codePrefix, at: entry.location))
            return
        }
        if let existing = assembly.rowIndex[entry.code] {
            mergeRepeated(entry, cells: cells, into: existing, of: &assembly, diagnostics: &diagnostics)
            return
        }
        if let rawValue = entry.rawValue, entry.range == nil, roles.code != nil,
            let existing = assembly.rawValueIndex[rawValue]
        {
            mergeSecondName(entry, into: existing, of: &assembly, diagnostics: &diagnostics)
            return
        }
        if entry.description.isEmpty && roles.description != nil {
            diagnostics.report(.emptyDescription(entry.code, at: entry.descriptionLocation))
        } else if entry.description.hasPrefix(ErrorEnumImport.placeholderMarker) {
            diagnostics.report(.placeholderDescription(entry.code, at: entry.descriptionLocation))
        }
        Self.noteNumberReading(entry, into: &assembly)
        if let rawValue = entry.rawValue, entry.range == nil {
            assembly.rawValueIndex[rawValue] = assembly.table.rows.count
        }
        assembly.rowIndex[entry.code] = assembly.table.rows.count
        assembly.rowCells[entry.code] = cells
        assembly.table.rows.append(entry)
    }

    /// Records how a new row's number was read where that was a guess: a range, a label beside the number.
    private static func noteNumberReading(_ entry: ErrorRow, into assembly: inout TableAssembly) {
        let line = entry.location.line
        if let range = entry.range {
            assembly.decide(
                .range, line: line,
                "\(Diagnostic.quote(entry.code)) is a range: one case for \(range.lowerBound) to "
                    + "\(range.upperBound)")
        }
        if let label = entry.label {
            assembly.decide(
                .label, line: line,
                label.isEmpty
                    ? "no name beside \(entry.rawValue ?? 0): its case is "
                        + Diagnostic.quote(Identifier.caseName(forNumber: entry.rawValue ?? 0))
                    : "\(Diagnostic.quote(label)) beside \(entry.rawValue ?? 0) names its case")
        }
    }

    /// A code on an earlier row of the table: the same cells repeat it (a warning); another description is
    /// another cause, joined in row order; else the rows' values are merged.
    private func mergeRepeated(
        _ entry: ErrorRow, cells: [String], into existing: Int, of assembly: inout TableAssembly,
        diagnostics: inout Diagnostics
    ) {
        let first = assembly.table.rows[existing]
        let line = entry.location.line
        let code = Diagnostic.quote(entry.code)
        if assembly.rowCells[entry.code] == cells {
            diagnostics.report(.repeatedRow(entry.code, firstLine: first.location.line, at: entry.location))
            assembly.decide(.repeated, line: line, "\(code) repeats line \(first.location.line); skipped")
        } else if !first.description.isEmpty && !entry.description.isEmpty && first.description != entry.description {
            // One row per cause: one case whose description lists the causes in row order.
            if role == .source {
                diagnostics.report(
                    .causesJoined(entry.code, firstLine: first.location.line, at: entry.descriptionLocation))
            }
            joinCause(entry, into: &assembly.table.rows[existing])
            merge(entry, into: &assembly.table.rows[existing], separator: "\n")
            assembly.decide(
                .causesJoined, line: line,
                "\(code) is also at line \(first.location.line) with another cause: joined into one case")
        } else {
            merge(entry, into: &assembly.table.rows[existing])
            assembly.decide(
                .merged, line: line, "\(code) is also at line \(first.location.line): merged into one case")
        }
    }

    /// A number on an earlier row under another name (`0 | Normal disconnection`, then `0 | Granted QoS 0`): the
    /// number is one code, so the rows are one case, named by the first row; the later name is its alias and its
    /// description another cause, joined in row order. The class: protocol reason codes whose one value has a name
    /// per packet, and message catalogues that list one status once per message.
    private func mergeSecondName(
        _ entry: ErrorRow, into existing: Int, of assembly: inout TableAssembly, diagnostics: inout Diagnostics
    ) {
        let first = assembly.table.rows[existing]
        if role == .source {
            diagnostics.report(
                .secondNameForNumber(
                    entry.code, first: first.code, rawValue: entry.rawValue ?? 0, firstLine: first.location.line,
                    config: Self.configName(config), at: entry.location))
        }
        var row = assembly.table.rows[existing]
        if !row.aliases.contains(entry.code) { row.aliases.append(entry.code) }
        row.aliases += entry.aliases.filter { !row.aliases.contains($0) }
        if !row.description.isEmpty && !entry.description.isEmpty && row.description != entry.description {
            joinCause(entry, into: &row)
        }
        merge(entry, into: &row)
        assembly.table.rows[existing] = row
        assembly.rowIndex[entry.code] = existing
        assembly.decide(
            .secondName, line: entry.location.line,
            "\(Diagnostic.quote(entry.code)) has the number \(entry.rawValue ?? 0) of \(Diagnostic.quote(first.code)) "
                + "(line \(first.location.line)): another name of that case")
    }

    /// Whether a cell is all emphasis or strong text, as a class name such as `**Client errors**` is.
    static func isEmphasisOnly(_ cell: TableCell) -> Bool {
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
}
