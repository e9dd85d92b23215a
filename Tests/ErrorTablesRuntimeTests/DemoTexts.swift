import ErrorTablesRuntime

/// The texts of the demo domain, as a generator would embed them.
enum DemoTexts {
    static let signIn = "signInWithEmail:password:completion:"
    static let resetPassword = "sendPasswordResetWithEmail:completion:"

    static let english: [String: String] = [
        "DemoErrorCodeNetworkError": "A network error occurred.",
        "DemoErrorCodeUserNotFound": "There is no user record for this identifier.",
        "DemoErrorCodeWrongPassword": "The password is invalid.",
        "DemoErrorCodeWrongPassword.reason": "The password does not match the account.",
        "DemoErrorCodeWrongPassword.suggestion": "Check the password and try again.",
        "\(signIn)/DemoErrorCodeWrongPassword": "The password is wrong for this email address.",
        "\(signIn)/*": "Sign-in failed for an unexpected reason.",
    ]

    static let italian: [String: String] = [
        "DemoErrorCodeNetworkError": "Si è verificato un errore di rete.",
        "DemoErrorCodeWrongPassword": "La password non è valida.",
        "DemoErrorCodeWrongPassword.reason": "La password non corrisponde all'account.",
        "\(signIn)/DemoErrorCodeWrongPassword": "La password è sbagliata per questa email.",
        "\(signIn)/*": "L'accesso non è riuscito per un motivo imprevisto.",
    ]

    static let hindi: [String: String] = [
        "DemoErrorCodeNetworkError": "नेटवर्क त्रुटि हुई।",
        "DemoErrorCodeWrongPassword": "पासवर्ड अमान्य है।",
    ]

    static let catalog = ErrorTextCatalog(
        table: "DemoErrors",
        bundle: nil,
        sourceLanguage: "en",
        languages: ["en", "hi", "it"],
        embeddedSourceTexts: english,
        localizedTexts: ["hi": hindi, "it": italian]
    )
}
