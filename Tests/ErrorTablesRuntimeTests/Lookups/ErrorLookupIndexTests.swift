import ErrorTablesGoldenTypes
import ErrorTablesRuntime
import Testing

/// `ErrorLookupTable.match` searches an index in O(log rows); these pin it to the documented
/// precedence and to a scan of `entriesInMatchingOrder`, the order that defines it.
@Suite struct ErrorLookupIndexTests {
    typealias Entry = ErrorLookupEntry<FBErrorCategory>
    typealias Table = ErrorLookupTable<FBErrorCategory>

    func entry(_ codes: ClosedRange<Int>?, _ subcode: Int?, _ key: String) -> Entry {
        Entry(codes: codes, subcode: subcode, case: nil, messageKey: key)
    }

    /// What a scan of the matching order finds: the definition of the precedence.
    func scanned(_ table: Table, _ code: Int?, _ subcode: Int?) -> String? {
        table.entriesInMatchingOrder.first { $0.covers(code: code, subcode: subcode) }?.messageKey
            ?? table.fallbackMessageKey
    }

    @Test func overlappingRangesNarrowestFirstThenDocumentedOrder() {
        let table = Table(
            name: "T",
            entries: [
                entry(0...1_000, nil, "wide"),
                entry(100...200, nil, "middle"),
                entry(150...400, nil, "overlapping, wider than middle"),
                entry(180...190, nil, "narrow"),
                entry(185...195, nil, "narrow too, later"),
                entry(500...600, nil, "first of two equal"),
                entry(500...600, nil, "second of two equal"),
            ])
        let expected: [(Int, String?)] = [
            (-1, nil), (0, "wide"), (99, "wide"), (100, "middle"), (149, "middle"), (150, "middle"),
            (179, "middle"), (180, "narrow"), (185, "narrow"), (190, "narrow"), (191, "narrow too, later"),
            (195, "narrow too, later"), (196, "middle"), (200, "middle"), (201, "overlapping, wider than middle"),
            (400, "overlapping, wider than middle"), (401, "wide"), (500, "first of two equal"),
            (600, "first of two equal"), (601, "wide"), (1_000, "wide"), (1_001, nil),
        ]
        for (code, key) in expected {
            #expect(table.match(code: code, subcode: nil)?.messageKey == key, "code \(code)")
            #expect(table.match(code: code, subcode: 3)?.messageKey == key, "code \(code), subcode 3")
            #expect(scanned(table, code, nil) == key)
        }
    }

    @Test func anExactCodeBeatsEveryRangeAndASubcodeRowBeatsBoth() {
        let table = Table(
            name: "T",
            entries: [
                entry(400...499, nil, "range"),
                entry(400...499, 9, "range with subcode"),
                entry(404...404, nil, "exact"),
                entry(nil, 9, "subcode only"),
                entry(nil, nil, "any"),
            ], fallbackMessageKey: "T/*")
        #expect(table.match(code: 404, subcode: nil)?.messageKey == "exact")
        #expect(table.match(code: 404, subcode: 8)?.messageKey == "exact")
        #expect(table.match(code: 404, subcode: 9)?.messageKey == "range with subcode")
        #expect(table.match(code: 450, subcode: 9)?.messageKey == "range with subcode")
        #expect(table.match(code: 450, subcode: nil)?.messageKey == "range")
        #expect(table.match(code: 500, subcode: 9)?.messageKey == "subcode only")
        #expect(table.match(code: nil, subcode: 9)?.messageKey == "subcode only")
        #expect(table.match(code: 500, subcode: nil)?.messageKey == "any")
        #expect(table.match(code: nil, subcode: nil)?.kind == .fallback)
        #expect(table.match(code: nil, subcode: nil)?.entry?.messageKey == "any")
    }

    @Test func aRowWithASubcodeNeverMatchesWithoutOneAndNoRowMeansTheFallbackKey() {
        let table = Table(
            name: "T", entries: [entry(1...1, 2, "1/2"), entry(nil, 2, "*/2")], fallbackMessageKey: "T/*")
        #expect(table.match(code: 1, subcode: nil)?.entry == nil)
        #expect(table.match(code: 1, subcode: nil)?.messageKey == "T/*")
        #expect(table.match(code: nil, subcode: 2)?.messageKey == "*/2")
        #expect(table.match(code: 1, subcode: 2)?.messageKey == "1/2")
        let bare = Table(name: "Bare", entries: [entry(1...1, 2, "1/2")])
        #expect(bare.match(code: 1, subcode: nil) == nil)
        #expect(bare.match(code: nil, subcode: nil) == nil)
        #expect(Table(name: "Empty", entries: []).match(code: 0, subcode: 0) == nil)
    }

