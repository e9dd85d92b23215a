import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The bundled spec, `spec/FirebaseAuth`: loads without a single diagnostic, and every method's
/// effective error set is exactly what en.md documents.
@Suite struct SeedSpecTests {
    static let packageRoot = PackageRoot.path

    static let loaded: (model: ErrorModel, diagnostics: Diagnostics, failure: FatalDiagnostic?) = {
        var diagnostics = Diagnostics()
        do throws(FatalDiagnostic) {
            let model = try SpecLoading.model(path: packageRoot + "/spec", diagnostics: &diagnostics)
            return (model, diagnostics, nil)
        } catch {
            return (ErrorModel(domains: []), diagnostics, error)
        }
    }()

    var domain: ErrorDomain? { Self.loaded.model.domains.first { $0.name == "FirebaseAuth" } }

    static let prefix = "FIRAuthErrorCode"

    /// A method's effective set: `origin: Code Code; origin: Code`, codes without the prefix, grouped
    /// while consecutive entries share an origin.
    func effectiveSet(_ method: ErrorMethod) -> String {
        var parts: [(origin: String, codes: [String])] = []
        for error in method.errors {
            let code = String(error.code.dropFirst(error.code.hasPrefix(Self.prefix) ? Self.prefix.count : 0))
            if parts.last?.origin == error.origin.description {
                parts[parts.count - 1].codes.append(code)
            } else {
                parts.append((error.origin.description, [code]))
            }
        }
        return parts.map { "\($0.origin): " + $0.codes.joined(separator: " ") }.joined(separator: "; ")
    }

    @Test func loadsWithoutDiagnostics() {
        #expect(Self.loaded.failure == nil)
        #expect(Self.loaded.diagnostics.all.map(\.description) == [])
        #expect(domain?.config.errorDomain == "FIRAuthErrorDomain")
        #expect(domain?.languages == ["en", "hi", "it"])
    }

