/// Why a table of a document is or is not read as an error table, and under which headings it stands: the
/// reader's decision for one table, which `tables --roles` prints and `lint` summarizes.
public struct TableDecision: Sendable, Equatable {
    /// Where the table starts (1-based line and column).
    public var line: Int
    /// The table's first column (1-based, in UTF-8 bytes).
    public var column: Int
    /// The roles it is read with; `nil` when it is not read as an error table.
    public var roles: ColumnRoles?
    /// Why, in words: `its key column 1 ('Error code') names errors`.
    public var reason: String
    /// The texts of the headings the table stands under, outermost first.
    public var section: [String] = []
    /// Whether the table was left out as a parameter, field or option table.
    public var isParameterTable = false
    /// Whether the table was left out as a table of fields (an error response's `Code`, `Message`, …; see
    /// `TableSelection.fieldTableReason(_:key:)`).
    public var isFieldTable = false
    /// Whether the table was left out because its key column's header names no codes while other tables'
    /// headers do.
    public var hasUnnamedKey = false
    /// Whether the table was left out as a return-value, response or example table: it stands right under a
    /// heading such as `Returns` or `Example`, and its key column's header does not name errors.
    public var isReturnValueTable = false
    /// For a table read: the guesses made reading its rows, in row order.
    public var rows: [RowDecision] = []

    /// Whether the table is read as an error table.
    public var isErrorTable: Bool { roles != nil }
}

/// The role one column of an error table plays, and why: the reader's decision for one column
/// (`ColumnRoles.decisions(for:roles:codePrefix:configured:)`, computed when asked, as `tables --roles` does).
public struct ColumnDecision: Sendable, Equatable {
    /// A column's role.
    public enum Role: String, Sendable {
        /// The column naming each error.
        case code
        /// The column of integer codes or ranges.
        case rawValue
        /// The description.
        case description
        /// An extra property whose empty cells repeat the value above.
        case grouping
        /// An extra property of each error.
        case property
    }

    /// The column, 0-based.
    public var column: Int
    /// Its role.
    public var role: Role
    /// Why, in words: `its header literally says Description`.
    public var reason: String
}

/// A decision made reading one row of an error table that was a guess: a row skipped, merged, or read as a
/// range or through a label.
public struct RowDecision: Sendable, Equatable {
    /// What was decided.
    public enum Kind: String, Sendable {
        /// A placeholder row, skipped.
        case placeholder
        /// A row naming a class of codes (`4XX`), skipped.
        case classRow
        /// A row all in bold or emphasis whose key is no code (`**Class 08** | **Connection Exception**`): a
        /// label for the rows below it, skipped.
        case sectionLabel
        /// A code column's number read as the code and its raw value (`205` beside `E203`), or a code that starts
        /// with a digit read as a string (`08S01`, and `00000` beside it).
        case numberCode
        /// A row reporting success (`200 (OK)`), skipped.
        case successSkipped
        /// A row repeating an earlier one, skipped.
        case repeated
        /// A code on an earlier row, its values merged into that row's case.
        case merged
        /// A code on an earlier row with another description: the causes joined into one case.
        case causesJoined
        /// A range of codes (`1000 ~ 1099`), one case.
        case range
        /// A number read with the label beside it (`400 (Bad request)`), or with no name (`code<N>`).
        case label
        /// A row without a code, read as the row for every other code.
        case fallback
        /// A number on an earlier row under another name: one case, the name its alias.
        case secondName
    }

    /// The row's line.
    public var line: Int
    /// What was decided.
    public var kind: Kind
    /// The decision in words.
    public var detail: String
}

/// The rules that tell an error table from the other tables of a reference page.
///
/// **Parameter tables.** API reference pages document parameters, request and response fields, options and
/// properties in tables such as `Name | Type | Required | Description` or `Parameter | Type | Default |
/// Description`, often dozens of them beside one error table. The class: a table with a column whose header
/// names a data type or whether a value is required or defaulted (`Type`, `Data type`, `Required`,
/// `Optional`, `Default`, in several languages, Russian, Italian, Turkish, Polish and Vietnamese among them), and whose key column's header does not name errors (`Code`,
/// `Error`, `Exception`, `Status`, in several languages). Such a table is never read as an error table, and
/// `lint` says so in a note; `columns` set by header text still selects any table it names.
enum TableSelection {
    /// Header words of a column giving a value's data type.
    static let typeHeaderWords = [
        "type", "typ", "tipo", "型", "类型", "類型", "타입", "형식", "자료형", "نوع", "प्रकार", "тип", "tür", "kiểu",
    ]

    /// Header words of a column saying whether a value is required, optional, or what its default is.
    static let requirednessHeaderWords = [
        "required", "optional", "default", "mandatory", "obligatoire", "facultatif", "par défaut", "erforderlich",
        "pflicht", "optional", "standardwert", "requerido", "obligatorio", "predeterminado", "obrigatório",
        "padrão", "necessário", "必須", "必需", "必填", "任意", "既定", "デフォルト", "默认", "預設", "필수", "기본값",
        "선택", "مطلوب", "اختياري", "افتراضي", "आवश्यक", "डिफ़ॉल्ट", "обязател", "необязател", "по умолчанию",
        "obbligatorio", "facoltativo", "predefinito", "zorunlu", "varsayılan", "wymagan", "opcjonaln", "domyśln",
        "bắt buộc", "mặc định", "tùy chọn",
    ]

