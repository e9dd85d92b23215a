/// The rows of an ``ErrorLookupTable`` arranged so that ``ErrorLookupTable/match(code:subcode:)``
/// takes O(log rows) instead of trying every row.
///
/// Each kind of row has its own index, tried in the order of precedence; within a kind the winner
/// is the one ``ErrorLookupTable/entriesInMatchingOrder`` lists first (fewest codes, then
/// documented order), so the result is the row a scan of that order finds first.
@usableFromInline
struct ErrorLookupIndex: Sendable {
    /// Rows with codes and a subcode, by subcode.
    private let codeAndSubcode: [Int: CodeRangeIndex]
    /// Rows with codes and any subcode.
    private let code: CodeRangeIndex
    /// The first row with a subcode and any code, by subcode.
    private let subcode: [Int: Int]
    /// The first row with neither codes nor a subcode.
    private let fallback: Int?

    /// Indexes rows in documented order; positions are indexes into `entries`.
    init<Code>(entries: [ErrorLookupEntry<Code>]) {
        let prioritized = entries.indices.sorted { lhs, rhs in
            (entries[lhs].width, lhs) < (entries[rhs].width, rhs)
        }
        var codeAndSubcodeRows: [Int: [(codes: ClosedRange<Int>, position: Int)]] = [:]
        var codeRows: [(codes: ClosedRange<Int>, position: Int)] = []
        var subcode: [Int: Int] = [:]
        var fallback: Int?
        for position in prioritized {
            let entry = entries[position]
            switch (entry.codes, entry.subcode) {
            case (let codes?, let required?):
                codeAndSubcodeRows[required, default: []].append((codes, position))
            case (let codes?, nil):
                codeRows.append((codes, position))
            case (nil, let required?):
                if subcode[required] == nil {
                    subcode[required] = position
                }
            case (nil, nil):
                if fallback == nil {
                    fallback = position
                }
            }
        }
        self.codeAndSubcode = codeAndSubcodeRows.mapValues { CodeRangeIndex(prioritized: $0) }
        self.code = CodeRangeIndex(prioritized: codeRows)
        self.subcode = subcode
        self.fallback = fallback
    }

    /// The position of the most specific row for a code and subcode, or nil when none covers them.
    @usableFromInline
    func match(code: Int?, subcode: Int?) -> Int? {
        if let code, let subcode, let position = codeAndSubcode[subcode]?.winner(for: code) {
            return position
        }
        if let code, let position = self.code.winner(for: code) {
            return position
        }
        if let subcode, let position = self.subcode[subcode] {
            return position
        }
        return fallback
    }
}
