/// The catalog keys of a method error type, for ``DocumentedMethodErrors/descriptionKey`` and
/// ``DocumentedMethodErrors/fallbackKey``.
///
/// Built once per type from `documentedCodes`.
@usableFromInline
final class DocumentedCaseIndex<Method: DocumentedMethodErrors>: Sendable {
    /// The key of the method's own text for each documented code (``ErrorTextKey/method(symbol:identifier:)``).
    @usableFromInline
    let descriptionKeys: [Method.Code: String]
    /// The key of the method's "all others" text (``ErrorTextKey/methodFallback(symbol:)``).
    @usableFromInline
    let fallbackKey: String

    /// Indexes `Method.documentedCodes`; use ``TypeIndexCache/documentedCases(of:)`` for the shared one.
    @usableFromInline
    init() {
        let codes = Method.documentedCodes
        var descriptionKeys: [Method.Code: String] = [:]
        descriptionKeys.reserveCapacity(codes.count)
        for code in codes where descriptionKeys[code] == nil {
            descriptionKeys[code] =
                ErrorTextKey.method(symbol: Method.symbol, identifier: code.documentedIdentifier).description
        }
        self.descriptionKeys = descriptionKeys
        fallbackKey = ErrorTextKey.methodFallback(symbol: Method.symbol).description
    }
}