    /// Header words of a key column that names errors, which a parameter table's key column never does.
    static let errorKeyHeaderWords = [
        "code", "error", "exception", "status", "fault", "failure", "fehler", "código", "codigo", "erreur", "erro",
        "estado",
        "errore", "codice", "statut", "コード", "エラー", "ステータス", "코드", "오류", "에러", "상태", "代码", "代碼",
        "错误", "錯誤", "状态", "رمز", "خطأ", "حالة", "कोड", "त्रुटि", "код", "ошибк", "статус", "kod", "hata", "durum",
        "błąd", "błęd", "mã", "lỗi", "trạng thái",
    ]

    /// Words of a heading that introduces errors, for choosing among families of codes.
    static let errorHeadingWords = [
        "error", "exception", "failure", "fault", "fehler", "erreur", "error", "erro", "errore", "エラー", "例外",
        "오류", "에러", "错误", "錯誤", "异常", "خطأ", "أخطاء", "त्रुटि", "ошибк", "исключени", "hata", "błąd", "błęd",
        "wyjąt", "lỗi", "ngoại lệ",
    ]

    /// Header words of the key column of a parameter, field or property table.
    static let parameterKeyHeaderWords = [
        "name", "parameter", "param", "field", "property", "attribute", "argument", "option", "key", "nom", "champ",
        "paramètre", "propriété", "attribut", "feld", "eigenschaft", "parameter", "nombre", "campo", "propiedad",
        "parámetro", "atributo", "parâmetro", "propriedade", "名前", "パラメータ", "パラメーター", "フィールド", "プロパティ",
        "属性", "名称", "参数", "字段", "이름", "매개변수", "파라미터", "필드", "속성", "اسم", "معامل", "حقل", "خاصية",
        "имя", "параметр", "поле", "свойство", "nome", "proprietà", "parametre", "özellik", "nazwa", "pole",
        "właściwość", "tên", "tham số", "trường", "thuộc tính",
    ]

    /// The column whose header makes `table` a parameter table, given the column that keys its rows; `nil`
    /// when it is no parameter table. The key column may itself be the type column (`Property | Data type`,
    /// where type names look like codes); then another column's header must name parameters, so that a
    /// `Type | Description` table of exception types stays an error table.
    static func parameterColumn(of table: Table, key: Int) -> Int? {
        let headers = table.header.map(\.plainText)
        guard key < headers.count, !CellText.header(headers[key], mentions: errorKeyHeaderWords) else { return nil }
        func namesType(_ index: Int) -> Bool { headerWords(headers[index]).contains { typeHeaderWords.contains($0) } }
        if let column = headers.indices.first(where: { index in
            index != key && (CellText.header(headers[index], mentions: requirednessHeaderWords) || namesType(index))
        }) {
            return column
        }
        guard namesType(key),
            headers.indices.contains(where: {
                $0 != key && CellText.header(headers[$0], mentions: parameterKeyHeaderWords)
            })
        else { return nil }
        return key
    }

    /// A header's words, lowercased: `Data type` → `data`, `type`. Text without spaces (CJK) is one word.
    static func headerWords(_ header: String) -> [String] {
        header.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// Words of a sub-heading that labels an operation's errors or its response.
    static let responseHeadingWords = [
        "response", "returns", "return value", "réponse", "retour", "antwort", "rückgabe", "respuesta", "resposta",
        "retorno", "レスポンス", "応答", "戻り値", "响应", "返回", "응답", "반환", "الاستجابة",
    ]

    /// Words of a heading over a return value, a response or an example (`#### Returns`, `## Return value`,
    /// `### Rückgabewert`, `#### Ejemplo`). Words that also begin words for errors are left out (`例` is in `例外`).
    static let returnValueHeadingWords =
        responseHeadingWords + [
            "return", "devuelve", "valor devuelto", "valore restituito", "возвращает", "возвращаемое", "ответ",
            "example", "sample", "beispiel", "ejemplo", "exemple", "exemplo", "esempio", "使用例", "サンプル",
            "示例", "範例", "예제", "예시", "مثال", "उदाहरण", "пример", "örnek", "przykład", "ví dụ",
        ]

    /// **Return-value, response and example tables.** Generated SDK references put a table of what an operation
    /// returns (`Type | Description`, a row `Invoice`) or of a sample call (`Call | Result`) under a heading such
    /// as `Returns`, `Return value`, `Response` or `Example` (in the languages the reader knows). The class: a
    /// table whose nearest heading names a return value, a response or an example and does not name errors, and
    /// whose key column's header does not name errors (`Code`, `Error`, `Status`, …); a heading that names codes or
    /// statuses (`Return codes`, `Response status`) is no such heading. Such a table is not an
    /// error table, and `lint` says so in a note; a `Response details` table keyed by `Error` stays one.
    static func isReturnValueTable(_ table: Table, key: Int, heading: String?) -> Bool {
        guard let heading, key < table.header.count,
            CellText.header(heading, mentions: returnValueHeadingWords),
            !CellText.header(heading, mentions: errorKeyHeaderWords + errorHeadingWords)
        else { return false }
        return !CellText.header(table.header[key].plainText, mentions: errorKeyHeaderWords)
    }

    /// Whether a sub-heading labels an operation's errors (`Errors`, `Response details`, `エラー`).
    static func headingLabelsErrors(_ text: String) -> Bool {
        CellText.header(text, mentions: errorHeadingWords) || CellText.header(text, mentions: responseHeadingWords)
    }

    /// Whether a heading's text says it introduces errors.
    static func headingNamesErrors(_ text: String) -> Bool {
        CellText.header(text, mentions: errorHeadingWords)
    }
}
