import ErrorTablesLoadingSupport
import ErrorTablesTestSupport
import Foundation
import Testing

@testable import ErrorTablesCore

/// The build step for lookup tables: the `lookups` config, the source table with its translations matched by key,
/// and the real spec/Facebook. `⟨name⟩` in the inputs marks where a diagnostic must point.
@Suite struct LookupModelTests {
    typealias Spec = TempSpec

    static let lookupConfig = """
        "ServerError": { "columns": { "code": 1, "subcode": 2, "case": 3, "message": 4 } }
        """

    /// `TempSpec.config` with `"lookups": { <lookups> }` added at its end.
    static func config(lookups: String) -> String {
        Spec.config.replacingOccurrences(
            of: "\"PXErrorC\": 103\n  }\n}", with: "\"PXErrorC\": 103\n  },\n  ⟨lookups⟩\"lookups\": \(lookups)\n}")
    }

    /// The config with the `ServerError` lookup, its name marked `⟨lookup⟩`.
    static let config = config(lookups: "{\n    ⟨lookup⟩" + lookupConfig + "\n  }")

    /// The source's lookup table, appended to `TempSpec.source`.
    static let sourceTable = """


        ## Server codes

        ⟨table⟩| Code | Subcode | Category | Message |
        | --- | --- | --- | --- |
        | ⟨r17⟩17 | | `PXErrorB` | Too many requests. |
        | ⟨r190⟩190 | 458 | ⟨c190⟩`PXErrorA` | The app was removed. |
        | ⟨r200⟩200-299 | | `PXErrorC` | A permission is missing: use `grant`. |
        | ⟨fallback⟩All others | | | Something went wrong. |
        """

    static let source = Spec.source + sourceTable

    /// The Italian lookup table, appended to `TempSpec.italian`.
    static let italianTable = """


        ## Codici del server

        ⟨itable⟩| Codice | Sottocodice | Categoria | Messaggio |
        | --- | --- | --- | --- |
        | 17 | | `PXErrorB` | Troppe richieste. |
        | 190 | 458 | `PXErrorA` | L'app è stata rimossa. |
        | 200-299 | | `PXErrorC` | Manca un'autorizzazione. |
        | Tutti gli altri | | | Qualcosa è andato storto. |
        """

    static let italian = Spec.italian + italianTable

    /// Loads the spec (this suite's config, source and Italian translation where `files` gives none) and
    /// returns the markers, every diagnostic line, and the domain.
    func load(_ files: [String: String]) throws -> (at: [String: String], lines: [String], domain: ErrorDomain?) {
        var all = ["error-tables.json": Self.config, "en.md": Self.source, "it.md": Self.italian]
        all.merge(files) { _, new in new }
        return try Spec.with(all) { spec in
            let (model, lines) = spec.load()
            return (spec.markers, lines, model?.domains.first)
        }
    }

    /// `key → code en="…" it="…" @line`, one per entry.
    func entries(_ lookup: ErrorLookup?) -> [String] {
        (lookup?.entries ?? []).map { entry in
            let texts = entry.message.texts.sorted { $0.key < $1.key }.map { "\($0.key)=\"\($0.value)\"" }
            return "\(entry.key) → \(entry.code) " + texts.joined(separator: " ") + " @\(entry.location.line)"
        }
    }

    /// A marker's `line:column` without the path.
    func place(_ at: [String: String], _ marker: String) -> String {
        at[marker].map { String($0.split(separator: ":").dropFirst().joined(separator: ":")) } ?? "<no \(marker)>"
    }

    // MARK: - The source table and its translations

