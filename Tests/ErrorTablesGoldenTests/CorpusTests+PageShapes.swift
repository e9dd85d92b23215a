import ErrorTablesCommands
import ErrorTablesCore
import ErrorTablesCorpusTypes
import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

/// Issue 20, more page shapes: a generated SDK reference, a vendor code page in four languages, an API page of
/// parameter tables with two error tables, families chosen by `sections`, a pasted HTML page, tables in list
/// items with translated headers, class rows with labels and ranges, reversed columns and a drifting set of
/// three languages (Tests/Fixtures/Corpus, see its README).
@Suite struct CorpusPageShapeTests {
    static let folders = [
        "GeneratedReference", "VendorCodePage", "TwoErrorTables", "SectionsChosen", "PastedHTMLPage",
        "ListTablesTranslated", "ClassLabelsRanges", "ReversedColumns", "DriftingThree",
    ]

    /// The warnings and errors of one corpus folder, with paths relative to the corpus.
    static func problems(_ folder: String) -> [String] {
        CorpusTableSelectionTests.lines(folder).filter { !$0.contains(": note: ") }
    }

    static func description(_ folder: String, _ id: String, _ language: String) throws -> String? {
        try CorpusTests.domain(folder).codes.first { $0.id == id }?.description.texts[language]
    }

