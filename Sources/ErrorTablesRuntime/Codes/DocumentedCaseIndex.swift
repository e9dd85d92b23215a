/// The documented cases of a method error type by code, for
/// ``DocumentedMethodErrors/documentedCase(for:)`` and ``DocumentedMethodErrors/documentedCodes``,
/// and the method's catalog keys, for ``DocumentedMethodErrors/descriptionKey`` and
/// ``DocumentedMethodErrors/fallbackKey``.
///
/// Built once per type from `documentedCases` in order; when two cases have the same code the
/// first one is kept, as a scan of `documentedCases` would find it.
@usableFromInline
final class DocumentedCaseIndex<Method: DocumentedMethodErrors>: Sendable {
    /// Each code's first documented case.
    @usableFromInline
    let caseByCode: [Method.Code: Method]
    /// The codes of the documented cases, in documented order.
    @usableFromInline
    let codes: [Method.Code]
    /// The key of the method's own text for each documented code (``ErrorTextKey/method(symbol:identifier:)``).
    @usableFromInline
    let descriptionKeys: [Method.Code: String]
    /// The key of the method's "all others" text (``ErrorTextKey/methodFallback(symbol:)``).
    @usableFromInline
    let fallbackKey: String

    /// Indexes `Method.documentedCases`; use ``TypeIndexCache/documentedCases(of:)`` for the shared one.
    @usableFromInline
    init() {
        let cases = Method.documentedCases
        var caseByCode: [Method.Code: Method] = [:]
        var codes: [Method.Code] = []
        var descriptionKeys: [Method.Code: String] = [:]
        caseByCode.reserveCapacity(cases.count)
        codes.reserveCapacity(cases.count)
        for documented in cases {
            guard let code = documented.code else { continue }
            codes.append(code)
            if caseByCode[code] == nil {
                caseByCode[code] = documented
                descriptionKeys[code] =
                    ErrorTextKey.method(symbol: Method.symbol, identifier: code.documentedIdentifier).description
            }
        }
        self.caseByCode = caseByCode
        self.codes = codes
        self.descriptionKeys = descriptionKeys
        fallbackKey = ErrorTextKey.methodFallback(symbol: Method.symbol).description
    }
}