    @Test func aLookupWithItsTranslation() throws {
        let (at, lines, domain) = try load([:])
        #expect(lines == [])
        let lookup = try #require(domain?.lookups.first)
        #expect(domain?.lookups.count == 1)
        #expect(lookup.name == "ServerError")
        #expect("Pix/en.md:\(lookup.location.line):\(lookup.location.column)" == at["table"])
        func line(_ marker: String) -> String { place(at, marker).split(separator: ":").first.map(String.init) ?? "" }
        #expect(
            entries(lookup) == [
                "17 → PXErrorB en=\"Too many requests.\" it=\"Troppe richieste.\" @\(line("r17"))",
                "190/458 → PXErrorA en=\"The app was removed.\" it=\"L'app è stata rimossa.\" @\(line("r190"))",
                "200-299 → PXErrorC en=\"A permission is missing: use grant.\" it=\"Manca un'autorizzazione.\" "
                    + "@\(line("r200"))",
            ])
        #expect(lookup.entries.dropFirst(2).first?.documentation == "A permission is missing: use `grant`.")
        #expect(lookup.entries.first.map { "\($0.location.line):\($0.location.column)" } == place(at, "r17"))
        #expect(lookup.fallback == LocalizedText(["en": "Something went wrong.", "it": "Qualcosa è andato storto."]))
        // The lookup table is no error table: the codes keep their documented descriptions and methods.
        #expect(domain?.codes.map(\.id) == ["PXErrorA", "PXErrorB", "PXErrorC"])
        #expect(domain?.methods.map(\.symbol) == ["load:", "store:"])
    }

    @Test func aTranslationThatLacksRowsGetsOneWarningNamingTheKeys() throws {
        let italian = Self.italian
            .replacingOccurrences(of: "| 190 | 458 | `PXErrorA` | L'app è stata rimossa. |\n", with: "")
            .replacingOccurrences(of: "| 200-299 | | `PXErrorC` | Manca un'autorizzazione. |\n", with: "")
        let (at, lines, domain) = try load(["it.md": italian])
        #expect(
            lines == [
                "\(at["itable"]!): warning: the lookup 'ServerError' lacks 190/458, 200-299; the source-language "
                    + "messages are used"
            ])
        let withoutLines = entries(domain?.lookups.first).map {
            $0.replacingOccurrences(of: #" @\d+$"#, with: "", options: .regularExpression)
        }
        #expect(
            withoutLines == [
                "17 → PXErrorB en=\"Too many requests.\" it=\"Troppe richieste.\"",
                "190/458 → PXErrorA en=\"The app was removed.\"",
                "200-299 → PXErrorC en=\"A permission is missing: use grant.\"",
            ])
    }

    @Test func aTranslationThatAddsAKey() throws {
        let italian = Self.italian.replacingOccurrences(
            of: "| 17 | | `PXErrorB` | Troppe richieste. |\n",
            with: "| 17 | | `PXErrorB` | Troppe richieste. |\n| ⟨1⟩42 | | `PXErrorA` | In più. |\n"
                + "| ⟨2⟩190 | 459 | `PXErrorA` | Anche. |\n")
        let (at, lines, domain) = try load(["it.md": italian])
        #expect(
            lines == [
                "\(at["1"]!): error: the key 42 is not in the lookup 'ServerError' of en.md; a translation cannot add rows",
                "\(at["2"]!): error: the key 190/459 is not in the lookup 'ServerError' of en.md; a translation cannot "
                    + "add rows",
            ])
        #expect(domain?.lookups.first?.entries.map(\.key.description) == ["17", "190/458", "200-299"])
    }

    @Test func aTranslationThatMapsAKeyToAnotherCase() throws {
        let italian = Self.italian.replacingOccurrences(
            of: "| 190 | 458 | `PXErrorA` |", with: "| 190 | 458 | ⟨1⟩`PXErrorB` |")
        let (at, lines, domain) = try load(["it.md": italian])
        #expect(lines == ["\(at["1"]!): error: 190/458 maps to 'PXErrorB' here but to 'PXErrorA' in en.md"])
        #expect(domain?.lookups.first?.entries.map(\.code) == ["PXErrorB", "PXErrorA", "PXErrorC"])
    }

    @Test func aTranslationWithoutTheLookupTable() throws {
        let (_, lines, domain) = try load(["it.md": Spec.italian])
        #expect(
            lines == [
                "Pix/it.md:1:1: warning: no table translates the lookup 'ServerError' of en.md; the source-language "
                    + "messages are used"
            ])
        #expect(domain?.lookups.first?.entries.map(\.message.texts.count) == [1, 1, 1])
        #expect(domain?.lookups.first?.fallback == LocalizedText(["en": "Something went wrong."]))
    }

    @Test func aTranslationWithoutTheFallbackRow() throws {
        let italian = Self.italian.replacingOccurrences(
            of: "\n| Tutti gli altri | | | Qualcosa è andato storto. |", with: "")
        let (at, lines, domain) = try load(["it.md": italian])
        #expect(
            lines == [
                "\(at["itable"]!): warning: the lookup 'ServerError' lacks the fallback row; the source-language "
                    + "messages are used"
            ])
        #expect(domain?.lookups.first?.fallback == LocalizedText(["en": "Something went wrong."]))
        #expect(domain?.lookups.first?.entries.map(\.message.texts.count) == [2, 2, 2])
    }

    @Test func aTranslatedFallbackRowThatTheSourceLacks() throws {
        let source = Self.source.replacingOccurrences(
            of: "\n| ⟨fallback⟩All others | | | Something went wrong. |", with: "")
        let italian = Self.italian.replacingOccurrences(
            of: "| Tutti gli altri |", with: "| ⟨1⟩Tutti gli altri |")
        let (at, lines, domain) = try load(["en.md": source, "it.md": italian])
        #expect(
            lines == [
                "\(at["1"]!): error: the fallback row has no counterpart in the lookup 'ServerError' of en.md"
            ])
        #expect(domain?.lookups.first?.fallback == nil)
    }

    @Test func anEmptyTranslatedMessageKeepsTheSourceTextWithAWarning() throws {
        let italian = Self.italian.replacingOccurrences(
            of: "| 17 | | `PXErrorB` | Troppe richieste. |", with: "| ⟨empty⟩17 | | `PXErrorB` | |")
        let (at, lines, domain) = try load(["it.md": italian])
        #expect(lines == ["\(at["empty"]!): warning: the message of 17 is empty; the source-language message is used"])
        #expect(domain?.lookups.first?.entries.first?.message == LocalizedText(["en": "Too many requests."]))
    }

    // MARK: - Source rows

    @Test func aRowMappingToAnUndocumentedCode() throws {
        let source = Self.source.replacingOccurrences(
            of: "| ⟨r17⟩17 | | `PXErrorB` | Too many requests. |",
            with: "| ⟨r17⟩17 | | `PXErrorB` | Too many requests. |\n| 5 | | ⟨1⟩`PXErrorZ` | Unknown. |")
        let (at, lines, domain) = try load(["en.md": source])
        #expect(
            lines == [
                "\(at["1"]!): error: 'PXErrorZ' is not documented in any error table of en.md, so 'ServerError' cannot "
                    + "map 5 to it"
            ])
        #expect(domain?.lookups.first?.entries.map(\.key.description) == ["17", "190/458", "200-299"])
    }

    @Test func aKeyListedInTwoTables() throws {
        let source =
            Self.source
            + "\n\n## More server codes\n\n| Code | Subcode | Category | Message |\n| --- | --- | --- | --- |\n"
            + "| 4 | | `PXErrorB` | Slow down. |\n| ⟨1⟩17 | | `PXErrorA` | Again. |\n"
        let (at, lines, domain) = try load(["en.md": source, "it.md": Spec.italian])
        #expect(
            lines == [
                "\(at["1"]!): error: the key 17 of 'ServerError' is listed twice; the first row is at line "
                    + place(at, "r17").split(separator: ":")[0],
                "Pix/it.md:1:1: warning: no table translates the lookup 'ServerError' of en.md; the source-language "
                    + "messages are used",
            ])
        #expect(domain?.lookups.first?.entries.map(\.key.description) == ["17", "190/458", "200-299", "4"])
    }

    // MARK: - Config

    @Test func configuredLookupWithNoTable() throws {
        let (at, lines, domain) = try load(["en.md": Spec.source, "it.md": Spec.italian])
        #expect(
            lines == [
                "\(at["lookup"]!): warning: the lookup 'ServerError' is configured but en.md has no table with numeric "
                    + "codes in column 1 and codes of the domain in column 3"
            ])
        #expect(domain?.lookups == [])
    }

    @Test func lookupsMissingRequiredColumns() throws {
        let config = Self.config(lookups: #"{ ⟨1⟩"ServerError": { "columns": { "code": 1, "message": 4 } } }"#)
        let (at, lines, domain) = try load(["error-tables.json": config])
        #expect(
            lines == [
                "\(at["1"]!): error: the lookup 'ServerError' needs the columns 'code', 'case' and 'message' ('subcode' "
                    + "is optional)"
            ])
        #expect(domain?.config.lookups == [])
    }

    @Test func lookupColumnsMustDiffer() throws {
        let config = Self.config(
            lookups: #"{ ⟨1⟩"ServerError": { "columns": { "code": 1, "subcode": 2, "case": 3, "message": 2 } } }"#)
        let (at, lines, _) = try load(["error-tables.json": config])
        #expect(lines == ["\(at["1"]!): error: the columns of the lookup 'ServerError' must all be different"])
    }

    @Test func aLookupColumnThatIsNotAColumnNumber() throws {
        let config = Self.config(
            lookups:
                #"{ ⟨1⟩"ServerError": { "columns": { ⟨2⟩"code": 0, "subcode": 2, ⟨3⟩"case": "3", "message": 4 } } }"#)
        let (at, lines, _) = try load(["error-tables.json": config])
        // Each wrong column number is reported at its own key.
        #expect(
            lines == [
                "\(at["1"]!): error: the lookup 'ServerError' needs the columns 'code', 'case' and 'message' ('subcode' "
                    + "is optional)",
                "\(at["2"]!): error: 'code' of the lookup 'ServerError' must be a column number, 1 or more",
                "\(at["3"]!): error: 'case' of the lookup 'ServerError' must be a column number, 1 or more",
            ])
    }

    @Test func aLookupNameThatIsNotAnIdentifier() throws {
        let config = Self.config(
            lookups: #"{ ⟨1⟩"Server-Error": { "columns": { "code": 1, "subcode": 2, "case": 3, "message": 4 } } }"#)
        let (at, lines, domain) = try load(["error-tables.json": config])
        #expect(
            lines == [
                "\(at["1"]!): error: the lookup name 'Server-Error' must be a Swift type name such as 'GraphAPIError'"
            ])
        #expect(domain?.lookups == [])
    }

    @Test func unknownKeysInALookup() throws {
        let config = Self.config(
            lookups: #"{ ⟨1⟩"ServerError": { "columns": { "code": 1, "subcode": 2, "case": 3, ⟨2⟩"mesage": 4 }, "#
                + #"⟨3⟩"title": "x" } }"#)
        let (at, lines, _) = try load(["error-tables.json": config])
        #expect(
            lines == [
                "\(at["1"]!): error: the lookup 'ServerError' needs the columns 'code', 'case' and 'message' ('subcode' "
                    + "is optional)",
                "\(at["2"]!): error: unknown key 'mesage' in 'columns'; did you mean 'message'?",
                "\(at["3"]!): error: unknown key 'title' in 'ServerError'; known keys: columns",
            ])
    }

    @Test func lookupsThatAreNotAnObject() throws {
        let (at, lines, _) = try load(["error-tables.json": Self.config(lookups: #"["ServerError"]"#)])
        #expect(
            lines == [
                "\(at["lookups"]!): error: 'lookups' must be an object such as {\"GraphAPIError\": {\"columns\": "
                    + "{\"code\": 1, \"subcode\": 2, \"case\": 3, \"message\": 4}}}"
            ])
    }

    @Test func aLookupThatIsNotAnObject() throws {
        let (at, lines, _) = try load([
            "error-tables.json": Self.config(lookups: #"{ ⟨1⟩"ServerError": [1, 2, 3, 4] }"#)
        ])
        #expect(
            lines == [
                "\(at["1"]!): error: the lookup 'ServerError' must be an object such as {\"GraphAPIError\": "
                    + "{\"columns\": {\"code\": 1, \"subcode\": 2, \"case\": 3, \"message\": 4}}}"
            ])
    }

    @Test func theConfigKeepsTheLookupsColumns() throws {
        let (at, _, domain) = try load([:])
        let lookup = try #require(domain?.config.lookups.first)
        #expect(
            [lookup.name, "\(lookup.code)", "\(lookup.subcode ?? 0)", "\(lookup.caseColumn)", "\(lookup.message)"]
                == ["ServerError", "1", "2", "3", "4"])
        #expect("Pix/error-tables.json:\(lookup.location.line):\(lookup.location.column)" == at["lookup"])
    }

    // MARK: - spec/Facebook

    static let packageRoot = PackageRoot.path

    /// spec/Facebook's domain and every diagnostic loading it produced.
    static func facebook() throws -> (domain: ErrorDomain, diagnostics: [String]) {
        var diagnostics = Diagnostics()
        let model = try SpecLoading.model(path: packageRoot + "/spec/Facebook", diagnostics: &diagnostics)
        let domain = try #require(model.domains.first)
        return (domain, diagnostics.sorted.map { $0.formatted(relativeTo: packageRoot) })
    }

    @Test func facebookLoadsWithoutAnyDiagnostic() throws {
        let (domain, diagnostics) = try Self.facebook()
        #expect(diagnostics == [])
        #expect(domain.name == "Facebook")
        #expect(domain.languages == ["en", "it"])
        #expect(domain.lookups.map(\.name) == ["GraphAPIError"])
    }

    @Test func facebookGraphAPIKeysInDocumentedOrder() throws {
        let lookup = try #require(try Self.facebook().domain.lookups.first)
        #expect(
            lookup.entries.map(\.key.description) == [
                "1", "2", "4", "17", "341", "10", "200-299", "102", "190", "190/458", "190/459", "190/460", "190/463",
                "190/464", "190/467",
            ])
        #expect(
            lookup.entries.map(\.code) == [
                "FBErrorCategoryServer", "FBErrorCategoryServer", "FBErrorCategoryThrottling",
                "FBErrorCategoryThrottling", "FBErrorCategoryThrottling", "FBErrorCategoryPermissions",
                "FBErrorCategoryPermissions", "FBErrorCategoryAuthenticationReopenSession",
                "FBErrorCategoryAuthenticationReopenSession", "FBErrorCategoryAuthenticationReopenSession",
                "FBErrorCategoryRetry", "FBErrorCategoryAuthenticationReopenSession",
                "FBErrorCategoryAuthenticationReopenSession", "FBErrorCategoryAuthenticationReopenSession",
                "FBErrorCategoryAuthenticationReopenSession",
            ])
        #expect(lookup.entries.dropFirst(6).first?.key == LookupKey(codes: 200...299, subcode: nil))
        #expect(lookup.entries.allSatisfy { Set($0.message.texts.keys) == ["en", "it"] })
    }

    @Test func facebookAppRemovedEntry() throws {
        let lookup = try #require(try Self.facebook().domain.lookups.first)
        let entry = try #require(lookup.entries.first { $0.key == LookupKey(codes: 190...190, subcode: 458) })
        #expect(entry.code == "FBErrorCategoryAuthenticationReopenSession")
        #expect(
            entry.message
                == LocalizedText([
                    "en": "The app was removed. Please log in again.", "it": "L'app è stata rimossa. Accedi di nuovo.",
                ]))
        #expect(entry.location.path.hasSuffix("/spec/Facebook/en.md"))
    }

    @Test func facebookFallbackTexts() throws {
        let lookup = try #require(try Self.facebook().domain.lookups.first)
        #expect(
            lookup.fallback
                == LocalizedText([
                    "en": "Something went wrong. Please try again later.",
                    "it": "Si è verificato un errore. Riprova più tardi.",
                ]))
    }
}
