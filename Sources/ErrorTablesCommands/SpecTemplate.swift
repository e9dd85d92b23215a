import ErrorTablesCore

/// The files `error-tables init` writes for a new domain: a config with two example codes, a source
/// document with one domain-common table and one group with one method and its table, and translations
/// with the same structure whose description cells are empty for the translator.
struct SpecTemplate {
    /// The domain folder's name, e.g. `Payments`.
    var domain: String
    /// The languages, the source language first.
    var languages: [String]

    /// The example codes: identifier, raw value, cross-platform name, source description.
    var codes: [(id: String, rawValue: Int, name: String, description: String)] {
        [
            (
                "\(domain)ErrorCodeNetworkError", 1000, "ERROR_NETWORK",
                "A network error occurred. Check the connection and try again."
            ),
            (
                "\(domain)ErrorCodeInvalidArgument", 1001, "ERROR_INVALID_ARGUMENT",
                "An argument is not valid. The error's `userInfo` names it."
            ),
        ]
    }

    /// Each file's name below the domain folder and its contents, the config first.
    var files: [(name: String, contents: String)] {
        [(DomainConfig.fileName, config)]
            + languages.enumerated().map { index, language in
                ("\(language).md", document(isSource: index == 0))
            }
    }

    /// `error-tables.json`.
    var config: String {
        let codeMembers: [(String, JSONValue)] = codes.map { code in
            (code.id, .object([("rawValue", .int(code.rawValue)), ("name", .string(code.name))]))
        }
        return JSONValue.object([
            ("errorDomain", .string("\(domain)ErrorDomain")), ("typeName", .string("\(domain)ErrorCode")),
            ("codePrefix", .string("\(domain)ErrorCode")), ("sourceLanguage", .string(languages.first ?? "en")),
            ("codes", .object(codeMembers)),
        ]).rendered()
    }

    /// The source document, or a translation of it: the same headings, tables and codes, with empty
    /// description cells and a note for the translator.
    func document(isSource: Bool) -> String {
        let source = languages.first ?? "en"
        func table(_ code: (id: String, rawValue: Int, name: String, description: String)) -> [String] {
            ["| Code | Description |", "| --- | --- |", "| `\(code.id)` | \(isSource ? code.description : "") |"]
        }
        var lines: [String] = []
        if !isSource {
            lines += [
                "<!-- Translation of \(source).md. Translate the headings, the text and the empty Description",
                "     cells; keep the tables, the code identifiers and the method names as they are. An empty cell",
                "     shows the \(source) text until it is translated. -->",
                "",
            ]
        }
        lines += [
            "# \(domain) errors",
            "",
            "When a \(domain) method fails, it reports an `NSError` in the `\(domain)ErrorDomain` domain whose code is "
                + "one of the codes below.",
            "",
            "## Errors common to all methods",
            "",
        ]
        lines += table(codes[0])
        lines += ["", "## Errors of each method", "", "### `\(domain)Client`", "", "#### doSomething:completion:", ""]
        lines += table(codes[1])
        return lines.joined(separator: "\n") + "\n"
    }
}
