import Foundation

extension TranslationFile {
    /// Reads a String Catalog: `sourceLanguage`, and each string's localizations' `stringUnit` values. The
    /// target language is `language`, or the one language beside the source that any string has. A string
    /// unit in state `new` is not a translation (Xcode writes new strings so).
    static func parseStringCatalog(_ data: Data, path: String, language: String?) throws(FatalDiagnostic)
        -> TranslationFile
    {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FatalDiagnostic(.importFileUnreadable(path, format: .xcstrings, reason: "it is not JSON"))
        }
        guard let catalog = object as? [String: Any], let strings = catalog["strings"] as? [String: Any],
            let sourceLanguage = catalog["sourceLanguage"] as? String
        else {
            throw FatalDiagnostic(
                .importFileUnreadable(path, format: .xcstrings, reason: "it has no 'sourceLanguage' or no 'strings'"))
        }
        func value(_ string: Any, _ language: String) -> (text: String, state: String?)? {
            guard let localizations = (string as? [String: Any])?["localizations"] as? [String: Any],
                let unit = (localizations[language] as? [String: Any])?["stringUnit"] as? [String: Any],
                let text = unit["value"] as? String
            else { return nil }
            return (text, unit["state"] as? String)
        }
        var languages: Set<String> = []
        for string in strings.values {
            let localizations = (string as? [String: Any])?["localizations"] as? [String: Any]
            languages.formUnion((localizations?.keys).map(Array.init) ?? [])
        }
        languages.remove(sourceLanguage)
        let target: String
        if let language {
            guard languages.contains(language) || languages.isEmpty else {
                throw FatalDiagnostic(.importLanguageNotInFile(language, path: path, languages: languages.sorted()))
            }
            target = language
        } else {
            guard languages.count == 1, let only = languages.first else {
                throw FatalDiagnostic(.importFileLanguageNotChosen(path, languages: languages.sorted()))
            }
            target = only
        }
        let units = strings.keys.sorted().map { id in
            let translated = strings[id].flatMap { value($0, target) }.flatMap { $0.state == "new" ? nil : $0.text }
            return Unit(id: id, source: strings[id].flatMap { value($0, sourceLanguage)?.text }, target: translated)
        }
        return TranslationFile(
            path: path, format: .xcstrings, sourceLanguage: sourceLanguage, language: target, domainName: nil,
            units: units)
    }
}
