extension DocumentedErrorDomain {
    /// The documented method symbols, in documented order.
    ///
    /// ```swift
    /// FirebaseAuthMethods.symbols  // ["signInWithEmail:password:completion:", …]
    /// ```
    public static var symbols: [String] {
        methodErrorTypes.map { $0.symbol }
    }

    /// Returns the method error type documented for `symbol`; the first one if listed twice.
    ///
    /// ```swift
    /// FirebaseAuthMethods.methodErrorType(forSymbol: "signInWithEmail:password:completion:")
    /// ```
    public static func methodErrorType(forSymbol symbol: String) -> (any DocumentedMethodErrors.Type)? {
        methodErrorTypes.first { $0.symbol == symbol }
    }

    /// Returns the documented identifiers of a method's codes, or nil for an unknown symbol.
    ///
    /// ```swift
    /// FirebaseAuthMethods.documentedIdentifiers(forSymbol: "signInWithEmail:password:completion:")  // ["FIRAuthErrorCodeNetworkError"]
    /// ```
    public static func documentedIdentifiers(forSymbol symbol: String) -> [String]? {
        methodErrorType(forSymbol: symbol).map { type in
            type.documentedCodes.map { $0.documentedIdentifier }
        }
    }

    /// Classifies an error as the method error type of `symbol`, or nil for an unknown symbol.
    ///
    /// ```swift
    /// FirebaseAuthMethods.methodError(forSymbol: "signInWithEmail:password:completion:", error: someError)?.code
    /// ```
    public static func methodError(forSymbol symbol: String, error: any Error)
        -> (any DocumentedMethodErrors)?
    {
        methodErrorType(forSymbol: symbol).map { $0.init(error) }
    }
}
