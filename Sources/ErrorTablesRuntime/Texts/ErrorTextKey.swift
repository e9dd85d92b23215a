/// The default keys under which generated code stores texts in an ``ErrorTextCatalog``.
///
/// | text | key | example |
/// | --- | --- | --- |
/// | a code's description | its documented identifier | `AuthErrorCodeNetworkError` |
/// | a method's text for a code | `<symbol>/<identifier>` | `signIn:completion:/AuthErrorCodeNetworkError` |
/// | a method's "all others" row | `<symbol>/*` | `signIn:completion:/*` |
///
/// Generated code may use other keys by implementing the key requirements of
/// ``CatalogedErrorCode`` and ``CatalogedMethodErrors``.
public enum ErrorTextKey {
    /// Returns the key of a method's own text for one documented code.
    ///
    /// ```swift
    /// ErrorTextKey.method(symbol: "signIn:", identifier: "AuthErrorCodeNetworkError")
    /// // "signIn:/AuthErrorCodeNetworkError"
    /// ```
    public static func method(symbol: String, identifier: String) -> String {
        "\(symbol)/\(identifier)"
    }

    /// Returns the key of a method's text for errors it does not document ("all others").
    ///
    /// ```swift
    /// ErrorTextKey.fallback(symbol: "signIn:")  // "signIn:/*"
    /// ```
    public static func fallback(symbol: String) -> String {
        "\(symbol)/*"
    }
}
