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

    /// A config for codes `PXError<N>` that the docs number.
    static let numberedConfig = #"{"errorDomain": "PXErrorDomain", "typeName": "PixError", "codePrefix": "PXError"}"#

    /// The errors of a load, `path:line:column: error: …` each.
    static func errorLines(_ lines: [String]) -> [String] { lines.filter { $0.contains(": error: ") } }

    @Test func aDiamondGivesEachCodeOnceWhereTheWalkFirstMeetsIt() throws {
        // top: includes left and right, which both include bottom; right has bottom's code too.
        let source = """
            # Pix errors

            ## `PXClient`

            ### top:

            | Code | Description |
            | --- | --- |
            | `PXErrorT` | T in top. |

            It can also return the errors of `left:` and `right:`.

            ### left:

            | Code | Description |
            | --- | --- |
            | `PXErrorL` | L in left. |

            It can also return the errors of `bottom:`.

            ### right:

            | Code | Description |
            | --- | --- |
            | `PXErrorB` | B in right. |
            | `PXErrorR` | R in right. |

            It can also return the errors of `bottom:`.

            ### bottom:

            | Code | Description |
            | --- | --- |
            | `PXErrorB` | B in bottom. |
            """
        try TempSpec.with(["error-tables.json": Self.numberedConfig, "en.md": source]) { spec in
            let (model, lines) = spec.load()
            #expect(Self.errorLines(lines) == [])
            let methods = try #require(model?.domains.first?.methods)
            #expect(
                methods.map { "\($0.symbol) " + Self.errors(of: $0).joined(separator: ", ") } == [
                    "top: PXErrorT@method, PXErrorL@included:left:, PXErrorB@included:bottom:, "
                        + "PXErrorR@included:right:",
                    "left: PXErrorL@method, PXErrorB@included:bottom:",
                    "right: PXErrorB@method, PXErrorR@method",
                    "bottom: PXErrorB@method",
                ])
        }
    }

    @Test func aChainWithinTheCaseLimitHasItsWholeEffectiveSets() throws {
        let count = 150  // 150 × 151 / 2 = 11,325 cases, within the 20,000 any domain may have
        let source = Self.chain(count) { ["PXError\($0)"] }
        try TempSpec.with(["error-tables.json": Self.numberedConfig, "en.md": source]) { spec in
            let (model, lines) = spec.load()
            #expect(Self.errorLines(lines) == [])
            let methods = try #require(model?.domains.first?.methods)
            let cases: Int = methods.reduce(0) { $0 + $1.errors.count }
            #expect(cases == 11_475)  // and one domain-common code each
            #expect(
                Self.errors(of: methods[count - 2]) == [
                    "PXError148@method", "PXError149@included:step149:", "PXErrorA@domain",
                ])
        }
    }

    @Test func aChainOverTheCaseLimitIsOneErrorAtTheInclusionThatCrossesIt() throws {
        // 200 × 201 / 2 = 20,100 cases from 201 rows: over max(20,000, 8 × 201).
        let source = Self.chain(200) { ["PXError\($0)"] }
        let line = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.hasPrefix("It can also return")
        }
        try TempSpec.with(["error-tables.json": Self.numberedConfig, "en.md": source]) { spec in
            let (model, lines) = spec.load()
            #expect(model == nil || model?.domains.first?.methods.allSatisfy(\.errors.isEmpty) == true)
            #expect(
                Self.errorLines(lines) == [
                    "Pix/en.md:\((line ?? 0) + 1):1: error: the errors of 'step0:' include those of 199 methods "
                        + "through 'step1:' → 'step2:' → 'step3:' → …; the methods' error types would have more "
                        + "than 20000 cases together, the most for a source of 201 rows (8 cases per row, at least "
                        + "20000); no code is generated: include fewer methods (a method's type lists every error "
                        + "it can return)"
                ])
        }
    }

    @Test func commonErrorsOverTheCaseLimitAreOneErrorAtTheMethodThatCrossesIt() throws {
        // 25 methods, each with its own code and the 1,000 common ones: 25,025 cases from 1,025 rows.
        var source = "# Pix errors\n\n## Errors common to all methods\n\n| Code | Description |\n| --- | --- |\n"
        for code in 0..<1_000 { source += "| `PXErrorCommon\(code)` | Common \(code). |\n" }
        source += "\n## `PXClient`\n"
        for index in 0..<25 {
            source += "\n### step\(index):\n\n| Code | Description |\n| --- | --- |\n| `PXError\(index)` | Own. |\n"
        }
        let line = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0 == "### step19:"
        }
        try TempSpec.with(["error-tables.json": Self.numberedConfig, "en.md": source]) { spec in
            let (_, lines) = spec.load()
            #expect(
                Self.errorLines(lines) == [
                    "Pix/en.md:\((line ?? 0) + 1):1: error: with 'step19:', the methods' error types would have "
                        + "more than 20000 cases together (each lists its own errors and the common ones), the "
                        + "most for a source of 1025 rows (8 cases per row, at least 20000); no code is generated: "
                        + "include fewer methods (a method's type lists every error it can return)"
                ])
        }
    }

    @Test func inclusionsThatMeetAgainStopAtTheWorkLimit() {
        // 40 methods each include the same 20 methods, which each include one method of 1,000 codes: the lists
        // hold 40 × 1,021 + 20 × 1,001 + 1,000 = 61,860 items, but the walks take over 40 × 20 × 1,001 of them.
        var methods: [ErrorMethod] = []
        func method(_ symbol: String, codes: [String], inclusions: [String]) -> ErrorMethod {
            let at = SourceLocation(path: "en.md", line: 1, column: 1)
            let entries = codes.map { code in
                ErrorEntry(
                    code: code, description: LocalizedText(), documentation: "", properties: [:],
                    location: at)
            }
            return ErrorMethod(
                symbol: symbol, group: nil, ownErrors: entries, inclusions: inclusions, errors: [], fallback: nil,
                location: at)
        }
        let middle = (0..<20).map { "middle\($0)" }
        for index in 0..<40 { methods.append(method("top\(index)", codes: ["T\(index)"], inclusions: middle)) }
        for name in middle { methods.append(method(name, codes: [name], inclusions: ["bottom"])) }
        methods.append(method("bottom", codes: (0..<1_000).map { "B\($0)" }, inclusions: []))
        let index = Dictionary(uniqueKeysWithValues: methods.enumerated().map { ($1.symbol, $0) })
        let unlimited = ModelBuilder.inclusionClosure(methods: methods, methodIndex: index)
        #expect(unlimited.overLimit == nil)
        let items: Int = unlimited.reached.reduce(0) { $0 + $1.count }
        #expect(items == 61_860)
        let limited = ModelBuilder.inclusionClosure(methods: methods, methodIndex: index, limit: 100_000)
        #expect(limited.overLimit?.work == true)
        #expect(limited.steps / MethodCaseLimit.workPerCase > 100_000)
        #expect(limited.steps < 5 * 100_000)
        let error = Diagnostic.methodCasesOverLimit(
            "top0", chain: ["middle0", "bottom"], reached: 21, limit: MethodCaseLimit(rows: 3_000), work: true,
            at: SourceLocation(path: "en.md", line: 7, column: 1))
        #expect(
            error.description
                == "en.md:7:1: error: the errors of 'top0' include those of 21 methods through 'middle0' → 'bottom'; "
                + "listing them would go through more than 96000 errors of methods included on several paths, the "
                + "most for a source of 3000 rows (8 cases per row, at least 20000); no code is generated: include "
                + "fewer methods (a method's type lists every error it can return)")
    }

    @Test func theChainInTheMessageFollowsFirstInclusionsAndStopsAtACycle() {
        // 0 → 1 → 2 → 0 (a cycle), 1 → 3.
        let edges = [[1], [2, 3], [0], []]
        #expect(ModelBuilder.firstInclusions(from: 0, edges: edges) == [1, 2])
        #expect(ModelBuilder.reachedCount(from: 0, edges: edges) == 3)
        #expect(ModelBuilder.firstInclusions(from: 0, edges: [[1], [2], [3], [4], []]) == [1, 2, 3, nil])
        // The head: up the first includers, 3 ← 1 ← 0 ← 2 ← 1 (met before).
        #expect(ModelBuilder.chainHead(of: 3, edges: edges) == 2)
        #expect(ModelBuilder.chainHead(of: 4, edges: [[1], [2], [3], [4], []]) == 0)
        #expect(ModelBuilder.chainHead(of: 0, edges: [[1], []]) == 0)
    }

    @Test func theCaseLimitGrowsWithTheRowsAboveItsMinimum() {
        #expect(MethodCaseLimit(rows: 10).cases == 20_000)
        #expect(MethodCaseLimit(rows: 10_000).cases == 80_000)
        #expect(MethodCaseLimit(rows: Int.max).cases == Int.max)
    }

    @Test func componentsComeAfterEveryComponentTheyReach() {
        // 0 → 1 → 2 → 1, 2 → 3, 4 alone.
        let components = ModelBuilder.stronglyConnectedComponents([[1], [2], [1, 3], [], []])
        #expect(components == [[3], [1, 2], [0], [4]])
    }
}
