/// One row of an ``ErrorLookupTable``: the server codes and subcode it covers, the documented
/// case it classifies them as, and the catalog key of its user-facing message.
///
/// `codes` nil means any code and `subcode` nil means any subcode, so a row is one of the four
/// ``ErrorLookupMatchKind``s. The message is looked up in `Code.textCatalog`.
///
/// ```swift
/// ErrorLookupEntry<FBErrorCategory>(
///   codes: 190...190, subcode: 458, case: .authenticationReopenSession,
///   messageKey: "GraphAPIError/190/458")
/// ```
public struct ErrorLookupEntry<Code: DocumentedErrorCode>: Sendable, Hashable {
    /// The server codes the row covers, e.g. `200...299`; nil for any code.
    public let codes: ClosedRange<Int>?
    /// The subcode the row covers, e.g. `458`; nil for any subcode.
    public let subcode: Int?
    /// The documented case the row classifies an error as (Facebook: its category); nil when the
    /// documentation names none.
    public let documentedCase: Code?
    /// The catalog key of the row's message, e.g. `"GraphAPIError/190/458"`.
    public let messageKey: String

    /// Creates a row; `case` is the documented case the row classifies its errors as.
    ///
    /// ```swift
    /// ErrorLookupEntry<FBErrorCategory>(
    ///   codes: 200...299, subcode: nil, case: .permissions, messageKey: "GraphAPIError/200-299")
    /// ```
    public init(codes: ClosedRange<Int>?, subcode: Int?, case documentedCase: Code?, messageKey: String) {
        self.codes = codes
        self.subcode = subcode
        self.documentedCase = documentedCase
        self.messageKey = messageKey
    }

    /// The kind of row, from which of `codes` and `subcode` are given.
    ///
    /// ```swift
    /// ErrorLookupEntry<FBErrorCategory>(
    ///   codes: nil, subcode: 458, case: nil, messageKey: "K").kind  // .subcode
    /// ```
    public var kind: ErrorLookupMatchKind {
        switch (codes, subcode) {
        case (.some, .some): .codeAndSubcode
        case (.some, nil): .code
        case (nil, .some): .subcode
        case (nil, nil): .fallback
        }
    }

    /// Whether the row covers a code and subcode; a row that needs a value never covers nil.
    ///
    /// ```swift
    /// entry.covers(code: 250, subcode: nil)  // true for a 200...299 row with any subcode
    /// ```
    public func covers(code: Int?, subcode: Int?) -> Bool {
        if let codes {
            guard let code, codes.contains(code) else { return false }
        }
        if let required = self.subcode {
            guard subcode == required else { return false }
        }
        return true
    }

    /// How many codes the row covers minus one: 0 for a single code, 0 when any code.
    ///
    /// Computed without overflow, so even `Int.min...Int.max` has a width.
    var width: UInt {
        guard let codes else { return 0 }
        return UInt(bitPattern: codes.upperBound &- codes.lowerBound)
    }
}
