import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Testing

/// The matching order of `ErrorLookupTable`: most specific row first, ties by documented order.
@Suite struct ErrorLookupTableTests {
    typealias Entry = ErrorLookupEntry<FBErrorCategory>
    typealias Table = ErrorLookupTable<FBErrorCategory>

    /// Rows of every kind, deliberately listed least specific first.
    static let entries: [Entry] = [
        Entry(codes: nil, subcode: nil, case: .facebookOther, messageKey: "any"),
        Entry(codes: nil, subcode: 7, case: .userCancelled, messageKey: "*/7"),
        Entry(codes: 100...199, subcode: nil, case: .server, messageKey: "100-199"),
        Entry(codes: 150...159, subcode: nil, case: .retry, messageKey: "150-159"),
        Entry(codes: 150...150, subcode: nil, case: .throttling, messageKey: "150"),
        Entry(codes: 100...199, subcode: 7, case: .badRequest, messageKey: "100-199/7"),
        Entry(codes: 150...150, subcode: 7, case: .permissions, messageKey: "150/7"),
    ]

    let table = Table(name: "Demo", entries: entries, fallbackMessageKey: "Demo/*")

    static let precedence: [(code: Int?, subcode: Int?, key: String, kind: ErrorLookupMatchKind)] = [
        (150, 7, "150/7", .codeAndSubcode),
        (151, 7, "100-199/7", .codeAndSubcode),
        (150, 8, "150", .code),
        (150, nil, "150", .code),
        (155, 8, "150-159", .code),
        (120, 8, "100-199", .code),
        (120, nil, "100-199", .code),
        (999, 7, "*/7", .subcode),
        (nil, 7, "*/7", .subcode),
        (999, 8, "any", .fallback),
        (nil, nil, "any", .fallback),
    ]

    @Test(arguments: precedence)
    func theMostSpecificRowWins(code: Int?, subcode: Int?, key: String, kind: ErrorLookupMatchKind) {
        let match = table.match(code: code, subcode: subcode)
        #expect(match?.entry?.messageKey == key)
        #expect(match?.messageKey == key)
        #expect(match?.kind == kind)
        #expect(match?.code == code)
        #expect(match?.subcode == subcode)
    }

    @Test func theMatchingOrderIsKindThenWidthThenDocumentedOrder() {
        #expect(
            table.entriesInMatchingOrder.map(\.messageKey) == [
                "150/7", "100-199/7", "150", "150-159", "100-199", "*/7", "any",
            ])
        #expect(table.entries.map(\.messageKey) == Self.entries.map(\.messageKey))
    }

    @Test func theMatchedRowCarriesItsCase() {
        #expect(table.match(code: 150, subcode: 7)?.documentedCase == .permissions)
        #expect(table.match(code: 155, subcode: nil)?.documentedCase == .retry)
        #expect(table.match(code: 1, subcode: 7)?.documentedCase == .userCancelled)
    }

    @Test func equallySpecificRowsAreDecidedByDocumentedOrder() {
        let tied = Table(
            name: "Tied",
            entries: [
                Entry(codes: 300...309, subcode: nil, case: .server, messageKey: "first range"),
                Entry(codes: 305...314, subcode: nil, case: .retry, messageKey: "second range"),
                Entry(codes: 400...400, subcode: nil, case: .server, messageKey: "first 400"),
                Entry(codes: 400...400, subcode: nil, case: .retry, messageKey: "second 400"),
                Entry(codes: 500...500, subcode: 1, case: .server, messageKey: "first 500/1"),
                Entry(codes: 500...500, subcode: 1, case: .retry, messageKey: "second 500/1"),
                Entry(codes: nil, subcode: 9, case: .server, messageKey: "first */9"),
                Entry(codes: nil, subcode: 9, case: .retry, messageKey: "second */9"),
                Entry(codes: nil, subcode: nil, case: .server, messageKey: "first any"),
                Entry(codes: nil, subcode: nil, case: .retry, messageKey: "second any"),
            ])
        #expect(tied.match(code: 307, subcode: nil)?.messageKey == "first range")
        #expect(tied.match(code: 312, subcode: nil)?.messageKey == "second range")
        #expect(tied.match(code: 400, subcode: nil)?.messageKey == "first 400")
        #expect(tied.match(code: 500, subcode: 1)?.messageKey == "first 500/1")
        #expect(tied.match(code: nil, subcode: 9)?.messageKey == "first */9")
        #expect(tied.match(code: 1, subcode: 1)?.messageKey == "first any")
    }

    @Test func theFallbackMessageMatchesWhatNoRowCovers() throws {
        let rows = Table(
            name: "Rows",
            entries: [Entry(codes: 1...1, subcode: 2, case: .server, messageKey: "1/2")],
            fallbackMessageKey: "Rows/*")
        let match = try #require(rows.match(code: 1, subcode: 3))
        #expect(match.kind == .fallback)
        #expect(match.entry == nil)
        #expect(match.documentedCase == nil)
        #expect(match.messageKey == "Rows/*")
        #expect(rows.match(code: nil, subcode: nil)?.kind == .fallback)
        #expect(rows.match(code: nil, subcode: 2)?.kind == .fallback)
    }

    @Test func withoutAFallbackNothingMatchesWhatNoRowCovers() {
        let rows = Table(
            name: "Rows",
            entries: [
                Entry(codes: 200...299, subcode: nil, case: .permissions, messageKey: "200-299"),
                Entry(codes: 190...190, subcode: 458, case: .authenticationReopenSession, messageKey: "K"),
            ])
        #expect(rows.fallbackMessageKey == nil)
        #expect(rows.match(code: 300, subcode: nil) == nil)
        #expect(rows.match(code: 190, subcode: nil) == nil)
        #expect(rows.match(code: 190, subcode: 459) == nil)
        #expect(rows.match(code: nil, subcode: 458) == nil)
        #expect(rows.match(code: 250, subcode: 1)?.messageKey == "200-299")
        #expect(Table(name: "Empty", entries: []).match(code: 1, subcode: 1) == nil)
    }

    @Test func aRangeOfEveryIntegerIsTheWidestAndDoesNotOverflow() {
        let rows = Table(
            name: "Wide",
            entries: [
                Entry(codes: Int.min...Int.max, subcode: nil, case: .server, messageKey: "all"),
                Entry(codes: 0...Int.max, subcode: nil, case: .retry, messageKey: "non-negative"),
            ])
        #expect(rows.match(code: Int.max, subcode: nil)?.messageKey == "non-negative")
        #expect(rows.match(code: Int.min, subcode: nil)?.messageKey == "all")
    }

    @Test func theKindOfAnEntryFollowsItsShape() {
        #expect(Entry(codes: 1...1, subcode: 2, case: nil, messageKey: "K").kind == .codeAndSubcode)
        #expect(Entry(codes: 1...9, subcode: nil, case: nil, messageKey: "K").kind == .code)
        #expect(Entry(codes: nil, subcode: 2, case: nil, messageKey: "K").kind == .subcode)
        #expect(Entry(codes: nil, subcode: nil, case: nil, messageKey: "K").kind == .fallback)
        #expect(
            ErrorLookupMatchKind.allCases.map(\.description) == [
                "codeAndSubcode", "code", "subcode", "fallback",
            ])
    }

    @Test func matchingServerErrorCodesIsMatchingTheirValues() {
        #expect(
            table.match(ServerErrorCodes(code: 150, subcode: 7)) == table.match(code: 150, subcode: 7))
    }
}
