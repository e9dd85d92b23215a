import Foundation

/// Helpers that split and normalize language tags and locale identifiers.
enum LanguageTag {
    /// Returns the subtags of a tag or locale identifier in BCP-47 casing, without `@` keywords.
    static func subtags(of identifier: String) -> [String] {
        let withoutKeywords = identifier.split(separator: "@", omittingEmptySubsequences: false).first
        let parts = (withoutKeywords ?? "")
            .split(whereSeparator: { $0 == "_" || $0 == "-" || $0.isWhitespace })
            .map(String.init)
        return parts.enumerated().map { index, part in
            index == 0 ? part.lowercased() : cased(part)
        }
    }

    /// Returns a tag with `-` separators and BCP-47 casing, keeping every subtag.
    static func normalized(_ identifier: String) -> String {
        subtags(of: identifier).joined(separator: "-")
    }

    /// Returns only the language, script and region subtags of an identifier, joined with `-`.
    static func languageScriptRegion(of identifier: String) -> String {
        let parts = subtags(of: identifier)
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

    /// Returns `zh-Hant` or `zh-Hans` for a Chinese tag that has a region but no script.
    static func impliedChineseScriptTag(_ subtags: [String]) -> String? {
        guard subtags.count >= 2, subtags[0] == "zh", !isScript(subtags[1]) else { return nil }
        switch subtags[1] {
        case "TW", "HK", "MO": return "zh-Hant"
        case "CN", "SG": return "zh-Hans"
        default: return nil
        }
    }

    /// Whether a subtag is a four-letter script code such as `Hant`.
    static func isScript(_ subtag: String) -> Bool {
        subtag.count == 4 && subtag.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Whether a subtag is a two-letter or three-digit region code such as `BR` or `419`.
    static func isRegion(_ subtag: String) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy { $0.isASCII && $0.isLetter })
            || (subtag.count == 3 && subtag.allSatisfy { $0.isASCII && $0.isNumber })
    }

    /// Returns a non-initial subtag in its conventional case.
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
