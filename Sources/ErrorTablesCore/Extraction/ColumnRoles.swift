/// Which column of an error table holds what: the code, its raw value, its description. The other
/// columns are extra properties. Indices are 0-based.
public struct ColumnRoles: Sendable, Hashable {
    /// The column naming each error (an identifier or a short name), if the table has one.
    public var code: Int?
    /// The column with integer codes or ranges, if the table has one.
    public var rawValue: Int?
    /// The column with the description, if the table has one.
    public var description: Int?
    /// Extra columns whose empty cells repeat the value above them (a category named on a group's first row).
    public var grouping: [Int] = []
    /// Whether the roles were inferred from the table's content (rather than configured).
    public var inferred: Bool

    /// Creates roles.
    public init(code: Int?, rawValue: Int?, description: Int?, grouping: [Int] = [], inferred: Bool) {
        self.code = code
        self.rawValue = rawValue
        self.description = description
        self.grouping = grouping
        self.inferred = inferred
    }

    /// The column that keys each row: the code column, else the raw-value column.
    public var key: Int? { code ?? rawValue }

    /// Whether a column is an extra property (no role).
    public func isExtra(_ index: Int) -> Bool { index != code && index != rawValue && index != description }

    /// `code = column 1 ('Code'), description = column 2 ('Description')`, for notes and `dump`.
    public func summary(headers: [String]) -> String {
        func column(_ index: Int) -> String {
            let header = index < headers.count ? headers[index] : ""
            return header.isEmpty ? "column \(index + 1)" : "column \(index + 1) (\(Diagnostic.quote(header)))"
        }
        var parts: [String] = []
        if let code { parts.append("code = \(column(code))") }
        if let rawValue { parts.append("raw value = \(column(rawValue))") }
        parts.append(description.map { "description = \(column($0))" } ?? "no description")
        if !grouping.isEmpty { parts.append("grouping = " + grouping.map(column).joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}

/// What a column's body cells hold, for inferring roles.
struct ColumnProfile {
    /// What every non-empty cell of the column is.
    enum Kind: Hashable {
        /// No cell has text.
        case empty
        /// Integers and integer ranges.
        case numeric
        /// Code tokens (`SCREAMING_SNAKE`, `kebab-case`, `PascalCase`, …), one or more per cell.
        case codes
        /// Code tokens or short names (`User Rejected Request`).
        case names
        /// Anything else.
        case prose
    }

    var kind: Kind
    /// How many non-empty cells are a code span alone.
    var codeSpanCells: Int
    /// How many cells are non-empty.
    var filledCells: Int
    /// Whether the first body cell is filled.
    var firstFilled: Bool
    /// The mean length of the non-empty cells' text, in characters.
    var meanLength: Double
    /// The mean number of words of the non-empty cells.
    var meanWords: Double
    /// Whether no two non-empty cells are equal.
    var distinct: Bool
    /// How many cells start with the code prefix.
    var prefixedCells: Int
    /// Whether two or more cells are filled and all hold the same text (an exception class or content type
    /// repeated on every row).
    var allSame: Bool
    /// How many non-empty cells are a phrase that can name an error (`CellText.isPhraseName`).
    var phraseCells: Int
    /// How many non-empty cells are numbers, in a column of codes (`205` beside `E203`, `22012` beside `08S01`):
    /// more than none makes the column one of codes among which some are numbers (see `kind(_:filled:)`).
    var numberCells: Int
    /// How many non-empty cells hold a code that starts with a digit and has a letter (`08S01`).
    var digitCodeCells: Int
    /// How many non-empty cells hold a hexadecimal number (`0x1F`).
    var hexCells: Int

    init(column: Int, of table: Table, codePrefix: String) {
        var counts: [Kind: Int] = [:]
        var codeSpans = 0
        var filled = 0
        var length = 0
        var words = 0
        var seen: Set<String> = []
        var distinct = true
        var prefixed = 0
        var phrases = 0
        var digitCodes = 0
        var hexNumbers = 0
        var texts: Set<String> = []
        var codesWithDigits = 0
        for row in table.rows where column < row.count {
            let cell = row[column]
            let text = cell.plainText
            // A class row's cell (`models.SDKError` beside `4XX, 5XX`) is no code, but tells the column's values
            // apart: a column with it is not one of a single value.
            if !text.isEmpty, !CellText.isPlaceholder(text) { texts.insert(text) }
            guard Self.isProfiled(text, in: row) else { continue }
            filled += 1
            let textCounts = CellText.counts(text)
            length += textCounts.characters
            words += textCounts.words
            if !seen.insert(text).inserted { distinct = false }
            if !codePrefix.isEmpty && text.hasPrefix(codePrefix) { prefixed += 1 }
            if case .code? = cell.inlines.first(where: { !Self.isBlank($0) }) { codeSpans += 1 }
            let values = CellText.values(of: cell).map { CellText.pathCode($0) ?? $0 }
            let cellKind = Self.kind(ofValues: values)
            counts[cellKind, default: 0] += 1
            if values.contains(where: CellText.isDigitCode) { digitCodes += 1 }
            if values.contains(where: { $0.hasPrefix("0x") || $0.hasPrefix("0X") }) { hexNumbers += 1 }
            if cellKind == .codes && values.contains(where: { $0.contains(where: \.isNumber) }) { codesWithDigits += 1 }
            if Self.isPhrase(text, values: values, kind: cellKind) { phrases += 1 }
        }
        self.kind = Self.kind(counts, filled: filled, codesWithDigits: codesWithDigits)
        self.numberCells = self.kind == .codes ? counts[.numeric, default: 0] : 0
        self.digitCodeCells = digitCodes
        self.hexCells = hexNumbers
        self.codeSpanCells = codeSpans
        self.filledCells = filled
        self.firstFilled = table.rows.first.map { column < $0.count && !$0[column].plainText.isEmpty } ?? false
        self.meanLength = filled == 0 ? 0 : Double(length) / Double(filled)
        self.meanWords = filled == 0 ? 0 : Double(words) / Double(filled)
        self.distinct = distinct
        self.prefixedCells = prefixed
        self.allSame = filled > 1 && seen.count == 1 && texts.count == 1
        self.phraseCells = phrases
    }

    /// Whether a cell's text counts in its column's profile: not empty, no placeholder, no class of codes
    /// (`4xx`), no fallback label, and not in a row that names a class of codes or labels the rows below it.
    static func isProfiled(_ text: String, in row: [TableCell]) -> Bool {
        guard !text.isEmpty, !CellText.isPlaceholder(text), !CellText.isCodeClass(text),
            !Extractor.isFallbackLabel(text)
        else { return false }
        return !isCodeRowOfAClass(row) && !isSectionLabelRow(row)
    }

    /// A row that labels the rows below it (`**Class 08** | **Connection Exception**`): several filled cells, all
    /// in bold or emphasis, the first of several words (see `Extractor.isSectionLabel(_:)`, which asks its key).
    static func isSectionLabelRow(_ row: [TableCell]) -> Bool {
        let filled = row.filter { !$0.plainText.isEmpty }
        guard filled.count > 1, filled.allSatisfy(Extractor.isEmphasisOnly) else { return false }
        return filled[0].plainText.contains(where: \.isWhitespace)
    }

    /// The kind of one cell from its values: numbers (with those beyond Int and reversed ranges, which get
    /// their diagnostics when rows are read); else code tokens that read as code; else code tokens and short
    /// names; else prose.
    static func kind(ofValues values: [String]) -> Kind {
        if values.allSatisfy({
            CellText.integer($0) != nil || CellText.range($0) != nil || CellText.isBeyondInt($0)
                || CellText.reversedRange($0) != nil || CellText.labeledNumber($0) != nil
        }) {
            return .numeric
        }
        if values.allSatisfy({ CellText.isDigitCode($0) || (CellText.isCodeToken($0) && Self.looksLikeCode($0)) }) {
            return .codes
        }
        if values.allSatisfy({ CellText.isCodeToken($0) || CellText.isShortName($0) }) { return .names }
        return .prose
    }

    /// Whether a cell of one value is a phrase that can name an error: code tokens and short names are
    /// phrases already; only prose is asked (`CellText.isPhraseName`).
    static func isPhrase(_ text: String, values: [String], kind: Kind) -> Bool {
        values.count == 1 && (kind == .codes || kind == .names || (kind == .prose && CellText.isPhraseName(text)))
    }

    /// A row naming a class of codes (`**Client errors**` beside `4xx`) is left out of every profile.
    static func isCodeRowOfAClass(_ row: [TableCell]) -> Bool {
        row.contains { CellText.isCodeClass($0.plainText) }
    }

    private static func isBlank(_ inline: Inline) -> Bool {
        if case .text(let text) = inline { return text.allSatisfy(\.isWhitespace) }
        return false
    }

    /// The kind of three cells in four or more (so one odd cell gets its own diagnostic instead of hiding
    /// the column): numbers; code tokens; code tokens and names; else prose. Numbers beside codes that hold
    /// digits (`205` and `E203`, `22012` and `08S01`; `codesWithDigits` counts those cells) are codes: the class
    /// of catalogues whose codes are mostly numbers with a few written with letters, and of SQLSTATE lists.
    private static func kind(_ counts: [Kind: Int], filled: Int, codesWithDigits: Int) -> Kind {
        guard filled > 0 else { return .empty }
        func share(_ kinds: [Kind]) -> Bool { kinds.reduce(0) { $0 + counts[$1, default: 0] } * 4 >= filled * 3 }
        if codesWithDigits > 0, counts[.numeric, default: 0] > 0, share([.numeric, .codes]) { return .codes }
        if share([.numeric]) { return .numeric }
        if share([.codes]) { return .codes }
        if share([.codes, .names]) { return .names }
        return .prose
    }

    /// A code token that reads as code rather than as a plain word: all capitals (`TIMEOUT`), or an
    /// underscore, dash, dot, digit or inner capital (`NOT_FOUND`, `not-found`, `NoSuchKey`).
    static func looksLikeCode(_ token: String) -> Bool {
        let scalars = Array(token.unicodeScalars)
        if !scalars.contains(where: { ("a"..."z").contains($0) }) { return true }
        if scalars.contains(where: { "_-.".unicodeScalars.contains($0) }) { return true }
        return Identifier.looksLikeCode(token)
    }
}

extension ColumnRoles {
    /// Roles inferred from a table's content: the integer column is the raw value; the column of code tokens
    /// or short names (code spans, a header that names codes, the code prefix and distinct values count for
    /// it) is the code; of the rest, a column whose header says "description" (or "meaning", "message",
    /// "reason", …), else the one of longest text, is the description. `nil` when no column can key a row.
    public static func inferred(for table: Table, codePrefix: String) -> ColumnRoles? {
        let headers = table.header.map(\.plainText)
        let profiles = headers.indices.map { ColumnProfile(column: $0, of: table, codePrefix: codePrefix) }

        // Decimal columns first: of `ID(Dec) | ID(Hex)`, the decimal one is the raw value wherever it stands.
        let numeric = profiles.indices.filter { profiles[$0].kind == .numeric }.sorted {
            (profiles[$0].hexCells > 0 ? 1 : 0, $0) < (profiles[$1].hexCells > 0 ? 1 : 0, $1)
        }
        var code = codeColumn(headers: headers, profiles: profiles, hasNumbers: !numeric.isEmpty)
        // The raw value is a column whose numbers identify rows: a number beside two different codes (an HTTP
        // status next to `RateExceeded` and `BadSignature`) is an attribute of each error, and so is a code
        // listed with two numbers (408 and 504).
        // Beside a column of phrases (`Normal disconnection`, `request data param invalid`: several words on
        // average, no code spans) the numbers are the codes and the phrases label them: a number beside two phrases
        // is one code with two names (see `Extractor.admit`), so the numbers stay raw values.
        var rawValue = numeric.first { index in
            code.map { column in
                let profile = profiles[column]
                let labels = profile.kind == .names && profile.codeSpanCells == 0 && profile.meanWords >= 1.5
                return labels || Self.numbersIdentifyCodes(table, numbers: index, codes: column)
            } ?? true
        }
        if rawValue == nil, let column = code, let keying = keyingNumbers(table, numeric: numeric, codes: column) {
            (code, rawValue) = (nil, keying)
        }
        guard code != nil || rawValue != nil else { return nil }
        // Beside numbers, the only column of text is their description when some cell is no name (`Invalid pin id
        // in o/O? Command`): the class of bare `Code | Error` tables, whose cases are named from the description.
        if let column = code, rawValue != nil, profiles[column].kind == .names,
            profiles[column].phraseCells < profiles[column].filledCells,
            !profiles.indices.contains(where: { $0 != column && $0 != rawValue && profiles[$0].kind != .numeric })
        {
            code = nil
        }
        if code == nil, rawValue != nil {
            code = phraseNameColumn(table, headers: headers, profiles: profiles, rawValue: rawValue)
        }

        let rest = profiles.indices.filter { $0 != code && $0 != rawValue && profiles[$0].kind != .numeric }
        let description = descriptionColumn(among: rest, headers: headers, profiles: profiles)
        var roles = ColumnRoles(code: code, rawValue: rawValue, description: description, inferred: true)
        roles.grouping = groupingColumns(of: table, roles: roles, profiles: profiles)
        return roles
    }

    /// Whether the numbers of a column and the codes beside them go one to one: no code has two different
    /// numbers (an error listed for status 408 and again for 504) and no number stands beside two different codes
    /// (status 403 beside `AccessDenied` and `BadSignature`). Then the numbers are raw values, else an extra
    /// property. The same code with the same number on several rows (one row per cause) keeps them raw values.
    private static func numbersIdentifyCodes(_ table: Table, numbers: Int, codes: Int) -> Bool {
        numbersConflict(table, numbers: numbers, codes: codes) == nil
    }

    /// Where a column's numbers fail to identify the codes beside them, for a note: `'403' stands beside
    /// 'AccessDenied' and 'BadSignature'`, `'ServiceTimeoutException' has both '408' and '504'`; `nil` when
    /// numbers and codes go one to one.
    static func numbersConflict(_ table: Table, numbers: Int, codes: Int) -> String? {
        var numberOf: [String: String] = [:]
        var codeOf: [String: String] = [:]
        for row in table.rows where numbers < row.count && codes < row.count {
            let code = row[codes].plainText
            let number = row[numbers].plainText
            guard !code.isEmpty, !number.isEmpty, !CellText.isPlaceholder(number), !CellText.isCodeClass(number)
            else { continue }
            // One error for several statuses in one cell (`400, 401, 404`): the statuses are its property.
            if CellText.values(of: row[numbers]).count > 1 {
                return "\(Diagnostic.quote(code)) stands beside several numbers in one cell"
            }
            if let earlier = numberOf[code], earlier != number {
                return "\(Diagnostic.quote(code)) has both \(Diagnostic.quote(earlier)) and \(Diagnostic.quote(number))"
            }
            if let earlier = codeOf[number], earlier != code {
                return
                    "\(Diagnostic.quote(number)) stands beside \(Diagnostic.quote(earlier)) and \(Diagnostic.quote(code))"
            }
            numberOf[code] = number
            codeOf[number] = code
        }
        return nil
    }

    /// In a table keyed by numbers with no column of codes, a column of short phrases beside a column of longer
    /// text names each error (`400 | Invalid request. | The request body is not valid JSON …`): the class of
    /// HTTP-style status tables with a reason phrase and a description. The phrase column: every cell a phrase
    /// (`CellText.isPhraseName`), distinct, not headed "Description", and either phrases of two words on
    /// average or headed like a short text (`Reason`, `Message`, `Name`, …); another column's text must be at
    /// least two words longer on average. A column of single labels (`Capture`, `Encoding`) is no such column.
    private static func phraseNameColumn(
        _ table: Table, headers: [String], profiles: [ColumnProfile], rawValue: Int?
    ) -> Int? {
        let text = profiles.indices.filter { $0 != rawValue && profiles[$0].kind != .numeric && !profiles[$0].allSame }
        return text.first { index in
            let profile = profiles[index]
            let header = headers[index]
            guard profile.filledCells > 1, profile.phraseCells == profile.filledCells, profile.distinct,
                !CellText.header(header, mentions: CellText.literalDescriptionHeaderWords)
            else { return false }
            let namedLikeAShortText =
                CellText.header(header, mentions: CellText.descriptionHeaderWords)
                || CellText.header(header, mentions: CellText.codeHeaderWords)
            guard profile.meanWords >= 1.5 || namedLikeAShortText else { return false }
            return text.contains { $0 != index && profiles[$0].meanWords >= profile.meanWords + 2 }
        }
    }

    /// Extra columns filled on the first row and then only on some rows: grouping columns. The rows a profile
    /// leaves out (a class row such as `4XX`, a placeholder, class or fallback cell in the column) count neither
    /// as filled cells nor in the rows the column is compared with, so that a column of numbers filled on every
    /// other row stays a column of properties.
    static func groupingColumns(of table: Table, roles: ColumnRoles, profiles: [ColumnProfile]) -> [Int] {
        guard table.rows.count > 1 else { return [] }
        return profiles.indices.filter { index in
            guard roles.isExtra(index), profiles[index].firstFilled, profiles[index].kind != .prose else {
                return false
            }
            let counted = table.rows.lazy.filter { row in
                guard index < row.count else { return true }
                let text = row[index].plainText
                return !CellText.isPlaceholder(text) && !CellText.isCodeClass(text) && !Extractor.isFallbackLabel(text)
                    && !ColumnProfile.isCodeRowOfAClass(row)
            }.count
            return profiles[index].filledCells < counted
        }
    }
}
