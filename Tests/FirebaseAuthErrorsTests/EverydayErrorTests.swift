import ErrorTablesRuntime
import ErrorTablesTestSupport
import FirebaseAuthErrors
import Foundation
import Testing

/// What an app does with an error on every screen: `localizedDescription` for an alert, `print(error)` for a
/// log line, the documented text on demand, and the undocumented sentence in the user's language.
@Suite struct EverydayErrorTests {
    /// The languages the runtime reads texts in here, and the catalog's first match for them.
    static let languages = LocaleResolution.currentIdentifiers()
    static let catalogLanguage = AuthErrorCode.textCatalog.candidates(preferredLanguages: languages).first

    static func authError(_ code: AuthErrorCode, _ userInfo: [String: Any] = [:]) -> NSError {
        NSError(domain: "FIRAuthErrorDomain", code: code.rawValue, userInfo: userInfo)
    }

    /// The method's own text for wrong passwords, in the catalog's language for this process.
    static var wrongPasswordText: String {
        FIRAuth.SignInWithEmailPasswordError.wrongPassword().localizedDescription(preferredLanguages: languages)
    }

    @Test func theEnglishTextIsTheMethodsOwn() {
        #expect(
            FIRAuth.SignInWithEmailPasswordError.wrongPassword().localizedDescription(locale: Locale(identifier: "en"))
                == "The user tried to sign in with the wrong password.")
        #expect(Self.catalogLanguage != nil)
    }

    @Test func aReceivedErrorWithoutATextOfItsOwnDescribesItselfWithTheDocumentedText() {
        let sent = Self.authError(.wrongPassword, ["FIRAuthErrorUserInfoNameKey": "ERROR_WRONG_PASSWORD"])
        let failure = FIRAuth.SignInWithEmailPasswordError(sent)
        #expect(failure.localizedDescription == Self.wrongPasswordText)
        #expect(failure.documentedDescription == Self.wrongPasswordText)
        #expect(!failure.localizedDescription.hasPrefix("The operation could not be completed"))
        // The received user info is kept; only the missing description is added.
        let bridged = failure as NSError
        #expect(bridged.domain == "FIRAuthErrorDomain")
        #expect(bridged.code == 17009)
        #expect(bridged.userInfo["FIRAuthErrorUserInfoNameKey"] as? String == "ERROR_WRONG_PASSWORD")
        #expect(bridged.userInfo[NSLocalizedDescriptionKey] as? String == Self.wrongPasswordText)
        #expect(bridged.userInfo.count == 2)
        #expect(failure.nsError === sent)
        #expect(failure.receivedDescription == nil)
    }

    @Test func aReceivedErrorWithItsOwnTextKeepsItAndTheDocumentedTextIsOneCallAway() {
        let sent = Self.authError(.wrongPassword, [NSLocalizedDescriptionKey: "Wrong password, said the server."])
        let failure = FIRAuth.SignInWithEmailPasswordError(sent)
        #expect(failure.localizedDescription == "Wrong password, said the server.")
        #expect((failure as NSError).userInfo.count == 1)
        #expect(failure.documentedDescription == Self.wrongPasswordText)
        #expect(failure.receivedDescription == "Wrong password, said the server.")
    }

    @Test func aCaseMadeInCodeAndTheCodeEnumDescribeThemselvesWithTheDocumentedText() {
        #expect(FIRAuth.SignInWithEmailPasswordError.wrongPassword().localizedDescription == Self.wrongPasswordText)
        let code = AuthErrorCode.networkError
        #expect(code.localizedDescription == code.localizedDescription(preferredLanguages: Self.languages))
        #expect(code.documentedDescription == code.localizedDescription(preferredLanguages: Self.languages))
    }

    @Test func printShowsTypeCaseDomainCodeAndText() {
        let failure = FIRAuth.SignInWithEmailPasswordError(Self.authError(.wrongPassword))
        let line = "FIRAuth.SignInWithEmailPasswordError.wrongPassword (FIRAuthErrorDomain error 17009): "
        #expect(String(describing: failure) == line + Self.wrongPasswordText)
        #expect("\(failure)" == line + Self.wrongPasswordText)
        #expect(
            String(reflecting: failure)
                == line + Self.wrongPasswordText + "; received: Received error (FIRAuthErrorDomain error 17009)")
        #expect(
            String(reflecting: FIRAuth.SignInWithEmailPasswordError.wrongPassword()) == line + Self.wrongPasswordText)
        let text = AuthErrorCode.networkError.localizedDescription(preferredLanguages: Self.languages)
        #expect(
            String(describing: AuthErrorCode.networkError)
                == "AuthErrorCode.networkError (FIRAuthErrorDomain error 17020): " + text)
        #expect(
            AuthErrorCode.networkError.debugDescription
                == "AuthErrorCode.networkError (FIRAuthErrorDomain error 17020): " + text
                + " [FIRAuthErrorCodeNetworkError]")
    }

    @Test func printShowsTheUndocumentedCasesOriginalDomainAndCode() {
        let timeout = NSError(domain: "NSURLErrorDomain", code: -1001)
        let failure = FIRAuth.SignInWithEmailPasswordError(timeout)
        let text = failure.localizedDescription(preferredLanguages: Self.languages)
        #expect(
            String(describing: failure)
                == "FIRAuth.SignInWithEmailPasswordError.undocumented (NSURLErrorDomain error -1001): " + text)
        #expect(failure.localizedDescription == text)
    }

    @Test func theUndocumentedSentenceIsInTheCatalogsLanguage() {
        let failure = FIRAuth.SignInWithEmailPasswordError(NSError(domain: "NSURLErrorDomain", code: -1001))
        #expect(
            failure.localizedDescription(locale: Locale(identifier: "it_IT"))
                == "L’operazione signInWithEmail:password:completion: non è riuscita per un errore non documentato "
                + "(NSURLErrorDomain, errore -1001).")
        #expect(
            failure.localizedDescription(locale: Locale(identifier: "hi_IN"))
                == "ऑपरेशन signInWithEmail:password:completion: एक ऐसी त्रुटि से विफल हुआ जो दस्तावेज़ में नहीं है "
                + "(NSURLErrorDomain त्रुटि -1001)।")
        // A language the catalog does not have falls back to the source language's, English.
        #expect(
            failure.localizedDescription(locale: Locale(identifier: "ja_JP"))
                == "The operation signInWithEmail:password:completion: failed with an undocumented error "
                + "(NSURLErrorDomain error -1001).")
    }
}

