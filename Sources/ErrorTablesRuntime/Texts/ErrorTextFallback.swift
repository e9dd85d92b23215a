import Foundation

/// The readable sentences shown when no catalog has a text.
enum ErrorTextFallback {
    /// Describes a documented code whose text is missing everywhere.
    static func documented(identifier: String, domain: String, code: Int) -> String {
        "The operation failed with error \(identifier) (\(domain) error \(code))."
    }

    /// Describes an error that a method does not document, in `language` when the runtime has the
    /// sentence in it (`undocumentedSentences`: `zh` is Simplified Chinese), else in English.
    static func undocumented(symbol: String, domain: String, code: Int, language: String = "en") -> String {
        let template = undocumentedTemplate(language: language)
        return
            template
            .replacingOccurrences(of: "{symbol}", with: symbol)
            .replacingOccurrences(of: "{domain}", with: domain)
            .replacingOccurrences(of: "{code}", with: String(code))
    }

    /// The sentence for `language` (a tag such as `ja`, `fr-CA` or `zh-Hans`), English when the runtime
    /// does not have it.
    static func undocumentedTemplate(language: String) -> String {
        let english = undocumentedSentences["en", default: ""]
        let subtags = LanguageTag.subtags(of: language)
        guard let base = subtags.first else { return english }
        if base == "zh" {
            let traditional = subtags.contains("Hant") || LanguageTag.impliedChineseScriptTag(subtags) == "zh-Hant"
            return traditional ? english : undocumentedSentences["zh", default: english]
        }
        return undocumentedSentences[base] ?? english
    }

    /// "The operation {symbol} failed with an undocumented error ({domain} error {code})." in each language.
    private static let undocumentedSentences: [String: String] = [
        "de":
            "Der Vorgang {symbol} ist mit einem nicht dokumentierten Fehler fehlgeschlagen ({domain}, Fehler {code}).",
        "en": "The operation {symbol} failed with an undocumented error ({domain} error {code}).",
        "es": "La operación {symbol} falló con un error no documentado ({domain}, error {code}).",
        "fr": "L’opération {symbol} a échoué avec une erreur non documentée ({domain}, erreur {code}).",
        "hi": "ऑपरेशन {symbol} एक ऐसी त्रुटि से विफल हुआ जो दस्तावेज़ में नहीं है ({domain} त्रुटि {code})।",
        "it": "L’operazione {symbol} non è riuscita per un errore non documentato ({domain}, errore {code}).",
        "ja": "操作 {symbol} は、ドキュメントに記載されていないエラーで失敗しました（{domain} エラー {code}）。",
        "ko": "작업 {symbol}이(가) 문서에 없는 오류로 실패했습니다({domain} 오류 {code}).",
        "nl": "De bewerking {symbol} is mislukt met een niet-gedocumenteerde fout ({domain}, fout {code}).",
        "pt": "A operação {symbol} falhou com um erro não documentado ({domain}, erro {code}).",
        "ru": "Операция {symbol} завершилась недокументированной ошибкой ({domain}, ошибка {code}).",
        "zh": "操作 {symbol} 因未记录的错误而失败（{domain} 错误 {code}）。",
    ]
}
