import ErrorTablesCommands
import ErrorTablesCore
import ErrorTablesCorpusTypes
import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

/// Issue 20, which tables and which sections: the corpus pages with parameter tables, several families of
/// codes, repeated method headings, drifting translations, tables in lists and operations under prose headings
/// (Tests/Fixtures/Corpus, see its README).
@Suite struct CorpusTableSelectionTests {
    /// The diagnostics of one corpus folder, with paths relative to the corpus.
    static func lines(_ folder: String) -> [String] {
        let prefix = CorpusTests.corpus + "/"
        return CorpusTests.loaded.diagnostics.all.map(\.description).filter { $0.hasPrefix(prefix + folder + "/") }
            .map { String($0.dropFirst(prefix.count)) }.filter { !$0.contains("no code has a raw value") }
    }

    /// `symbol: code code` for every method.
    static func methods(_ folder: String) throws -> [String] {
        try CorpusTests.domain(folder).methods.map {
            "\($0.symbol): \($0.ownErrors.map(\.code).joined(separator: " "))"
        }
    }

    // MARK: - Parameter tables

    @Test func parameterTablesAreNotReadAndLintSaysSo() throws {
        #expect(
            try CorpusTests.codes("ParameterTables") == [
                "invalid_customer=1→invalidCustomer", "empty_order=2→emptyOrder",
                "currency_mismatch=3→currencyMismatch", "rate_limited=4→rateLimited",
            ])
        #expect(
            Self.lines("ParameterTables") == [
                "ParameterTables/en.md:11:1: note: not read as error tables: the tables at lines 11, 20, 32, 40, "
                    + "parameter tables (a column gives types, requiredness or defaults, and the key column does not "
                    + "name errors); set 'columns' by header text to read one",
                "ParameterTables/en.md:58:1: note: not read as error tables: the table at line 58, whose key column's "
                    + "header names no codes while other tables' headers do ('Code', 'Error', …); set 'columns' by "
                    + "header text to read one",
            ])
        #expect(
            ParameterTablesErrorCode.currencyMismatch.localizedDescription(locale: CorpusTests.locale("fr"))
                == "La devise diffère de la devise de facturation du client.")
    }

    @Test func tablesRolesSaysWhyEachTableIsOrIsNotRead() throws {
        let result = runTool(["tables", "--roles", CorpusTests.corpus + "/ParameterTables/fr.md"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.console.output.utf8)) as? [String: Any]
        let tables = try #require(object?["tables"] as? [[String: Any]])
        #expect(tables.map { $0["errorTable"] as? Bool } == [false, false, false, false, true, false])
        #expect(
            tables.map { $0["reason"] as? String } == [
                "a parameter table: column 2 ('Type') gives types, requiredness or defaults, and its key column 1 "
                    + "('Nom') does not name errors",
                "a parameter table: column 2 ('Type') gives types, requiredness or defaults, and its key column 1 "
                    + "('Champ') does not name errors",
                "a parameter table: column 3 ('Par défaut') gives types, requiredness or defaults, and its key "
                    + "column 2 ('Type') does not name errors",
                "a parameter table: its key column names types, beside a column that names parameters",
                "its key column 1 ('Code d'erreur') names codes",
                "its key column 1 ('En-tête') does not name codes, and other tables' do",
            ])
        #expect(
            tables.map { $0["section"] as? [String] } == [
                ["Référence de l'API Tidewater Orders", "Créer une commande", "Corps de la requête"],
                ["Référence de l'API Tidewater Orders", "Créer une commande", "Champs de la réponse"],
                ["Référence de l'API Tidewater Orders", "Lister les commandes", "Paramètres de requête"],
                ["Référence de l'API Tidewater Orders", "Lister les commandes", "Objet commande"],
                ["Référence de l'API Tidewater Orders", "Codes d'erreur"],
                ["Référence de l'API Tidewater Orders", "En-têtes de réponse"],
            ])
    }

    // MARK: - Families of codes

    @Test func ofSeveralFamiliesTheOneWhoseHeadingNamesErrorsIsRead() throws {
        #expect(
            try CorpusTests.codes("SeveralFamilies") == [
                "ENDPOINT_UNREACHABLE=4001→endpointUnreachable", "ENDPOINT_TIMEOUT=4002→endpointTimeout",
                "BAD_STATUS=4003→badStatus", "SIGNATURE_REJECTED=4004→signatureRejected",
            ])
        let expected1: String =
            "SeveralFamilies/en.md:29:1: note: this page holds 3 families of codes whose numbers collide, "
            + "under 'Message opcodes' (line 7), 'Connection close codes' (line 18), 'Webhook error codes' "
            + "(line 29); only the tables under 'Webhook error codes' are read (its heading names errors); to "
            + "read another, set \"sections\": [\"Message opcodes\"] in a domain's config"
        #expect(Self.lines("SeveralFamilies").last == expected1)
        #expect(SeveralFamiliesErrorCode(rawValue: 4003) == .badStatus)
        #expect(
            SeveralFamiliesErrorCode.signatureRejected.localizedDescription(locale: CorpusTests.locale("de"))
                == "Der Endpunkt hat die Signatur der Zustellung abgelehnt.")
    }

    /// Loads the SeveralFamilies pages with another config, in memory.
    static func families(config: String) throws -> (domain: ErrorDomain?, lines: [String]) {
        let folder = CorpusTests.corpus + "/SeveralFamilies"
        var documents: [String: [UInt8]] = [:]
        for language in ["en", "de"] {
            documents[language + ".md"] = Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(language).md")))
        }
        var diagnostics = Diagnostics()
        let domain = SpecLoader.load(
            .inMemory(name: "Families", folder: "Families", config: Array(config.utf8), documents: documents),
            diagnostics: &diagnostics)?.domain
        return (domain, diagnostics.all.map(\.description).filter { !$0.contains("inferred the columns") })
    }

    @Test func sectionsChoosesTheFamilyInEveryLanguage() throws {
        let close = try Self.families(config: #"{"sections": ["connection close codes"]}"#)
        #expect(close.lines == [])
        let domain = try #require(close.domain)
        #expect(
            domain.codes.map { "\($0.id)=\($0.rawValue)" } == [
                "UNKNOWN_ERROR=4000", "UNKNOWN_OPCODE=4001", "DECODE_ERROR=4002", "AUTHENTICATION_FAILED=4004",
            ])
        #expect(domain.codes[1].description.texts["de"] == "Der Client hat einen unbekannten Opcode gesendet.")
        #expect(domain.translationCoverage["de"].map { $0.translated == $0.total } == true)

        // Opcodes and webhook errors do not collide: both families are read.
        let two = try Self.families(config: #"{"sections": ["Message opcodes", "Webhook error codes"]}"#)
        #expect(two.lines == [])
        #expect(
            try #require(two.domain).codes.map { "\($0.id)=\($0.rawValue)" } == [
                "DISPATCH=0", "HEARTBEAT=1", "IDENTIFY=2", "RESUME=4", "ENDPOINT_UNREACHABLE=4001",
                "ENDPOINT_TIMEOUT=4002", "BAD_STATUS=4003", "SIGNATURE_REJECTED=4004",
            ])

        let unknown = try Self.families(config: #"{"sections": ["Webhook codes"]}"#)
        let expected2: String =
            "Families/error-tables.json:1:2: warning: 'sections' names 'Webhook codes', but no heading or bold label "
            + "of Families/en.md has this text; the closest over error tables: 'Webhook error codes' (line 25), "
            + "'Message opcodes' (line 5), 'Connection close codes' (line 14)"
        #expect(unknown.lines.first == expected2)

        let wrong = try Self.families(config: #"{"sections": "Webhook error codes"}"#)
        let expected3: String =
            "Families/error-tables.json:1:2: error: 'sections' must be a list of heading texts such as "
            + "[\"Webhook error codes\"]"
        #expect(wrong.lines.first == expected3)
    }

    // MARK: - One method, several headings

    @Test func aRepeatedMethodHeadingIsOneMethodWithItsTablesMerged() throws {
        #expect(
            try Self.methods("RepeatedSymbolHeadings") == [
                "push(changes:): CONFLICT PAYLOAD_TOO_LARGE QUEUE_FULL", "pull(since:): CHECKPOINT_EXPIRED",
            ])
        #expect(
            Self.lines("RepeatedSymbolHeadings") == [
                "RepeatedSymbolHeadings/en.md:24:1: note: method 'push(changes:)' has headings at lines 5, 24, 34; "
                    + "they are read as one method, and its errors are the tables at lines 9, 28, merged; rename a "
                    + "heading if it is another method",
                "RepeatedSymbolHeadings/en.md:38:1: note: method 'pull(since:)' has headings at lines 14, 38; they "
                    + "are read as one method, and its errors are the table at line 18; rename a heading if it is "
                    + "another method",
            ])
        #expect(SyncClient.PushError.documentedCases == [.conflict(), .payloadTooLarge(), .queueFull()])
        #expect(
            RepeatedSymbolHeadingsErrorCode.queueFull.localizedDescription(locale: CorpusTests.locale("ja"))
                == "オフラインキューにはすでに 1,000 個のバッチがあります。")
    }

    // MARK: - Translations as they drift

    @Test func driftingTranslationsWarnAndCountButNeverFail() throws {
        #expect(
            Self.lines("DriftingTranslations").filter { !$0.contains(": note: ") }.sorted()
                == [
                    "DriftingTranslations/es.md:5:1: warning: this table lacks 'AMBIGUOUS_ADDRESS' of en.md:5; the "
                        + "source-language text is used",
                    "DriftingTranslations/es.md:9:3: warning: 'QUOTA_EXCEEDED' is not in the matching table of en.md "
                        + "(line 5); a translation cannot add codes, so the row is left out",
                    "DriftingTranslations/es.md:20:1: warning: this table cannot be matched to any table of en.md by its "
                        + "codes ('TILE_CACHE_FULL', 'TILE_CORRUPTED'), so it is left out; remove it, or check that it "
                        + "translates a table of the source document",
                    "DriftingTranslations/pt-BR.md:7:25: warning: untranslated: the description of 'ADDRESS_NOT_FOUND' "
                        + "is the same as en.md:7",
                    "DriftingTranslations/pt-BR.md:8:25: warning: untranslated: the description of 'AMBIGUOUS_ADDRESS' "
                        + "is the same as en.md:8",
                    "DriftingTranslations/pt-BR.md:9:26: warning: untranslated: the description of "
                        + "'REGION_UNSUPPORTED' is the same as en.md:9",
                    "DriftingTranslations/pt-BR.md:15:16: warning: untranslated: the description of 'NO_ROUTE' is the "
                        + "same as en.md:15",
                    "DriftingTranslations/pt-BR.md:16:26: warning: untranslated: the description of "
                        + "'TOO_MANY_WAYPOINTS' is the same as en.md:16",
                ].sorted())
        let domain = try CorpusTests.domain("DriftingTranslations")
        #expect(
            domain.codes.map(\.id) == [
                "ADDRESS_NOT_FOUND", "AMBIGUOUS_ADDRESS", "REGION_UNSUPPORTED", "NO_ROUTE", "TOO_MANY_WAYPOINTS",
            ])
        #expect(
            domain.translationCoverage.keys.sorted().map { language in
                domain.translationCoverage[language].map { "\(language) \($0.translated)/\($0.total)" } ?? ""
            } == ["es 4/5", "pt-BR 0/5"])
        #expect(
            DriftingTranslationsErrorCode.ambiguousAddress.localizedDescription(locale: CorpusTests.locale("es"))
                == "Several places match; show the candidates to the user.")
    }

    // MARK: - Tables in lists and raw HTML

    @Test func tablesInListItemsAndPastedHTMLAreRead() throws {
        #expect(
            try CorpusTests.codes("TablesInLists") == [
                "PAPER_JAM=1→paperJam", "OUT_OF_TONER=2→outOfToner", "PRINTER_OFFLINE=3→printerOffline",
                "RELAY_UNAVAILABLE=4→relayUnavailable", "JOB_TOO_LARGE=5→jobTooLarge",
            ])
        #expect(Self.lines("TablesInLists") == [])
        #expect(
            TablesInListsErrorCode.printerOffline.localizedDescription(locale: CorpusTests.locale("ko"))
                == "프린터가 네트워크에서 응답하지 않습니다.")
    }

    // MARK: - Operations under prose headings

    @Test func proseHeadingsWithErrorSubsectionsAreOperations() throws {
        #expect(
            try Self.methods("ProseOperations") == [
                "create_order: OutOfStock PaymentRequired", "orders_list: InvalidCursor",
                "Cancel order: AlreadyShipped",
            ])
        #expect(try CorpusTests.domain("ProseOperations").commonErrors.isEmpty)
        let expected4: String =
            "ProseOperations/en.md:3:1: note: read as operations, as their sections hold error tables under "
            + "sub-headings such as 'Errors': 'Create order' (line 3, 'create_order' by its signature), 'Cancel "
            + "order' (line 28); write a heading as a code span to name the symbol, or put the table under no sub-heading for common errors"
        #expect(Self.lines("ProseOperations").first == expected4)
        #expect(CreateOrderError.documentedCases == [.outOfStock(), .paymentRequired()])
        #expect(OrdersListError.documentedCases == [.invalidCursor()])
        #expect(CancelOrderError.documentedCases == [.alreadyShipped()])
        #expect(
            ProseOperationsErrorCode.alreadyShipped.localizedDescription(locale: CorpusTests.locale("zh-Hans"))
                == "订单已离开仓库，无法再取消。")
    }

    // MARK: - init --documents

    static let slice = [
        "ParameterTables", "SeveralFamilies", "RepeatedSymbolHeadings", "DriftingTranslations", "TablesInLists",
        "ProseOperations",
    ]

    @Test(arguments: slice) func initFromTheDocumentsWritesAConfigThatLints(_ folder: String) throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let domain = sandbox.path("spec/" + folder)
        let pattern = CorpusTests.corpus + "/\(folder)/{language}.md"
        let made = runTool(["init", domain, "--documents", pattern])
        #expect(made.status == 0, "\(made.console.errors)")
        let lint = runTool(["lint", "--spec", sandbox.path("spec"), "--allow-outside-repository"])
        #expect(lint.status == 0, "\(lint.console.errors)")
        #expect(!lint.console.errors.contains(": error: "))
    }

    @Test func initWritesTheFamilyItChoseAsSections() throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let domain = sandbox.path("spec/Harborline")
        let made = runTool(["init", domain, "--documents", CorpusTests.corpus + "/SeveralFamilies/{language}.md"])
        #expect(made.status == 0)
        #expect(
            made.console.output.contains(
                "init: the page holds several families of codes; wrote \"sections\": [\"Webhook error codes\"], the "
                    + "one read; name another heading there to read its family"))
        let config = try String(contentsOfFile: domain + "/error-tables.json", encoding: .utf8)
        #expect(config.contains(#""sections": ["#))
        #expect(config.contains(#""Webhook error codes""#))
        // The layout it inferred, written out by header text.
        #expect(
            made.console.output.contains(
                "init: wrote \"columns\": {\"code\": \"Name\", \"rawValue\": \"Code\", \"description\": "
                    + "\"Description\"}, the column roles it inferred, by header text; edit them there if one is wrong")
        )
        #expect(config.contains(#""columns": {"#))
        let lint = runTool(["lint", "--spec", sandbox.path("spec"), "--allow-outside-repository"])
        #expect(lint.status == 0)
        #expect(!lint.console.errors.contains("families of codes"))
    }

    // MARK: - Variants of each class

    /// One domain read in memory from `en.md` (and more documents), with `{}` as its config unless given.
    static func read(_ documents: [String: String], config: String = "{}") -> (domain: ErrorDomain?, lines: [String]) {
        var diagnostics = Diagnostics()
        let domain = SpecLoader.load(
            .inMemory(
                name: "Variant", folder: "Variant", config: Array(config.utf8),
                documents: documents.mapValues { Array($0.utf8) }), diagnostics: &diagnostics)?.domain
        let lines = diagnostics.all.map(\.description).filter {
            !$0.contains("no code has a raw value") && !$0.contains("inferred the columns")
        }
        return (domain, lines)
    }

    @Test func tablesThatLookLikeParameterTablesButListErrorsAreRead() throws {
        // A key column of exception types, headed `Type`, with no column naming parameters beside it.
        let exceptions = Self.read([
            "en.md": """
            | Type | Description |
            | --- | --- |
            | `InvalidArgumentException` | An argument is out of range. |
            | `ThrottlingException` | Too many calls. |
            """
        ])
        #expect(try #require(exceptions.domain).codes.map(\.id) == ["InvalidArgumentException", "ThrottlingException"])
        #expect(exceptions.lines == [])
        // An error table with a type column: its key column's header names errors.
        let typed = Self.read([
            "en.md": """
            | Error | Type | Description |
            | --- | --- | --- |
            | `card_declined` | card_error | The card was declined. |
            | `rate_limit` | api_error | Too many requests. |
            """
        ])
        #expect(try #require(typed.domain).codes.map(\.id) == ["card_declined", "rate_limit"])
        #expect(typed.lines == [])
    }

    @Test func parameterTablesInOtherLanguagesAreLeftOut() throws {
        let spanish = Self.read([
            "en.md": """
            # Pagos

            | Nombre | Tipo | Obligatorio | Descripción |
            | --- | --- | --- | --- |
            | `monto` | entero | Sí | El importe en céntimos. |

            | Código | Descripción |
            | --- | --- |
            | `fondos_insuficientes` | La cuenta no tiene fondos suficientes. |
            """
        ])
        #expect(try #require(spanish.domain).codes.map(\.id) == ["fondos_insuficientes"])
        #expect(
            spanish.lines == [
                "Variant/en.md:3:1: note: not read as error tables: the table at line 3, parameter tables (a column "
                    + "gives types, requiredness or defaults, and the key column does not name errors); set 'columns' "
                    + "by header text to read one"
            ])
        let japanese = Self.read([
            "en.md": """
            |名前|型|説明|
            |---|---|---|
            |`userId`|`String`|利用者の識別子。|

            |エラーコード|説明|
            |---|---|
            |`USER_NOT_FOUND`|利用者が見つかりません。|
            """
        ])
        #expect(try #require(japanese.domain).codes.map(\.id) == ["USER_NOT_FOUND"])
    }

    @Test func familiesWithoutAnErrorHeadingReadTheFirstWithAWarning() throws {
        let result = Self.read([
            "en.md": """
            # Tern Radio

            ## Channel states

            | Code | Meaning |
            | --- | --- |
            | 1 | Idle: nothing is sent. |
            | 2 | Transmitting a message. |

            ## Close reasons

            | Code | Meaning |
            | --- | --- |
            | 1 | The peer hung up. |
            | 3 | The link dropped. |
            """
        ])
        #expect(try #require(result.domain).codes.map(\.rawValue) == [1, 2])
        #expect(
            result.lines == [
                "Variant/en.md:5:1: warning: this page holds 2 families of codes whose numbers collide, under "
                    + "'Channel states' (line 5), 'Close reasons' (line 12); only the tables under 'Channel states' "
                    + "are read (the biggest family); to read another, set \"sections\": [\"Close reasons\"] in a "
                    + "domain's config"
            ])
        let chosen = Self.read(
            [
                "en.md": """
                ## Channel states

                | Code | Meaning |
                | --- | --- |
                | 1 | Idle: nothing is sent. |

                ## Close reasons

                | Code | Meaning |
                | --- | --- |
                | 1 | The peer hung up. |
                """
            ], config: #"{"sections": ["Close reasons"]}"#)
        #expect(try #require(chosen.domain).codes.map(\.description.texts["en"]) == ["The peer hung up."])
        #expect(chosen.lines == [])
    }

    @Test func aProseHeadingWithItsTableDirectlyUnderItIsACategory() throws {
        let result = Self.read([
            "en.md": """
            # Heron Maps

            ## Geocoding

            | Code | Description |
            | --- | --- |
            | `ADDRESS_NOT_FOUND` | No place matches. |

            ## Place an order

            ```swift
            func placeOrder(_ order: Order) async throws
            ```

            ### Error codes

            | Code | Description |
            | --- | --- |
            | `OUT_OF_STOCK` | An item is sold out. |
            """
        ])
        let domain = try #require(result.domain)
        #expect(domain.commonErrors.map(\.code) == ["ADDRESS_NOT_FOUND"])
        #expect(
            domain.methods.map { "\($0.symbol): \($0.ownErrors.map(\.code))" } == ["placeOrder: [\"OUT_OF_STOCK\"]"])
        #expect(
            result.lines.first
                == "Variant/en.md:9:1: note: read as operations, as their sections hold error tables under sub-headings "
                + "such as 'Errors': 'Place an order' (line 9, 'placeOrder' by its signature); write a heading as a "
                + "code span to name the symbol, or put the table under no sub-heading for common errors")
    }
}
