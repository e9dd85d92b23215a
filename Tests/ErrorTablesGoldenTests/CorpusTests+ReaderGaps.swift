import ErrorTablesCommands
import ErrorTablesCore
import ErrorTablesCorpusTypes
import ErrorTablesRuntime
import ErrorTablesTestSupport
import Foundation
import Testing

/// Issue 20, reader gaps the corpus found: return-value and example tables in a generated reference, a prose
/// section over its own category of errors, and a status column with a class row beside a sentence that stands
/// for every other code (Tests/Fixtures/Corpus, see its README).
@Suite struct CorpusReaderGapTests {
    static func notReadNotes(_ folder: String) -> [String] {
        CorpusTableSelectionTests.lines(folder).filter { $0.contains("not read as error tables") }
    }

    @Test func returnValueAndExampleTablesAreNotErrorTables() throws {
        #expect(
            try CorpusTests.codes("ReturnValueTables") == [
                "PARCEL_OVERWEIGHT=1→parcelOverweight", "PICKUP_UNAVAILABLE=2→pickupUnavailable",
                "SHIPMENT_UNKNOWN=3→shipmentUnknown",
            ])
        #expect(
            try CorpusTableSelectionTests.methods("ReturnValueTables") == [
                "bookShipment(parcel:service:): PARCEL_OVERWEIGHT PICKUP_UNAVAILABLE",
                "trackShipment(id:): SHIPMENT_UNKNOWN",
            ])
        #expect(
            Self.notReadNotes("ReturnValueTables") == [
                "ReturnValueTables/en.md:11:1: note: not read as error tables: the table at line 11, parameter "
                    + "tables (a column gives types, requiredness or defaults, and the key column does not name "
                    + "errors); set 'columns' by header text to read one",
                "ReturnValueTables/en.md:18:1: note: not read as error tables: the tables at lines 18, 31, 41, under "
                    + "a heading that names a return value, a response or an example, whose key column's header does "
                    + "not name errors; set 'columns' by header text to read one",
            ])
        #expect(CorpusPageShapeTests.problems("ReturnValueTables") == [])
        #expect(BookShipmentError.documentedCases == [.parcelOverweight(), .pickupUnavailable()])
        #expect(
            ReturnValueTablesErrorCode.shipmentUnknown.localizedDescription(locale: CorpusTests.locale("de"))
                == "Keine Sendung hat diese Kennung.")
    }

    @Test func aSectionOverItsOwnCategoryOfErrorsIsNoOperation() throws {
        #expect(
            try CorpusTests.codes("CategorySections") == [
                "KEY_MISSING=1→keyMissing", "KEY_REVOKED=2→keyRevoked", "BUCKET_NAME_TAKEN=3→bucketNameTaken",
                "BUCKET_NOT_EMPTY=4→bucketNotEmpty",
            ])
        #expect(
            try CorpusTableSelectionTests.methods("CategorySections") == [
                "Create bucket: BUCKET_NAME_TAKEN", "Delete bucket: BUCKET_NOT_EMPTY",
            ])
        #expect(CorpusPageShapeTests.problems("CategorySections") == [])
        // The authentication errors are the domain's common errors, so every operation's set holds them.
        #expect(CreateBucketError.documentedCases == [.bucketNameTaken(), .keyMissing(), .keyRevoked()])
        #expect(
            CategorySectionsErrorCode.keyRevoked.localizedDescription(locale: CorpusTests.locale("es"))
                == "La clave de acceso se revocó en la consola.")
    }

    @Test func aStatusColumnWithAClassRowAndASentenceForEveryOtherCode() throws {
        #expect(
            try CorpusTests.codes("StatusClassSentences") == [
                "TileOutOfRange=1→tileOutOfRange", "StyleInvalid=2→styleInvalid", "KeyUnknown=3→keyUnknown",
                "QuotaExhausted=4→quotaExhausted",
            ])
        let domain = try CorpusTests.domain("StatusClassSentences")
        #expect(
            domain.fallback?.texts == [
                "en": "Retry later; if it keeps failing, send the request ID to support.",
                "fr": "Réessayez plus tard ; si l'échec persiste, envoyez l'ID de la requête au support.",
            ])
        #expect(CorpusPageShapeTests.problems("StatusClassSentences") == [])
        #expect(StatusClassSentencesErrorCode(rawValue: 4) == .quotaExhausted)
    }
}
