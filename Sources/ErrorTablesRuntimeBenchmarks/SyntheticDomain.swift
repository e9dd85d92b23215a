import ErrorTablesRuntime
import Foundation

/// The data of a synthetic error domain of `count` codes, built at run time, so that 10,000 codes
/// need no 10,000-case enum to compile.
final class SyntheticDomain: Sendable {
    /// The languages of the synthetic catalogs, the source language first.
    static let languages = ["en", "it", "de", "fr", "hi"]

    /// The raw value of the first code; the codes are `base..<base + count`.
    let base: Int
    /// How many codes the domain has.
    let count: Int
    /// The documented identifier of each code, by offset from `base`.
    let identifiers: [String]
    /// The domain's texts: embedded English and given texts in four more languages.
    let catalog: ErrorTextCatalog

    /// Builds a domain named `name` with `count` codes.
    init(name: String, count: Int, base: Int) {
        self.base = base
        self.count = count
        identifiers = (0..<count).map { "\(name)ErrorCode\($0)" }
        var sourceTexts: [String: String] = [:]
        var localizedTexts: [String: [String: String]] = [:]
        for (offset, identifier) in identifiers.enumerated() {
            sourceTexts[identifier] = "Operation \(offset) failed (en)."
            for language in Self.languages.dropFirst() {
                localizedTexts[language, default: [:]][identifier] = "Operation \(offset) failed (\(language))."
            }
        }
        catalog = ErrorTextCatalog(
            table: name, bundle: nil, sourceLanguage: "en", languages: Self.languages,
            embeddedSourceTexts: sourceTexts, localizedTexts: localizedTexts)
    }
}

/// A code type whose cases are the codes of a ``SyntheticDomain``: what generated code provides,
/// from run-time data (an identifier lookup is an array index, as cheap as a generated `switch`).
protocol SyntheticCode: DocumentedErrorCode {
    /// The domain's data.
    static var domain: SyntheticDomain { get }
    /// Wraps a raw value without checking it.
    init(unchecked rawValue: Int)
}

extension SyntheticCode {
    init?(rawValue: Int) {
        guard rawValue >= Self.domain.base, rawValue - Self.domain.base < Self.domain.count else { return nil }
        self.init(unchecked: rawValue)
    }

    static var textCatalog: ErrorTextCatalog { domain.catalog }

    var documentedIdentifier: String { Self.domain.identifiers[rawValue - Self.domain.base] }

    /// Every code in order, for `allCases`.
    static func makeAllCases() -> [Self] {
        (0..<domain.count).map { Self(unchecked: domain.base + $0) }
    }
}

/// A domain of 1,000 codes.
struct Codes1k: SyntheticCode {
    static let domain = SyntheticDomain(name: "Synthetic1k", count: 1_000, base: 10_000)
    static let errorDomain = "Synthetic1kErrorDomain"
    static let allCases: [Codes1k] = makeAllCases()
    let rawValue: Int
    init(unchecked rawValue: Int) { self.rawValue = rawValue }
}

/// A domain of 10,000 codes.
struct Codes10k: SyntheticCode {
    static let domain = SyntheticDomain(name: "Synthetic10k", count: 10_000, base: 100_000)
    static let errorDomain = "Synthetic10kErrorDomain"
    static let allCases: [Codes10k] = makeAllCases()
    let rawValue: Int
    init(unchecked rawValue: Int) { self.rawValue = rawValue }
}

/// A method type that documents every code of its domain.
protocol SyntheticMethod: DocumentedMethodErrors {
    /// The case.
    var storage: MethodErrorPayload<Code> { get }
    /// Wraps a case.
    init(storage: MethodErrorPayload<Code>)
}

extension SyntheticMethod {
    init(undocumented error: UndocumentedError) { self.init(storage: .undocumented(error)) }

    init?(_ code: Code, received: ReceivedError?) { self.init(storage: .documented(code, received)) }

    var payload: MethodErrorPayload<Code> { storage }
}

/// A method documenting the 1,000 codes of ``Codes1k``.
struct Method1k: SyntheticMethod {
    typealias Code = Codes1k
    static let symbol = "synthetic1k:completion:"
    static let documentedCodes: [Codes1k] = Codes1k.allCases
    let storage: MethodErrorPayload<Codes1k>
}

/// A method documenting the 10,000 codes of ``Codes10k``.
struct Method10k: SyntheticMethod {
    typealias Code = Codes10k
    static let symbol = "synthetic10k:completion:"
    static let documentedCodes: [Codes10k] = Codes10k.allCases
    let storage: MethodErrorPayload<Codes10k>
}
