extension Extractor {
    /// One table's selection by content (`selectionsByContent`): no key column, no error table; a parameter
    /// table (`parameterColumn`: the column giving types, requiredness or defaults) is left out; a return-value
    /// table under `heading` is left out unless other tables' keys name codes and its own does not (then that
    /// reason is kept); a key whose header names codes (`keyIsNamed`) is read; a key that names no codes beside
    /// tables whose keys do (`anyKeyNamed`) is left out; else the table is read.
    static func contentSelection(
        of table: Table, roles candidate: ColumnRoles?, heading: String?, parameterColumn: Int?,
        isReturnValueTable: Bool, keyIsNamed: Bool, anyKeyNamed: Bool
    ) -> Selection {
        let headers = table.header.map(\.plainText)
        guard let roles = candidate, let key = roles.key else {
            return Selection(roles: nil, reason: "no column holds codes or numbers")
        }
        let keyColumn = column(key, headers)
        if let parameter = parameterColumn {
            let keyText =
                parameter == key
                ? "its key column names types, beside a column that names parameters"
                : "\(column(parameter, headers)) gives types, requiredness or defaults, and its key "
                    + "\(keyColumn) does not name errors"
            return Selection(roles: nil, reason: "a parameter table: " + keyText, isParameterTable: true)
        }
        // A return-value table whose key names no codes, beside tables whose keys do, keeps that reason.
        if isReturnValueTable, let heading,
            !anyKeyNamed || CellText.header(headers[key], mentions: CellText.codeHeaderWords)
        {
            var selection = Selection(
                roles: nil,
                reason: "a return-value or example table: it stands under \(Diagnostic.quote(heading)), and its "
                    + "key \(keyColumn) does not name errors")
            selection.isReturnValueTable = true
            return selection
        }
        if keyIsNamed { return Selection(roles: roles, reason: "its key \(keyColumn) names codes") }
        if anyKeyNamed {
            return Selection(
                roles: nil, reason: "its key \(keyColumn) does not name codes, and other tables' do",
                hasUnnamedKey: true)
        }
        return Selection(roles: roles, reason: "\(keyColumn) holds codes, and no table's header names codes")
    }
}
