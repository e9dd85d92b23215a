import Foundation

/// The row of an ``ErrorLookupTable`` that a server code and subcode matched, with its case and
/// its contextual message in any language.
///
/// ```swift
/// if let match = GraphAPIError.table.match(code: 190, subcode: 458) {
///   match.kind                                       // .codeAndSubcode
///   match.documentedCase                             // .authenticationReopenSession
///   match.message(locale: Locale(identifier: "it"))  // "L'app è stata rimossa. Accedi di nuovo."
/// }
/// ```
public struct ErrorLookupMatch<Code: DocumentedErrorCode>: Sendable, Hashable {
    /// The name of the table that matched, e.g. `"GraphAPIError"`.
    public let tableName: String
    /// The server code that was looked up, if any.
    public let code: Int?
    /// The server subcode that was looked up, if any.
    public let subcode: Int?
    /// The matching row; nil when only the table's "All others" message applies.
    public let entry: ErrorLookupEntry<Code>?
    /// The catalog key of the table's "All others" message, if it has one.
    public let fallbackMessageKey: String?

    /// Records a match of the table named `tableName`; `entry` nil stands for its "All others"
    /// message.
    @usableFromInline
    init(
        tableName: String, fallbackMessageKey: String?, entry: ErrorLookupEntry<Code>?, code: Int?, subcode: Int?
    ) {
        self.tableName = tableName
        self.code = code
        self.subcode = subcode
        self.entry = entry
        self.fallbackMessageKey = fallbackMessageKey
    }

    /// Which kind of row matched; ``ErrorLookupMatchKind/fallback`` for the "All others" message.
    public var kind: ErrorLookupMatchKind {
        entry?.kind ?? .fallback
    }

    /// The documented case of the matching row, or nil (always nil for the "All others" message).
    public var documentedCase: Code? {
        entry?.documentedCase
    }

    /// The catalog key of the matched message: the row's, else the "All others" one.
    public var messageKey: String? {
        entry?.messageKey ?? fallbackMessageKey
    }

    /// The catalog keys tried for the message, most specific first: the row's message, the
    /// description of its case, then the table's "All others" message.
    var messageKeys: [String] {
        let keys = [entry?.messageKey, entry?.documentedCase?.descriptionKey, fallbackMessageKey]
        var seen: Set<String> = []
        return keys.compactMap { $0 }.filter { seen.insert($0).inserted }
    }

    /// Returns the contextual message for `locale`, falling back to the source language; never
    /// empty.
    ///
    /// ```swift
    /// match.message(locale: Locale(identifier: "pt_BR"))  // the English text when there is no pt
    /// ```
    public func message(locale: Locale) -> String {
        message(preferredLanguages: [LocaleResolution.identifier(of: locale)])
    }

    /// Returns the contextual message for languages in order of preference; never empty.
    ///
    /// Tries the row's message, then the description of its case, then the table's "All others"
    /// message, all keys in one language before the next language (see
    /// ``ErrorTextCatalog/text(forKeys:preferredLanguages:)``), the source language last. When no
    /// key has a text, returns a readable English sentence naming the table, code and subcode.
    ///
    /// ```swift
    /// match.message(preferredLanguages: LocaleResolution.currentIdentifiers())
    /// ```
    public func message(preferredLanguages: [String]) -> String {
        Code.textCatalog.text(forKeys: messageKeys, preferredLanguages: preferredLanguages)
            ?? fallbackMessage
    }

    /// The sentence shown when no key has a text in any language.
    var fallbackMessage: String {
        switch (code, subcode) {
        case (let code?, let subcode?):
            "The operation failed with \(tableName) error \(code) (subcode \(subcode))."
        case (let code?, nil):
            "The operation failed with \(tableName) error \(code)."
        case (nil, let subcode?):
            "The operation failed with a \(tableName) error (subcode \(subcode))."
        case (nil, nil):
            "The operation failed with a \(tableName) error."
        }
    }
}
