import Testing

@testable import ErrorTablesCore

/// The steps of `TranslationSkeleton.contents`: the cells' byte ranges in file order, and the splice that
/// empties them and inserts the comment.
@Suite struct TranslationSkeletonStepsTests {
    static func span(_ start: Int, _ end: Int) -> TranslationSkeleton.CellSpan {
        TranslationSkeleton.CellSpan(start: LineColumn(1, start), end: LineColumn(1, end))
    }

    /// Line 1's columns as offsets 10 + column; column 50 and beyond are outside the file.
    static func offset(_ position: LineColumn) -> Int? { position.column < 50 ? 10 + position.column : nil }

    @Test func rangesAreSortedAndEmptyOverlappingOrOutsideSpansLeftOut() {
        let spans = [Self.span(20, 25), Self.span(3, 8), Self.span(5, 9), Self.span(30, 30), Self.span(40, 60)]
        let ranges = TranslationSkeleton.byteRanges(of: spans, offset: Self.offset)
        #expect(ranges.map(\.start) == [13, 30])
        #expect(ranges.map(\.end) == [18, 35])
    }

    @Test func theSpliceEmptiesRangesAndInsertsTheNoteBeforeTheFirstRangeAtOrAfterIt() {
        let bytes = Array("0123456789".utf8)
        let note = Array("<n>".utf8)
        func spliced(_ ranges: [(start: Int, end: Int)], at insertion: Int) -> String {
            String(
                decoding: TranslationSkeleton.spliced(bytes, emptying: ranges, inserting: note, at: insertion),
                as: UTF8.self)
        }
        #expect(spliced([(2, 4), (6, 7)], at: 0) == "<n>0145789")
        #expect(spliced([(2, 4), (6, 7)], at: 5) == "014<n>5789")
        #expect(spliced([(2, 4), (6, 7)], at: 6) == "0145<n>789")
        #expect(spliced([(2, 4)], at: 10) == "01456789<n>")
        #expect(spliced([], at: 3) == "012<n>3456789")
    }
}
