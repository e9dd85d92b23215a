import ErrorTablesGoldenTypes
import Foundation
import Testing

@testable import ErrorTablesRuntime

/// The indexes behind `Code(documentedIdentifier:)`, `documentedCase(for:)`, the method keys and
/// `MethodError(error)` give exactly what the linear scans and casts they replaced gave, on every
/// golden type, and one index per type however many tasks ask first.
@Suite struct TypeIndexCacheTests {
    /// Every method error type of the golden domains.
    static let methodTypes: [any DocumentedMethodErrors.Type] =
        AccountMethods.methodErrorTypes + AdversarialMethods.methodErrorTypes + AuthMethods.methodErrorTypes
        + DemoMethods.methodErrorTypes + GraphMethods.methodErrorTypes

    @Test func identifierLookupMatchesTheScanOnEveryGoldenCode() {
        for type: any DocumentedErrorCode.Type in [
            AccountErrorCode.self, AdvErrorCode.self, AuthErrorCode.self, DemoErrorCode.self, FBErrorCategory.self,
        ] {
            checkIdentifiers(of: type)
        }
    }

    func checkIdentifiers<Code: DocumentedErrorCode>(of _: Code.Type) {
        let identifiers = Code.allCases.map(\.documentedIdentifier)
        #expect(!identifiers.isEmpty)
        let unknown =
            ["", " ", "Nope", "*"] + identifiers.flatMap { [$0 + " ", " " + $0, $0.lowercased(), $0 + "\u{301}"] }
        for identifier in identifiers + unknown {
            let scanned = Code.allCases.first { $0.documentedIdentifier == identifier }
            #expect(Code(documentedIdentifier: identifier) == scanned, "\(Code.self) \(identifier)")
        }
        for code in Code.allCases {
            #expect(Code(documentedIdentifier: code.documentedIdentifier) == code)
        }
    }

    @Test func methodIndexesMatchTheScanOnEveryGoldenMethod() {
        #expect(Self.methodTypes.count > 10)
        for type in Self.methodTypes {
            checkMethodIndex(of: type)
        }
    }

    func checkMethodIndex<Method: DocumentedMethodErrors>(of _: Method.Type) {
        #expect(Method.documentedCodes == Method.documentedCases.compactMap(\.code))
        #expect(Method.fallbackKey == ErrorTextKey.methodFallback(symbol: Method.symbol).description)
        for code in Method.Code.allCases {
            let scanned = Method.documentedCases.first { $0.code == code }
            let found = Method.documentedCase(for: code)
            #expect(found?.code == scanned?.code, "\(Method.self) \(code)")
            #expect(String(describing: found) == String(describing: scanned))
        }
        for documented in Method.documentedCases {
            let key = documented.code.map {
                ErrorTextKey.method(symbol: Method.symbol, identifier: $0.documentedIdentifier).description
            }
            #expect(documented.descriptionKey == key)
        }
    }

    /// An `NSError` subclass, which must take the casts in order rather than the plain-`NSError` path.
    final class SubclassedNSError: NSError, @unchecked Sendable {}

    @Test func classifyingAnyErrorMatchesTheCastsAndScan() {
        for type in Self.methodTypes {
            checkClassification(of: type)
        }
    }

