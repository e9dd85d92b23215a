/// A key under which generated code stores a text in an ``ErrorTextCatalog``: the one definition of
/// the catalog key grammar, which the generator also uses to write the catalogs.
///
/// | text | key | example |
/// | --- | --- | --- |
/// | a code's description | its documented identifier | `FIRAuthErrorCodeNetworkError` |
/// | a documented column of a code | `<identifier>.<column>` | `FIRAuthErrorCodeNetworkError.recoveryTactic` |
/// | a method's text for a code | `<symbol>/<identifier>` | `signInWithEmail:password:completion:/FIRAuthErrorCodeWrongPassword` |
/// | a method's "all others" row | `<symbol>/*` | `signInWithEmail:password:completion:/*` |
/// | a lookup row | `<table>/<codes>[/<subcode>]` | `GraphAPIError/190/458`, `GraphAPIError/200-299`, `GraphAPIError/*/458` |
/// | a lookup's "all others" row | `<table>/*` | `GraphAPIError/*` |
/// | the domain's "all others" row | `*` | `*` |
///
/// Generated code may use other keys by implementing the key requirements of
/// ``DocumentedErrorCode`` and ``DocumentedMethodErrors``.
///
/// ```swift
/// ErrorTextKey.method(symbol: "signInWithEmail:password:completion:", identifier: "FIRAuthErrorCodeWrongPassword")
///   .description  // "signInWithEmail:password:completion:/FIRAuthErrorCodeWrongPassword"
/// ErrorTextKey.lookupRow(table: "GraphAPIError", codes: 190...190, subcode: 458).description
/// // "GraphAPIError/190/458"
/// ```
public enum ErrorTextKey: Sendable, Hashable, CustomStringConvertible {
    /// A code's description, stored under its documented identifier.
    case code(identifier: String)
    /// A documented column of a code other than its description, e.g. `recoveryTactic`.
    case property(identifier: String, name: String)
    /// A method's own text for one documented code.
    case method(symbol: String, identifier: String)
    /// A method's text for errors it does not document ("all others").
    case methodFallback(symbol: String)
    /// A lookup table's row: `codes` nil for any code, `subcode` nil for any subcode. A row with
    /// neither has the key of the table's "all others" message, ``lookupFallback(table:)``.
    case lookupRow(table: String, codes: ClosedRange<Int>?, subcode: Int?)
    /// The domain's text for errors no method documents ("all others").
    case domainFallback

    /// The key of a lookup table's "all others" message: the same as a row with neither codes nor a
    /// subcode, so the two share one text.
    ///
    /// ```swift
    /// ErrorTextKey.lookupFallback(table: "GraphAPIError").description  // "GraphAPIError/*"
    /// ```
    public static func lookupFallback(table: String) -> ErrorTextKey {
        .lookupRow(table: table, codes: nil, subcode: nil)
    }

    /// The key as stored in the catalog.
    public var description: String {
        switch self {
        case .code(let identifier): identifier
        case .property(let identifier, let name): "\(identifier).\(name)"
        case .method(let symbol, let identifier): "\(symbol)/\(identifier)"
        case .methodFallback(let symbol): "\(symbol)/\(Self.any)"
        case .lookupRow(let table, let codes, let subcode):
            "\(table)/\(Self.lookupRowPart(codes: codes, subcode: subcode))"
        case .domainFallback: Self.any
        }
    }

    /// The part of a lookup row's key after the table name: `190/458`, `190`, `200-299`, `*/458`, `*`.
    ///
    /// ```swift
    /// ErrorTextKey.lookupRowPart(codes: 200...299, subcode: nil)  // "200-299"
    /// ```
    public static func lookupRowPart(codes: ClosedRange<Int>?, subcode: Int?) -> String {
        let codePart =
            codes.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
            ?? any
        return subcode.map { "\(codePart)/\($0)" } ?? codePart
    }

    /// The part that stands for "any code" or "all others".
    static let any = "*"
}
