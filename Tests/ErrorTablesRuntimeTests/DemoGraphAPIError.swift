import ErrorTablesRuntime

/// The Graph API error table of the Facebook SDK guide, written as the generator would write
/// it; codes, subcodes and categories from `../shared/facts/facebook-sdk-errors.tsv`, messages
/// in `DemoFacebookErrorCategory.textCatalog`.
public enum DemoGraphAPIError {
    /// Codes and subcodes to category and contextual message, in documented order.
    public static let table = ErrorLookupTable<DemoFacebookErrorCategory>(
        name: "GraphAPIError",
        entries: [
            ErrorLookupEntry(codes: 1...1, subcode: nil, case: .retry, messageKey: "GraphAPIError/1"),
            ErrorLookupEntry(codes: 2...2, subcode: nil, case: .retry, messageKey: "GraphAPIError/2"),
            ErrorLookupEntry(
                codes: 4...4, subcode: nil, case: .throttling, messageKey: "GraphAPIError/4"),
            ErrorLookupEntry(
                codes: 17...17, subcode: nil, case: .throttling, messageKey: "GraphAPIError/17"),
            ErrorLookupEntry(
                codes: 341...341, subcode: nil, case: .throttling, messageKey: "GraphAPIError/341"),
            ErrorLookupEntry(
                codes: 10...10, subcode: nil, case: .permissions, messageKey: "GraphAPIError/10"),
            ErrorLookupEntry(
                codes: 200...299, subcode: nil, case: .permissions, messageKey: "GraphAPIError/200-299"),
            ErrorLookupEntry(
                codes: 102...102, subcode: nil, case: .authenticationReopenSession,
                messageKey: "GraphAPIError/102"),
            ErrorLookupEntry(
                codes: 190...190, subcode: nil, case: .authenticationReopenSession,
                messageKey: "GraphAPIError/190"),
            ErrorLookupEntry(
                codes: 190...190, subcode: 458, case: .authenticationReopenSession,
                messageKey: "GraphAPIError/190/458"),
            ErrorLookupEntry(
                codes: 190...190, subcode: 459, case: .retry, messageKey: "GraphAPIError/190/459"),
            ErrorLookupEntry(
                codes: 190...190, subcode: 460, case: .authenticationReopenSession,
                messageKey: "GraphAPIError/190/460"),
            ErrorLookupEntry(
                codes: 190...190, subcode: 463, case: .authenticationReopenSession,
                messageKey: "GraphAPIError/190/463"),
            ErrorLookupEntry(
                codes: 190...190, subcode: 464, case: .authenticationReopenSession,
                messageKey: "GraphAPIError/190/464"),
            ErrorLookupEntry(
                codes: 190...190, subcode: 467, case: .authenticationReopenSession,
                messageKey: "GraphAPIError/190/467"),
        ],
        fallbackMessageKey: "GraphAPIError/*")
}