    func checkClassification<Method: DocumentedMethodErrors>(of _: Method.Type) {
        let domain = Method.Code.errorDomain
        let codes = Method.Code.allCases.map { $0 }
        let largest = codes.map(\.rawValue).max() ?? 0
        var errors: [any Error] = [
            NSError(domain: domain, code: largest + 1), NSError(domain: domain, code: Int.min),
            NSError(domain: domain, code: -1), LocalError(detail: "x"), URLError(.timedOut),
        ]
        for code in codes {
            errors.append(NSError(domain: domain, code: code.rawValue))
            errors.append(NSError(domain: domain + "X", code: code.rawValue))
            errors.append(SubclassedNSError(domain: domain, code: code.rawValue))
            errors.append(code)
            errors.append(UndocumentedError(NSError(domain: domain, code: code.rawValue)))
        }
        for other in Self.methodTypes {
            errors += sampleErrors(of: other)
        }
        for error in errors {
            let classified = Method(error)
            let expected = Reference.methodError(Method.self, error)
            #expect(String(describing: classified) == String(describing: expected), "\(Method.self) \(error)")
            #expect(classified.code == expected.code)
            #expect(classified.undocumentedError == expected.undocumentedError)
            #expect(Method.Code(error: error) == Reference.code(Method.Code.self, error: error))
        }
    }

    func sampleErrors<Method: DocumentedMethodErrors>(of _: Method.Type) -> [any Error] {
        Method.documentedCases.map { $0 as any Error }
            + [Method(undocumented: UndocumentedError(NSError(domain: Method.Code.errorDomain, code: -7)))]
    }

    @Test func concurrentFirstUseGivesEveryTaskTheSameIndex() async {
        let results = await withTaskGroup(of: (ObjectIdentifier, ObjectIdentifier, Bool).self) { group in
            for task in 0..<200 {
                group.addTask {
                    let identifiers = TypeIndexCache.documentedIdentifiers(of: ConcurrencyProbeCode.self)
                    let cases = TypeIndexCache.documentedCases(of: ConcurrencyProbeError.self)
                    let raw = task % ConcurrencyProbeCode.count
                    let code = ConcurrencyProbeCode(documentedIdentifier: "Probe\(raw)")
                    let method = ConcurrencyProbeError(NSError(domain: ConcurrencyProbeCode.errorDomain, code: raw))
                    let correct = code?.rawValue == raw && method.code?.rawValue == (raw % 2 == 0 ? raw : nil)
                    return (ObjectIdentifier(identifiers), ObjectIdentifier(cases), correct)
                }
            }
            var all: [(ObjectIdentifier, ObjectIdentifier, Bool)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 200)
        #expect(Set(results.map(\.0)).count == 1)
        #expect(Set(results.map(\.1)).count == 1)
        #expect(results.filter { !$0.2 }.isEmpty)
        #expect(TypeIndexCache.documentedIdentifiers(of: ConcurrencyProbeCode.self).caseByIdentifier.count == 400)
    }

    @Test func theFirstOfTwoCasesWithOneIdentifierOrCodeWins() {
        #expect(DuplicateProbeCode(documentedIdentifier: "Twice")?.rawValue == 1)
        #expect(DuplicateProbeCode(documentedIdentifier: "Once")?.rawValue == 0)
        #expect(DuplicateProbeCode(documentedIdentifier: "Never") == nil)
        let code = DuplicateProbeCode(rawValue: 1)
        #expect(code.map { DuplicateProbeError.documentedCase(for: $0)?.tag } == 10)
        #expect(DuplicateProbeError.documentedCodes.map(\.rawValue) == [1, 0, 1])
    }
}

/// The old classification: every cast in order, then a scan of the documented cases.
enum Reference {
    static func methodError<Method: DocumentedMethodErrors>(_: Method.Type, _ error: any Error) -> Method {
        if let same = error as? Method {
            return same
        }
        if let code = code(Method.Code.self, error: error),
            Method.documentedCases.contains(where: { $0.code == code }),
            let documented = Method(code, received: received(error))
        {
            return documented
        }
        return Method(undocumented: UndocumentedError(error))
    }

    /// What a documented case keeps: nothing for a code made in code, a method error's own, else the error.
    static func received(_ error: any Error) -> ReceivedError? {
        if type(of: error) is any DocumentedErrorCode.Type { return nil }
        if let methodError = error as? any DocumentedMethodErrors { return methodError.receivedError }
        if let undocumented = error as? UndocumentedError { return ReceivedError(undocumented.underlying) }
        return ReceivedError(error)
    }

