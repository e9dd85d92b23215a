import ErrorTablesCore
import ErrorTablesCorpusTypes
import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

/// Issue 20, slice A: numbers, raw values, names and codes, and rows that repeat, on the corpus pages written for
/// them (Tests/Fixtures/Corpus, see its README). Each page reads with `{}`, its cases are what a careful reader
/// would call them, and every decision the reader took is a note (`everyDocumentReadsWithoutErrorsOrWarnings`
/// checks there is nothing worse).
@Suite struct CorpusNumbersAndNamesTests {
    static func codes(_ name: String) throws -> [String] { try CorpusTests.codes(name) }

    static func locale(_ identifier: String) -> Locale { Locale(identifier: identifier) }

    /// The notes about one corpus folder, as `file:line: message`.
    static func notes(_ folder: String) -> [String] {
        CorpusTests.loaded.diagnostics.all.compactMap { diagnostic in
            guard let location = diagnostic.location, location.path.contains("/Corpus/\(folder)/") else { return nil }
            let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
            return "\(file):\(location.line): \(diagnostic.severity): \(diagnostic.message)"
        }
    }

    // MARK: - Numbers and raw values

    /// `400 (Bad request)`, `**404** (Not found)`, `**500**`, a `4XX, 5XX` class row and a `200 (OK)` success row
    /// in one status column: the labels name the cases, the class and success rows are skipped with notes.
    @Test func aStatusColumnWithLabelsBoldNumbersClassesAndSuccess() throws {
        #expect(
            try Self.codes("StatusWithLabels") == [
                "400=400→badRequest", "401=401→unauthorized", "404=404→notFound", "429=429→tooManyRequests",
                "500=500→mapServiceFailed",
            ])
        #expect(
            Self.notes("StatusWithLabels") == [
                "en.md:6: note: inferred the columns of this table: raw value = column 1 ('HTTP status'), "
                    + "description = column 2 ('What it means'); set 'columns' in the config if this is wrong",
                "en.md:8: note: '200' ('OK') reports success, not an error; the row is skipped (to keep it as a "
                    + "case, add \"codes\": {\"200\": 200} to error-tables.json)",
                "en.md:14: note: '4XX, 5XX Any other status: log detail and the request ID.' names a class of "
                    + "codes, not a code; the row is skipped",
                "ko.md:14: note: '4XX, 5XX 그 밖의 모든 상태: detail과 요청 ID를 기록하세요.' names a class of codes, not a "
                    + "code; the row is skipped",
            ])
        #expect(StatusWithLabelsErrorCode(rawValue: 404) == .notFound)
        #expect(StatusWithLabelsErrorCode(rawValue: 200) == nil)
        #expect(
            StatusWithLabelsErrorCode.tooManyRequests.localizedDescription(locale: Self.locale("ko"))
                == "프로젝트가 이번 분에 요금제가 허용하는 것보다 많은 요청을 보냈습니다.")
    }

    /// Ranges with fullwidth and wave dashes (`1 ～ 9`, `100〜199`) beside `~`, `—` and `-`, a bold number, and
    /// `0 (SUCCESS)` skipped in the source and in the Japanese translation alike.
    @Test func rangesWithEverySeparatorAndASuccessRow() throws {
        let domain = try CorpusTests.domain("WideRanges")
        #expect(
            domain.codes.map { "\($0.id)=\($0.rawValue)→\($0.swiftName) \($0.range.map { "\($0)" } ?? "-")" } == [
                "1-9=1→parameterErrors 1...9", "100-199=100→sensorErrors 100...199",
                "200-299=200→lensErrors 200...299", "300-399=300→storageErrors 300...399",
                "404=404→presetNotFound -", "500-599=500→linkErrors 500...599",
            ])
        #expect(
            Self.notes("WideRanges").contains(
                "en.md:8: note: '0' ('SUCCESS') reports success, not an error; the row is skipped (to keep it as a "
                    + "case, add \"codes\": {\"0\": 0} to error-tables.json)"))
        #expect(WideRangesErrorCode(rawValue: 0) == nil)
        #expect(
            WideRangesErrorCode.sensorErrors.localizedDescription(locale: Self.locale("ja"))
                == "センサーエラー: イメージセンサーが時間内に応答しませんでした。")
    }

    /// An HTTP status shared by several named errors is an attribute of each, not its raw value; the exception
    /// class on every row is not the code column.
    @Test func aSharedStatusIsAPropertyAndAConstantColumnIsNoCode() throws {
        #expect(
            try Self.codes("StatusBesideNames") == [
                "AccessDenied=1→accessDenied", "BadSignature=2→badSignature", "ExpiredToken=3→expiredToken",
                "InvalidParameterValue=4→invalidParameterValue", "MissingParameter=5→missingParameter",
                "RateExceeded=6→rateExceeded", "ServiceUnavailable=7→serviceUnavailable",
            ])
        let expected: [String] = [
            "en.md:6: note: inferred the columns of this table: code = column 2 ('Error code'), description = "
                + "column 4 ('Description'); set 'columns' in the config if this is wrong",
            "en.md:6: note: column 3 ('HTTP status') holds numbers, but '403' stands beside 'AccessDenied' and "
                + "'BadSignature': they are read as a property of each error, not as raw values (set "
                + "'columns.rawValue' to 3 if they are)",
        ]
        #expect(Array(Self.notes("StatusBesideNames").prefix(2)) == expected)
        #expect(StatusBesideNamesErrorCode.rateExceeded.localizedHttpStatus(locale: Self.locale("de")) == "429")
        #expect(
            StatusBesideNamesErrorCode.badSignature.localizedException(locale: Self.locale("en"))
                == "QueueServiceException")
        #expect(
            StatusBesideNamesErrorCode.expiredToken.localizedDescription(locale: Self.locale("de"))
                == "Das Sicherheitstoken der Anfrage ist abgelaufen.")
    }

    // MARK: - Names and codes

    /// A `Reason` column of phrases beside a `Description` column: the phrases name the cases with all their
    /// words, the description describes them.
    @Test func phrasesNameTheCasesAndDescriptionDescribes() throws {
        #expect(
            try Self.codes("PhraseNames") == [
                "Switch Proxy=306→switchProxy", "Invalid request.=400→invalidRequest",
                "'region' value invalid=403→regionValueInvalid", "Upload in progress=409→uploadInProgress",
                "Gone Fishing=418→goneFishing", "Bucket full!=507→bucketFull",
            ])
        #expect(
            Self.notes("PhraseNames") == [
                "en.md:5: note: inferred the columns of this table: code = column 2 ('Reason'), raw value = column 1 "
                    + "('Code'), description = column 3 ('Description'); set 'columns' in the config if this is wrong"
            ])
        #expect(PhraseNamesErrorCode(rawValue: 418) == .goneFishing)
        #expect(
            PhraseNamesErrorCode.invalidRequest.localizedDescription(locale: Self.locale("fr"))
                == "Le corps de la requête n'est pas du JSON valide ou il manque un champ obligatoire.")
    }

    /// Descriptions that start with the same words: the later code gets its number after the name, with a note
    /// that gives the config line naming it.
    @Test func collidingDerivedNamesAreMadeUnique() throws {
        #expect(
            try Self.codes("CollidingNames") == [
                "1201=1201→invalidToken", "1202=1202→invalidToken1202", "1203=1203→cardDeclined",
                "1204=1204→cardDeclined1204", "1205=1205→amountTooSmall",
            ])
        let expected: [String] = [
            "en.md:8: note: '1201' (line 7) and '1202' both read as the Swift case 'invalidToken'; '1202' becomes "
                + "'invalidToken1202' (to name it, add \"codes\": {\"1202\": {\"swiftName\": \"…\"}} to "
                + "error-tables.json)",
            "en.md:10: note: '1203' (line 9) and '1204' both read as the Swift case 'cardDeclined'; '1204' "
                + "becomes 'cardDeclined1204' (to name it, add \"codes\": {\"1204\": {\"swiftName\": \"…\"}} to "
                + "error-tables.json)",
        ]
        #expect(Array(Self.notes("CollidingNames").dropFirst()) == expected)
        #expect(
            CollidingNamesErrorCode.invalidToken1202.localizedDescription(locale: Self.locale("pt-BR"))
                == "Token inválido: a assinatura não confere.")
    }

    // MARK: - Rows that repeat

    /// One code in two tables with one meaning is one case; a troubleshooting table keyed by those codes'
    /// numbers joins them as a property instead of making codes.
    @Test func repeatedCodesAndATroubleshootingTable() throws {
        #expect(
            try Self.codes("RepeatedCodes") == [
                "BAD_ARGUMENTS=3100→badArguments", "UNKNOWN_WORKSPACE=3101→unknownWorkspace",
                "QUOTA_EXCEEDED=3200→quotaExceeded", "SESSION_EXPIRED=4101→sessionExpired",
                "CSRF_MISMATCH=4102→csrfMismatch",
            ])
        #expect(
            Self.notes("RepeatedCodes").last
                == "en.md:23: note: this table lists 3 codes already named in other tables, by number; its 'What to "
                + "do' column joins those codes as a property, not as new codes")
        #expect(
            RepeatedCodesErrorCode.csrfMismatch.localizedWhatToDo(locale: Self.locale("es"))
                == "Vuelva a iniciar sesión y recargue la consola.")
        #expect(
            RepeatedCodesErrorCode.badArguments.localizedWhatToDo(locale: Self.locale("en"))
                == "Check the request format against the API reference.")
        #expect(RepeatedCodesErrorCode.quotaExceeded.localizedWhatToDo(locale: Self.locale("en")) == nil)
    }

    /// A code on one row per cause: one case whose description and fix list the causes in row order, in every
    /// language; the `SUCCESS` row is skipped.
    @Test func oneRowPerCauseIsOneCase() throws {
        #expect(
            try Self.codes("CausesPerRow") == [
                "CONFLICT=17→conflict", "STORE_LOCKED=23→storeLocked", "QUOTA_REACHED=31→quotaReached",
            ])
        let expected: [String] = [
            "en.md:7: note: 'SUCCESS' reports success, not an error; the row is skipped (to keep it as a case, "
                + "add \"codes\": {\"SUCCESS\": 0} to error-tables.json)",
            "en.md:9: note: 'CONFLICT' is also listed at line 8 with another description: one case, whose "
                + "description lists both in row order",
            "en.md:12: note: 'QUOTA_REACHED' is also listed at line 11 with another description: one case, whose "
                + "description lists both in row order",
            "en.md:13: note: 'QUOTA_REACHED' is also listed at line 11 with another description: one case, whose "
                + "description lists both in row order",
        ]
        #expect(Array(Self.notes("CausesPerRow").dropFirst()) == expected)
        #expect(
            CausesPerRowErrorCode.conflict.localizedDescription(locale: Self.locale("en"))
                == "Another device changed the record since the last sync.\nThe record was deleted on the server.")
        #expect(
            CausesPerRowErrorCode.quotaReached.localizedFix(locale: Self.locale("zh-Hans"))
                == "释放空间或升级套餐。\n拆分该记录。\n等到明天再试。")
        #expect(CausesPerRowErrorCode(rawValue: 0) == nil)
    }
}