    @Test func rangesReachingTheEndsOfInt() {
        let table = Table(
            name: "T",
            entries: [
                entry(Int.min...Int.max, nil, "everything"),
                entry(Int.max...Int.max, nil, "max"),
                entry(Int.min...Int.min, nil, "min"),
                entry((Int.max - 10)...Int.max, nil, "top"),
                entry(Int.min...(Int.min + 10), 1, "bottom/1"),
            ])
        #expect(table.match(code: Int.max, subcode: nil)?.messageKey == "max")
        #expect(table.match(code: Int.max - 1, subcode: nil)?.messageKey == "top")
        #expect(table.match(code: Int.min, subcode: nil)?.messageKey == "min")
        #expect(table.match(code: Int.min, subcode: 1)?.messageKey == "bottom/1")
        #expect(table.match(code: Int.min + 10, subcode: 1)?.messageKey == "bottom/1")
        #expect(table.match(code: Int.min + 11, subcode: 1)?.messageKey == "everything")
        #expect(table.match(code: 0, subcode: nil)?.messageKey == "everything")
    }

    @Test func theGoldenGraphTableMatchesTheScanForEveryCodeAndSubcode() {
        let table = GraphAPIError.table
        let subcodes: [Int?] = [nil] + Set(table.entries.compactMap(\.subcode)).sorted() + [0, 1, 999]
        for code in [nil] + Array(-2...1_000).map(Optional.some) {
            for subcode in subcodes {
                #expect(table.match(code: code, subcode: subcode)?.messageKey == scanned(table, code, subcode))
                let row = table.entriesInMatchingOrder.first { $0.covers(code: code, subcode: subcode) }
                #expect(table.match(code: code, subcode: subcode)?.entry == row)
            }
        }
    }

    /// Random tables of every kind of row, many overlapping, against the scan at every bound.
    @Test func randomTablesMatchTheScanAtEveryBound() {
        var random = SeededRandom(state: 42)
        for round in 0..<150 {
            var entries: [Entry] = []
            let rows = 1 + random.next(below: round < 100 ? 12 : 60)
            for row in 0..<rows {
                let low = random.next(below: 60) - 10
                let high = low + [0, 0, 1, 3, 10, 40][random.next(below: 6)]
                let codes: ClosedRange<Int>? = random.next(below: 5) == 0 ? nil : low...high
                let subcode: Int? = random.next(below: 3) == 0 ? random.next(below: 4) : nil
                entries.append(entry(codes, subcode, "row \(row)"))
            }
            let table = Table(name: "R", entries: entries, fallbackMessageKey: round % 2 == 0 ? "R/*" : nil)
            let bounds = entries.compactMap(\.codes).flatMap {
                [$0.lowerBound - 1, $0.lowerBound, $0.upperBound, $0.upperBound + 1]
            }
            for code in [nil, -100, 200] + bounds.map(Optional.some) {
                for subcode in [nil, 0, 1, 2, 3, 4] as [Int?] {
                    let match = table.match(code: code, subcode: subcode)
                    let row = table.entriesInMatchingOrder.first { $0.covers(code: code, subcode: subcode) }
                    #expect(match?.entry == row, "round \(round), code \(String(describing: code))")
                    #expect(match?.messageKey == scanned(table, code, subcode))
                }
            }
        }
    }

    @Test func tablesAreEqualByNameRowsAndFallback() {
        let rows = [entry(1...1, nil, "a"), entry(2...3, nil, "b")]
        #expect(Table(name: "T", entries: rows) == Table(name: "T", entries: rows))
        #expect(Table(name: "T", entries: rows).hashValue == Table(name: "T", entries: rows).hashValue)
        #expect(Table(name: "T", entries: rows) != Table(name: "U", entries: rows))
        #expect(Table(name: "T", entries: rows) != Table(name: "T", entries: rows.reversed()))
        #expect(Table(name: "T", entries: rows) != Table(name: "T", entries: rows, fallbackMessageKey: "T/*"))
    }
}

/// A small deterministic generator (SplitMix64), so random tests are the same on every run.
struct SeededRandom {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(bound))
    }
}
