import ErrorTablesRuntime
import Foundation

/// The runtime's lookups as they were before they were indexed, to measure against in the same
/// run: linear scans, and the locale work redone on every call.
///
/// The generic ones are kept unspecialized, as the runtime's generic code ran when called from
/// generated code in another module; a specialized scan over a synthetic type would be faster than
/// the old runtime ever was.
enum ReferenceAlgorithms {
    /// `Code(documentedIdentifier:)` as a scan of `allCases`.
    @_semantics("optimize.sil.specialize.generic.never")
    static func code<Code: DocumentedErrorCode>(_: Code.Type, documentedIdentifier: String) -> Code? {
        Code.allCases.first { $0.documentedIdentifier == documentedIdentifier }
    }

    /// `MethodError(error)` with `documentedCase(for:)` as a scan of `documentedCases`.
    @_semantics("optimize.sil.specialize.generic.never")
    static func methodError<Method: DocumentedMethodErrors>(_: Method.Type, _ error: any Error) -> Method {
        if let same = error as? Method {
            return same
        }
        if let code = Method.Code(error: error),
            Method.documentedCases.contains(where: { $0.code == code }),
            let documented = Method(code, received: ReceivedError(error))
        {
            return documented
        }
        return Method(undocumented: UndocumentedError(error))
    }

    /// `code.localizedDescription(locale:)` for a catalog without a bundle: the locale's tag and the
    /// candidate languages computed again, and every text checked for white space, on each call;
    /// `given` is keyed by lowercased language, as the catalog kept it.
    @_semantics("optimize.sil.specialize.generic.never")
    static func localizedDescription<Code: DocumentedErrorCode>(
        _ code: Code, locale: Locale, embedded: [String: String], given: [String: [String: String]]
    ) -> String {
        text(
            Code.textCatalog, keys: [code.descriptionKey], locale: locale, embedded: embedded, given: given)
            ?? "fallback"
    }

    /// `methodError.localizedDescription(locale:)` for a documented case: the method's keys built
    /// again, then the same lookup.
    @_semantics("optimize.sil.specialize.generic.never")
    static func localizedDescription<Method: DocumentedMethodErrors>(
        _ error: Method, locale: Locale, embedded: [String: String], given: [String: [String: String]]
    ) -> String {
        let keys: [String?] = [
            error.code.map {
                ErrorTextKey.method(symbol: Method.symbol, identifier: $0.documentedIdentifier).description
            },
            error.code?.descriptionKey, ErrorTextKey.methodFallback(symbol: Method.symbol).description,
        ]
        return text(
            Method.Code.textCatalog, keys: keys.compactMap { $0 }, locale: locale, embedded: embedded,
            given: given) ?? "fallback"
    }

    private static func text(
        _ catalog: ErrorTextCatalog, keys: [String], locale: Locale, embedded: [String: String],
        given: [String: [String: String]]
    ) -> String? {
        let candidates = LocaleResolution.candidates(
            forPreferred: [languageScriptRegion(of: locale.identifier)], available: catalog.languages,
            sourceLanguage: catalog.sourceLanguage)
        for language in candidates {
            let bundleTable: [String: String] = [:]
            let texts = given[LocaleResolution.matchingKey(language)] ?? [:]
            for key in keys {
                if let text = usable(bundleTable[key]) ?? usable(texts[key]) {
                    return text
                }
            }
        }
        for key in keys {
            if let text = usable(embedded[key]) {
                return text
            }
        }
        return nil
    }

    /// A lookup table's match as a scan of its rows in matching order.
    @_semantics("optimize.sil.specialize.generic.never")
    static func match<Code>(_ table: ErrorLookupTable<Code>, code: Int?, subcode: Int?) -> ErrorLookupEntry<Code>? {
        table.entriesInMatchingOrder.first { $0.covers(code: code, subcode: subcode) }
    }

    private static func usable(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }

    /// The language, script and region subtags of a locale identifier, as the runtime computed them
    /// on every call.
    private static func languageScriptRegion(of identifier: String) -> String {
        let withoutKeywords = identifier.split(separator: "@", omittingEmptySubsequences: false).first
        let parts = (withoutKeywords ?? "")
            .split(whereSeparator: { $0 == "_" || $0 == "-" || $0.isWhitespace })
            .map(String.init)
            .enumerated().map { index, part in index == 0 ? part.lowercased() : cased(part) }
        guard let language = parts.first else { return "" }
        var result = [language]
        var rest = parts.dropFirst()
        if let script = rest.first, isScript(script) {
            result.append(script)
            rest = rest.dropFirst()
        }
        if let region = rest.first, isRegion(region) {
            result.append(region)
        }
        return result.joined(separator: "-")
    }

    private static func isScript(_ subtag: String) -> Bool {
        subtag.count == 4 && subtag.allSatisfy { $0.isASCII && $0.isLetter }
    }

    private static func isRegion(_ subtag: String) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy { $0.isASCII && $0.isLetter })
            || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
    }

    private static func cased(_ subtag: String) -> String {
        if isScript(subtag) {
            return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
        }
        if isRegion(subtag) {
            return subtag.uppercased()
        }
        return subtag.lowercased()
    }
}