/// The README's and the GeneratedAPI article's examples of `localizedDescription` and `print(error)` show the
/// output as it really is: each `// ` line after a `print(…)` or a commented expression is what that line gives
/// for an English user.
@Suite struct DocumentedOutputTests {
    static let english = ["en"]

    /// What `print` shows for a value, with the documented text in the current languages replaced by the English
    /// one (the documents show an English user's output).
    static func inEnglish(_ value: some CustomStringConvertible, text current: String, english: String) -> String {
        String(describing: value).replacingOccurrences(of: current, with: english)
    }

    /// What each example expression gives for an English user.
    static var outputs: [String: String] {
        let failure = FIRAuth.SignInWithEmailPasswordError(NSError(domain: "FIRAuthErrorDomain", code: 17009))
        let undocumented = FIRAuth.SignInWithEmailPasswordError(NSError(domain: "NSURLErrorDomain", code: -1001))
        let code = AuthErrorCode.networkError
        return [
            "print(failure.localizedDescription)": failure.localizedDescription(preferredLanguages: english),
            "print(failure)": inEnglish(
                failure, text: failure.documentedDescription,
                english: failure.localizedDescription(preferredLanguages: english)),
            "print(AuthErrorCode.networkError)": inEnglish(
                code, text: code.documentedDescription, english: code.localizedDescription(preferredLanguages: english)),
            "print(FIRAuth.SignInWithEmailPasswordError(NSError(domain: \"NSURLErrorDomain\", code: -1001)))":
                inEnglish(
                    undocumented, text: undocumented.documentedDescription,
                    english: undocumented.localizedDescription(preferredLanguages: english)),
        ]
    }

    /// Each `print(…)` line of a document's Swift blocks with the comment line after it.
    static func printedLines(in path: String) throws -> [(call: String, output: String)] {
        let lines = try String(contentsOfFile: PackageRoot.path + "/" + path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [(String, String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("print(") && index + 1 < lines.count {
            let next = lines[index + 1]
            guard next.hasPrefix("// ") else { continue }
            found.append((line, String(next.dropFirst(3))))
        }
        return found
    }

    @Test(arguments: ["README.md", "Sources/ErrorTablesCore/ErrorTablesCore.docc/GeneratedAPI.md"])
    func theDocumentsPrintWhatTheCodeGives(_ path: String) throws {
        let printed = try Self.printedLines(in: path)
        #expect(printed.count >= 2)
        let outputs = Self.outputs
        for (call, output) in printed {
            #expect(outputs[call] == output, "\(path): \(call)")
        }
        // The same lines as the process prints them, for a process whose language is English.
        if EverydayErrorTests.catalogLanguage == "en" {
            let failure = FIRAuth.SignInWithEmailPasswordError(NSError(domain: "FIRAuthErrorDomain", code: 17009))
            #expect("\(failure)" == outputs["print(failure)"])
            #expect(failure.localizedDescription == outputs["print(failure.localizedDescription)"])
        }
    }

    @Test func theSentencesAreTheDocumentedOnes() {
        #expect(
            Self.outputs["print(failure.localizedDescription)"] == "The user tried to sign in with the wrong password.")
        #expect(
            Self.outputs["print(AuthErrorCode.networkError)"]
                == "AuthErrorCode.networkError (FIRAuthErrorDomain error 17020): "
                + "A network error occurred during the operation.")
        #expect(
            Self.outputs["print(failure)"]
                == "FIRAuth.SignInWithEmailPasswordError.wrongPassword (FIRAuthErrorDomain error 17009): "
                + "The user tried to sign in with the wrong password.")
    }
}
