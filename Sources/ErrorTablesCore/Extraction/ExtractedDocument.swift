/// What one Markdown document says about errors, before documents are combined: its symbol headings,
/// its error tables and its inclusion paragraphs, each with its place in the file.
public struct ExtractedDocument: Sendable, Equatable {
    /// The file's path.
    public var path: String
    /// The language, from the file name.
    public var language: String
    /// Symbol headings (groups and methods), in document order. Filled for source documents only:
    /// translated headings are translated and cannot be trusted to name symbols.
    public var symbols: [SymbolHeading]
    /// Error tables, in document order.
    public var tables: [ErrorTable]
    /// Paragraphs that may say "this method also returns those methods' errors".
    public var inclusions: [InclusionParagraph]
    /// Lookup tables (configured in `lookups`), in document order.
    public var lookups: [LookupTable] = []
    /// When no table is an error table: where the codes seem to be instead, and the key to set
    /// (`column 3 ('Category') of the table at line 12 holds codes starting with 'PX'; set 'columns.code' to 3`).
    public var missingTablesHint: String? = nil
    /// For each table that is not a lookup table, in document order: whether it is read as an error table, why,
    /// and under which headings it stands.
    public var tableDecisions: [TableDecision] = []
    /// The source's tables that hold codes but are left out because of `sections`, or because they belong to
    /// another family of codes than the one read: a translation's table that translates one is left out too.
    public var excludedTables: [ExcludedTable] = []
    /// When the page holds several families of codes and no `sections` is configured: the headings of the
    /// family read, which `init --documents` writes out as `sections`.
    public var guessedSections: [String]? = nil
}

/// A source table that holds codes but is not read (see `ExtractedDocument.excludedTables`).
public struct ExcludedTable: Sendable, Equatable {
    /// Where the table starts.
    public var line: Int
    /// Why it is not read.
    public var reason: String
    /// Its codes, their other names and raw values, as a translation's key column spells them.
    public var keys: Set<String>
}

/// A heading that names an API symbol.
public struct SymbolHeading: Sendable, Equatable {
    /// Group (a class or namespace, with symbol headings under it) or method.
    public enum Kind: String, Sendable, Equatable { case group, method }

    /// The symbol, e.g. `FIRAuth` or `signInWithEmail:password:completion:`.
    public var symbol: String
    /// Group or method.
    public var kind: Kind
    /// The nearest enclosing group, for a method or nested group.
    public var group: String?
    /// Where the heading is.
    public var location: SourceLocation
}

/// Whose errors a table lists, from the headings around it.
public enum TableOwner: Sendable, Equatable, Hashable {
    /// The table under a method heading: the method's own errors.
    case method(String)
    /// A table under a non-symbol heading inside a group: the group's common errors.
    case group(String)
    /// A table under no group: errors common to the whole domain.
    case domain
}

/// An error table: rows of error codes and their texts.
public struct ErrorTable: Sendable, Equatable {
    /// Whose errors these are; `nil` in translations, whose headings are not trusted.
    public var owner: TableOwner?
    /// The plain text of the header cells.
    public var headers: [String]
    /// The rows that name a code.
    public var rows: [ErrorRow]
    /// The row that describes every other code (e.g. "All others"), if the table has one.
    public var fallback: ErrorRow?
    /// Where the table starts.
    public var location: SourceLocation
    /// Which column holds what, configured or inferred.
    public var roles = ColumnRoles(code: 0, rawValue: nil, description: 1, inferred: false)
    /// The codes of rows skipped as successes (`200 (OK)`, `0 | SUCCESS`), so that a translation skips them too.
    public var skippedCodes: [String] = []
    /// The guesses made reading its rows (rows skipped, merged, read as ranges or through labels), in row order.
    public var rowDecisions: [RowDecision] = []

    /// The codes in row order.
    public var codes: [String] { rows.map(\.code) }
}

/// One row of an error table.
public struct ErrorRow: Sendable, Equatable {
    /// The code identifier, or for a fallback row the label in its first column.
    public var code: String
    /// The description's plain text.
    public var description: String
    /// The description as Markdown inlines (doc comments may want the structure).
    public var descriptionInlines: [Inline]
    /// The other columns' plain texts, by column index (0-based in the table), for extra properties.
    public var extra: [Int: String]
    /// Where the row's code cell starts.
    public var location: SourceLocation
    /// Where the row's description cell starts.
    public var descriptionLocation: SourceLocation
    /// The integer code the table gives (its raw-value column), if any; a range's first code.
    public var rawValue: Int? = nil
    /// The range of codes the row documents (`1000 ~ 1099`), if it documents one.
    public var range: ClosedRange<Int>? = nil
    /// The other names the code cell gives for the same error (one per platform), in cell order.
    public var aliases: [String] = []
    /// Where each cell of `extra` starts, by the same column index (for a code on several rows, the first
    /// row's cell).
    public var extraLocations: [Int: SourceLocation] = [:]
    /// The label a number carries in its own cell (`Bad request` in `400 (Bad request)`), which names the case
    /// of a row keyed by that number.
    public var label: String? = nil
}

/// A paragraph with code spans that may name methods whose errors the current method also returns.
public struct InclusionParagraph: Sendable, Equatable {
    /// The method whose section holds the paragraph (source documents), if any.
    public var method: String?
    /// The index in `tables` of the table it follows in the same section (or precedes, when none is before it).
    public var tableIndex: Int?
    /// The code spans, in order.
    public var codeSpans: [String]
    /// Where the paragraph starts.
    public var location: SourceLocation
}