    @Test func aGeneratedReferenceHasOneMethodPerOperationAndNoParameterCodes() throws {
        #expect(
            try CorpusTests.codes("GeneratedReference") == [
                "CUSTOMER_UNKNOWN=1→customerUnknown", "LINES_EMPTY=2→linesEmpty",
                "INVOICE_NOT_DRAFT=3→invoiceNotDraft", "TAX_RATE_MISSING=4→taxRateMissing",
                "REFUND_EXCEEDS_PAYMENT=5→refundExceedsPayment",
            ])
        #expect(
            try CorpusTableSelectionTests.methods("GeneratedReference") == [
                "createInvoice(customerID:lines:): CUSTOMER_UNKNOWN LINES_EMPTY",
                "finalizeInvoice(id:): INVOICE_NOT_DRAFT TAX_RATE_MISSING",
                "refundInvoice(id:amount:): REFUND_EXCEEDS_PAYMENT",
            ])
        // The Russian parameter tables are left out as the English ones are (they warned before the reader
        // knew Russian header words).
        #expect(Self.problems("GeneratedReference") == [])
        #expect(FinalizeInvoiceError.documentedCases == [.invoiceNotDraft(), .taxRateMissing()])
        #expect(
            GeneratedReferenceErrorCode.taxRateMissing.localizedDescription(locale: CorpusTests.locale("ru"))
                == "У позиции нет ставки налога, а учётная запись её требует.")
    }

    @Test func aVendorCodePageInFourLanguages() throws {
        #expect(
            try CorpusTests.codes("VendorCodePage") == [
                "Not Initialized=1001→notInitialized", "License Expired=1002→licenseExpired",
                "Camera Busy=2001→cameraBusy", "Bitrate Too Low=2002→bitrateTooLow", "Stream Closed=2003→streamClosed",
            ])
        #expect(try CorpusTests.domain("VendorCodePage").languages == ["en", "it", "vi", "zh-Hant"])
        #expect(
            VendorCodePageErrorCode.cameraBusy.localizedDescription(locale: CorpusTests.locale("zh-Hant"))
                == "另一個應用程式正在使用相機。")
        #expect(
            VendorCodePageErrorCode.streamClosed.localizedDescription(locale: CorpusTests.locale("vi"))
                == "Máy chủ đã kết thúc luồng phát.")
        #expect(
            VendorCodePageErrorCode.licenseExpired.localizedSolution(locale: CorpusTests.locale("it"))
                == "Rinnova la chiave nella console.")
        #expect(VendorCodePageErrorCode(rawValue: 2002) == .bitrateTooLow)
    }

    @Test func anAPIPageOfParameterTablesWithTwoErrorTables() throws {
        #expect(
            try CorpusTests.codes("TwoErrorTables") == [
                "token_missing=1→tokenMissing", "token_expired=2→tokenExpired",
                "postal_code_invalid=3→postalCodeInvalid", "parcel_too_heavy=4→parcelTooHeavy",
                "country_not_served=5→countryNotServed",
            ])
        #expect(try CorpusTests.domain("TwoErrorTables").methods.isEmpty)
        #expect(
            CorpusTableSelectionTests.lines("TwoErrorTables").filter { $0.contains("not read as error tables") } == [
                "TwoErrorTables/en.md:7:1: note: not read as error tables: the tables at lines 7, 23, 31, 39, 48, "
                    + "parameter tables (a column gives types, requiredness or defaults, and the key column does not "
                    + "name errors); set 'columns' by header text to read one"
            ])
        // The Turkish parameter tables (`Tür`, `Zorunlu`, `Varsayılan`) are left out too.
        #expect(Self.problems("TwoErrorTables") == [])
        #expect(
            TwoErrorTablesErrorCode.parcelTooHeavy.localizedDescription(locale: CorpusTests.locale("tr"))
                == "Bir koli 30 kg'dan ağır.")
    }

    @Test func sectionsIsTheOneConfigLineThatChoosesAFamily() throws {
        let config = try String(
            contentsOfFile: CorpusTests.corpus + "/SectionsChosen/error-tables.json", encoding: .utf8)
        #expect(config == "{\"sections\": [\"Disconnect reasons\"]}\n")
        #expect(
            try CorpusTests.codes("SectionsChosen") == [
                "Callee Busy=1→calleeBusy", "No Answer=2→noAnswer", "Media Failed=3→mediaFailed", "Blocked=7→blocked",
            ])
        #expect(Self.problems("SectionsChosen") == [])
        // The Polish page's heading is translated: its table is found by its codes.
        #expect(
            SectionsChosenErrorCode.blocked.localizedDescription(locale: CorpusTests.locale("pl"))
                == "Odbiorca zablokował dzwoniącego.")
    }

    @Test func aPastedHTMLPageIsReadAsItShows() throws {
        #expect(
            try CorpusTests.codes("PastedHTMLPage") == [
                "GNT_UPLOAD_TOO_LARGE=1→gntUploadTooLarge", "GNT_CHECKSUM_MISMATCH=2→gntChecksumMismatch",
                "GNT_BUCKET_LOCKED=3→gntBucketLocked",
            ])
        #expect(Self.problems("PastedHTMLPage") == [])
        #expect(
            try Self.description("PastedHTMLPage", "GNT_UPLOAD_TOO_LARGE", "en")
                == "The object is larger than 5\u{A0}GB.")
        #expect(
            PastedHTMLPageErrorCode.gntBucketLocked.localizedDescription(locale: CorpusTests.locale("it"))
                == "Un criterio di conservazione rende il bucket di sola lettura.")
    }

    @Test func tablesInListItemsWithTranslatedHeaders() throws {
        #expect(
            try CorpusTests.codes("ListTablesTranslated") == [
                "DiskFull=1→diskFull", "ClockSkewed=2→clockSkewed", "ConflictUnresolved=3→conflictUnresolved",
                "ServerDraining=4→serverDraining",
            ])
        #expect(Self.problems("ListTablesTranslated") == [])
        #expect(
            ListTablesTranslatedErrorCode.serverDraining.localizedDescription(locale: CorpusTests.locale("ru"))
                == "Сервер завершает работу; повторите на другом.")
    }

    @Test func classRowsLabelsAndRangesInOneTable() throws {
        let domain = try CorpusTests.domain("ClassLabelsRanges")
        #expect(
            domain.codes.map { "\($0.id)=\($0.rawValue)→\($0.swiftName) \($0.range.map { "\($0)" } ?? "-")" } == [
                "101=101→cardExpired -", "102=102→pinBlocked -", "110-119=110→issuerDeclined 110...119",
                "201=201→paperOut -", "210-219=210→cardReaderFailed 210...219",
            ])
        #expect(Self.problems("ClassLabelsRanges") == [])
        #expect(ClassLabelsRangesErrorCode(rawValue: 201) == .paperOut)
        #expect(
            ClassLabelsRangesErrorCode.cardReaderFailed.localizedDescription(locale: CorpusTests.locale("tr"))
                == "Kart okuyucu öz sınamayı geçemedi.")
    }

    @Test func columnsInReverseOrder() throws {
        #expect(
            try CorpusTests.codes("ReversedColumns") == [
                "StorkPairingTimeout=1→storkPairingTimeout", "StorkAlreadyBonded=2→storkAlreadyBonded",
                "StorkPairingRejected=3→storkPairingRejected",
            ])
        #expect(Self.problems("ReversedColumns") == [])
        #expect(
            ReversedColumnsErrorCode.storkAlreadyBonded.localizedDescription(locale: CorpusTests.locale("pl"))
                == "Akcesorium jest sparowane z innym telefonem.")
        #expect(
            ReversedColumnsErrorCode.storkAlreadyBonded.localizedWhatToDo(locale: CorpusTests.locale("pl"))
                == "Zresetuj akcesorium.")
    }

    @Test func aDriftingSetOfThreeLanguagesWarnsAndCounts() throws {
        #expect(
            Self.problems("DriftingThree").sorted() == [
                "DriftingThree/vi.md:3:1: warning: this table lacks 'NETWORK_CONGESTED' of en.md:3; the "
                    + "source-language text is used",
                "DriftingThree/vi.md:8:3: warning: 'ADDRESS_EXPIRED' is not in the matching table of en.md (line 3); "
                    + "a translation cannot add codes, so the row is left out",
                "DriftingThree/zh-Hant.md:12:1: warning: this table cannot be matched to any table of en.md by its "
                    + "codes ('LEGACY_SEED_FORMAT'), so it is left out; remove it, or check that it translates a table "
                    + "of the source document",
                "DriftingThree/zh-Hant.md:6:26: warning: untranslated: the description of 'INSUFFICIENT_FUNDS' is the "
                    + "same as en.md:6",
                "DriftingThree/zh-Hant.md:8:23: warning: untranslated: the description of 'ADDRESS_INVALID' is the "
                    + "same as en.md:8",
            ])
        let domain = try CorpusTests.domain("DriftingThree")
        #expect(
            domain.codes.map(\.id) == ["WALLET_LOCKED", "INSUFFICIENT_FUNDS", "NETWORK_CONGESTED", "ADDRESS_INVALID"])
        #expect(
            domain.translationCoverage.keys.sorted().map { language in
                domain.translationCoverage[language].map { "\(language) \($0.translated)/\($0.total)" } ?? ""
            } == ["vi 3/4", "zh-Hant 2/4"])
        #expect(
            DriftingThreeErrorCode.networkCongested.localizedDescription(locale: CorpusTests.locale("vi"))
                == "The fee offered is too low for the network right now.")
        #expect(
            DriftingThreeErrorCode.networkCongested.localizedDescription(locale: CorpusTests.locale("zh-Hant"))
                == "目前提供的手續費對網路來說太低。")
    }

    @Test(arguments: folders) func initFromTheDocumentsWritesAConfigThatLints(_ folder: String) throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let domain = sandbox.path("spec/" + folder)
        let made = runTool(["init", domain, "--documents", CorpusTests.corpus + "/\(folder)/{language}.md"])
        #expect(made.status == 0, "\(made.console.errors)")
        let lint = runTool(["lint", "--spec", sandbox.path("spec"), "--allow-outside-repository"])
        #expect(lint.status == 0, "\(lint.console.errors)")
        #expect(!lint.console.errors.contains(": error: "))
    }
}
