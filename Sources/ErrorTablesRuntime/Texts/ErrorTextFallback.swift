/// The readable English sentences shown when no catalog has a text.
enum ErrorTextFallback {
    /// Describes a documented code whose text is missing everywhere.
    static func documented(identifier: String, domain: String, code: Int) -> String {
        "The operation failed with error \(identifier) (\(domain) error \(code))."
    }

    /// Describes an error that a method does not document.
    static func undocumented(symbol: String, domain: String, code: Int) -> String {
        "The operation \(symbol) failed with an undocumented error (\(domain) error \(code))."
    }
}
