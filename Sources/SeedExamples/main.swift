// `make run`'s example: errors as an app sees them, through the types generated from spec/FirebaseAuth and
// spec/Facebook (checked in under Sources/*/Generated), handled the way the documentation says.

import FacebookErrors
import FirebaseAuthErrors
import Foundation

let languages = ["en", "hi", "it", "pt-BR"]

func show(_ label: String, _ text: (Locale) -> String, in languages: [String]) {
    print(label)
    for language in languages {
        print("  \(language.padding(toLength: 5, withPad: " ", startingAt: 0)) \(text(Locale(identifier: language)))")
    }
}

// Firebase: the SDK reports a wrong password for signInWithEmail:password:completion:.
func signIn(email: String, password: String) throws(FIRAuth.SignInWithEmailPasswordError) {
    throw FIRAuth.SignInWithEmailPasswordError(NSError(domain: "FIRAuthErrorDomain", code: 17009))
}

do {
    try signIn(email: "ada@example.com", password: "hunter2")
} catch {
    show(
        "Firebase signInWithEmail:password:completion: failed with .\(error.code.map { "\($0)" } ?? "undocumented")",
        error.localizedDescription(locale:), in: languages)
    print("  advice: \(error.recoveryAdvice(locale: Locale(identifier: "en")))")
    let bridged = error as NSError
    print(
        "  as NSError: \(bridged.domain) \(bridged.code), name \(bridged.userInfo["FIRAuthErrorUserInfoNameKey"] ?? "-")"
    )
}

// Facebook: a Graph API request fails with code 190, subcode 458 (the user removed the app).
let graphError = NSError(
    domain: "com.facebook.sdk", code: 5,
    userInfo: ["com.facebook.sdk:ParsedJSONResponseKey": ["body": ["error": ["code": 190, "error_subcode": 458]]]])
if let codes = ServerErrorCodes(facebookError: graphError), let match = GraphAPIError.table.match(codes) {
    print()
    show(
        "Facebook Graph API error 190/458 → .\(match.documentedCase.map { "\($0)" } ?? "none")", match.message(locale:),
        in: ["en", "it"])
    print("  advice: \(match.recoveryAdvice(locale: Locale(identifier: "en")))")
}
