import Foundation

extension DocumentedMethodErrors {
    /// The code and the received error of a documented case, or the undocumented error, read from the case
    /// itself: generated code of runtime API 4 leaves `payload` to this default instead of writing a `switch`
    /// per method type (a type may still provide its own, as code generated for API 3 does).
    ///
    /// The case's name gives the code (`documentedCodes` made into cases once per type and indexed by their
    /// names), and its associated value the received error (a documented case) or the undocumented error.
    ///
    /// ```swift
    /// FIRAuth.SignInWithEmailPasswordError.wrongPassword().payload  // .documented(.wrongPassword, nil)
    /// ```
    public var payload: MethodErrorPayload<Code> {
        let value = Mirror(reflecting: self).children.first?.value
        if let undocumented = value as? UndocumentedError {
            return .undocumented(undocumented)
        }
        guard let name = ErrorPrinting.caseName(of: self),
            let code = TypeIndexCache.documentedCases(of: Self.self).codesByCaseName[name]
        else {
            // Only a hand-written conformance whose cases do not match its `documentedCodes` gets here.
            return .undocumented(UndocumentedError(NSError(domain: Self.errorDomain, code: 0)))
        }
        return .documented(code, value as? ReceivedError)
    }
}
