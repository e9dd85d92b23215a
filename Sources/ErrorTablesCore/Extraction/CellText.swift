/// What the text of a table cell looks like: numbers, ranges, identifiers, short names or prose.
///
/// These are the shapes real error pages use, read from a cell's plain text (code-span backticks already
/// removed, `<br>` and hard breaks as line breaks).
enum CellText {
    /// The values of a cell: its plain text split at line breaks, each trimmed, empty ones dropped; a value that
    /// is a list of numbers (`4101, 4102`, `1000 ~ 1099, 2000`) is split at its commas too.
    static func values(of cell: TableCell) -> [String] {
        let text = cell.plainText
        // Most cells hold one line: no `\n` byte, so no `\n` character either.
        if !text.utf8.contains(UInt8(ascii: "\n")) {
            let value = text.trimmingSpacesAndNewlines()
            return value.isEmpty ? [] : numberList(String(value)) ?? [String(value)]
        }
        return text.split(separator: "\n").map { String($0.trimmingSpacesAndNewlines()) }.filter { !$0.isEmpty }
            .flatMap { numberList($0) ?? [$0] }
    }

    /// A comma-separated list of numbers or ranges (`4101, 4102`): the class of troubleshooting and status tables
    /// that give one row to several codes. `nil` unless the text has a comma and every part is a number or range.
    static func numberList(_ text: String) -> [String]? {
        // The first character first: most cells do not start like a number, and then no byte is scanned.
        guard startsLikeInteger(text), text.utf8.contains(UInt8(ascii: ",")) else { return nil }
        let parts = text.split(separator: ",").map { String($0.trimmingSpacesAndNewlines()) }
        guard parts.count > 1, parts.allSatisfy({ integer($0) != nil || range($0) != nil }) else { return nil }
        return parts
    }

    /// A number followed by its label in parentheses, as status tables write them: `400 (Bad request)`,
    /// `429 (요청 한도 초과)`, `0 (SUCCESS)`, with ASCII or fullwidth parentheses. The class: a cell whose number is
    /// the code and whose label says in words what the number means (bold markup is already gone from the plain
    /// text, so `**404** (Not found)` is one too). `nil` for anything else.
    static func labeledNumber(_ text: String) -> (number: String, label: String)? {
        guard startsLikeInteger(text), let last = text.last, last == ")" || last == "）" else { return nil }
        guard let open = text.firstIndex(where: { $0 == "(" || $0 == "（" }) else { return nil }
        let number = String(text[..<open].trimmingSpacesAndNewlines())
        let label = String(
            text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingSpacesAndNewlines())
        guard !label.isEmpty, !label.contains(where: { "()（）".contains($0) }),
            integer(number) != nil || range(number) != nil
        else { return nil }
        return (number, label)
    }

    /// Whether text is ASCII without a carriage return: then each byte is one `Character` (only `\r\n` joins
    /// two ASCII bytes into one), so counts can be taken on bytes.
    private static func isSimpleASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// `text.count`, counted on bytes for simple ASCII text.
    static func characterCount(_ text: String) -> Int { counts(text).characters }

    /// The number of words: runs of characters that are not whitespace
    /// (`text.split(whereSeparator: \.isWhitespace).count`), counted on bytes for simple ASCII text.
    static func wordCount(_ text: String) -> Int { counts(text).words }

    /// `characterCount(_:)` and `wordCount(_:)` in one pass over the text.
    static func counts(_ text: String) -> (characters: Int, words: Int) {
        var characters = 0
        var words = 0
        var inWord = false
        if isSimpleASCII(text) {
            for byte in text.utf8 {
                let isSpace = isWhitespace(UInt32(byte))
                if !isSpace && !inWord { words += 1 }
                inWord = !isSpace
            }
            characters = text.utf8.count
        } else {
            // A character is whitespace when its first scalar is (as `Character.isWhitespace` says).
            for character in text {
                let isSpace = character.unicodeScalars.first.map { isWhitespace($0.value) } ?? false
                if !isSpace && !inWord { words += 1 }
                inWord = !isSpace
                characters += 1
            }
        }
        return (characters, words)
    }

