import ErrorTablesRuntime

/// A code enum with no text in any language, the one shape the golden types cannot have: the
/// golden spec loads without diagnostics, and a code with an empty description is a warning. It
/// shows the runtime's sentence of last resort; everything else is tested on generated types.
enum TextlessErrorCode: Int, DocumentedErrorCode, RecoverableErrorCode {
    case internalError = 17999

    static let errorDomain = "TextlessErrorDomain"
    static let textCatalog = ErrorTextCatalog(
        table: "TextlessErrors", sourceLanguage: "en", languages: ["en", "it"], embeddedSourceTexts: [:])

    var documentedIdentifier: String { "TextlessErrorCodeInternalError" }
}
