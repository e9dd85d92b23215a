import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Foundation
import Testing

/// The localized messages of `ErrorLookupMatch`: the row's text, then its case's description,
/// then the "All others" text, in the catalog's languages with English last.
@Suite struct ErrorLookupMatchTests {
    typealias Entry = ErrorLookupEntry<FBErrorCategory>
    typealias Table = ErrorLookupTable<FBErrorCategory>

    let table = GraphAPIError.table

    static let messages: [(code: Int, subcode: Int?, locale: String, message: String)] = [
        (190, 458, "en", "The app was removed. Please log in again."),
        (190, 458, "it", "L'app è stata rimossa. Accedi di nuovo."),
        (190, 458, "it_IT", "L'app è stata rimossa. Accedi di nuovo."),
        (190, 458, "pt_BR", "The app was removed. Please log in again."),
        (190, 999, "en", "Your Facebook session is no longer valid. Please log in again."),
        (190, nil, "it", "La sessione di Facebook non è più valida. Accedi di nuovo."),
        (250, nil, "en", "This app no longer has a permission it needs. Please grant it again."),
        (250, nil, "it", "L'app non ha più un'autorizzazione necessaria. Concedila di nuovo."),
        (250, nil, "pt-BR", "This app no longer has a permission it needs. Please grant it again."),
        (12345, nil, "en", "Something went wrong with Facebook. Please try again later."),
        (12345, nil, "it", "Si è verificato un problema con Facebook. Riprova più tardi."),
        (12345, 1, "pt-BR", "Something went wrong with Facebook. Please try again later."),
    ]

    @Test(arguments: messages)
    func messagesInTheLocaleWithEnglishLast(code: Int, subcode: Int?, locale: String, message: String)
        throws
    {
        let match = try #require(table.match(code: code, subcode: subcode))
        #expect(match.message(locale: Locale(identifier: locale)) == message)
    }

    @Test func preferredLanguagesAreTriedInOrder() throws {
        let match = try #require(table.match(code: 190, subcode: 458))
        #expect(
            match.message(preferredLanguages: ["pt-BR", "it"])
                == "L'app è stata rimossa. Accedi di nuovo.")
        #expect(
            match.message(preferredLanguages: ["pt-BR"]) == "The app was removed. Please log in again.")
        #expect(match.message(preferredLanguages: []) == "The app was removed. Please log in again.")
    }

    @Test func aRowWithoutATextUsesItsCasesDescriptionInTheLocale() throws {
        // The golden catalog translates every row, so this row's key has no text in any language.
        let rows = Table(
            name: "Sparse",
            entries: [
                Entry(codes: 7...7, subcode: nil, case: .authenticationReopenSession, messageKey: "Sparse/7")
            ])
        let match = try #require(rows.match(code: 7, subcode: nil))
        #expect(
            match.message(locale: Locale(identifier: "en"))
                == "Your session is no longer valid. Please log in again.")
        #expect(
            match.message(locale: Locale(identifier: "it"))
                == "La sessione non è più valida. Accedi di nuovo.")
    }

    @Test func aRowWithoutATextUsesItsCaseElseTheFallback() throws {
        let rows = Table(
            name: "Sparse",
            entries: [
                Entry(codes: 1...1, subcode: nil, case: .server, messageKey: "Sparse/1"),
                Entry(codes: 2...2, subcode: nil, case: nil, messageKey: "Sparse/2"),
                Entry(codes: 3...3, subcode: nil, case: .badRequest, messageKey: "Sparse/3"),
            ],
            fallbackMessageKey: "GraphAPIError/*")
        let en = Locale(identifier: "en")
        #expect(
            rows.match(code: 1, subcode: nil)?.message(locale: en)
                == "Something went wrong on Facebook's side.")
        #expect(
            rows.match(code: 2, subcode: nil)?.message(locale: en)
                == "Something went wrong with Facebook. Please try again later.")
        #expect(rows.match(code: 3, subcode: nil)?.message(locale: en) == "The request was malformed.")
    }

    static let sentences: [(code: Int?, subcode: Int?, message: String)] = [
        (77, 5, "The operation failed with Bare error 77 (subcode 5)."),
        (77, nil, "The operation failed with Bare error 77."),
        (nil, 5, "The operation failed with a Bare error (subcode 5)."),
        (nil, nil, "The operation failed with a Bare error."),
    ]

    @Test(arguments: sentences)
    func withoutAnyTextTheMessageIsAReadableSentence(code: Int?, subcode: Int?, message: String)
        throws
    {
        let bare = Table(
            name: "Bare",
            entries: [Entry(codes: 77...77, subcode: nil, case: nil, messageKey: "Bare/77")],
            fallbackMessageKey: "Bare/*")
        let match = try #require(bare.match(code: code, subcode: subcode))
        #expect(match.message(locale: Locale(identifier: "it")) == message)
        #expect(match.message(preferredLanguages: []) == message)
    }
}