    static func code<Code: DocumentedErrorCode>(_: Code.Type, error: any Error) -> Code? {
        if let code = error as? Code {
            return code
        }
        if let methodError = error as? any DocumentedMethodErrors {
            if let code = methodError.code as? Code {
                return code
            }
            guard let undocumented = methodError.undocumentedError else { return nil }
            return code(Code.self, error: undocumented.underlying)
        }
        if let undocumented = error as? UndocumentedError {
            return code(Code.self, error: undocumented.underlying)
        }
        let bridged = error as NSError
        guard bridged.domain == Code.errorDomain else { return nil }
        return Code(rawValue: bridged.code)
    }
}

/// A code type used by one test only, so that its indexes are first built under concurrency:
/// 400 codes with identifiers `Probe0`…`Probe399`.
struct ConcurrencyProbeCode: DocumentedErrorCode {
    static let count = 400
    static let errorDomain = "ConcurrencyProbeDomain"
    static let textCatalog = ErrorTextCatalog(
        table: "Probe", sourceLanguage: "en", languages: ["en"], embeddedSourceTexts: [:])
    static let allCases: [ConcurrencyProbeCode] = (0..<count).map { ConcurrencyProbeCode(raw: $0) }
    let rawValue: Int
    init(raw: Int) { rawValue = raw }
    init?(rawValue: Int) {
        guard (0..<Self.count).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }
    var documentedIdentifier: String { "Probe\(rawValue)" }
}

/// A method documenting the even codes of ``ConcurrencyProbeCode``.
enum ConcurrencyProbeError: DocumentedMethodErrors {
    case documented(ConcurrencyProbeCode, ReceivedError?)
    case undocumented(UndocumentedError)
    static let symbol = "probe:"
    static let documentedCodes: [ConcurrencyProbeCode] = ConcurrencyProbeCode.allCases.filter { $0.rawValue % 2 == 0 }
    init(undocumented error: UndocumentedError) { self = .undocumented(error) }
    init?(_ code: ConcurrencyProbeCode, received: ReceivedError?) {
        guard code.rawValue % 2 == 0 else { return nil }
        self = .documented(code, received)
    }
    var payload: MethodErrorPayload<ConcurrencyProbeCode> {
        switch self {
        case .documented(let code, let received): .documented(code, received)
        case .undocumented(let error): .undocumented(error)
        }
    }
}

/// Codes 0, 1, 2 where 1 and 2 share the identifier `Twice`.
struct DuplicateProbeCode: DocumentedErrorCode {
    static let errorDomain = "DuplicateProbeDomain"
    static let textCatalog = ErrorTextCatalog(
        table: "Duplicate", sourceLanguage: "en", languages: ["en"], embeddedSourceTexts: [:])
    static let allCases: [DuplicateProbeCode] = [.init(raw: 0), .init(raw: 1), .init(raw: 2)]
    let rawValue: Int
    init(raw: Int) { rawValue = raw }
    init?(rawValue: Int) {
        guard (0...2).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }
    var documentedIdentifier: String { rawValue == 0 ? "Once" : "Twice" }
}

/// Three documented codes, code 1 twice: the case of a code is the first one's, told apart by a tag.
struct DuplicateProbeError: DocumentedMethodErrors {
    let tag: Int
    let payload: MethodErrorPayload<DuplicateProbeCode>
    static let symbol = "duplicate:"
    static let documentedCodes: [DuplicateProbeCode] = [.init(raw: 1), .init(raw: 0), .init(raw: 1)]
    init?(_ code: DuplicateProbeCode, received: ReceivedError?) {
        guard let index = Self.documentedCodes.firstIndex(of: code) else { return nil }
        tag = (index + 1) * 10
        payload = .documented(code, received)
    }
    init(undocumented error: UndocumentedError) {
        tag = 0
        payload = .undocumented(error)
    }
}
