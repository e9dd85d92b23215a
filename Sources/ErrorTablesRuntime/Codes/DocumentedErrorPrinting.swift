import Foundation

// What `print(error)`, `String(describing:)` and `debugDescription` show for generated error types: the
// type, the case, the `NSError` domain and code, and the documented text, for a log line a person can
// act on. A method type's undocumented case shows the original error's domain and code.

extension DocumentedErrorCode {
    /// The type, the case, the domain, the code and the documented text in the current languages.
    ///
    /// ```swift
    /// print(AuthErrorCode.wrongPassword)
    /// // AuthErrorCode.wrongPassword (FIRAuthErrorDomain error 17009): The password is not valid.
    /// ```
    public var description: String {
        ErrorPrinting.line(
            type: Self.self, caseName: ErrorPrinting.caseName(of: self) ?? documentedIdentifier,
            domain: Self.errorDomain, code: rawValue, text: documentedDescription)
    }

    /// The same as ``description``, with the documented identifier.
    ///
    /// ```swift
    /// debugPrint(AuthErrorCode.wrongPassword)
    /// // AuthErrorCode.wrongPassword (FIRAuthErrorDomain error 17009): … [FIRAuthErrorCodeWrongPassword]
    /// ```
    public var debugDescription: String {
        description + " [\(documentedIdentifier)]"
    }

    /// The documented description in the current languages.
    ///
    /// ```swift
    /// AuthErrorCode.wrongPassword.documentedDescription  // "The password is not valid."
    /// ```
    public var documentedDescription: String {
        localizedDescription(preferredLanguages: LocaleResolution.currentIdentifiers())
    }
}

extension DocumentedMethodErrors {
    /// The type, the case, the domain, the code and the documented text in the current languages; for
    /// the undocumented case, the original error's domain and code.
    ///
    /// ```swift
    /// print(failure)
    /// // FIRAuth.SignInWithEmailPasswordError.wrongPassword (FIRAuthErrorDomain error 17009): The user
    /// // tried to sign in with the wrong password.
    /// ```
    public var description: String {
        let domain = undocumentedError?.domain ?? Self.errorDomain
        // A hand-written conformance that is not an enum is named by its code's case.
        let caseName =
            ErrorPrinting.caseName(of: self)
            ?? code.map { ErrorPrinting.caseName(of: $0) ?? $0.documentedIdentifier } ?? "undocumented"
        return ErrorPrinting.line(
            type: Self.self, caseName: caseName, domain: domain, code: errorCode, text: documentedDescription)
    }

    /// The same as ``description``, followed by the error as received (its domain, code and own
    /// description) when there is one.
    ///
    /// ```swift
    /// debugPrint(failure)
    /// // FIRAuth.SignInWithEmailPasswordError.wrongPassword (FIRAuthErrorDomain error 17009): …;
    /// // received: Received error (FIRAuthErrorDomain error 17009)
    /// ```
    public var debugDescription: String {
        guard let received = receivedError else { return description }
        return description + "; received: " + received.description
    }
}

/// The one format of the printed generated errors.
enum ErrorPrinting {
    /// `Type.case (domain error code): text`.
    static func line(type: Any.Type, caseName: String, domain: String, code: Int, text: String) -> String {
        "\(typeName(type)).\(caseName) (\(domain) error \(code)): \(text)"
    }

    /// The type's name as written in code, with the types it is nested in and without its module.
    static func typeName(_ type: Any.Type) -> String {
        let full = String(reflecting: type)
        guard let dot = full.firstIndex(of: ".") else { return full }
        return String(full[full.index(after: dot)...])
    }

    /// The name of an enum value's case, as the runtime's reflection gives it; nil for a value that is not
    /// an enum.
    static func caseName<T>(of value: T) -> String? {
        _enumCaseName(value).map { String(cString: $0) }
    }
}

/// The runtime function behind `String(describing:)` for enum cases, which a type with its own
/// `description` no longer reaches; exported by the Swift runtime on every platform.
@_silgen_name("swift_EnumCaseName")
private func _enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
