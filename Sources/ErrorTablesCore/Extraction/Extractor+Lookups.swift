extension Extractor {
    /// A lookup table from a pipe table, when the table fits one of the configured lookups: its code column
    /// holds numbers or ranges and its case column names codes of this domain.
    func lookupTable(_ table: Table, path: String, diagnostics: inout Diagnostics) -> LookupTable? {
        for lookup in config.lookups {
            let columns = [lookup.code, lookup.caseColumn, lookup.message] + (lookup.subcode.map { [$0] } ?? [])
            guard let widest = columns.max(), table.header.count >= widest else { continue }
            let fits = table.rows.contains { row in
                LookupKey.codes(from: row[lookup.code - 1].plainText) != nil
                    && codeText(of: row[lookup.caseColumn - 1])?.hasPrefix(config.codePrefix) == true
            }
            guard fits else { continue }
            return read(table, as: lookup, path: path, diagnostics: &diagnostics)
        }
        return nil
    }

    private func read(
        _ table: Table, as lookup: DomainConfig.Lookup, path: String, diagnostics: inout Diagnostics
    ) -> LookupTable {
        var result = LookupTable(
            name: lookup.name, rows: [], fallback: nil, location: Self.location(table.range.start, in: path))
        var seen: [LookupKey: SourceLocation] = [:]
        for row in table.rows {
            let codeCell = row[lookup.code - 1]
            guard let codes = LookupKey.codes(from: codeCell.plainText) else {
                let caseCell = row[lookup.caseColumn - 1]
                readCodelessRow(
                    codeCell, caseCode: codeText(of: caseCell), caseCell: caseCell,
                    messageCell: row[lookup.message - 1], path: path, into: &result, diagnostics: &diagnostics)
                continue
            }
            guard let keyed = keyedRow(row, codes: codes, as: lookup, path: path, diagnostics: &diagnostics) else {
                continue
            }
            if let first = seen[keyed.key] {
                diagnostics.report(.duplicateLookupKeyInTable(keyed.key, firstLine: first.line, at: keyed.location))
                continue
            }
            seen[keyed.key] = keyed.location
            result.rows.append(keyed)
        }
        return result
    }

    /// Where a position of the document at `path` is.
    static func location(_ position: LineColumn, in path: String) -> SourceLocation {
        SourceLocation(path: path, line: position.line, column: position.column)
    }

    /// A lookup row whose code cell holds a number, a range or nothing (`codes`), before duplicates are looked
    /// for; `nil`, reported, when its subcode is not a number, when it matches nothing (no code and no
    /// subcode), or when its case cell names no code of the domain.
    func keyedRow(
        _ row: [TableCell], codes: ClosedRange<Int>?, as lookup: DomainConfig.Lookup, path: String,
        diagnostics: inout Diagnostics
    ) -> LookupRow? {
        let codeCell = row[lookup.code - 1]
        let caseCell = row[lookup.caseColumn - 1]
        let messageCell = row[lookup.message - 1]
        let subcodeText = lookup.subcode.map { row[$0 - 1].plainText } ?? ""
        let rowLocation = Self.location(codeCell.start, in: path)
        guard let subcode = LookupKey.subcode(from: subcodeText) else {
            let subcodeLocation = Self.location(row[(lookup.subcode ?? 1) - 1].start, in: path)
            diagnostics.report(
                LookupKey.outOfRange(subcodeText.trimmingSpacesAndNewlines(), "subcode", at: subcodeLocation)
                    ?? .subcodeNotNumber(subcodeText, at: subcodeLocation))
            return nil
        }
        let key = LookupKey(codes: codes, subcode: subcode)
        guard codes != nil || subcode != nil else {
            diagnostics.report(.lookupRowMatchesNothing(at: rowLocation))
            return nil
        }
        let caseLocation = Self.location(caseCell.start, in: path)
        guard let caseCode = codeText(of: caseCell), caseCode.hasPrefix(config.codePrefix) else {
            diagnostics.report(
                .lookupCaseNotDomainCode(
                    key, codePrefix: config.codePrefix, column: lookup.caseColumn, at: caseLocation))
            return nil
        }
        return LookupRow(
            key: key, caseCode: caseCode, message: messageCell.plainText, documentation: messageCell.inlines.markdown,
            location: rowLocation, caseLocation: caseLocation,
            messageLocation: Self.location(messageCell.start, in: path))
    }

    /// A lookup row whose code cell holds no number or range: a typo when the cell has digits ("19O", "200-2O0"),
    /// else the "All others" row (one per table).
    private func readCodelessRow(
        _ codeCell: TableCell, caseCode: String?, caseCell: TableCell, messageCell: TableCell, path: String,
        into result: inout LookupTable, diagnostics: inout Diagnostics
    ) {
        func location(_ position: LineColumn) -> SourceLocation {
            SourceLocation(path: path, line: position.line, column: position.column)
        }
        let rowLocation = location(codeCell.start)
        if let problem = LookupKey.problem(in: codeCell.plainText, at: rowLocation) {
            diagnostics.report(problem)
            return
        }
        if codeCell.plainText.contains(where: \.isNumber) {
            diagnostics.report(.notLookupCode(codeCell.plainText, at: rowLocation))
            return
        }
        let fallback = LookupRow(
            key: LookupKey(codes: nil, subcode: nil), caseCode: caseCode, message: messageCell.plainText,
            documentation: messageCell.inlines.markdown, location: rowLocation,
            caseLocation: location(caseCell.start), messageLocation: location(messageCell.start))
        if result.fallback != nil {
            diagnostics.report(.secondLookupFallback(codeCell.plainText, at: rowLocation))
        } else {
            result.fallback = fallback
        }
    }
}

extension Diagnostic {
    /// A lookup code cell with digits that is neither a number nor a range.
    static func notLookupCode(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "\(quote(text)) is not a code or a range; write a number such as 190 or a range such as 200-299 (a "
                + "fallback row has words, e.g. 'All others')", at: location)
    }

    /// A lookup table's second row without a code.
    static func secondLookupFallback(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "a second row without a code (\(quote(text))); a lookup table has at most one fallback row",
            at: location)
    }

    /// A subcode cell that is not a number.
    static func subcodeNotNumber(_ text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "the subcode \(quote(text)) is not a number; leave the cell empty to match any subcode",
            at: location)
    }

    /// A lookup row with neither a code nor a subcode.
    static func lookupRowMatchesNothing(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "this row has neither a code nor a subcode, so it matches nothing", at: location)
    }

    /// A lookup row whose case column names no code of the domain.
    static func lookupCaseNotDomainCode(
        _ key: LookupKey, codePrefix: String, column: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error,
            "the row for \(key) must name one of the domain's codes (\(quote(codePrefix + "…"))) in column \(column)",
            at: location)
    }

    /// A lookup key listed twice in one table.
    static func duplicateLookupKeyInTable(_ key: LookupKey, firstLine: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "the key \(key) is listed twice in one table; the first row is at line \(firstLine)", at: location)
    }
}
