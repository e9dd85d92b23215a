import ErrorTablesCore
import ErrorTablesCorpusTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// Issue 29, codes and rows: the corpus pages written for codes of every shape and rows of every kind
/// (Tests/Fixtures/Corpus, see its README). Each reads with `{}` into the cases a careful reader would make, its
/// decisions said in notes, and in a warning where the decision changes the API the user must look at
/// (`warned` lists those pages; their warnings are asserted here exactly).
@Suite struct CorpusCodesAndRowsTests {
    /// Pages whose decisions include a warning by design.
    static let warned = ["LetterAndNumberCodes", "MessageCatalogue"]

    static func codes(_ name: String) throws -> [String] { try CorpusTests.codes(name) }

    static func locale(_ identifier: String) -> Locale { Locale(identifier: identifier) }

    /// The warnings and errors about one corpus folder, as `file:line: message`.
    static func problems(_ folder: String) -> [String] {
        CorpusNumbersAndNamesTests.notes(folder).filter { !$0.contains(": note: ") }
    }

    // MARK: - Codes of every shape

    /// Hexadecimal values are numbers, their raw values read from hexadecimal, up to a 32-bit status.
    @Test func hexadecimalValuesAreRawValues() throws {
        #expect(
            try Self.codes("HexStatusCodes") == [
                "Command Failed=1→commandFailed", "Unknown Instruction=2→unknownInstruction",
                "Checksum Mismatch=3→checksumMismatch", "Value Out Of Range=4→valueOutOfRange",
                "Register Locked=10→registerLocked", "Bus Overrun=31→busOverrun",
                "Host Access Denied=2147942405→hostAccessDenied",
            ])
        #expect(Self.problems("HexStatusCodes") == [])
        #expect(HexStatusCodesErrorCode(rawValue: 0x1F) == .busOverrun)
        #expect(HexStatusCodesErrorCode.hostAccessDenied.rawValue == 0x8007_0005)
        #expect(
            HexStatusCodesErrorCode.registerLocked.localizedDescription(locale: Self.locale("ja"))
                == "トルクが有効な間、このレジスターは読み取り専用です。")
    }

    /// SQLSTATE codes with letters and leading zeros are string codes, numbered in order, named from their
    /// descriptions; the bold class rows label the rows below them and are neither codes nor a fallback row.
    @Test func sqlStatesAreStringCodesAndClassRowsAreLabels() throws {
        #expect(
            try Self.codes("SqlStateClasses") == [
                "00000=1→successfulCompletion", "08000=2→connectionException", "08003=3→connectionDoesNotExist",
                "08Q01=4→protocolVersionRejected", "0A000=5→featureNotSupported", "22003=6→numericValueOut",
                "22012=7→division", "2201Q=8→invalidRegularExpression", "42601=9→syntaxError",
                "42Q01=10→undefinedTable",
            ])
        let domain = try CorpusTests.domain("SqlStateClasses")
        #expect(domain.fallback == nil)
        #expect(Self.problems("SqlStateClasses") == [])
        #expect(SqlStateClassesErrorCode.syntaxError.documentedIdentifier == "42601")
        #expect(
            SqlStateClassesErrorCode.undefinedTable.localizedDescription(locale: Self.locale("ru"))
                == "Таблица не определена")
    }

    /// Numbers and letter codes in one code column: a number is its code and raw value, a letter code is
    /// numbered after the largest (a warning each: its raw value moves when codes are added), `default` is the
    /// fallback row.
    @Test func numbersBesideLetterCodesAreCodes() throws {
        #expect(
            try Self.codes("LetterAndNumberCodes") == [
                "205=205→cardNumberMissing", "208=208→expiryMonthMissing", "209=209→expiryYearMissing",
                "221=221→holderNameMissing", "E203=326→e203", "E301=327→e301", "316=316→holderNameInvalid",
                "325=325→expiryMonthInvalid",
            ])
        #expect(
            Self.problems("LetterAndNumberCodes") == [
                "en.md:12: warning: no raw value for 'E203' in error-tables.json; it gets 326, which changes whenever "
                    + "codes without raw values are added before it",
                "en.md:13: warning: no raw value for 'E301' in error-tables.json; it gets 327, which changes whenever "
                    + "codes without raw values are added before it",
            ])
        let domain = try CorpusTests.domain("LetterAndNumberCodes")
        #expect(domain.fallback?.texts["es"] == "cualquier otro código")
        #expect(LetterAndNumberCodesErrorCode(rawValue: 205) == .cardNumberMissing)
    }

    /// Module prefixes are part of the code, a file path is read as the module path; a type with several statuses in one cell is one case, the
    /// statuses a property; a catch-all with `4XX, 5XX` is a case of every method.
    @Test func sdkErrorTypesWithPrefixesStatusListsAndCatchAlls() throws {
        #expect(
            try Self.codes("SDKCatchAll") == [
                "models.WorkspaceErrors=1→modelsWorkspaceErrors", "models.SDKError=2→modelsSDKError",
            ]
        )
        let domain = try CorpusTests.domain("SDKCatchAll")
        #expect(
            domain.methods.map { "\($0.symbol): \($0.errors.map(\.code).joined(separator: ", "))" } == [
                "add: models.WorkspaceErrors, models.SDKError", "remove: models.WorkspaceErrors, models.SDKError",
            ])
        #expect(
            domain.methods[1].errors[0].entry.properties["Status Code"]?.texts["en"] == "400, 401, 404, 500")
        #expect(domain.methods[0].errors[1].entry.properties["Status Code"]?.texts["ru"] == "4XX, 5XX")
        #expect(Self.problems("SDKCatchAll") == [])
        #expect(
            try Self.codes("ErrorPathTypes") == [
                "models.errors.BadRequestResponse=1→modelsErrorsBadRequestResponse",
                "models.errors.ForbiddenResponse=2→modelsErrorsForbiddenResponse",
                "models.errors.QuotaExceededResponse=3→modelsErrorsQuotaExceededResponse",
                "models.errors.NotFoundResponse=4→modelsErrorsNotFoundResponse",
                "models.errors.SDKError=5→modelsErrorsSDKError",
                "models.errors.TooManyRequestsResponse=6→modelsErrorsTooManyRequestsResponse",
            ])
        #expect(Self.problems("ErrorPathTypes") == [])
        #expect(GetFolderError.documentedCodes.map(\.rawValue) == [4, 6, 5])
    }

    /// Nine-digit and negative numbers in a bare two-column table: the numbers key the rows and the text column
    /// is the description, which names the cases.
    @Test func bareNumbersAreKeyedByTheirNumbers() throws {
        #expect(
            try Self.codes("BareNumberCodes") == [
                "200000001=200000001→maximumNumber", "200000002=200000002→internalFailureDuring",
                "200000003=200000003→unspecifiedInternalError", "200001000=200001000→configurationDoesNotAllow",
                "200001001=200001001→invalidImageID", "200001002=200001002→invalidPINID",
                "210001001=210001001→bootTimeout", "210002000=210002000→shortCircuit", "-1=-1→deviceNotReachable",
                "-2=-2→deviceBusy",
            ])
        #expect(Self.problems("BareNumberCodes") == [])
        #expect(BareNumberCodesErrorCode(rawValue: -2) == .deviceBusy)
        #expect(
            BareNumberCodesErrorCode.bootTimeout.localizedDescription(locale: Self.locale("ru")) == "Тайм-аут загрузки")
    }

    // MARK: - Rows of every kind

    /// A `Default` row in a status column is the table's fallback row, also in a table of that row alone, which
    /// aligns with its translation and counts as the operation's table.
    @Test func aDefaultStatusRowIsTheFallbackRow() throws {
        #expect(
            try Self.codes("StatusDefaultRow") == [
                "400=400→accountName", "401=401→accessToken", "404=404→noAccount", "429=429→tooManyRequests",
            ])
        let domain = try CorpusTests.domain("StatusDefaultRow")
        #expect(
            domain.methods.map { "\($0.symbol): \($0.errors.count) \($0.fallback?.texts["ko"] ?? "-")" } == [
                "list_alert_rules: 4 그 밖의 서비스 오류입니다.", "delete_alert_rule: 0 그 밖의 서비스 오류입니다.",
            ])
        #expect(Self.problems("StatusDefaultRow") == [])
        #expect(DeleteAlertRuleError.documentedCodes.isEmpty)
    }

    /// One number on several rows with other names is one case named by the first row: the later names are its
    /// other names and their descriptions further causes; a success row before them is skipped.
    @Test func aNumberNamedTwiceIsOneCaseWithAnotherName() throws {
        #expect(
            try Self.codes("ReasonCodeNames") == [
                "Normal disconnection=0→normalDisconnection", "Granted level 1=1→grantedLevel1",
                "Unspecified error=128→unspecifiedError", "Not authorized=135→notAuthorized",
                "Quota exceeded=151→quotaExceeded", "Congestion=241→congestion",
            ])
        let first = try #require(CorpusTests.domain("ReasonCodeNames").codes.first)
        #expect(first.name == "Granted level 0")
        #expect(
            first.description.texts["en"]
                == "The link is closed on purpose; no last message is sent.\n"
                + "The subscription is accepted at delivery level 0.")
        #expect(first.properties["Packets"]?.texts["en"] == "DISCONNECT, SUBACK")
        #expect(
            CorpusNumbersAndNamesTests.notes("ReasonCodeNames").contains(
                "en.md:11: note: 'Granted level 0' has the number 0, as 'Normal disconnection' at line 10 does: one "
                    + "case, 'Normal disconnection', with 'Granted level 0' as another name and its description as "
                    + "another cause (to make it a case of its own, give it its own raw value in error-tables.json's "
                    + "\"codes\")"))
        #expect(Self.problems("ReasonCodeNames") == [])
        #expect(ReasonCodeNamesErrorCode(rawValue: 0) == .normalDisconnection)
    }

    /// A message catalogue: `400` listed with two messages is one case; a message too long to be a name leaves
    /// its row keyed by the number, with a warning; the `200 ok` row is skipped in both languages.
    @Test func aMessageCatalogueWithARepeatedStatus() throws {
        #expect(
            try Self.codes("MessageCatalogue") == [
                "request header param invalid=400→requestHeaderParamInvalid", "token invalid=401→tokenInvalid",
                "rate limit=429→rateLimit", "body empty=601→bodyEmpty", "606=606→tooManySocketMessages",
            ])
        #expect(
            Self.problems("MessageCatalogue") == [
                "en.md:13: warning: the row for 606 has no code in column 2 ('Error Msg') ('too many requests and the "
                    + "socket will be closed' is no code or name): its code is the number (to name it, add \"codes\": "
                    + "{\"606\": {\"swiftName\": \"…\"}} to error-tables.json)"
            ])
        #expect(MessageCatalogueErrorCode(rawValue: 200) == nil)
        #expect(
            MessageCatalogueErrorCode.requestHeaderParamInvalid.localizedDescription(locale: Self.locale("ko"))
                .hasSuffix("본문을 스키마와 대조하세요."))
    }
}
