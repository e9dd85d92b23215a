import ErrorTablesRuntime

/// Every name of ErrorTablesRuntime that generated code refers to, in one place.
///
/// The names are taken from the runtime's own declarations wherever Swift allows it, so renaming a
/// runtime type breaks the generator's build instead of the generated code; only the three generic
/// types, which have no concrete argument here, are spelled out (the golden files, compiled against
/// the runtime, catch a drift in those). Generated code refers to these names unqualified, so a
/// generated type may not be named like one of them (``GeneratedNames/referencedTypeNames``).
enum RuntimeSymbols {
    /// The module generated files import.
    static let module = "ErrorTablesRuntime"

    /// The protocol of a domain's code enum.
    static let documentedErrorCode = String(describing: (any DocumentedErrorCode).self)
    /// The protocol of a code enum whose codes state how to recover from them.
    static let recoverableErrorCode = String(describing: (any RecoverableErrorCode).self)
    /// The protocol of a method's error enum.
    static let documentedMethodErrors = String(describing: (any DocumentedMethodErrors).self)
    /// The protocol of the domain's introspection enum.
    static let documentedErrorDomain = String(describing: (any DocumentedErrorDomain).self)
    /// The payload of a method error's `undocumented` case.
    static let undocumentedError = String(describing: UndocumentedError.self)
    /// The payload of a method error's documented case: the error as received.
    static let receivedError = String(describing: ReceivedError.self)
    /// What a method error's `payload` gives, generic over the code enum.
    static let methodErrorPayload = "MethodErrorPayload"
    /// The catalog the embedded texts make up.
    static let errorTextCatalog = String(describing: ErrorTextCatalog.self)
    /// The type of a code's `traits`.
    static let errorTraits = String(describing: ErrorTraits.self)
    /// A lookup table, generic over the code enum.
    static let errorLookupTable = "ErrorLookupTable"
    /// A lookup table's row, generic over the code enum.
    static let errorLookupEntry = "ErrorLookupEntry"
    /// The protocol of the version handshake every generated file declares.
    static let generatedCodeVersionCheck = String(describing: (any ErrorTablesGeneratedCodeVersionCheck).self)
    /// The marker protocol of the runtime API version the generator is built against.
    static let runtimeAPIVersion = String(describing: (any ErrorTablesRuntimeAPIVersion_4).self)

    /// Every runtime type name above, which no generated type may shadow.
    static let typeNames: Set<String> = [
        module, documentedErrorCode, recoverableErrorCode, documentedMethodErrors, documentedErrorDomain,
        undocumentedError, receivedError, methodErrorPayload, errorTextCatalog, errorTraits, errorLookupTable,
        errorLookupEntry,
        generatedCodeVersionCheck, runtimeAPIVersion,
    ]
}
