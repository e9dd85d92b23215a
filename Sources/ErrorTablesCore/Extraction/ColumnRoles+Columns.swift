extension ColumnRoles {
    /// The code column: of the columns of code tokens, and of short names where the header names codes or no
    /// column holds numbers (beside numbers, a column of words like `Capture` is more often a label than a
    /// name), the one of highest `codeScore`, the leftmost on a tie. A column holding one value on every row
    /// (an exception class, a content type) cannot tell the rows apart, so it is never the code column.
    static func codeColumn(headers: [String], profiles: [ColumnProfile], hasNumbers: Bool) -> Int? {
        let candidates = profiles.indices.filter { index in
            !profiles[index].allSame
                && (profiles[index].kind == .codes
                    || (profiles[index].kind == .names
                        && (!hasNumbers || CellText.header(headers[index], mentions: CellText.codeHeaderWords))))
        }
        let scores = Dictionary(
            uniqueKeysWithValues: candidates.map { ($0, codeScore(profiles[$0], header: headers[$0])) })
        return candidates.max { a, b in
            let (scoreA, scoreB) = (scores[a] ?? 0, scores[b] ?? 0)
            return scoreA < scoreB || (scoreA == scoreB && a > b)
        }
    }

    /// A column of numbers that keys the rows where the codes beside it mostly repeat: each number on one row, one
    /// number per cell, while the codes have at most half as many values as rows (`10000 | 42S02`, `10001 |
    /// 42S02`, …). The class: vendor error numbers beside the SQLSTATE each belongs to, which is a property of each
    /// error. A code listed again for another status (`ServiceTimeoutException` for 408 and 504) keeps its column.
    /// `nil` when the codes tell the rows apart or no such column exists.
    static func keyingNumbers(_ table: Table, numeric: [Int], codes: Int) -> Int? {
        var seenCodes: Set<String> = []
        var filled = 0
        for row in table.rows where codes < row.count && !row[codes].plainText.isEmpty {
            filled += 1
            seenCodes.insert(row[codes].plainText)
        }
        guard filled > 2, seenCodes.count * 2 <= filled else { return nil }
        return numeric.first { column in
            var seen: Set<String> = []
            return table.rows.allSatisfy { row in
                guard column < row.count else { return true }
                let values = CellText.values(of: row[column])
                guard values.count <= 1 else { return false }
                return values.first.map { seen.insert($0).inserted } ?? true
            } && !seen.isEmpty
        }
    }

    /// How strongly a column reads as the code column: the shares of code-span cells and of cells with the
    /// code prefix count 4 each, a header naming codes 2, distinct values 1, a column of code tokens 0.5; a
    /// column of codes that are mostly numbers loses 1, so that a column of names beside it names the rows.
    static func codeScore(_ profile: ColumnProfile, header: String) -> Double {
        guard profile.filledCells > 0 else { return 0 }
        let share = { (count: Int) in Double(count) / Double(profile.filledCells) }
        return share(profile.codeSpanCells) * 4 + share(profile.prefixedCells) * 4
            + (CellText.header(header, mentions: CellText.codeHeaderWords) ? 2 : 0)
            + (profile.distinct ? 1 : 0) + (profile.kind == .codes ? 0.5 : 0)
            - (profile.numberCells * 2 > profile.filledCells ? 1 : 0)
    }

    /// The description column among `rest` (the columns neither code, raw value nor numbers): one whose header
    /// literally says "Description", else one whose header says so in other words (`Meaning`, `Message`,
    /// `Reason`, …); else the longest text of several words (the leftmost on a tie); else, in a table of two
    /// columns, the other one.
    static func descriptionColumn(among rest: [Int], headers: [String], profiles: [ColumnProfile]) -> Int? {
        let byHeader =
            rest.first { CellText.header(headers[$0], mentions: CellText.literalDescriptionHeaderWords) }
            ?? rest.first { CellText.header(headers[$0], mentions: CellText.descriptionHeaderWords) }
        let sentences = rest.filter { profiles[$0].meanWords >= 2 }
        let longest = sentences.max { a, b in
            profiles[a].meanLength < profiles[b].meanLength
                || (profiles[a].meanLength == profiles[b].meanLength && a > b)
        }
        let onlyOther = headers.count == 2 ? rest.first : nil
        return byHeader ?? longest ?? onlyOther
    }
}
