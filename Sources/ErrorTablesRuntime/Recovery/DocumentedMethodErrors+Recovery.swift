import Foundation

extension DocumentedMethodErrors {
    /// The traits of the documented code; `[]` for an undocumented error or a code enum that is not
    /// a ``RecoverableErrorCode``.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError.networkError.traits  // [.retryable]
    /// let user = try await retrier.run(classify: \.traits) {
    ///   () async throws(FIRAuth.SignInWithEmailPasswordError) in …
    /// }
    /// ```
    public var traits: ErrorTraits {
        (code as? any RecoverableErrorCode)?.traits ?? []
    }
}
