/// Which kind of row of an ``ErrorLookupTable`` matched, in order of precedence: a row of an
/// earlier kind always beats a row of a later one.
///
/// ```swift
/// GraphAPIError.table.match(code: 190, subcode: 458)?.kind  // .codeAndSubcode
/// GraphAPIError.table.match(code: 190, subcode: 999)?.kind  // .code
/// ```
public enum ErrorLookupMatchKind: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A row with both codes and a subcode, e.g. `190` with subcode `458`.
    case codeAndSubcode
    /// A row with codes and any subcode, e.g. `190` or `200-299`.
    case code
    /// A row with a subcode and any code.
    case subcode
    /// A row with neither codes nor a subcode, or the table's "all others" message.
    case fallback

    /// The position in the order of precedence, 0 for the most specific kind.
    var rank: Int {
        switch self {
        case .codeAndSubcode: 0
        case .code: 1
        case .subcode: 2
        case .fallback: 3
        }
    }

    /// The name of the kind, e.g. `codeAndSubcode`.
    public var description: String {
        switch self {
        case .codeAndSubcode: "codeAndSubcode"
        case .code: "code"
        case .subcode: "subcode"
        case .fallback: "fallback"
        }
    }
}
