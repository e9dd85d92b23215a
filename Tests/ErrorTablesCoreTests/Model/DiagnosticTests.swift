import Foundation
import Testing

@testable import ErrorTablesCore

/// One test per diagnostic: a small spec that has exactly that problem, and the exact line the user sees.
/// `⟨n⟩` in the inputs marks where a diagnostic must point.
@Suite struct DiagnosticTests {
    typealias Spec = TempSpec

    /// Loads `files` (the default config and sources where not given) and returns the diagnostics.
    func diagnostics(
        _ files: [String: String], check: (TempSpec, ErrorDomain?) -> Void = { _, _ in }
    ) throws -> (spec: [String: String], lines: [String]) {
        var all = ["error-tables.json": Spec.config, "en.md": Spec.source]
        all.merge(files) { _, new in new }
        return try Spec.with(all) { spec in
            let (model, lines) = spec.load()
            check(spec, model?.domains.first)
            return (spec.markers, lines)
        }
    }

    @Test func theBaseSpecIsClean() throws {
        let (_, lines) = try diagnostics(["it.md": Spec.italian])
        #expect(lines == [])
    }

    /// One row per cause: one case, whose description lists the causes in row order, and a note.
    @Test func codeListedOncePerCause() throws {
        let source = Spec.source.replacingOccurrences(
            of: "| `PXErrorB` | B happened. |", with: "| `PXErrorB` | B happened. |\n| `PXErrorB` | ⟨1⟩Again. |")
        let (at, lines) = try diagnostics(["en.md": source]) { _, domain in
            #expect(domain?.code("PXErrorB")?.description.texts["en"] == "B happened.\nAgain.")
        }
        #expect(
            lines == [
                "\(at["1"]!): note: 'PXErrorB' is also listed at line 15 with another description: one case, whose "
                    + "description lists both in row order"
            ])
    }

    @Test func unknownCodePrefix() throws {
        let source = Spec.source.replacingOccurrences(
            of: "| `PXErrorC` | C happened. |", with: "| `PXErrorC` | C happened. |\n| ⟨1⟩`PyErrorD` | D. |")
        let (at, lines) = try diagnostics(["en.md": source])
        #expect(lines == ["\(at["1"]!): error: 'PyErrorD' does not start with the domain's code prefix 'PXError'"])
    }

    @Test func configUnknownKeyWithSuggestion() throws {
        let config = Spec.config.replacingOccurrences(
            of: "\"sourceLanguage\": \"en\",",
            with: "\"sourceLanguage\": \"en\",\n  ⟨1⟩\"userInfoNameKy\": \"PXErrorNameKey\",\n  ⟨2⟩\"colour\": 3,")
        let (at, lines) = try diagnostics(["error-tables.json": config])
        #expect(
            lines
                == [
                    "\(at["1"]!): error: unknown key 'userInfoNameKy'; did you mean 'userInfoNameKey'?",
                    "\(at["2"]!): error: unknown key 'colour'; known keys: errorDomain, typeName, codePrefix, "
                        + "sourceLanguage, userInfoNameKey, accessLevel, codes, columns, methodTypeNames, groups, traits, "
                        + "lookups, documents, catalogs, sections",
                ].sorted())
    }

    @Test func configUnknownKeyInsideACode() throws {
        let config = Spec.config.replacingOccurrences(
            of: "\"PXErrorB\": { \"rawValue\": 102, \"name\": \"ERROR_B\" }",
            with: "\"PXErrorB\": { \"rawValue\": 102, ⟨1⟩\"nmae\": \"ERROR_B\" }")
        let (at, lines) = try diagnostics(["error-tables.json": config])
        #expect(lines == ["\(at["1"]!): error: unknown key 'nmae' in 'PXErrorB'; did you mean 'name'?"])
    }

    @Test func configLeftOutKeysGetTheirDefaults() throws {
        let config = Spec.config.replacingOccurrences(of: "\"typeName\": \"PixError\",\n", with: "")
        let (_, lines) = try diagnostics(["error-tables.json": config])
        #expect(lines == [])
    }

    @Test func configWrongTypes() throws {
        let config = Spec.config.replacingOccurrences(of: "\"typeName\": \"PixError\"", with: "⟨1⟩\"typeName\": 5")
        let (at, lines) = try diagnostics(["error-tables.json": config])
        #expect(lines == ["\(at["1"]!): error: 'typeName' must be a non-empty string"])

        let rawValue = Spec.config.replacingOccurrences(
            of: "\"PXErrorC\": 103", with: "⟨1⟩\"PXErrorC\": { \"rawValue\": \"103\" }")
        let (rawAt, rawLines) = try diagnostics(["error-tables.json": rawValue])
        #expect(
            rawLines
                == [
                    "\(rawAt["1"]!): error: 'rawValue' of 'PXErrorC' must be an integer",
                    "Pix/en.md:21:3: warning: no raw value for 'PXErrorC' in error-tables.json; it gets 103, which changes "
                        + "whenever codes without raw values are added before it",
                ].sorted())
    }

    static let invalidJSON = Spec.config.replacingOccurrences(
        of: "\"typeName\": \"PixError\",\n  \"codePrefix\"", with: "\"typeName\": \"PixError\"\n  ⟨1⟩\"codePrefix\"")

    @Test func configInvalidJSON() throws {
        let (_, lines) = try diagnostics(["error-tables.json": Self.invalidJSON])
        #expect(lines.count == 1)
        // The parser's own explanation follows; Foundation words it differently per platform.
        #expect(lines.first?.hasPrefix("Pix/error-tables.json:") == true)
        #expect(lines.first?.contains(": error: invalid JSON: ") == true)
    }

    /// Foundation says where the JSON breaks ("around character 63" on Linux); the diagnostic points there.
    @Test func configInvalidJSONPointsAtTheError() throws {
        let (at, lines) = try diagnostics(["error-tables.json": Self.invalidJSON])
        #expect(lines.first?.hasPrefix("\(at["1"]!): error: invalid JSON: ") == true)
    }

    @Test func configThatIsNotAnObject() throws {
        let (_, lines) = try diagnostics(["error-tables.json": "[1, 2]"])
        #expect(lines == ["Pix/error-tables.json:1:1: error: the config must be a JSON object"])
    }

    @Test func headerAndDelimiterMismatchInAnErrorTable() throws {
        let source = Spec.source.replacingOccurrences(
            of: "| Code | Description |\n| --- | --- |\n| `PXErrorC` |",
            with: "⟨1⟩| Code | Description |\n| --- | --- | --- |\n| `PXErrorC` |")
        let config = Spec.config.replacingOccurrences(of: "\"PXErrorC\": 103", with: "⟨2⟩\"PXErrorC\": 103")
        let (at, lines) = try diagnostics(["en.md": source, "error-tables.json": config])
        // The table's code is lost, so its method has no table and the config's facts for it are unused.
        #expect(
            lines == [
                "Pix/en.md:17:1: warning: method 'store:' has no error table; it gets only common errors",
                "\(at["1"]!): warning: the header row has 2 cells but the delimiter row has 3; GFM does not read these "
                    + "lines as a table, so their error codes are ignored",
                "\(at["2"]!): error: the config gives facts for 'PXErrorC', which no document has, so they are not "
                    + "applied; add a row for it to en.md or remove it from the config",
            ])
    }

    @Test func mismatchedLinesThatListNoCodesAreJustAParagraph() throws {
        let source = Spec.source + "\n\n| Key | Meaning |\n| --- |\n| `NSUnderlyingErrorKey` | The cause |\n"
        let (_, lines) = try diagnostics(["en.md": source])
        #expect(lines == [])
    }

    @Test func unmatchedTranslationTable() throws {
        let italian =
            Spec.italian + "\n\n### extra:\n\n⟨1⟩| Codice | Descrizione |\n| --- | --- |\n| `PXErrorZ` | Z. |\n"
        let (at, lines) = try diagnostics(["it.md": italian])
        #expect(
            lines == [
                "\(at["1"]!): warning: this table cannot be matched to any table of en.md by its codes ('PXErrorZ'), "
                    + "so it is left out; remove it, or check that it translates a table of the source document"
            ])
    }

    @Test func aMissingTranslatedTableGivesOneWarningAndNoCascade() throws {
        let italian = Spec.italian.replacingOccurrences(
            of: "### carica:\n\n| Codice | Descrizione |\n| --- | --- |\n| `PXErrorB` | È successo B. |\n\n", with: ""
        ).replacingOccurrences(of: "### salva:\n\n| Codice", with: "### salva:\n\n⟨1⟩| Codice")
        try Spec.with(["error-tables.json": Spec.config, "en.md": Spec.source, "it.md": italian]) { spec in
            let (model, lines) = spec.load()
            #expect(
                lines == [
                    "\(spec["1"]): warning: no table translates en.md:13 ('PXErrorB') before this table; the "
                        + "source-language texts are used"
                ])
            let domain = model?.domains.first
            #expect(domain?.method("store:")?.errors.first?.entry.description.texts["it"] == "È successo C.")
            #expect(
                domain?.method("load:")?.errors.first?.entry.description.text(in: "it", fallback: "en") == "B happened."
            )
        }
    }

    @Test func aCodeMissingInATranslationFallsBackToTheSource() throws {
        let source = Spec.source.replacingOccurrences(
            of: "| `PXErrorC` | C happened. |", with: "| `PXErrorC` | C happened. |\n| `PXErrorB` | B again. |")
        let italian = Spec.italian.replacingOccurrences(of: "### salva:\n\n| Codice", with: "### salva:\n\n⟨1⟩| Codice")
        try Spec.with(["error-tables.json": Spec.config, "en.md": source, "it.md": italian]) { spec in
            let (model, lines) = spec.load()
            #expect(
                lines == [
                    "\(spec["1"]): warning: this table lacks 'PXErrorB' of en.md:19; the source-language text is used"
                ])
            let store = model?.domains.first?.method("store:")
            #expect(store?.errors.map(\.code) == ["PXErrorC", "PXErrorB", "PXErrorA"])
            #expect(store?.errors[1].entry.description.text(in: "it", fallback: "en") == "B again.")
            #expect(store?.errors[0].entry.description.text(in: "it", fallback: "en") == "È successo C.")
        }
    }

    /// A translation that lists a code its source table lacks (the source removed it, or does not have it yet)
    /// drifts: a warning, and the row is left out.
    @Test func aCodeATranslationAddsIsAWarning() throws {
        let italian = Spec.italian.replacingOccurrences(
            of: "| `PXErrorC` | È successo C. |", with: "| `PXErrorC` | È successo C. |\n| ⟨1⟩`PXErrorA` | Anche A. |")
        let (at, lines) = try diagnostics(["it.md": italian])
        #expect(
            lines == [
                "\(at["1"]!): warning: 'PXErrorA' is not in the matching table of en.md (line 19); a translation "
                    + "cannot add codes, so the row is left out"
            ])
    }

    @Test func aMistypedCodeInATwoRowTableStillMatchesAndIsNamed() throws {
        // The store: table gets a second row; the translation mistypes one of its two codes.
        let source = Spec.source.replacingOccurrences(
            of: "| `PXErrorC` | C happened. |", with: "| `PXErrorC` | C happened. |\n| `PXErrorD` | D happened. |")
        let config = Spec.config.replacingOccurrences(
            of: "\"PXErrorC\": 103", with: "\"PXErrorC\": 103, \"PXErrorD\": 104")
        let italian = Spec.italian.replacingOccurrences(
            of: "| --- | --- |\n| `PXErrorC` | È successo C. |",
            with: "| --- | --- |\n| `PXErrorC` | È successo C. |\n| ⟨typo⟩`PXErrorDD` | È successo D. |"
        )
        let (at, lines) = try diagnostics(["en.md": source, "error-tables.json": config, "it.md": italian])
        // One mistake, one diagnostic: the table's warning does not name 'PXErrorD' again.
        #expect(
            lines == [
                "\(at["typo"]!): warning: 'PXErrorDD' is not in the matching table of en.md (line 19); a "
                    + "translation cannot add codes, so the row is left out; did you mean 'PXErrorD'?"
            ])
    }

    @Test func inclusionNamingAnUnknownMethod() throws {
        let source = Spec.source + "\n\n⟨1⟩It can also return the errors of `lod:`.\n"
        let (at, lines) = try diagnostics(["en.md": source])
        #expect(
            lines == [
                "\(at["1"]!): error: the inclusion paragraph names 'lod:', which is not a documented method; did you "
                    + "mean 'load:'?"
            ])
    }

    @Test func sourceLanguageFileMissing() throws {
        let config = Spec.config.replacingOccurrences(of: "\"sourceLanguage\"", with: "⟨1⟩\"sourceLanguage\"")
        try Spec.with(["error-tables.json": config, "it.md": Spec.italian]) { spec in
            let (model, lines) = spec.load()
            #expect(
                lines == [
                    "\(spec["1"]): error: the source language is 'en' but there is no en.md in '\(spec.root)/Pix'"
                ])
            #expect(model?.domains == [])
        }
    }

    @Test func invalidUTF8InADocument() throws {
        try Spec.with(["error-tables.json": Spec.config, "en.md": Spec.source]) { spec in
            // Line 1 is "# Errori\n" (9 bytes), then "È" and a lone continuation byte at offset 11.
            try Data(Array("# Errori\n\u{C8}".utf8) + [0x80] + Array(" rotto\n".utf8)).write(
                to: URL(fileURLWithPath: spec.path("it.md")))
            let (_, lines) = spec.load()
            #expect(lines == ["Pix/it.md:2:3: error: invalid UTF-8 at byte offset 11; save the file as UTF-8"])
        }
    }

    /// A method heading that comes again with a table of its own (an appendix, an "Offline mode" section) is the
    /// same method: its tables are merged, with a note (it was an error).
    @Test func repeatedMethodHeadingIsOneMethod() throws {
        let source =
            Spec.source + """


                ⟨1⟩### load:

                | Code | Description |
                | --- | --- |
                | `PXErrorC` | C, here too. |
                """
        try Spec.with(["error-tables.json": Spec.config, "en.md": source, "it.md": Spec.italian]) { spec in
            let (model, lines) = spec.load()
            #expect(
                lines == [
                    "\(spec["1"]): note: method 'load:' has headings at lines 11, 23; they are read as one method, and "
                        + "its errors are the tables at lines 13, 25, merged; rename a heading if it is another method",
                    "Pix/it.md:1:1: warning: no table translates en.md:25 ('PXErrorC'); the source-language texts are "
                        + "used",
                ])
            #expect(model?.domains.first?.method("load:")?.ownErrors.map(\.code) == ["PXErrorB", "PXErrorC"])
        }
    }

    @Test func rawValueMissing() throws {
        let config = Spec.config.replacingOccurrences(of: ",\n    \"PXErrorC\": 103", with: "")
        let source = Spec.source.replacingOccurrences(of: "| `PXErrorC` |", with: "| ⟨1⟩`PXErrorC` |")
        try Spec.with(["error-tables.json": config, "en.md": source]) { spec in
            let (model, lines) = spec.load()
            #expect(
                lines == [
                    "\(spec["1"]): warning: no raw value for 'PXErrorC' in error-tables.json; it gets 103, which changes "
                        + "whenever codes without raw values are added before it"
                ])
            let code = model?.domains.first?.code("PXErrorC")
            #expect(code?.rawValue == 103)
            #expect(code?.hasConfiguredRawValue == false)
        }
    }

    @Test func twoCodesWithTheSameSwiftName() throws {
        let config = Spec.config.replacingOccurrences(
            of: "\"PXErrorC\": 103",
            with: "\"PXErrorC\": 103,\n    \"PXErrorURLFailed\": 104,\n    \"PXErrorUrlFailed\": 105")
        let source = Spec.source.replacingOccurrences(
            of: "| `PXErrorA` | A happened. |",
            with: "| `PXErrorA` | A happened. |\n| `PXErrorURLFailed` | U. |\n| ⟨1⟩`PXErrorUrlFailed` | u. |")
        let (at, lines) = try diagnostics(["error-tables.json": config, "en.md": source]) { _, domain in
            #expect(domain?.code("PXErrorUrlFailed")?.swiftName == "urlFailed105")
        }
        #expect(
            lines == [
                "\(at["1"]!): note: 'PXErrorURLFailed' (line 8) and 'PXErrorUrlFailed' both read as the Swift case "
                    + "'urlFailed'; 'PXErrorUrlFailed' becomes 'urlFailed105' (to name it, add \"codes\": "
                    + "{\"PXErrorUrlFailed\": {\"swiftName\": \"…\"}} to error-tables.json)"
            ])
    }

    /// A configured `swiftName` that another code's case already has stays an error: the config asked for it.
    @Test func aConfiguredSwiftNameThatCollides() throws {
        let config = Spec.config.replacingOccurrences(
            of: "\"PXErrorC\": 103",
            with: "\"PXErrorC\": 103,\n    \"PXErrorURLFailed\": 104,\n"
                + "    \"PXErrorOther\": {\"rawValue\": 105, \"swiftName\": \"urlFailed\"}")
        let source = Spec.source.replacingOccurrences(
            of: "| `PXErrorA` | A happened. |",
            with: "| `PXErrorA` | A happened. |\n| `PXErrorURLFailed` | U. |\n| ⟨1⟩`PXErrorOther` | O. |")
        let (at, lines) = try diagnostics(["error-tables.json": config, "en.md": source])
        #expect(
            lines == [
                "\(at["1"]!): error: 'PXErrorURLFailed' (line 8) and 'PXErrorOther' both become the Swift case "
                    + "'urlFailed'; give one a 'swiftName' in error-tables.json"
            ])
    }

    /// On Linux, JSONSerialization's NSNumber 0 and 1 satisfy `is Bool`; raw values 0 and 1 and column
    /// number 1 must still be read as integers.
    @Test func rawValuesZeroAndOneAndColumnOne() throws {
        let config = Spec.config.replacingOccurrences(of: "\"rawValue\": 101", with: "\"rawValue\": 0")
            .replacingOccurrences(of: "\"PXErrorC\": 103", with: "\"PXErrorC\": 1")
            .replacingOccurrences(
                of: "\"codes\": {", with: "\"columns\": { \"code\": 1, \"description\": 2 },\n  \"codes\": {")
        try Spec.with(["error-tables.json": config, "en.md": Spec.source]) { spec in
            let (model, lines) = spec.load()
            #expect(lines == [])
            #expect(model?.domains.first?.codes.map(\.rawValue) == [0, 102, 1])
        }
    }
}