    /// Whether a scalar has the Unicode White_Space property (`Unicode.Scalar.Properties.isWhitespace`), from
    /// the property's list, which has not changed since Unicode 6.3, instead of a table lookup.
    static func isWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Text that stands for "nothing here": `...`, `…`, a dash, `n/a`.
    static func isPlaceholder(_ text: String) -> Bool {
        // The longest placeholder has 3 bytes, and lowercasing shrinks text at most threefold (the Kelvin sign's
        // 3 bytes become `k`): longer text is none, and is not lowercased to find that out.
        guard text.utf8.count <= 16 else { return false }
        return placeholders.contains(text.lowercased())
    }

    private static let placeholders: Set<String> = ["...", "…", "—", "–", "-", "n/a", "na", "tbd", "?"]

    /// A class of HTTP-style codes such as `4xx` or `5XX`, or a list of them (`4XX, 5XX`, `4xx/5xx`,
    /// `4xx or 5xx`).
    static func isCodeClass(_ text: String) -> Bool {
        // Three ASCII scalars are three bytes; checked first, as every cell of every row is asked.
        if text.utf8.count == 3 { return isOneCodeClass(Substring(text)) }
        guard text.utf8.count > 3, text.utf8.count <= 40, text.utf8.first.map({ (0x31...0x39).contains($0) }) == true
        else { return false }
        let parts = text.split { ", /".contains($0) }.filter { $0 != "or" && $0 != "and" && $0 != "&" }
        return parts.count > 1 && parts.allSatisfy(isOneCodeClass)
    }

