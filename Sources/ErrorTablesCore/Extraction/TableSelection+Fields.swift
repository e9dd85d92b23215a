/// Tables that describe fields rather than list errors.
///
/// The class: an error response's fields (`Code`, `Message`, `RequestId`, `Resource` of an S3-style XML error;
/// `type`, `title`, `status`, `detail`, `instance` of an RFC 9457 problem) or an object's properties, listed in a
/// table with a key column and a description, on the same page as the error codes. Such a table is no error table,
/// whatever its words: it is one when most of its keys (two at least) name fields of an error response, or when
/// its key column's header names fields (`Tag`, `Field`, `Element`, `Property`, `Поле`, `フィールド`, `字段`, …) and
/// not errors. A table with a type, requiredness or default column is a parameter table
/// (`TableSelection.parameterColumn(of:key:)`), decided before.
extension TableSelection {
    /// Keys of an error response's fields, lowercased with everything but letters dropped.
    static let errorResponseFields: Set<String> = [
        "code", "message", "requestid", "resource", "hostid", "details", "detail", "status", "statuscode", "title",
        "type", "instance", "target", "innererror", "errors", "error", "errorcode", "errormessage", "description",
        "reason", "traceid", "timestamp", "path", "correlationid", "documentationurl", "helpurl", "domain",
        "requestuuid",
    ]

    /// Header words of a key column that lists fields.
    static let fieldKeyHeaderWords = [
        "tag", "field", "element", "member", "property", "attribute", "champ", "élément", "propriété", "feld",
        "eigenschaft", "campo", "elemento", "propiedad", "propriedade", "поле", "тег", "элемент", "свойство",
        "フィールド", "要素", "プロパティ", "字段", "属性", "元素", "필드", "요소", "속성",
    ]

    /// Why a table is a field table (see the extension's comment), or `nil` when it is none.
    static func fieldTableReason(_ table: Table, key: Int) -> String? {
        let header = key < table.header.count ? table.header[key].plainText : ""
        let keys = table.rows.map { row in
            key < row.count ? row[key].plainText.lowercased().filter { $0.isLetter } : ""
        }
        let fields = keys.filter(errorResponseFields.contains).count
        if fields >= 2, fields * 2 >= keys.count {
            return "its keys name fields of an error response (\(fields) of \(keys.count) rows: 'Code', 'Message', …)"
        }
        guard !CellText.header(header, mentions: errorKeyHeaderWords),
            CellText.header(header, mentions: fieldKeyHeaderWords)
        else { return nil }
        return "its key column's header names fields, not errors"
    }
}

extension Diagnostic {
    /// Tables left out as tables of fields, at `lines`.
    static func fieldTablesSkipped(lines: [Int], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note,
            "not read as error tables: the \(lines.count == 1 ? "table" : "tables") at line"
                + (lines.count == 1 ? " " : "s ") + lines.map(String.init).joined(separator: ", ")
                + (lines.count == 1 ? ", which describes" : ", which describe")
                + " fields (an error response's 'Code', 'Message', …, or a key column headed "
                + "'Field', 'Tag', 'Property'); set 'columns' by header text to read one", at: location)
    }
}
