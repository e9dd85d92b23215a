extension Extractor {
    /// The headings among a document's items, in order.
    static func headings(of items: [Block]) -> [Heading] {
        items.compactMap { item -> Heading? in
            if case .heading(let heading) = item { return heading }
            return nil
        }
    }

    /// The decision on each table that is not a lookup table, before it is read: where it starts and what its
    /// selection says (roles, reason, and whether it is a parameter or return-value table or has a key that
    /// names no codes beside tables whose keys do).
    static func tableDecisions(_ tables: [Table], selections: [Selection]) -> [TableDecision] {
        zip(tables, selections).map { table, selection in
            TableDecision(
                line: table.range.start.line, column: table.range.start.column, roles: selection.roles,
                reason: selection.reason, isParameterTable: selection.isParameterTable,
                isFieldTable: selection.isFieldTable, hasUnnamedKey: selection.hasUnnamedKey,
                isReturnValueTable: selection.isReturnValueTable)
        }
    }
}
