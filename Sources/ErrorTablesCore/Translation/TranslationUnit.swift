/// One translatable text of a domain: a description cell or an extra column's cell of an error table row, a
/// fallback row's cell, or a lookup row's message, with its text in the source language, its translations and
/// the place of every cell, so that tools can export it for translators and write translations back.
///
/// Its `id` follows the runtime's catalog key grammar (`ErrorTextKey`) where it has one:
///
/// | text | id |
/// | --- | --- |
/// | a domain-common row's description, extra column | `<Code>`, `<Code>.<column>` |
/// | a group-common row's | `<Group>/<Code>`, `<Group>/<Code>.<column>` |
/// | a method row's | `<symbol>/<Code>`, `<symbol>/<Code>.<column>` |
/// | a fallback row's description, extra column | `*`, `<Group>/*`, `<symbol>/*`; then `.<column>` |
/// | a lookup row's message, its fallback row's | `<Lookup>/<key>` (`GraphAPIError/190/458`), `<Lookup>/*` |
///
/// `<column>` is `GeneratedNames.propertyName(_:)` of the column's source header (`Recovery tactic` →
/// `recoveryTactic`).
public struct TranslationUnit: Sendable, Equatable {
    /// What the text is.
    public enum Kind: Sendable, Equatable, Hashable {
        /// A row's description cell.
        case description
        /// An extra column's cell of a row: its 0-based column index and source header.
        case extra(column: Int, header: String)
        /// A fallback row's ("All others") description cell.
        case fallback
        /// An extra column's cell of a fallback row.
        case fallbackExtra(column: Int, header: String)
        /// A lookup row's message.
        case lookupMessage
        /// A lookup's fallback row's message.
        case lookupFallback
    }

    /// Whose text it is.
    public enum Owner: Sendable, Equatable, Hashable {
        /// A domain-common table.
        case domain
        /// A group's common table.
        case group(String)
        /// A method's own table.
        case method(String)
        /// A lookup table, by its configured name.
        case lookup(String)
    }

    /// One cell of a document: where its text starts, in which table, which column. What a later import
    /// rewrites.
    public struct Cell: Sendable, Equatable, Hashable {
        /// Where the cell's text starts (for an empty cell, where it would be): path, 1-based line and column
        /// (UTF-8 bytes).
        public var location: SourceLocation
        /// Where the table holding the cell starts.
        public var table: SourceLocation
        /// The 0-based column of the cell in its row.
        public var column: Int

        /// Creates a cell's place.
        public init(location: SourceLocation, table: SourceLocation, column: Int) {
            self.location = location
            self.table = table
            self.column = column
        }
    }

    /// A translation's counterpart of the unit's cell.
    public struct Translation: Sendable, Equatable {
        /// The translated text; `nil` when the language has no text for the unit (no row, or an empty cell: the
        /// model treats an empty cell as "not translated yet").
        public var text: String?
        /// The translated document's cell, when the row is there (also when the cell is empty); `nil` when the
        /// language's document lacks the table, the row or the column.
        public var cell: Cell?

        /// Creates a translation's counterpart.
        public init(text: String?, cell: Cell?) {
            self.text = text
            self.cell = cell
        }
    }

    /// The stable id (see the type's description).
    public var id: String
    /// What the text is.
    public var kind: Kind
    /// Whose text it is.
    public var owner: Owner
    /// The row's code: the documented identifier, a fallback row's label (`All others`) or a lookup row's key
    /// (`190/458`).
    public var code: String
    /// The code a lookup row maps to, for a lookup message.
    public var lookupCode: String? = nil
    /// The header of the column the text is in, in the source document (`Description`, `Reason`, `Message`).
    public var columnHeader: String
    /// The source-language text (the cell's plain text, as the model reads it).
    public var sourceText: String
    /// Whether a translation identical to the source text is a text nobody translated (`false` for codes,
    /// numbers, identifiers and the like, which read the same in every language).
    public var needsTranslation: Bool
    /// The source document's cell.
    public var sourceCell: Cell
    /// Each translated language's counterpart, by language tag; a language the domain has no document for is
    /// absent.
    public var translations: [String: Translation]

    /// The text `language` gives, `nil` when it has none.
    public func translation(in language: String) -> String? { translations[language]?.text }
}
