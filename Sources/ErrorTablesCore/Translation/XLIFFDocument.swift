/// XLIFF 1.2 as Xcode's Export Localizations writes it, for translation tools (Xcode, Crowdin, Lokalise,
/// Phrase, Weblate): one `<file>` for the domain's source document, one `<trans-unit>` per unit with its
/// `<source>`, its `<target>` when the language has a translation, and a `<note>` for translators.
///
/// ```xml
/// <trans-unit id="PXErrorA" xml:space="preserve">
///   <source>A happened.</source>
///   <target state="translated">È successo A.</target>
///   <note>The error message shown when … From the “Description” column, en.md:5.</note>
/// </trans-unit>
/// ```
///
/// A unit without a translation has no `<target>` (as Xcode writes an untranslated string: its state is
/// `new`). The states written are XLIFF 1.2's `translated` and `needs-review-translation`.
///
/// Escaping: `&`, `<` and `>` everywhere, `"` and `'` in attributes too; a carriage return as `&#13;` (a parser
/// would read a raw one as a line feed) and, in attributes, tab and line feed as `&#9;` and `&#10;` (a parser
/// would read them as spaces). XML 1.0 cannot hold the other control characters (U+0000–U+001F but tab, line
/// feed and carriage return) nor U+FFFE and U+FFFF, even escaped: a text with one is refused with an error
/// naming its unit and cell, and nothing is written.
enum XLIFFDocument {
    /// The XLIFF 1.2 state of an exported entry's target.
    static func state(_ state: TranslationExport.State) -> String {
        switch state {
        case .new: "new"
        case .translated: "translated"
        case .needsReview: "needs-review-translation"
        }
    }

    /// The document for `export`; throws the first text that XML 1.0 cannot hold.
    static func render(_ export: TranslationExport) throws(FatalDiagnostic) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#,
        ]
        let original = export.domainName + "/" + export.sourceFile
        lines.append(
            "  <file original=\"\(try attribute(original, unit: nil))\" source-language=\""
                + "\(try attribute(export.sourceLanguage, unit: nil))\" target-language=\""
                + "\(try attribute(export.language, unit: nil))\" datatype=\"plaintext\">")
        lines.append("    <body>")
        for entry in export.entries {
            let unit = entry.unit
            lines.append("      <trans-unit id=\"\(try attribute(unit.id, unit: unit))\" xml:space=\"preserve\">")
            lines.append("        <source>\(try content(unit.sourceText, unit: unit, cell: unit.sourceCell))</source>")
            if let target = entry.target {
                let cell = unit.translations[export.language]?.cell ?? unit.sourceCell
                lines.append(
                    "        <target state=\"\(state(entry.state))\">\(try content(target, unit: unit, cell: cell))"
                        + "</target>")
            }
            lines.append("        <note>\(try content(entry.note, unit: unit, cell: unit.sourceCell))</note>")
            lines.append("      </trans-unit>")
        }
        lines.append("    </body>")
        lines.append("  </file>")
        lines.append("</xliff>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Element content: `&`, `<`, `>` and carriage returns escaped.
    static func content(_ text: String, unit: TranslationUnit?, cell: TranslationUnit.Cell? = nil)
        throws(FatalDiagnostic) -> String
    {
        try escaped(text, attribute: false, unit: unit, cell: cell)
    }

    /// A double-quoted attribute's value: also quotes, apostrophes, tabs and line feeds escaped.
    static func attribute(_ text: String, unit: TranslationUnit?) throws(FatalDiagnostic) -> String {
        try escaped(text, attribute: true, unit: unit, cell: unit?.sourceCell)
    }

    /// Whether XML 1.0 can hold the scalar (its `Char` production): tab, line feed, carriage return, and
    /// everything from U+0020 but U+FFFE and U+FFFF (Swift strings hold no surrogates).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    private static func escaped(_ text: String, attribute: Bool, unit: TranslationUnit?, cell: TranslationUnit.Cell?)
        throws(FatalDiagnostic) -> String
    {
        // Plain ASCII letters, digits, spaces and common punctuation need nothing: most texts.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !needsEscape($0, attribute: attribute) }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            guard isAllowed(scalar) else {
                throw FatalDiagnostic(
                    .characterNotInXML(scalar, unit: unit?.id, at: cell?.location ?? unit?.sourceCell.location))
            }
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&apos;"
            case "\t" where attribute: result += "&#9;"
            case "\n" where attribute: result += "&#10;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ byte: UInt8, attribute: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): true
        case UInt8(ascii: "\""), UInt8(ascii: "'"): attribute
        default: false
        }
    }
}

extension Diagnostic {
    /// A text holding a character that XML 1.0 cannot hold, even escaped (`unit`: the unit's id, `nil` for the
    /// file's attributes).
    static func characterNotInXML(_ scalar: Unicode.Scalar, unit: String?, at location: SourceLocation?)
        -> Diagnostic
    {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
        return Diagnostic(
            .error,
            (unit.map { "the translation unit \(quote($0))" } ?? "the export") + " holds U+\(padded), a character "
                + "XML 1.0 cannot hold even escaped; remove it from the document and export again", at: location)
    }
}
