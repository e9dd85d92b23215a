/// Stage 2 of reading an error table, explained: why each column plays its role. The roles themselves come
/// from `ColumnRoles.inferred(for:codePrefix:)` and the config (`Extractor.roles(for:)`); this says which rule
/// chose each one, for `tables --roles`.
extension ColumnRoles {
    /// Each column's role and why, in column order. `configured` maps the columns `columns` names to the key
    /// that names them (`code`, `rawValue`, `description`).
    public static func decisions(
        for table: Table, roles: ColumnRoles, codePrefix: String, configured: [Int: String]
    ) -> [ColumnDecision] {
        let headers = table.header.map(\.plainText)
        let profiles = headers.indices.map { ColumnProfile(column: $0, of: table, codePrefix: codePrefix) }
        return headers.indices.map { index in
            let role = role(of: index, in: roles)
            if let key = configured[index] {
                return ColumnDecision(column: index, role: role, reason: "'columns.\(key)' names it")
            }
            let reason: String
            switch role {
            case .code: reason = codeReason(index, headers: headers, profile: profiles[index], codePrefix: codePrefix)
            case .rawValue: reason = "its numbers identify the rows"
            case .description: reason = descriptionReason(index, headers: headers, profiles: profiles)
            case .grouping:
                reason = "filled on the first row and then only on some: an empty cell repeats the value above"
            case .property:
                reason = propertyReason(index, table: table, roles: roles, profile: profiles[index])
            }
            return ColumnDecision(column: index, role: role, reason: reason)
        }
    }

    /// The role a column plays in `roles`.
    static func role(of index: Int, in roles: ColumnRoles) -> ColumnDecision.Role {
        if index == roles.code { return .code }
        if index == roles.rawValue { return .rawValue }
        if index == roles.description { return .description }
        return roles.grouping.contains(index) ? .grouping : .property
    }

    private static func codeReason(
        _ index: Int, headers: [String], profile: ColumnProfile, codePrefix: String
    ) -> String {
        if !codePrefix.isEmpty && profile.prefixedCells > 0 {
            return "it holds codes starting with \(Diagnostic.quote(codePrefix))"
        }
        var reasons: [String]
        switch profile.kind {
        case .codes: reasons = ["its cells are code tokens"]
        case .names: reasons = ["its cells are code tokens or short names"]
        default: reasons = ["its cells are short phrases beside longer text: they name the numbered rows"]
        }
        if profile.codeSpanCells > 0 { reasons.append("in code spans") }
        if CellText.header(headers[index], mentions: CellText.codeHeaderWords) {
            reasons.append("its header names codes")
        }
        return reasons.joined(separator: ", ")
    }

    private static func descriptionReason(_ index: Int, headers: [String], profiles: [ColumnProfile]) -> String {
        if CellText.header(headers[index], mentions: CellText.literalDescriptionHeaderWords) {
            return "its header says description"
        }
        if CellText.header(headers[index], mentions: CellText.descriptionHeaderWords) {
            return "its header names a text (a meaning, message or reason)"
        }
        if profiles[index].meanWords >= 2 { return "its text is the longest, of several words" }
        return "the only other column"
    }

    private static func propertyReason(
        _ index: Int, table: Table, roles: ColumnRoles, profile: ColumnProfile
    ) -> String {
        if profile.kind == .numeric, let code = roles.code,
            let conflict = numbersConflict(table, numbers: index, codes: code)
        {
            return "numbers, but \(conflict): a property of each error, not raw values"
        }
        if profile.allSame { return "one value on every row: a property, never the code" }
        if profile.kind == .numeric { return "numbers beside the raw-value column: a property of each error" }
        return "a property of each error"
    }
}