    @Test func everyCodeInOrderOfFirstAppearance() {
        #expect(
            domain?.codes.map(\.id)
                == [
                    "NetworkError", "UserNotFound", "UserTokenExpired", "TooManyRequests", "InvalidAPIKey",
                    "AppNotAuthorized", "KeychainError", "InternalError", "InvalidEmail", "OperationNotAllowed",
                    "UserDisabled", "WrongPassword", "InvalidCredential", "EmailAlreadyInUse", "InvalidCustomToken",
                    "CustomTokenMismatch", "WeakPassword", "InvalidUserToken", "UserMismatch", "RequiresRecentLogin",
                    "ProviderAlreadyLinked", "CredentialAlreadyInUse", "NoSuchProvider",
                ].map { Self.prefix + $0 })
        #expect(domain?.codes.count == 23)
    }

    @Test func groupsAndTheirCommonErrors() {
        #expect(domain?.groups.map(\.symbol) == ["FIRAuth", "FIRUser"])
        #expect(
            domain?.groups.map { $0.commonErrors.map(\.code) } == [
                [], [Self.prefix + "InvalidUserToken", Self.prefix + "UserDisabled"],
            ])
        #expect(
            domain?.method("linkWithCredential:completion:")?.inclusions == [
                "updateEmail:completion:", "updatePassword:completion:",
            ])
        #expect(domain?.methods.filter { !$0.inclusions.isEmpty }.map(\.symbol) == ["linkWithCredential:completion:"])
    }

    @Test func effectiveSetOfEveryMethod() {
        let domainCommon =
            "domain: NetworkError UserNotFound UserTokenExpired TooManyRequests InvalidAPIKey AppNotAuthorized "
            + "KeychainError InternalError"
        let userCommon = "group: InvalidUserToken UserDisabled"
        let expected: [(symbol: String, group: String, errors: String)] = [
            ("fetchProvidersForEmail:completion:", "FIRAuth", "method: InvalidEmail; " + domainCommon),
            (
                "signInWithEmail:password:completion:", "FIRAuth",
                "method: OperationNotAllowed InvalidEmail UserDisabled WrongPassword; " + domainCommon
            ),
            (
                "signInWithCredential:completion:", "FIRAuth",
                "method: InvalidCredential InvalidEmail OperationNotAllowed EmailAlreadyInUse UserDisabled "
                    + "WrongPassword; " + domainCommon
            ),
            ("signInAnonymouslyWithCompletion:", "FIRAuth", "method: OperationNotAllowed; " + domainCommon),
            (
                "signInWithCustomToken:completion:", "FIRAuth",
                "method: InvalidCustomToken CustomTokenMismatch; " + domainCommon
            ),
            (
                "createUserWithEmail:password:completion:", "FIRAuth",
                "method: InvalidEmail EmailAlreadyInUse OperationNotAllowed WeakPassword; " + domainCommon
            ),
            (
                "signOut:", "FIRAuth",
                "method: KeychainError; domain: NetworkError UserNotFound UserTokenExpired TooManyRequests "
                    + "InvalidAPIKey AppNotAuthorized InternalError"
            ),
            (
                "reauthenticateWithCredential:completion:", "FIRUser",
                "method: InvalidCredential InvalidEmail WrongPassword UserMismatch OperationNotAllowed "
                    + "EmailAlreadyInUse UserDisabled; group: InvalidUserToken; " + domainCommon
            ),
            (
                "updateEmail:completion:", "FIRUser",
                "method: EmailAlreadyInUse InvalidEmail RequiresRecentLogin; \(userCommon); " + domainCommon
            ),
            (
                "updatePassword:completion:", "FIRUser",
                "method: OperationNotAllowed RequiresRecentLogin WeakPassword; \(userCommon); " + domainCommon
            ),
            (
                "linkWithCredential:completion:", "FIRUser",
                "method: ProviderAlreadyLinked CredentialAlreadyInUse OperationNotAllowed; "
                    + "included:updateEmail:completion:: EmailAlreadyInUse InvalidEmail RequiresRecentLogin; "
                    + "included:updatePassword:completion:: WeakPassword; \(userCommon); " + domainCommon
            ),
            (
                "unlinkFromProvider:completion:", "FIRUser",
                "method: NoSuchProvider RequiresRecentLogin; \(userCommon); " + domainCommon
            ),
            (
                "sendEmailVerificationWithCompletion:", "FIRUser",
                "method: UserNotFound; \(userCommon); domain: NetworkError UserTokenExpired TooManyRequests "
                    + "InvalidAPIKey AppNotAuthorized KeychainError InternalError"
            ),
            ("deleteWithCompletion:", "FIRUser", "method: RequiresRecentLogin; \(userCommon); " + domainCommon),
        ]
        let methods = domain?.methods ?? []
        #expect(methods.map(\.symbol) == expected.map(\.symbol))
        for (method, expectation) in zip(methods, expected) {
            #expect(method.group == expectation.group, "\(method.symbol)")
            #expect(effectiveSet(method) == expectation.errors, "\(method.symbol)")
        }
    }

    @Test func rawValuesNamesAndSwiftNames() {
        let facts = ["NetworkError", "InvalidAPIKey", "KeychainError", "WrongPassword", "InvalidCustomToken"].map {
            id in
            domain?.code(Self.prefix + id).map {
                "\($0.swiftName) \($0.rawValue) \($0.name ?? "-") \($0.hasConfiguredRawValue)"
            }
        }
        #expect(
            facts == [
                "networkError 17020 ERROR_NETWORK_REQUEST_FAILED true",
                "invalidAPIKey 17023 ERROR_INVALID_API_KEY true",
                "keychainError 17995 ERROR_KEYCHAIN_ERROR true",
                "wrongPassword 17009 ERROR_WRONG_PASSWORD true",
                "invalidCustomToken 17000 ERROR_INVALID_CUSTOM_TOKEN true",
            ])
        #expect(domain?.codes.allSatisfy(\.hasConfiguredRawValue) == true)
        #expect(Set(domain?.codes.map(\.rawValue) ?? []).count == 23)
    }

    /// The text of `code` in `method`'s effective set.
    func text(_ code: String, in method: String, _ language: String) -> String? {
        domain?.method(method)?.errors.first { $0.code == Self.prefix + code }?.entry.description.texts[language]
    }

    @Test func italianTextsFromTheSeed() {
        #expect(
            text("WrongPassword", in: "signInWithEmail:password:completion:", "it")
                == "Indica che l'utente ha tentato di accedere con una password errata.")
        #expect(
            text("WrongPassword", in: "reauthenticateWithCredential:completion:", "it")
                == "Indica che l'utente ha tentato di riautenticazione con una password errata, se la credenziale è "
                + "del tipo EmailPasswordAuthCredential .")
        #expect(
            text("KeychainError", in: "fetchProvidersForEmail:completion:", "it")
                == "Indica che si è verificato un errore durante l'accesso al portachiavi. I campi "
                + "NSLocalizedFailureReasonErrorKey e NSUnderlyingErrorKey nel dizionario NSError.userInfo "
                + "conterranno ulteriori informazioni sull'errore riscontrato.")
        // signOut: documents its own KeychainError text, which differs from the domain-level one.
        #expect(
            text("KeychainError", in: "signOut:", "it")
                == "Indicato che si è verificato un errore durante l'accesso al portachiavi. I campi "
                + "NSLocalizedFailureReasonErrorKey e NSUnderlyingErrorKey nel dizionario NSError.userInfo "
                + "conterranno ulteriori informazioni sull'errore riscontrato.")
    }

    @Test func hindiTextsFromTheSeed() {
        #expect(
            text("NetworkError", in: "signOut:", "hi") == "यह दर्शाता है कि ऑपरेशन के दौरान कोई नेटवर्क त्रुटि हुई।")
        #expect(
            domain?.code(Self.prefix + "NetworkError")?.description.texts["hi"]
                == "यह दर्शाता है कि ऑपरेशन के दौरान कोई नेटवर्क त्रुटि हुई।")
        #expect(
            text("UserDisabled", in: "updateEmail:completion:", "hi")
                == "इंगित करता है कि उपयोगकर्ता का खाता अक्षम कर दिया गया है और फायरबेस कंसोल में उपयोगकर्ता पैनल के भीतर "
                + "से दोबारा सक्षम होने तक इसका उपयोग नहीं किया जा सकता है।")
        #expect(
            text("UserDisabled", in: "reauthenticateWithCredential:completion:", "hi")
                == "इंगित करता है कि उपयोगकर्ता का खाता अक्षम है।")
    }

    @Test func aMethodTextDiffersFromTheDomainText() {
        // UserNotFound is domain-common, and sendEmailVerificationWithCompletion: documents it again, shorter.
        let method = "sendEmailVerificationWithCompletion:"
        #expect(text("UserNotFound", in: method, "en") == "The user account was not found.")
        #expect(text("UserNotFound", in: method, "it") == "Indica che l'account utente non è stato trovato.")
        #expect(text("UserNotFound", in: method, "hi") == "इंगित करता है कि उपयोगकर्ता खाता नहीं मिला।")
        #expect(
            text("UserNotFound", in: "signOut:", "it")
                == "Indica che l'account utente non è stato trovato. Ciò potrebbe verificarsi se l'account utente è "
                + "stato eliminato.")
        #expect(
            text("UserNotFound", in: "signOut:", "hi")
                == "इंगित करता है कि उपयोगकर्ता खाता नहीं मिला। ऐसा तब हो सकता है जब उपयोगकर्ता खाता हटा दिया गया हो।")
        // The code's own description is the domain-common text.
        #expect(
            domain?.code(Self.prefix + "UserNotFound")?.description.texts
                == [
                    "en": "The user account was not found. The account may have been deleted.",
                    "hi": "इंगित करता है कि उपयोगकर्ता खाता नहीं मिला। ऐसा तब हो सकता है जब उपयोगकर्ता खाता हटा दिया गया हो।",
                    "it":
                        "Indica che l'account utente non è stato trovato. Ciò potrebbe verificarsi se l'account utente è "
                        + "stato eliminato.",
                ])
    }

    @Test func everyEffectiveErrorHasAllThreeLanguages() {
        let missing = (domain?.methods ?? []).flatMap { method in
            method.errors.filter { Set($0.entry.description.texts.keys) != ["en", "hi", "it"] }.map {
                "\(method.symbol) \($0.code)"
            }
        }
        #expect(missing == [])
    }

    @Test func firebaseHasNoFallbackRows() {
        #expect(domain != nil)
        #expect(domain?.fallback == nil)
        #expect(domain?.groups.allSatisfy { $0.fallback == nil } == true)
        #expect(domain?.methods.allSatisfy { $0.fallback == nil } == true)
    }
}
