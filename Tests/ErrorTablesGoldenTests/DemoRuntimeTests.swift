import ErrorTablesCore
import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// The compiled golden Demo types, exercised through ErrorTablesRuntime as an app would use them.
@Suite struct DemoRuntimeTests {
    static let english = Locale(identifier: "en")
    static let italian = Locale(identifier: "it_IT")
    static let brazilian = Locale(identifier: "pt_BR")

    /// The language the runtime picks for the current locale among Demo's languages.
    static var currentLanguage: String {
        LocaleResolution.candidates(
            forPreferred: LocaleResolution.currentIdentifiers(), available: ["en", "it"],
            sourceLanguage: "en"
        ).first ?? "en"
    }

    @Test func theCodeEnumHasTheModelsCodesInDocumentedOrder() throws {
        let domain = try Golden.domain("Demo")
        #expect(DemoErrorCode.allCases.map(\.documentedIdentifier) == domain.codes.map(\.id))
        #expect(DemoErrorCode.allCases.map(\.rawValue) == domain.codes.map(\.rawValue))
        #expect(DemoErrorCode.allCases.map(\.crossPlatformName) == domain.codes.map(\.name))
        #expect(DemoErrorCode.allCases.map(\.rawValue) == [1001, 1002, 2001, 2002, 2003, 2004])
        #expect(DemoErrorCode.errorDomain == "DemoErrorDomain")
        #expect(DemoErrorCode.userInfoNameKey == "DemoErrorUserInfoNameKey")
    }

