extension RecoverableErrorCode {
    /// No traits unless generated code provides them.
    public var traits: ErrorTraits { [] }

    /// Returns the traits of any error whose code this enum recognizes, or `[]` for other errors.
    ///
    /// Recognizes what ``DocumentedErrorCode/init(error:)`` does: this enum, a method error or
    /// undocumented error of the domain, or an `NSError` of the domain with a known code.
    ///
    /// ```swift
    /// AuthErrorCode.traits(of: NSError(domain: "FIRAuthErrorDomain", code: 17020))  // [.retryable]
    /// let user = try await retrier.run(classify: AuthErrorCode.traits(of:)) { try await signIn() }
    /// ```
    public static func traits(of error: any Error) -> ErrorTraits {
        Self(error: error)?.traits ?? []
    }
}
