import Testing

@testable import ErrorTablesCore

/// Effective error sets through chains and cycles of inclusions, and the work of making them.
@Suite struct InclusionClosureTests {
    /// A source document whose methods `step0:`… each have a table with `codes(index)` and include `step<index+1>:`
    /// (the last includes `step<cycleTo>:` when given).
    static func chain(_ count: Int, cycleTo: Int? = nil, codes: (Int) -> [String]) -> String {
        var text = "# Pix errors\n\n## Errors common to all methods\n\n| Code | Description |\n| --- | --- |\n"
        text += "| `PXErrorA` | A happened. |\n\n## `PXClient`\n"
        for index in 0..<count {
            text += "\n### step\(index):\n\n| Code | Description |\n| --- | --- |\n"
            for code in codes(index) { text += "| `\(code)` | \(code) in step \(index). |\n" }
            let next = index + 1 < count ? index + 1 : cycleTo
            if let next { text += "\nIt can also return the errors of `step\(next):`.\n" }
        }
        return text
    }

    static func errors(of method: ErrorMethod) -> [String] {
        method.errors.map { "\($0.entry.code)@\($0.origin)" }
    }

    @Test func aChainEndingInACycleHasTheEffectiveSetsOfAWalkFromEachMethod() throws {
        let source = Self.chain(4, cycleTo: 1) { $0 % 2 == 0 ? ["PXErrorB"] : ["PXErrorC"] }
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": source]) { spec in
            let (model, lines) = spec.load()
            #expect(lines == [])
            let methods = try #require(model?.domains.first?.methods)
            #expect(
                methods.map { "\($0.symbol) " + Self.errors(of: $0).joined(separator: ", ") } == [
                    "step0: PXErrorB@method, PXErrorC@included:step1:, PXErrorA@domain",
                    "step1: PXErrorC@method, PXErrorB@included:step2:, PXErrorA@domain",
                    "step2: PXErrorB@method, PXErrorC@included:step3:, PXErrorA@domain",
                    "step3: PXErrorC@method, PXErrorB@included:step2:, PXErrorA@domain",
                ])
        }
    }

    @Test func aLongChainTakesLinearWork() throws {
        let count = 1_000
        let source = Self.chain(count) { $0 % 2 == 0 ? ["PXErrorB"] : ["PXErrorC"] }
        try TempSpec.with(["error-tables.json": TempSpec.config, "en.md": source]) { spec in
            let (model, lines) = spec.load()
            #expect(lines == [])
            let methods = try #require(model?.domains.first?.methods)
            #expect(methods.count == count)
            #expect(Self.errors(of: methods[0]) == ["PXErrorB@method", "PXErrorC@included:step1:", "PXErrorA@domain"])
            #expect(Self.errors(of: methods[count - 1]) == ["PXErrorC@method", "PXErrorA@domain"])
            let index = Dictionary(uniqueKeysWithValues: methods.enumerated().map { ($1.symbol, $0) })
            let closure = ModelBuilder.inclusionClosure(methods: methods, methodIndex: index)
            // Each method: itself, the next method, and the next method's two codes taken over (the last two
            // methods less). Walking every method's whole chain would take count × (count + 1) / 2 = 500,500 visits.
            #expect(closure.steps == 4 * count - 4)
            #expect(closure.reached.map(\.count).max() == 2)
        }
    }

    @Test func componentsComeAfterEveryComponentTheyReach() {
        // 0 → 1 → 2 → 1, 2 → 3, 4 alone.
        let components = ModelBuilder.stronglyConnectedComponents([[1], [2], [1, 3], [], []])
        #expect(components == [[3], [1, 2], [0], [4]])
    }
}
