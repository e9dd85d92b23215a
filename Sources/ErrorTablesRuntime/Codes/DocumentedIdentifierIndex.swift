/// The cases of a code enum by documented identifier, for ``DocumentedErrorCode/init(documentedIdentifier:)``.
///
/// Built once per type from `allCases` in order; when two cases share an identifier the first
/// one is kept, as a scan of `allCases` would find it.
@usableFromInline
final class DocumentedIdentifierIndex<Code: DocumentedErrorCode>: Sendable {
    /// Each identifier's first case in `allCases` order.
    @usableFromInline
    let caseByIdentifier: [String: Code]

    /// Indexes `Code.allCases`; use ``TypeIndexCache/documentedIdentifiers(of:)`` for the shared one.
    @usableFromInline
    init() {
        let cases = Code.allCases
        var caseByIdentifier: [String: Code] = [:]
        caseByIdentifier.reserveCapacity(cases.count)
        for code in cases {
            let identifier = code.documentedIdentifier
            if caseByIdentifier[identifier] == nil {
                caseByIdentifier[identifier] = code
            }
        }
        self.caseByIdentifier = caseByIdentifier
    }
}
