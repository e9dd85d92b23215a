extension ErrorTextKey {
    /// Returns the conventional catalog key of an ``ErrorLookupEntry``'s message.
    ///
    /// | row | key |
    /// | --- | --- |
    /// | one code and a subcode | `<table>/<code>/<subcode>` |
    /// | one code | `<table>/<code>` |
    /// | a range of codes | `<table>/<lowest>-<highest>` |
    /// | a subcode, any code | `<table>/*/<subcode>` |
    /// | any code and subcode, and the table's "All others" message | `<table>/*` |
    ///
    /// ```swift
    /// ErrorTextKey.lookupEntry(table: "GraphAPIError", codes: 190...190, subcode: 458)
    /// // "GraphAPIError/190/458"
    /// ErrorTextKey.lookupEntry(table: "GraphAPIError", codes: 200...299, subcode: nil)
    /// // "GraphAPIError/200-299"
    /// ```
    public static func lookupEntry(table: String, codes: ClosedRange<Int>?, subcode: Int?) -> String {
        let codePart: String
        if let codes {
            codePart =
                codes.lowerBound == codes.upperBound
                ? "\(codes.lowerBound)" : "\(codes.lowerBound)-\(codes.upperBound)"
        } else {
            codePart = "*"
        }
        guard let subcode else {
            return "\(table)/\(codePart)"
        }
        return "\(table)/\(codePart)/\(subcode)"
    }
}