    @Test func everyMethodTypeDocumentsTheModelsEffectiveSetInOrder() throws {
        let domain = try Golden.domain("Demo")
        let types = DemoMethods.methodErrorTypes
        #expect(types.map { $0.symbol } == domain.methods.map(\.symbol))
        for type in types {
            let method = try #require(domain.method(type.symbol))
            #expect(identifiers(of: type) == method.errors.map(\.code), "\(type.symbol)")
        }
        #expect(
            DemoClientErrors.SendMessageError.documentedCodes == [
                .messageTooLong, .invalidHost, .networkError, .notConnected, .internalError,
            ])
        #expect(
            DemoClientErrors.DisconnectError.documentedCodes == [
                .alreadyDisconnected, .notConnected, .networkError, .internalError,
            ])
    }

    private func identifiers<T: DocumentedMethodErrors>(of type: T.Type) -> [String] {
        T.documentedCodes.map(\.documentedIdentifier)
    }

    @Test func methodTypesCanBeFoundBySymbol() throws {
        let type = try #require(DemoMethods.methodErrorType(forSymbol: "sendMessage:completion:"))
        #expect(ObjectIdentifier(type) == ObjectIdentifier(DemoClientErrors.SendMessageError.self))
        #expect(DemoMethods.methodErrorType(forSymbol: "sendMessage:") == nil)
        #expect(
            DemoMethods.documentedIdentifiers(forSymbol: "connectToHost:port:completion:") == [
                "DemoErrorCodeInvalidHost", "DemoErrorCodeNetworkError", "DemoErrorCodeNotConnected",
                "DemoErrorCodeInternalError",
            ])
    }

    @Test func anNSErrorWithADocumentedCodeBecomesTheMethodsCase() {
        let error = NSError(domain: "DemoErrorDomain", code: 2003)
        #expect(DemoErrorCode(error: error) == .messageTooLong)
        #expect(DemoClientErrors.SendMessageError(error) == .messageTooLong())
        #expect(DemoClientErrors.SendMessageError(error).code == .messageTooLong)
        // A code the method documents through its inclusion of connectToHost:port:completion:.
        #expect(
            DemoClientErrors.SendMessageError(NSError(domain: "DemoErrorDomain", code: 2002)) == .invalidHost())
        #expect(DemoClientErrors.SendMessageError(DemoErrorCode.invalidHost) == .invalidHost())
        // A group-common and a domain-common code.
        #expect(
            DemoClientErrors.DisconnectError(NSError(domain: "DemoErrorDomain", code: 2001)) == .notConnected())
        #expect(
            DemoClientErrors.DisconnectError(NSError(domain: "DemoErrorDomain", code: 1002)) == .internalError())
    }

    @Test func anUndocumentedCodeOfTheDomainIsUndocumentedAndKeepsTheOriginal() throws {
        let error = NSError(domain: "DemoErrorDomain", code: 2003, userInfo: ["detail": "kept"])
        let connect = DemoClientErrors.ConnectToHostPortError(error)
        guard case .undocumented(let undocumented) = connect else {
            Issue.record("\(connect) is not .undocumented")
            return
        }
        #expect(connect.code == nil)
        #expect(undocumented.domain == "DemoErrorDomain")
        #expect(undocumented.code == 2003)
        #expect(undocumented.nsError.userInfo["detail"] as? String == "kept")
        #expect(connect.errorCode == 2003)
        #expect(connect.nsError.domain == "DemoErrorDomain")
    }

    @Test func anErrorOfAForeignDomainIsUndocumentedAndKeepsTheOriginal() throws {
        let error = NSError(domain: "OtherDomain", code: 2003, userInfo: ["detail": "kept"])
        #expect(DemoErrorCode(error: error) == nil)
        let send = DemoClientErrors.SendMessageError(error)
        let undocumented = try #require(send.undocumentedError)
        #expect(send.code == nil)
        #expect(undocumented.domain == "OtherDomain")
        #expect(undocumented.code == 2003)
        #expect(undocumented.nsError.userInfo["detail"] as? String == "kept")
        #expect(send.nsError.domain == "OtherDomain")
        let underlying = send.errorUserInfo[NSUnderlyingErrorKey] as? NSError
        #expect(underlying?.domain == "OtherDomain")
        #expect(underlying?.code == 2003)
    }

    @Test func theCodeBridgesToNSErrorWithTextsNameAndRecoveryTactic() throws {
        let domain = try Golden.domain("Demo")
        let language = Self.currentLanguage
        let code = try #require(domain.code("DemoErrorCodeNetworkError"))
        let error = DemoErrorCode.networkError as NSError
        #expect(error.domain == "DemoErrorDomain")
        #expect(error.code == 1001)
        let userInfo = error.userInfo
        #expect(
            Set(userInfo.keys)
                == [
                    NSLocalizedDescriptionKey, "DemoErrorUserInfoNameKey",
                    NSLocalizedRecoverySuggestionErrorKey,
                ])
        #expect(
            userInfo[NSLocalizedDescriptionKey] as? String
                == code.description.text(in: language, fallback: "en"))
        #expect(userInfo["DemoErrorUserInfoNameKey"] as? String == "ERROR_NETWORK")
        #expect(
            userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
                == code.properties["Recovery tactic"]?.text(in: language, fallback: "en"))
        // A code without a "Recovery tactic" has no recovery suggestion.
        #expect(
            Set(DemoErrorCode.notConnected.errorUserInfo.keys) == [
                NSLocalizedDescriptionKey, "DemoErrorUserInfoNameKey",
            ])
        #expect(DemoErrorCode.notConnected.recoverySuggestion == nil)
        #expect(DemoErrorCode.networkError.failureReason == nil)
    }

    @Test func aMethodErrorBridgesWithTheMethodsOwnText() throws {
        let domain = try Golden.domain("Demo")
        let language = Self.currentLanguage
        let method = try #require(domain.method("connectToHost:port:completion:"))
        let entry = try #require(method.errors.first { $0.code == "DemoErrorCodeNetworkError" })
        let userInfo = DemoClientErrors.ConnectToHostPortError.networkError().errorUserInfo
        #expect(
            userInfo[NSLocalizedDescriptionKey] as? String
                == entry.entry.description.text(in: language, fallback: "en"))
        #expect(userInfo["DemoErrorUserInfoNameKey"] as? String == "ERROR_NETWORK")
        let code = try #require(domain.code("DemoErrorCodeNetworkError"))
        #expect(
            userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
                == code.properties["Recovery tactic"]?.text(in: language, fallback: "en"))
        #expect(DemoClientErrors.ConnectToHostPortError.networkError().errorCode == 1001)
    }

    @Test func descriptionsInEnglishAndItalianAndTheSourceLanguageForOthers() {
        #expect(
            DemoErrorCode.networkError.localizedDescription(locale: Self.english)
                == "A network error occurred.")
        #expect(
            DemoErrorCode.networkError.localizedDescription(locale: Self.italian)
                == "Si è verificato un errore di rete.")
        #expect(
            DemoErrorCode.networkError.localizedDescription(locale: Self.brazilian)
                == "A network error occurred.")
        #expect(
            DemoErrorCode.invalidHost.localizedRecoverySuggestion(locale: Self.italian)
                == "Correggi il nome dell'host.")
        #expect(
            DemoErrorCode.invalidHost.localizedRecoverySuggestion(locale: Self.brazilian)
                == "Correct the host name.")
        #expect(
            DemoErrorCode.messageTooLong.localizedDescription(locale: Self.italian)
                == "Il messaggio supera i 4096 byte.")
    }

    @Test func aMethodSpecificTextDiffersFromTheDomainLevelText() {
        let connect = DemoClientErrors.ConnectToHostPortError.networkError()
        #expect(connect.localizedDescription(locale: Self.english) == "The host could not be reached.")
        #expect(
            connect.localizedDescription(locale: Self.italian)
                == "Non è stato possibile raggiungere l'host.")
        #expect(
            connect.localizedDescription(locale: Self.brazilian) == "The host could not be reached.")
        // sendMessage:completion: returns it through its inclusion of connectToHost:port:completion:.
        #expect(
            DemoClientErrors.SendMessageError.networkError().localizedDescription(locale: Self.english)
                == "The host could not be reached.")
        // Where the method says nothing of its own, the domain-level text is used.
        #expect(
            DemoClientErrors.DisconnectError.networkError().localizedDescription(locale: Self.italian)
                == "Si è verificato un errore di rete.")
        #expect(
            DemoClientErrors.SendMessageError.notConnected().localizedDescription(locale: Self.english)
                == "The client is not connected. Call connectToHost:port:completion: first.")
    }

    @Test func undocumentedErrorsAreDescribedByTheFallbackRow() {
        let other = NSError(domain: "OtherDomain", code: 42)
        let connect = DemoClientErrors.ConnectToHostPortError(other)
        #expect(
            connect.localizedDescription(locale: Self.english)
                == "The connection failed for another reason.")
        #expect(
            connect.localizedDescription(locale: Self.italian)
                == "La connessione non è riuscita per un altro motivo.")
        #expect(
            connect.localizedDescription(locale: Self.brazilian)
                == "The connection failed for another reason.")
        // Without a fallback row of its own or its group's, a method uses the domain's.
        let send = DemoClientErrors.SendMessageError(other)
        #expect(
            send.localizedDescription(locale: Self.english)
                == "An error the documentation does not describe occurred.")
        #expect(
            send.localizedDescription(locale: Self.italian)
                == "Si è verificato un errore non descritto dalla documentazione.")
        #expect(
            DemoClientErrors.DisconnectError(DemoErrorCode.invalidHost).localizedDescription(
                locale: Self.english)
                == "An error the documentation does not describe occurred.")
    }

    @Test func aMethodTypeWorksWithTypedThrowsAndAnExhaustiveSwitch() {
        func connect(failingWith error: any Error) throws(DemoClientErrors.ConnectToHostPortError) {
            throw DemoClientErrors.ConnectToHostPortError(error)
        }
        func handled(_ error: any Error) -> String {
            do {
                try connect(failingWith: error)
                return "no error"
            } catch {
                switch error {
                case .invalidHost: return "fix the host"
                case .networkError: return "retry"
                case .notConnected: return "connect first"
                case .internalError: return "report"
                case .undocumented(let other): return "undocumented \(other.domain) \(other.code)"
                }
            }
        }
        #expect(handled(NSError(domain: "DemoErrorDomain", code: 2002)) == "fix the host")
        #expect(handled(DemoErrorCode.networkError) == "retry")
        #expect(
            handled(NSError(domain: "DemoErrorDomain", code: 2004)) == "undocumented DemoErrorDomain 2004"
        )
        #expect(handled(NSError(domain: "OtherDomain", code: 1001)) == "undocumented OtherDomain 1001")
    }
}
