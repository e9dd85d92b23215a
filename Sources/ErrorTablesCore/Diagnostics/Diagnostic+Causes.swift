/// The causes of the diagnostics that can occur once per code, row or method, so that a spec with thousands of
/// them gets one summary line per cause (see `DiagnosticSummary`).
extension Diagnostic.Cause {
    /// A documented code without a raw value in the config.
    public static let noRawValue = Self(
        id: "no-raw-value", summary: "codes have no raw value in error-tables.json",
        advice: "each gets the next free one, which changes whenever codes without raw values are added before it; "
            + "give each a 'rawValue'")
    /// Facts in the config for a code no table documents.
    public static let undocumentedConfiguredCode = Self(
        id: "undocumented-configured-code", summary: "codes in error-tables.json are documented in no table",
        advice: "document them or remove them from the config")
    /// A translated text left identical to the source text.
    public static let untranslated = Self(
        id: "untranslated", summary: "texts are the same as in the source document",
        advice: "translate them")
    /// An empty cell in a translation where the source has text.
    public static let emptyTranslation = Self(
        id: "empty-translation", summary: "translated texts are empty",
        advice: "the source-language texts are used; translate them")
    /// An empty description in a table.
    public static let emptyDescription = Self(
        id: "empty-description", summary: "codes have an empty description", advice: "describe each")
    /// A description that is still the placeholder `init --from-symbol-graph` wrote for a case without docs.
    public static let placeholderDescription = Self(
        id: "placeholder-description", summary: "codes still have init's placeholder description",
        advice: "replace each with when the error happens and what the user can do about it")
    /// A method without an error table.
    public static let methodWithoutTable = Self(
        id: "method-without-table", summary: "methods have no error table",
        advice: "they get only common errors; give each a table or an inclusion paragraph")
    /// A code in a translated table that its source table does not have.
    public static let codeNotInSourceTable = Self(
        id: "code-not-in-source-table", summary: "codes are not in the matching table of the source document",
        advice: "a translation cannot add codes")
    /// A code listed twice in one table.
    public static let duplicateCodeInTable = Self(
        id: "duplicate-code-in-table", summary: "codes are listed twice in one table", advice: "remove the second rows")
    /// A code listed twice for one method, group or the domain.
    public static let duplicateCodeInList = Self(
        id: "duplicate-code-in-list", summary: "codes are listed twice for one method, group or the domain",
        advice: "remove the second rows")
    /// A code without the domain's prefix.
    public static let wrongPrefix = Self(
        id: "wrong-prefix", summary: "codes do not start with the domain's code prefix",
        advice: "rename them or fix 'codePrefix'")
    /// A unit of an imported file that the spec does not have.
    public static let unknownImportUnit = Self(
        id: "unknown-import-unit", summary: "units of the imported file are not texts of the spec",
        advice: "they were removed or renamed since the export and are skipped")
    /// An HTML table nested deeper than ErrorTables reads.
    public static let deepHTMLTable = Self(
        id: "deep-html-table", summary: "HTML tables nest their elements too deep to be read",
        advice: "each is left as HTML; nest less")
    /// A table whose spans and padding would create more cells than its document may.
    public static let tableOverCellBudget = Self(
        id: "table-over-cell-budget", summary: "tables would create too many cells by spans and padding",
        advice: "each is skipped; write the cells out, or split the tables")

    // The errors that can occur once per code, row or cell (a config of 100,000 codes no document has printed
    // 99,999 lines): summarized as the warnings are, keeping the exit status.
    /// Facts in the config for a code no document has (an error, since the facts are lost).
    public static let configuredCodeInNoDocument = Self(
        id: "configured-code-in-no-document", summary: "codes in error-tables.json are in no document",
        advice: "their facts are not applied; add a row for each, or remove them from the config")
    /// A number cell beyond 64-bit integers.
    public static let rawValueOutOfRange = Self(
        id: "raw-value-out-of-range", summary: "numbers are outside the range of 64-bit integers",
        advice: "each row is keyed by its text; give it a raw value in \"codes\"")
    /// A number cell that is neither a number nor a range.
    public static let rawValueNotNumber = Self(
        id: "raw-value-not-number", summary: "cells of a number column are not numbers or ranges",
        advice: "each row is keyed by its text; set 'columns' if the column holds codes")
    /// A range written high to low.
    public static let reversedRange = Self(
        id: "reversed-range", summary: "ranges end before they start", advice: "each is read low to high")
    /// A word in a source table's code column that is no code.
    public static let notACode = Self(
        id: "not-a-code", summary: "cells of a code column are not codes",
        advice: "each is read as the code as written")
    /// A code cell with several codes.
    public static let severalCodesInCell = Self(
        id: "several-codes-in-cell", summary: "cells hold several codes",
        advice: "each code is a case of its own with its row's texts")
    /// A row with a number and no code.
    public static let numberedRowWithoutCode = Self(
        id: "numbered-row-without-code", summary: "rows have a number but no code",
        advice: "each number is its row's code")
    /// A number cell with several numbers for one code.
    public static let severalNumbersForOneCode = Self(
        id: "several-numbers-for-one-code", summary: "cells hold several numbers for one code",
        advice: "each is one case without a raw value; give each number its own row to make each a case")
    /// A code with a raw value another code has.
    public static let duplicateRawValue = Self(
        id: "duplicate-raw-value", summary: "codes have a raw value an earlier code already has",
        advice: "give each code its own")
    /// A code whose configured and documented raw values differ.
    public static let rawValueConflict = Self(
        id: "raw-value-conflict", summary: "codes have one raw value in error-tables.json and another in the docs",
        advice: "remove one of each pair")
    /// Two codes with one Swift case name.
    public static let caseNameCollision = Self(
        id: "case-name-collision", summary: "codes become the Swift case of an earlier code",
        advice: "give one of each pair a 'swiftName' in error-tables.json")
    /// Config facts for a code that are not an object, or a `rawValue` or `swiftName` that cannot be used.
    public static let unusableCodeFacts = Self(
        id: "unusable-code-facts", summary: "codes in error-tables.json have facts that cannot be used",
        advice: "write each as {\"rawValue\": 17020, \"name\": \"ERROR_NAME\", \"swiftName\": \"caseName\"}")
}
