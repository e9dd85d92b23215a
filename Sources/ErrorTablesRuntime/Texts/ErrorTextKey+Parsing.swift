extension ErrorTextKey {
    /// Reads a catalog key back into its parts; the inverse of ``description``.
    ///
    /// The grammar alone cannot tell a lookup table from a method symbol, so the tables are named:
    /// a key whose part before the first `/` is one of `lookupTables` is a lookup row, any other key
    /// with a `/` a method's. A key without a `/` is a property of a code when it has a `.` followed
    /// by a column name that does not start with a capital (`FIRAuthErrorCodeNetworkError.recoveryTactic`), else a
    /// code's description; a documented identifier that itself contains such a `.` reads as a
    /// property. Returns nil for an empty key and for a lookup row whose codes or subcode are not
    /// numbers.
    ///
    /// ```swift
    /// ErrorTextKey(parsing: "GraphAPIError/190/458", lookupTables: ["GraphAPIError"])
    /// // .lookupRow(table: "GraphAPIError", codes: 190...190, subcode: 458)
    /// ErrorTextKey(parsing: "signInWithEmail:password:completion:/*", lookupTables: [])
    /// // .methodFallback(symbol: "signInWithEmail:password:completion:")
    /// ```
    public init?(parsing key: String, lookupTables: Set<String>) {
        if key.isEmpty { return nil }
        if key == Self.any {
            self = .domainFallback
            return
        }
        if let slash = key.firstIndex(of: "/") {
            let scope = String(key[..<slash])
            let rest = key[key.index(after: slash)...]
            if lookupTables.contains(scope) {
                guard let (codes, subcode) = Self.lookupRowParts(rest) else { return nil }
                self = .lookupRow(table: scope, codes: codes, subcode: subcode)
            } else if rest == Self.any {
                self = .methodFallback(symbol: scope)
            } else {
                self = .method(symbol: scope, identifier: String(rest))
            }
            return
        }
        if let dot = key.lastIndex(of: "."), dot != key.startIndex {
            let name = key[key.index(after: dot)...]
            if let first = name.first, !first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber }) {
                self = .property(identifier: String(key[..<dot]), name: String(name))
                return
            }
        }
        self = .code(identifier: key)
    }

    /// Reads `190/458`, `190`, `200-299`, `*/458` or `*` into codes and subcode.
    private static func lookupRowParts(_ text: Substring) -> (ClosedRange<Int>?, Int?)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2 else { return nil }
        var subcode: Int?
        if parts.count == 2 {
            guard let value = Int(parts[1]) else { return nil }
            subcode = value
        }
        let codePart = parts[0]
        if codePart == any { return (nil, subcode) }
        if let single = Int(codePart) { return (single...single, subcode) }
        // `-5--1`: the separator is the first `-` after the first character, so a sign stays a sign.
        guard let separator = codePart.dropFirst().firstIndex(of: "-"),
            let low = Int(codePart[..<separator]),
            let high = Int(codePart[codePart.index(after: separator)...]), low < high
        else { return nil }
        return (low...high, subcode)
    }
}
