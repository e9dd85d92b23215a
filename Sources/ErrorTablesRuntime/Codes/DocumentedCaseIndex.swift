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
    /// The documented code of each case, by the case's name (for ``DocumentedMethodErrors/payload``'s
    /// default, which reads the case by reflection).
    @usableFromInline
    let codesByCaseName: [String: Method.Code]

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
        var codesByCaseName: [String: Method.Code] = [:]
        for code in codes {
            guard let documented = Method(code, received: nil), let name = ErrorPrinting.caseName(of: documented)
            else { continue }
            if codesByCaseName[name] == nil { codesByCaseName[name] = code }
        }
        self.codesByCaseName = codesByCaseName
        fallbackKey = ErrorTextKey.methodFallback(symbol: Method.symbol).description
    }
}
