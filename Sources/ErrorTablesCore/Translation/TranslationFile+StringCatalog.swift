import Foundation

extension TranslationFile {
    /// Reads a String Catalog: `sourceLanguage`, and each string's localizations' `stringUnit` values. The
    /// target language is `language`, or the one language beside the source that any string has. A string
    /// unit in state `new` is not a translation (Xcode writes new strings so).
    ///
    /// The JSON is read strictly with `JSONReader` (so an error is at its line and column), keeping a key
    /// that appears twice in `strings` (import warns and uses the first). Memory is linear in the file: the
    /// bytes and one node per JSON value, released when the units are made.
    static func parseStringCatalog(_ bytes: [UInt8], path: String, language: String?) throws(FatalDiagnostic)
        -> TranslationFile
    {
        let (strings, sourceLanguage) = try catalogStrings(bytes, path: path)
        let target = try catalogTarget(strings, sourceLanguage: sourceLanguage, language: language, path: path)
        return TranslationFile(
            path: path, format: .xcstrings, sourceLanguage: sourceLanguage, language: target, domainName: nil,
            units: catalogUnits(strings, sourceLanguage: sourceLanguage, target: target, path: path))
    }

    /// The catalog's `strings` members and its `sourceLanguage`; throws when the bytes are not JSON, not an
    /// object, or lack either key.
    static func catalogStrings(_ bytes: [UInt8], path: String) throws(FatalDiagnostic)
        -> (strings: [JSONNode.Member], sourceLanguage: String)
    {
        let catalog: JSONNode
        do {
            catalog = try JSONReader.read(bytes, allowingDuplicateKeys: true)
        } catch {
            let detail = error.message.hasPrefix("invalid JSON: ") ? String(error.message.dropFirst(14)) : error.message
            throw FatalDiagnostic(
                .importFileUnreadable(
                    path, format: .xcstrings, reason: "it is not valid JSON: \(detail)", at: error.location))
        }
        guard catalog.members != nil else {
            throw FatalDiagnostic(
                .importFileUnreadable(
                    path, format: .xcstrings, reason: "its top-level value is not an object", at: catalog.location))
        }
        guard let strings = catalog["strings"]?.members, let sourceLanguage = catalog["sourceLanguage"]?.string
        else {
            throw FatalDiagnostic(
                .importFileUnreadable(
                    path, format: .xcstrings, reason: "it has no 'sourceLanguage' or no 'strings'",
                    at: catalog.location))
        }
        return (strings, sourceLanguage)
    }

    /// The target language: `language` when the strings have it (or have no language beside the source),
    /// else the one language beside the source that any string has; throws when there is none or several.
    static func catalogTarget(
        _ strings: [JSONNode.Member], sourceLanguage: String, language: String?, path: String
    ) throws(FatalDiagnostic) -> String {
        var languages: Set<String> = []
        for string in strings {
            for localization in string.value["localizations"]?.members ?? [] { languages.insert(localization.key) }
        }
        languages.remove(sourceLanguage)
        if let language {
            guard languages.contains(language) || languages.isEmpty else {
                throw FatalDiagnostic(.importLanguageNotInFile(language, path: path, languages: languages.sorted()))
            }
            return language
        }
        guard languages.count == 1, let only = languages.first else {
            throw FatalDiagnostic(.importFileLanguageNotChosen(path, languages: languages.sorted()))
        }
        return only
    }

    /// One unit per string, sorted by id as Xcode writes them (a stable sort keeps duplicates in file order):
    /// its source text, and its `target` text unless that is in state `new`, at its key.
    static func catalogUnits(_ strings: [JSONNode.Member], sourceLanguage: String, target: String, path: String)
        -> [Unit]
    {
        let order = strings.indices.sorted { (strings[$0].key, $0) < (strings[$1].key, $1) }
        return order.map { index in
            let string = strings[index]
            let translated = stringUnit(string.value, target).flatMap { $0.state == "new" ? nil : $0.text }
            return Unit(
                id: string.key, source: stringUnit(string.value, sourceLanguage)?.text, target: translated,
                location: SourceLocation(path: path, line: string.keyLocation.line, column: string.keyLocation.column))
        }
    }

    /// A string's `stringUnit` value and state in `language`; `nil` when it has none.
    static func stringUnit(_ string: JSONNode, _ language: String) -> (text: String, state: String?)? {
        guard let unit = string["localizations"]?[language]?["stringUnit"], let text = unit["value"]?.string
        else { return nil }
        return (text, unit["state"]?.string)
    }
}
