import ErrorTablesCommands
import ErrorTablesCore
import ErrorTablesCorpusTypes
import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

/// Issue 29, classes of pages the reader decides on instead of refusing: declaration method headings with
/// overloads and bold error labels, snake-case and camel-case operations with a bold `**Errors**` label, a table
/// of an error response's fields beside the codes, codes whose case names a generated member has, several error
/// families of one layout beside a table of message types, translations that lag their source, and YFM tables
/// (Tests/Fixtures/Corpus, see its README).
@Suite struct CorpusPageClassTests {
    static let folders = [
        "DeclarationHeadings", "BoldErrorLabels", "ResponseFields", "MemberNames", "ErrorFamiliesOneLayout",
        "LaggingTranslations", "PlatformTableSyntax", "ResourceOperations",
    ]

    @Test func declarationHeadingsAreMethodsAndOverloadsAreNamedApart() throws {
        #expect(
            try CorpusTableSelectionTests.methods("DeclarationHeadings") == [
                "static func openStore(AppContext, String): 401 16100001",
                "static func openStore(AppContext, StoreOptions): 401 801 16100001 16100002",
                "func flush(): 16100003", "func removeEntry(String): 401 16100004",
            ])
        #expect(OpenStoreAppContextStringError.symbol == "static func openStore(AppContext, String)")
        #expect(
            OpenStoreAppContextStoreOptionsError.documentedCases == [
                .invalidArgument(), .capabilityNotSupported(), .storeFileDamaged(), .unknownGroupIdentifier(),
            ])
        #expect(FlushError.documentedCases == [.diskFull()])
        #expect(RemoveEntryError.documentedCases == [.invalidArgument(), .keyNotFound()])
        #expect(
            DeclarationHeadingsErrorCode.keyNotFound.localizedDescription(locale: CorpusTests.locale("ja"))
                == "キーが見つかりません。")
        #expect(CorpusPageShapeTests.problems("DeclarationHeadings") == [])
    }

    @Test func boldErrorLabelsBelongToTheOperationAbove() throws {
        #expect(
            try CorpusTableSelectionTests.methods("BoldErrorLabels") == [
                "list_shelves: Unauthorized RateLimited", "get_shelf: Unauthorized ShelfNotFound RateLimited",
                "moveItem: Unauthorized ShelfNotFound ShelfFull",
            ])
        // The same codes under several operations are one family: each code once, with its status.
        #expect(
            try CorpusTests.codes("BoldErrorLabels") == [
                "Unauthorized=401→unauthorized", "RateLimited=429→rateLimited", "ShelfNotFound=404→shelfNotFound",
                "ShelfFull=409→shelfFull",
            ])
        #expect(MoveItemError.documentedCases == [.unauthorized(), .shelfNotFound(), .shelfFull()])
        #expect(
            BoldErrorLabelsErrorCode.shelfFull.localizedDescription(locale: CorpusTests.locale("ko"))
                == "대상 선반에 더 이상 항목을 둘 수 없습니다.")
    }

    @Test func aTableOfResponseFieldsIsNoErrorTable() throws {
        #expect(
            try CorpusTests.codes("ResponseFields") == [
                "BadChecksum=1→badChecksum", "AccessDenied=2→accessDenied", "NoSuchShelf=3→noSuchShelf",
                "NoSuchItem=4→noSuchItem", "ShelfNotEmpty=5→shelfNotEmpty", "SlowDown=6→slowDown",
            ])
        #expect(
            CorpusReaderGapTests.notReadNotes("ResponseFields") == [
                "ResponseFields/en.md:15:1: note: not read as error tables: the table at line 15, which describes "
                    + "fields (an error response's 'Code', 'Message', …, or a key column headed 'Field', 'Tag', "
                    + "'Property'); set 'columns' by header text to read one"
            ])
        #expect(
            ResponseFieldsErrorCode.noSuchShelf.localizedDescription(locale: CorpusTests.locale("ru"))
                == "Полки с таким именем нет.")
    }

    @Test func caseNamesThatAGeneratedMemberHasAreRenamedWithANote() throws {
        #expect(
            try CorpusTests.codes("MemberNames") == [
                "BUSY=1→busy", "PAYLOAD=2→payloadError", "SYMBOL=3→symbolError", "TRAITS=4→traitsError",
                "OVERHEAT=5→overheat",
            ])
        #expect(
            CorpusTableSelectionTests.lines("MemberNames").filter { $0.contains("already have as a member") } == [
                "MemberNames/en.md:8:1: note: 'PAYLOAD' would become the Swift case 'payload', which the generated "
                    + "error types already have as a member; its case is 'payloadError' (to name it, add \"codes\": "
                    + "{\"PAYLOAD\": {\"swiftName\": \"…\"}} to error-tables.json)",
                "MemberNames/en.md:9:1: note: 'SYMBOL' would become the Swift case 'symbol', which the generated "
                    + "error types already have as a member; its case is 'symbolError' (to name it, add \"codes\": "
                    + "{\"SYMBOL\": {\"swiftName\": \"…\"}} to error-tables.json)",
                "MemberNames/en.md:10:1: note: 'TRAITS' would become the Swift case 'traits', which the generated "
                    + "error types already have as a member; its case is 'traitsError' (to name it, add \"codes\": "
                    + "{\"TRAITS\": {\"swiftName\": \"…\"}} to error-tables.json)",
            ])
        #expect(MemberNamesErrorCode.payloadError.documentedIdentifier == "PAYLOAD")
        #expect(
            MemberNamesErrorCode.traitsError.localizedDescription(locale: CorpusTests.locale("es"))
                == "La baliza no tiene las características que la orden necesita.")
    }

    @Test func errorFamiliesOfOneLayoutAreReadTogetherAndMessageTypesLeftOut() throws {
        #expect(
            try CorpusTests.codes("ErrorFamiliesOneLayout") == [
                "Refused=1→refused", "Timed Out=2→timedOut", "Disk Full=10→diskFull", "Read Only=11→readOnly",
                "Corrupt Record=12→corruptRecord",
            ])
        #expect(
            CorpusTableSelectionTests.lines("ErrorFamiliesOneLayout").filter { $0.contains("families") } == [
                "ErrorFamiliesOneLayout/en.md:19:1: note: this page holds 3 families of codes whose numbers collide, "
                    + "under 'Message types' (line 7), 'Connection errors' (line 19), 'Storage errors' (line 26); "
                    + "only the tables under 'Connection errors', 'Storage errors' are read (their headings name "
                    + "errors); to read another, set \"sections\": [\"Message types\"] in a domain's config"
            ])
        #expect(ErrorFamiliesOneLayoutErrorCode(rawValue: 1) == .refused)
        #expect(
            ErrorFamiliesOneLayoutErrorCode.diskFull.localizedDescription(locale: CorpusTests.locale("es"))
                == "El dispositivo no tiene espacio para el registro.")
    }

    @Test func translationsThatLagTheirSourceAreDriftNotErrors() throws {
        #expect(
            CorpusPageShapeTests.problems("LaggingTranslations").sorted() == [
                "LaggingTranslations/es.md:15:1: warning: this table cannot be matched to any table of en.md by its "
                    + "codes ('LY0001', 'LY0002'), so it is left out; remove it, or check that it translates a table "
                    + "of the source document",
                "LaggingTranslations/es.md:1:1: warning: no table translates en.md:15 ('RF001', 'RF002'); the "
                    + "source-language texts are used",
                "LaggingTranslations/es.md:1:1: warning: no table translates en.md:22 ('LY001', 'LY002'); the "
                    + "source-language texts are used",
                "LaggingTranslations/ko.md:15:1: warning: no table translates en.md:7 ('TK001', 'TK002', 'TK003') "
                    + "before this table; the source-language texts are used",
                "LaggingTranslations/ko.md:7:1: warning: the header row has 3 cells but the delimiter row has 2; GFM "
                    + "does not read these lines as a table, so their error codes are ignored",
            ])
        let domain = try CorpusTests.domain("LaggingTranslations")
        #expect(domain.translationCoverage["es"].map { "\($0.translated)/\($0.total)" } == "3/7")
        #expect(domain.translationCoverage["ko"].map { "\($0.translated)/\($0.total)" } == "4/7")
        #expect(
            LaggingTranslationsErrorCode.rf002.localizedDescription(locale: CorpusTests.locale("ko"))
                == "환불 금액이 결제 금액보다 큽니다.")
        #expect(
            LaggingTranslationsErrorCode.ly001.localizedDescription(locale: CorpusTests.locale("es"))
                == "The customer has no loyalty account.")
    }

    @Test func yfmTablesAreReadOneLinePerRowAndOneCellPerLine() throws {
        #expect(
            try CorpusTests.codes("PlatformTableSyntax") == [
                "MessageTooLarge=400→messageTooLarge", "QueueNotFound=404→queueNotFound", "QueueExists=409→queueExists",
                "Throttled=429→throttled",
            ])
        #expect(
            try CorpusPageShapeTests.description("PlatformTableSyntax", "QueueExists", "en")
                == "A queue with this name was created before; pick another name.")
        #expect(
            PlatformTableSyntaxErrorCode.throttled.localizedDescription(locale: CorpusTests.locale("ru"))
                == "Слишком много вызовов за одну секунду.")
        #expect(CorpusPageShapeTests.problems("PlatformTableSyntax") == [])
    }

    /// A generated SDK reference: the page titled by its resource (`# GardenBeds`, a group) and each operation by
    /// its name, one word (`## plant`) or several (`## water_schedule`): the one-word operations are the group's
    /// methods too, not sections of its common errors.
    @Test func oneWordOperationsUnderAResourceGroupAreMethods() throws {
        #expect(
            try CorpusTableSelectionTests.methods("ResourceOperations") == [
                "plant: models.BedErrors models.SDKError",
                "harvest: models.BedErrors models.FrostWarning models.SDKError",
                "water_schedule: models.BedErrors models.SDKError",
            ])
        let domain = try CorpusTests.domain("ResourceOperations")
        #expect(domain.methods.map(\.group) == ["GardenBeds", "GardenBeds", "GardenBeds"])
        #expect(domain.commonErrors.isEmpty)
        #expect(CorpusPageShapeTests.problems("ResourceOperations") == [])
    }

    /// Each page reaches a config that lints without errors from `init --documents` alone (zero config lines).
    @Test(arguments: folders) func initFromTheDocumentsWritesAConfigThatLints(_ folder: String) throws {
        let sandbox = try TemporaryFolder()
        defer { sandbox.remove() }
        let domain = sandbox.path("spec/" + folder)
        let made = runTool(["init", domain, "--documents", CorpusTests.corpus + "/\(folder)/{language}.md"])
        #expect(made.status == 0, "\(made.console.errors)")
        // The documents stay in the corpus, outside the sandbox: the layout the option is for.
        let lint = runTool(["lint", "--spec", sandbox.path("spec"), "--allow-outside-repository"])
        #expect(lint.status == 0, "\(lint.console.errors)")
        #expect(!lint.console.errors.contains(": error: "))
    }
}