    private static func isOneCodeClass(_ text: Substring) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.count == 3 && ("1"..."9").contains(scalars[0])
            && scalars[1...].allSatisfy { $0 == "x" || $0 == "X" }
    }

    /// An integer written in decimal, with an optional sign (`-` or `−`), or in hexadecimal with `0x` (`0x01`,
    /// `0x80070005`: the class of protocol and OS status tables, whose raw value is the hexadecimal number);
    /// `nil` for anything else or a number outside `Int`'s range (see `isOutOfRangeInteger`).
    static func integer(_ text: String) -> Int? {
        if let hex = hexDigits(text) { return Int(hex, radix: 16) }
        guard let digits = signedDigits(text) else { return nil }
        return Int(digits)
    }

    /// Whether text is a decimal or hexadecimal integer too large for `Int`.
    static func isOutOfRangeInteger(_ text: String) -> Bool {
        if let hex = hexDigits(text) { return Int(hex, radix: 16) == nil }
        guard let digits = signedDigits(text) else { return false }
        return Int(digits) == nil
    }

    /// The digits of a hexadecimal number written `0x…` or `0X…` (at most 40 of them); `nil` otherwise.
    private static func hexDigits(_ text: String) -> Substring? {
        let utf8 = text.utf8
        guard utf8.count > 2, utf8.count <= 42, text.hasPrefix("0x") || text.hasPrefix("0X") else { return nil }
        let digits = text.dropFirst(2)
        guard digits.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }) else { return nil }
        return digits
    }

    /// A code that starts with a digit and holds a letter (`08S01`, `2201B`, `0A000`): the class of SQLSTATE and
    /// other fixed-width codes, whose digits are characters of the code, not a number; never a hexadecimal
    /// number (`0x1F`). A column holding one reads its numbers (`00000`, `22012`) as such codes too.
    static func isDigitCode(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard scalars.count > 1, scalars.count <= 40, let first = scalars.first, ("0"..."9").contains(first),
            hexDigits(text) == nil,
            scalars.allSatisfy({ ("0"..."9").contains($0) || isASCIILetter($0) })
        else { return false }
        return scalars.contains(where: isASCIILetter)
    }

    /// The text as `[-]digits` when it is a decimal integer; `nil` otherwise.
    private static func signedDigits(_ text: String) -> String? {
        var scalars = Substring(text).unicodeScalars[...]
        var sign = ""
        if let first = scalars.first, first == "-" || first == "\u{2212}" || first == "+" {
            sign = first == "+" ? "" : "-"
            scalars = scalars.dropFirst()
        }
        // The digits test first: it stops at the first other scalar, where counting would walk the whole text.
        guard !scalars.isEmpty, scalars.allSatisfy({ ("0"..."9").contains($0) }), scalars.count <= 40 else {
            return nil
        }
        return sign + String(String.UnicodeScalarView(scalars))
    }

    /// A range of integers: `A ~ B`, `A-B`, `A – B`, `A—B`, `A..B`, `A to B`, or with the fullwidth and wave
    /// dashes of Japanese and Chinese pages (`1 ～ 9`, `100〜199`), with A ≤ B.
    static func range(_ text: String) -> ClosedRange<Int>? {
        guard startsLikeInteger(text) else { return nil }
        for separator in rangeSeparators {
            // Search after the first character, so that a leading minus stays a sign.
            guard text.count > 1, let found = text.dropFirst().range(of: separator) else { continue }
            let low = String(text[..<found.lowerBound].trimmingSpacesAndNewlines())
            let high = String(text[found.upperBound...].trimmingSpacesAndNewlines())
            if let low = integer(low), let high = integer(high), low <= high { return low...high }
        }
        return nil
    }

    /// Whether text is a number or a range of numbers (`100-99999999999999999999`) beyond `Int`'s range: a value
    /// that cannot be a raw value, read the same way whether it is a number or a range bound.
    static func isBeyondInt(_ text: String) -> Bool {
        if isOutOfRangeInteger(text) { return true }
        guard startsLikeInteger(text) else { return false }
        for separator in rangeSeparators {
            guard text.count > 1, let found = text.dropFirst().range(of: separator) else { continue }
            let bounds = [text[..<found.lowerBound], text[found.upperBound...]].map {
                String($0.trimmingSpacesAndNewlines())
            }
            if bounds.allSatisfy({ integer($0) != nil || isOutOfRangeInteger($0) }),
                bounds.contains(where: isOutOfRangeInteger)
            {
                return true
            }
        }
        return false
    }

    /// A range whose bounds are reversed (`300-200`), for a diagnostic.
    static func reversedRange(_ text: String) -> (Int, Int)? {
        guard startsLikeInteger(text) else { return nil }
        for separator in rangeSeparators {
            guard text.count > 1, let found = text.dropFirst().range(of: separator) else { continue }
            let low = String(text[..<found.lowerBound].trimmingSpacesAndNewlines())
            let high = String(text[found.upperBound...].trimmingSpacesAndNewlines())
            if let low = integer(low), let high = integer(high), low > high { return (low, high) }
        }
        return nil
    }

    /// Whether the first character after leading whitespace starts with a digit or a sign: the lower bound of a
    /// range starts there, so without it no separator can give a range. Checked first because searching each
    /// separator through a long description is the most expensive part of profiling a column.
    private static func startsLikeInteger(_ text: String) -> Bool {
        guard let first = text.first(where: { !$0.isWhitespace }), let scalar = first.unicodeScalars.first else {
            return false
        }
        return scalar == "-" || scalar == "+" || scalar == "\u{2212}" || ("0"..."9").contains(scalar)
    }

    private static let rangeSeparators = ["~", "\u{FF5E}", "\u{301C}", "–", "—", "..", " to ", "-"]

    /// One token that reads as a code: a letter or `_`, then letters, digits, `_`, `-` or `.` (ASCII), as in
    /// `SCREAMING_SNAKE`, `snake_case`, `kebab-case`, `PascalCase`, `dotted.name`, and the module prefix of
    /// generated SDK references (`models.SDKError`).
    static func isCodeToken(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || isASCIILetter(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            isASCIILetter($0) || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0)
        }
            && !text.hasSuffix(".") && !text.hasSuffix("-")
    }

    /// A type written with its file path (`models/errors/NotFoundResponse`, the class of generated SDK references
    /// that link each error type's page) as its module path, `models.errors.NotFoundResponse`: the code it names.
    /// Its last segment starts with a capital, as a type name does.
    /// A `/` cannot stand in a code, as it separates the parts of catalog keys. `nil` for anything else.
    static func pathCode(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "/")) else { return nil }
        let segments = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // The last segment names a type (`NotFoundResponse`), so a media type (`application/json`) is none.
        guard segments.count > 1, segments.allSatisfy({ !$0.contains(".") && isCodeToken($0) }),
            let typeName = segments.last?.unicodeScalars.first, ("A"..."Z").contains(typeName)
        else { return nil }
        return segments.joined(separator: ".")
    }

    /// A short name such as `User Rejected Request`, `Not Found` or `I'm a teapot`: one to six words of
    /// letters, digits and apostrophes, at most 60 characters, without sentence punctuation.
    static func isShortName(_ text: String) -> Bool {
        // At most 60 characters, found by walking at most 61 of them rather than counting them all.
        let sixtieth = text.index(text.startIndex, offsetBy: 60, limitedBy: text.endIndex)
        guard !text.isEmpty, sixtieth == nil || sixtieth == text.endIndex, let first = text.unicodeScalars.first,
            first.properties.isAlphabetic
        else { return false }
        let words = text.split(separator: " ")
        guard words.count <= 6 else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || " '’-_".unicodeScalars.contains($0)
        }
    }

    /// A phrase that names an error, as the status-text and reason columns of HTTP-style tables write them:
    /// `Invalid request.`, `'region' value invalid`, `Gone Fishing`, `Bucket full!`. The class: one clause of one
    /// to six words, at most 60 characters, of letters, digits, apostrophes, quotes and dashes, ending with at
    /// most one `.`, `!` or `?`; a short name (`isShortName`) is one. No inner sentence punctuation (`,;:`), so
    /// a description of two clauses is none.
    static func isPhraseName(_ text: String) -> Bool {
        // Every column's every cell is asked: text of more than 61 characters is found by its bytes where it can be
        // (a character has at most 4 bytes in a phrase's scripts; in ASCII each byte is one), not by walking it.
        let bytes = text.utf8.count
        guard bytes <= 61 * 4, bytes <= 61 || !isSimpleASCII(text) else { return false }
        guard let first = text.unicodeScalars.first(where: { !"'\"‘“".unicodeScalars.contains($0) }),
            first.properties.isAlphabetic
        else { return false }
        var body = Substring(text)
        if let last = body.last, ".!?".contains(last) { body = body.dropLast() }
        let sixtieth = body.index(body.startIndex, offsetBy: 60, limitedBy: body.endIndex)
        guard !body.isEmpty, sixtieth == nil || sixtieth == body.endIndex else { return false }
        guard body.split(separator: " ").count <= 6 else { return false }
        return body.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || " '’‘\"“”-_".unicodeScalars.contains($0)
        }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Whether a header's text contains one of some words (case-insensitive).
    static func header(_ header: String, mentions words: [String]) -> Bool {
        let lowered = header.lowercased()
        return words.contains { lowered.contains($0) }
    }

    /// Header words of a column that names errors (English, then the languages of common SDK docs).
    static let codeHeaderWords = [
        "code", "error", "exception", "constant", "name", "identifier", "enum", "case", "type", "result",
        "fehler", "código", "codigo", "erreur", "codice", "errore", "コード", "エラー", "코드", "오류", "代码", "代碼",
        "错误", "錯誤", "رمز", "خطأ", "कोड", "त्रुटि",
    ]

    /// Header words that literally say "description", in the languages the reader knows: a column headed so is
    /// the description even beside a `Reason` or `Message` column, which then holds the short phrase that names
    /// each error.
    static let literalDescriptionHeaderWords = [
        "description", "beschreibung", "descripción", "descripcion", "descrizione", "descrição", "descricao", "説明",
        "설명", "描述", "说明", "說明", "الوصف", "विवरण",
    ]

    /// Header words of a description column.
    static let descriptionHeaderWords = [
        "description", "meaning", "message", "reason", "details", "explanation", "cause", "summary", "beschreibung",
        "bedeutung", "descripción", "descripcion", "significado", "signification", "descrizione", "significato",
        "説明", "意味", "설명", "描述", "说明", "說明", "الوصف", "المعنى", "विवरण", "अर्थ",
    ]
}
