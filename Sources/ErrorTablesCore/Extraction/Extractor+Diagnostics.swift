/// The messages of reading an error table (`Extractor+ErrorTables.swift`); `column` arguments are
/// `Extractor.column(_:_:)`'s `column 2 ('Error Code')`.
extension Diagnostic {
    /// A row whose cells are all empty or placeholders.
    static func placeholderRowSkipped(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.note, "a placeholder row is skipped", at: location)
    }

    /// A row that names a class of codes (`**Client errors**`), with its non-empty cells joined by spaces.
    static func codeClassRowSkipped(_ rowText: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.note, "'\(excerpt(rowText))' names a class of codes, not a code; the row is skipped", at: location)
    }

    /// A raw value, or a range bound, beyond 64-bit integers: the row is keyed by its text, with no raw value.
    static func rawValueOutOfRange(_ value: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "'\(excerpt(value))' is outside the range of 64-bit integers, so it cannot be a raw value: the row is "
                + "keyed by its text and numbered after the other codes (give it a raw value in \"codes\")",
            at: location,
            cause: .rawValueOutOfRange, subject: value)
    }

    /// A raw-value range written high to low (`value` as written, `low`…`high` as read): read the right way round.
    static func reversedRange(_ value: String, low: Int, high: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "the range '\(excerpt(value))' ends before it starts; it is read as \(high)-\(low)",
            at: location,
            cause: .reversedRange, subject: value)
    }

    /// A raw-value cell that is neither a number nor a range: no raw value; its text keys a row without a code.
    static func rawValueNotNumber(_ value: String, column: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "'\(excerpt(value))' in \(column) is not a number or a range such as 200-299, so it is no raw value: a row "
                + "without a code is keyed by this text and numbered after the other codes (set 'columns' if the "
                + "column holds codes)", at: location,
            cause: .rawValueNotNumber, subject: value)
    }

    /// A code cell of a source table with several codes in code spans: each a case with the row's texts.
    static func severalCodesInCell(_ codes: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "this cell holds \(codes.count) codes (" + codes.map { "'\(excerpt($0))'" }.joined(separator: ", ")
                + "): each is a case of its own with this row's texts (put one error's names for several platforms "
                + "on lines of their own (<br>) to make them one case)", at: location,
            cause: .severalCodesInCell, subject: codes.first ?? "")
    }

    /// A row with a number and text in the code column that is no code or name: keyed by its number.
    static func numberedRowWithoutCode(
        _ number: String, text: String, column: String, config: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "the row for \(excerpt(number)) has no code in \(column)"
                + (text.isEmpty ? "" : " ('\(excerpt(text))' is no code or name)")
                + ": its code is the number (to name it, add \"codes\": {\"\(excerpt(number))\": {\"swiftName\": \"…\"}} "
                + "to \(config))", at: location,
            cause: .numberedRowWithoutCode, subject: number)
    }

    /// A number an earlier row of the table gives another name: one case, the later name its alias.
    static func secondNameForNumber(
        _ code: String, first: String, rawValue: Int, firstLine: Int, config: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .note,
            "\(quote(code)) has the number \(rawValue), as \(quote(first)) at line \(firstLine) does: one case, "
                + "\(quote(first)), with \(quote(code)) as another name and its description as another cause (to make "
                + "it a case of its own, give it its own raw value in \(config)'s \"codes\")", at: location)
    }

    /// One word in a source table's code column that is no code token: read as the code, as written.
    static func notACode(_ text: String, column: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "'\(excerpt(text))' in \(column) is not a code token (letters, digits, '_', '-', '.' or '/'): it is read as "
                + "the code as written, its case named from its letters (write 'All others' to make the row the one "
                + "for every other code)", at: location,
            cause: .notACode, subject: text)
    }

    /// A sentence in a code column of identifier-like codes, that says nothing of other errors: the row is skipped.
    static func sentenceInCodeColumn(_ text: String, column: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "'\(excerpt(text))' in \(column) is a sentence among codes, not a code: this row is not read (write its "
                + "code in the cell, or 'All others' to make it the row for every other code)", at: location)
    }

    /// A raw-value cell with several numbers for a row of one code: one case, with no raw value from them.
    static func severalNumbersForOneCode(
        _ numbers: [String], code: String, column: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "this cell holds \(numbers.count) numbers (\(excerpt(numbers.joined(separator: ", ")))) for one error, "
                + "\(quote(code)): one case, which takes none of them as its raw value (give each number its own row to "
                + "make each a case, or make \(column) a property by setting 'columns' without it)", at: location,
            cause: .severalNumbersForOneCode, subject: code)
    }

    /// A row whose code is the code prefix alone.
    static func codeIsPrefix(_ code: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "\(quote(code)) is the domain's code prefix itself, not a code", at: location)
    }

    /// A code without the domain's code prefix.
    static func wrongPrefix(_ code: String, codePrefix: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "\(quote(code)) does not start with the domain's code prefix \(quote(codePrefix))", at: location,
            cause: .wrongPrefix, subject: code)
    }

    /// A row identical to an earlier one of the same code.
    static func repeatedRow(_ code: String, firstLine: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, "this row repeats the row of '\(code)' at line \(firstLine)", at: location)
    }

    /// A code listed twice in one table with different descriptions.
    static func duplicateCodeInTable(_ code: String, firstLine: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, "duplicate code \(quote(code)) in one table; it is already listed at line \(firstLine)",
            at: location, cause: .duplicateCodeInTable, subject: code)
    }

    /// A code whose description cell is empty.
    static func emptyDescription(_ code: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "\(quote(code)) has an empty description", at: location, cause: .emptyDescription, subject: code)
    }

    /// A description that is still init's placeholder.
    static func placeholderDescription(_ code: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning,
            "\(quote(code)) still has the placeholder description init wrote; replace it with when the error "
                + "happens and what the user can do about it", at: location, cause: .placeholderDescription,
            subject: code)
    }

    /// A configured description column that holds numbers.
    static func numericDescriptionColumn(_ column: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "\(column) holds numbers but is configured as the description; is it 'columns.rawValue'?",
            at: location)
    }

    /// A configured code column that holds sentences.
    static func proseCodeColumn(_ column: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, "\(column) holds sentences but is configured as the code column; check 'columns.code'",
            at: location)
    }

    /// A table's second row without a code; `first` is the fallback row's text, at `firstLine`: its description
    /// is joined to that row's as another cause.
    static func secondFallbackRow(
        _ text: String, first: String, firstLine: Int, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "a second row without an error code ('\(excerpt(text))'): a table has one fallback row, "
                + "'\(excerpt(first))' at line \(firstLine), and this row's description is joined to it as another "
                + "cause (give this row a code to make it a case)", at: location)
    }
}
