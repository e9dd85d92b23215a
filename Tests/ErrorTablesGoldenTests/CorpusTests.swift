import ErrorTablesCore
import ErrorTablesCorpusTypes
import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

/// The corpus of error pages in the shapes real SDK docs use (Tests/Fixtures/Corpus, one folder per shape,
/// see its README): each reads into the expected model with no error or warning, its generated code is
/// checked in (Tests/Golden/Corpus, `make golden`), compiles as `ErrorTablesCorpusTypes`, and behaves.
@Suite struct CorpusTests {
    static let corpus = PackageRoot.path + "/Tests/Fixtures/Corpus"
    static let output = PackageRoot.path + "/Tests/Golden/Corpus"

    static let loaded: (model: ErrorModel?, diagnostics: Diagnostics) = Golden.load(corpus)

    static func domain(_ name: String) throws -> ErrorDomain {
        let model = try #require(loaded.model)
        return try #require(model.domains.first { $0.name == name }, "no domain '\(name)' in the corpus")
    }

    /// `id=rawValue→swiftName` for every code, in order.
    static func codes(_ name: String) throws -> [String] {
        try domain(name).codes.map { "\($0.id)=\($0.rawValue)→\($0.swiftName)" }
    }

    static func locale(_ identifier: String) -> Locale { Locale(identifier: identifier) }

    // MARK: - The model

    /// Domains whose translations drift on purpose: their warnings and coverage are asserted exactly in
    /// `CorpusTableSelectionTests`.
    static let drifting = ["DriftingTranslations", "DriftingThree", "LaggingTranslations"]

