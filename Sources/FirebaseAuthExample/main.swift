// `make run`'s example: a Firebase Auth error as an app sees it, through the types the build plugin
// generated from spec/FirebaseAuth.

import FirebaseAuthErrors
import Foundation

/// Stands in for `Auth.auth().signIn(withEmail:password:)`: the SDK reports a wrong password.
func signIn(email: String, password: String) throws(FIRAuth.SignInWithEmailPasswordError) {
    let sdkError = NSError(domain: "FIRAuthErrorDomain", code: 17009)
    throw FIRAuth.SignInWithEmailPasswordError(sdkError)
}

do {
    try signIn(email: "ada@example.com", password: "hunter2")
} catch {
    print("signInWithEmail:password:completion: failed with \(error.code.map { "\($0)" } ?? "an undocumented error")")
    for language in ["en", "hi", "it", "pt-BR"] {
        let text = error.localizedDescription(locale: Locale(identifier: language))
        print("  \(language.padding(toLength: 5, withPad: " ", startingAt: 0)) \(text)")
    }
    switch error {
    case .wrongPassword: print("  → ask the user for the password again")
    case .networkError, .tooManyRequests: print("  → retry later")
    default: print("  → show the message")
    }
    let bridged = error as NSError
    print("  as NSError: domain \(bridged.domain), code \(bridged.code), name \(bridged.userInfo["FIRAuthErrorUserInfoNameKey"] ?? "-")")
}
