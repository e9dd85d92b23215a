import Foundation

/// The spec `make bench` measures: two domains, each documented in five languages, with a table of errors
/// common to every method and a table per method (code spans, emphasis, links, some non-ASCII text), sized
/// to about `megabytes` of Markdown in all.
struct RealisticSpec {
    /// The Markdown to write, in megabytes (10⁶ bytes), over every document of both domains.
    var megabytes: Double

    static let languages = ["en", "de", "fr", "ja", "hi"]
    static let domains = ["Accounts", "Storage"]
    /// Rows in each method's table.
    static let rowsPerMethod = 10

    /// Writes the spec into `folder` (one subfolder per domain) and returns the paths of its documents.
    func write(to folder: String) throws -> [String] {
        let methods = methodCount()
        var paths: [String] = []
        for domain in Self.domains {
            let domainFolder = folder + "/" + domain
            try FileManager.default.createDirectory(atPath: domainFolder, withIntermediateDirectories: true)
            let codes = Self.codeCount(methods: methods)
            try Self.config(domain: domain, codes: codes).write(
                toFile: domainFolder + "/error-tables.json", atomically: false, encoding: .utf8)
            for language in Self.languages {
                let path = domainFolder + "/\(language).md"
                try Self.document(domain: domain, language: language, codes: codes, methods: methods).write(
                    toFile: path, atomically: false, encoding: .utf8)
                paths.append(path)
            }
        }
        return paths
    }

    /// The methods per domain that make about `megabytes` in all, from the size of a small sample.
    func methodCount() -> Int {
        let sample = 100
        var bytes = 0
        for language in Self.languages {
            bytes += Self.document(domain: "Accounts", language: language, codes: 100, methods: sample).utf8.count
        }
        let perMethod = Double(bytes) / Double(sample)
        return max(Int(megabytes * 1e6 / Double(Self.domains.count) / perMethod), 10)
    }

    static func codeCount(methods: Int) -> Int { max(methods / 2, 50) }

    static func config(domain: String, codes: Int) -> String {
        var entries: [String] = []
        for index in 0..<codes { entries.append("\"\(domain)Error\(index)\": { \"rawValue\": \(17_000 + index) }") }
        return """
            {"errorDomain": "\(domain)ErrorDomain", "typeName": "\(domain)ErrorCode", "codePrefix": "\(domain)Error",
             "sourceLanguage": "en", "codes": { \(entries.joined(separator: ",\n")) } }

            """
    }

    /// A description of `code` in `language`, varied by `variant`: emphasis, a code span, now and then a link,
    /// strong emphasis or a `<br>`, and the language's own script.
    static func description(code: String, language: String, variant: Int) -> String {
        let number = variant % 97
        var text: String
        switch language {
        case "de":
            text =
                "Die Anfrage ist fehlgeschlagen, weil die *Anmeldedaten* für `\(code)` abgelaufen sind; nach dem "
                + "Aktualisieren erneut versuchen (Schritt \(number))."
        case "fr":
            text =
                "La requête a échoué : les *identifiants* de `\(code)` ont expiré ; réessayez après les avoir "
                + "renouvelés (étape \(number))."
        case "ja":
            text = "`\(code)` の*認証情報*の有効期限が切れたため、リクエストは失敗しました。更新してから再試行してください（手順 \(number)）。"
        case "hi":
            text = "`\(code)` के लिए *क्रेडेंशियल* की अवधि समाप्त हो गई है; उन्हें ताज़ा करके फिर से प्रयास करें (चरण \(number))।"
        default:
            text =
                "The request failed because the *credential* for `\(code)` expired; refresh it and retry "
                + "(step \(number))."
        }
        switch variant % 7 {
        case 0: text += " See [the guide](https://example.com/errors/\(number)#retry)."
        case 3: text += " **Do not** retry at once.<br>Wait `\(number)` seconds."
        case 5: text += " The server said \\\"quota\\\" and C:\\\\path."
        default: break
        }
        return text
    }

    static func document(domain: String, language: String, codes: Int, methods: Int) -> String {
        var lines = [
            "# \(domain) errors (\(language))", "", "Errors every method may return, then each method's own.", "",
            "## Errors common to every method", "", "| Code | Description |", "| --- | --- |",
        ]
        for index in 0..<min(codes, 20) {
            let code = "\(domain)Error\(index)"
            lines.append("| `\(code)` | \(description(code: code, language: language, variant: index)) |")
        }
        let groupSize = max(methods / 10, 1)
        for method in 0..<methods {
            if method % groupSize == 0 { lines += ["", "### `\(domain)Group\(method / groupSize)`"] }
            lines += ["", "#### \(domain.lowercased())Method\(method):completion:", "", "| Code | Description |"]
            lines.append("| --- | --- |")
            var used = Set<Int>()
            for row in 0..<rowsPerMethod {
                let index = (method * 7 + row * 13) % codes
                guard used.insert(index).inserted else { continue }
                let code = "\(domain)Error\(index)"
                lines.append(
                    "| `\(code)` | \(description(code: code, language: language, variant: method + row)) |")
            }
            if method > 0 && method % 5 == 0 {
                lines += ["", "Also returns the errors of `\(domain.lowercased())Method\(method - 1):completion:`."]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
