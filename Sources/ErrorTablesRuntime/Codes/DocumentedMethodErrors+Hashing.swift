// Equality and hashing for every method error type that declares `Hashable`, written once here instead
// of synthesized by the compiler for each generated type: the synthesized `==` of an enum with a payload
// case compiles to a switch over every case, which was half the time the compiler spent on a file of
// generated method types.

extension DocumentedMethodErrors where Self: Hashable {
    /// Whether two errors are the same case: the same documented code, or both undocumented with equal
    /// ``UndocumentedError``s (the same domain and code). A documented case's received error takes no
    /// part: each documented case has its own code, so this is the equality the compiler would
    /// synthesize for payload-free cases.
    ///
    /// ```swift
    /// FIRAuth.SignInError.wrongPassword(ReceivedError(sent)) == .wrongPassword()  // true
    /// ```
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.undocumentedError == rhs.undocumentedError
    }

    /// Hashes the documented code, or the domain and code of an undocumented case.
    ///
    /// ```swift
    /// Set([FIRAuth.SignInError.wrongPassword(ReceivedError(sent)), .wrongPassword()]).count  // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(undocumentedError)
    }
}
