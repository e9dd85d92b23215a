// What generated code provides for a lookup table, and what it gets.
//
// A documented table that maps numeric server codes (and subcodes) to a documented case and a
// contextual message, such as the Facebook Graph API's, is generated as a namespace with one
// `static let` of this type and nothing else:
//
//   public enum GraphAPIError {
//     public static let table: ErrorLookupTable<FBErrorCategory> = ErrorLookupTable(
//       name: "GraphAPIError",
//       entries: [
//         ErrorLookupEntry(
//           codes: 190...190, subcode: 458, case: .authenticationReopenSession,
//           messageKey: "GraphAPIError/190/458"),
//         ErrorLookupEntry(
//           codes: 200...299, subcode: nil, case: .permissions,
//           messageKey: "GraphAPIError/200-299"),
//       ],
//       fallbackMessageKey: "GraphAPIError/*")
//   }
//
// The messages live in `FBErrorCategory.textCatalog` under the given keys (see
// `ErrorTextKey.lookupRow(table:codes:subcode:)` for the conventional keys). The runtime then
// implements the matching order, the localized message with its fallbacks, and recovery advice.

/// A documented table from numeric server error codes and subcodes to a case of `Code` and a
/// contextual, localized message, such as the Facebook Graph API's error table.
///
/// ``match(code:subcode:)`` picks one row, most specific first:
///
/// 1. A row with codes and a subcode (``ErrorLookupMatchKind/codeAndSubcode``) covering both.
/// 2. A row with codes and any subcode (``ErrorLookupMatchKind/code``) covering the code.
/// 3. A row with a subcode and any code (``ErrorLookupMatchKind/subcode``) equal to it.
/// 4. A row with neither (``ErrorLookupMatchKind/fallback``), which covers everything.
/// 5. The table's `fallbackMessageKey` ("All others"): a match with no row and no case.
///
/// Within steps 1 and 2 the row covering the fewest codes wins, so an exact code (`190...190`)
/// beats a range containing it and a narrower range beats a wider one; rows that are still tied
/// are decided by their order in `entries`, the earlier first, as they are in steps 3 and 4.
/// A nil code never matches a row with codes, and a nil subcode never matches a row with a
/// subcode. When nothing matches and there is no fallback key the result is nil.
///
/// ```swift
/// let match = GraphAPIError.table.match(code: 190, subcode: 458)
/// match?.documentedCase                            // .authenticationReopenSession
/// match?.message(locale: Locale(identifier: "en"))  // "The app was removed. Please log in again."
/// ```
public struct ErrorLookupTable<Code: DocumentedErrorCode>: Sendable, Hashable {
    /// The table's name as documented, e.g. `"GraphAPIError"`; used in messages of last resort.
    public let name: String
    /// The rows in documented order.
    public let entries: [ErrorLookupEntry<Code>]
    /// The catalog key of the "All others" message, e.g. `"GraphAPIError/*"`; nil when the
    /// documentation has none, so that unmatched codes give no match.
    public let fallbackMessageKey: String?
    /// The rows in the order of precedence of ``match(code:subcode:)``: the first row of this
    /// order that covers a code and subcode is the one it returns.
    public let entriesInMatchingOrder: [ErrorLookupEntry<Code>]
    /// The rows arranged for lookups in O(log rows), with the same result as a scan of
    /// ``entriesInMatchingOrder``.
    @usableFromInline
    let index: ErrorLookupIndex

    /// Creates a table from rows in documented order; the matching order and the index that
    /// ``match(code:subcode:)`` searches are computed once here, in O(rows · log rows).
    ///
    /// ```swift
    /// ErrorLookupTable<FBErrorCategory>(
    ///   name: "GraphAPIError",
    ///   entries: [
    ///     ErrorLookupEntry(
    ///       codes: 4...4, subcode: nil, case: .throttling, messageKey: "GraphAPIError/4")
    ///   ],
    ///   fallbackMessageKey: "GraphAPIError/*")
    /// ```
    public init(
        name: String, entries: [ErrorLookupEntry<Code>], fallbackMessageKey: String? = nil
    ) {
        self.name = name
        self.entries = entries
        self.fallbackMessageKey = fallbackMessageKey
        entriesInMatchingOrder = entries.enumerated()
            .sorted { lhs, rhs in
                (lhs.element.kind.rank, lhs.element.width, lhs.offset)
                    < (rhs.element.kind.rank, rhs.element.width, rhs.offset)
            }
            .map(\.element)
        index = ErrorLookupIndex(entries: entries)
    }

    /// Returns the most specific row for a server code and subcode, the "All others" match, or
    /// nil; see the type's documentation for the order.
    ///
    /// Takes O(log rows): the rows are indexed when the table is created.
    ///
    /// ```swift
    /// GraphAPIError.table.match(code: 250, subcode: nil)?.documentedCase  // .permissions
    /// GraphAPIError.table.match(code: 12345, subcode: nil)?.kind    // .fallback
    /// ```
    @inlinable
    public func match(code: Int?, subcode: Int?) -> ErrorLookupMatch<Code>? {
        if let position = index.match(code: code, subcode: subcode) {
            return ErrorLookupMatch(
                tableName: name, fallbackMessageKey: fallbackMessageKey, entry: entries[position], code: code,
                subcode: subcode)
        }
        guard fallbackMessageKey != nil else { return nil }
        return ErrorLookupMatch(
            tableName: name, fallbackMessageKey: fallbackMessageKey, entry: nil, code: code, subcode: subcode)
    }

    /// Returns the match for the codes read from an error; see ``match(code:subcode:)``.
    ///
    /// ```swift
    /// ServerErrorCodes(error: error, codePath: codePath, subcodePath: subcodePath)
    ///   .flatMap { GraphAPIError.table.match($0) }
    /// ```
    public func match(_ codes: ServerErrorCodes) -> ErrorLookupMatch<Code>? {
        match(code: codes.code, subcode: codes.subcode)
    }

    /// Whether two tables have the same name, rows in the same order and the same "All others"
    /// key (the matching order and index follow from the rows).
    public static func == (lhs: ErrorLookupTable, rhs: ErrorLookupTable) -> Bool {
        lhs.name == rhs.name && lhs.entries == rhs.entries
            && lhs.fallbackMessageKey == rhs.fallbackMessageKey
    }

    /// Hashes the name, the rows and the "All others" key.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(entries)
        hasher.combine(fallbackMessageKey)
    }
}
