/// What a method error holds, which each generated method type gives in one `switch`: a documented
/// code with the error as received (nil when the case was made in code), or an undocumented error.
///
/// The runtime derives ``DocumentedMethodErrors/code``, ``DocumentedMethodErrors/receivedError`` and
/// ``DocumentedMethodErrors/undocumentedError`` from it.
///
/// ```swift
/// FIRAuth.SignInWithEmailPasswordError.wrongPassword().payload  // .documented(.wrongPassword, nil)
/// ```
public enum MethodErrorPayload<Code: DocumentedErrorCode>: Sendable {
    /// A documented code, with the error as received, or nil for a case made in code.
    case documented(Code, ReceivedError?)
    /// An error the method does not document, kept as received.
    case undocumented(UndocumentedError)
}