    @Test func everyDocumentReadsWithoutErrorsOrWarnings() throws {
        let problems = Self.loaded.diagnostics.all.filter { diagnostic in
            diagnostic.severity != .note
                && !(Self.drifting + CorpusCodesAndRowsTests.warned).contains {
                    diagnostic.location?.path.hasPrefix(Self.corpus + "/" + $0 + "/") == true
                }
        }
        #expect(problems.map(\.description) == [])
        #expect(
            try #require(Self.loaded.model).domains.map { "\($0.name): \($0.languages.joined(separator: ","))" } == [
                "BareNumberCodes: en,ru", "BoldErrorLabels: en,ko", "CategorySections: en,es",
                "CausesPerRow: en,zh-Hans", "ClassLabelsRanges: en,tr", "ClassRows: en,de",
                "CollidingNames: en,pt-BR", "DeclarationHeadings: en,ja", "DriftingThree: en,vi,zh-Hant",
                "DriftingTranslations: en,es,pt-BR", "ErrorFamiliesOneLayout: en,es", "ErrorPathTypes: en,es",
                "EscapesAndMarkup: en,zh-Hans", "GeneratedReference: en,ru", "GroupingColumn: en,es",
                "HTMLTable: en,ja", "HeaderSelected: en,ko", "HexStatusCodes: en,ja", "LaggingTranslations: en,es,ko",
                "LetterAndNumberCodes: en,es", "ListTablesTranslated: en,ru", "MemberNames: en,es",
                "MessageCatalogue: en,ko", "NoDescription: en,ar", "NumericNamed: en,ja", "NumericOnly: en,ar",
                "ParameterTables: en,fr", "PastedHTMLPage: en,it", "PerLanguageFolders: en,ar,ko",
                "PhraseNames: en,fr", "PlatformAliases: en,de", "PlatformTableSyntax: en,ru",
                "ProseOperations: en,zh-Hans", "Ranges: en,ja", "ReasonCodeNames: en,es", "RepeatedCodes: en,es",
                "RepeatedSubheadings: en,es", "RepeatedSymbolHeadings: en,ja", "ResourceOperations: en,ja",
                "ResponseFields: en,ru",
                "ReturnValueTables: en,de", "ReversedColumns: en,pl", "SDKCatchAll: en,ru", "ScreamingSnake: en,de",
                "SectionsChosen: en,pl", "SeveralFamilies: en,de", "SiteSyntax: en,fr", "SnakeAndKebab: en,es",
                "SqlStateClasses: en,ru", "StatusBesideNames: en,de", "StatusClassSentences: en,fr",
                "StatusDefaultRow: en,ko", "StatusWithLabels: en,ko",
                "TablesInLists: en,ko",
                "TwoErrorTables: en,tr", "VendorCodePage: en,it,vi,zh-Hant", "WideRanges: en,ja",
            ])
    }

    @Test func everyTranslationIsComplete() throws {
        for domain in try #require(Self.loaded.model).domains where !Self.drifting.contains(domain.name) {
            for (language, coverage) in domain.translationCoverage {
                #expect(coverage.translated == coverage.total, "\(domain.name) \(language): \(coverage)")
            }
        }
    }

    @Test func codesWithoutAPrefixInEveryStyle() throws {
        #expect(
            try Self.codes("ScreamingSnake") == [
                "NETWORK_UNREACHABLE=1→networkUnreachable", "SESSION_EXPIRED=2→sessionExpired",
                "RATE_LIMITED=3→rateLimited", "CARD_DECLINED=4→cardDeclined", "AMOUNT_TOO_SMALL=5→amountTooSmall",
                "CURRENCY_UNSUPPORTED=6→currencyUnsupported", "CHARGE_NOT_FOUND=7→chargeNotFound",
                "ALREADY_REFUNDED=8→alreadyRefunded",
            ])
        #expect(
            try Self.codes("SnakeAndKebab") == [
                "conflict_detected=1→conflictDetected", "quota_exceeded=2→quotaExceeded",
                "schema-mismatch=3→schemaMismatch", "token-revoked=4→tokenRevoked", "not_found=5→notFound",
            ])
        #expect(
            try Self.codes("GroupingColumn") == [
                "InvalidAccessKey=1→invalidAccessKey", "SignatureMismatch=2→signatureMismatch",
                "BucketNotEmpty=3→bucketNotEmpty", "BucketAlreadyExists=4→bucketAlreadyExists",
                "NoSuchBucket=5→noSuchBucket", "NoSuchKey=6→noSuchKey",
            ])
        #expect(
            try Self.codes("RepeatedSubheadings") == [
                "Accessory Not Found=1→accessoryNotFound", "Connection Timed Out=2→connectionTimedOut",
                "Not Connected=3→notConnected", "Payload Too Large=4→payloadTooLarge",
            ])
    }

    @Test func numericCodesAreRawValues() throws {
        #expect(
            try Self.codes("NumericNamed") == [
                "User Rejected Request=4001→userRejectedRequest", "Unauthorized=4100→unauthorized",
                "Unsupported Method=4200→unsupportedMethod", "Disconnected=4900→disconnected",
                "Internal Failure=-199→internalFailure", "Limit Exceeded=10000→limitExceeded",
            ])
        // No name column: names from the descriptions' first words.
        #expect(
            try Self.codes("NumericOnly") == [
                "101=101→invalidAPIKey", "102=102→quotaUsedUp", "203=203→locationPermissionDenied",
                "404=404→routeNotFound", "500=500→serverError",
            ])
        #expect(
            try Self.codes("ClassRows") == [
                "Bad Request=400→badRequest", "Not Found=404→notFound", "I'm a teapot=418→imATeapot",
                "Service Unavailable=503→serviceUnavailable",
            ])
        let ranges = try Self.domain("Ranges")
        #expect(
            ranges.codes.map { "\($0.id)=\($0.rawValue)→\($0.swiftName) \($0.range.map { "\($0)" } ?? "-")" } == [
                "1000-1099=1000→camera 1000...1099", "2000-2099=2000→encoderRejected 2000...2099",
                "3000-3099=3000→upload 3000...3099", "4001=4001→streamEndedUnexpectedly -",
            ])
    }

    @Test func rolesByHeaderSkipTheOtherTables() throws {
        #expect(
            try Self.codes("HeaderSelected") == [
                "BeaconErrorEventNameTooLong=11→beaconErrorEventNameTooLong",
                "BeaconErrorTooManyProperties=12→beaconErrorTooManyProperties",
                "BeaconErrorCollectorOffline=30→beaconErrorCollectorOffline",
                "BeaconErrorOptedOut=40→beaconErrorOptedOut",
            ])
    }

    @Test func aliasesKeepThePrefixedNameAsTheCode() throws {
        let codes = try Self.domain("PlatformAliases").codes
        #expect(
            codes.map(\.id) == [
                "QDErrorCodeDocumentLocked", "QDErrorCodeRevisionTooOld", "QDErrorCodeAttachmentTooLarge",
            ])
        #expect(codes.map(\.name) == ["DOCUMENT_LOCKED", "REVISION_TOO_OLD", "ATTACHMENT_TOO_LARGE"])
        #expect(codes.map(\.alternativeNames) == [["document-locked"], [], []])
    }

    @Test func theSameCodeOnTwoRowsIsOneCaseWithBothValues() throws {
        let timeout = try #require(try Self.domain("NoDescription").codes.first { $0.id == "ServiceTimeoutException" })
        #expect(timeout.properties["Status Code"]?.texts["en"] == "408, 504")
        #expect(timeout.properties["Content Type"]?.texts["en"] == "application/json, text/plain")
        #expect(timeout.description.texts["en"] == "")
    }

    @Test func methodsWithProseSubHeadingsOwnTheirTables() throws {
        let domain = try Self.domain("ScreamingSnake")
        #expect(
            domain.methods.map { "\($0.symbol): \($0.ownErrors.map(\.code).joined(separator: " "))" } == [
                "charge(amount:currency:): CARD_DECLINED AMOUNT_TOO_SMALL CURRENCY_UNSUPPORTED",
                "refund(chargeID:): CHARGE_NOT_FOUND ALREADY_REFUNDED",
            ])
        #expect(domain.commonErrors.map(\.code) == ["NETWORK_UNREACHABLE", "SESSION_EXPIRED", "RATE_LIMITED"])
    }

    // MARK: - The generated code

    @Test func theCheckedInCodeIsWhatTheGeneratorWrites() throws {
        let model = try #require(Self.loaded.model)
        var diagnostics = Diagnostics()
        var generated: [GeneratedFile] = []
        for domain in model.domains {
            let options = CodeGenerator.Options(strings: false, stringCatalog: false)
            generated += try #require(
                CodeGenerator(domain: domain, options: options).generate(diagnostics: &diagnostics))
        }
        let checkedIn = Golden.files(in: Self.output)
        #expect(Set(checkedIn.keys) == Set(generated.map(\.path)), "\(GoldenFileTests.hint)")
        for file in generated {
            #expect(
                checkedIn[file.path] == Data(file.contents.utf8),
                "Tests/Golden/Corpus/\(file.path): \(GoldenFileTests.hint)")
        }
    }

    @Test func numericCodesRoundTrip() {
        #expect(NumericNamedErrorCode(rawValue: 4001) == .userRejectedRequest)
        #expect(NumericNamedErrorCode(rawValue: -199) == .internalFailure)
        #expect(NumericNamedErrorCode(rawValue: 10000) == .limitExceeded)
        #expect(NumericOnlyErrorCode(rawValue: 203) == .locationPermissionDenied)
        #expect(ClassRowsErrorCode(rawValue: 418) == .imATeapot)
        #expect(RangesErrorCode.camera.rawValue == 1000)
        #expect(HeaderSelectedErrorCode(rawValue: 30) == .beaconErrorCollectorOffline)
    }

    @Test func textsInEveryLanguage() {
        #expect(
            NumericNamedErrorCode.userRejectedRequest.localizedDescription(locale: Self.locale("ja"))
                == "ユーザーがウォレットでリクエストを拒否しました。")
        #expect(
            NumericOnlyErrorCode.serverError.localizedDescription(locale: Self.locale("ar"))
                == "خطأ في الخادم. حاول مرة أخرى لاحقًا.")
        #expect(
            HeaderSelectedErrorCode.beaconErrorOptedOut.localizedDescription(locale: Self.locale("ko"))
                == "사용자가 분석을 거부했으므로 아무것도 보내지 않았습니다.")
        #expect(
            EscapesAndMarkupErrorCode.gntTimeout.localizedDescription(locale: Self.locale("zh-Hans"))
                == "上传时间超过了五分钟。")
        #expect(
            EscapesAndMarkupErrorCode.gntTimeout.localizedDescription(locale: Self.locale("en"))
                == "The upload took longer than five minutes.")
        #expect(
            HTMLTableErrorCode.puffinErrorPasskeyCancelled.localizedDescription(locale: Self.locale("en"))
                == "The user closed the passkey sheet — nothing was changed.")
        #expect(
            SiteSyntaxErrorCode.heronMemberMuted.localizedDescription(locale: Self.locale("fr"))
                == "Un modérateur a rendu ce membre muet dans le canal.")
        #expect(
            PerLanguageFoldersErrorCode.plvErrorAttendeeUnknown.localizedDescription(locale: Self.locale("ko"))
                == "참석자의 주소와 일치하는 계정이 없습니다.")
        #expect(
            SnakeAndKebabErrorCode.schemaMismatch.localizedDescription(locale: Self.locale("es"))
                == "La base de datos local la creó una versión más reciente de la aplicación.")
    }

    @Test func extraColumnsGroupingAndRanges() {
        #expect(
            GroupingColumnErrorCode.signatureMismatch.localizedCategory(locale: Self.locale("es")) == "Autenticación")
        #expect(GroupingColumnErrorCode.noSuchBucket.localizedCategory(locale: Self.locale("en")) == "Buckets")
        #expect(RangesErrorCode.camera.localizedSubsystem(locale: Self.locale("ja")) == "キャプチャ")
        #expect(
            NoDescriptionErrorCode.serviceTimeoutException.localizedStatusCode(locale: Self.locale("en")) == "408, 504")
        #expect(NumericNamedErrorCode.disconnected.localizedStatus(locale: Self.locale("en")) == "disconnected")
    }

    @Test func methodTypesSortErrorsLikeTheDocs() {
        let declined = NSError(domain: "ScreamingSnakeErrorDomain", code: ScreamingSnakeErrorCode.cardDeclined.rawValue)
        #expect(ChargeError(declined) == .cardDeclined())
        let common = NSError(domain: "ScreamingSnakeErrorDomain", code: ScreamingSnakeErrorCode.rateLimited.rawValue)
        #expect(RefundError(common) == .rateLimited())
        let foreign = NSError(
            domain: "ScreamingSnakeErrorDomain", code: ScreamingSnakeErrorCode.chargeNotFound.rawValue)
        #expect(ChargeError(foreign).undocumentedError != nil)
        #expect(ConnectError.documentedCases == [.accessoryNotFound(), .connectionTimedOut()])
        #expect(SendError.documentedCases == [.notConnected(), .payloadTooLarge()])
        #expect(InviteAttendeeError.documentedCases == [.plvErrorAttendeeUnknown(), .plvErrorCalendarReadOnly()])
    }

    @Test func flatListsHaveNoMethodTypes() {
        #expect(ClassRowsMethods.methodErrorTypes.isEmpty)
        #expect(SnakeAndKebabMethods.methodErrorTypes.isEmpty)
    }
}
